// Builds data/maps/europe-1811.geometry.json: the Napoléon board's art as data (territory
// shapes, badge, label and capital points, empire outlines, sea lines, sea zones, and the land
// around the board that is not in play). Original art: Natural Earth coastlines (public
// domain, via world-atlas) over Europe and North Africa, split into the 48 territories of
// 1811 by a Voronoi diagram of hand-placed seeds, clipped to the coast; the sea is split into
// the 8 sea zones the same way. The board layout is a reconstruction (docs/napoleon-board.md).
// Re-run after editing the seeds: npm run build-europe-geometry (DEBUG_PNG=file for a picture
// of the seeds).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoProjection } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import polygonClipping, { type MultiPolygon, type Ring as PcRing } from 'polygon-clipping';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import { DEFAULT_WIDTH, LABEL, wrapLabel } from '../src/render/board.js';
import { font, registerFonts } from '../src/render/fonts.js';
import { fontPxFor, type Layout } from '../src/render/layout.js';
import { landMarks } from '../src/render/land-forces.js';
import { fleetLayout } from '../src/render/sea-forces.js';
import { mapNames, type InlineNames } from '../src/engine/locale-data.js';
import { LOCALES, type Locale } from '../src/engine/locales.js';
import type { MapGeometry, Point, SeaLine } from '../src/render/geometry.js';
import {
  movedBadges,
  boundaryPixels,
  closestPair,
  collectRings,
  distanceField,
  rasterIds,
  ringArea,
  round1,
  simplify,
  spreadBadges,
  type Size,
} from './geometry-kit.js';

const require = createRequire(import.meta.url);
const WIDTH = 1600;
const SIMPLIFY = 0.6;
const MIN_ISLAND_AREA = 10;
/** The board's frame, in degrees. */
const WEST = -13.5,
  EAST = 47.5,
  SOUTH = 29,
  NORTH = 71.6;
const CENTRE_LON = 17,
  CENTRE_LAT = 48;

// A game board rather than an atlas: western and central Europe (where the French Empire
// alone has nine territories) widened, the Atlantic, Russia, the Sahara and the far north
// narrowed. [from, to, density]. Meridians converge gently northwards, like a conic map.
const LON_BANDS: [number, number, number][] = [
  [-30, -10, 0.7],
  [-10, 26, 1.55],
  [26, 60, 0.8],
];
const LAT_BANDS: [number, number, number][] = [
  [20, 36, 0.62],
  [36, 55.5, 1.1],
  [55.5, 62, 0.75],
  [62, 80, 0.55],
];
const CONVERGENCE = 0.55;

function band(bands: [number, number, number][]): (v: number) => number {
  const starts: number[] = [];
  let acc = 0;
  for (const [a, b, d] of bands) {
    starts.push(acc);
    acc += (b - a) * d;
  }
  return (v: number): number => {
    for (let i = 0; i < bands.length; i++) {
      const [a, b, d] = bands[i];
      if (v <= b || i === bands.length - 1) return starts[i] + (Math.max(v, i === 0 ? -Infinity : a) - a) * d;
    }
    return acc;
  };
}
const lonAt = band(LON_BANDS);
const latAt = band(LAT_BANDS);
const DEG = 180 / Math.PI;
const RAD = Math.PI / 180;
const conv = (lat: number): number => (Math.cos(lat * RAD) / Math.cos(CENTRE_LAT * RAD)) ** CONVERGENCE;
/** Unscaled board coordinates, y up. */
const raw = (lon: number, lat: number): Point => [
  (lonAt(lon) - lonAt(CENTRE_LON)) * conv(lat),
  latAt(lat) - latAt(CENTRE_LAT),
];

const left = raw(WEST, CENTRE_LAT)[0],
  right = raw(EAST, CENTRE_LAT)[0];
const SCALE = WIDTH / (right - left);
const top = raw(CENTRE_LON, NORTH)[1],
  bottom = raw(CENTRE_LON, SOUTH)[1];
const HEIGHT = Math.round((top - bottom) * SCALE);
const SIZE: Size = { width: WIDTH, height: HEIGHT };

const projection = geoProjection((lambda, phi) => {
  const [x, y] = raw(lambda * DEG, phi * DEG);
  return [x * SCALE, y * SCALE];
  // d3 puts the raw point of (0°, 0°) at `translate`.
})
  .scale(1)
  .translate([(raw(0, 0)[0] - left) * SCALE, (top - raw(0, 0)[1]) * SCALE])
  .clipExtent([
    [-40, -40],
    [WIDTH + 40, HEIGHT + 40],
  ])
  .precision(0.2);

function project(lon: number, lat: number): Point {
  const p = projection([lon, lat]);
  if (!p) throw new Error(`cannot project ${lon},${lat}`);
  return [p[0], p[1]];
}

