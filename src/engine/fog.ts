// Fog of war (the `fog` option, FOG-*; docs/rules-notes.md): what a seat may see of the board.
// Presentation only: no rule reads it, so a fogged game plays, replays and scores exactly as the
// same game in the open. Every way out of the engine applies it: viewFor (channel, images, live
// map, a seat's own view), the AI's seat state (src/ai/seat-state.ts) and the events
// (`fogEvents`). When the game is over the fog lifts.
import { mapOf, territoriesWithUnitsOf } from './board.js';
import { deckFor, featuresOf, hooksOf } from './state.js';
import { sameTeam } from './relations.js';
import { fleetSight, fogExtras, fogExtState } from './fog-advanced.js';
import type { GameEvent } from './events.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';
import type { PublicView } from './view.js';

/** FOG-1: the fog covers a game played with `fog` on, until it is over (FOG-6). */
export function fogActive(s: GameState): boolean {
  return featuresOf(s).fog && s.phase.kind !== 'over';
}

/**
 * FOG-3: whose eyes `viewer` shares: their own, their team-mates' (NT-*) and their allies'
 * (N2-A, NC-* — the seats whose units they command). The public (null) shares nobody's.
 */
export function visionGroup(s: GameState, viewer: PlayerId | null): PlayerId[] {
  if (viewer === null || !s.players[viewer]) return [];
  const h = hooksOf(s);
  const group = new Set<PlayerId>([viewer]);
  for (const p of s.players) if (p.id !== viewer && sameTeam(s, p.id, viewer)) group.add(p.id);
  for (const a of h.alliesOf(s, viewer)) group.add(a);
  return [...group].sort((a, b) => a - b);
}

/**
 * FOG-2: the territories `viewer` sees: where their group has units, and every territory next
 * to those (and those an attack may reach beyond a neighbour); FOG-9: the coasts of a zone
 * holding their group's fleet. The public (null) sees none: not
 * even an empty one, since a territory emptied by a conquest still has its conqueror as owner
 * until the armies move in.
 */
export function visibleTerritories(s: GameState, viewer: PlayerId | null): Set<TerritoryId> {
  const map = mapOf(s);
  const seen = new Set<TerritoryId>();
  const h = hooksOf(s);
  const group = visionGroup(s, viewer);
  for (const p of group)
    for (const t of territoriesWithUnitsOf(s, p)) {
      seen.add(t);
      for (const u of map.adjacency[t]) seen.add(u);
      for (const u of h.reachBeyond(s, t)) seen.add(u);
    }
  for (const t of fleetSight(s, group).coasts) seen.add(t);
  return seen;
}

/**
 * FOG-9: the sea zones `viewer` sees: those on the coasts of their group's land, those holding
 * their group's fleet and those next to such a zone. (`seen`: the territories they see, of
 * which the group's own land is the part where it has units.)
 */
export function visibleSeas(s: GameState, viewer: PlayerId | null, seen: Set<TerritoryId>): Set<string> {
  const group = visionGroup(s, viewer);
  const out = fleetSight(s, group).zones;
  if (group.length === 0) return out;
  const own = new Set<TerritoryId>();
  for (const p of group) for (const t of territoriesWithUnitsOf(s, p)) if (seen.has(t)) own.add(t);
  for (const z of mapOf(s).seas.zones) if (z.coasts.some((t) => own.has(t))) out.add(z.id);
  return out;
}

/** Every territory or sea zone an event names, at any depth (as a value or as a key). */
function placesOf(e: GameEvent, isPlace: (x: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === 'string') {
      if (isPlace(v)) out.push(v);
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
    } else if (v && typeof v === 'object' && depth < 4) {
      for (const [k, x] of Object.entries(v)) {
        if (depth > 0 && isPlace(k)) out.push(k);
        walk(x, depth + 1);
      }
    }
  };
  walk(e, 0);
  return out;
}

/** A fogged event: who did what kind of thing out of the viewer's sight, never where nor how many (FOG-4). */
export type FoggedEvent = Extract<GameEvent, { type: 'fogged' }>;

function kindOf(type: GameEvent['type']): FoggedEvent['kind'] {
  if (
    type === 'diceRolled' ||
    type === 'battleResolved' ||
    type === 'blitzStopped' ||
    type === 'leadersCaptured' ||
    type === 'cardFired'
  )
    return 'attack';
  if (type === 'seaBattleRolled' || type === 'zoneTaken') return 'naval'; // FOG-9
  if (type === 'territoryConquered' || type === 'territoryOccupied' || type === 'campaignAnnexed') return 'conquest';
  if (type === 'armiesMoved' || type === 'manoeuvred' || type === 'campaignAllyManoeuvred') return 'move';
  if (type === 'armiesPlaced' || type === 'territoryClaimed') return 'place';
  if (type === 'unitsBuilt') return 'build'; // FOG-9
  return 'other';
}

/** The seat an event is about (its actor), when it names one. */
function actorOf(e: GameEvent): PlayerId | null {
  const x = e as { player?: unknown; attacker?: unknown; captor?: unknown };
  for (const v of [x.player, x.attacker, x.captor]) if (typeof v === 'number') return v;
  return null;
}

