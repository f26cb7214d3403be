// The Europe 1811 board's labels in every language (issue 30): the empire names, the sea zones'
// and routes' names and the fleet chips as the renderer places them overlap nothing — not each
// other, not an army badge, not a capital — and stay on the map, at the default width (a phone
// shows that image scaled down). The art's placements (scripts/build-europe-geometry.ts) are made for the
// widest name in any registered language; a language added without regenerating them fails here.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/engine/locales.js';
import { getMap } from '../../src/engine/maps.js';
import { DEFAULT_WIDTH, layoutFor } from '../../src/render/board.js';
import { continentLabels } from '../../src/render/continent-labels.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { europeSamples } from '../../src/render/samples.js';
import { clashes, mapMarks } from './map-labels.js';

const map = getMap('europe-1811');
const g = loadGeometry('europe-1811');
const view = europeSamples.advanced();

describe('Europe 1811 labels in every language', () => {
  for (const locale of LOCALES)
    it(`${locale}: no label covers another, a badge or a capital, and each is on the map`, () => {
      const L = layoutFor(g, view, DEFAULT_WIDTH);
      const marks = mapMarks(g, map, L, locale);
      expect(marks.labels.length).toBe(map.continents.length + 2 * map.seas.zones.length + map.seas.routes.length);
      expect(clashes(marks, L)).toEqual([]);
    });

  it('the German and Spanish empire names are their own short names, not the English ones', () => {
    const L = layoutFor(g, view, DEFAULT_WIDTH);
    const name = (locale: 'de' | 'es-ES', id: string) =>
      continentLabels(g, map, L, locale)[map.continents.findIndex((c) => c.id === id)].lines.join(' ');
    expect(name('de', 'prussia')).toBe('Preußen +2');
    expect(name('es-ES', 'rhine_confederation')).toBe('Conf. del Rin +2');
  });
});
