// Territory, continent, colour, mission and objective names in each locale, and the fuzzy
// matcher that turns what a person typed ("kamtchatka", "Amérique du Sud", "ala") into ids.
import Fuse from 'fuse.js';
import { getMap, missionById, objectiveByNumber, type GameMap } from '../engine/index.js';
import type { ColourId, Locale, RulesetId, TerritoryId } from '../engine/types.js';
import { LOCALES } from '../engine/locales.js';
import { labelLocaleOf, mapIdOf } from '../rules/registry.js';

export type { Locale };
export { LOCALES };

export function isLocale(s: string): s is Locale {
  return (LOCALES as readonly string[]).includes(s);
}

/**
 * Discord locales ('en-US', 'fr', 'de', 'es-ES', 'es-419', …) to ours: the same language
 * whatever the region (Latin-American Spanish reads the Spanish catalogue); anything else is English.
 */
export function toLocale(discordLocale: string | null | undefined): Locale {
  const lang = (discordLocale ?? '').toLowerCase().split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === lang) ?? 'en';
}

/** Each language in its own words (the /risk new language choices, the lobby). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  'es-ES': 'Español',
};

/** RisiKo! shows Italian territory labels by default (R-MAP-1); other rulesets follow the reader. */
export function labelLocale(ruleset: RulesetId | null, locale: Locale): Locale {
  return labelLocaleOf(ruleset, locale);
}

export function mapIdFor(ruleset: RulesetId): string {
  return mapIdOf(ruleset);
}

export function territoryName(mapId: string, id: TerritoryId, locale: Locale): string {
  // User text can reach here: own keys only, so '__proto__' is just an unknown name.
  const byId = getMap(mapId).byId;
  return Object.hasOwn(byId, id) ? (byId[id].name[locale] ?? id) : id;
}

export function continentName(mapId: string, id: string, locale: Locale): string {
  return getMap(mapId).continents.find((c) => c.id === id)?.name[locale] ?? id;
}

const COLOURS: Record<ColourId, Record<Locale, string>> = {
  yellow: { en: 'yellow', fr: 'jaune', it: 'giallo', de: 'gelb', 'es-ES': 'amarillo' },
  red: { en: 'red', fr: 'rouge', it: 'rosso', de: 'rot', 'es-ES': 'rojo' },
  blue: { en: 'blue', fr: 'bleu', it: 'blu', de: 'blau', 'es-ES': 'azul' },
  black: { en: 'black', fr: 'noir', it: 'nero', de: 'schwarz', 'es-ES': 'negro' },
  violet: { en: 'violet', fr: 'violet', it: 'viola', de: 'violett', 'es-ES': 'violeta' },
  green: { en: 'green', fr: 'vert', it: 'verde', de: 'grün', 'es-ES': 'verde' },
  neutral: { en: 'neutral', fr: 'neutre', it: 'neutrale', de: 'neutral', 'es-ES': 'neutral' },
};
export const COLOUR_EMOJI: Record<ColourId, string> = {
  yellow: '🟨',
  red: '🟥',
  blue: '🟦',
  black: '⬛',
  violet: '🟪',
  green: '🟩',
  neutral: '⬜',
};
export function colourName(c: ColourId, locale: Locale): string {
  return COLOURS[c][locale];
}

/** Italian colour adjectives agreeing with "le armate" (feminine plural; blu and viola do not change). */
const IT_FEMININE_PLURAL: Record<ColourId, string> = {
  yellow: 'gialle',
  red: 'rosse',
  blue: 'blu',
  black: 'nere',
  violet: 'viola',
  green: 'verdi',
  neutral: 'neutrali',
};

/** German colour words as the object of "vernichte die … Armeen" (weak declension after "die"). */
const DE_ARMIES: Record<ColourId, string> = {
  yellow: 'gelben',
  red: 'roten',
  blue: 'blauen',
  black: 'schwarzen',
  violet: 'violetten',
  green: 'grünen',
  neutral: 'neutralen',
};

