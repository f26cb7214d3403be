// Rule plugins stack: a made-up ruleset is registered from this file only (as a new ruleset file
// would be in src/rules/registry.ts), made of another ruleset's plugins plus a new one, and plays.
// The 4-dice plugin of docs/architecture.md: an attacker rolls up to 4 dice.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/board.js';
import { composeHooks, hooksFor, HOOK_MODES, type RulePlugin } from '../../src/engine/hooks.js';
import { featuresOf } from '../../src/engine/ruleset-source.js';
import { classicHooks } from '../../src/engine/classic-hooks.js';
import { legalActions } from '../../src/engine/legal.js';
import type { RuleOptions, RulesetId } from '../../src/engine/types.js';
import { classic } from '../../src/rules/classic.js';
import { napoleonDuel } from '../../src/rules/napoleon-duel.js';
import { getRuleset } from '../../src/rules/registry.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { seedRng } from '../../src/engine/rng.js';
import { waitingFor } from '../../src/engine/legal.js';
import { act, game, NOW, ofType, refuse, scenario, useRuleset } from './helpers.js';

/** The attacker may roll up to 4 dice (one army stays behind); the layers below still set the minimum. */
const fourDice: RulePlugin = {
  name: 'four-dice',
  hooks: {
    attackDiceRange(s, from, to, below) {
      const r = below(s, from, to);
      return r && { min: r.min, max: Math.min(4, armiesOn(s, from) - 1) };
    },
  },
};

/** Kamchatka is a fortress: at most 2 dice against it, whatever the layers below allow. */
const fortress: RulePlugin = {
  name: 'fortress',
  hooks: {
    attackDiceRange(s, from, to, below) {
      const r = below(s, from, to);
      return r && to === 'kamchatka' ? { min: r.min, max: Math.min(2, r.max) } : r;
    },
  },
};

const DUEL4 = 'duel-four-dice' as RulesetId;
const duelFour: Ruleset = { ...napoleonDuel, id: DUEL4, plugins: [...napoleonDuel.plugins!, fourDice] };
const FORT_ON_TOP = 'four-dice-fortress' as RulesetId;
const FORT_BELOW = 'fortress-four-dice' as RulesetId;
const fortOnTop: Ruleset = { ...classic, id: FORT_ON_TOP, plugins: [fourDice, fortress] };
const fortBelow: Ruleset = { ...classic, id: FORT_BELOW, plugins: [fortress, fourDice] };

const attackDice = (s: ReturnType<typeof scenario>, from: string, to: string): number[] =>
  legalActions(s, s.turn.player).flatMap((a) =>
    a.type === 'attack' && a.from === from && a.to === to ? [a.dice] : [],
  );

