// Fixed positions of every ruleset for the legal-action counts (test/engine/legal-counts.test.ts):
// a seeded game played for a given number of legal actions, each chosen with a seeded PRNG from
// the legal actions in a canonical order (so reordering legalActions' output moves nothing).
import { applyAction } from '../../src/engine/apply.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import { randInt, seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import type { Action, GameState, PlayerId, RuleOptions, RulesetId } from '../../src/engine/types.js';
import { getRuleset } from '../../src/rules/registry.js';

const key = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

/** The legal actions of `player`, in a canonical order. */
export function sortedLegal(s: GameState, player: PlayerId): Action[] {
  return legalActions(s, player)
    .map((a) => [key(a), a] as const)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, a]) => a);
}

/** The seat counts `ruleset` allows: its listed counts, or every count from min to max. */
export function seatCounts(ruleset: RulesetId): number[] {
  const r = getRuleset(ruleset);
  if (r.playerCounts) return [...r.playerCounts];
  return Array.from({ length: r.maxPlayers - r.minPlayers + 1 }, (_, i) => r.minPlayers + i);
}

/** A position: `ruleset` with `players` seats and `options`, from seed `seed`, after `steps` seeded legal actions. */
export function position(
  ruleset: RulesetId,
  players: number,
  seed: number,
  steps: number,
  options: Partial<RuleOptions> = {},
): GameState {
  const created = newGame(
    { ruleset, seed, options, seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })) },
    { now: 1_700_000_000_000 },
  );
  if (!created.ok) throw new Error(`newGame refused: ${JSON.stringify(created.error)}`);
  let s = created.value.state;
  const rng = seedRng(seed * 7919 + steps);
  for (let i = 0; i < steps && s.phase.kind !== 'over'; i++) {
    const actor = Math.min(...waitingFor(s));
    const acts = sortedLegal(s, actor);
    const r = applyAction(s, actor, acts[randInt(rng, acts.length)], { now: 1_700_000_000_000 + (i + 1) * 60_000 });
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(r.error)}`);
    s = r.value.state;
  }
  return s;
}

/** The legal actions of whoever the game waits for first, counted by type: `attack:12 blitz:4 …`. */
export function countLine(s: GameState): string {
  const actor = Math.min(...waitingFor(s));
  const by = new Map<string, number>();
  for (const a of legalActions(s, actor)) by.set(a.type, (by.get(a.type) ?? 0) + 1);
  const parts = [...by].sort(([x], [y]) => (x < y ? -1 : 1)).map(([t, n]) => `${t}:${n}`);
  return `${s.phase.kind} p${actor} ${parts.join(' ')}`;
}
