// Builds data/maps/world.geometry.json: the world board's art as data (territory shapes, badge
// and label anchors, continent outlines, sea-line paths). Original art: Natural Earth coastlines
// (public domain, via world-atlas) split into the 42 territories by a Voronoi diagram of
// hand-placed seeds, clipped to the coast. Re-run after editing the seeds:
//   npx tsx scripts/build-world-geometry.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoProjection } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { createCanvas, FillType, Path2D, PathOp } from '@napi-rs/canvas';
import {
  movedBadges,
  boundaryPixels,
  closestPair,
  collectRings,
  compactSvg,
  distanceField,
  rasterIds,
  ringArea,
  ringsToPath,
  round1,
  sharedBorders,
  simplify,
  spreadBadges,
  type Size,
} from './geometry-kit.js';
import type { MapGeometry, Point, SeaLine } from '../src/render/geometry.js';

const require = createRequire(import.meta.url);
const WIDTH = 1600;
/** Douglas–Peucker tolerance in map units: below what the default image size can show. */
const SIMPLIFY = 0.7;
/** Islands smaller than this (map units²) are dropped: unreadable, and they clutter the sea. */
const MIN_ISLAND_AREA = 14;
/** The cut through the Bering Strait: the board wraps between Alaska (left) and Kamchatka (right). */
const CENTRE_LON = 11;

// Board projection: cylindrical, with longitudes and latitudes re-spaced like a game board:
// Europe and the Middle East widened, oceans and polar land narrowed. [from, to, density].
const LON_BANDS: [number, number, number][] = [
  [-169, -130, 1.0],
  [-130, -55, 1.0],
  [-55, -25, 0.55],
  [-25, 50, 1.9],
  [50, 100, 1.0],
  [100, 191, 0.8],
];
const LAT_BANDS: [number, number, number][] = [
  [-57, -35, 0.75],
  [-35, 30, 1.0],
  [30, 72, 1.7],
  [72, 84, 0.55],
];

function band(bands: [number, number, number][]): { at: (v: number) => number; span: number } {
  const starts: number[] = [];
  let acc = 0;
  for (const [a, b, d] of bands) {
    starts.push(acc);
    acc += (b - a) * d;
  }
  const at = (v: number): number => {
    for (let i = 0; i < bands.length; i++) {
      const [a, b, d] = bands[i];
      if (v <= b || i === bands.length - 1) return starts[i] + (Math.max(v, i === 0 ? -Infinity : a) - a) * d;
    }
    return acc;
  };
  return { at, span: acc };
}
const lonBand = band(LON_BANDS);
const latBand = band(LAT_BANDS);
const SCALE = WIDTH / lonBand.span;
const HEIGHT = Math.round(latBand.span * SCALE);
const DEG = 180 / Math.PI;

const projection = geoProjection((lambda, phi) => {
  const lon = lambda * DEG + CENTRE_LON;
  const lat = phi * DEG;
  // d3 puts raw (0, 0) at translate and flips y; raw is relative to the centre point.
  return [(lonBand.at(lon) - lonBand.at(CENTRE_LON)) * SCALE, (latBand.at(lat) - latBand.at(0)) * SCALE];
})
  .rotate([-CENTRE_LON, 0])
  .scale(1)
  .translate([lonBand.at(CENTRE_LON) * SCALE, (latBand.span - latBand.at(0)) * SCALE])
  .clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ])
  .precision(0.2);

function project(lon: number, lat: number): Point {
  const p = projection([lon, lat]);
  if (!p) throw new Error(`cannot project ${lon},${lat}`);
  return [p[0], p[1]];
}