// Seeds, [lon, lat]: each territory is the land nearest to its own seeds. Placed on either side
// of the 1811 borders the board follows (Pyrenees, Rhine, Alps, Niemen, Dniester, Danube…).
const SEEDS: Record<string, [number, number][]> = {
  england: [
    [-1.5, 52.6],
    [-3.6, 52.2],
    [-4.6, 50.5],
    [-1.7, 54.3],
    [0.5, 51.4],
    [-2.6, 51.1],
  ],
  scotland: [
    [-4.2, 56.8],
    [-4.7, 58.1],
    [-3.1, 55.9],
    [-6.5, 57.3],
    [-1.5, 60.3],
  ],
  ireland: [
    [-8, 53.3],
    [-7, 54.6],
    [-9, 52],
    [-6.3, 54.9],
  ],
  ile_de_france: [
    [2.3, 48.8],
    [1.9, 47.9],
    [1.4, 49.1],
    [2.8, 47.2],
  ],
  nord_picardie: [
    [2.8, 50.4],
    [1.9, 50.0],
    [3.6, 49.6],
    [1.3, 49.8],
  ],
  bretagne_normandie: [
    [-3, 48.1],
    [-0.8, 49.0],
    [-1.2, 47.7],
    [-4.2, 48.3],
    [0.6, 49.5],
  ],
  aquitaine: [
    [-0.6, 44.6],
    [0.6, 46.2],
    [1.7, 45.1],
    [-0.4, 43.4],
    [-1.3, 46.5],
    [2.5, 46.2],
  ],
  languedoc_provence: [
    [3.5, 43.8],
    [6.1, 43.8],
    [1.8, 43.3],
    [4.6, 44.5],
    [9.1, 42.2],
    [2.6, 42.6],
  ],
  bourgogne_lyonnais: [
    [4.8, 47.2],
    [4.7, 45.8],
    [6.2, 48.6],
    [5.2, 48.7],
    [7.2, 49.15],
    [7.4, 48.2],
    [6.1, 46.5],
  ],
  hollande_belgique: [
    [4.5, 50.8],
    [5.5, 52.2],
    [6.0, 50.3],
    [4.8, 51.6],
    [7.2, 50.25],
  ],
  piemont_savoie: [
    [7.7, 45.0],
    [6.5, 45.5],
    [8.6, 44.4],
    [7.2, 44.2],
    [9.6, 44.25],
  ],
  provinces_illyriennes: [
    [14.5, 46.0],
    [15.5, 45.1],
    [16.6, 43.8],
    [13.9, 45.4],
    [17.8, 42.9],
    [13.7, 46.7],
  ],
  confederation_helvetique: [
    [8.1, 46.9],
    [9.6, 46.7],
    [7.2, 46.6],
  ],
  wurtemberg_baviere: [
    [9.3, 48.7],
    [11.6, 48.4],
    [11.4, 47.2],
    [12.8, 47.2],
    [8.6, 48.0],
    [10.8, 49.6],
    [8.02, 49.15],
  ],
  westphalie_saxe: [
    [8.8, 51.6],
    [12.5, 51.2],
    [8.4, 52.8],
    [10.2, 53.1],
    [10.9, 52.1],
    [7.3, 51.4],
    [7.8, 53.4],
    [8.02, 50.25],
    [12.3, 53.8],
  ],
  pomeranie_brandebourg_silesie: [
    [13.5, 52.4],
    [15.2, 53.7],
    [17.0, 51.0],
    [14.0, 53.9],
    [18.0, 54.3],
    [15.3, 51.6],
    [18.6, 50.4],
  ],
  prusse: [
    [20.6, 54.5],
    [22.3, 54.3],
    [18.9, 53.6],
    [21.4, 55.3],
  ],
  varsovie: [
    [21, 52.2],
    [19.3, 51.6],
    [23.6, 51.3],
    [18.4, 52.6],
    [21.0, 51.2],
  ],
  pays_austro_boheme: [
    [14.5, 50.0],
    [16.3, 48.2],
    [15.3, 47.3],
    [16.8, 49.4],
    [13.4, 48.6],
    [18.7, 49.7],
  ],
  hongrie: [
    [19.1, 47.5],
    [17.7, 46.4],
    [20.8, 48.6],
    [21.0, 46.3],
    [19.4, 48.85],
    [19.5, 45.6],
    [21.9, 45.4],
  ],
  galicie: [
    [22.2, 49.8],
    [24.5, 49.5],
    [20.6, 49.8],
    [25.8, 48.3],
    [19.5, 50.0],
    [23.6, 50.3],
  ],
  transylvanie: [
    [24.6, 46.5],
    [23.0, 46.8],
    [25.5, 45.8],
    [22.66, 45.4],
  ],
  grande_russie: [
    [37.6, 55.7],
    [42.5, 55.0],
    [40.0, 52.5],
    [34.0, 56.0],
    [45.5, 52.0],
    [44, 57.5],
    [29.8, 57.2],
    [32.3, 56.6],
  ],
  russie_du_nord: [
    [40.5, 62.0],
    [34.5, 61.7],
    [45.5, 63.5],
    [29.8, 59.7],
    [40.5, 64.7],
    [36, 59.5],
    [32.5, 58.8],
  ],
  finlande: [
    [25.0, 61.5],
    [27.3, 63.3],
    [24.2, 64.3],
    [28.8, 62.0],
    [21.8, 61.2],
    [29.5, 64.8],
    [20.0, 60.2],
    [25.0, 60.6],
    [23.0, 60.2],
    [27.5, 60.7],
    [26.5, 60.45],
  ],
  provinces_baltes: [
    [25.4, 58.4],
    [24.4, 57.1],
    [22.7, 56.7],
    [26.5, 58.9],
    [22.5, 58.3],
    [21.6, 56.3],
    [27.0, 57.6],
  ],
  russie_occidentale: [
    [25.3, 54.7],
    [27.6, 53.9],
    [29.8, 55.1],
    [25.2, 53.0],
    [28.5, 52.5],
    [23.5, 55.4],
    [24.33, 51.3],
  ],
  petite_russie: [
    [31.0, 50.4],
    [34.4, 49.6],
    [28.2, 49.0],
    [32.3, 52.0],
    [36.5, 50.2],
    [24.33, 50.3],
    [26, 51],
  ],
  crimee_caucase: [
    [34.2, 45.0],
    [33.0, 47.2],
    [39.8, 45.0],
    [44.0, 43.6],
    [43.0, 42.0],
    [30.8, 46.6],
    [38.5, 47.8],
    [45.5, 46.5],
  ],
  bulgarie_grece_macedoine: [
    [25.0, 42.7],
    [22.4, 40.9],
    [22.2, 38.6],
    [26.8, 41.5],
    [27.5, 42.8],
    [24.9, 35.2],
    [22.2, 37.4],
    [28.5, 41.3],
    [21.4, 38.8],
    [20.6, 38.3],
    [26.4, 40.4],
  ],
  bosnie_serbie_albanie: [
    [17.9, 44.1],
    [20.6, 44.0],
    [20.0, 41.2],
    [20.9, 39.8],
    [19.4, 42.7],
    [21.9, 44.3],
  ],
  moldavie_valachie: [
    [25.9, 44.5],
    [27.5, 47.0],
    [28.9, 46.5],
    [22.66, 44.3],
    [27.8, 45.3],
    [24.0, 44.3],
  ],
  anatolie: [
    [32.5, 39.3],
    [36.5, 39.5],
    [29.3, 39.9],
    [41.0, 39.9],
    [28.2, 38.2],
    [32.5, 37.3],
    [37, 41.2],
    [33.3, 35.1],
    [29.7, 40.9],
    [27.5, 40.0],
    [28.6, 40.3],
    [26.6, 39.7],
  ],
  syrie: [
    [37.0, 34.0],
    [37.3, 36.2],
    [35.4, 31.9],
    [39.3, 35.3],
  ],
  egypte: [
    [31.2, 30.3],
    [29.0, 29.6],
    [26.0, 30.5],
    [33.8, 29.8],
    [25.5, 31.3],
  ],
  etats_barbaresques: [
    [13.2, 32.4],
    [9.8, 35.0],
    [3.0, 35.8],
    [20.8, 31.4],
    [16.5, 30.5],
    [6.0, 33.0],
    [0.5, 34.6],
    [22.5, 32.3],
    [-0.9, 35.4],
  ],
  maroc_fes: [
    [-6.0, 33.2],
    [-4.6, 34.6],
    [-8.2, 31.3],
    [-2.5, 33.6],
    [-5.2, 30.5],
    [-5.7, 35.4],
    [-6.4, 34.5],
    [-2.2, 34.8],
    [-5.4, 35.75],
  ],
  castille: [
    [-3.7, 40.4],
    [-4.6, 42.0],
    [-6.0, 43.2],
    [-2.2, 42.5],
    [-4.0, 39.1],
    [-8.0, 42.8],
    [-5.9, 40.9],
  ],
  andalousie: [
    [-5.0, 37.4],
    [-3.4, 37.3],
    [-6.5, 37.6],
    [-1.9, 37.3],
    [-5.6, 36.4],
  ],
  portugal: [
    [-8.0, 39.6],
    [-8.1, 41.3],
    [-8.0, 37.6],
    [-7.4, 40.6],
  ],
  catalogne_aragon: [
    [1.6, 41.8],
    [-0.9, 41.6],
    [-0.5, 39.5],
    [3.0, 39.6],
    [-0.2, 40.6],
    [-1.0, 38.3],
  ],
  royaume_italie: [
    [9.4, 45.5],
    [12.0, 45.6],
    [11.3, 44.5],
    [13.1, 43.5],
    [10.7, 46.2],
    [12.6, 46.0],
  ],
  toscane_etats_romains: [
    [11.2, 43.4],
    [12.6, 42.0],
    [10.3, 43.9],
    [13.2, 41.5],
    [13.5, 42.6],
  ],
  royaume_naples: [
    [15.0, 41.0],
    [16.4, 39.3],
    [14.2, 37.5],
    [16.9, 40.8],
    [14.6, 41.9],
  ],
  suede: [
    [15.0, 59.3],
    [14.2, 57.0],
    [15.6, 62.1],
    [18.1, 59.5],
    [13.4, 55.9],
    [18.5, 57.4],
    [17.3, 63.6],
    [12.2, 58.2],
    [15.0, 55.2],
  ],
  norvege: [
    [10.0, 60.2],
    [7.8, 61.5],
    [11.2, 63.4],
    [6.8, 59.0],
    [8.6, 58.6],
    [13.5, 65.5],
    [10.9, 59.4],
    [9.0, 58.3],
  ],
  laponie: [
    [20.3, 67.3],
    [24.5, 69.5],
    [17.5, 68.6],
    [26.3, 67.8],
    [19.6, 65.9],
    [28.5, 70.2],
    [22.5, 66.3],
  ],
  danemark: [
    [9.3, 56.2],
    [9.4, 55.0],
    [10.3, 54.3],
    [11.9, 55.5],
    [10.3, 55.3],
    [11.7, 54.8],
    [10.2, 57.3],
  ],
};

