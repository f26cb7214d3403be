// The shared pieces of the panel's layout: territory menus, count menus, rows of buttons.
import type { MapRecord } from '../../games/map/record.js';
import { armiesOn, controller, type TerritoryId } from '../../../engine/index.js';
import { COLOUR_EMOJI, labelLocale, mapIdFor, territoryName, type Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import type { Select } from '../../surface.js';
import { buttonId } from '../ids.js';

/** Rows of at most `n` (Discord's five buttons a row, five rows a message). */
export function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Territory selects (25 options each, at most `maxMenus`), sorted by name. */
export function territorySelects(
  r: MapRecord,
  locale: Locale,
  verb: string,
  args: string[],
  placeholder: string,
  ids: TerritoryId[],
  describe?: (t: TerritoryId) => string | undefined,
  maxMenus = 2,
): Select[] {
  const s = r.state!;
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const opts = [...new Set(ids)]
    .map((t) => {
      const owner = s.players[controller(s, t)];
      const mark = owner ? `${COLOUR_EMOJI[owner.colour]} ` : '';
      // A free territory (claim setup) shows no "(0)": only armies standing there are counted.
      const armies = armiesOn(s, t);
      return {
        label: `${mark}${territoryName(mapId, t, tl)}${armies ? ` (${armies})` : ''}`.slice(0, 100),
        value: t,
        description: describe?.(t),
        sortKey: territoryName(mapId, t, tl),
      };
    })
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey, tl));
  const parts = chunk(opts, 25).slice(0, maxMenus);
  const pc = panelCat(locale);
  return parts.map((part, i) => ({
    id: buttonId(r, verb, ...args, i),
    placeholder: parts.length > 1 ? pc.select.part(placeholder, i + 1, parts.length) : placeholder,
    options: part.map(({ label, value, description }) =>
      description ? { label, value, description } : { label, value },
    ),
  }));
}

/** Up to 25 counts from min to max (evenly spread when there are more). */
export function countOptions(min: number, max: number): { label: string; value: string }[] {
  const n = max - min + 1;
  const xs =
    n <= 25
      ? Array.from({ length: n }, (_, i) => min + i)
      : Array.from({ length: 25 }, (_, i) => Math.round(min + (i * (max - min)) / 24));
  return [...new Set(xs)].map((x) => ({ label: String(x), value: String(x) }));
}

/** A territory's name in the panel's language (the map's own names where the ruleset has them). */
export const territoryNamer = (r: MapRecord, locale: Locale) => (t: TerritoryId) =>
  territoryName(mapIdFor(r.ruleset), t, labelLocale(r.ruleset, locale));
