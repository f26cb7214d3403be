// One process, one SQLite file: the game store's connection and the live map feed's (the notes
// a shard process leaves for the serving one) write the same file at the same time. Both must
// go through the same copy of SQLite: two copies in one process do not see each other's file
// locks (POSIX locks are per process), so both write the journal at once and a game's row reads
// back as garbage (CI once saw a start refused as 'unreadable' in test/web/feed.test.ts).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/log.js';
import { GameService } from '../../src/app/service.js';
import { sqlitePath } from '../../src/store/adapters.js';
import { openFeed } from '../../src/web/feed.js';
import { backends } from '../store/backends.ts';

const logger = createLogger({ level: 'silent' });
const GAMES = 300;

describe('the live map feed beside the game store on one SQLite file', () => {
  it('every game written while the feed writes its notes reads back, and the file stays sound', async () => {
    const loc = await backends.find((b) => b.name === 'sqlite')!.fresh();
    const repo = await loc.open();
    const feed = await openFeed(loc.url, 'risk', logger, { shared: true });
    const svc = new GameService({
      store: repo,
      logger,
      seed: () => 5,
      onSaved: (r, m) => feed.publish(m.gameId, r.logSeq ?? 0),
    });
    const host = { id: 'u1', name: 'host', locale: 'en' as const };
    const channels = Array.from({ length: GAMES }, (_, i) => `ch-${i}`);
    try {
      // Each write's note goes in while the next game's write is on its way.
      for (const ch of channels) {
        const created = await svc.create(ch, 'general', 'g1', host, 'classic', { setup: 'auto' }, 'en');
        expect(created).toMatchObject({ ok: true });
        expect(await svc.addAi(ch, host, true)).toMatchObject({ ok: true });
      }
      for (const ch of channels) expect((await svc.get(ch))?.seats.length, ch).toBe(2);
    } finally {
      await feed.close();
      await repo.close();
    }
    const db = new Database(sqlitePath(loc.url), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('SELECT COUNT(*) AS n FROM risk_games WHERE status = ?').get('lobby')).toEqual({ n: GAMES });
      // Every write left its note for the serving process (two per game: the create, the AI seat).
      expect(db.prepare('SELECT COUNT(*) AS n FROM risk_live_map').get()).toEqual({ n: GAMES * 2 });
    } finally {
      db.close();
    }
  });
});
