// The relations between players and territories that the rules ask: who is hostile to whom,
// whose units a player commands where, where they may place, attack and move. The core engine,
// the AI and the presenters ask these functions; they answer from the board (board.ts), the
// teams (`GameState.teams`, NT-*) and the ruleset's hooks (`commands`, `alliesOf`: N2-A allies;
// `canReach`, `reachBeyond`: landings), so no call site reads a ruleset flag or id.
//
// It is the one source of the team relation (NT-*): the only reader of `Ruleset.teamPlay` in src
// outside src/rules (test/engine/rule-seams.test.ts, test/build/ruleset-seams.test.ts). The engine
// asks `teamsOf`, `sameTeam` and `sharesGround`; the lobby (src/discord/present/teams.ts) and the
// ratings (src/ratings/rate.ts) ask `seatTeam` who plays with whom before and after the game.
import type { Ruleset } from '../rules/ruleset.js';
import {
  armiesOn,
  controller,
  forEachForeignNeighbour,
  isFriendly,
  mapOf,
  territoriesControlledBy,
  territoriesWithUnitsOf,
  unitsOf,
} from './board.js';
import { hooksOf, rulesOf } from './state.js';
import type { GameState, PlayerId, PlayerState, TerritoryId } from './types.js';

/** NT-*: whether the game is played in teams (its ruleset's `teamPlay`); private: callers ask the relations below. */
const teamGame = (s: GameState): boolean => rulesOf(s).teamPlay === true;

/**
 * NT: the team seat `seat` plays for under a ruleset with teams — two teams seated alternately
 * (seat order is kept by the roll for order) — or null when every seat plays alone. The one
 * statement of the team rule: the engine's starting teams, the lobby's seating and the ratings'
 * sides all ask it.
 */
export function seatTeam(ruleset: Pick<Ruleset, 'teamPlay'> | undefined, seat: number): number | null {
  return ruleset?.teamPlay ? seat % 2 : null;
}

/** The team of every player at the start (`GameState.teams`): their seat's, else their own. */
export function startingTeams(ruleset: Ruleset, players: readonly PlayerState[]): number[] {
  return players.map((p) => seatTeam(ruleset, p.id) ?? p.id);
}

/** NT-*: each player's team when the game is played in teams, else null (everyone plays alone). */
export const teamsOf = (s: GameState): readonly number[] | null => (teamGame(s) ? s.teams : null);

/**
 * NT-1: team-mates share territories, each commanding their own units there (so control is by
 * majority, attacks and moves count one's own units, and an emptied player is out at once).
 */
export const sharesGround = (s: GameState): boolean => teamGame(s);

/** Whether `a` and `b` play on one team (NT-*; outside team games, only a player with themselves). */
export const sameTeam = (s: GameState, a: PlayerId, b: PlayerId): boolean => s.teams[a] === s.teams[b];

/** Whether `a` and `b` are enemies: not one team, and neither commands the other's units (N2-A allies). */
export function isHostile(s: GameState, a: PlayerId, b: PlayerId): boolean {
  if (a === b || sameTeam(s, a, b)) return false;
  const h = hooksOf(s);
  return !h.commands(s, a, b) && !h.commands(s, b, a);
}

/** Everyone commands their own units only (the `commands` default). */
export const ownUnitsOnly = (_s: GameState, player: PlayerId, army: PlayerId): boolean => army === player;

/** Whose units `player` commands on `t`: their own, or (N2-A) the ally's holding it. */
export function armyAt(s: GameState, t: TerritoryId, player: PlayerId): PlayerId {
  const commands = hooksOf(s).commands;
  if (commands === ownUnitsOnly) return player; // the common case, without a board lookup
  const c = controller(s, t);
  return c !== player && c >= 0 && commands(s, player, c) ? c : player;
}

/** Whether `player` may give orders to units on `t` (attack or move from it): own units (NT-1), or the holder's are theirs to command. */
export function canCommand(s: GameState, player: PlayerId, t: TerritoryId): boolean {
  return teamGame(s) ? unitsOf(s, t, player) > 0 : controller(s, t) === armyAt(s, t, player);
}

