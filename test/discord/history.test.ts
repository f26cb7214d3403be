// /risk history: a past turn rebuilt from the inputs and the action log.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.ts';
import { applyAction, newGame, waitingFor, type GameState } from '../../src/engine/index.ts';
import type { LoggedAction } from '../../src/engine/replay.ts';
import { seedRng } from '../../src/engine/rng.ts';
import type { NewGameInput } from '../../src/engine/types.ts';
import { historyMessage, pastTurn, turnFromLog } from '../../src/discord/history.ts';
import type { Bot } from '../../src/discord/surface.ts';
import { seatState } from '../../src/ai/seat-state.js';
import type { MapRecord as GameRecord } from '../../src/discord/games/map/record.ts';

function played(actionsWanted: number) {
  const input: NewGameInput = {
    ruleset: 'classic',
    seed: 5,
    seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
    options: { setup: 'auto' },
  };
  const created = newGame(input, { now: 0 });
  if (!created.ok) throw new Error('start');
  let s: GameState = created.value.state;
  const rng = seedRng(5);
  const log: LoggedAction[] = [];
  const snapshots: GameState[] = [];
  for (let n = 0; n < actionsWanted && s.phase.kind !== 'over'; n++) {
    const p = waitingFor(s)[0];
    const action = getPolicy('baseline')(seatState(s, p), p, rng);
    const r = applyAction(s, p, action, { now: n * 1000 });
    if (!r.ok) throw new Error(r.error.code);
    log.push({ actor: p, action, ctx: { now: n * 1000 } });
    s = r.value.state;
    snapshots.push(s);
  }
  return { input, log, final: s };
}

describe('past turns', () => {
  const { input, log, final } = played(150);

  it('numbers turns from the first after setup; by default the last finished one', () => {
    const last = pastTurn(input, { now: 0 }, log)!;
    expect(last.turns).toBeGreaterThan(3);
    expect(last.turn).toBe(last.turns - 1);
    expect(last.events[0]).toMatchObject({ type: 'turnStarted', player: last.player, round: last.round });
    expect(last.events.filter((e) => e.type === 'turnStarted')).toHaveLength(1);
  });

  it('turn 1 holds the first player’s events and the board as that turn left it', () => {
    const first = pastTurn(input, { now: 0 }, log, 1)!;
    expect(first.turn).toBe(1);
    expect(first.round).toBe(1);
    expect(first.events.some((e) => e.type === 'turnEnded')).toBe(true);
    const second = pastTurn(input, { now: 0 }, log, 2)!;
    expect(second.player).not.toBe(first.player);
    // The board after turn 1 is the one turn 2 started from: no army of turn 2 placed yet.
    expect(first.state.turn.player).toBe(second.player);
  });

  it('the turn in progress shows the board as it is now; no such turn → null', () => {
    const all = pastTurn(input, { now: 0 }, log)!;
    const now = pastTurn(input, { now: 0 }, log, all.turns)!;
    expect(now.state).toEqual(final);
    expect(pastTurn(input, { now: 0 }, log, all.turns + 1)).toBeNull();
    expect(pastTurn(input, { now: 0 }, log, 0)).toBeNull();
  });

  it('reads the store’s log form: a start entry with the inputs, then act/ai/timer entries', () => {
    const entries = [
      { seq: 1, at: 0, kind: 'create', actor: null, action: {} },
      { seq: 2, at: 0, kind: 'start', actor: null, action: { input } },
      ...log.map((a, i) => ({
        seq: i + 3,
        at: a.ctx.now,
        kind: i % 2 ? 'ai' : 'act',
        actor: a.actor,
        action: a.action,
      })),
      { seq: log.length + 3, at: 0, kind: 'settings', actor: null, action: { deadline: 60 } },
    ];
    expect(turnFromLog(entries, 2)).toEqual(pastTurn(input, { now: 0 }, log, 2));
    expect(turnFromLog(entries.filter((e) => e.kind !== 'start'))).toBeNull();
  });

  it('carries only public events (no card drawn by whom, no secret)', () => {
    for (let t = 1; t <= pastTurn(input, { now: 0 }, log)!.turns; t++) {
      for (const e of pastTurn(input, { now: 0 }, log, t)!.events)
        if (e.type === 'cardDrawn') expect(e.card).toBeNull();
    }
  });
});