/** Land the board leaves out (drawn muted): [lon0, lat0, lon1, lat1] boxes. */
const OFF_BOARD: [number, number, number, number][] = [
  [-30, 62.5, -11, 72], // Iceland, the Faroes
  [-60, 60, -14.5, 85], // Greenland's east coast
  [30.9, 66.0, 70, 80], // the Kola peninsula and the Arctic coast east of it
  [44.2, 20, 70, 40.6], // Persia
  [40.3, 20, 70, 36.6], // Mesopotamia
  [37.8, 20, 70, 33.2], // the Syrian desert
  [35.2, 20, 70, 30.6], // Arabia
  [-4.9, 54.0, -4.2, 54.45], // the Isle of Man
  [7.8, 38.7, 10.2, 41.3], // Sardinia: the House of Savoy's refuge, not on the board
  [48.5, 40.6, 70, 50], // the Caspian's far shore
];

/** Straits narrower than a pixel at 1600 units, cut open so the land on either side does not touch: [lon, lat] polylines. */
const STRAITS: [number, number][][] = [
  [
    [28.95, 40.98],
    [29.06, 41.12],
    [29.13, 41.26],
  ], // the Bosphorus
  [
    [26.15, 40.03],
    [26.4, 40.2],
    [26.7, 40.43],
  ], // the Dardanelles
  [
    [12.62, 56.1],
    [12.68, 55.8],
    [12.8, 55.5],
    [12.95, 55.3],
  ], // the Øresund
  [
    [-6.1, 35.85],
    [-5.6, 35.97],
    [-5.2, 36.05],
    [-4.9, 36.1],
  ], // Gibraltar
  [
    [-6.1, 55.5],
    [-5.85, 55.2],
    [-5.5, 54.9],
  ], // the North Channel
];
const STRAIT_WIDTH = 3.5;

/** Sea-zone seeds, [lon, lat], and where each zone's name goes; null seeds are seas in no zone. */
const SEA_SEEDS: Record<string, [number, number][]> = {
  atlantique_nord: [
    [-9, 60],
    [-2, 63.5],
    [6, 67.5],
    [14, 70.8],
    [-11, 57.5],
    [-8, 57.3],
  ],
  atlantique_ouest: [
    [-12, 47],
    [-6, 45],
    [-12, 40],
    [-11, 35],
    [-8, 50],
    [-3, 50.2],
    [-11, 31],
    [0.3, 50.2],
    [-11, 52],
    [-7.5, 36.3],
  ],
  mer_du_nord: [
    [3, 55.5],
    [5, 57.5],
    [2.7, 52.2],
    [6.5, 54.2],
    [10.0, 58.4],
    [-0.5, 57.5],
  ],
  mer_baltique: [
    [18, 55.5],
    [20, 58],
    [21, 62],
    [23.5, 65],
    [25, 59.7],
    [12.0, 56.4],
    [13.5, 54.5],
  ],
  mediterranee_occidentale: [
    [5, 40],
    [0, 37.5],
    [7, 38.5],
    [9, 43.5],
    [11, 39.5],
    [-3.5, 36.2],
    [12, 41.3],
  ],
  mer_adriatique: [
    [15.5, 43],
    [13, 44.5],
    [18.5, 40.5],
    [17.5, 37.5],
    [18, 34.5],
    [14, 34],
    [19.4, 39.5],
  ],
  mediterranee_orientale: [
    [25, 37.5],
    [30, 34],
    [25, 33.5],
    [34.5, 33.8],
    [21.5, 33.2],
    [28, 36.1],
    [26.5, 40.2],
    [20.6, 36.8],
  ],
  mer_noire: [
    [34, 43.5],
    [30, 43.5],
    [38, 42.5],
    [36.5, 46],
  ],
  '': [
    [47.5, 42],
    [47, 38],
    [38, 66],
    [35, 69],
  ], // the Caspian, the White Sea and the Barents Sea
};
const SEA_LABELS: Record<string, [number, number]> = {
  atlantique_nord: [-6.5, 61.2],
  atlantique_ouest: [-10.8, 44.2],
  mer_du_nord: [4.1, 56.3],
  mer_baltique: [19.2, 56.3],
  mediterranee_occidentale: [5.0, 38.7],
  mer_adriatique: [17.2, 36.2],
  mediterranee_orientale: [27.5, 34.2],
  mer_noire: [34.2, 43.3],
};

/**
 * The sea routes' lanes (NA-BRD-2/3), [lon, lat]: a line on the water through the route's three
 * zones, and a hint for where its name goes.
 */
const ROUTE_LANES: Record<string, { lane: [number, number][]; label: [number, number] }> = {
  route_des_ameriques: {
    lane: [
      [-12.5, 42.5],
      [-8.5, 47],
      [-5.8, 49.2],
      [-1.5, 50.25],
      [2.2, 51.6],
      [3.8, 54.2],
      [7.5, 57.4],
      [10.8, 57.6],
      [12.1, 55.9],
      [15.2, 55.1],
      [19.2, 57.6],
    ],
    label: [-9.5, 48.5],
  },
  route_des_indes: {
    lane: [
      [-5.6, 36.0],
      [-1.5, 36.6],
      [4.0, 38.0],
      [8.8, 38.4],
      [11.6, 37.4],
      [15.2, 35.9],
      [19.5, 35.2],
      [24.5, 34.6],
      [29.0, 33.2],
      [32.3, 31.6],
    ],
    label: [13.0, 34.8],
  },
};

/** Empire labels (name and bonus), [lon, lat]: at sea beside the empire where there is room. */
const EMPIRE_LABELS: Record<string, [number, number]> = {
  united_kingdom: [-9.5, 56.2],
  french_empire: [0.5, 46.5],
  rhine_confederation: [10.5, 50.5],
  prussia: [17.5, 52.8],
  austria: [19.0, 50.0],
  russia: [38.5, 57.3],
  ottoman_empire: [33.5, 38.0],
  north_africa: [10.0, 31.0],
  iberia: [-4.0, 38.0],
  italian_protectorates: [13.0, 42.5],
  scandinavia: [15.5, 64.5],
};

/**
 * The empire names the map prints when the full one (in the band and the rules, and the names
 * data for German and Spanish) is too long for it; without one the full name is printed, and
 * its label placed for that width.
 */
const SHORT_NAMES: Record<string, Partial<Record<Locale, string>>> = {
  united_kingdom: {
    en: 'United Kingdom',
    fr: 'Royaume-Uni',
    it: 'Regno Unito',
    de: 'Ver. Königreich',
  },
  french_empire: {
    en: 'French Empire',
    fr: 'Empire français',
    it: 'Impero francese',
    de: 'Frankreich',
  },
  rhine_confederation: {
    en: 'Rhine Confed.',
    fr: 'Conf. du Rhin',
    it: 'Conf. del Reno',
    de: 'Rheinbund',
    'es-ES': 'Conf. del Rin',
  },
  prussia: { en: 'Prussia', fr: 'Prusse', it: 'Prussia', de: 'Preußen', 'es-ES': 'Prusia' },
  austria: { en: 'Austria', fr: 'Autriche', it: 'Austria', de: 'Österreich', 'es-ES': 'Austria' },
  russia: { en: 'Russia', fr: 'Russie', it: 'Russia', de: 'Russland', 'es-ES': 'Rusia' },
  ottoman_empire: {
    en: 'Ottoman Empire',
    fr: 'Empire ottoman',
    it: 'Impero ottomano',
  },
  north_africa: {
    en: 'North Africa',
    fr: 'Afrique du Nord',
    it: 'Africa del Nord',
  },
  iberia: { en: 'Iberia', fr: 'Ibérie', it: 'Iberia', de: 'Iberien', 'es-ES': 'Iberia' },
  italian_protectorates: { en: 'Italy', fr: 'Italie', it: 'Italia', de: 'Italien', 'es-ES': 'Italia' },
  scandinavia: { en: 'Scandinavia', fr: 'Scandinavie', it: 'Scandinavia', de: 'Skandinavien', 'es-ES': 'Escandinavia' },
};

