// The ranked missions of napoleon-missions (NM-*) in Discord: a player's own four, for their
// DM, My secrets and private image only; and the public lines of a claim or a reveal, which
// name only the claimed (or revealed) mission.
import { localized } from '../../i18n/localized.js';
import type { GoalOverlay } from '../../app/images.js';
import type { MapRecord } from '../games/map/record.js';
import { getMap, viewFor, type PlayerId, type TerritoryId } from '../../engine/index.js';
import { NAPOLEON_BOARD } from '../../engine/napoleon-board.js';
import { napoleonMissionById, RANKS } from '../../engine/napoleon-missions.js';
import type { GameEvent } from '../../engine/events.js';
import type { Locale } from '../../i18n/names.js';
import { missionEventText, missionsSecretText, napoleonMessages, napoleonMissionText } from '../../i18n/napoleon.js';
import { playerLabel } from './names.js';
import { rankedProgress } from './progress.js';

/** The player's own missions and which of them they have claimed, or null (no ranked missions). */
export function ownMissions(r: MapRecord, p: PlayerId): { missions: number[]; claimed: number[] } | null {
  const s = r.state;
  if (!s) return null;
  const v = viewFor(s, p);
  const missions = v.secrets?.rankedMissions;
  if (!missions?.length) return null;
  return { missions, claimed: v.players[p].missions?.claimed ?? [] };
}

/** NM-1: the lines of My secrets / the DM listing the player's four missions, or null. */
export function rankedSecretsText(r: MapRecord, p: PlayerId, locale: Locale): string | null {
  const own = ownMissions(r, p);
  return own ? missionsSecretText(own.missions, own.claimed, locale) : null;
}

/** The territories an unclaimed mission names (its empires, the capitals), outlined on the private image. */
function namedTerritories(mission: number): TerritoryId[] {
  const map = getMap('europe-1811');
  const out: TerritoryId[] = [];
  for (const c of napoleonMissionById(mission).conditions) {
    if (c.kind === 'empire' || c.kind === 'inEmpire')
      out.push(...(map.continents.find((e) => e.id === c.empire)?.territories ?? []));
    if (c.kind === 'capitals') out.push(...NAPOLEON_BOARD.capitalTerritories);
  }
  return out;
}

/** The private image's goal: the four missions (claimed ones ticked), what the open ones name outlined. */
export function rankedOverlay(r: MapRecord, p: PlayerId, locale: Locale): GoalOverlay | null {
  const own = ownMissions(r, p);
  if (!own) return null;
  const m = napoleonMessages[locale];
  const lines = own.missions.map((id) => {
    const { rank, text } = napoleonMissionText(id, locale);
    const claimed = own.claimed.includes(id);
    const line = m.missionLine(rank, text, claimed).replace(/^✅/, '[x]').replace(/^▫️/, '[ ]');
    // An open mission with how far the player is with each of its conditions.
    return claimed ? line : `${line} — ${rankedProgress(r.state!, p, id, locale)}`;
  });
  const open = own.missions.filter((id) => !own.claimed.includes(id));
  return { highlight: [...new Set(open.flatMap(namedTerritories))], title: m.secretsMissions, lines };
}

/** NM-3: the channel's line for a claim or a reveal (the events carry only the shown mission). */
export function missionEventLine(
  r: MapRecord,
  e: Extract<GameEvent, { type: 'missionClaimed' | 'missionRevealed' }>,
  locale: Locale,
): string {
  return `🎖️ ${missionEventText(e, playerLabel(r, e.player), locale)}`;
}

/** A player's four, each with its rank and ticked when claimed: for the closing message only (nothing is secret then). */
export function endRankedLines(r: MapRecord, p: PlayerId, locale: Locale): string[] {
  if (r.state?.phase.kind !== 'over') return [];
  const own = ownMissions(r, p);
  return (own?.missions ?? []).map((id) => {
    const { rank, text } = napoleonMissionText(id, locale);
    return napoleonMessages[locale].missionLine(rank, text, own!.claimed.includes(id));
  });
}

/** The /claim `rank` option's choices, named in every language. */
export const RANK_CHOICES = RANKS.map((rank) => ({
  name: napoleonMessages.en.rank[rank],
  name_localizations: localized((l) => napoleonMessages[l].rank[rank]),
  value: rank,
}));

/** The player's own mission of that rank, if `rank` names one. */
export function missionOfRank(missions: readonly number[], rank: unknown): number | undefined {
  return missions.find((m) => napoleonMissionById(m).rank === rank);
}
