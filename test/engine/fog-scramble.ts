// The fog's contents scrambled for the advanced game's and the campaign's fog tests (FOG-8..11):
// what a seat sees, computed from the rules' words, and the same state with everything beyond
// it changed.
import { visionGroup } from '../../src/engine/fog.js';
import { mapOf } from '../../src/engine/board.js';
import { randInt, shuffle, type RngState } from '../../src/engine/rng.js';
import type { GameState, PlayerId, TerritoryId } from '../../src/engine/types.js';

/** The seats `seat` sees with: itself and, in the campaign, the independents allied to it (FOG-3). */
function groupOf(s: GameState, seat: PlayerId): PlayerId[] {
  const allies = s.ext.duel
    ? Object.entries(s.ext.duel.ally)
        .filter(([, a]) => a === seat)
        .map(([p]) => Number(p))
    : [];
  return [seat, ...allies].sort((a, b) => a - b);
}

/** FOG-2, FOG-9 from the rules' words: the group's land and neighbours, the coasts of its fleets' zones; and the seas seen. */
export function expectedSight(s: GameState, seat: PlayerId): { land: Set<TerritoryId>; seas: Set<string> } {
  const map = mapOf(s);
  const n = s.players.length;
  const u = s.board.units;
  const group = groupOf(s, seat);
  const land = new Set<TerritoryId>();
  const own = new Set<TerritoryId>();
  map.territoryIds.forEach((t, i) => {
    if (group.some((p) => s.board.armies[i * n + p] > 0)) {
      own.add(t);
      land.add(t);
      for (const x of map.adjacency[t]) land.add(x);
    }
  });
  const fleets = u
    ? map.seas.zones.filter((_, i) => group.some((p) => u.ships[i * n + p] + u.admirals[i * n + p] > 0))
    : [];
  for (const z of fleets) for (const t of z.coasts) land.add(t);
  const seas = new Set<string>();
  for (const z of fleets) for (const w of [z.id, ...(map.seas.adjacency[z.id] ?? [])]) seas.add(w);
  for (const z of map.seas.zones) if (z.coasts.some((t) => own.has(t))) seas.add(z.id);
  return { land, seas };
}

/** Permutes `rows` (each `width` long, `at` their indices) of `arr` in place. */
function permuteRows(arr: number[], at: number[], width: number, rng: RngState): void {
  const rows = shuffle(
    rng,
    at.map((i) => arr.slice(i * width, i * width + width)),
  );
  at.forEach((i, k) => rows[k].forEach((x, j) => (arr[i * width + j] = x)));
}

/**
 * `s` with everything out of `seat`'s sight (all of it for the public) changed: each territory
 * given to a hostile seat with other armies; the generals, forts and epidemics there, and the
 * fleets in the seas out of sight, shuffled between those places (the pools' counts stay); and
 * the hostile card effects in force out of sight moved, with one more charge and fire ship there.
 */
export function scrambleFog(s: GameState, seat: PlayerId | null, rng: RngState): GameState {
  const x = structuredClone(s);
  const map = mapOf(x);
  const n = x.players.length;
  const group = visionGroup(s, seat);
  const sight = seat === null ? { land: new Set<TerritoryId>(), seas: new Set<string>() } : expectedSight(s, seat);
  const hostile = x.players.map((p) => p.id).filter((p) => !group.includes(p) && p < n);
  const hiddenLand: number[] = [];
  map.territoryIds.forEach((t, i) => {
    if (sight.land.has(t)) return;
    hiddenLand.push(i);
    const q = hostile[randInt(rng, hostile.length)];
    for (let p = 0; p < n; p++) x.board.armies[i * n + p] = 0;
    x.board.armies[i * n + q] = 1 + randInt(rng, 9);
    x.board.control[i] = q;
  });
  scrambleEffects(x, hostile, sight, rng);
  const u = x.board.units;
  if (!u) return keepSeenMove(x, sight.land);
  permuteRows(u.generals, hiddenLand, n, rng);
  permuteRows(u.forts, hiddenLand, 1, rng);
  permuteRows(u.epidemics, hiddenLand, 1, rng);
  const hiddenSeas = map.seas.zones.flatMap((z, i) => (sight.seas.has(z.id) ? [] : [i]));
  for (const i of hiddenSeas) {
    // a hostile fleet moves only between hostile hands: the group's own fleets are always in sight
    const q = hostile[randInt(rng, hostile.length)];
    for (let p = 0; p < n; p++) u.ships[i * n + p] = 0;
    u.ships[i * n + q] = randInt(rng, 4);
    u.seaControl[i] = u.ships[i * n + q] > 0 ? q : -1;
  }
  permuteRows(u.admirals, hiddenSeas, n, rng);
  return keepSeenMove(x, sight.land);
}

/** Where the last move was is what the fog hides, unless both its ends are in sight. */
function keepSeenMove(x: GameState, land: ReadonlySet<TerritoryId>): GameState {
  const lm = x.lastMove;
  if (lm && !(land.has(lm.to) && (lm.from === undefined || land.has(lm.from)))) x.lastMove = null;
  return x;
}

/**
 * FOG-10: a hostile seat's card effects in force for a place out of sight (an invasion in the
 * fog) aimed elsewhere in the fog, plus a charge on hidden land and fire ships on a hidden sea.
 */
function scrambleEffects(
  x: GameState,
  hostile: PlayerId[],
  sight: { land: Set<TerritoryId>; seas: Set<string> },
  rng: RngState,
): void {
  const c = x.ext.advCards;
  if (!c || hostile.length === 0) return;
  const map = mapOf(x);
  const land = map.territoryIds.filter((t) => !sight.land.has(t));
  const seas = map.seas.zones.map((z) => z.id).filter((z) => !sight.seas.has(z));
  const pick = (from: string[]) => from[randInt(rng, from.length)];
  for (const e of c.active) {
    if (!hostile.includes(e.player) || e.target === null) continue;
    const pool = map.territoryIds.includes(e.target) ? land : seas;
    if (!pool.includes(e.target)) continue;
    e.target = pick(pool);
  }
  const who = () => hostile[randInt(rng, hostile.length)];
  if (land.length > 0)
    c.active.push({ kind: 'charge', player: who(), target: pick(land), side: 'attack', spent: false });
  if (seas.length > 0)
    c.active.push({ kind: 'brulots', player: who(), target: pick(seas), side: 'attack', spent: false });
}
