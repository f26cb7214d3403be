// The advanced game's events (napoleon-advanced, NA-*) as log lines: conversions, naval combat
// (a combat fought to the end is one line with all its rolls), epidemics, empty territories,
// captures, victory points and manoeuvres. All these events are public.
import type { MapRecord } from '../games/map/record.js';
import type { AdvancedContentEvent, AdvancedEvent, GameEvent } from '../../engine/index.js';
import { rollShort, rollShortWith } from '../../i18n/dice.js';
import type { Locale } from '../../i18n/names.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { seaZoneName } from '../../i18n/napoleon-advanced.js';
import { labelLocale, mapIdFor } from '../../i18n/names.js';
import { contentEventLine, isContentEvent } from './advanced-content.js';
import { namer } from './names.js';

type SeaRoll = Extract<GameEvent, { type: 'seaBattleRolled' }>;

// Every event of the advanced game's own (its declarations, src/engine/advanced-types.ts): a new
// one without its line here fails to compile.
const ADVANCED = {
  unitsBuilt: true,
  seaBattleRolled: true,
  zoneTaken: true,
  armiesRemoved: true,
  epidemicMoved: true,
  territoryOccupied: true,
  leadersCaptured: true,
  leadersReturned: true,
  fortDestroyed: true,
  pointsScored: true,
  manoeuvred: true,
  fleetRemoved: true,
} as const satisfies Record<AdvancedEvent['type'], true>;

/** Whether the event is one of the advanced game's (described here, missions and cards included). */
export const isAdvancedEvent = (e: GameEvent): e is AdvancedEvent | AdvancedContentEvent =>
  Object.hasOwn(ADVANCED, e.type) || isContentEvent(e);

/** Lines for the advanced events among `events` (others give none), in order. */
export function advancedEventLines(r: MapRecord, events: readonly GameEvent[], locale: Locale): string[] {
  const ap = advancedPanel(locale);
  const n = namer(r, locale);
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const place = (id: string) => {
    const z = seaZoneName(mapId, id, tl);
    return z !== id ? z : n.t(id);
  };
  const out: string[] = [];
  let sea: { first: SeaRoll; rolls: string[]; al: number; dl: number } | null = null;
  const flushSea = () => {
    if (!sea) return;
    const e = sea.first;
    out.push(
      ap.ev.seaBattle(n.p(e.attacker), n.p(e.defender), place(e.zone), `🎲 ${sea.rolls.join(' · ')}`, sea.al, sea.dl),
    );
    sea = null;
  };
  for (const e of events) {
    if (e.type === 'seaBattleRolled') {
      if (sea && (sea.first.zone !== e.zone || sea.first.attacker !== e.attacker)) flushSea();
      sea ??= { first: e, rolls: [], al: 0, dl: 0 };
      sea.rolls.push(
        e.dice
          ? rollShortWith(e.dice, e.attackerLost, e.defenderLost) // NA-NAV-4: what the admirals added
          : rollShort(e.attack, e.defence, e.attackerLost, e.defenderLost),
      );
      sea.al += e.attackerLost;
      sea.dl += e.defenderLost;
      continue;
    }
    flushSea();
    switch (e.type) {
      case 'unitsBuilt':
        out.push(ap.ev.built(n.p(e.player), ap.unit[e.unit], place(e.at), e.count, e.free));
        break;
      case 'zoneTaken':
        out.push(ap.ev.zoneTaken(n.p(e.player), place(e.from), place(e.to), e.ships));
        break;
      case 'armiesRemoved':
        out.push(
          e.cause === 'epidemic'
            ? ap.ev.epidemicKilled(n.p(e.player), n.t(e.territory), e.count)
            : ap.ev.epidemicCost(n.p(e.player), n.t(e.territory), e.count),
        );
        break;
      case 'epidemicMoved':
        out.push(ap.ev.epidemicMoved(n.t(e.from), n.t(e.to)));
        break;
      case 'territoryOccupied':
        out.push(ap.ev.occupied(n.p(e.player), e.count, n.t(e.from), n.t(e.to)));
        break;
      case 'leadersCaptured':
        out.push(ap.ev.captured(n.p(e.captor), e.count, ap.leader[e.unit](e.count), n.p(e.owner), place(e.at)));
        break;
      case 'leadersReturned':
        out.push(ap.ev.returned(n.p(e.player), e.count, ap.leader[e.unit](e.count), place(e.at)));
        break;
      case 'fortDestroyed':
        out.push(ap.ev.fortDestroyed(n.t(e.territory)));
        break;
      case 'pointsScored':
        out.push(ap.ev.points(n.p(e.player), e.points, ap.source[e.source]));
        break;
      case 'manoeuvred':
        if (e.followed) {
          out.push(
            ap.ev.followed(
              n.p(e.player),
              e.by === 'admiral' ? 'admiral' : 'general',
              e.leaders,
              place(e.from),
              place(e.to),
            ),
          );
          break;
        }
        out.push(ap.ev.manoeuvred(n.p(e.player), ap.by[e.by], e.count, e.leaders, place(e.from), place(e.to)));
        break;
      case 'fleetRemoved':
        out.push(ap.ev.fleetRemoved(n.p(e.player), e.ships));
        break;
      default: {
        const line = contentEventLine(r, e, locale); // NA-MIS, NA-CRD
        if (line) out.push(line);
      }
    }
  }
  flushSea();
  return out;
}
