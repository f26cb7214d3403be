// What the page receives: a game's public view as plain data (who holds what, with how many
// units of whom, the players' band, the round and this turn's log) and, on a seat's own link
// only, that seat's secrets and legal moves. Everything public comes from viewFor(state, null)
// and the redacted events, so no secret can reach a public payload; the private part is built
// for one seat from viewFor(state, seat) and the same presenters the DMs use.
import type { GameRecord } from '../app/record.js';
import type { MapRecord } from '../discord/games/map/record.js';
import { pageOf } from '../discord/games/registry.js';
import { describeEvents, goalOverlay, secretsText } from '../discord/present.js';
import { getMap, legalActions, viewFor, waitingFor, type Action, type GameEvent } from '../engine/index.js';
import { cat, phaseName } from '../i18n/catalogue.js';
import { continentName, labelLocale, mapIdFor, territoryName, type Locale } from '../i18n/names.js';
import type { ExpressPayload } from './express-payload.js';
import { pageLabels, webWords, type PageLabels } from './words.js';
import { publicLayers, type PublicLayers } from './layers.js';
import { layerLabels, type LayerLabels } from './layer-words.js';
import { isRulesetId } from '../rules/registry.js';
import { rulesetTitle } from '../i18n/rules.js';

export interface PlayerEntry {
  id: number;
  name: string;
  colour: string;
  kind: string;
  status: string;
  reserve: number;
  cards: number;
  territories: number;
  armies: number;
  /** Revealed headquarters (capitals), else null. */
  hq: string | null;
  team?: number;
  /** Duel independents: the seat it is allied with, -1 neutral. */
  ally?: number;
}

export interface TerritoryEntry {
  name: string;
  continent: string;
  owner: number | null;
  /** Units per player id (several under team play and with the duel's allies). */
  units: Record<number, number>;
}

export interface SeatPart {
  seat: number;
  labels: PageLabels;
  /** The seat's secrets in words (mission, objective, ranked missions, hidden HQ, hand, sets). */
  lines: string[];
  /** Territories the goal is about (drawn outlined), and the hidden HQ. */
  highlight: string[];
  hq: string | null;
  /** When the game waits for this seat: what it can do, by territory. */
  legal: Record<string, string[]>;
}

export interface MapPayload {
  kind: 'map';
  gameId: string;
  seq: number;
  status: string;
  locale: Locale;
  ruleset: string;
  art: string;
  labels: PageLabels;
  title: string;
  round: number;
  turnNumber: number;
  phase: string;
  current: number | null;
  players: PlayerEntry[];
  territories: Record<string, TerritoryEntry>;
  continents: { id: string; name: string; bonus: number }[];
  log: string[];
  /** What the ruleset shows beyond owners and armies (seas, pieces, VP, the campaign, the legend). */
  layers: PublicLayers | null;
  /** The layers' words (plain strings; the page's). */
  words: LayerLabels;
  me?: SeatPart;
}

export type Payload = MapPayload | ExpressPayload;