/** Spanish colour adjectives agreeing with "los ejércitos" (masculine plural). */
const ES_ARMIES: Record<ColourId, string> = {
  yellow: 'amarillos',
  red: 'rojos',
  blue: 'azules',
  black: 'negros',
  violet: 'violetas',
  green: 'verdes',
  neutral: 'neutrales',
};

/** The mission card's text: English and French as printed (data), the others built from its terms. */
export function missionText(id: number, locale: Locale, mapId = 'world'): string {
  const m = missionById(id);
  if (locale === 'en' || locale === 'fr') return m.text[locale];
  if (locale === 'de')
    switch (m.type) {
      case 'continents':
        return `Erobere ${m.continents.map((c) => continentName(mapId, c, 'de')).join(' und ')} vollständig${m.anyThird ? ' sowie einen dritten Kontinent deiner Wahl' : ''}.`;
      case 'territories':
        return `Erobere ${m.count} Gebiete${m.minArmies > 1 ? ` und besetze jedes mit mindestens ${m.minArmies} Armeen` : ''}.`;
      case 'destroy':
        return `Vernichte alle ${DE_ARMIES[m.colour]} Armeen; sind es deine eigenen oder schaltet sie ein anderer Spieler aus, erobere 24 Gebiete.`;
    }
  if (locale === 'es-ES')
    switch (m.type) {
      case 'continents':
        return `Conquista por completo ${m.continents.map((c) => continentName(mapId, c, 'es-ES')).join(' y ')}${m.anyThird ? ' y un tercer continente a tu elección' : ''}.`;
      case 'territories':
        return `Conquista ${m.count} territorios${m.minArmies > 1 ? ` y ocupa cada uno con al menos ${m.minArmies} ejércitos` : ''}.`;
      case 'destroy':
        return `Destruye por completo los ejércitos ${ES_ARMIES[m.colour]}; si son los tuyos o los elimina otro jugador, conquista 24 territorios.`;
    }
  switch (m.type) {
    case 'continents':
      return `Conquista per intero ${m.continents.map((c) => continentName(mapId, c, 'it')).join(' e ')}${m.anyThird ? ' più un terzo continente a tua scelta' : ''}.`;
    case 'territories':
      return `Conquista ${m.count} territori${m.minArmies > 1 ? ` e occupa ciascuno con almeno ${m.minArmies} armate` : ''}.`;
    case 'destroy':
      return `Distruggi completamente le armate ${IT_FEMININE_PLURAL[m.colour]}; se sono le tue o le elimina un altro giocatore, conquista 24 territori.`;
  }
}

export function objectiveText(n: number, locale: Locale, mapId = 'world-risiko'): string {
  const o = objectiveByNumber(n);
  const names = o.territories.map((t) => territoryName(mapId, t, labelLocale('risiko', locale))).join(', ');
  const head = { en: 'Objective', fr: 'Objectif', it: 'Obiettivo', de: 'Ziel', 'es-ES': 'Objetivo' }[locale];
  return `${head} ${o.number} «${o.name}»: ${names}.`;
}

// ---- fuzzy territory matching ----

