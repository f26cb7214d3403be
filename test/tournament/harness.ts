// The local table on a fresh SQLite store with the end-of-game hook wired (ratings and
// tournaments), as src/local/main.ts wires it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardImages } from '../../src/app/images.ts';
import { GameService } from '../../src/app/service.ts';
import { defaultBoardImages } from '../../src/discord/images.ts';
import { onGameSaved } from '../../src/discord/records/ended.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';

const stores: GameRepository[] = [];

export async function closeStores(): Promise<void> {
  for (const s of stores.splice(0)) await s.close();
}

/** The table; `images` are the bot's pictures (drawn by default; test/store/bot-harness.ts's free ones where a test reads only the records). */
export async function tournamentTable(
  seed: number,
  url?: string,
  namespace?: string,
  images: BoardImages = defaultBoardImages(),
) {
  const dir = mkdtempSync(join(tmpdir(), 'risk-tournament-'));
  const store = await openRepository(url ?? `sqlite://${join(dir, 'g.sqlite')}`, { namespace });
  stores.push(store);
  let clock = 1_700_000_000_000;
  let s = seed;
  let bot: LocalTable['bot'] | null = null;
  const service = new GameService({
    store,
    now: () => clock,
    seed: () => s++,
    onSaved: (r, meta) => bot && onGameSaved(bot, r, meta.status),
  });
  const table = new LocalTable({
    service,
    images,
    outDir: join(dir, 'img'),
    advance: (ms) => (clock += ms),
  });
  bot = table.bot;
  /** Sets the clock (the service's `now`). */
  const setNow = (ms: number) => {
    clock = ms;
  };
  return { table, service, store, dir, setNow };
}