// Seeds: [lon, lat] points; each territory is the land nearest to its own seeds. Placed along
// real borders where the board follows them (49th parallel, Rio Grande, Urals, Sinai).
const SEEDS: Record<string, [number, number][]> = {
  alaska: [
    [-152, 64],
    [-160, 60],
    [-145, 66],
    [-158, 68],
    [-141, 61],
  ],
  northwest_territory: [
    [-125, 65],
    [-110, 66],
    [-97, 67],
    [-100, 76],
    [-85, 75],
    [-78, 77],
    [-72, 80],
    [-118, 73],
  ],
  alberta: [
    [-116, 55],
    [-124, 54],
    [-129, 58],
    [-114, 51],
  ],
  ontario: [
    [-96, 55],
    [-86, 50],
    [-90, 53],
    [-81, 47],
    [-92, 62],
    [-84, 65],
    [-74, 69],
    [-68, 65],
  ],
  quebec: [
    [-73, 52],
    [-65, 50],
    [-62, 54],
    [-70, 58],
    [-56, 49],
    [-73, 61],
  ],
  western_us: [
    [-117, 40],
    [-106, 42],
    [-121, 45],
    [-111, 35],
    [-100, 45],
  ],
  eastern_us: [
    [-86, 38],
    [-80, 35],
    [-75, 42],
    [-93, 35],
    [-82, 29],
    [-70, 44],
    [-91, 42],
  ],
  central_america: [
    [-102, 23],
    [-90, 16],
    [-111, 28],
    [-81, 9],
    [-78, 21],
    [-98, 19],
  ],
  greenland: [
    [-42, 72],
    [-44, 64],
    [-35, 78],
    [-25, 72],
  ],
  venezuela: [
    [-66, 7],
    [-74, 5],
    [-59, 5],
    [-72, 9],
  ],
  peru: [
    [-75, -10],
    [-65, -17],
    [-78, -2],
    [-70, -15],
  ],
  brazil: [
    [-50, -10],
    [-44, -5],
    [-53, -20],
    [-61, -6],
    [-48, -25],
  ],
  argentina: [
    [-65, -35],
    [-70, -45],
    [-71, -30],
    [-61, -28],
    [-69, -52],
  ],
  iceland: [[-19, 65]],
  great_britain: [
    [-2, 53],
    [-4, 57],
    [-8, 53],
    [0, 51.8],
  ],
  scandinavia: [
    [15, 62],
    [26, 65],
    [9, 60],
    [19, 68],
    [16, 78],
  ],
  northern_europe: [
    [10, 51],
    [19, 52],
    [14, 50],
    [9, 55],
  ],
  western_europe: [
    [2, 46],
    [-4, 40],
    [0, 49],
    [2.5, 50.3],
  ],
  southern_europe: [
    [12, 43],
    [20, 44],
    [22, 39],
    [16, 47],
    [14, 37.5],
  ],
  ukraine: [
    [36, 55],
    [46, 59],
    [31, 49],
    [48, 50],
    [52, 64],
    [40, 47],
    [30, 62],
    [56, 72],
  ],
  north_africa: [
    [-5, 30],
    [-9, 20],
    [2, 24],
    [8, 12],
    [-10, 12],
    [17, 15],
    [21, 13],
    [12, 28],
    [3, 33],
    [9, 34],
  ],
  egypt: [
    [30, 27],
    [24, 27],
    [33, 25],
    [34.5, 23],
  ],
  east_africa: [
    [37, 19],
    [36, 15],
    [39, 8],
    [46, 5],
    [36, 0],
    [30, 14],
    [35, -7],
    [30, -3],
  ],
  congo: [
    [18, -3],
    [24, 3],
    [22, -8],
    [12, 0],
  ],
  south_africa: [
    [25, -28],
    [20, -20],
    [31, -19],
    [16, -13],
    [36, -16],
    [25, -13],
  ],
  madagascar: [[47, -19]],
  middle_east: [
    [45, 24],
    [43, 33],
    [35, 39],
    [54, 32],
    [50, 19],
    [38, 33],
    [30, 39],
  ],
  afghanistan: [
    [66, 34],
    [61, 39],
    [70, 44],
    [54, 45],
    [62, 47],
  ],
  ural: [
    [61, 58],
    [66, 64],
    [72, 54],
    [62, 52],
    [70, 68],
  ],
  siberia: [
    [88, 51.5],
    [87, 64],
    [82, 56],
    [92, 73],
    [95, 55],
    [80, 70],
  ],
  yakutsk: [
    [125, 65],
    [118, 70],
    [137, 68],
    [140, 74],
  ],
  kamchatka: [
    [143, 50],
    [158, 57],
    [165, 64],
    [175, 66],
    [147, 61],
    [140, 57],
  ],
  irkutsk: [
    [104, 57],
    [116, 55],
    [107, 63],
    [126, 56],
  ],
  mongolia: [
    [100, 47],
    [112, 45],
    [124, 47],
    [133, 46],
    [92, 48],
  ],
  china: [
    [105, 33],
    [115, 28],
    [87, 33],
    [85, 42],
    [117, 38],
    [127, 38],
    [128, 35.5],
    [78, 45],
    [86, 46],
    [110, 23],
  ],
  india: [
    [78, 22],
    [70, 28],
    [79, 12],
    [88, 24],
    [82, 7],
  ],
  siam: [
    [101, 15],
    [106, 15],
    [96, 21],
    [102, 4],
  ],
  japan: [
    [138, 36],
    [142, 43],
    [133, 34],
  ],
  indonesia: [
    [113, -1],
    [102, 0],
    [121, -2],
    [112, -7],
    [122, 10],
    [127, 0],
  ],
  new_guinea: [
    [142, -6],
    [136, -3],
  ],
  western_australia: [
    [121, -26],
    [125, -19],
    [131, -27],
    [133, -16],
  ],
  eastern_australia: [
    [145, -25],
    [146, -35],
    [141, -18],
    [147, -42],
    [172, -41],
    [138, -30],
  ],
};

