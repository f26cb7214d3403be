// Places of the advanced game's menus: a territory or a sea zone, named in the panel's
// language, with its owner's colour (a zone's controller) and what stands there.
import type { MapRecord } from '../../games/map/record.js';
import { getMap, viewFor, type GameState, type PlayerId } from '../../../engine/index.js';
import { seaZoneName } from '../../../i18n/napoleon-advanced.js';
import { COLOUR_EMOJI, labelLocale, mapIdFor, type Locale } from '../../../i18n/names.js';
import type { Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { chunk, territoryNamer } from './menus.js';

export type PlaceNamer = (id: string) => string;

export const isZone = (s: GameState, id: string): boolean => getMap(s.map).seas.zones.some((z) => z.id === id);

/** A territory's or a sea zone's name in the panel's language. */
export function placeNamer(r: MapRecord, locale: Locale): PlaceNamer {
  const t = territoryNamer(r, locale);
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const s = r.state!;
  return (id) => (isZone(s, id) ? seaZoneName(mapId, id, tl) : t(id));
}

/** Ships per player in a zone (the public view's forces). */
export function shipsIn(s: GameState, zone: string): Record<PlayerId, number> {
  return viewFor(s, null).forces?.sea[zone]?.ships ?? {};
}

/** `p`'s ships in `zone`, and everyone else's together. */
export function fleetCounts(s: GameState, zone: string, p: PlayerId): { mine: number; theirs: number } {
  const ships = shipsIn(s, zone);
  let theirs = 0;
  for (const [q, n] of Object.entries(ships)) if (Number(q) !== p) theirs += n;
  return { mine: ships[p] ?? 0, theirs };
}

/** Places' labels: the controller's colour, the name, and its armies or ships (one view for all). */
export function placeLabeler(s: GameState, name: PlaceNamer): (id: string) => string {
  const v = viewFor(s, null);
  return (id) => placeLabel(s, v, id, name);
}

function placeLabel(s: GameState, v: ReturnType<typeof viewFor>, id: string, name: PlaceNamer): string {
  const zone = v.forces?.sea[id];
  if (zone) {
    const owner = s.players[zone.controller];
    const ships = Object.values(zone.ships).reduce((a, n) => a + n, 0);
    return `${owner ? `${COLOUR_EMOJI[owner.colour]} ` : ''}${name(id)}${ships ? ` (⛵${ships})` : ''}`;
  }
  const terr = v.territories[id];
  const owner = terr ? s.players[terr.owner] : undefined;
  return `${owner ? `${COLOUR_EMOJI[owner.colour]} ` : ''}${name(id)}${terr?.armies ? ` (${terr.armies})` : ''}`;
}

export interface PlaceOption {
  label: string;
  value: string;
  description?: string;
}

/** Menus of options (25 each, at most `maxMenus`), sorted by label unless `sorted` is false. */
export function optionSelects(
  r: MapRecord,
  verb: string,
  args: (string | number)[],
  placeholder: string,
  options: PlaceOption[],
  part: (placeholder: string, i: number, n: number) => string,
  maxMenus = 2,
): Select[] {
  const parts = chunk(options, 25).slice(0, maxMenus);
  return parts.map((opts, i) => ({
    id: buttonId(r, verb, ...args, i),
    placeholder: parts.length > 1 ? part(placeholder, i + 1, parts.length) : placeholder,
    options: opts.map((o) =>
      o.description
        ? { label: o.label.slice(0, 100), value: o.value, description: o.description.slice(0, 100) }
        : { label: o.label.slice(0, 100), value: o.value },
    ),
  }));
}