/** FOG-10: a card played for its effect is shown; the +2 on its own territory only where seen (or to its group). */
function cardPlayedInSight(
  s: GameState,
  e: GameEvent,
  seen: ReadonlySet<string>,
  mine: (p: PlayerId) => boolean,
): GameEvent {
  if (e.type !== 'cardEffectPlayed' || e.armies === 0 || mine(e.player)) return e;
  const at = deckFor(s)[e.card]?.territory;
  return at && seen.has(at) ? e : { ...e, armies: 0 };
}

/**
 * FOG-4: the events as a viewer whose group is `group` may know them, `seen` being what they
 * see (before or after the step). An event whose every place is seen stays; one naming a place
 * in the fog becomes `fogged` (who did what kind of thing, never where nor how many; one line
 * per actor and kind in a row, none when nobody acted). What counts reveal of the board (the
 * reinforcements' breakdown, the territories dealt) stays only for the seat's own group.
 */
export function fogEvents(
  s: GameState,
  events: readonly GameEvent[],
  seen: ReadonlySet<string>,
  group: readonly PlayerId[],
): GameEvent[] {
  const map = mapOf(s);
  const zones = new Set(map.seas.zones.map((z) => z.id));
  const isPlace = (x: string) => map.index[x] !== undefined || zones.has(x);
  const mine = (p: PlayerId) => group.includes(p);
  const out: GameEvent[] = [];
  for (const raw of events) {
    const e = cardPlayedInSight(s, raw, seen, mine);
    if (e.type === 'turnStarted' && !mine(e.player)) {
      // the count tells how much land and which continents the player holds
      out.push({
        ...e,
        reinforcements: 0,
        breakdown: { territories: 0, continents: [], continentArmies: 0, capped: 0 },
        hidden: true,
      });
      continue;
    }
    if (e.type === 'campaignAllyReinforced' && !group.some((p) => p === e.player)) {
      // FOG-11: an ally's reinforcements are counted from its land, as a player's are
      out.push({ ...e, armies: 0, hidden: true });
      continue;
    }
    if (e.type === 'territoriesDealt') {
      out.push({ ...e, counts: Object.fromEntries(Object.entries(e.counts).filter(([p]) => mine(Number(p)))) });
      continue;
    }
    if (e.type === 'cardsTraded') {
      out.push({ ...e, territoryBonus: e.territoryBonus.filter((b) => seen.has(b.territory)) });
      continue;
    }
    const places = placesOf(e, isPlace);
    if (places.every((t) => seen.has(t))) {
      out.push(e);
      continue;
    }
    const actor = actorOf(e);
    if (actor === null) continue;
    const kind = kindOf(e.type);
    const last = out[out.length - 1];
    if (last?.type === 'fogged' && last.player === actor && last.kind === kind) continue;
    out.push({ type: 'fogged', player: actor, kind });
  }
  return out;
}

/**
 * FOG-2, FOG-3: `view` (viewFor's, unfogged) as `viewer` sees it under fog. A territory out of
 * sight shows nobody and no armies and is listed in `fogged`; so are its generals, forts and
 * epidemics, and a sea zone out of sight shows no fleet. Another group's players show their
 * name, colour, status, cards and points, never their land, armies, continents, reserve or
 * HQ (unless it stands in sight): `hidden` says so.
 */
export function fogView(v: PublicView, s: GameState, viewer: PlayerId | null): PublicView {
  const seen = visibleTerritories(s, viewer);
  const seas = visibleSeas(s, viewer, seen);
  const group = visionGroup(s, viewer);
  const fogged = mapOf(s).territoryIds.filter((t) => !seen.has(t));
  const territories = { ...v.territories };
  const units = { ...v.units };
  for (const t of fogged) {
    territories[t] = { owner: -1, armies: 0 };
    units[t] = {};
  }
  const forces = v.forces && {
    land: Object.fromEntries(Object.entries(v.forces.land).filter(([t]) => seen.has(t))),
    sea: Object.fromEntries(
      Object.entries(v.forces.sea).map(([z, x]) =>
        seas.has(z) ? [z, x] : [z, { ships: {}, admirals: {}, controller: -1 }],
      ),
    ),
  };
  const players = v.players.map((p) =>
    group.includes(p.id)
      ? p
      : {
          ...p,
          territories: 0,
          armies: 0,
          continents: [],
          reserve: 0,
          hq: p.hq !== null && seen.has(p.hq) ? p.hq : null,
          hqCards: [],
          hidden: true,
        },
  );
  const lm = v.lastMove;
  const lastMove = lm && seen.has(lm.to) && (lm.from === undefined || seen.has(lm.from)) ? lm : null;
  const places = new Set<string>([...seen, ...seas]);
  // a conquest's move or a roll waiting for its re-roll names where the attack was
  const ph = v.phase;
  const inSight = (x: { from: string; to: string } | null) => x !== null && seen.has(x.from) && seen.has(x.to);
  const phase =
    ph.kind === 'attack'
      ? {
          ...ph,
          conquest: inSight(ph.conquest) ? ph.conquest : null,
          pendingRoll: inSight(ph.pendingRoll) ? ph.pendingRoll : null,
        }
      : ph;
  return {
    ...v,
    phase,
    territories,
    units,
    ...(forces ? { forces } : {}),
    ...fogExtras(v, places, group),
    players,
    lastMove,
    fogged,
    ...(forces
      ? {
          foggedSeas: mapOf(s)
            .seas.zones.filter((z) => !seas.has(z.id))
            .map((z) => z.id),
        }
      : {}),
  };
}