/** Continent label anchors, [lon, lat], at sea beside each continent. */
const CONTINENT_LABELS: Record<string, [number, number]> = {
  north_america: [-137, 30],
  south_america: [-96, -30],
  europe: [-22, 46],
  africa: [-2, -30],
  asia: [88, 5],
  australia: [112, -46],
};

/** Land to leave out although big enough: Hawaii and other remote Pacific islands. [lon0, lat0, lon1, lat1] */
const EXCLUDED: [number, number, number, number][] = [
  [-169, 15, -150, 30],
  [-150, -57, -100, 15],
];

function excluded(p: Point): boolean {
  return EXCLUDED.some(([lon0, lat0, lon1, lat1]) => {
    const [x0, y1] = project(lon0, lat0);
    const [x1, y0] = project(lon1, lat1);
    return p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
  });
}

interface WorldFile {
  continents: { id: string; territories: string[] }[];
  territories: { id: string }[];
  borders: [string, string][];
  risiko?: { bordersAdded: [string, string][] };
}

/**
 * Badges at the renderer's default size (about 1.8 % of the image width across, i.e. 29 map
 * units of radius) must not cover each other: Europe's are closer than that; they are pushed
 * apart.
 */
const BADGE_GAP = 62;
const SIZE: Size = { width: WIDTH, height: HEIGHT };

