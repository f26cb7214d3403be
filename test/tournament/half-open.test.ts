// A crash between a table's thread and its game (the process that claimed the table is gone,
// its claim still on the record): after a restart the sweep opens the table once the claim
// runs out — CLAIM_MS, seconds, not the two minutes it was — and says when to sweep again, so
// the bot does not wait for its next periodic sweep.
import { afterEach, describe, expect, it } from 'vitest';
import { recordsOf, seatRound, sweep, tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { CLAIM_MS, start } from '../../src/tournament/machine.ts';
import { closeStores, tournamentTable } from './harness.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

describe('a half-opened tournament table', () => {
  it('is opened within 10 s of a restart: the dead process’s claim runs out, the sweep says when', async () => {
    const { table, service, setNow } = await tournamentTable(61, undefined, undefined, freeImages);
    const bot = table.bot;
    for (const line of [
      'alice /risk tournament new ruleset:classic table_size:3',
      ...Array.from({ length: 5 }, () => 'alice click Add AI'),
      'alice click Start',
    ])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    await tournamentsIdle();
    const recs = recordsOf(bot)!;
    const [id] = await recs.store.liveTournaments();
    const mine = (await recs.get(id))!.t.rounds[0].tables.find((x) => x.seats.includes('u-alice'))!;

    // The crash: alice's table has its thread, no game, and a claim by a process that is gone.
    const crashedAt = service.now();
    const half = await recs.mutate(id, (t) => {
      const n = structuredClone(t);
      const x = n.rounds[0].tables[mine.index];
      x.threadId = 'thread-half';
      x.gameId = null;
      x.claim = { by: 'a-process-that-died', until: crashedAt + CLAIM_MS };
      return { ok: true, value: n };
    });
    expect(half.ok).toBe(true);

    // The restart, a second later: the claim still holds; the sweep says when it runs out.
    setNow(crashedAt + 1_000);
    expect(await sweep(bot)).toBe(crashedAt + CLAIM_MS);
    expect((await recs.get(id))!.t.rounds[0].tables[mine.index].gameId).toBeNull();
    // Then: the table is opened in its thread, with its seats, well within 10 s of the restart.
    expect(CLAIM_MS).toBeLessThan(9_000);
    setNow(crashedAt + CLAIM_MS + 1);
    expect(await sweep(bot)).toBeNull();
    await tournamentsIdle();
    const opened = (await recs.get(id))!.t.rounds[0].tables[mine.index];
    expect(opened.gameId).not.toBeNull();
    expect(opened.threadId).toBe('thread-half');
    const game = (await service.get('thread-half'))!;
    expect(game.gameId).toBe(opened.gameId);
    expect(game.seats.map((s) => s.userId ?? s.name)).toHaveLength(3);
    expect(game.status).not.toBe('lobby');
  });
});

describe('a round seated twice at once by one process', () => {
  it('opens each table once: the sweep racing the hook that seats the round opens no second thread', async () => {
    const { table } = await tournamentTable(62, undefined, undefined, freeImages);
    const bot = table.bot;
    for (const line of [
      'alice /risk tournament new ruleset:classic table_size:3',
      ...Array.from({ length: 5 }, () => 'alice click Add AI'),
    ])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    const recs = recordsOf(bot)!;
    const [id] = await recs.store.liveTournaments();
    // Started on the record only: nobody has seated the round yet.
    const started = await recs.mutate(id, (t) => start(t, true, bot.service.now()));
    expect(started.ok).toBe(true);
    const threads: string[] = [];
    const open = bot.transport.thread!.bind(bot.transport);
    bot.transport.thread = async (channel, name) => {
      const made = await open(channel, name);
      threads.push(made);
      return made;
    };
    await Promise.all([seatRound(bot, recs, id), sweep(bot), seatRound(bot, recs, id)]);
    await tournamentsIdle();
    const t = (await recs.get(id))!.t;
    expect(threads).toHaveLength(t.rounds.flatMap((r) => r.tables).length);
    expect(new Set(t.rounds.flatMap((r) => r.tables.map((x) => x.threadId))).size).toBe(threads.length);
  });
});