/** FOG-4: `events` (already redacted for `viewer`) as `viewer` may know them in `s`, the state after them; as they are without fog. */
export function eventsInSight(s: GameState, events: readonly GameEvent[], viewer: PlayerId | null): GameEvent[] {
  if (!fogActive(s)) return [...events];
  const seen = visibleTerritories(s, viewer);
  const places = new Set<string>([...seen, ...visibleSeas(s, viewer, seen)]);
  return fogEvents(s, events, places, visionGroup(s, viewer));
}

/** FOG-6: `s` in the open (a past turn's state, once the game is over). */
export function liftFog(s: GameState): GameState {
  const f = featuresOf(s);
  return f.fog ? { ...s, options: { ...f.options, fog: false } } : s;
}

/**
 * FOG-7: the game state as `seat` may know it under fog, for the AI: what it does not see is
 * replaced by a guess made from what it sees alone — each territory out of sight held by the
 * first hostile active seat after it in turn order, with as many armies as the hostile
 * territories it sees hold on average (at least 1); no generals, forts or epidemics there, no
 * fleet in a sea out of sight; the other groups' reserves 0; the last move only when seen. A
 * pure function of the state, so a replay decides the same; and a function of the seen part
 * only, so no decision can depend on a fogged territory (test/engine/fog.test.ts).
 */
export function fogState(s: GameState, seat: PlayerId): GameState {
  return cutState(s, seat, true);
}

/**
 * FOG-10: the game state as `seat` sees it, nothing guessed: a territory out of sight is
 * nobody's with no armies or units, a sea out of sight holds no fleet. What a seat's goal
 * progress and highlights are counted on (its missions' conditions, a target's land), so they
 * never tell what lies in the fog.
 */
export function sightState(s: GameState, seat: PlayerId): GameState {
  return cutState(s, seat, false);
}

function cutState(s: GameState, seat: PlayerId, guess: boolean): GameState {
  if (!fogActive(s)) return s;
  const map = mapOf(s);
  const n = s.players.length;
  const seen = visibleTerritories(s, seat);
  const seas = visibleSeas(s, seat, seen);
  const group = visionGroup(s, seat);
  const hostile = (p: PlayerId) => !group.includes(p);
  const k = s.order.indexOf(seat);
  const turnOrder = k < 0 ? s.order : [...s.order.slice(k + 1), ...s.order.slice(0, k + 1)];
  const guessOwner = guess ? (turnOrder.find((p) => hostile(p) && s.players[p]?.status === 'active') ?? -1) : -1;
  let sum = 0,
    count = 0;
  map.territoryIds.forEach((t, i) => {
    const c = s.board.control[i];
    if (seen.has(t) && c >= 0 && hostile(c)) {
      for (let p = 0; p < n; p++) sum += s.board.armies[i * n + p];
      count++;
    }
  });
  const guessArmies = guessOwner < 0 ? 0 : Math.max(1, Math.round(count ? sum / count : 3));
  const armies = [...s.board.armies];
  const control = [...s.board.control];
  const u = s.board.units;
  const units = u && {
    ...u,
    generals: [...u.generals],
    forts: [...u.forts],
    epidemics: [...u.epidemics],
    ships: [...u.ships],
    admirals: [...u.admirals],
    seaControl: [...u.seaControl],
  };
  map.territoryIds.forEach((t, i) => {
    if (seen.has(t)) return;
    for (let p = 0; p < n; p++) armies[i * n + p] = 0;
    if (guessOwner >= 0) armies[i * n + guessOwner] = guessArmies;
    control[i] = guessOwner;
    if (units) {
      for (let p = 0; p < n; p++) units.generals[i * n + p] = 0;
      units.forts[i] = 0;
      units.epidemics[i] = 0;
    }
  });
  if (units)
    map.seas.zones.forEach((z, i) => {
      if (seas.has(z.id)) return;
      for (let p = 0; p < n; p++) {
        units.ships[i * n + p] = 0;
        units.admirals[i * n + p] = 0;
      }
      units.seaControl[i] = -1;
    });
  const lm = s.lastMove;
  return {
    ...s,
    ...fogExtState(s, new Set<string>([...seen, ...seas]), group),
    board: { ...s.board, armies, control, ...(units ? { units } : {}) },
    players: s.players.map((p) => (hostile(p.id) ? { ...p, reserve: 0 } : p)),
    lastMove: lm && seen.has(lm.to) && (lm.from === undefined || seen.has(lm.from)) ? lm : null,
  };
}
