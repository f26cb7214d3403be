// The GameRepository contract, against SQLite, Redis and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import type { Commit, GameMeta, GameRepository, GameResult } from '../../src/store/repository.ts';
import { available, backends } from './backends.ts';

const meta = (gameId: string, over: Partial<GameMeta> = {}): GameMeta => ({
  gameId,
  channelId: 'c1',
  guildId: 'g1',
  status: 'playing',
  live: true,
  wakeAt: null,
  ...over,
});
const entry = (n: number) => ({
  at: 1000 + n,
  kind: 'act',
  actor: 0,
  userId: 'u1',
  interactionId: `i${n}`,
  action: { type: 'endTurn', n },
  events: [{ type: 'turnEnded', n }],
});
const create = (gameId: string, over: Partial<Commit> = {}): Commit => ({
  meta: meta(gameId),
  expectedVer: 0,
  data: JSON.stringify({ n: 0 }),
  log: [{ ...entry(0), kind: 'create' }],
  claimChannel: true,
  ...over,
});

for (const backend of backends) {
  describe.runIf(available(backend))(`store contract: ${backend.name}`, () => {
    const opened: GameRepository[] = [];
    const open = async () => {
      const loc = await backend.fresh();
      const repo = await loc.open();
      opened.push(repo);
      return repo;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((r) => r.close()));
    });

    it('creates a game by id, indexes its channel, and loads it back', async () => {
      const repo = await open();
      expect(await repo.commit(create('g-1'))).toEqual({ ok: true, ver: 1, logLength: 1 });
      const got = await repo.load('g-1');
      expect(got?.ver).toBe(1);
      expect(JSON.parse(got!.data)).toEqual({ n: 0 });
      expect(got?.meta).toEqual(meta('g-1'));
      expect(await repo.currentGameId('c1')).toBe('g-1');
      expect(await repo.load('nope')).toBeUndefined();
      expect(await repo.currentGameId('c-none')).toBeUndefined();
    });

    it('compare-and-set: a write at a stale version is refused and changes nothing', async () => {
      const repo = await open();
      await repo.commit(create('g-1'));
      const first = await repo.commit({ meta: meta('g-1'), expectedVer: 1, data: '{"n":1}', log: [entry(1)] });
      expect(first).toEqual({ ok: true, ver: 2, logLength: 2 });
      const stale = await repo.commit({ meta: meta('g-1'), expectedVer: 1, data: '{"n":99}', log: [entry(99)] });
      expect(stale).toEqual({ ok: false, reason: 'conflict' });
      expect(JSON.parse((await repo.load('g-1'))!.data)).toEqual({ n: 1 });
      expect((await repo.log('g-1')).map((e) => e.seq)).toEqual([0, 1]);
      // Creating an existing id is a conflict too, never an overwrite.
      expect(await repo.commit(create('g-1', { claimChannel: false }))).toEqual({ ok: false, reason: 'conflict' });
    });

    it('appends the log with the state, in order, with actor, time, interaction and events', async () => {
      const repo = await open();
      await repo.commit(create('g-1'));
      await repo.commit({ meta: meta('g-1'), expectedVer: 1, data: '{"n":2}', log: [entry(1), entry(2)] });
      await repo.commit({ meta: meta('g-1'), expectedVer: 2, data: '{"n":2}', log: [] });
      const log = await repo.log('g-1');
      expect(log).toHaveLength(3);
      expect(log[2]).toEqual({ seq: 2, ...entry(2) });
      expect((await repo.log('g-1', 1)).map((e) => e.seq)).toEqual([1, 2]);
      expect((await repo.load('g-1'))!.ver).toBe(3);
    });

    it('a channel holds one live game; a finished game stays archived and a new one takes the channel', async () => {
      const repo = await open();
      await repo.commit(create('g-1'));
      expect(await repo.commit(create('g-2'))).toEqual({ ok: false, reason: 'channelTaken' });
      expect(await repo.load('g-2')).toBeUndefined();
      await repo.commit({
        meta: meta('g-1', { status: 'over', live: false }),
        expectedVer: 1,
        data: '{"over":true}',
        log: [entry(1)],
      });
      expect(await repo.currentGameId('c1')).toBe('g-1');
      expect((await repo.commit(create('g-2'))).ok).toBe(true);
      expect(await repo.currentGameId('c1')).toBe('g-2');
      expect(JSON.parse((await repo.load('g-1'))!.data)).toEqual({ over: true });
      expect((await repo.liveGames()).map((g) => g.gameId)).toEqual(['g-2']);
    });

    it('cancel releases the channel but keeps the game and its log', async () => {
      const repo = await open();
      await repo.commit(create('g-1'));
      await repo.commit({
        meta: meta('g-1', { status: 'cancelled', live: false }),
        expectedVer: 1,
        data: '{}',
        log: [{ ...entry(1), kind: 'cancel' }],
        releaseChannel: true,
      });
      expect(await repo.currentGameId('c1')).toBeUndefined();
      expect((await repo.load('g-1'))!.meta.status).toBe('cancelled');
      expect(await repo.log('g-1')).toHaveLength(2);
      expect(await repo.liveGames()).toEqual([]);
    });

    it('lists live games with their wake-up time, never the archive', async () => {
      const repo = await open();
      await repo.commit(create('a', { meta: meta('a', { channelId: 'ca', wakeAt: 5000 }) }));
      await repo.commit(create('b', { meta: meta('b', { channelId: 'cb', status: 'over', live: false }) }));
      expect(await repo.liveGames()).toEqual([meta('a', { channelId: 'ca', wakeAt: 5000 })]);
    });

    it('lists many live games at once (more than one batched round trip), each with its own fields', async () => {
      const repo = await open();
      // 600 games: Redis lists them 500 a round trip (LIVE_BATCH), so two round trips, the archived
      // one the first of the second.
      const ids = Array.from({ length: 600 }, (_, i) => `m-${String(i).padStart(4, '0')}`);
      for (let i = 0; i < ids.length; i += 100) {
        await Promise.all(
          ids
            .slice(i, i + 100)
            .map((id, j) => ({ id, k: i + j }))
            .map(({ id, k }) =>
              repo.commit(
                create(id, {
                  meta: meta(id, {
                    channelId: `c-${id}`,
                    guildId: k % 2 ? null : `g-${id}`,
                    wakeAt: k % 3 ? null : 7000 + k,
                    status: k % 5 ? 'playing' : 'lobby',
                  }),
                }),
              ),
            ),
        );
      }
      await repo.commit({
        meta: meta('m-0500', { channelId: 'c-m-0500', guildId: 'g-m-0500', status: 'over', live: false }),
        expectedVer: 1,
        data: '{}',
        log: [],
      });
      const live = await repo.liveGames();
      expect(live).toHaveLength(599);
      expect(live.map((g) => g.gameId)).toEqual(ids.filter((id) => id !== 'm-0500'));
      expect(live[551]).toEqual(
        meta('m-0552', { channelId: 'c-m-0552', guildId: 'g-m-0552', wakeAt: 7552, status: 'playing' }),
      );
      expect(live[596]).toEqual(
        meta('m-0597', { channelId: 'c-m-0597', guildId: null, wakeAt: 7597, status: 'playing' }),
      );
      expect(live[10]).toEqual(
        meta('m-0010', { channelId: 'c-m-0010', guildId: 'g-m-0010', wakeAt: null, status: 'lobby' }),
      );
    });

    it('results are recorded once and queried by server and by user, newest first', async () => {
      const repo = await open();
      const result = (gameId: string, guildId: string, endedAt: number, users: string[]): GameResult => ({
        gameId,
        guildId,
        channelId: `ch-${gameId}`,
        ruleset: 'classic',
        startedAt: 100,
        endedAt,
        rounds: 7,
        seats: users.map((u, i) => ({
          seat: i,
          userId: u,
          name: `P${i}`,
          kind: 'human',
          place: i + 1,
          score: i === 0 ? 1 : 0,
        })),
      });
      for (const [id, guild, end, users] of [
        ['r1', 'G1', 1000, ['u1', 'u2']],
        ['r2', 'G1', 2000, ['u2', 'u3']],
        ['r3', 'G2', 3000, ['u1']],
      ] as const) {
        const m = meta(id, { channelId: `ch-${id}`, guildId: guild, status: 'over', live: false });
        await repo.commit(create(id, { meta: m, result: result(id, guild, end, [...users]) }));
      }
      expect((await repo.resultsByGuild('G1')).map((r) => r.gameId)).toEqual(['r2', 'r1']);
      expect((await repo.resultsByUser('u1')).map((r) => r.gameId)).toEqual(['r3', 'r1']);
      const [r2] = await repo.resultsByGuild('G1', 1);
      expect(r2).toEqual(result('r2', 'G1', 2000, ['u2', 'u3']));
      expect(await repo.resultsByUser('nobody')).toEqual([]);
    });

    it('quarantine takes a game out of the live list and keeps why', async () => {
      const repo = await open();
      await repo.commit(create('g-1'));
      await repo.quarantine({ gameId: 'g-1', errorId: 'E1', reason: 'bad json', at: 5 });
      expect(await repo.liveGames()).toEqual([]);
      expect(await repo.quarantined('g-1')).toEqual({ gameId: 'g-1', errorId: 'E1', reason: 'bad json', at: 5 });
      expect((await repo.load('g-1'))!.meta.status).toBe('quarantined');
      expect(await repo.quarantined('g-2')).toBeUndefined();
      // A second failing load does not replace the id the channel was told.
      await repo.quarantine({ gameId: 'g-1', errorId: 'E2', reason: 'bad json again', at: 6 });
      expect((await repo.quarantined('g-1'))!.errorId).toBe('E1');
    });

    it('a lease belongs to one owner until it expires', async () => {
      const repo = await open();
      const now = Date.now();
      expect(await repo.lease('guild:1', 'A', 60_000, now)).toBe(true);
      expect(await repo.lease('guild:1', 'B', 60_000, now)).toBe(false);
      expect(await repo.lease('guild:1', 'A', 60_000, now)).toBe(true);
      expect(await repo.lease('guild:2', 'B', 50, now)).toBe(true);
      await new Promise((r) => setTimeout(r, 80));
      expect(await repo.lease('guild:2', 'A', 60_000, Date.now())).toBe(true);
    });

    it('concurrent read-modify-write loops on two connections lose and double nothing', async () => {
      const loc = await backend.fresh();
      const [a, b] = [await loc.open(), await loc.open()];
      opened.push(a, b);
      await a.commit(create('g-1', { data: JSON.stringify({ n: 0 }) }));
      const bump = async (repo: GameRepository, who: string, times: number) => {
        for (let i = 0; i < times; i++) {
          for (;;) {
            const cur = (await repo.load('g-1'))!;
            const n = (JSON.parse(cur.data) as { n: number }).n + 1;
            const out = await repo.commit({
              meta: meta('g-1'),
              expectedVer: cur.ver,
              data: JSON.stringify({ n }),
              log: [{ ...entry(n), userId: who }],
            });
            if (out.ok) break;
          }
        }
      };
      await Promise.all([bump(a, 'A', 25), bump(b, 'B', 25)]);
      const final = (await a.load('g-1'))!;
      expect(JSON.parse(final.data)).toEqual({ n: 50 });
      const log = await b.log('g-1');
      expect(log.map((e) => (e.action as { n: number }).n)).toEqual([
        0,
        ...Array.from({ length: 50 }, (_, i) => i + 1),
      ]);
      expect(final.ver).toBe(51);
    });
  });
}
