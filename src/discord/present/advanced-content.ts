// The advanced game's missions and card effects in Discord (napoleon-advanced, NA-MIS, NA-CRD,
// NA-EFF): a player's own missions and armed card for their DM and My secrets only, the public
// lines of missions scored and cards played or fired (never a secret: the events given here are
// already redacted for their reader), and every mission shown at the end.
import type { MapRecord } from '../games/map/record.js';
import {
  advancedMissionById,
  deckOf,
  effectOfCard,
  getMap,
  viewFor,
  type AdvancedContentEvent,
  type GameEvent,
  type PlayerId,
} from '../../engine/index.js';
import type { Rank } from '../../engine/napoleon-missions.js';
import { labelLocale, mapIdFor, territoryName, type Locale } from '../../i18n/names.js';
import { napoleonMessages } from '../../i18n/napoleon.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { seaZoneName } from '../../i18n/napoleon-advanced.js';
import { playerLabel } from './names.js';

/** A mission's rank and text in `locale`. */
export function advMission(id: number, locale: Locale): { rank: string; text: string } {
  const m = advancedMissionById(id);
  return { rank: napoleonMessages[locale].rank[m.rank as Rank], text: m.text[locale] };
}

const placeName = (r: MapRecord, id: string, locale: Locale) => {
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const z = seaZoneName(mapId, id, tl);
  return z !== id ? z : territoryName(mapId, id, tl);
};

/** "Charge (Scotland)": a card's effect and its territory (a wild: its name only). */
export function effectCardLabel(r: MapRecord, card: number, locale: Locale): string {
  const s = r.state!;
  const k = deckOf(getMap(s.map))[card];
  const def = effectOfCard(s, card);
  const where = k?.territory ? placeName(r, k.territory, locale) : '🃏';
  return def ? `${def.name[locale]} (${where})` : where;
}

/** NA-MIS, NA-CRD-5: the lines of My secrets / the DM: the player's unclaimed missions, then the armed card. */
export function advancedSecretsLines(r: MapRecord, p: PlayerId, locale: Locale): string[] {
  const s = r.state;
  if (!s) return [];
  const v = viewFor(s, p);
  const held = v.secrets?.advMissions;
  if (!held) return [];
  const m = napoleonMessages[locale];
  const claimed = v.players[p].advMissions?.claimed ?? [];
  const lines = [`${m.secretsMissions}:`];
  for (const id of held)
    if (id >= 0) lines.push(m.missionLine(advMission(id, locale).rank, advMission(id, locale).text, false));
  for (const id of claimed) lines.push(m.missionLine(advMission(id, locale).rank, advMission(id, locale).text, true));
  const armed = v.secrets?.armedCard;
  if (armed) {
    const ap = advancedPanel(locale);
    lines.push(
      ap.card.armed(
        effectCardLabel(r, armed.card.id, locale),
        armed.target ? placeName(r, armed.target, locale) : ap.card.any,
      ),
    );
  }
  return lines;
}

/** Every mission of a finished game, each ticked when completed (nothing is secret any more). */
export function endAdvancedLines(r: MapRecord, p: PlayerId, locale: Locale): string[] {
  const s = r.state;
  if (s?.phase.kind !== 'over') return [];
  const mine = viewFor(s, null).players[p].advMissions;
  if (!mine) return [];
  const m = napoleonMessages[locale];
  return [
    ...mine.claimed.map((id) => m.missionLine(advMission(id, locale).rank, advMission(id, locale).text, true)),
    ...mine.revealed.map((id) => m.missionLine(advMission(id, locale).rank, advMission(id, locale).text, false)),
  ];
}

// Every mission and card event (src/engine/advanced-types.ts `AdvancedContentEvent`): a new one
// without its line here fails to compile.
const CONTENT = {
  advMissionScored: true,
  advMissionDrawn: true,
  advMissionBonusLost: true,
  advMissionsRevealed: true,
  missionSpied: true,
  handSpied: true,
  cardEffectPlayed: true,
  cardArmed: true,
  cardDisarmed: true,
  cardFired: true,
} as const satisfies Record<AdvancedContentEvent['type'], true>;

/** Whether the event is one of the missions' or cards' (described here). */
export const isContentEvent = (e: GameEvent): e is AdvancedContentEvent => Object.hasOwn(CONTENT, e.type);

/**
 * The line of a mission or card event, as `e` reads for its reader (public copies carry no
 * secret: a drawn mission or an armed card is null there); null for none.
 */
export function contentEventLine(r: MapRecord, e: GameEvent, locale: Locale): string | null {
  const ap = advancedPanel(locale).card.ev;
  const who = (p: PlayerId) => playerLabel(r, p);
  const rank = (x: string) => napoleonMessages[locale].rank[x as Rank] ?? x;
  switch (e.type) {
    case 'advMissionScored': {
      const { text } = advMission(e.mission, locale);
      return ap.scored(who(e.player), rank(e.rank), text, e.points);
    }
    case 'advMissionDrawn':
      return e.empty ? ap.pileEmpty(who(e.player), rank(e.rank)) : ap.drawn(who(e.player), rank(e.rank));
    case 'advMissionBonusLost':
      return ap.bonusLost(who(e.player), advMission(e.mission, locale).text);
    case 'advMissionsRevealed':
      return e.missions.length
        ? ap.revealed(
            who(e.player),
            e.missions.map((id) => `${advMission(id, locale).rank}: “${advMission(id, locale).text}”`).join(' · '),
          )
        : null;
    case 'missionSpied':
      return ap.spied(who(e.player), who(e.target));
    case 'handSpied':
      return ap.spiedHand(who(e.player), who(e.target));
    case 'cardEffectPlayed':
      return ap.played(
        who(e.player),
        effectCardLabel(r, e.card, locale),
        e.target ? placeName(r, e.target, locale) : '',
      );
    case 'cardArmed':
      return ap.armed(who(e.player));
    case 'cardDisarmed':
      return ap.disarmed(who(e.player));
    case 'cardFired':
      return ap.fired(who(e.player), effectCardLabel(r, e.card, locale), placeName(r, e.territory, locale), e.armies);
    default:
      return null;
  }
}

/** The spy's own line (their DM / private reply): the mission seen. */
export function spiedSecretLine(r: MapRecord, e: GameEvent, viewer: PlayerId, locale: Locale): string | null {
  if (e.type !== 'missionSpied' || e.player !== viewer || e.mission === null) return null;
  const { rank, text } = advMission(e.mission, locale);
  return advancedPanel(locale).card.ev.spiedSecret(playerLabel(r, e.target), rank, text);
}