describe('rule plugins stack (src/engine/hooks.ts)', () => {
  useRuleset(duelFour);
  useRuleset(fortOnTop);
  useRuleset(fortBelow);

  it('the duel with the four-dice plugin on top: four dice, and the duel (independents, their set-up, their moves) unchanged', () => {
    const { state } = game(DUEL4, 2, { independents: 'active', setup: 'auto' }, 5);
    // the duel's set-up plugin: four independents beside the two seats
    expect(state.players.filter((p) => p.kind === 'neutral')).toHaveLength(4);
    const h = hooksFor(duelFour);
    const duel = hooksFor(getRuleset('napoleon-duel'));
    for (const p of [0, 1]) expect(h.alliesOf(state, p)).toEqual(duel.alliesOf(state, p));
    // a whole game of baseline AIs: it ends, with four-dice attacks, and the state keeps its invariants
    let s = state;
    let fours = 0;
    const rng = seedRng(4);
    for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
      const p = waitingFor(s)[0];
      const r = applyAction(s, p, getPolicy('baseline')(wholeStateAsView(s), p, rng), { now: NOW + i * 60_000 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      fours += ofType(r.value.events, 'diceRolled').filter((e) => e.attack.length === 4).length;
      s = r.value.state;
    }
    expect([s.phase.kind, checkInvariants(s)]).toEqual(['over', []]);
    expect(fours).toBeGreaterThan(0);
  });

  it('an attack with four dice rolls four, and five are refused with the range the stack allows', () => {
    const s = scenario({ ruleset: FORT_ON_TOP, board: { alaska: [0, 8], alberta: [1, 3], kamchatka: [1, 3] } });
    expect(attackDice(s, 'alaska', 'alberta')).toEqual([1, 2, 3, 4]);
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'alberta', dice: 4 });
    expect(ofType(r.events, 'diceRolled')[0].attack).toHaveLength(4);
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'alberta', dice: 5 })).toEqual({
      code: 'badDice',
      min: 1,
      max: 4,
    });
  });

  it('chain: the top plugin refines the answer of the layers below it, so the order of the list matters', () => {
    const board: Record<string, [number, number]> = { alaska: [0, 8], alberta: [1, 3], kamchatka: [1, 3] };
    const top = scenario({ ruleset: FORT_ON_TOP, board: { ...board } });
    expect(attackDice(top, 'alaska', 'kamchatka')).toEqual([1, 2]); // the fortress caps the four dice
    expect(attackDice(top, 'alaska', 'alberta')).toEqual([1, 2, 3, 4]);
    const below = scenario({ ruleset: FORT_BELOW, board: { ...board } });
    expect(attackDice(below, 'alaska', 'kamchatka')).toEqual([1, 2, 3, 4]); // four dice set the maximum last
  });

  it('first, all, each, merge: refusals from any layer, agreement, every step in order, answers gathered', () => {
    const steps: string[] = [];
    const layer = (name: string, to: string): RulePlugin => ({
      name,
      hooks: {
        attackRefusal: (_s, _p, _from, t) =>
          t === to ? { code: 'notAdjacent', from: name, to: t, targets: [] } : null,
        setAllowed: (_s, set) => set.kind !== (name === 'a' ? 'mixed' : 'infantry'),
        afterAction: () => void steps.push(name),
        invariantBreaks: () => [name],
        startSlices: () => (name === 'a' ? { points: { 0: 1 } } : { missions: { pool: [] } }),
      },
    });
    const h = composeHooks(classicHooks(), [layer('a', 'alberta'), layer('b', 'kamchatka')]);
    const s = scenario({ ruleset: 'classic', board: { alaska: [0, 8], alberta: [1, 3], kamchatka: [1, 3] } });
    expect(h.attackRefusal(s, 0, 'alaska', 'alberta')).toMatchObject({ from: 'a' }); // any layer may refuse
    expect(h.attackRefusal(s, 0, 'alaska', 'kamchatka')).toMatchObject({ from: 'b' });
    expect(h.attackRefusal(s, 0, 'alaska', 'northwest-territory')).toBeNull();
    expect(h.setAllowed(s, { kind: 'artillery', wilds: 0 })).toBe(true);
    expect(h.setAllowed(s, { kind: 'mixed', wilds: 0 })).toBe(false); // one says no
    expect(h.setAllowed(s, { kind: 'infantry', wilds: 0 })).toBe(false);
    h.afterAction({ s, events: [], ctx: { now: 0 } }, 0, { type: 'endTurn' }, []);
    expect(steps).toEqual(['a', 'b']); // bottom-up
    expect(h.invariantBreaks(s)).toEqual(['a', 'b']);
    expect(h.startSlices(featuresOf(s), s.players)).toEqual({ points: { 0: 1 }, missions: { pool: [] } });
  });

  it('every hook has its composition; a plugin listed twice is a wiring error', () => {
    expect(Object.keys(HOOK_MODES).sort()).toEqual(Object.keys(classicHooks()).sort());
    expect(() => composeHooks(classicHooks(), [fourDice, fourDice])).toThrow(/four-dice.*twice/);
  });

  it('the 1796 campaign is the advanced game, the duel’s independents and its own plugin, stacked', () => {
    const names = (id: RulesetId) => getRuleset(id).plugins!.map((p) => p.name);
    expect(names('napoleon-advanced')).toEqual(['advanced']);
    expect(names('napoleon-duel')).toEqual(['golden-cavalier', 'duel-setup', 'independents', 'duel-moves']);
    expect(names('napoleon-campaign')).toEqual(['advanced', 'independents', 'campaign']);
    // the very advanced plugin, not a copy re-wired by hand
    expect(getRuleset('napoleon-campaign').plugins![0]).toBe(getRuleset('napoleon-advanced').plugins![0]);
  });

  it('each plugin copies the state slices it owns: every slice a game of its ruleset holds has its copier', () => {
    const core = ['points'];
    const owned: Partial<Record<RulesetId, string[]>> = {
      capitals: ['capitals'],
      missions: ['missions'],
      risiko: [], // its sdadata slice comes with a time limit's last round, past these actions
      'napoleon-missions': ['ranked'],
      'napoleon-duel': ['duel'],
      'napoleon-advanced': ['advanced', 'advMissions'],
      'napoleon-campaign': ['advanced', 'duel', 'campaign'],
    };
    const options: Partial<Record<RulesetId, Partial<RuleOptions>>> = {
      'napoleon-duel': { independents: 'active' },
      missions: { setup: 'auto' },
    };
    for (const id of Object.keys(owned) as RulesetId[]) {
      const copied = new Set([...core, ...getRuleset(id).plugins!.flatMap((p) => Object.keys(p.copies ?? {}))]);
      const players = id === 'missions' ? 3 : getRuleset(id).minPlayers; // M-1: two play for conquest
      const seen = new Set<string>();
      let s = game(id, players, options[id] ?? {}, 2).state;
      const rng = seedRng(7);
      for (let i = 0; i < 300 && s.phase.kind !== 'over'; i++) {
        for (const k of Object.keys(s.ext)) seen.add(k);
        const p = waitingFor(s)[0];
        const r = applyAction(s, p, getPolicy('random')(wholeStateAsView(s), p, rng), { now: NOW + i * 60_000 });
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.value.state;
      }
      expect([...seen].filter((k) => !copied.has(k))).toEqual([]);
      for (const k of owned[id]!) expect(seen).toContain(k);
    }
  });
});
