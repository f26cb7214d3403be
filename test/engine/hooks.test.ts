// Rulesets as hooks: classic answers every hook; a variant spreads classic and overrides some,
// and the engine then asks the variant (dice, reinforcements, conquest, reach, victory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/board.js';
import { endGame } from '../../src/engine/goals.js';
import { hooksFor } from '../../src/engine/hooks.js';
import type { RulesetId } from '../../src/engine/types.js';
import { classic } from '../../src/rules/classic.js';
import { risiko } from '../../src/rules/risiko.js';
import { getRuleset, resolveOptions, rulesets } from '../../src/rules/registry.js';
import { rulesText } from '../../src/discord/present.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { act, ofType, owned, refuse, scenario, withDice } from './helpers.js';

const VARIANT = 'hooked' as RulesetId;

// A made-up variant: the defender's dice count for nothing, ten armies a turn, conquerors move
// everything in, no attack on Kamchatka from Alaska, and the game ends after round 2.
const hooked: Ruleset = {
  ...classic,
  id: VARIANT,
  hooks: {
    modifyRoll: (_s, roll) => ({ ...roll, defence: roll.defence.map(() => 0) }),
    reinforcements: () => ({ total: 10, territories: 10, continents: [], continentArmies: 0, capped: 0 }),
    conquestBounds: (s, from) => ({ min: armiesOn(s, from) - 1, max: armiesOn(s, from) - 1 }),
    canReach: (s, from, to, player) => !(from === 'alaska' && to === 'kamchatka') && hooksFor(classic).canReach(s, from, to, player),
    victory: (d, player) => {
      if (d.s.turn.round > 2 && d.s.phase.kind !== 'over') { endGame(d, [0], 'timeLimit'); return true; }
      return hooksFor(classic).victory(d, player);
    },
  },
};

describe('rule hooks', () => {
  beforeAll(() => { (rulesets as Record<string, Ruleset>)[VARIANT] = hooked; });
  afterAll(() => { delete (rulesets as Record<string, Ruleset>)[VARIANT]; });

  it('classic answers every hook, and a ruleset without overrides gets classic\'s answers', () => {
    const h = hooksFor(classic);
    for (const name of ['reinforcements', 'canReach', 'defenderDice', 'attackDiceRange', 'modifyRoll', 'conquestBounds', 'setValue', 'onConquer', 'victory'] as const) {
      expect(typeof h[name]).toBe('function');
      expect(hooksFor(risiko)[name]).toBe(h[name]);
    }
  });

  it('modifyRoll: the engine resolves the roll the hook returns', () => {
    const s = withDice(scenario({ ruleset: VARIANT, board: { brazil: [0, 10], peru: [1, 3] } }), [1, 1, 1, 6, 6]);
    const r = act(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ attackerLost: 0, defenderLost: 2 });
  });

  it('canReach: an attack the hook forbids is refused, and the refusal lists what is reachable', () => {
    const s = scenario({ ruleset: VARIANT, board: { alaska: [0, 10], kamchatka: [1, 3], northwest_territory: [1, 1] } });
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
    let s = scenario({ ruleset: VARIANT, round: 2, board: { alaska: [0, 1], brazil: [2, 1] } });
    for (let i = 0; i < 30 && s.phase.kind !== 'over'; i++) {
      const p = s.turn.player;
      if (s.phase.kind === 'reinforce' && s.players[p].reserve > 0) s = act(s, p, { type: 'place', territory: owned(s, p)[0], count: s.players[p].reserve }).state;
      else if (s.phase.kind === 'reinforce') s = act(s, p, { type: 'endPhase' }).state;
      else s = act(s, p, { type: 'endTurn' }).state;
    }
    expect(s.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'timeLimit' });
    expect(s.turn.round).toBe(3);
  });
});

describe('options per ruleset', () => {
  it('RisiKo! offers no capitals, missions, re-roll, commanders, cap or two-player form; asking for one is refused', () => {
    const r = getRuleset('risiko');
    for (const k of ['capitals', 'missionGoal', 'cardReroll', 'commanders', 'territoryCap', 'twoPlayer'] as const) expect(r.choices[k]).toBeUndefined();
    expect(resolveOptions(r, { capitals: '1992' })).toEqual({ ok: false, option: 'capitals', allowed: [null] });
    expect(resolveOptions(r, {}).ok).toBe(true);
    const text = rulesText('risiko', {}, 'en');
    expect(text).not.toMatch(/Headquarters|Goal:|re-roll|Commanders|armies on a territory|With 2 players/);
    expect(rulesText('classic', {}, 'en')).toMatch(/re-roll \(C-OPT-4\)/);
  });
});
