// NC-TURN-1: the allies' manoeuvres, after the player's own (the manoeuvre phase). Each ally
// makes one, moving armies from one of its territories to another connected through its own
// territories (N-FOR-1 for the ally; one army stays). Its generals stay where they are.
import { armiesOn, connectedControlled, controller, moveArmies } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { alliesOf } from '../duel/status.js';
import { refuse } from './refusals.js';
import { campaign, powerOf } from './slice.js';

/** The allies of `player` that may still manoeuvre this turn. */
export function alliesToManoeuvre(s: GameState, player: PlayerId): PlayerId[] {
  if (s.phase.kind !== 'fortify' || s.turn.player !== player) return [];
  const moved = campaign(s).turn.allyMoved;
  return alliesOf(s, player).filter((a) => powerOf(s, a) !== null && !moved.includes(a));
}

/** Where `independent` may manoeuvre from `from`, with the most armies. */
export function allyManoeuvreTargets(s: GameState, from: TerritoryId): { to: TerritoryId; max: number }[] {
  if (armiesOn(s, from) < 2) return [];
  return [...connectedControlled(s, from)].filter((t) => t !== from).map((to) => ({ to, max: armiesOn(s, from) - 1 }));
}

export function checkAllyManoeuvre(
  s: GameState,
  player: PlayerId,
  independent: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  if (s.turn.player !== player) return { code: 'notYourTurn', current: s.turn.player };
  if (!alliesToManoeuvre(s, player).includes(independent))
    return refuse('allyManoeuvre', null, { independent, legal: alliesToManoeuvre(s, player).map(String) });
  if (controller(s, from) !== independent) return { code: 'notOwner', territory: String(from) };
  if (controller(s, to) !== independent || from === to || !connectedControlled(s, from).has(to))
    return { code: 'notConnected', from, to };
  if (armiesOn(s, from) < 2) return { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: 2 };
  if (!Number.isInteger(count) || count < 1 || count > armiesOn(s, from) - 1)
    return { code: 'badCount', min: 1, max: armiesOn(s, from) - 1 };
  return null;
}

export function allyManoeuvre(
  d: Draft,
  player: PlayerId,
  independent: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): Result<void> {
  const s = d.s;
  const e = checkAllyManoeuvre(s, player, independent, from, to, count);
  if (e) return err(e);
  moveArmies(s, from, to, count, independent);
  campaign(s).turn.allyMoved.push(independent);
  emit(d, { type: 'campaignAllyManoeuvred', player, independent, from, to, count });
  s.lastMove = { kind: 'fortify', player: independent, from, to, armies: count };
  return ok(undefined);
}