/** Lowercase, accents stripped, anything but letters and digits dropped. */
export function normalise(s: string): string {
  return s
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

interface Entry {
  id: TerritoryId;
  key: string;
}
const indexes = new Map<string, { entries: Entry[]; fuse: Fuse<Entry> }>();

function indexFor(map: GameMap) {
  let idx = indexes.get(map.id);
  if (!idx) {
    const entries: Entry[] = [];
    for (const t of map.territories) {
      const keys = new Set([normalise(t.id), ...LOCALES.map((l) => normalise(t.name[l]))]);
      for (const key of keys) entries.push({ id: t.id, key });
    }
    idx = {
      entries,
      fuse: new Fuse(entries, { keys: ['key'], includeScore: true, threshold: 0.4, ignoreLocation: true }),
    };
    indexes.set(map.id, idx);
  }
  return idx;
}

/**
 * Territory ids that match `typed`, best first: exact name or id, then prefixes, then
 * substrings, then typos (fuse.js). Restrict to `among` when given (keeps its order for ties).
 */
/** Longest text looked up as a territory name (Discord's own option limit). */
export const MAX_TYPED = 100;

export function matchTerritories(mapId: string, typed: string, among?: readonly TerritoryId[]): TerritoryId[] {
  if (typed.length > MAX_TYPED) return [];
  const map = getMap(mapId);
  const q = normalise(typed);
  const { entries, fuse } = indexFor(map);
  const allowed = among ? new Set(among) : null;
  const ok = (id: TerritoryId) => !allowed || allowed.has(id);
  if (!q) return among ? [...among] : [...map.territoryIds];
  const out: TerritoryId[] = [];
  const add = (id: TerritoryId) => {
    if (ok(id) && !out.includes(id)) out.push(id);
  };
  for (const e of entries) if (e.key === q) add(e.id);
  for (const e of entries) if (e.key.startsWith(q)) add(e.id);
  for (const e of entries) if (e.key.includes(q)) add(e.id);
  // Typos only between names of about the same length and first letter: "alsaka" is Alaska,
  // "narnia" is neither Scandinavia nor Spanish "Ucrania" (with five languages' names, some
  // name of about any length is a few edits away).
  const near = (key: string) =>
    key[0] === q[0] && Math.abs(key.length - q.length) <= Math.max(2, Math.floor(q.length / 3));
  if (q.length >= 3) for (const r of fuse.search(q)) if (near(r.item.key)) add(r.item.id);
  return out;
}

/** The one territory `typed` means, or null with suggestions. */
export function resolveTerritory(
  mapId: string,
  typed: string,
): { id: TerritoryId } | { id: null; suggestions: TerritoryId[] } {
  // Bounded work: no territory name is this long (Discord caps options at 100 characters).
  if (typed.length > MAX_TYPED) return { id: null, suggestions: [] };
  const map = getMap(mapId);
  if (Object.hasOwn(map.byId, typed)) return { id: typed };
  const q = normalise(typed);
  const exact = indexFor(map).entries.filter((e) => e.key === q);
  if (exact.length) return { id: exact[0].id };
  const found = matchTerritories(mapId, typed);
  const prefix = indexFor(map).entries.filter((e) => q.length > 0 && e.key.startsWith(q));
  const prefixIds = [...new Set(prefix.map((e) => e.id))];
  if (prefixIds.length === 1) return { id: prefixIds[0] };
  if (prefixIds.length === 0 && found.length >= 1 && q.length >= 4) {
    const best = indexFor(map).fuse.search(q)[0];
    if (best && (best.score ?? 1) < 0.25) return { id: best.item.id };
  }
  return { id: null, suggestions: found.slice(0, 5) };
}

/** Longest player name echoed in a message (Discord's own display names stop at 32). */
export const MAX_NAME = 32;

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) and zero-width characters:
 * in a name they reverse or hide the text around it (a right-to-left override garbles the
 * rest of a standings line). A zero-width joiner between two pictographs stays (it makes one
 * emoji of them).
 */
const INVISIBLE =
  /[\u061c\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** `text` without bidirectional controls and zero-width characters (public text; a name is stored as typed). */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A player name (or any user text) as it may appear in a message: one line, at most `max`
 * characters, no bidirectional control or zero-width character, and every character Discord
 * reads as markdown escaped — no masked link, bold, heading, quote, spoiler, code or mention
 * can come out of a name. Plain "scheme://" is broken too, so a name is never a link.
 */
export function safeText(text: string, max = MAX_NAME): string {
  const line =
    withoutInvisibles(text)
      .replace(/[\r\n\t]+/g, ' ')
      .trim() || '?';
  const cut = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return cut.replace(/[\\*_~`|>#[\]()<]/g, (ch) => `\\${ch}`).replace(/:\/\//g, ':\\/\\/');
}
