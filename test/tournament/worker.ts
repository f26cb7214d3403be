// A separate bot process for the tournament's multi-process test: opens the store at argv[3]
// (namespace argv[4]) and does one job, then prints a JSON line.
//   play CH TAG LINE…  — a local table in channel CH types the lines (its threads tagged TAG)
//   sweep TAG N        — N tournament sweeps (tables to open, results to record)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameService } from '../../src/app/service.ts';
import { onGameSaved } from '../../src/discord/records/ended.ts';
import { sweep, tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import { freeImages } from '../store/bot-harness.ts';

const [mode, url, namespace, ...rest] = process.argv.slice(2);
const store = await openRepository(url!, { namespace: namespace || undefined });
let bot: LocalTable['bot'] | null = null;
let seed = 100 + process.pid;
const service = new GameService({ store, seed: () => seed++, onSaved: (r, m) => bot && onGameSaved(bot, r, m.status) });
const channelId = mode === 'play' ? rest[0] : 'local';
const tag = mode === 'play' ? rest[1] : rest[0];
const table = new LocalTable({
  service,
  // The test reads the tournament's records, not the pictures: none drawn (no drawing thread).
  images: freeImages,
  outDir: mkdtempSync(join(tmpdir(), 'risk-tournament-worker-')),
  advance: () => undefined,
  channelId,
  threadTag: tag,
});
bot = table.bot;
const out: Record<string, unknown> = { mode, pid: process.pid, errors: [] as string[] };
if (mode === 'play') {
  for (const line of rest.slice(2))
    for (const o of await table.run(line)) if (o.kind === 'error') (out.errors as string[]).push(o.text);
} else {
  for (let i = 0; i < Number(rest[1]); i++) await sweep(bot);
}
await tournamentsIdle();
await store.close();
console.log(JSON.stringify(out));