/** Capital markers at the capital city, [lon, lat]; moved aside if an army badge is there. */
const CAPITAL_CITIES: Record<string, [number, number]> = {
  england: [-0.1, 51.5],
  ile_de_france: [2.35, 48.85],
  confederation_helvetique: [7.45, 46.95],
  pomeranie_brandebourg_silesie: [13.4, 52.5],
  pays_austro_boheme: [16.37, 48.2],
  grande_russie: [37.6, 55.75],
  bulgarie_grece_macedoine: [28.97, 41.0],
  egypte: [31.24, 30.04],
  castille: [-3.7, 40.42],
  royaume_italie: [9.19, 45.46],
  suede: [18.07, 59.33],
};

/** Badge points chosen by hand where the deepest point of the land is the wrong place. */
const BADGE_AT: Record<string, [number, number]> = {};

type Names = InlineNames;

interface EuropeFile {
  empires: { id: string; name: Names; bonus: number; territories: string[]; capital: string }[];
  territories: { id: string }[];
  borders: { a: string; b: string; sea: boolean }[];
  seaZones: { id: string; name: Names; coasts: string[] }[];
  seaRoutes: { id: string; name: Names; zones: string[]; bonus: number }[];
}

const BADGE_GAP = 58;

function boxPolygon([lon0, lat0, lon1, lat1]: [number, number, number, number]): PcRing {
  // The projection bends parallels: sample every edge of the box.
  const pts: Point[] = [];
  const n = 40;
  for (let i = 0; i <= n; i++) pts.push(raw(lon0 + ((lon1 - lon0) * i) / n, lat0));
  for (let i = 0; i <= n; i++) pts.push(raw(lon1, lat0 + ((lat1 - lat0) * i) / n));
  for (let i = 0; i <= n; i++) pts.push(raw(lon1 - ((lon1 - lon0) * i) / n, lat1));
  for (let i = 0; i <= n; i++) pts.push(raw(lon0, lat1 - ((lat1 - lat0) * i) / n));
  return pts.map(([x, y]): Point => [(x - left) * SCALE, (top - y) * SCALE]);
}

/** Polygons as an SVG path (M/L/Z, even-odd), 1 decimal: enough at the default image size. */
function toSvg(mp: MultiPolygon): string {
  const out: string[] = [];
  for (const poly of mp) {
    for (const ring of poly) {
      let last = '';
      const pts: string[] = [];
      for (const [x, y] of ring.slice(0, -1)) {
        const xy = `${round1(x)} ${round1(y)}`;
        if (xy !== last) pts.push(xy);
        last = xy;
      }
      if (pts.length < 3) continue;
      out.push(
        `M${pts[0]}${pts
          .slice(1)
          .map((p) => `L${p}`)
          .join('')}Z`,
      );
    }
  }
  return out.join('');
}

/**
 * Voronoi cells of the seeds, each territory's cells clipped to `within`. Boolean ops by
 * polygon-clipping: Skia's path ops silently give up on this coastline.
 */
function voronoiShapes(seeds: Record<string, [number, number][]>, within: MultiPolygon): Map<string, MultiPolygon> {
  const points: Point[] = [];
  const owner: string[] = [];
  for (const [id, list] of Object.entries(seeds))
    for (const [lon, lat] of list) {
      points.push(project(lon, lat));
      owner.push(id);
    }
  const voronoi = Delaunay.from(points).voronoi([-1, -1, WIDTH + 1, HEIGHT + 1]);
  const shapes = new Map<string, MultiPolygon>();
  for (const id of Object.keys(seeds)) {
    const cells: MultiPolygon = [];
    owner.forEach((o, i) => {
      if (o !== id) return;
      const poly = voronoi.cellPolygon(i);
      if (!poly) throw new Error(`no cell for seed ${i} of ${id}: ${points[i]}`);
      cells.push([poly.map(([x, y]): Point => [x, y])]);
    });
    shapes.set(id, polygonClipping.intersection(within, polygonClipping.union(cells[0], ...cells.slice(1))));
  }
  return shapes;
}

function polygonArea(poly: PcRing[]): number {
  return Math.abs(poly.reduce((a, ring) => a + ringArea(ring as Point[]), 0));
}

/** A sea zone's water without the lakes that fell in its cells (pieces under 5 % of its largest). */
function withoutLakes(mp: MultiPolygon): MultiPolygon {
  const largest = Math.max(...mp.map(polygonArea));
  return mp.filter((p) => polygonArea(p) >= largest * 0.05);
}

/** Spots the warnings point at, circled in the debug picture. */
const problems: Point[] = [];

/**
 * A cell that reaches over a strait leaves a sliver of one territory on another's coast. Any
 * piece of a territory that is not its main piece and lies against another territory's land
 * goes to that territory.
 */
function handOverSlivers(ids: string[], shapes: Map<string, MultiPolygon>): Map<string, MultiPolygon> {
  const raster = rasterIds(ids, new Map([...shapes].map(([id, mp]) => [id, new Path2D(toSvg(mp))])), SIZE);
  const out = new Map([...shapes].map(([id, mp]) => [id, [...mp]]));
  ids.forEach((id, i) => {
    const pieces = shapes.get(id)!;
    const largest = Math.max(...pieces.map(polygonArea));
    for (const piece of pieces) {
      if (polygonArea(piece) >= largest * 0.25) continue;
      const path = new Path2D(toSvg([piece]));
      const [l, t, r, b] = path.computeTightBounds();
      const x0 = Math.max(0, Math.floor(l) - 1),
        y0 = Math.max(0, Math.floor(t) - 1);
      const w = Math.min(WIDTH - 1, Math.ceil(r) + 1) - x0,
        h = Math.min(HEIGHT - 1, Math.ceil(b) + 1) - y0;
      if (w < 1 || h < 1) continue;
      const c = createCanvas(w, h).getContext('2d');
      c.translate(-x0, -y0);
      c.fillStyle = '#fff';
      c.fill(path, 'evenodd');
      const alpha = c.getImageData(0, 0, w, h).data;
      const next = new Map<number, number>();
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (alpha[(y * w + x) * 4 + 3] < 128) continue;
          const g = (y0 + y) * WIDTH + x0 + x;
          for (const n of [g - 1, g + 1, g - WIDTH, g + WIDTH]) {
            const o = raster[n];
            if (o >= 0 && o !== i) next.set(o, (next.get(o) ?? 0) + 1);
          }
        }
      }
      const [to, count] = [...next].sort((a, b2) => b2[1] - a[1])[0] ?? [-1, 0];
      if (count < 3) continue;
      out.set(
        id,
        out.get(id)!.filter((p) => p !== piece),
      );
      out.get(ids[to])!.push(piece);
      console.log(`sliver of ${id} handed to ${ids[to]}`);
    }
  });
  return new Map(
    [...out].map(([id, mp]) => [
      id,
      mp.length > 1 ? polygonClipping.union(mp[0], ...mp.slice(1).map((p) => [p] as MultiPolygon)) : mp,
    ]),
  );
}

