// Secrets text and the goal overlay, built for their owner only.
import type { MapRecord } from '../games/map/record.js';
import {
  controller,
  deckOf,
  featuresOf,
  getMap,
  hqOf,
  setsFor,
  viewFor,
  effectiveMission,
  fogActive,
  sightState,
  objectiveByNumber,
  type PlayerId,
} from '../../engine/index.js';
import type { GoalOverlay } from '../../app/images.js';
import { cat } from '../../i18n/catalogue.js';
import { labelLocale, mapIdFor, missionText, objectiveText, territoryName, type Locale } from '../../i18n/names.js';
import { rankedOverlay, rankedSecretsText } from './missions.js';
import { advancedSecretsLines } from './advanced-content.js';
import { advancedOverlay } from './advanced-goal.js';
import { teamHandLine } from './teams.js';
import { classicProgress } from './progress.js';

export function cardLabel(r: MapRecord, card: number, locale: Locale): string {
  const c = cat(locale);
  const deck = deckOf(getMap(mapIdFor(r.ruleset)));
  const k = deck[card];
  return k.territory
    ? `${territoryName(mapIdFor(r.ruleset), k.territory, labelLocale(r.ruleset, locale))} (${c.symbol[k.symbol]})`
    : `🃏 ${c.symbol.wild}`;
}

export function setsText(r: MapRecord, p: PlayerId, locale: Locale): string[] {
  const s = r.state!;
  const sets = setsFor(s, p);
  return sets.slice(0, 3).map((x) => `${x.cards.map((k) => cardLabel(r, k, locale)).join(' + ')} = ${x.value}`);
}

export function secretsText(r: MapRecord, p: PlayerId, locale: Locale): string {
  const c = cat(locale);
  const s = r.state;
  if (!s) return c.ui.secretsNone;
  const v = viewFor(s, p).secrets!;
  const lines = [c.ui.secretsTitle];
  if (v.mission !== null) {
    const eff = effectiveMission(s, p);
    lines.push(
      c.ui.secretsMission(
        eff
          ? eff.id === v.mission
            ? missionText(v.mission, locale)
            : locale === 'fr'
              ? eff.text.fr
              : locale === 'it'
                ? missionText(eff.id, 'it')
                : eff.text.en
          : missionText(v.mission, locale),
      ),
    );
  }
  if (v.objective !== null) lines.push(c.ui.secretsObjective(objectiveText(v.objective, locale)));
  const ranked = rankedSecretsText(r, p, locale); // NM-1
  if (ranked) lines.push(ranked);
  lines.push(...advancedSecretsLines(r, p, locale)); // NA-MIS, NA-CRD-5
  if (featuresOf(s).capitals)
    lines.push(v.hq ? c.ui.secretsHq(territoryName(s.map, v.hq, labelLocale(r.ruleset, locale))) : c.ui.secretsNoHq);
  // NT-4: a team game has one hand per team, told as one line whoever holds it now.
  lines.push(
    teamHandLine(r, p, locale, cardLabel) ??
      (v.hand.length
        ? c.ui.secretsHand(v.hand.map((k) => cardLabel(r, k.id, locale)).join(', '))
        : c.ui.secretsNoCards),
  );
  // Once the game is over no set can be traded.
  const sets = s.phase.kind === 'over' ? [] : setsText(r, p, locale);
  if (sets.length) lines.push(c.ui.secretsSets(sets.join(' | ')));
  return lines.join('\n');
}

/**
 * Whether a seat holds anything secret (a hand, a mission or objective, a secret HQ, ranked or
 * advanced missions): what the DM at the start tells, so "the secrets were sent by DM" is said
 * only in a game that sent some.
 */
export function holdsSecrets(r: MapRecord, p: PlayerId): boolean {
  const sec = r.state ? viewFor(r.state, p).secrets : null;
  if (!sec) return false;
  return (
    sec.hand.length > 0 ||
    sec.mission !== null ||
    sec.objective !== null ||
    sec.hq !== null ||
    !!sec.rankedMissions?.length ||
    !!sec.advMissions?.some((m) => m >= 0)
  );
}

/** The goal drawn on a player's private image: their objective or mission, with progress. */
export function goalOverlay(record: MapRecord, p: PlayerId, locale: Locale): GoalOverlay | null {
  if (!record.state) return null;
  // FOG-10: progress and highlights counted on what the seat sees, never on the fog
  const r = fogActive(record.state) ? { ...record, state: sightState(record.state, p) } : record;
  const s = r.state!;
  const me = s.players[p];
  const map = getMap(s.map);
  const held = (ts: string[]) => ts.filter((t) => controller(s, t) === p).length;
  const c = cat(locale);
  // Capitals: the player's own HQ is marked on their private image (secret until revealed).
  const hq = featuresOf(s).capitals ? hqOf(s, p) : null;
  const withHq = (o: GoalOverlay | null): GoalOverlay | null => {
    if (!hq) return o;
    const line = c.ui.secretsHq(territoryName(s.map, hq, labelLocale(r.ruleset, locale)));
    return o ? { ...o, hq, lines: [...(o.lines ?? []), line] } : { highlight: [], title: line, hq };
  };
  if (me.objective !== null) {
    const o = objectiveByNumber(me.objective);
    return withHq({
      highlight: o.territories,
      title: c.ui.goalObjective(o.number, o.name, held(o.territories), o.territories.length),
    });
  }
  const m = effectiveMission(s, p);
  if (!m) return withHq(rankedOverlay(r, p, locale) ?? advancedOverlay(r, p, locale)); // NM-1, NA-MIS, or no goal at all
  const text = missionText(m.id, locale);
  // M-4, M-6: each part of the mission and how far the player is with it.
  const lines = [classicProgress(s, p, locale)].filter((l): l is string => l !== null);
  if (m.type === 'continents') {
    const ts = map.continents.filter((x) => m.continents.includes(x.id)).flatMap((x) => x.territories);
    return withHq({ highlight: ts, title: text, lines });
  }
  if (m.type === 'territories') return withHq({ highlight: [], title: text, lines });
  const target = s.players.find((x) => x.colour === m.colour);
  const ts = target ? map.territoryIds.filter((t) => controller(s, t) === target.id) : [];
  return withHq({ highlight: ts, title: text, lines });
}
