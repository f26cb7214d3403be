// Tournaments on the three stores: the record's compare-and-set, one live tournament per
// channel, the game → tournament index; and a tournament that goes on across a restart and
// over two processes sharing the store (the game that ends on one process seats the next round;
// sweeps racing on both never open a table twice).
import { afterEach, describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { defaultBoardImages } from '../../src/discord/images.ts';
import { onGameSaved } from '../../src/discord/records/ended.ts';
import { recordsOf, sweep, tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { LocalTable } from '../../src/local/table.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { createTournament, type Tournament } from '../../src/tournament/machine.ts';
import { available, backends, type Location } from '../store/backends.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let open: GameRepository[] = [];
afterEach(async () => {
  await tournamentsIdle();
  for (const s of open.splice(0)) await s.close();
});

const sample = (channelId: string, id: string): Tournament =>
  createTournament({
    id,
    guildId: 'g',
    channelId,
    host: { id: 'u1', name: 'ann', locale: 'en' },
    locale: 'en',
    ruleset: 'classic',
    format: 'classic',
    tableSize: 3,
    timeLimitMinutes: null,
    finalTimeLimitMinutes: null,
    fillWithAi: false,
    seed: 1,
    now: 1,
  });

const meta = (t: Tournament, live = true) => ({
  id: t.id,
  guildId: t.guildId,
  channelId: t.channelId,
  status: t.status,
  live,
});

/** A process: its own connection to the store, service, local table (in `channelId`) and clock. */
async function proc(loc: Location, tag: string, channelId?: string) {
  const store = await loc.open();
  open.push(store);
  let clock = 1_700_000_000_000;
  let seed = 7;
  let bot: LocalTable['bot'] | null = null;
  const service = new GameService({
    store,
    now: () => clock,
    seed: () => seed++,
    onSaved: (r, m) => bot && onGameSaved(bot, r, m.status),
  });
  const dir = mkdtempSync(join(tmpdir(), 'risk-tournament-proc-'));
  const table = new LocalTable({
    service,
    images: defaultBoardImages(),
    outDir: dir,
    advance: (ms) => (clock += ms),
    channelId,
    threadTag: tag,
  });
  bot = table.bot;
  return { store, table, service };
}

for (const backend of backends) {
  describe.runIf(available(backend))(`tournaments on ${backend.name}`, () => {
    it('keeps its record with a compare-and-set, one live tournament per channel, and the games it owns', async () => {
      const loc = await backend.fresh();
      const store = (await loc.open()).tournaments!();
      open.push(await loc.open());
      const a = sample('c1', 'ta');
      expect(
        await store.commitTournament({ meta: meta(a), expectedVer: 0, data: JSON.stringify(a), gameIds: [] }),
      ).toEqual({ ok: true, ver: 1 });
      // A second live tournament in the channel is refused; another channel is fine.
      const b = sample('c1', 'tb');
      expect(
        await store.commitTournament({ meta: meta(b), expectedVer: 0, data: JSON.stringify(b), gameIds: [] }),
      ).toEqual({
        ok: false,
        reason: 'channelTaken',
      });
      expect(await store.tournamentInChannel('c1')).toBe('ta');
      // Two writers read version 1: the first wins, the second is told to read again.
      const w1 = await store.commitTournament({
        meta: meta(a),
        expectedVer: 1,
        data: JSON.stringify({ ...a, rev: 1 }),
        gameIds: ['g1'],
      });
      const w2 = await store.commitTournament({
        meta: meta(a),
        expectedVer: 1,
        data: JSON.stringify({ ...a, rev: 9 }),
        gameIds: ['g2'],
      });
      expect(w1).toEqual({ ok: true, ver: 2 });
      expect(w2).toEqual({ ok: false, reason: 'conflict' });
      expect(JSON.parse((await store.loadTournament('ta'))!.data).rev).toBe(1);
      expect(await store.tournamentOfGame('g1')).toBe('ta');
      expect(await store.tournamentOfGame('g2')).toBeUndefined();
      expect(await store.liveTournaments()).toEqual(['ta']);
      // Over: no longer live, and the channel may hold a new one.
      const over = { ...a, status: 'over' as const };
      expect(
        (
          await store.commitTournament({
            meta: meta(over, false),
            expectedVer: 2,
            data: JSON.stringify(over),
            gameIds: ['g1'],
          })
        ).ok,
      ).toBe(true);
      expect(await store.liveTournaments()).toEqual([]);
      expect(await store.tournamentInChannel('c1')).toBeUndefined();
      // …but its standings stay readable: the channel's last tournament.
      expect(await store.lastTournamentInChannel('c1')).toBe('ta');
      expect(await store.lastTournamentInChannel('c2')).toBeUndefined();
      const newer = { ...b, createdAt: 5 };
      expect(
        (await store.commitTournament({ meta: meta(newer), expectedVer: 0, data: JSON.stringify(newer), gameIds: [] }))
          .ok,
      ).toBe(true);
      expect(await store.lastTournamentInChannel('c1')).toBe('tb');
    });

    it('goes on after a restart, on another process: a forfeit, the next round seated once, the champion', async () => {
      const loc = await backend.fresh();
      const a = await proc(loc, 'a');
      for (const line of [
        'alice /risk tournament new ruleset:classic table_size:3',
        ...Array.from({ length: 5 }, () => 'alice click Add AI'),
        'alice click Start',
      ])
        expect((await a.table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
      const recsA = recordsOf(a.table.bot)!;
      const [id] = await recsA.store.liveTournaments();
      let t = (await recsA.get(id))!.t;
      // Round 1: alice's table waits for her; the other (AI) table is over.
      const mine = t.rounds[0].tables.find((x) => x.seats.includes('u-alice'))!;
      expect(t.rounds[0].tables.map((x) => !!x.result)).toEqual(t.rounds[0].tables.map((x) => x !== mine));
      expect(t.rounds).toHaveLength(1);

      // Restart: process A goes away; B (another connection) serves alice's thread.
      await a.store.close();
      open = open.filter((s) => s !== a.store);
      const b = await proc(loc, 'b', mine.threadId!);
      const c = await proc(loc, 'c');
      await b.table.run('alice /risk abandon');
      await b.table.run('alice click Yes, do it');
      // C's sweep races B's own advance: the final's table is opened once.
      await Promise.all([sweep(c.table.bot), sweep(b.table.bot), tournamentsIdle()]);
      await sweep(c.table.bot);
      await tournamentsIdle();
      t = (await recordsOf(b.table.bot)!.get(id))!.t;
      expect(t.status).toBe('over');
      expect(t.rounds).toHaveLength(2);
      const mineDone = t.rounds[0].tables[mine.index].result!;
      expect(mineDone.forfeited).toEqual(['u-alice']);
      // Alice forfeited: she does not go through, and nobody sits twice.
      const final = t.rounds[1].tables;
      expect(final).toHaveLength(1);
      expect(final[0].seats).not.toContain('u-alice');
      expect(new Set(final[0].seats).size).toBe(3);
      expect(t.champion).toBe(final[0].result!.ranking[0]);
      // One game per table, each in its own thread.
      const threads = t.rounds.flatMap((r) => r.tables.map((x) => x.threadId));
      expect(new Set(threads).size).toBe(3);
    });
  });
}