/** A label's box in map units: centre, half width, half height. */
interface Box {
  x: number;
  y: number;
  hw: number;
  hh: number;
}

/**
 * The widest box a label takes at the default image width, in any language (names wrap on
 * two lines as the renderer wraps them).
 */
function labelBox(
  texts: string[],
  size: { font: number; wrap: number; line: number },
  bold: boolean,
): { hw: number; hh: number } {
  registerFonts();
  const k = DEFAULT_WIDTH / WIDTH;
  const fontPx = fontPxFor(DEFAULT_WIDTH);
  const ctx = createCanvas(1, 1).getContext('2d');
  const f = font(fontPx * size.font, bold);
  let w = 0,
    lines = 1;
  for (const t of texts) {
    const wrapped = wrapLabel(ctx, t, f, DEFAULT_WIDTH * size.wrap);
    ctx.font = f;
    for (const line of wrapped) w = Math.max(w, ctx.measureText(line).width);
    lines = Math.max(lines, wrapped.length);
  }
  // The halo adds a few pixels all round.
  return { hw: (w / 2 + 4) / k, hh: ((((lines - 1) * size.line + 0.8) * fontPx) / 2 + 3) / k };
}

/**
 * Europe 1811's empire names as the renderer draws them (continent-labels.ts): at the dense
 * size, the wrap width and line gap grown with the font.
 */
const REGION = {
  font: LABEL.region.dense,
  wrap: (LABEL.region.wrap * LABEL.region.dense) / LABEL.region.font,
  line: (LABEL.region.line * LABEL.region.dense) / LABEL.region.font,
};

/**
 * A sea route's name as sea-forces.ts draws it: one line, a font size high either side, and
 * the holder's badge (one font size) in front of it. `lead`: how far right of the box's centre
 * the text's centre is, in map units.
 */
function routeBox(texts: string[]): { hw: number; hh: number; lead: number } {
  const one = labelBox(texts, { ...LABEL.route, wrap: 10 }, true);
  const k = DEFAULT_WIDTH / WIDTH;
  const fontPx = fontPxFor(DEFAULT_WIDTH);
  return { hw: one.hw + fontPx / 2 / k, hh: (fontPx + 2) / k, lead: fontPx / 2 / k };
}

/** The image's layout at the default width, over the map (what the renderer's pieces are sized by). */
function defaultLayout(): Layout {
  const k = DEFAULT_WIDTH / WIDTH;
  const fontPx = fontPxFor(DEFAULT_WIDTH);
  const mapHeight = HEIGHT * k;
  return { width: DEFAULT_WIDTH, mapHeight, k, badge: fontPx * 0.78, fontPx, panelHeight: 0, height: mapHeight };
}

/**
 * The box a zone's fleet chip takes at the default image width, in map units: one player's
 * ships (sea-forces.ts fleetLayout). Two players' chip is a badge wider: Europe 1811 at the
 * default width has no room for that beside every zone's name and the empires'.
 */
function fleetBox(): { hw: number; hh: number } {
  const L = defaultLayout();
  const { box } = fleetLayout([{ player: 0, ships: 12, admirals: 0 }], [0, 0], L);
  return { hw: (box.x1 + 3) / L.k, hh: (box.y1 + 3) / L.k };
}

/**
 * Where the advanced game's pieces go around each badge (a general, a fortification, an
 * epidemic: land-forces.ts), in map units: a label had better leave them free.
 */
function pieceSpots(badges: Point[]): [number, number, number][] {
  const L = defaultLayout();
  return badges.flatMap(([x, y]) => {
    const m = landMarks([x * L.k, y * L.k], L);
    return (['general', 'fort', 'epidemic'] as const).map((p): [number, number, number] => [
      m[p][0] / L.k,
      m[p][1] / L.k,
      (m.size[p] * 0.5) / L.k,
    ]);
  });
}

/** A label to place: its box, the point it belongs near and what each pixel under it costs (Infinity forbids it). */
interface LabelJob {
  what: string;
  hint: Point;
  box: { hw: number; hh: number };
  cost: (x: number, y: number) => number;
  /** How far from the hint it may go, and what going the whole way costs. */
  reach: number;
  weight: number;
  /** Where its centre may be (anywhere if absent). */
  centre?: (x: number, y: number) => boolean;
}

/** A place a label may take, and its score there: the mean cost under its box plus its distance from the hint. */
interface Spot {
  at: Point;
  score: number;
}

/**
 * Every spot near a label's hint (a 6-unit grid) where its box stays on the image and covers no
 * army badge or capital, best first. The mean cost under a box comes from a summed-area table
 * of the job's cost, so each spot costs four look-ups.
 */
function spotsFor(job: LabelJob, circles: [number, number, number][]): Spot[] {
  const sat = new Float64Array((WIDTH + 1) * (HEIGHT + 1));
  for (let y = 0; y < HEIGHT; y++) {
    let row = 0;
    for (let x = 0; x < WIDTH; x++) {
      row += job.cost(x, y);
      sat[(y + 1) * (WIDTH + 1) + x + 1] = sat[y * (WIDTH + 1) + x + 1] + row;
    }
  }
  const { hint, box, reach } = job;
  const out: Spot[] = [];
  for (let dy = -reach; dy <= reach; dy += 6) {
    for (let dx = -reach; dx <= reach; dx += 6) {
      const x = hint[0] + dx,
        y = hint[1] + dy;
      if (x - box.hw < 2 || x + box.hw > WIDTH - 2 || y - box.hh < 2 || y + box.hh > HEIGHT - 2) continue;
      if (job.centre && !job.centre(Math.round(x), Math.round(y))) continue;
      const hit = circles.some(([cx, cy, r]) => {
        const nx = Math.max(x - box.hw, Math.min(cx, x + box.hw)),
          ny = Math.max(y - box.hh, Math.min(cy, y + box.hh));
        return Math.hypot(nx - cx, ny - cy) < r;
      });
      if (hit) continue;
      const x0 = Math.round(x - box.hw),
        x1 = Math.round(x + box.hw),
        y0 = Math.round(y - box.hh),
        y1 = Math.round(y + box.hh);
      const sum =
        sat[y1 * (WIDTH + 1) + x1] -
        sat[y0 * (WIDTH + 1) + x1] -
        sat[y1 * (WIDTH + 1) + x0] +
        sat[y0 * (WIDTH + 1) + x0];
      // A whole reach away from the hint costs `weight`.
      const score = sum / ((x1 - x0) * (y1 - y0)) + (job.weight * Math.hypot(dx, dy)) / reach;
      out.push({ at: [round1(x), round1(y)], score });
    }
  }
  return out.sort((a, b) => a.score - b.score);
}

/** Whether two label boxes come closer than 4 map units. */
const clash = (a: Box, b: Box): boolean =>
  Math.abs(a.x - b.x) < a.hw + b.hw + 4 && Math.abs(a.y - b.y) < a.hh + b.hh + 4;

/** The best of a label's spots whose box keeps clear of the boxes placed (null: none). */
function firstFree(job: LabelJob, spots: Spot[], boxes: Box[]): Spot | null {
  return spots.find(({ at: [x, y] }) => !boxes.some((b) => clash(b, { x, y, ...job.box }))) ?? null;
}

/**
 * Places every label: greedily in an order, then, in passes until nothing improves, each one
 * again among the others when that lowers its score; the jobs' own order first, then seeded
 * shuffles of it, keeping the arrangement whose scores add up least (a label with no room
 * counts 100; the sum of squares, so no label pays for all the others). One still without room stays on its hint, with a warning.
 */
