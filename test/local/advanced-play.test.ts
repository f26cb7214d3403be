// napoleon-advanced through the local table: a whole game where the human seat plays every step
// by taps only — converting armies into ships, generals and forts, fighting naval battles,
// occupying empty territories and manoeuvring — with the taps and channel messages of each
// human turn counted. (The game with AI seats only: napoleon-advanced.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/index.ts';
import { advancedTap, newMemo } from './advanced-taps.ts';
import { median, playByTaps } from './tap-game.ts';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

const count = (events: GameEvent[], type: GameEvent['type'], player: number) =>
  events.filter((e) => e.type === type && 'player' in e && e.player === player).length;

describe('napoleon-advanced at the local table', () => {
  it('a human seat plays a whole game by taps only: conversions, naval steps, manoeuvres; at most 2 channel messages per human turn', async () => {
    const t = await tapTable(41);
    const { table, store } = t;
    const opening = [
      'alice /risk new ruleset:napoleon-advanced',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
    ];
    const game = await playByTaps(t, opening, { next: advancedTap, memo: newMemo, seed: 5, maxTaps: 3000 });
    const { out, tapsPerTurn, messagesPerTurn, record: r } = game;
    expect(r.status).toBe('over');
    expect(r.state!.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    const view = (await table.view()) as { roundLimit: number; players: { points: number }[] };
    expect(view.roundLimit).toBe(5);
    expect(view.players.map((p) => p.points)).toEqual(r.state!.players.map((p) => r.state!.ext.points![p.id] ?? 0));
    // NA-WIN-4: the final standing is by VP, each with where its points came from (summing to it).
    const standing = out.find((o) => o.text.includes('Final standing'))!.text.split('\n');
    const vpLines = standing.filter((l) => l.startsWith('⭐ '));
    const byPoints = [...r.state!.players].map((p) => r.state!.ext.points![p.id] ?? 0).sort((a, b) => b - a);
    expect(vpLines.map((l) => Number(/^⭐ (-?\d+) VP/.exec(l)![1]))).toEqual(byPoints);
    for (const l of vpLines) {
      const parts = [...l.matchAll(/ (-?\d+)(?= ·|$)/g)].map((m) => Number(m[1]));
      expect(
        parts.reduce((a, b) => a + b, 0),
        l,
      ).toBe(Number(/^⭐ (-?\d+)/.exec(l)![1]));
    }
    // Every line after the lobby was a click or a pick, and alice used the advanced steps.
    const events = (await store.log(r.gameId)).flatMap((x) => x.events as GameEvent[]);
    const built = events.filter((e) => e.type === 'unitsBuilt' && e.player === 0);
    expect(built.some((e) => e.type === 'unitsBuilt' && e.unit === 'ship' && !e.free)).toBe(true);
    expect(built.some((e) => e.type === 'unitsBuilt' && e.free)).toBe(true); // NA-SET-4
    expect(count(events, 'manoeuvred', 0)).toBeGreaterThan(0);
    expect(count(events, 'armiesPlaced', 0)).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'battleResolved' && e.attacker === 0)).toBe(true);
    // The budget: a human turn adds at most two channel messages (the next ping, the result).
    for (const [turn, n] of messagesPerTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(2);
    // Issue 26: a typical turn (a ship, one stack, up to three rolls, the generals following, one
    // manoeuvre) in 12 taps or fewer, the median of the whole game's.
    expect(median(tapsPerTurn), JSON.stringify([...tapsPerTurn])).toBeLessThanOrEqual(12);
    if (process.env.TAPS_DEBUG) {
      const mine = events.filter((e) => ('player' in e && e.player === 0) || ('attacker' in e && e.attacker === 0));
      const kinds: Record<string, number> = {};
      for (const e of mine) {
        const k = e.type === 'unitsBuilt' ? `built ${e.unit}` : e.type;
        kinds[k] = (kinds[k] ?? 0) + 1;
      }
      console.log('taps per human turn', [...tapsPerTurn], 'messages', [...messagesPerTurn], kinds);
    }
  });
});
