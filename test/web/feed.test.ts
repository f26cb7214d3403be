// Across processes: two bot services share one store (SQLite file, Redis or PostgreSQL server),
// each with its own connections; the web server runs beside the first and a move is stored by
// the second. With Redis and PostgreSQL the update goes through the server's pub/sub (Redis
// pub/sub, LISTEN/NOTIFY); with SQLite through a note in the file that the serving side watches
// for (PRAGMA data_version); either way it reaches the viewer's live stream.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/log.js';
import { GameService } from '../../src/app/service.js';
import { legalActions, waitingFor, type GameState } from '../../src/engine/index.js';
import { openFeed, type LiveFeed } from '../../src/web/feed.js';
import { LinkSigner } from '../../src/web/links.js';
import { serveGames } from '../../src/web/index.js';
import { available, backends } from '../store/backends.ts';
import { nextUpdate } from './helpers.ts';

const logger = createLogger({ level: 'silent' });

describe('live map updates across processes', () => {
  for (const b of backends) {
    it.skipIf(!available(b))(
      `${b.name}: a move stored by one process reaches a viewer of the other's web server`,
      async () => {
        const loc = await b.fresh();
        const namespace = loc.namespace ?? 'risk';
        const feeds: LiveFeed[] = [];
        const repoA = await loc.open();
        const repoB = await loc.open();
        // SQLite: as for shard processes on one file (the note table, watched by the serving side).
        const feedA = await openFeed(loc.url, namespace, logger, { shared: true });
        const feedB = await openFeed(loc.url, namespace, logger, { shared: true });
        feeds.push(feedA, feedB);
        expect([feedA.kind, feedB.kind]).toEqual([b.name, b.name]);
        const a = new GameService({ store: repoA, logger, seed: () => 5 });
        const other = new GameService({
          store: repoB,
          logger,
          seed: () => 5,
          onSaved: (r, m) => feedB.publish(m.gameId, r.logSeq ?? 0),
        });
        const signer = new LinkSigner('feed-test', 'http://127.0.0.1');
        const web = await serveGames({ service: a, signer, feed: feedA, logger });
        try {
          const ch = `ch-${b.name}-${Date.now()}`;
          const host = { id: 'u1', name: 'host', locale: 'en' as const };
          const created = await other.create(ch, 'general', 'g1', host, 'classic', { setup: 'auto' }, 'en');
          if (!created.ok) throw new Error(created.error.code);
          for (let i = 0; i < 2; i++) expect((await other.addAi(ch, host, true)).ok).toBe(true);
          expect(await other.start(ch, host, true)).toMatchObject({ ok: true });
          const before = (await other.get(ch))!;
          const token = signer.token({
            gameId: before.gameId,
            scope: { kind: 'public' },
            expires: Date.now() + 60_000,
          });
          const res = await fetch(`${web.url}/api/${token}/live`);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toContain('text/event-stream');
          const update = nextUpdate(res.body!, before.logSeq ?? 0);
          // One move, stored by the other process: the host's, or the AI seats' when they play first.
          const s = before.state as GameState;
          const p = waitingFor(s)[0];
          if (before.seats[p].kind === 'human')
            expect((await other.act(ch, host, legalActions(s, p)[0])).ok).toBe(true);
          else await other.runAi(ch);
          const got = await update;
          expect(got.kind).toBe('map');
          expect(got.seq).toBe((await other.get(ch))!.logSeq);
          await res.body!.cancel();
        } finally {
          await web.close();
          for (const f of feeds) await f.close();
          await repoA.close();
          await repoB.close();
        }
      },
    );
  }
});