function placeAll(jobs: LabelJob[], circles: [number, number, number][]): Map<string, Point> {
  const spots = jobs.map((job) => spotsFor(job, circles));
  const arrange = (order: number[]): (Spot | null)[] => {
    const at: (Spot | null)[] = jobs.map(() => null);
    const boxesBut = (skip: number): Box[] =>
      at.flatMap((s, i) => (s && i !== skip ? [{ x: s.at[0], y: s.at[1], ...jobs[i].box }] : []));
    for (const i of order) at[i] = firstFree(jobs[i], spots[i], boxesBut(i));
    const score = (s: Spot | null) => (s ? s.score : 100);
    for (let pass = 0; pass < 8; pass++) {
      let better = false;
      for (const i of order) {
        const again = firstFree(jobs[i], spots[i], boxesBut(i));
        if (score(again) < score(at[i]) - 1e-9) {
          at[i] = again;
          better = true;
        }
      }
      if (!better) break;
    }
    // A label left without room takes a spot held by one other label, which moves elsewhere.
    for (const i of order) {
      if (at[i]) continue;
      for (const spot of spots[i]) {
        const mine = { x: spot.at[0], y: spot.at[1], ...jobs[i].box };
        const blockers = at.flatMap((s, j) =>
          s && clash(mine, { x: s.at[0], y: s.at[1], ...jobs[j].box }) ? [j] : [],
        );
        if (blockers.length !== 1) continue;
        const [j] = blockers;
        const held = at[j];
        at[j] = null;
        at[i] = spot;
        const moved = firstFree(jobs[j], spots[j], boxesBut(j));
        if (moved) {
          at[j] = moved;
          break;
        }
        at[i] = null;
        at[j] = held;
      }
    }
    return at;
  };
  // Squares: one label sent far off costs more than several nudged a little.
  const total = (at: (Spot | null)[]) => at.reduce((a, s) => a + (s ? s.score : 100) ** 2, 0);
  // The jobs' own order, then the ones with fewest spots first, then shuffles.
  let order = jobs.map((_, i) => i);
  let best = arrange(order);
  const tight = [...order].sort((a, b) => spots[a].length - spots[b].length);
  const first = arrange(tight);
  if (total(first) < total(best)) best = first;
  // A seeded generator (mulberry32): the same art every run.
  let seed = 1811;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let trial = 0; trial < 300; trial++) {
    order = [...order];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const at = arrange(order);
    if (total(at) < total(best)) best = at;
  }
  console.log(`labels placed, total score ${total(best).toFixed(2)}`);
  const out = new Map<string, Point>();
  jobs.forEach((job, i) => {
    if (!best[i]) console.warn(`no room for ${job.what} near ${job.hint.map(Math.round)}`);
    else if (process.env.DEBUG_LABELS)
      console.log(job.what, best[i]!.score.toFixed(2), 'best alone', spots[i][0]?.score.toFixed(2));
    out.set(job.what, best[i]?.at ?? [round1(job.hint[0]), round1(job.hint[1])]);
  });
  return out;
}

