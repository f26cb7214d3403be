// A move that finds its game's deadline already past (the bot was restarted, or a burst kept
// the timer loop behind) plays that deadline in the move's own write, logged as the clock's
// ('timer'), and the panel tells it — without waiting for the timer loop, which these tests
// never run. The clock is the tests' (the service's `now`), moved past the deadline.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commandTable } from '../../commands/index.ts';
import type { GameService } from '../../src/app/service.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { Bot, OutMessage } from '../../src/discord/surface.ts';
import { legalActions } from '../../src/engine/index.ts';
import { countTrips, type CountedRepository } from '../../src/store/counting.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { humanMove, service, startGame } from '../store/helpers.ts';
import { channelCtx, recordingBot } from '../store/bot-harness.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

interface Table {
  svc: GameService;
  counted: CountedRepository;
  clock: { now: number };
  bot: Bot;
  posts: OutMessage[];
  edits: OutMessage[];
  dms: { userId: string; msg: OutMessage }[];
}

async function table(): Promise<Table> {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-due-')), 'g.sqlite')}`);
  repos.push(repo);
  const counted = countTrips(repo);
  const clock = { now: 1_700_000_000_000 };
  const svc = service(counted.repo, clock);
  const { bot, posts, edits, dms } = recordingBot(svc);
  // alice and bob, a one-minute turn deadline, the neutral army of a two-player game.
  await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: 0, deadlineMinutes: 1 });
  return { svc, counted, clock, bot, posts, edits, dms };
}

/** Plays on (each move within its deadline) until a human starts a turn with at least 3 armies to place. */
async function toReinforcement(t: Table): Promise<{ player: number; userId: string; territory: string }> {
  for (let i = 0; i < 400; i++) {
    const r = asMap((await t.svc.get('c1'))!);
    const s = r.state!;
    const p = s.turn.player;
    const place = legalActions(s, p).find((a) => a.type === 'place');
    if (s.phase.kind === 'reinforce' && s.players[p]!.reserve >= 3 && place?.type === 'place')
      return { player: p, userId: r.seats[p]!.userId!, territory: place.territory };
    await humanMove(t.svc, 'c1');
  }
  throw new Error('no reinforcement reached');
}

describe('deadlines due at move time', () => {
  it('a placement after the turn deadline passed: the deadline is played in the same write, logged as timer, and told', async () => {
    const t = await table();
    const { player, userId, territory } = await toReinforcement(t);
    const before = asMap((await t.svc.get('c1'))!);
    expect(before.timer!.players).toEqual([player]);
    // The turn's minute is over; the timer loop has not run (a restart, a busy machine).
    t.clock.now = before.timer!.expiresAt + 5_000;
    t.counted.reset();
    t.posts.length = 0;
    t.edits.length = 0;
    await commandTable.get('place')!.execute(channelCtx(t.bot, userId, 'i-late'), { territory, count: 1 });
    // One write for the move and the deadline it found, one for the panel's marks.
    expect(t.counted.count.calls.commit).toBe(2);
    const after = asMap((await t.svc.get('c1'))!);
    const log = await t.svc.store.log(after.gameId);
    const added = log.slice(before.logSeq ?? 0);
    // The placement as the player's, then the deadline's own steps as the clock's.
    expect(added[0]).toMatchObject({ kind: 'act', actor: player, userId, interactionId: 'i-late' });
    expect(added.length).toBeGreaterThan(1);
    expect(added.slice(1).every((e) => e.kind === 'timer' || e.kind === 'ai')).toBe(true);
    expect(added[1]!.kind).toBe('timer');
    // The move counted (one army more where it was placed), then the turn ran out: it is the
    // other player's now, and the late seat has missed one deadline.
    expect(after.state!.turn.player).not.toBe(player);
    expect(after.seats[player]!.missed).toBe(1);
    // The next player's deadline is armed from now, not already past.
    expect(after.timer!.expiresAt).toBeGreaterThan(t.clock.now);
    // The channel hears it: the new panel says whose time ran out.
    const said = [...t.posts, ...t.edits].map((m) => m.text).join('\n');
    expect(said).toMatch(/time ran out/);
    expect(after.presentedSeq).toBe(after.logSeq);
  });

  it('a move before the deadline plays none; the move that ends the turn after it passed ends the wait, and the next one is armed from now', async () => {
    const t = await table();
    const { player, userId, territory } = await toReinforcement(t);
    const who = { id: userId, name: userId, locale: 'en' as const };
    const before = asMap((await t.svc.get('c1'))!);
    const seq = before.logSeq ?? 0;
    // In time (before even the reminder): nothing but the placement.
    t.clock.now = before.timer!.remindAt - 1_000;
    const placed = await t.svc.play('c1', who, { type: 'place', territory, count: 1 });
    expect(placed.ok && placed.value.deadlines).toBeUndefined();
    // The rest of the turn in time, up to its last step.
    const next = async (type: string) => {
      const r = asMap((await t.svc.get('c1'))!);
      const a = legalActions(r.state!, player).find((x) => x.type === type);
      expect(a, type).toBeDefined();
      return a!;
    };
    const rest = await next('place');
    const reserve = asMap((await t.svc.get('c1'))!).state!.players[player]!.reserve;
    expect((await t.svc.play('c1', who, { ...rest, count: reserve } as typeof rest)).ok).toBe(true);
    expect((await t.svc.play('c1', who, await next('endPhase'))).ok).toBe(true);
    // The minute runs out before the last step; the last step ends the turn, so the wait the
    // deadline was for is over: no deadline played, nothing missed.
    const last = await next('endTurn');
    t.clock.now = before.timer!.expiresAt + 5_000;
    const ended = await t.svc.play('c1', who, last);
    expect(ended.ok && ended.value.deadlines).toBeUndefined();
    const after = asMap((await t.svc.get('c1'))!);
    const kinds = (await t.svc.store.log(after.gameId)).slice(seq).map((e) => e.kind);
    expect(kinds.every((k) => k === 'act')).toBe(true);
    expect(after.state!.turn.player).not.toBe(player);
    expect(after.seats[player]!.missed).toBe(0);
    expect(after.timer!.players).toEqual([after.state!.turn.player]);
    expect(after.timer!.expiresAt).toBe(t.clock.now + 60_000);
  });

  it('a reminder that fell due is marked sent, and not sent to the player who is moving', async () => {
    const t = await table();
    const { userId, territory } = await toReinforcement(t);
    const before = asMap((await t.svc.get('c1'))!);
    t.clock.now = before.timer!.remindAt + 1_000;
    t.dms.length = 0;
    await commandTable.get('place')!.execute(channelCtx(t.bot, userId, 'i-remind'), { territory, count: 1 });
    const after = asMap((await t.svc.get('c1'))!);
    expect(after.logSeq).toBe((before.logSeq ?? 0) + 1);
    // Marked in the move's write, so the timer loop will not send it later either.
    expect(after.timer!.reminded).toBe(true);
    expect(after.timer!.expiresAt).toBe(before.timer!.expiresAt);
    expect(t.dms.filter((d) => /your turn expires/.test(d.msg.text ?? ''))).toEqual([]);
  });
});
