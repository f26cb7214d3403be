// The baseline AI in a team game (NT-*): what it wants beyond its own continents. NT-5 ends
// the game when one opposing player is eliminated, so the whole team should close in on the
// same victim: the opponent with the fewest armies (every stack holding one of their armies
// must fall, their team-mates' shared territories included). Every member computes the same
// victim from the public board, so the team focuses without talking. Reinforcements follow:
// the baseline builds up where it wants to attack. (Also answering threats to a team-mate's
// territory was tried and lost games: scripts/napoleon-teams-ai.ts, docs/napoleon.md.)
import { armiesOf, isFriendly, territoriesWithUnitsOf } from '../engine/board.js';
import { sameTeam, teamsOf } from '../engine/relations.js';
import type { GameState, PlayerId, TerritoryId } from '../engine/types.js';

/** How much more the victim's territories weigh than a continent's (see baseline `weight`). */
export const VICTIM_WEIGHT = 8;

/** NT-5: the opposing player the team should eliminate first, or null (not a team game). */
export function teamVictim(s: GameState, player: PlayerId): PlayerId | null {
  if (!teamsOf(s)) return null;
  const foes = s.players.filter((p) => p.kind !== 'neutral' && p.status === 'active' && !sameTeam(s, p.id, player));
  if (!foes.length) return null;
  const armies = new Map(foes.map((p) => [p.id, armiesOf(s, p.id)]));
  const lands = new Map(foes.map((p) => [p.id, territoriesWithUnitsOf(s, p.id).length]));
  foes.sort((a, b) => armies.get(a.id)! - armies.get(b.id)! || lands.get(a.id)! - lands.get(b.id)! || a.id - b.id);
  return foes[0].id;
}

/** Extra desire for enemy territories in a team game: every territory holding the victim's armies. */
export function teamWants(s: GameState, player: PlayerId): Map<TerritoryId, number> {
  const w = new Map<TerritoryId, number>();
  const victim = teamVictim(s, player);
  if (victim === null) return w;
  const add = (t: TerritoryId, v: number) => w.set(t, (w.get(t) ?? 0) + v);
  for (const t of territoriesWithUnitsOf(s, victim)) if (!isFriendly(s, t, player)) add(t, VICTIM_WEIGHT);
  return w;
}