describe('dice luck', () => {
  it('C-ATK-4: exact expected attacker losses per roll (ties to the defender)', async () => {
    const { expectedAttackerLoss } = await import('../../src/discord/luck.ts');
    // 1 v 1: the attacker loses on a tie or lower: 21/36.
    expect(expectedAttackerLoss(1, 1)).toBeCloseTo(21 / 36, 12);
    // 3 v 2, the classic figures: attacker loses 2 with 2275/7776, 1 with 2611/7776.
    expect(expectedAttackerLoss(3, 2)).toBeCloseTo((2 * 2275 + 2611) / 7776, 12);
  });

  it('adds each player’s losses against the average of their rolls', async () => {
    const { battleLuck, expectedAttackerLoss } = await import('../../src/discord/luck.ts');
    const luck = battleLuck([
      {
        type: 'battleResolved',
        attacker: 0,
        defender: 1,
        from: 'a',
        to: 'b',
        attack: [6, 5, 4],
        defence: [6, 1],
        attackerLost: 1,
        defenderLost: 1,
      },
      {
        type: 'battleResolved',
        attacker: 0,
        defender: 1,
        from: 'a',
        to: 'b',
        attack: [6],
        defence: [1],
        attackerLost: 0,
        defenderLost: 1,
      },
    ]);
    expect(luck.get(0)!.lost).toBe(1);
    expect(luck.get(0)!.expected).toBeCloseTo(expectedAttackerLoss(3, 2) + expectedAttackerLoss(1, 1), 12);
    expect(luck.get(1)!.lost).toBe(2);
    expect(luck.get(1)!.expected).toBeCloseTo(2 - expectedAttackerLoss(3, 2) + 1 - expectedAttackerLoss(1, 1), 12);
  });
});

describe('/risk history and the end-of-game luck (presentation)', () => {
  const { input, log, final } = played(150);
  const entries = [
    { seq: 1, at: 0, kind: 'start', actor: null, action: { input } },
    ...log.map((a, i) => ({ seq: i + 2, at: a.ctx.now, kind: 'act', actor: a.actor, action: a.action })),
  ];
  const record = {
    ruleset: 'classic',
    locale: 'en',
    seats: input.seats.map((s) => ({ userId: null, name: s.name, kind: 'ai' })),
    state: final,
  } as unknown as GameRecord;
  const drawn: unknown[] = [];
  const bot = {
    images: {
      extension: 'png',
      board: async (view: unknown) => {
        drawn.push(view);
        return Buffer.from('png');
      },
    },
  } as unknown as Bot;

  it('a past turn in the reader’s language, with the board it left', async () => {
    const msg = await historyMessage(bot, record, entries, 2, 'fr');
    expect(msg.text).toMatch(/^📜 Tour de jeu 2 sur \d+ — tour 1, /);
    expect(msg.text).toMatch(/termine son tour/);
    expect(msg.images?.[0].name).toBe('board.png');
    expect(drawn).toHaveLength(1);
    expect((await historyMessage(bot, record, entries, 999, 'en')).text).toMatch(
      /^There is no such turn: this game has had \d+ turns so far/,
    );
  });

  it('the end of game adds each player’s losses against the average', async () => {
    const { endgameLines } = await import('../../src/discord/endgame.ts');
    const { replay } = await import('../../src/engine/replay.ts');
    const over = {
      ...final,
      phase: { kind: 'over', winners: [0], reason: 'conquest', scores: null },
    } as unknown as GameState;
    const events = replay(input, { now: 0 }, log).events;
    const lines = endgameLines({ ...record, state: over }, 'en', events);
    expect(
      lines.some((l) =>
        /^🎲 \S+ a lost \d+ arm(y|ies) in battle \(\d+(\.\d)? on average for the same rolls\)\.$/.test(l),
      ),
    ).toBe(true);
    expect(endgameLines({ ...record, state: over }, 'en').some((l) => l.startsWith('🎲'))).toBe(false);
  });
});
