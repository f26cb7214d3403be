// The duel around each action of the turn player (called by applyAction): a new turn opens
// influence; any other action closes it; rolled ally armies are placed before anything else; an
// attack opens an invasion, and the action that ends it is spotted here (its status roll is in
// status-roll.ts).
import { controller } from '../board.js';
import type { Draft } from '../draft.js';
import type { RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import { mapOf } from '../state.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../types.js';
import { allyToPlace } from './ally-reinforcements.js';
import { refuse } from './refusals.js';
import { armyAt } from './sides.js';
import { activeIndependents, duelOf } from './status.js';

/** A new turn: influence is open until the player does anything else. */
export function beginDuelTurn(s: GameState): void {
  const slice = duelOf(s);
  if (!slice) return;
  slice.turn = { influence: activeIndependents(s), reinforced: [], moved: [], combat: false };
  slice.invasion = null;
}

/** Actions a turn's other steps do not close influence for. */
const KEEPS_INFLUENCE = new Set<Action['type']>(['influence', 'setDefence', 'tick', 'abandon']);

/**
 * Before the turn player's action: influence closes with any other action; rolled ally armies
 * are placed before anything else; an attack opens an invasion (applyAction settles the one it
 * ends first, see endsInvasion).
 */
export function beforeDuelAction(d: Draft, actor: PlayerId, a: Action): RuleError | null {
  const s = d.s;
  const slice = duelOf(s);
  if (!slice || actor !== s.turn.player || s.phase.kind === 'over') return null;
  if (!KEEPS_INFLUENCE.has(a.type)) slice.turn.influence = false;
  const playing = s.phase.kind === 'reinforce' || s.phase.kind === 'attack' || s.phase.kind === 'fortify';
  const pending = playing ? allyToPlace(s) : null;
  if (
    pending !== null &&
    a.type !== 'placeNeutral' &&
    a.type !== 'setDefence' &&
    a.type !== 'abandon' &&
    a.type !== 'tick'
  )
    return refuse('allyToPlace', pending);
  if (
    activeIndependents(s) &&
    !slice.invasion &&
    (a.type === 'attack' || a.type === 'blitz') &&
    hasTerritoryId(s, a.from) &&
    hasTerritoryId(s, a.to)
  ) {
    slice.invasion = { to: a.to, by: armyAt(s, a.from, actor), defender: controller(s, a.to), conquered: false };
  }
  return null;
}

/**
 * Whether the turn player's action ends the invasion in progress (N2-A): anything but another
 * battle on the same territory with the same army, or settling its conquest.
 */
export function endsInvasion(s: GameState, actor: PlayerId, a: Action): boolean {
  const inv = duelOf(s)?.invasion;
  if (!inv || actor !== s.turn.player || s.phase.kind === 'over' || a.type === 'setDefence' || a.type === 'tick')
    return false;
  if (s.phase.kind === 'attack' && (s.phase.conquest !== null || s.phase.pendingRoll !== null)) return false;
  const attacking = a.type === 'attack' || a.type === 'blitz';
  return !(attacking && a.to === inv.to && hasTerritoryId(s, a.from) && armyAt(s, a.from, actor) === inv.by);
}

const hasTerritoryId = (s: GameState, t: unknown): t is TerritoryId =>
  typeof t === 'string' && mapOf(s).index[t] !== undefined;

/** After the action: a battle starts the combat; a conquest, once settled, ends the invasion (`settle`: its status rolls). */
export function afterDuelAction(
  d: Draft,
  actor: PlayerId,
  events: readonly GameEvent[],
  settle: (d: Draft, actor: PlayerId) => void,
): void {
  const s = d.s;
  const slice = duelOf(s);
  if (!slice || actor !== s.turn.player || s.phase.kind === 'over') return;
  if (events.some((e) => e.type === 'battleResolved')) slice.turn.combat = true;
  const inv = slice.invasion;
  if (!inv) return;
  if (events.some((e) => e.type === 'territoryConquered' && e.to === inv.to)) inv.conquered = true;
  if (inv.conquered && !(s.phase.kind === 'attack' && s.phase.conquest)) settle(d, actor);
}
