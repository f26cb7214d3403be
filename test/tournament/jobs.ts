// One bot process's job in the tournament's multi-process test, on its own connection to the
// store at `url` (namespace `namespace`), returning what it did. It runs in a child process
// (test/tournament/worker.ts) or in the test's own process beside one (test/store/jobs.ts says why).
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

export async function runTournamentJob(
  mode: string,
  url: string,
  namespace: string,
  rest: string[],
  /** Called once the store is open and the table set (a child prints its ready line). */
  onOpen: () => void = () => {},
): Promise<Record<string, unknown>> {
  const store = await openRepository(url, { namespace: namespace || undefined });
  let bot: LocalTable['bot'] | null = null;
  let seed = 100 + process.pid;
  const service = new GameService({
    store,
    seed: () => seed++,
    onSaved: (r, m) => bot && onGameSaved(bot, r, m.status),
  });
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
  onOpen();
  const out: Record<string, unknown> = { mode, pid: process.pid, errors: [] as string[] };
  try {
    if (mode === 'play') {
      for (const line of rest.slice(2))
        for (const o of await table.run(line)) if (o.kind === 'error') (out.errors as string[]).push(o.text);
    } else {
      for (let i = 0; i < Number(rest[1]); i++) await sweep(bot);
    }
    await tournamentsIdle();
  } finally {
    await store.close();
  }
  return out;
}
