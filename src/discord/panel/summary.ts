// Turns played without a person at the controls (AI seats, autopilot, expired deadlines),
// one plain line per turn: "🟦 🤖 Ada, round 2: placed 4, attacked 7 times, took Egypt (from
// 🟥 alice); moved 3." The round is the one the turn was played in: steps before any
// turnStarted belong to the turn already under way when they began. In the duel (N2-A) the
// line also says which independents got a card, the allies' dice and the statuses that changed.
import type { MapRecord, MapStep as Step } from '../games/map/record.js';
import { eventsFor, eventsInSight, type GameEvent } from '../../engine/index.js';
import { fogWords } from '../../i18n/fog.js';
import type { Locale } from '../../i18n/names.js';
import { duelMessages, statusName } from '../../i18n/napoleon-duel.js';
import { panelCat } from '../../i18n/panel.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { describeEvents, namer } from '../present.js';

/** Events worth their own line even inside a summarised turn. */
const VERBATIM: ReadonlySet<GameEvent['type']> = new Set([
  'playerEliminated',
  'gameOver',
  'hqCaptured',
  'hqsRevealed',
  'timeLimitReached',
  'sdadataRolled',
  'playerAbandoned',
  'cardsTraded',
  'placementConfirmed',
  'placementsRevealed',
  'missionClaimed',
  'missionRevealed',
  'leadersCaptured', // NA-GEN-3
  'fleetRemoved',
  // NC-* (napoleon-campaign): sides, allies won or lost, annexations, the final scoring
  'campaignSides',
  'campaignAllyLost',
  'campaignAllyBought',
  'campaignAllyRolled',
  'campaignAnnexed',
  'campaignFinalScoring',
]); // NM-3: a claim is always announced

const COUNTED: ReadonlySet<GameEvent['type']> = new Set([
  'armiesPlaced',
  'territoryClaimed',
  'battleResolved',
  'territoryConquered',
  'armiesMoved',
  'turnEnded',
  'independentInfluenced',
  'allyReinforced',
  'allyStatusRolled',
  // napoleon-advanced (NA-*)
  'unitsBuilt',
  'seaBattleRolled',
  'territoryOccupied',
  'manoeuvred',
  'pointsScored',
]);

interface Turn {
  p: number;
  round: number;
  placed: number;
  attacks: number;
  took: string[];
  moved: number;
  gave: string[];
  allyDice: string[];
  became: string[];
  /** NA-CONV, NA-NAV, NA-WIN: units built by kind, naval rolls, victory points. */
  built: Map<string, number>;
  naval: number;
  vp: number;
  /** FOG-4: something happened out of the channel's sight. */
  fogged: boolean;
}
const fresh = (p: number, round: number): Turn => ({
  p,
  round,
  placed: 0,
  attacks: 0,
  took: [],
  moved: 0,
  gave: [],
  allyDice: [],
  became: [],
  built: new Map(),
  naval: 0,
  vp: 0,
  fogged: false,
});

export function summariseTurns(
  r: MapRecord,
  steps: Step[],
  locale: Locale,
  start: { player: number; round: number },
): string[] {
  const pc = panelCat(locale).ai;
  const dm = duelMessages[locale].ai;
  const ap = advancedPanel(locale);
  const n = namer(r, locale);
  const lines: string[] = [];
  let cur: Turn | null = null;
  let notes: string[] = [];
  const flush = (final = false) => {
    const after = notes;
    notes = [];
    // The turn still under way at the end (just started, nothing done yet) is not "passed".
    if (
      cur &&
      final &&
      !cur.placed &&
      !cur.attacks &&
      !cur.took.length &&
      !cur.moved &&
      !cur.gave.length &&
      !cur.allyDice.length &&
      !cur.became.length &&
      !cur.built.size &&
      !cur.naval &&
      !cur.vp &&
      !cur.fogged
    )
      cur = null;
    if (!cur) {
      lines.push(...after);
      return;
    }
    const parts: string[] = [];
    if (cur.gave.length) parts.push(dm.gave(cur.gave.join(', ')));
    parts.push(...cur.allyDice);
    if (cur.vp) parts.push(ap.ai.vp(cur.vp));
    if (cur.built.size) parts.push(ap.ai.built([...cur.built].map(([u, k]) => `${k}× ${u}`).join(', ')));
    if (cur.placed) parts.push(pc.placed(cur.placed));
    if (cur.naval) parts.push(ap.ai.naval(cur.naval));
    if (cur.attacks) parts.push(pc.attacks(cur.attacks));
    if (cur.took.length) parts.push(pc.took(cur.took.join(', ')));
    parts.push(...cur.became);
    if (cur.moved) parts.push(pc.moved(cur.moved));
    if (cur.fogged) parts.push(fogWords[locale].inFog);
    if (!parts.length) parts.push(pc.passed);
    lines.push(pc.turn(n.p(cur.p), cur.round, parts.join(', ')), ...after);
    cur = null;
  };
  for (const step of steps) {
    // FOG-4: under fog the channel's summary counts only what it sees
    const seen = r.state ? eventsInSight(r.state, eventsFor(step.events, null), null) : eventsFor(step.events, null);
    for (const e of seen) {
      if (e.type === 'fogged') {
        cur ??= fresh(step.actor < 0 ? start.player : step.actor, start.round);
        cur.fogged = true;
        continue;
      }
      if (e.type === 'turnStarted') {
        flush();
        cur = fresh(e.player, e.round);
        continue;
      }
      if (VERBATIM.has(e.type)) {
        notes.push(...describeEvents(r, [e], locale));
        continue;
      }
      if (!COUNTED.has(e.type)) continue;
      cur ??= fresh(step.actor < 0 ? start.player : step.actor, start.round);
      if (e.type === 'armiesPlaced') cur.placed += e.count;
      else if (e.type === 'territoryClaimed') cur.placed += 1;
      else if (e.type === 'battleResolved') cur.attacks++;
      else if (e.type === 'territoryConquered') cur.took.push(pc.from(n.t(e.to), n.p(e.previousOwner)));
      else if (e.type === 'armiesMoved' && e.reason === 'fortify') cur.moved += e.count;
      else if (e.type === 'manoeuvred' || e.type === 'territoryOccupied') cur.moved += e.count;
      else if (e.type === 'unitsBuilt') cur.built.set(ap.unit[e.unit], (cur.built.get(ap.unit[e.unit]) ?? 0) + e.count);
      else if (e.type === 'seaBattleRolled') cur.naval++;
      else if (e.type === 'pointsScored' && e.player === cur.p) cur.vp += e.points;
      else if (e.type === 'independentInfluenced')
        cur.gave.push(dm.gaveTo(n.p(e.independent), statusName(e.ally, n.p, locale)));
      else if (e.type === 'allyReinforced') cur.allyDice.push(dm.allyDie(n.p(e.independent), e.die));
      // A roll that leaves the status as it was changes nothing anyone must know.
      else if (e.type === 'allyStatusRolled' && e.changed)
        cur.became.push(dm.became(n.p(e.independent), statusName(e.ally, n.p, locale), e.die));
    }
  }
  flush(true);
  return lines;
}