/** Discord markdown off: bold marks and escapes make no sense on a web page (text is set as text there). */
export function plain(line: string): string {
  return line.replace(/\*\*|__|~~/g, '').replace(/\\([\\*_~`|>[\]()#-])/g, '$1');
}

/** The public events of the turn in progress: from its last turnStarted to now. */
export function currentTurnEvents(entries: readonly { events: unknown[] }[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const evs = entries[i].events as GameEvent[];
    const k = evs.findLastIndex((e) => e.type === 'turnStarted');
    if (k >= 0) {
      out.unshift(...evs.slice(k));
      return out;
    }
    out.unshift(...evs);
  }
  return out;
}

/**
 * What the page draws of a game family, part of the family object (src/discord/games/family.ts):
 * its records `R` and events `E` are the family's own.
 */
export interface FamilyPage<R, E> {
  /** The public payload; `viewer`: the seat whose sight the board shows (FOG-2), null for the public. */
  payload(r: R, turnEvents: E[], viewer: number | null): Payload;
  /** The public payload with one seat's own part (secrets, legal moves); absent: nothing is secret. */
  seat?(r: R, pub: Payload, seat: number): Payload;
}

/**
 * The payload everyone with the game's public link gets; null for a family the page does not
 * draw. `viewer`: the seat whose eyes the board is seen with (FOG-2: under fog of war My map
 * shows that seat's own sight; without fog every view of the board is the same).
 */
export function publicPayload(
  record: GameRecord,
  turnEvents: GameEvent[],
  viewer: number | null = null,
): Payload | null {
  return pageOf(record)?.payload(record, turnEvents, viewer) ?? null;
}

function mapPayload(r: MapRecord, turnEvents: GameEvent[], viewer: number | null): MapPayload {
  const locale = r.locale;
  const s = r.state;
  const c = cat(locale);
  const mapId = s?.map ?? mapIdFor(r.ruleset);
  const map = getMap(mapId);
  const tl = labelLocale(r.ruleset, locale);
  const base = {
    kind: 'map' as const,
    gameId: r.gameId,
    seq: r.logSeq ?? 0,
    status: r.status,
    locale,
    ruleset: r.ruleset,
    art: mapId.startsWith('world') ? 'world' : mapId,
    labels: pageLabels(locale),
    title: isRulesetId(r.ruleset) ? rulesetTitle(r.ruleset, locale) : r.ruleset,
    words: layerLabels(locale),
    continents: map.continents.map((x) => ({ id: x.id, name: continentName(mapId, x.id, tl), bonus: x.bonus })),
  };
  const continentOf: Record<string, string> = {};
  for (const x of map.continents) for (const t of x.territories) continentOf[t] = continentName(mapId, x.id, tl);
  if (!s) {
    return {
      ...base,
      round: 0,
      turnNumber: 0,
      phase: '',
      current: null,
      players: r.seats.map((seat, i) => ({
        ...{ id: i, name: seat.name, colour: 'neutral', kind: seat.kind, status: 'active' },
        ...{ reserve: 0, cards: 0, territories: 0, armies: 0, hq: null },
      })),
      territories: Object.fromEntries(
        map.territoryIds.map((t) => [
          t,
          { name: territoryName(mapId, t, tl), continent: continentOf[t] ?? '', owner: null, units: {} },
        ]),
      ),
      log: [],
      layers: null,
    };
  }
  const v = viewFor(s, viewer);
  const territories: Record<string, TerritoryEntry> = {};
  for (const t of map.territoryIds) {
    territories[t] = {
      name: territoryName(mapId, t, tl),
      continent: continentOf[t] ?? '',
      owner: v.territories[t]?.owner ?? null,
      units: Object.fromEntries(Object.entries(v.units[t] ?? {}).filter(([, n]) => n > 0)),
    };
  }
  const players: PlayerEntry[] = v.players.map((p) => ({
    id: p.id,
    name: p.name,
    colour: p.colour,
    kind: p.kind,
    status: p.status,
    reserve: p.reserve,
    cards: p.cards,
    territories: p.territories,
    armies: p.armies,
    hq: p.hq,
    ...(v.teams ? { team: v.teams[p.id] } : {}),
    ...(v.duel && p.id in v.duel.status ? { ally: v.duel.status[p.id] } : {}),
  }));
  return {
    ...base,
    round: v.round,
    turnNumber: v.turnNumber,
    phase: phaseName(c, v.phase.kind),
    current: v.currentPlayer,
    players,
    territories,
    log: describeEvents(r, turnEvents, locale).map(plain),
    layers: publicLayers(v, map, locale, tl),
  };
}

/** A mission line's words, without the mark or box before them ("▫️", "✅", "[ ]", "[x]"). */
const missionWords = (line: string): string => line.replace(/^(\[[ x]\]|✅|▫️)\s*/u, '');

/** The public payload with one seat's own part, in that seat's language. */
export function seatPayload(record: GameRecord, turnEvents: GameEvent[], seat: number): Payload | null {
  const page = pageOf(record);
  const pub = page?.payload(record, turnEvents, seat) ?? null;
  return pub && page?.seat ? page.seat(record, pub, seat) : pub;
}

/** The map game's page: its public payload and a seat's own part. */
export const mapPage: FamilyPage<MapRecord, GameEvent> = {
  payload: (r, turnEvents, viewer) => mapPayload(r, turnEvents, viewer),
  seat: (r, pub, seat) => (pub.kind === 'map' ? mapSeatPayload(r, pub, seat) : pub),
};

/** The map's public payload with one seat's own part, in that seat's language. */
function mapSeatPayload(r: MapRecord, pub: MapPayload, seat: number): MapPayload {
  const s = r.state;
  const locale: Locale = r.seats[seat]?.locale ?? r.locale;
  const labels = pageLabels(locale);
  if (!s || !s.players[seat]) return { ...pub, me: { seat, labels, lines: [], highlight: [], hq: null, legal: {} } };
  const goal = goalOverlay(r, seat, locale);
  const lines = secretsText(r, seat, locale).split('\n').map(plain);
  // The goal's title repeats the mission or objective already in the secrets; its progress does not.
  if (goal?.title && !lines.some((l) => l.includes(plain(goal.title)))) lines.push(plain(goal.title));
  // A goal line for a mission the secrets list already (ticked "[ ]" there, "▫️" here) adds only
  // its progress to that line; another is a line of its own.
  for (const l of goal?.lines ?? []) {
    const [core, ...more] = missionWords(plain(l)).split(' — ');
    const at = lines.findIndex((x) => missionWords(x) === core);
    if (at < 0) {
      if (!lines.includes(plain(l))) lines.push(plain(l));
    } else if (more.length) lines[at] = `${lines[at]} — ${more.join(' — ')}`;
  }
  return {
    ...pub,
    me: {
      seat,
      labels,
      lines,
      highlight: goal?.highlight ?? [],
      hq: viewFor(s, seat).secrets?.hq ?? null,
      legal: waitingFor(s).includes(seat) ? legalByTerritory(r, seat, locale) : {},
    },
  };
}

/** The seat's legal actions, grouped by the territory they start from, in words. */
function legalByTerritory(r: MapRecord, seat: number, locale: Locale): Record<string, string[]> {
  const s = r.state!;
  const w = webWords(locale);
  const tl = labelLocale(r.ruleset, locale);
  const name = (t: string) => territoryName(s.map, t, tl);
  const out: Record<string, string[]> = {};
  const add = (t: string, line: string) => {
    const list = (out[t] ??= []);
    if (!list.includes(line)) list.push(line);
  };
  const best = new Map<string, number>();
  const acts: Action[] = legalActions(s, seat);
  for (const a of acts) {
    if (a.type === 'attack' || a.type === 'fortify' || a.type === 'place') {
      const key = a.type === 'place' ? `place|${a.territory}` : `${a.type}|${a.from}|${a.to}`;
      const n = a.type === 'attack' ? a.dice : a.count;
      best.set(key, Math.max(best.get(key) ?? 0, n));
    } else if (a.type === 'blitz') add(a.from, w.blitz(name(a.to)));
    else if (a.type === 'claim') add(a.territory, w.claim);
    else if (a.type === 'chooseHQ') add(a.territory, w.hq);
  }
  for (const [key, n] of best) {
    const [type, from, to] = key.split('|');
    if (type === 'place') add(from, w.place(n));
    else add(from, type === 'attack' ? w.attack(name(to), n) : w.fortify(name(to), n));
  }
  return out;
}
