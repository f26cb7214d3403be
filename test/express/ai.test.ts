// The Express AIs: expected points are exact, and the `expected` policy beats random play.
import { describe, expect, it } from 'vitest';
import { EXPRESS } from '../../src/express/cards.js';
import { expressGame } from '../../src/express/definition.js';
import { choiceValues, conquestChance, freshValue, gainOf } from '../../src/express/ev.js';
import { runExpressBatch } from '../../src/sim/express.js';
import { CardOdds } from '../../src/express/odds.js';
import { CAN, CAV, G, newGame, play, position, retray, rolled, S3 } from './helpers.js';

describe('Risk Express expected value and AI', () => {
  it('the gain of a card is its score, or the continent score when it closes the continent', () => {
    const s = position({ 'north-africa': 0, usa: 1 }, { round: 2 });
    expect(gainOf(s, 0, 'japan')).toBe(1);
    // South Africa closes Africa: 5 replaces 2 + 2.
    expect(gainOf(s, 0, 'south-africa')).toBe(3);
    expect(gainOf(s, 0, 'australia')).toBe(3);
  });

  it('the EV of each choice is the gain times the exact chance of what is left', () => {
    let s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    s = retray(s, [CAV, CAN, S3, G, G]);
    const values = choiceValues(s, s.current);
    expect(values.map((v) => v.action)).toEqual([
      { type: 'fill', card: 'usa', line: 1 },
      { type: 'fill', card: 'usa', line: 2 },
    ]);
    // After filling line 1 (2 dice) three dice must make 3 Soldiers; after line 2 (1 die) four dice a Cavalry + Cannon.
    const p3 = 1 - [3, 2, 1].reduce((miss, k) => miss * probNoSoldiers3(k), 1);
    expect(values[0].p).toBeCloseTo(p3, 10);
    expect(values[0].ev).toBeCloseTo(3 * p3, 10);
    expect(values[1].ev).toBeCloseTo(3 * values[1].p!, 10);
  });

  it('X-OPT-1: continuing is worth the card times the chance from the dice that come back', () => {
    let s = rolled(newGame(3, 2, { continueFailed: true }), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    for (let left = 5; left >= 1; left--) {
      s = retray(s, Array(left).fill(G));
      s = play(s, { type: 'setAside', face: 'general' }).state;
    }
    const values = choiceValues(s, s.current);
    const cont = values.find((v) => v.action.type === 'continue')!;
    // Five dice back for the USA's two open lines (mask 0b110).
    const p = new CardOdds(EXPRESS.byId.usa.lines).p(5, 0b110);
    expect(cont.p).toBeCloseTo(p, 12);
    expect(cont.ev).toBeCloseTo(3 * p, 12);
    const roll = values.find((v) => v.action.type === 'roll')!;
    expect(roll.ev).toBeCloseTo(freshValue(s, s.current), 12);
    // The AI takes whichever is worth more.
    const pick = expressGame.ai.expected(
      expressGame.privateView(s, s.current),
      expressGame.legal(s, s.current),
      () => 0,
    );
    expect(pick).toEqual(cont.ev > roll.ev ? { type: 'continue' } : { type: 'roll' });
  });

  it('before any roll, the value of rolling is at least the best single card played alone', () => {
    const s = newGame();
    const [roll] = choiceValues(s, s.current);
    expect(roll.action).toEqual({ type: 'roll' });
    const best = Math.max(...EXPRESS.cards.map((c) => c.score * conquestChance(c, false)));
    expect(roll.ev).toBeGreaterThan(best);
    expect(roll.ev).toBeCloseTo(freshValue(s, s.current), 12);
  });

  it('the expected AI beats random play clearly (2 players, 120 seeded games, seats alternating)', () => {
    const rep = runExpressBatch({ players: [2], games: 120, seed: 77, ais: ['expected', 'random'] }, () => 0);
    expect(rep.breaks).toEqual([]);
    // Chance alone gives 0.5; 120 games put 0.65 over 3 standard errors above it. Measured: see docs/express.md.
    expect(rep.winRateByAi.expected).toBeGreaterThan(0.65);
    expect(rep.meanScoreByAi.expected).toBeGreaterThan(rep.meanScoreByAi.random * 1.5);
  });

  it('the random AI picks only legal actions, spread over them', () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    const legal = expressGame.legal(s, s.current);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++)
      seen.add(
        JSON.stringify(expressGame.ai.random(expressGame.privateView(s, s.current), legal, () => (i + 0.5) / 200)),
      );
    expect(seen.size).toBe(legal.length);
  });
});

/** P(no roll of k dice reaches 3 soldiers) — the chance a k-dice roll misses "3 Soldiers". */
function probNoSoldiers3(k: number): number {
  // Enumerate the 6^k rolls: small k only.
  let miss = 0;
  const total = 6 ** k;
  for (let x = 0; x < total; x++) {
    let sum = 0,
      y = x;
    for (let d = 0; d < k; d++) {
      const f = y % 6;
      y = Math.floor(y / 6);
      sum += f >= 3 ? f - 2 : 0;
    }
    if (sum < 3) miss++;
  }
  return miss / total;
}
