// N2-A ally reinforcements: one die per ally, once a turn before the first attack, the armies
// placed on that ally's territories before anything else.
import { addArmies, controller } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import { rollDie } from '../rng.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { checkCount, territoryError } from '../phases/common.js';
import { checkIndependent, refuse } from './refusals.js';
import { allyOf, duelOf, liveIndependents } from './status.js';

/** The ally whose rolled reinforcements are still to be placed, if any. */
export function allyToPlace(s: GameState): PlayerId | null {
  for (const i of liveIndependents(s)) if (s.players[i].reserve > 0) return i;
  return null;
}

export function checkReinforceAlly(s: GameState, player: PlayerId, independent: PlayerId): RuleError | null {
  const e = checkIndependent(s, independent);
  if (e) return e;
  if (allyOf(s, independent) !== player) return refuse('notAlly', independent);
  const slice = duelOf(s)!;
  if (slice.turn.reinforced.includes(independent)) return refuse('alreadyReinforced', independent);
  const before =
    s.phase.kind === 'reinforce' ||
    (s.phase.kind === 'attack' && !slice.turn.combat && !s.phase.conquest && !s.phase.elimTrade);
  if (!before) return refuse('tooLate', independent);
  const pending = allyToPlace(s);
  if (pending !== null) return refuse('allyToPlace', pending);
  return null;
}

/** N2-A ally reinforcements: one die, placed on the ally's territories (placeNeutral). */
export function reinforceAlly(d: Draft, player: PlayerId, independent: PlayerId): Result<void> {
  const s = d.s;
  const e = checkReinforceAlly(s, player, independent);
  if (e) return err(e);
  const die = rollDie(s.rng);
  s.players[independent].reserve += die;
  duelOf(s)!.turn.reinforced.push(independent);
  emit(d, { type: 'allyReinforced', player, independent, die });
  return ok(undefined);
}

/** Places rolled ally reinforcements on one of that ally's territories. */
export function placeAlly(d: Draft, player: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (player !== s.turn.player) return err({ code: 'notYourTurn', current: s.turn.player });
  const e = territoryError(s, t);
  if (e) return err(e);
  const ally = allyToPlace(s);
  if (ally === null) return err({ code: 'notEnoughReserve', reserve: 0 });
  if (controller(s, t) !== ally || allyOf(s, ally) !== player) return err({ code: 'notNeutral', territory: t });
  const ce = checkCount(count, 1, s.players[ally].reserve);
  if (ce) return err(ce);
  s.players[ally].reserve -= count;
  addArmies(s, t, count, ally);
  emit(d, { type: 'armiesPlaced', player: ally, territory: t, count, neutral: true });
  s.lastMove = { kind: 'place', player: ally, to: t, armies: count };
  return ok(undefined);
}