/** Whether `player` may place reinforcements on `t`: a territory they control, or under NT-1 where they have units. */
export function canPlaceOn(s: GameState, player: PlayerId, t: TerritoryId): boolean {
  return teamGame(s) ? unitsOf(s, t, player) > 0 : controller(s, t) === player;
}

/** Whether `t` is `player`'s own ground (no attack on it): controlled, or under NT-1 holding their units. */
export function isOwnGround(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  return teamGame(s) ? unitsOf(s, t, player) > 0 : controller(s, t) === player;
}

/** NT-3: whether `t` holds a team-mate's units (and none of `player`'s opponents'), so nobody of the team attacks it. */
export function isTeamMates(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  return teamGame(s) && isFriendly(s, t, player);
}

/** The armies `player` attacks with from `from`: all there, or under NT-1 their own units only. */
export function commandedArmies(s: GameState, from: TerritoryId, player: PlayerId): number {
  return teamGame(s) ? unitsOf(s, from, player) : armiesOn(s, from);
}

/** Where `player` places and acts from: territories they control, or under NT-1 wherever they have units. */
export function commandedBy(s: GameState, player: PlayerId): TerritoryId[] {
  return teamGame(s) ? territoriesWithUnitsOf(s, player) : territoriesControlledBy(s, player);
}

/** N2-A: the territories of `player`'s allies (commanded as their own for attacks and moves). */
export function alliedTerritories(s: GameState, player: PlayerId): TerritoryId[] {
  const allies = hooksOf(s).alliesOf(s, player);
  return allies.length === 0 ? [] : allies.flatMap((a) => territoriesControlledBy(s, a));
}

/** C-ATK-1: an attack goes to an adjacent territory held by someone else (NT-3: no team-mate's). The `canReach` default. */
export function classicCanReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean {
  if (!mapOf(s).adjacency[from].includes(to)) return false;
  return teamGame(s) ? !isFriendly(s, to, player) : controller(s, to) !== player;
}

/** The territories `player` may reach from `from` for an attack (the `canReach` hook over the neighbours and `reachBeyond`). */
export function attackTargets(s: GameState, from: TerritoryId, player: PlayerId = controller(s, from)): TerritoryId[] {
  const h = hooksOf(s);
  const beyond = h.reachBeyond(s, from);
  const candidates = beyond.length === 0 ? mapOf(s).adjacency[from] : [...mapOf(s).adjacency[from], ...beyond];
  return candidates.filter((to) => h.canReach(s, from, to, player));
}

/**
 * The AI's scan of attack candidates: every (own territory holding at least `minFrom` armies,
 * target) pair, in map then adjacency order, with the armies on both and the target's holder.
 * With the classic reach it is the one-pass scan of the board's arrays; a ruleset with its own
 * `canReach` or `reachBeyond` (landings) is asked about every pair, beyond neighbours included.
 */
export function forEachAttack(
  s: GameState,
  player: PlayerId,
  minFrom: number,
  visit: (from: TerritoryId, to: TerritoryId, fromArmies: number, toArmies: number, holder: PlayerId) => void,
): void {
  const h = hooksOf(s);
  if (h.canReach === classicCanReach && h.reachBeyond === noReachBeyond && !teamGame(s)) {
    forEachForeignNeighbour(s, player, minFrom, visit);
    return;
  }
  for (const from of territoriesControlledBy(s, player)) {
    const a = armiesOn(s, from);
    if (a < minFrom) continue;
    for (const to of attackTargets(s, from, player)) visit(from, to, a, armiesOn(s, to), controller(s, to));
  }
}

/** Classic reach goes no further than the neighbours (the `reachBeyond` default). */
export const noReachBeyond = (): readonly TerritoryId[] => NONE;
const NONE: readonly TerritoryId[] = Object.freeze([]);

/** No refusal of the ruleset's own (the `attackRefusal` default). */
export const noAttackRefusal = (): null => null;

/** Neighbours of `from` that `player` also controls (one-step moves). */
export function moveTargets(s: GameState, from: TerritoryId, player: PlayerId = controller(s, from)): TerritoryId[] {
  return mapOf(s).adjacency[from].filter((t) => controller(s, t) === player);
}
