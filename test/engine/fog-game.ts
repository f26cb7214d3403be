// What the fog tests share: a fogged game of AI seats, played on by the baseline AI; every
// place an object names; the check that the AI is blind to the fog; and the fog's lifting.
import { expect } from 'vitest';
import { mapRisk } from '../../src/game/map-risk.js';
import { seatState } from '../../src/ai/seat-state.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameState, PlayerId, RuleOptions, RulesetId } from '../../src/engine/types.js';
import { lcg } from '../game/scramble.js';

/** A new game of `players` baseline AI seats with `options` (fog on among them). */
export function fogGame(ruleset: RulesetId, players: number, options: Partial<RuleOptions>, seed: number): GameState {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `ai${i}`, kind: 'ai' as const, ai: 'baseline' }));
  const made = mapRisk.setup({ ruleset, options, seats, seed }, { now: 0 });
  if (!made.ok) throw new Error(made.error.code);
  return made.value.state;
}

/** One step of the baseline AI for the seat the game waits for. */
export function aiStep(s: GameState, rand: () => number, now: number) {
  const seat = mapRisk.waitingFor(s)[0];
  const r = mapRisk.apply(s, seat, mapRisk.ai.baseline(mapRisk.privateView(s, seat), mapRisk.legal(s, seat), rand), {
    now,
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** `s` played on for up to `steps` AI steps (fewer when the game ends). */
export function playedOn(s: GameState, steps: number, seed: number): GameState {
  const rand = lcg(seed);
  for (let i = 0; i < steps && mapRisk.outcome(s) === null; i++) s = aiStep(s, rand, i).state;
  return s;
}

/** Every place id (of `ids`) an object names, at any depth, as a value or as a key. */
export function placesNamed(x: unknown, ids: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  JSON.stringify(x, (k, v: unknown) => {
    if (ids.has(k)) out.add(k);
    if (typeof v === 'string' && ids.has(v)) out.add(v);
    return v;
  });
  return out;
}

/** FOG-7: what `seat`'s AI is given, and what it decides, are the same in `s` and in `other` (its fog scrambled). */
export function expectAiBlind(s: GameState, other: GameState, seat: PlayerId, salt: number): void {
  const mine = mapRisk.privateView(s, seat);
  const theirs = mapRisk.privateView(other, seat);
  expect(theirs.seatState).toEqual(mine.seatState);
  expect(seatState(other, seat).board).toEqual(seatState(s, seat).board);
  const legal = mapRisk.legal(s, seat);
  expect(mapRisk.ai.baseline(theirs, legal, lcg(salt))).toEqual(mapRisk.ai.baseline(mine, legal, lcg(salt)));
}

/** FOG-6: a game over shows everything to the channel. */
export function expectFogLifted(s: GameState): void {
  expect(mapRisk.outcome(s)).not.toBeNull(); // played to the end
  const end = viewFor(s, null);
  expect(end.fogged).toBeUndefined();
  expect(end.players.some((p) => p.territories > 0)).toBe(true);
}