function main(): void {
  const world = JSON.parse(readFileSync('data/maps/world.json', 'utf8')) as WorldFile;
  const ids = world.territories.map((t) => t.id);
  for (const id of ids) if (!SEEDS[id]?.length) throw new Error(`no seeds for ${id}`);

  const topo = require('world-atlas/land-50m.json') as Topology<{ land: GeometryCollection }>;
  const land = feature(topo, topo.objects.land);
  const rings = collectRings(land, projection)
    .filter((r) => {
      if (excluded(r[0])) return false;
      return Math.abs(ringArea(r)) >= MIN_ISLAND_AREA;
    })
    .map((r) => simplify([...r, r[0]], SIMPLIFY));
  const landPath = ringsToPath(rings);
  landPath.setFillType(FillType.EvenOdd);

  const seedPoints: Point[] = [];
  const seedOwner: string[] = [];
  for (const id of ids)
    for (const [lon, lat] of SEEDS[id]) {
      seedPoints.push(project(lon, lat));
      seedOwner.push(id);
    }
  const voronoi = Delaunay.from(seedPoints).voronoi([-1, -1, WIDTH + 1, HEIGHT + 1]);

  const shapes = new Map<string, Path2D>();
  for (const id of ids) {
    const cells = new Path2D();
    seedOwner.forEach((owner, i) => {
      if (owner !== id) return;
      const poly = voronoi.cellPolygon(i);
      if (!poly) throw new Error(`no cell for seed ${i} of ${id}: ${seedPoints[i]}`);
      cells.moveTo(poly[0][0], poly[0][1]);
      for (let k = 1; k < poly.length; k++) cells.lineTo(poly[k][0], poly[k][1]);
      cells.closePath();
    });
    const merged = new Path2D(cells.toSVGString()).simplify();
    const shape = merged.op(new Path2D(landPath), PathOp.Intersect);
    shapes.set(id, new Path2D(compactSvg(shape.toSVGString())));
  }

  const raster = rasterIds(ids, shapes, SIZE);
  const touching = sharedBorders(ids, shapes, SIZE);
  const borderKeys = new Set(world.borders.map(([a, b]) => [a, b].sort().join('|')));
  const unexpected = [...touching].filter((k) => !borderKeys.has(k));
  if (unexpected.length) console.warn('touching but not neighbours:', unexpected.join(', '));

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
    deepest.push([(best % WIDTH) + 0.5, Math.floor(best / WIDTH) + 0.5]);
    depth.push(bestD);
  });
  const badges = spreadBadges(ids, deepest, shapes, createCanvas(1, 1).getContext('2d'), SIZE, BADGE_GAP);
  const territories: MapGeometry['territories'] = {};
  ids.forEach((id, i) => {
    const [l, t, r, b] = shapes.get(id)!.computeTightBounds();
    territories[id] = {
      path: compactSvg(shapes.get(id)!.toSVGString()),
      badge: [round1(badges[i][0]), round1(badges[i][1])],
      inner: round1(depth[i]),
      bbox: [Math.floor(l), Math.floor(t), Math.ceil(r), Math.ceil(b)],
    };
  });
  console.log('badges moved apart:', movedBadges(ids, badges, deepest));

  const seaLines: SeaLine[] = [];
  const edges = new Map<number, Point[]>();
  const edgeOf = (i: number): Point[] => {
    if (!edges.has(i)) edges.set(i, boundaryPixels(raster, i, SIZE));
    return edges.get(i)!;
  };
  // RisiKo! adds links of its own (bordersAdded); the renderer draws a line only where the
  // game's map has that border, so they are harmless on the classic board.
  for (const [a, b] of [...world.borders, ...(world.risiko?.bordersAdded ?? [])]) {
    if (touching.has([a, b].sort().join('|'))) continue;
    const ea = edgeOf(ids.indexOf(a)),
      eb = edgeOf(ids.indexOf(b));
    const direct = closestPair(ea, eb, 0);
    const wrapL = closestPair(ea, eb, -WIDTH); // a on the left edge, b on the right one
    const wrapR = closestPair(ea, eb, WIDTH);
    const wrap = Math.min(wrapL.d, wrapR.d) < direct.d ? (wrapL.d < wrapR.d ? wrapL : wrapR) : null;
    const r2 = (p: Point): Point => [round1(p[0]), round1(p[1])];
    if (wrap) {
      const aLeft = wrap === wrapL;
      const y = round1((wrap.p[1] + wrap.q[1]) / 2);
      seaLines.push({
        a,
        b,
        wrap: true,
        paths: [
          [r2(wrap.p), [aLeft ? 0 : WIDTH, y]],
          [r2(wrap.q), [aLeft ? WIDTH : 0, y]],
        ],
      });
    } else {
      seaLines.push({ a, b, wrap: false, paths: [[r2(direct.p), r2(direct.q)]] });
    }
  }

  const continents: MapGeometry['continents'] = {};
  for (const c of world.continents) {
    let union = new Path2D();
    for (const t of c.territories) union = union.op(new Path2D(shapes.get(t)!), PathOp.Union);
    const [lon, lat] = CONTINENT_LABELS[c.id];
    const label = project(lon, lat);
    continents[c.id] = { path: compactSvg(union.toSVGString()), label: [round1(label[0]), round1(label[1])] };
  }

  const out: MapGeometry = {
    map: 'world',
    about:
      'Generated by scripts/build-world-geometry.ts from Natural Earth 1:50m land (public domain, world-atlas). Map units = pixels of a 1600-wide board.',
    width: WIDTH,
    height: HEIGHT,
    territories,
    continents,
    seaLines,
  };
  writeFileSync('data/maps/world.geometry.json', JSON.stringify(out));
  const size = Buffer.byteLength(JSON.stringify(out));
  console.log(
    `world.geometry.json: ${WIDTH}x${HEIGHT}, ${ids.length} territories, ${seaLines.length} sea lines, ${(size / 1024).toFixed(0)} KB`,
  );
  console.log('sea lines:', seaLines.map((s) => `${s.a}-${s.b}${s.wrap ? ' (wrap)' : ''}`).join(', '));
  const small = ids.filter((id) => territories[id].inner < 12).map((id) => `${id}:${territories[id].inner}`);
  console.log('narrow territories (badge overflows land):', small.join(', '));
}

main();
