// The local table on a fresh SQLite store with the store's hooks wired as the bot wires them
// (seats indexed, quiet hours put on seats at the start, notices, results), on a test clock.
// Its tests read messages and records, never the pictures: none are drawn.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameService } from '../../src/app/service.ts';
import { onGameSaved } from '../../src/discord/records/ended.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import { freeImages } from '../store/bot-harness.ts';

export async function hookedTable(seed: number, start: number) {
  const dir = mkdtempSync(join(tmpdir(), 'risk-hooked-'));
  const store = await openRepository(`sqlite://${join(dir, 'g.sqlite')}`);
  const clock = { now: start };
  let next = seed;
  let bot: LocalTable['bot'] | null = null;
  const service = new GameService({
    store,
    now: () => clock.now,
    seed: () => next++,
    onSaved: (r, meta) => bot && onGameSaved(bot, r, meta.status),
  });
  const t = new LocalTable({
    service,
    images: freeImages,
    outDir: join(dir, 'img'),
    advance: (ms) => {
      clock.now += ms;
    },
  });
  bot = t.bot;
  return { store, service, t, clock };
}
