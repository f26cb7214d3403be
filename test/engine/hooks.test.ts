// Rulesets as hooks: classic answers every hook; a variant stacks a plugin that answers some,
// and the engine then asks the variant (dice, reinforcements, conquest, reach, victory).
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/board.js';
import { endGame } from '../../src/engine/goals.js';
import { hooksFor } from '../../src/engine/hooks.js';
import type { CardSymbol, GameState, RulesetId } from '../../src/engine/types.js';
import { classic } from '../../src/rules/classic.js';
import { missions } from '../../src/rules/missions.js';
import { deckOf } from '../../src/engine/cards.js';
import { legalActions } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { setsFor } from '../../src/engine/state.js';
import { viewFor } from '../../src/engine/view.js';
import { tradeableSets } from '../../src/discord/queries.js';
import { risiko } from '../../src/rules/risiko.js';
import { getRuleset, resolveOptions } from '../../src/rules/registry.js';
import { rulesText } from '../../src/discord/present.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { act, ofType, playPassively, refuse, scenario, useRuleset, withDice } from './helpers.js';

const VARIANT = 'hooked' as RulesetId;

// A made-up variant: the defender's dice count for nothing, ten armies a turn, conquerors move
// everything in, no attack on Kamchatka from Alaska, and the game ends after round 2.
const hooked: Ruleset = {
  ...classic,
  id: VARIANT,
  plugins: [
    {
      name: 'test',
      hooks: {
        modifyRoll: (_s, roll) => ({ ...roll, defence: roll.defence.map(() => 0) }),
        reinforcements: () => ({ total: 10, territories: 10, continents: [], continentArmies: 0, capped: 0 }),
        conquestBounds: (s, from) => ({ min: armiesOn(s, from) - 1, max: armiesOn(s, from) - 1 }),
        canReach: (s, from, to, player) =>
          !(from === 'alaska' && to === 'kamchatka') && hooksFor(classic).canReach(s, from, to, player),
        setValue: (s) => 20 + s.trades, // one price for every kind of set
        phases: () => ['reinforce', 'attack'], // no fortify phase: the attack is the turn's last
        victory: (d, player) => {
          if (d.s.turn.round > 2 && d.s.phase.kind !== 'over') {
            endGame(d, [0], 'timeLimit');
            return true;
          }
          return hooksFor(classic).victory(d, player);
        },
      },
    },
  ],
};

describe('rule hooks', () => {
  useRuleset(hooked);

  it("classic answers every hook, and a ruleset without overrides gets classic's answers", () => {
    const h = hooksFor(classic);
    for (const name of [
      'reinforcements',
      'canReach',
      'defenderDice',
      'attackDiceRange',
      'modifyRoll',
      'conquestBounds',
      'setValue',
      'onConquer',
      'victory',
      'phases',
    ] as const) {
      expect(typeof h[name]).toBe('function');
      // classic stacks the capitals (K-*: the HQ capture and the HQs' win); missions stacks them and its missions' win
      if (name === 'onConquer' || name === 'victory') continue;
      expect(hooksFor(missions)[name]).toBe(h[name]); // and no other hook of these
      // RisiKo! stacks its set values (R-CRD-2) only
      if (name !== 'setValue') expect(hooksFor(risiko)[name]).toBe(h[name]);
    }
    expect(classic.plugins?.map((p) => p.name)).toEqual(['capitals']);
    expect(h.phases(scenario({}))).toEqual(['reinforce', 'attack', 'fortify']);
  });

  it('modifyRoll: the engine resolves the roll the hook returns', () => {
    const s = withDice(scenario({ ruleset: VARIANT, board: { brazil: [0, 10], peru: [1, 3] } }), [1, 1, 1, 6, 6]);
    const r = act(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ attackerLost: 0, defenderLost: 2 });
  });

  it('canReach: an attack the hook forbids is refused, and the refusal lists what is reachable', () => {
    const s = scenario({
      ruleset: VARIANT,
      board: { alaska: [0, 10], kamchatka: [1, 3], northwest_territory: [1, 1] },
    });
    const e = refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(e.code).toBe('notAdjacent');
    if (e.code === 'notAdjacent') expect(e.targets).not.toContain('kamchatka');
  });

  it('conquestBounds and reinforcements: the conqueror moves everything in; the next turn brings 10', () => {
    const s = withDice(scenario({ ruleset: VARIANT, board: { brazil: [0, 9], peru: [1, 1] } }), [6, 6, 6, 1]);
    const r = act(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    expect(armiesOn(r.state, 'peru')).toBe(8);
    const next = act(r.state, 0, { type: 'endTurn' });
    expect(next.state.players[next.state.turn.player].reserve).toBe(10);
  });

  it('victory: a points-after-N-rounds end through the hook', () => {
    const s = playPassively(scenario({ ruleset: VARIANT, round: 2, board: { alaska: [0, 1], brazil: [2, 1] } }), 30);
    expect(s.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'timeLimit' });
    expect(s.turn.round).toBe(3);
  });
});

