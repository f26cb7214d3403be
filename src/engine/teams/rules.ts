// Team play's rules (NT-1, NT-3, NT-5) beyond who plays with whom (src/engine/relations.ts):
// no attack on a team-mate, strategic moves through friendly ground, and the first emptied
// opponent winning for the team. Reached through the teams plugin only (plugin.ts).
import { armiesOf, connectedFriendly, isFriendly, mapOf, unitsOf } from '../board.js';
import { eliminate } from '../combat/elimination.js';
import type { Draft } from '../draft.js';
import type { RuleError } from '../errors.js';
import { endGame } from '../goals.js';
import { checkCount } from '../phases/common.js';
import { isTeamMates } from '../relations.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';

/** NT-3: no attack on a neighbour holding a team-mate's units (the `attackRefusal` layer). */
export function teamMateRefusal(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): RuleError | null {
  return mapOf(s).adjacency[from].includes(to) && isTeamMates(s, to, player)
    ? { code: 'team', reason: 'teamMate', territory: to }
    : null;
}

/**
 * NT-1/NT-5: a player of the defending team is out when their last army falls (they may hold
 * no territory and still have units on a shared one); the first such elimination wins the
 * game for the attacking team.
 */
export function eliminateEmptied(d: Draft, by: PlayerId, defender: PlayerId): void {
  const s = d.s;
  if (s.phase.kind === 'over') return;
  const team = s.teams[defender];
  let any = false;
  for (const p of s.players) {
    if (s.teams[p.id] !== team || p.status !== 'active' || p.kind === 'neutral' || armiesOf(s, p.id) > 0) continue;
    eliminate(d, p.id, by);
    any = true;
  }
  if (!any) return;
  const winners = s.players.filter((p) => s.teams[p.id] === s.teams[by] && p.kind !== 'neutral').map((p) => p.id);
  endGame(d, winners, 'teamElimination'); // NT-5
}

/**
 * NT-3: the player's own armies move from a territory where they have some (at least one of
 * them stays) to any territory where they or a team-mate have armies, through such territories.
 */
export function checkTeamMove(
  s: GameState,
  actor: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  if (unitsOf(s, from, actor) === 0) return { code: 'notOwner', territory: from };
  if (!isFriendly(s, to, actor)) return { code: 'team', reason: 'notFriendly', territory: to };
  if (from === to || !connectedFriendly(s, from, actor).has(to)) return { code: 'notConnected', from, to };
  const max = unitsOf(s, from, actor) - 1;
  if (max < 1) return { code: 'notEnoughArmies', territory: from, armies: unitsOf(s, from, actor), needed: 2 };
  return checkCount(count, 1, max);
}
