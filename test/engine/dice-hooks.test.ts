// Dice and card hooks seen from a ruleset that exists only here: made-up variants register
// themselves for this file (as a new ruleset file would in src/rules/registry.ts) and get
// the engine's bounds, refusals, odds and AI without any engine code of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { armiesOn, controller } from '../../src/engine/board.js';
import { attackOdds, oddsOfBattle, standardDice } from '../../src/engine/battle-odds.js';
import { classicAttackDiceRange } from '../../src/engine/combat.js';
import { deckOf } from '../../src/engine/cards.js';
import { battleOdds, modifiedRollOutcomes } from '../../src/engine/dice-odds.js';
import { legalActions } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { odds } from '../../src/engine/odds.js';
import { seedRng } from '../../src/engine/rng.js';
import { setsFor } from '../../src/engine/state.js';
import type { GameState, RulesetId, TerritoryId } from '../../src/engine/types.js';
import { countOdds, defaultAttackDice } from '../../src/discord/queries.js';
import { cat } from '../../src/i18n/catalogue.js';
import { classic } from '../../src/rules/classic.js';
import { rulesets } from '../../src/rules/registry.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { runGame } from '../../src/sim/run.js';
import { act, ctx, expectInvariants, ofType, refuse, scenario, withDice } from './helpers.js';
import { applyAction } from '../../src/engine/apply.js';

const FOUR = 'four-dice' as RulesetId;
const GENERALS = 'generals' as RulesetId;
const CLASSIC_COPY = 'classic-copy' as RulesetId;
const TRADES = 'small-hands' as RulesetId;

/** Its attacker rolls up to 4 dice (one army stays behind): only the attackDiceRange hook differs. */
const fourDice: Ruleset = {
  ...classic,
  id: FOUR,
  plugins: [
    {
      name: 'test',
      hooks: {
        attackDiceRange: (s, from, to) => {
          const r = classicAttackDiceRange(s, from, to);
          return r && { min: r.min, max: Math.min(4, armiesOn(s, from) - 1) };
        },
      },
    },
  ],
};

/** Generals and forts: +1 to the attacker's highest die; +1 to the defender's two highest on Ontario. */
const generals: Ruleset = {
  ...classic,
  id: GENERALS,
  plugins: [
    {
      name: 'test',
      hooks: {
        modifyRoll: (_s, roll) => {
          const attack = [...roll.attack].sort((x, y) => y - x);
          attack[0] += 1;
          const defence = [...roll.defence].sort((x, y) => y - x);
          if (roll.to === 'ontario') for (let i = 0; i < Math.min(2, defence.length); i++) defence[i] += 1;
          return { ...roll, attack, defence };
        },
      },
    },
  ],
};

/** Classic's dice through hooks that are not classic's own functions: the general odds path. */
const classicCopy: Ruleset = {
  ...classic,
  id: CLASSIC_COPY,
  plugins: [{ name: 'test', hooks: { attackDiceRange: (s, from, to) => classicAttackDiceRange(s, from, to) } }],
};

/**
 * Trades at 4, eliminations traded down to 2 from 5, and a set priced by its cards: 5 armies,
 * plus 1 for each card showing a territory its trader holds.
 */
const smallHands: Ruleset = {
  ...classic,
  id: TRADES,
  forcedTradeAt: 4,
  eliminationTrade: { at: 5, downTo: 2 },
  plugins: [
    {
      name: 'test',
      hooks: {
        setValue: (s, set) => {
          const deck = deckOf(getMap(s.map));
          const held = (set.cards ?? []).filter((c) => {
            const t = deck[c].territory;
            return t !== null && controller(s, t) === s.turn.player;
          });
          return 5 + held.length;
        },
      },
    },
  ],
};

const added: Ruleset[] = [fourDice, generals, classicCopy, smallHands];

/** A battle position: player 0 on Alaska with `a` armies against player 1 on Kamchatka with `d`. */
function battle(ruleset: RulesetId, a: number, d: number, to: TerritoryId = 'kamchatka', from = 'alaska'): GameState {
  return scenario({ ruleset, board: { [from]: [0, a], [to]: [1, d] }, fill: [2, 1] });
}

/**
 * Plays `n` seeded blitzes of the position and counts the conquests. Each plays from the position
 * with its own dice stream (the engine never changes the state it is given: the properties of
 * test/engine/properties.test.ts), without `act`'s frozen deep copy of every game.
 */
function simulatedWins(s: GameState, from: TerritoryId, to: TerritoryId, n: number): number {
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const r = applyAction({ ...s, rng: seedRng(1000 + i) }, 0, { type: 'blitz', from, to, stopAt: 1 }, ctx);
    if (!r.ok) throw new Error(`refused blitz: ${r.error.code}`);
    if (ofType(r.value.events, 'territoryConquered').length > 0) wins++;
  }
  return wins;
}

/** |observed − expected| in standard deviations of a binomial(n, p). */
const sigmas = (wins: number, n: number, p: number): number => Math.abs(wins - n * p) / Math.sqrt(n * p * (1 - p));

