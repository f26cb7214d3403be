// The engine's fast paths answer as its general ones: the in-place apply of the simulations,
// the classic rules' attack check by index, the legal attacks the AIs choose from, and the
// one-draw binomial of the aggressive AI.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { applyAction, applyActionInPlace } from '../../src/engine/apply.js';
import { controller } from '../../src/engine/board.js';
import { checkAttack, forEachLegalAttack } from '../../src/engine/combat.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import { classicCanReach } from '../../src/engine/relations.js';
import { nextUint32, randBinomial, seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import { mapOf } from '../../src/engine/state.js';
import type { GameState, NewGameInput, PlayerId, RulesetId } from '../../src/engine/types.js';
import { getRuleset } from '../../src/rules/registry.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { ctx, useRuleset } from './helpers.js';

/** Every state of one AI game (copies), from its start to its end or `limit` actions. */
function positions(ruleset: RulesetId, players: number, seed: number, limit = 1500): GameState[] {
  const input: NewGameInput = {
    ruleset,
    seed,
    seats: Array.from({ length: players }, (_, i) => ({
      name: `AI${i}`,
      kind: 'ai' as const,
      ai: i % 2 ? 'aggressive' : 'baseline',
    })),
  };
  const created = newGame(input, ctx);
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value.state;
  const rng = seedRng(seed);
  const out: GameState[] = [s];
  for (let n = 0; n < limit && s.phase.kind !== 'over'; n++) {
    const p = waitingFor(s)[0];
    const r = applyAction(s, p, getPolicy(s.players[p].ai!)(wholeStateAsView(s), p, rng), ctx);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state;
    out.push(s);
  }
  return out;
}

/** JSON with every object's keys sorted (a copy lists a state's fields in its own order). */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/**
 * Whether `a` and `b` are the same JSON value whatever the order of their keys (`canonical(a) ===
 * canonical(b)`, without writing either out): a key whose value is undefined counts as absent.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((x, i) => sameJson(x ?? null, bs[i] ?? null));
  }
  const ao = a as Record<string, unknown>,
    bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  if (keys.length !== Object.keys(bo).filter((k) => bo[k] !== undefined).length) return false;
  return keys.every((k) => k in bo && sameJson(ao[k], bo[k]));
}

// The same rules as classic and RisiKo!, with a reach hook of another identity: the engine
// then checks attacks through the hooks, as for any ruleset of its own.
const throughHooks = (base: Ruleset, id: string): Ruleset => ({
  ...base,
  id: id as RulesetId,
  plugins: [
    ...(base.plugins ?? []),
    { name: 'test', hooks: { canReach: (s, from, to, player) => classicCanReach(s, from, to, player) } },
  ],
});
const CLASSIC_HOOKED = throughHooks(getRuleset('classic'), 'classic-hooked');
const RISIKO_HOOKED = throughHooks(getRuleset('risiko'), 'risiko-hooked');

describe('the fast paths answer as the general ones', () => {
  useRuleset(CLASSIC_HOOKED);
  useRuleset(RISIKO_HOOKED);

  it('C-ATK-1..3, R-ATK-1, R-ELM-1: checkAttack by index gives the refusal or acceptance the hooks give', () => {
    // Every disagreement, collected and asserted once: an expect() per comparison cost more than the check.
    const disagreements: string[] = [];
    let accepted = 0,
      compared = 0;
    for (const [ruleset, hooked, seed] of [
      ['classic', CLASSIC_HOOKED.id, 3],
      ['risiko', RISIKO_HOOKED.id, 4],
    ] as const) {
      const states = positions(ruleset, 4, seed).filter((s) => s.phase.kind === 'attack');
      for (const s of states.filter((_, i) => i % 25 === 0)) {
        const other = { ...s, ruleset: hooked };
        const ids = mapOf(s).territoryIds;
        const player = s.turn.player;
        for (const from of ids) {
          if (controller(s, from) !== player) continue;
          for (const to of [...ids, 'atlantis'])
            for (const dice of [null, 1, 3, 4, 1.5]) {
              const fast = checkAttack(s, player, from, to, dice);
              const general = checkAttack(other, player, from, to, dice);
              if (!sameJson(fast ?? null, general ?? null))
                disagreements.push(`${ruleset} ${from}>${to} ${dice}: ${canonical(fast)} ≠ ${canonical(general)}`);
              compared++;
              if (!fast) accepted++;
            }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(5_000);
  });

  it('forEachLegalAttack visits exactly the attacks legalActions offers, in every family', () => {
    for (const [ruleset, players, seed] of [
      ['classic', 4, 5],
      ['risiko', 4, 6],
      ['napoleon', 3, 7],
      ['napoleon-duel', 2, 8],
      ['napoleon-advanced', 3, 9],
    ] as const) {
      const states = positions(ruleset, players, seed, 800).filter(
        (s) => s.phase.kind === 'attack' && !s.phase.conquest && !s.phase.pendingRoll && !s.phase.elimTrade,
      );
      expect(states.length).toBeGreaterThan(5);
      for (const s of states.filter((_, i) => i % 3 === 0)) {
        const player: PlayerId = s.turn.player;
        const visited: string[] = [];
        forEachLegalAttack(s, player, 1, (from, to) => visited.push(`${from}>${to}`));
        const offered = new Set(
          legalActions(s, player).flatMap((a) => (a.type === 'attack' ? [`${a.from}>${a.to}`] : [])),
        );
        expect(new Set(visited), `${ruleset} ${JSON.stringify(s.turn)}`).toEqual(offered);
      }
    }
  });

  it('applyActionInPlace reaches the state and the events applyAction does, action by action', () => {
    const differences: string[] = [];
    let steps = 0;
    for (const [ruleset, players, seed] of [
      ['classic', 4, 11],
      ['napoleon-duel', 2, 12],
      ['napoleon-advanced', 3, 13],
    ] as const) {
      const states = positions(ruleset, players, seed, 600);
      const rng = seedRng(seed);
      for (const s of states.slice(0, -1)) {
        const p = waitingFor(s)[0];
        const action = getPolicy(s.players[p].ai!)(wholeStateAsView(s), p, seedRng(rng[0]));
        const pure = applyAction(s, p, action, ctx);
        const before = JSON.stringify(s);
        const copy = JSON.parse(before) as GameState;
        const inPlace = applyActionInPlace(copy, p, action, ctx);
        const at = `${ruleset} action ${steps++}`;
        if (JSON.stringify(s) !== before) differences.push(`${at}: the pure apply changed its input`);
        if (inPlace.ok !== pure.ok) differences.push(`${at}: in place ${inPlace.ok}, pure ${pure.ok}`);
        if (!pure.ok || !inPlace.ok) continue;
        if (!sameJson(inPlace.value.state, pure.value.state)) differences.push(`${at}: state`);
        if (!sameJson(inPlace.value.events, pure.value.events)) differences.push(`${at}: events`);
      }
    }
    expect(differences).toEqual([]);
    expect(steps).toBeGreaterThan(300);
    // the comparison sees a difference deep in a state, and no difference in the keys' order
    const s = positions('classic', 4, 11, 40).at(-1)!;
    const changed = JSON.parse(JSON.stringify(s)) as GameState;
    changed.players[1].hand.push(99);
    const reordered = Object.fromEntries(Object.entries(s).reverse());
    expect([sameJson(changed, s), sameJson(reordered, s), sameJson({ ...s, extra: undefined }, s)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('randBinomial draws the binomial distribution from one number a draw', () => {
    const rng = seedRng(42);
    const trials = 12,
      p = 0.25,
      draws = 40_000;
    const seen = new Array<number>(trials + 1).fill(0);
    for (let i = 0; i < draws; i++) seen[randBinomial(rng, trials, p)]++;
    let choose = 1;
    for (let k = 0; k <= trials; k++) {
      const expected = choose * p ** k * (1 - p) ** (trials - k);
      // seeded, so this is one fixed sample: within 1 % of the draws of the exact probability
      expect(Math.abs(seen[k] / draws - expected)).toBeLessThan(0.01);
      choose = (choose * (trials - k)) / (k + 1);
    }
    // one uint32 a draw, whatever the count drawn
    const one = seedRng(7),
      stepped = seedRng(7);
    randBinomial(one, 30, 0.1);
    nextUint32(stepped);
    expect(one).toEqual(stepped);
    expect(randBinomial(seedRng(1), 5, 1)).toBe(5);
    expect(randBinomial(seedRng(1), 5, 0)).toBe(0);
    expect(randBinomial(seedRng(1), 0, 0.5)).toBe(0);
  });
});