describe('rule hooks: phases and their order', () => {
  useRuleset(hooked);

  it('classic: endPhase goes reinforce → attack → fortify, and the fortify phase ends the turn', () => {
    let s = scenario({ phase: 'reinforce', board: { brazil: [0, 5], peru: [1, 1] } });
    s = act(s, 0, { type: 'endPhase' }).state;
    expect(s.phase.kind).toBe('attack');
    s = act(s, 0, { type: 'endPhase' }).state;
    expect(s.phase.kind).toBe('fortify');
    const r = act(s, 0, { type: 'endPhase' });
    expect(ofType(r.events, 'turnEnded')).toEqual([{ type: 'turnEnded', player: 0 }]);
    expect(r.state.turn.player).not.toBe(0);
  });

  it('a ruleset without a fortify phase: endPhase after the attack ends the turn, and no fortify is offered or accepted', () => {
    const s = scenario({ ruleset: VARIANT, board: { brazil: [0, 5], argentina: [0, 1], peru: [1, 1] } });
    expect(legalActions(s, 0).some((a) => a.type === 'fortify')).toBe(false);
    expect(refuse(s, 0, { type: 'fortify', from: 'brazil', to: 'argentina', count: 1 }).code).toBe('wrongPhase');
    const r = act(s, 0, { type: 'endPhase' });
    expect(ofType(r.events, 'phaseChanged')).toEqual([]);
    expect(ofType(r.events, 'turnEnded')).toEqual([{ type: 'turnEnded', player: 0 }]);
  });
});

describe('rule hooks: the set value behind trades and set suggestions', () => {
  useRuleset(hooked);

  /** `n` card ids of one symbol on the game's map. */
  const cards = (s: GameState, symbol: CardSymbol, n: number): number[] =>
    deckOf(getMap(s.map))
      .filter((c) => c.symbol === symbol)
      .slice(0, n)
      .map((c) => c.id);

  it("a ruleset's setValue prices the suggestions, the trade and the next trade value", () => {
    const base = scenario({ ruleset: VARIANT, phase: 'reinforce', board: { brazil: [0, 5] } });
    const s = scenario({
      ruleset: VARIANT,
      phase: 'reinforce',
      board: { brazil: [0, 5] },
      hands: { 0: cards(base, 'infantry', 3) },
    });
    s.trades = 2;
    expect(setsFor(s, 0).map((x) => x.value)).toEqual([22]);
    expect(tradeableSets(s, 0).map((x) => x.value)).toEqual([22]);
    expect(viewFor(s, null).nextTradeValue).toBe(22);
    const r = act(s, 0, { type: 'trade', cards: setsFor(s, 0)[0].cards });
    expect(ofType(r.events, 'cardsTraded')[0].armies).toBe(22);
  });

  it('R-CRD-2: RisiKo! suggests three alike 8, one of each 10, two alike + wild 12, whatever was traded before', () => {
    const base = scenario({ ruleset: 'risiko', players: 3, phase: 'reinforce', board: {} });
    const [i1, i2, i3] = cards(base, 'infantry', 3);
    const [c1] = cards(base, 'cavalry', 1);
    const [a1] = cards(base, 'artillery', 1);
    const [w] = cards(base, 'wild', 1);
    const s = scenario({
      ruleset: 'risiko',
      players: 3,
      phase: 'reinforce',
      board: {},
      hands: { 0: [i1, i2, i3, c1, a1, w] },
    });
    s.trades = 5;
    const shown = new Map(
      setsFor(s, 0).map((x) => [
        x.cards
          .slice()
          .sort((a, b) => a - b)
          .join(),
        x.value,
      ]),
    );
    const key = (...ids: number[]) => ids.sort((a, b) => a - b).join();
    expect(shown.get(key(i1, i2, i3))).toBe(8);
    expect(shown.get(key(i1, c1, a1))).toBe(10);
    expect(shown.get(key(i1, i2, w))).toBe(12);
    expect(shown.has(key(i1, c1, w))).toBe(false); // R-CRD-2 knows no "two different + wild"
    expect(setsFor(s, 0)[0].value).toBe(12);
    expect(tradeableSets(s, 0)).toEqual(setsFor(s, 0));
    expect(viewFor(s, null).nextTradeValue).toBeNull();
  });

  it('NM-2: napoleon-missions suggests the fixed values 4, 6, 8 and 10, not the Golden Cavalier track', () => {
    const base = scenario({ ruleset: 'napoleon-missions', players: 3, phase: 'reinforce', board: {} });
    const inf = cards(base, 'infantry', 3),
      cav = cards(base, 'cavalry', 3),
      art = cards(base, 'artillery', 3);
    const s = scenario({
      ruleset: 'napoleon-missions',
      players: 3,
      phase: 'reinforce',
      board: {},
      hands: { 0: [...inf, ...cav, ...art] },
    });
    s.trades = 6; // the Golden Cavalier would be at 25
    const values = setsFor(s, 0).map((x) => x.value);
    expect(new Set(values)).toEqual(new Set([4, 6, 8, 10]));
    expect(tradeableSets(s, 0)).toEqual(setsFor(s, 0));
    expect(viewFor(s, null).nextTradeValue).toBeNull();
    const napoleonGame = scenario({
      ruleset: 'napoleon',
      players: 3,
      phase: 'reinforce',
      board: {},
      hands: { 0: inf },
    });
    napoleonGame.trades = 6;
    expect(setsFor(napoleonGame, 0).map((x) => x.value)).toEqual([25]); // N-CRD-1 stays with napoleon
  });
});

describe('options per ruleset', () => {
  it('RisiKo! offers no capitals, missions, re-roll, commanders, cap or two-player form; asking for one is refused', () => {
    const r = getRuleset('risiko');
    for (const k of ['capitals', 'missionGoal', 'cardReroll', 'commanders', 'territoryCap', 'twoPlayer'] as const)
      expect(r.choices[k]).toBeUndefined();
    expect(resolveOptions(r, { capitals: '1992' })).toEqual({ ok: false, option: 'capitals', allowed: [null] });
    expect(resolveOptions(r, {}).ok).toBe(true);
    const text = rulesText('risiko', {}, 'en');
    expect(text).not.toMatch(/Headquarters|Goal:|re-roll|Commanders|armies on a territory|With 2 players/);
    expect(rulesText('classic', {}, 'en')).toMatch(/re-roll \(C-OPT-4\)/);
  });
});
