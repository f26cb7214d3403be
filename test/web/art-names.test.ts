// The live map's art names the sea zones in the game's language (issue 30): the page draws the
// zone names from the art it is served (/assets/europe-1811.json), which takes them from the
// map's names data, so a German or Spanish game reads its own "Nordsee" / "Mar del Norte".
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/engine/locales.js';
import { getMap } from '../../src/engine/maps.js';
import type { MapGeometry } from '../../src/render/geometry.js';
import { pageArt } from '../../src/web/assets.js';

describe("the live map's art", () => {
  it('names every Europe 1811 sea zone in every registered language, from the names data', () => {
    const art = JSON.parse(pageArt('europe-1811')) as MapGeometry;
    const zones = getMap('europe-1811').seas.zones;
    expect(Object.keys(art.seaZones!).sort()).toEqual(zones.map((z) => z.id).sort());
    for (const z of zones) for (const l of LOCALES) expect(art.seaZones![z.id].name[l], `${z.id} ${l}`).toBe(z.name[l]);
    expect(art.seaZones!.mer_du_nord.name.de).toBe('Nordsee');
    expect(art.seaZones!.mer_du_nord.name['es-ES']).toBe('Mar del Norte');
    // What the page does not draw stays out.
    expect(Object.values(art.territories).some((t) => 'bbox' in t)).toBe(false);
  });

  it('leaves a board without sea zones (the world) without them', () => {
    const art = JSON.parse(pageArt('world')) as MapGeometry;
    expect(art.seaZones).toBeUndefined();
    expect(Object.keys(art.territories)).toHaveLength(42);
  });
});
