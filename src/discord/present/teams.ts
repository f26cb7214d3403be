// Teams in the lobby (napoleon-teams, NT-*): the lobby says who plays with whom before the start,
// asking the engine's one team rule (`seatTeam`, src/engine/relations.ts) as the engine will.
import type { MapRecord } from '../games/map/record.js';
import { viewFor, type PlayerId } from '../../engine/index.js';
import { seatTeam as teamOfSeat } from '../../engine/relations.js';
import type { Locale } from '../../i18n/names.js';
import { napoleonMessages } from '../../i18n/napoleon.js';
import { getRuleset, isRulesetId } from '../../rules/registry.js';

/** The team of seat `i` in a team ruleset, or null when the ruleset has no teams. */
export function seatTeam(r: { ruleset: string }, i: number): number | null {
  return isRulesetId(r.ruleset) ? teamOfSeat(getRuleset(r.ruleset), i) : null;
}

/** " — Team A" after a seat of a team game; empty otherwise. */
export function seatTeamSuffix(r: { ruleset: string }, i: number, locale: Locale): string {
  const t = seatTeam(r, i);
  return t === null ? '' : ` — ${napoleonMessages[locale].team(t)}`;
}

/** The lobby's line explaining the seating of a team game, or null. */
export function lobbyTeamsLine(r: { ruleset: string }, locale: Locale): string | null {
  return seatTeam(r, 0) === null ? null : napoleonMessages[locale].lobbyTeams;
}

/**
 * NT-4: the team's one hand (whichever team-mate holds it now), for My secrets and the DMs of a
 * team game, so they never say "no cards" while the team has some; null outside team games.
 */
export function teamHandLine(
  r: MapRecord,
  p: PlayerId,
  locale: Locale,
  cardLabel: (r: MapRecord, card: number, locale: Locale) => string,
): string | null {
  const secrets = r.state ? viewFor(r.state, p).secrets : undefined;
  if (!secrets?.teamHand) return null;
  const hand = [...secrets.hand, ...secrets.teamHand];
  const m = napoleonMessages[locale];
  return hand.length ? `${m.teamHand}: ${hand.map((k) => cardLabel(r, k.id, locale)).join(', ')}` : m.teamHandNone;
}