describe('dice hooks: bounds, refusals, odds and AI come from the ruleset', () => {
  beforeAll(() => {
    for (const r of added) (rulesets as Record<string, Ruleset>)[r.id] = r;
  });
  afterAll(() => {
    for (const r of added) delete (rulesets as Record<string, Ruleset>)[r.id];
  });

  it('a 4-dice attacker: legal dice 1–4, /attack defaults to 4, and 5 is refused naming the range in en/fr/it', () => {
    const s = battle(FOUR, 6, 3);
    const dice = legalActions(s, 0)
      .filter((x) => x.type === 'attack' && x.from === 'alaska' && x.to === 'kamchatka')
      .map((x) => (x.type === 'attack' ? x.dice : 0));
    expect(dice).toEqual([1, 2, 3, 4]);
    expect(defaultAttackDice(s, 'alaska', 'kamchatka')).toBe(4);
    expect(defaultAttackDice(battle(FOUR, 3, 3), 'alaska', 'kamchatka')).toBe(2);
    const e = refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 5 });
    expect(e).toEqual({ code: 'badDice', min: 1, max: 4 });
    const text = (l: 'en' | 'fr' | 'it') => (cat(l).errors.badDice as (x: typeof e) => string)(e);
    expect([text('en'), text('fr'), text('it')]).toEqual([
      'You may roll between 1 and 4 dice.',
      'Vous pouvez lancer de 1 à 4 dés.',
      'Puoi tirare da 1 a 4 dadi.',
    ]);
    // four dice rolled, two defence dice compared with the attacker's two highest
    const r = act(withDice(s, [1, 6, 2, 6, 5, 5]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 4 });
    expect(ofType(r.events, 'diceRolled')[0]).toMatchObject({ attack: [1, 6, 2, 6], defence: [5, 5] });
    expect(armiesOn(r.state, 'kamchatka')).toBe(1);
    expectInvariants(r.state);
  });

  it('one roll is exact: 4 dice against 1 take it 5501/7776 times (1 − Σ(k/6)⁴/6); +1 to the highest die, 1 against 1, 21/36', () => {
    const four = modifiedRollOutcomes(4, 1);
    expect(four.map((o) => [o.attackerLoss, o.defenderLoss, o.numerator, o.denominator])).toEqual([
      [0, 1, 5501, 7776],
      [1, 0, 2275, 7776],
    ]);
    // +1 to the attacker's die: it wins when it rolled at least the defender (21 of 36), a tie after the +1 still defends
    const plusOne = modifiedRollOutcomes(1, 1, (a, d) => ({ attack: a.map((x) => x + 1), defence: d }));
    expect(plusOne.map((o) => [o.defenderLoss, o.numerator])).toEqual([
      [1, 21],
      [0, 15],
    ]);
  });

  it('the odds of a 4-dice ruleset come from its hook, and match a seeded simulation of the engine', () => {
    const s = battle(FOUR, 6, 5);
    expect(standardDice(s)).toBe(false);
    const exact = attackOdds(s, 'alaska', 'kamchatka');
    const classicOdds = odds(6, 5, { defenderMaxDice: 2 });
    expect(exact.win).toBeGreaterThan(classicOdds.win + 0.05); // the fourth die shows
    expect(exact.attackerLeft.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
    const n = 3000;
    expect(sigmas(simulatedWins(s, 'alaska', 'kamchatka', n), n, exact.win)).toBeLessThan(4);
    // /risk odds from counts under that ruleset use the same hook
    expect(countOdds(FOUR, 6, 5).win).toBeCloseTo(exact.win, 12);
    expect(countOdds('classic', 6, 5).win).toBeCloseTo(classicOdds.win, 12);
  });

  it('modifyRoll: +1 to the highest die, +1 to the two highest on a fort, ties to the defender after the modifiers; odds match a simulation', () => {
    // attacker 5 (+1 = 6) against 6: a tie after the modifier, the defender wins it
    const s = battle(GENERALS, 4, 2, 'northwest_territory');
    const tie = act(withDice(s, [5, 2, 1, 6, 1]), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'northwest_territory',
      dice: 3,
    });
    expect(ofType(tie.events, 'diceRolled')[0]).toMatchObject({ attack: [6, 2, 1], defence: [6, 1] });
    expect([armiesOn(tie.state, 'alaska'), armiesOn(tie.state, 'northwest_territory')]).toEqual([3, 1]);
    for (const [to, a, d] of [
      ['northwest_territory', 5, 4],
      ['ontario', 8, 4],
    ] as const) {
      const from = to === 'ontario' ? 'quebec' : 'alaska';
      const pos = battle(GENERALS, a, d, to, from);
      const exact = attackOdds(pos, from, to);
      const plain = odds(a, d, { defenderMaxDice: 2 }).win;
      if (to === 'ontario')
        expect(exact.win).toBeLessThan(plain); // the fort's two +1 outweigh the general's one
      else expect(exact.win).toBeGreaterThan(plain);
      const n = 3000;
      expect(sigmas(simulatedWins(pos, from, to, n), n, exact.win)).toBeLessThan(4);
    }
  });

  it('the general odds path gives the fast tables’ numbers for classic dice (up to rounding)', () => {
    for (const [a, d] of [
      [2, 1],
      [5, 3],
      [10, 10],
      [30, 17],
    ]) {
      const s = battle(CLASSIC_COPY, a, d);
      expect(standardDice(s)).toBe(false);
      const general = attackOdds(s, 'alaska', 'kamchatka', 2);
      const fast = odds(a, d, { defenderMaxDice: 2, stopAt: 2 });
      expect(general.win).toBeCloseTo(fast.win, 12);
      expect(general.attackerLeft.map((x) => x.toFixed(12))).toEqual(fast.attackerLeft.map((x) => x.toFixed(12)));
      expect(general.outcomes.length).toBe(fast.outcomes.length);
    }
    expect(battleOdds(4, 1, { attackDice: (a) => Math.min(3, a - 1), defenceDice: () => 1 }).win).toBeCloseTo(
      odds(4, 1, { defenderMaxDice: 2 }).win,
      12,
    );
  });

  it('the baseline AI judges attacks by the ruleset’s odds: it attacks 5 against 4 with four dice, not with three', () => {
    // classic thresholds: 5 armies against 4 is not worth it (4 dice would be)
    // player 0 holds everything but Kamchatka (player 1) and Madagascar (player 2): one target
    const alone = (ruleset: RulesetId) =>
      scenario({
        ruleset,
        board: { alaska: [0, 5], kamchatka: [1, 4], madagascar: [2, 1] },
        fill: [0, 1],
      });
    const four = alone(FOUR);
    const three = alone(CLASSIC_COPY);
    expect(oddsOfBattle(four, 'alaska', 'kamchatka', 5, 4).win).toBeGreaterThan(0.55);
    expect(oddsOfBattle(three, 'alaska', 'kamchatka', 5, 4).win).toBeLessThan(0.55);
    const move = (s: GameState) => getPolicy('baseline')(wholeStateAsView(s), 0, seedRng(1), legalActions(s, 0));
    expect(move(four)).toMatchObject({ type: 'blitz', from: 'alaska', to: 'kamchatka' });
    expect(move(three)).toEqual({ type: 'endTurn' }); // nothing worth attacking, nothing to bring forward
    // and a whole game of the 4-dice ruleset, four baseline seats: it ends, no invariant breaks
    const g = runGame({ ruleset: FOUR, players: 4, seed: 3, ais: ['baseline'], checkInvariants: true });
    expect([g.finished, g.breaks]).toEqual([true, []]);
  });

  it('card hooks: setValue sees the traded cards; the forced trade and the elimination trade thresholds are ruleset data', () => {
    const deck = deckOf(getMap('world'));
    const card = (t: string) => deck.find((c) => c.territory === t)!.id;
    const infantry = deck.filter((c) => c.symbol === 'infantry').slice(0, 3);
    const board = Object.fromEntries(infantry.slice(0, 2).map((c) => [c.territory!, [0, 2] as [number, number]]));
    const s = scenario({
      ruleset: TRADES,
      board,
      hands: { 0: infantry.map((c) => c.id) },
      phase: 'reinforce',
      reserve: 3,
    });
    // two of the three cards show a territory of the trader: 5 + 2, in the suggestions and the trade
    expect(setsFor(s, 0)[0].value).toBe(7);
    const traded = act(s, 0, { type: 'trade', cards: infantry.map((c) => c.id) as [number, number, number] });
    expect(ofType(traded.events, 'cardsTraded')[0].armies).toBe(7);
    // four cards at the start of a turn owe a trade (classic: five)
    const four = scenario({
      ruleset: TRADES,
      hands: { 0: [card('peru'), card('brazil'), card('alaska'), card('ontario')] },
      phase: 'attack',
      player: 2,
    });
    four.turn.player = 2;
    const next = act(four, 2, { type: 'endTurn' });
    expect(next.state.phase).toMatchObject({ kind: 'reinforce', mustTrade: true });
    // an elimination bringing the hand to 5 owes a trade at once, down to 2 cards
    const elim = scenario({
      ruleset: TRADES,
      board: { alaska: [0, 9], kamchatka: [1, 1] },
      fill: [2, 1],
      hands: {
        0: infantry.slice(0, 2).map((c) => c.id),
        1: deck
          .filter((c) => c.symbol === 'cavalry')
          .slice(0, 3)
          .map((c) => c.id),
      },
    });
    const won = act(withDice(elim, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    const moved = act(won.state, 0, { type: 'move', count: 3 });
    expect(moved.state.phase).toMatchObject({ kind: 'attack', elimTrade: true });
    expect(legalActions(moved.state, 0).every((x) => x.type === 'trade')).toBe(true);
  });
});