/** A point's distance from a polyline, in map units. */
function fromLane(lane: Point[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < lane.length; i++) {
    const [ax, ay] = lane[i - 1],
      [bx, by] = lane[i];
    const dx = bx - ax,
      dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** Where two raster ids meet, for the warnings: the first pixel found. */
const meetAt = new Map<string, number>();

/** Pairs of raster ids whose pixels meet (4-neighbours) at least `min` times. */
function meetings(raster: Int16Array, other: Int16Array, min: number): Set<string> {
  const counts = new Map<string, number>();
  let i = 0;
  const add = (a: number, b: number) => {
    if (a < 0 || b < 0) return;
    const k = `${a}|${b}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
    if (!meetAt.has(k)) meetAt.set(k, i);
  };
  for (let y = 0; y < HEIGHT - 1; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      i = y * WIDTH + x;
      add(raster[i], other[i + 1]);
      add(raster[i], other[i + WIDTH]);
      add(raster[i + 1], other[i]);
      add(raster[i + WIDTH], other[i]);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= min).map(([k]) => k));
}

function main(): void {
  const europe = JSON.parse(readFileSync('data/maps/europe-1811.json', 'utf8')) as EuropeFile;
  const ids = europe.territories.map((t) => t.id);
  for (const id of ids) if (!SEEDS[id]?.length) throw new Error(`no seeds for ${id}`);
  for (const id of Object.keys(SEEDS)) if (!ids.includes(id)) throw new Error(`seeds for unknown territory ${id}`);

  const topo = require('world-atlas/land-50m.json') as Topology<{ land: GeometryCollection }>;
  const rings = collectRings(feature(topo, topo.objects.land), projection)
    .filter((r) => Math.abs(ringArea(r)) >= MIN_ISLAND_AREA)
    .map((r) => simplify([...r, r[0]], SIMPLIFY));
  // Even-odd: lakes are rings inside the land.
  const land = polygonClipping.xor([rings[0]], ...rings.slice(1).map((r) => [r]));
  const frame: PcRing = [
    [0, 0],
    [WIDTH, 0],
    [WIDTH, HEIGHT],
    [0, HEIGHT],
    [0, 0],
  ];
  const cuts = STRAITS.flatMap((line) =>
    line.slice(1).map((b, i): PcRing => {
      const [p, q] = [project(...line[i]), project(...b)];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const nx = (-(q[1] - p[1]) / len) * (STRAIT_WIDTH / 2),
        ny = ((q[0] - p[0]) / len) * (STRAIT_WIDTH / 2);
      // Each piece overruns its ends a little so consecutive pieces overlap.
      const ex = ((q[0] - p[0]) / len) * STRAIT_WIDTH,
        ey = ((q[1] - p[1]) / len) * STRAIT_WIDTH;
      return [
        [p[0] - ex + nx, p[1] - ey + ny],
        [q[0] + ex + nx, q[1] + ey + ny],
        [q[0] + ex - nx, q[1] + ey - ny],
        [p[0] - ex - nx, p[1] - ey - ny],
        [p[0] - ex + nx, p[1] - ey + ny],
      ];
    }),
  );
  const landInFrame = polygonClipping.difference(polygonClipping.intersection(land, [frame]), ...cuts.map((c) => [c]));
  const off = polygonClipping.union([boxPolygon(OFF_BOARD[0])], ...OFF_BOARD.slice(1).map((b) => [boxPolygon(b)]));
  const inPlay = polygonClipping.difference(landInFrame, off);
  const offBoard = polygonClipping.intersection(landInFrame, off);
  const sea = polygonClipping.difference([frame], landInFrame);

  const shapeMp = handOverSlivers(ids, voronoiShapes(SEEDS, inPlay));
  const shapes = new Map([...shapeMp].map(([id, mp]) => [id, new Path2D(toSvg(mp))]));
  const raster = rasterIds(ids, shapes, SIZE);
  const keyOf = (a: string, b: string) => [a, b].sort().join('|');
  // Voronoi edges coincide, so neighbours' pixels meet along the whole border; a strait of
  // any visible width keeps them apart.
  const where = new Map<string, string>();
  const touching = new Set(
    [...meetings(raster, raster, 8)]
      .map((k) => {
        const [a, b] = k.split('|').map(Number);
        if (a === b) return '';
        const px = meetAt.get(k)!;
        where.set(keyOf(ids[a], ids[b]), `@${px % WIDTH},${Math.floor(px / WIDTH)}`);
        return keyOf(ids[a], ids[b]);
      })
      .filter(Boolean),
  );
  const landBorders = new Set(europe.borders.filter((b) => !b.sea).map((b) => keyOf(b.a, b.b)));
  const allBorders = new Set(europe.borders.map((b) => keyOf(b.a, b.b)));
  const unexpected = [...touching].filter((k) => !allBorders.has(k));
  const missing = [...landBorders].filter((k) => !touching.has(k));
  const seaButTouching = europe.borders
    .filter((b) => b.sea && touching.has(keyOf(b.a, b.b)))
    .map((b) => keyOf(b.a, b.b));
  if (unexpected.length)
    console.warn('touching but not neighbours:', unexpected.map((k) => `${k}${where.get(k)}`).join(', '));
  if (missing.length) console.warn('land borders that do not touch:', missing.join(', '));
  for (const k of [...unexpected, ...seaButTouching])
    problems.push(where.get(k)!.slice(1).split(',').map(Number) as Point);
  if (seaButTouching.length)
    console.warn(
      'sea lines between territories that touch:',
      seaButTouching.map((k) => `${k}${where.get(k)}`).join(', '),
    );

  const dist = distanceField(raster, SIZE);
  const deepest: Point[] = [];
  const depth: number[] = [];
  ids.forEach((id, i) => {
    let best = -1,
      bestD = -1;
    for (let p = 0; p < raster.length; p++)
      if (raster[p] === i && dist[p] > bestD) {
        bestD = dist[p];
        best = p;
      }
    if (best < 0) throw new Error(`${id} has no land`);
    const fixed = BADGE_AT[id];
    deepest.push(fixed ? project(...fixed) : [(best % WIDTH) + 0.5, Math.floor(best / WIDTH) + 0.5]);
    depth.push(bestD);
  });
  const badges = spreadBadges(ids, deepest, shapes, createCanvas(1, 1).getContext('2d'), SIZE, BADGE_GAP);
  const territories: MapGeometry['territories'] = {};
  ids.forEach((id, i) => {
    const [l, t, r, b] = shapes.get(id)!.computeTightBounds();
    territories[id] = {
      path: toSvg(shapeMp.get(id)!),
      badge: [round1(badges[i][0]), round1(badges[i][1])],
      inner: round1(depth[i]),
      bbox: [Math.floor(l), Math.floor(t), Math.ceil(r), Math.ceil(b)],
    };
  });
  console.log('badges moved apart:', movedBadges(ids, badges, deepest));

  // Sea lines: coast to coast, between the closest points of the two territories.
  const seaLines: SeaLine[] = [];
  const edges = new Map<number, Point[]>();
  const edgeOf = (i: number): Point[] => {
    if (!edges.has(i)) edges.set(i, boundaryPixels(raster, i, SIZE));
    return edges.get(i)!;
  };
  for (const b of europe.borders) {
    if (!b.sea) continue;
    const { p, q } = closestPair(edgeOf(ids.indexOf(b.a)), edgeOf(ids.indexOf(b.b)), 0);
    seaLines.push({
      a: b.a,
      b: b.b,
      wrap: false,
      paths: [
        [
          [round1(p[0]), round1(p[1])],
          [round1(q[0]), round1(q[1])],
        ],
      ],
    });
  }

  // Capitals: at the city, or beside the badge when the badge covers the city.
  const capitals: Record<string, Point> = {};
  const probe = createCanvas(1, 1).getContext('2d');
  for (const e of europe.empires) {
    const id = e.capital;
    const city = project(...CAPITAL_CITIES[id]);
    const clear = (p: Point) =>
      ids.every((o) => Math.hypot(territories[o].badge[0] - p[0], territories[o].badge[1] - p[1]) >= 40) &&
      probe.isPointInPath(shapes.get(id)!, p[0], p[1], 'evenodd');
    let at: Point = city;
    search: for (let r = 0; r <= 60 && !clear(at); r += 4) {
      for (let a = 0; a < 16; a++) {
        const c: Point = [city[0] + r * Math.cos((a * Math.PI) / 8), city[1] + r * Math.sin((a * Math.PI) / 8)];
        if (clear(c)) {
          at = c;
          break search;
        }
      }
    }
    if (!clear(at)) console.warn(`capital ${id}: no clear spot near the city`);
    capitals[id] = [round1(at[0]), round1(at[1])];
  }

  // Labels keep clear of army badges (and of a name under them), capitals and each other.
  const circles: [number, number, number][] = [
    ...ids.map((id): [number, number, number] => [territories[id].badge[0], territories[id].badge[1], 30]),
    ...Object.values(capitals).map(([x, y]): [number, number, number] => [x, y, 20]),
  ];
  // Where a territory's name goes when names are on (under its badge): better left free.
  const nameZones = ids.map((id) => territories[id].badge);
  // And the advanced game's pieces around each badge.
  const pieces = pieceSpots(nameZones);
  const crowded = new Uint8Array(WIDTH * HEIGHT);
  const mark = (x0: number, y0: number, x1: number, y1: number, inside: (x: number, y: number) => boolean) => {
    for (let y = Math.max(0, Math.ceil(y0)); y <= Math.min(HEIGHT - 1, y1); y++)
      for (let x = Math.max(0, Math.ceil(x0)); x <= Math.min(WIDTH - 1, x1); x++)
        if (inside(x, y)) crowded[y * WIDTH + x] = 1;
  };
  for (const [bx, by] of nameZones) mark(bx - 59.9, by + 28.1, bx + 59.9, by + 67.9, () => true);
  for (const [px, py, r] of pieces) mark(px - r, py - r, px + r, py + r, (x, y) => Math.hypot(x - px, y - py) < r);
  const underName = (x: number, y: number) => crowded[y * WIDTH + x] === 1;
  const seaMp = voronoiShapes(SEA_SEEDS, sea);
  seaMp.delete('');
  for (const [z, mp] of seaMp) seaMp.set(z, withoutLakes(mp));
  const zoneIds = europe.seaZones.map((z) => z.id);
  const seaRaster = rasterIds(zoneIds, new Map([...seaMp].map(([id, mp]) => [id, new Path2D(toSvg(mp))])), SIZE);
  meetAt.clear();
  const coastPairs = meetings(seaRaster, raster, 6);
  // Every label is a job (its box, hint and cost), placed greedily in this order — sea names,
  // route names (held to their lane), empire names (free to go anywhere near their empire), the
  // fleets — then each re-placed in turn among the others while that lowers its score, so an
  // early label does not keep the only room a later one has.
  const jobs: LabelJob[] = [];
  const seaZones: NonNullable<MapGeometry['seaZones']> = {};
  europe.seaZones.forEach((z, zi) => {
    // Room for the name in every language (the names files' too), as the renderer wraps it.
    const names = mapNames(z.name, 'europe-1811', 'seaZones', z.id);
    // Centred on its own water; over a coast or another zone's water costs.
    jobs.push({
      what: z.id,
      hint: project(...SEA_LABELS[z.id]),
      box: labelBox(
        LOCALES.map((l) => names[l]),
        LABEL.sea,
        false,
      ),
      cost: (x, y) =>
        (seaRaster[y * WIDTH + x] === zi ? 0 : raster[y * WIDTH + x] < 0 ? 1.5 : 3) + (underName(x, y) ? 0.4 : 0),
      reach: 160,
      weight: 1,
      centre: (x, y) => seaRaster[y * WIDTH + x] === zi,
    });
    seaZones[z.id] = { path: toSvg(seaMp.get(z.id)!), label: [0, 0], name: z.name };
    const drawn = ids.filter((_, ti) => coastPairs.has(`${zi}|${ti}`));
    const extra = drawn.filter((t) => !z.coasts.includes(t));
    for (const t of extra) {
      const px = meetAt.get(`${zi}|${ids.indexOf(t)}`)!;
      problems.push([px % WIDTH, Math.floor(px / WIDTH)]);
    }
    const absent = z.coasts.filter((t) => !drawn.includes(t));
    if (extra.length || absent.length)
      console.warn(
        `sea zone ${z.id}: drawn touching but not in coasts: [${extra.join(', ')}]; coasts not touching: [${absent.join(', ')}]`,
      );
  });

  // Route names (NA-BRD-2/3) on the water beside their lane.
  const seaRoutes: NonNullable<MapGeometry['seaRoutes']> = {};
  const leads: Record<string, number> = {};
  for (const r of europe.seaRoutes) {
    const spec = ROUTE_LANES[r.id];
    const names = mapNames(r.name, 'europe-1811', 'seaRoutes', r.id);
    const { lead, ...box } = routeBox(LOCALES.map((l) => `${names[l]} +${r.bonus}`));
    leads[r.id] = lead;
    const lane = spec.lane.map(([lon, lat]) => project(lon, lat));
    // Each sampled pixel costs its distance from the lane.
    jobs.push({
      what: r.id,
      hint: project(...spec.label),
      box,
      cost: (x, y) => (raster[y * WIDTH + x] < 0 ? 0 : 10) + (underName(x, y) ? 0.4 : 0) + fromLane(lane, x, y) / 25,
      reach: 480,
      weight: 0.5,
      centre: (x, y) => fromLane(lane, x, y) < 200,
    });
    seaRoutes[r.id] = { lane: lane.map((p) => p.map(round1) as Point), label: [0, 0] };
  }

  const empireOf = new Int16Array(ids.length);
  europe.empires.forEach((e, ei) =>
    e.territories.forEach((t) => {
      empireOf[ids.indexOf(t)] = ei;
    }),
  );
  const continents: MapGeometry['continents'] = {};
  europe.empires.forEach((c, ei) => {
    const parts = c.territories.map((t) => shapeMp.get(t)!);
    const union = polygonClipping.union(parts[0], ...parts.slice(1));
    const short = SHORT_NAMES[c.id];
    const full = mapNames(c.name, 'europe-1811', 'continents', c.id);
    // Best on its own empire, else at sea; another empire's land costs most.
    jobs.push({
      what: c.id,
      hint: project(...EMPIRE_LABELS[c.id]),
      box: labelBox(
        LOCALES.map((l) => `${short[l] ?? full[l]} +${c.bonus}`),
        REGION,
        true,
      ),
      cost: (x, y) => {
        const t = raster[y * WIDTH + x];
        return (t < 0 ? 0.5 : empireOf[t] === ei ? 0 : 2) + (underName(x, y) ? 0.4 : 0);
      },
      reach: 300,
      weight: 4,
      // On its own land, or at sea beside it: never read as another empire's.
      centre: (x, y) => {
        const t = raster[y * WIDTH + x];
        if (t >= 0) return empireOf[t] === ei;
        return c.territories.some((id) => Math.hypot(territories[id].badge[0] - x, territories[id].badge[1] - y) < 160);
      },
    });
    continents[c.id] = { path: toSvg(union), label: [0, 0], short };
  });

  europe.seaZones.forEach((z, zi) => {
    jobs.push({
      what: `${z.id} fleet`,
      hint: project(...SEA_LABELS[z.id]),
      box: fleetBox(),
      cost: (x, y) => (seaRaster[y * WIDTH + x] === zi ? 0 : raster[y * WIDTH + x] < 0 ? 2 : 4),
      reach: 300,
      weight: 2,
    });
  });

  const placed = placeAll(jobs, circles);
  for (const z of europe.seaZones) {
    seaZones[z.id].label = placed.get(z.id)!;
    seaZones[z.id].fleet = placed.get(`${z.id} fleet`)!;
  }
  for (const r of europe.seaRoutes) {
    const [x, y] = placed.get(r.id)!;
    seaRoutes[r.id].label = [round1(x + leads[r.id]), y];
  }
  for (const c of europe.empires) continents[c.id].label = placed.get(c.id)!;

  const out: MapGeometry = {
    map: 'europe-1811',
    about:
      'Generated by scripts/build-europe-geometry.ts from Natural Earth 1:50m land (public domain, world-atlas). Map units = pixels of a 1600-wide board. The board layout is a reconstruction.',
    width: WIDTH,
    height: HEIGHT,
    territories,
    continents,
    seaLines,
    capitals,
    seaZones,
    seaRoutes,
    offBoard: toSvg(offBoard),
  };
  writeFileSync('data/maps/europe-1811.geometry.json', JSON.stringify(out));
  const size = Buffer.byteLength(JSON.stringify(out));
  console.log(
    `europe-1811.geometry.json: ${WIDTH}x${HEIGHT}, ${ids.length} territories, ${seaLines.length} sea lines, ${Object.keys(seaZones).length} sea zones, ${(size / 1024).toFixed(0)} KB`,
  );
  const small = ids.filter((id) => territories[id].inner < 14).map((id) => `${id}:${territories[id].inner}`);
  console.log('narrow territories (badge overflows land):', small.join(', '));

  if (process.env.DEBUG_PNG) debugPicture(process.env.DEBUG_PNG, europe, shapes, out);
}

/** A picture of the seeds over the shapes, to place them by eye. */
function debugPicture(file: string, europe: EuropeFile, shapes: Map<string, Path2D>, geo: MapGeometry): void {
  const c = createCanvas(WIDTH, HEIGHT);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#b9d7e8';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const seaTint = ['#a9cde0', '#c4dfee'];
  Object.values(geo.seaZones!).forEach((z, i) => {
    ctx.fillStyle = seaTint[i % 2];
    ctx.fill(new Path2D(z.path), 'evenodd');
  });
  ctx.fillStyle = '#cfc8b4';
  ctx.fill(new Path2D(geo.offBoard!), 'evenodd');
  const palette = [
    '#e6194b',
    '#3cb44b',
    '#ffe119',
    '#4363d8',
    '#f58231',
    '#911eb4',
    '#46f0f0',
    '#f032e6',
    '#bcf60c',
    '#fabebe',
    '#008080',
  ];
  europe.empires.forEach((e, i) =>
    e.territories.forEach((t, j) => {
      ctx.globalAlpha = 0.45 + 0.1 * (j % 4);
      ctx.fillStyle = palette[i];
      ctx.fill(shapes.get(t)!, 'evenodd');
    }),
  );
  ctx.globalAlpha = 1;
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1;
  for (const p of shapes.values()) ctx.stroke(p);
  ctx.fillStyle = '#000';
  for (const list of Object.values(SEEDS))
    for (const [lon, lat] of list) {
      const [x, y] = project(lon, lat);
      ctx.fillRect(x - 2, y - 2, 4, 4);
    }
  ctx.fillStyle = '#03f';
  for (const list of Object.values(SEA_SEEDS))
    for (const [lon, lat] of list) {
      const [x, y] = project(lon, lat);
      ctx.fillRect(x - 2, y - 2, 4, 4);
    }
  ctx.font = '13px sans-serif';
  ctx.textAlign = 'center';
  for (const [id, t] of Object.entries(geo.territories)) {
    ctx.beginPath();
    ctx.arc(t.badge[0], t.badge[1], 28, 0, Math.PI * 2);
    ctx.strokeStyle = '#000';
    ctx.stroke();
    ctx.fillStyle = '#000';
    ctx.fillText(id.slice(0, 14), t.badge[0], t.badge[1] + 4);
  }
  for (let lon = -10; lon <= 50; lon += 10)
    for (let lat = 30; lat <= 70; lat += 10) {
      const [x, y] = project(lon, lat);
      ctx.fillStyle = '#00f';
      ctx.fillText(`${lon},${lat}`, x, y);
    }
  ctx.strokeStyle = '#f00';
  ctx.lineWidth = 3;
  for (const [x, y] of problems) {
    ctx.beginPath();
    ctx.arc(x, y, 12, 0, Math.PI * 2);
    ctx.stroke();
  }
  writeFileSync(file, c.toBuffer('image/png'));
}

main();
