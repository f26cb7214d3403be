// The sea side of the Europe 1811 board as the advanced rules read it (NA-BRD-1..4): which zones
// wash a territory, which zones touch, the chains of controlled zones a landing crosses
// (NA-LAND-2) and the zones a fleet may manoeuvre through (NA-MAN-1). Derived once per map.
import { mapOf } from '../board.js';
import { seaController } from '../board-units.js';
import type { GameMap } from '../map.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';

interface SeaIndex {
  /** Zones on each territory's coast. */
  zonesOf: Map<TerritoryId, string[]>;
  /** Each zone's adjacent zones. */
  next: Map<string, string[]>;
  coasts: Map<string, TerritoryId[]>;
}

const cache = new WeakMap<GameMap, SeaIndex>();

function seaIndex(map: GameMap): SeaIndex {
  let x = cache.get(map);
  if (x) return x;
  const zonesOf = new Map<TerritoryId, string[]>();
  const coasts = new Map<string, TerritoryId[]>();
  for (const z of map.seas.zones) {
    coasts.set(z.id, z.coasts);
    for (const t of z.coasts) zonesOf.set(t, [...(zonesOf.get(t) ?? []), z.id]);
  }
  const next = new Map<string, string[]>(map.seas.zones.map((z) => [z.id, map.seas.adjacency[z.id] ?? []]));
  x = { zonesOf, next, coasts };
  cache.set(map, x);
  return x;
}

const NONE: readonly string[] = Object.freeze([]);

/** Whether `t` names a territory of the game's board (user text: own keys only). */
export const isTerritory = (s: GameState, t: unknown): t is TerritoryId =>
  typeof t === 'string' && Object.hasOwn(mapOf(s).byId, t);

/** Whether `z` is a sea zone of the game's board. */
export const isZone = (s: GameState, z: unknown): z is string =>
  typeof z === 'string' && seaIndex(mapOf(s)).coasts.has(z);

/** NA-BRD-1: the zones bordering territory `t`. */
export const zonesOn = (s: GameState, t: TerritoryId): readonly string[] => seaIndex(mapOf(s)).zonesOf.get(t) ?? NONE;

/** NA-BRD-1: the territories on zone `z`'s coasts. */
export const coastsOf = (s: GameState, z: string): readonly TerritoryId[] => seaIndex(mapOf(s)).coasts.get(z) ?? NONE;

/** NA-BRD-1: the zones adjacent to `z`. */
export const zonesNext = (s: GameState, z: string): readonly string[] => seaIndex(mapOf(s)).next.get(z) ?? NONE;

/** Whether `t` borders a zone `player` controls. */
export const onControlledCoast = (s: GameState, t: TerritoryId, player: PlayerId): boolean =>
  zonesOn(s, t).some((z) => seaController(s, z) === player);

/**
 * NA-LAND-2: the territories a landing from `from` may reach: those on the coasts of a chain of
 * 1–3 consecutive zones, each controlled by `player`, whose first zone washes `from`. `from`
 * itself is left out; its land neighbours are not (the caller removes what it already has).
 */
export function landingReach(
  s: GameState,
  from: TerritoryId,
  player: PlayerId,
  maxZones = 3,
): ReadonlySet<TerritoryId> {
  const control = s.board.units?.seaControl;
  if (!control || !control.includes(player)) return NO_LAND;
  // the attack scans ask this for every pair of territories: answers are kept per sea control
  const key = `${s.map}|${control.join(',')}|${from}|${player}|${maxZones}`;
  let out = reachCache.get(key);
  if (!out) {
    out = searchLanding(s, from, player, maxZones);
    if (reachCache.size > 5000) reachCache.clear();
    reachCache.set(key, out);
  }
  return out;
}

const NO_LAND: ReadonlySet<TerritoryId> = new Set();
const reachCache = new Map<string, ReadonlySet<TerritoryId>>();

function searchLanding(s: GameState, from: TerritoryId, player: PlayerId, maxZones: number): Set<TerritoryId> {
  const out = new Set<TerritoryId>();
  let frontier = zonesOn(s, from).filter((z) => seaController(s, z) === player);
  const seen = new Set(frontier);
  for (let depth = 1; depth <= maxZones && frontier.length > 0; depth++) {
    const nextFrontier: string[] = [];
    for (const z of frontier) {
      for (const t of coastsOf(s, z)) if (t !== from) out.add(t);
      if (depth === maxZones) continue;
      for (const n of zonesNext(s, z))
        if (!seen.has(n) && seaController(s, n) === player) {
          seen.add(n);
          nextFrontier.push(n);
        }
    }
    frontier = nextFrontier;
  }
  return out;
}

/** NA-MAN-1: the zones connected to `from` through zones `player` controls (`from` excluded). */
export function connectedZones(s: GameState, from: string, player: PlayerId): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const z = queue.pop()!;
    for (const n of zonesNext(s, z))
      if (!seen.has(n) && seaController(s, n) === player) {
        seen.add(n);
        queue.push(n);
      }
  }
  seen.delete(from);
  return seen;
}
