// napoleon-advanced and napoleon-campaign boards on a phone (issue 26 item 2): what a player
// reads off the picture once Discord shrinks it to 400 px wide. Every text drawn, every piece's
// silhouette, the map's share of the picture and the bytes, measured on the drawing itself.
import { afterAll, describe, expect, it } from 'vitest';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { getMap } from '../../src/engine/maps.js';
import { newGame } from '../../src/engine/setup.js';
import { viewFor, type PublicView } from '../../src/engine/view.js';
import { DEFAULT_WIDTH, drawBoard, layoutFor } from '../../src/render/board.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { renderBoard } from '../../src/render/index.js';
import { PIECES, pieceKinds, drawPiece, type PieceKind } from '../../src/render/pieces.js';
import { europeSamples } from '../../src/render/samples.js';
import { STACK } from '../../src/render/badges.js';
import { stacksOf } from '../../src/render/board-view.js';
import { OWNER_STYLES } from '../../src/render/theme.js';
import { SETUP_EDITION } from '../../src/engine/setup.js';
import { ALL_COLOURS } from '../../src/rules/ruleset.js';
import { FIXTURE_ALL, loadRecorded } from '../../src/sim/recorded.js';
import type { ColourId } from '../../src/engine/types.js';

const europe = getMap('europe-1811');
const g = loadGeometry('europe-1811');
const PHONE = 400;

// Every fillText/strokeText of the board, with its font size: installed before any drawing in
// this file, so the cached map layers (sea names, continent names) are drawn under it too.
// The originals are put back once the file is done: the worker draws the next files' pictures.
const sizes: { px: number; text: string }[] = [];
{
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as SKRSContext2D;
  for (const method of ['fillText', 'strokeText'] as const) {
    const original = proto[method];
    afterAll(() => {
      proto[method] = original;
      sizes.length = 0;
    });
    proto[method] = function (this: SKRSContext2D, text: string, x: number, y: number, max?: number) {
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
      if (text.trim()) sizes.push({ px, text });
      return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
    } as never;
  }
}

function campaignView(): PublicView {
  return europeSamples.campaign();
}

function campaignStart(): PublicView {
  const created = newGame(
    { ruleset: 'napoleon-campaign', seed: 3, seats: [{ name: 'alice' }, { name: 'bob' }], options: {} },
    { now: 0 },
  );
  if (!created.ok) throw new Error(created.error.code);
  return viewFor(created.value.state, null);
}

const boards = () =>
  [
    { name: 'napoleon-advanced', view: europeSamples.advanced(), roundLimit: 5 },
    { name: 'napoleon-campaign (round 3)', view: campaignView(), roundLimit: undefined },
    { name: 'napoleon-campaign (start)', view: campaignStart(), roundLimit: undefined },
  ] as const;

/** A silhouette compared regardless of size: the mask stretched over its bounding box to GRID×GRID. */
const GRID = 24;

/** The bounding box of the pixels a drawing painted (alpha over half), its silhouette and colours. */
function painted(c: Canvas): { w: number; h: number; mask: Uint8Array; colours: number[][] } {
  const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  let x0 = c.width,
    y0 = c.height,
    x1 = -1,
    y1 = -1;
  const colours: number[][] = [];
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++) {
      const i = (y * c.width + x) * 4;
      if (data[i + 3] < 128) continue;
      colours.push([data[i], data[i + 1], data[i + 2]]);
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
  const mask = new Uint8Array(GRID * GRID);
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const x = Math.floor(x0 + ((gx + 0.5) * w) / GRID),
        y = Math.floor(y0 + ((gy + 0.5) * h) / GRID);
      mask[gy * GRID + gx] = data[(y * c.width + x) * 4 + 3] >= 128 ? 1 : 0;
    }
  return { w, h, mask, colours };
}

/** The colour most of a piece's pixels have (binned to 32 levels a channel). */
function mainColour(colours: number[][]): number[] {
  const bins = new Map<string, number>();
  for (const c of colours) {
    const k = c.map((v) => v >> 3).join(',');
    bins.set(k, (bins.get(k) ?? 0) + 1);
  }
  const best = [...bins.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return best.split(',').map((v) => Number(v) * 8 + 4);
}

describe('the Napoléon boards at 400 px wide (issue 26)', () => {
  it('every text on the advanced and campaign boards is at least 7 px tall at 400 px', () => {
    for (const b of boards()) {
      sizes.length = 0;
      const { canvas } = drawBoard(b.view, europe, { roundLimit: b.roundLimit });
      const scale = PHONE / canvas.width;
      expect(sizes.length, b.name).toBeGreaterThan(50);
      const small = sizes.filter((s) => s.px * scale < 7).map((s) => `${s.text} (${(s.px * scale).toFixed(1)} px)`);
      expect(small, b.name).toEqual([]);
    }
  });

  it('the map takes at least 60 % of each picture', () => {
    for (const b of boards()) {
      const { canvas, layout: L } = drawBoard(b.view, europe, { roundLimit: b.roundLimit });
      expect([canvas.width, canvas.height]).toEqual([L.width, L.height]);
      expect(L.mapHeight / L.height, b.name).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('each board is at most 80 KB as the bot posts it (palette PNG, the default width)', async () => {
    for (const b of boards()) {
      const png = await renderBoard(b.view, europe, { format: 'png8', roundLimit: b.roundLimit });
      expect(png.length / 1024, b.name).toBeLessThanOrEqual(80);
    }
  });

  it('NA-MAT: every kind of piece is at least 8 px each way at 400 px, and no two share a silhouette or a colour', () => {
    const L = layoutFor(g, europeSamples.advanced(), DEFAULT_WIDTH);
    const scale = PHONE / L.width;
    const drawn = new Map<PieceKind, ReturnType<typeof painted>>();
    const side = Math.ceil(L.fontPx * 4);
    for (const kind of pieceKinds) {
      const c = createCanvas(side, side);
      drawPiece(c.getContext('2d'), kind, side / 2, side / 2, L, '#0072b2');
      const p = painted(c);
      drawn.set(kind, p);
      expect(Math.min(p.w, p.h) * scale, `${kind}: ${p.w}×${p.h} px at ${L.width}`).toBeGreaterThanOrEqual(8);
      expect(PIECES[kind].size * L.fontPx * scale, kind).toBeGreaterThanOrEqual(8);
    }
    for (const a of pieceKinds)
      for (const b of pieceKinds) {
        if (a >= b) continue;
        const pa = drawn.get(a)!,
          pb = drawn.get(b)!;
        // Silhouettes: their proportions differ by half, or stretched to the same box the shapes
        // differ in at least a sixth of their area.
        const aspect = (p: typeof pa) => p.w / p.h;
        const proportions = Math.max(aspect(pa), aspect(pb)) / Math.min(aspect(pa), aspect(pb));
        let both = 0,
          either = 0;
        for (let i = 0; i < pa.mask.length; i++) {
          both += pa.mask[i] & pb.mask[i];
          either += pa.mask[i] | pb.mask[i];
        }
        if (proportions < 1.5) expect(both / either, `${a} / ${b} silhouettes`).toBeLessThan(5 / 6);
        // Colours: their main colours are far apart.
        const [ca, cb] = [mainColour(pa.colours), mainColour(pb.colours)];
        expect(Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]), `${a} ${ca} / ${b} ${cb}`).toBeGreaterThan(60);
      }
  });
});

/** A colour's family by its badge's hue: warm (vermilion to yellow, and reddish purple), cool (green to blue), or dark. */
function family(colour: ColourId): 'warm' | 'cool' | 'dark' | 'other' {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(OWNER_STYLES[colour].badge.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b);
  if (max < 0.2) return 'dark';
  if (max - min < 0.25) return 'other';
  const h =
    max === r
      ? (60 * ((g - b) / (max - min)) + 360) % 360
      : max === g
        ? 60 * ((b - r) / (max - min)) + 120
        : 60 * ((r - g) / (max - min)) + 240;
  return h >= 300 || h <= 70 ? 'warm' : h >= 120 && h <= 260 ? 'cool' : 'other';
}

describe('napoleon-teams on a phone (issue 26)', () => {
  it('NT-1: a team-mate’s number is at least 8 px at 400 px wide, and no text on the team board is under 7 px (a three-digit stack included)', () => {
    const team = europeSamples.team();
    const L = layoutFor(g, team, DEFAULT_WIDTH);
    expect(L.fontPx * STACK.font * (PHONE / L.width)).toBeGreaterThanOrEqual(8);
    // One team-mate's stack of a hundred and more beside its partner's badge.
    const shared = Object.keys(team.territories).find((id) => stacksOf(team, id).others.length > 0)!;
    const mate = stacksOf(team, shared).others[0].player;
    const big: PublicView = {
      ...team,
      units: { ...team.units, [shared]: { ...team.units![shared], [mate]: 123 } },
    } as PublicView;
    expect(stacksOf(big, shared).others).toContainEqual({ player: mate, armies: 123 });
    sizes.length = 0;
    const { canvas } = drawBoard(big, europe, {});
    const scale = PHONE / canvas.width;
    expect(sizes.find((s) => s.text === '123')).toBeDefined();
    const small = sizes.filter((s) => s.px * scale < 7).map((s) => `${s.text} (${(s.px * scale).toFixed(1)} px)`);
    expect(small).toEqual([]);
  });

  it('NT-1: team-mates’ colours are of one family (warm for one team, cool and dark for the other), in 4- and 6-player games', () => {
    for (const n of [4, 6]) {
      const created = newGame(
        {
          ruleset: 'napoleon-teams',
          seed: 5,
          seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          edition: SETUP_EDITION,
        },
        { now: 0 },
      );
      if (!created.ok) throw new Error(created.error.code);
      const s = created.value.state;
      const families = [0, 1].map(
        (team) => new Set(s.players.filter((p) => s.teams[p.id] === team).map((p) => family(p.colour))),
      );
      expect([...families[0]], `${n} players, team A`).toEqual(['warm']);
      expect(
        [...families[1]].every((f) => f === 'cool' || f === 'dark'),
        `${n} players, team B: ${[...families[1]]}`,
      ).toBe(true);
    }
  });

  it('a team game recorded before (its start input has no edition) replays with the colours it was played with', () => {
    const recorded = loadRecorded(FIXTURE_ALL).filter((r) => r.input.ruleset === 'napoleon-teams');
    expect(recorded.length).toBeGreaterThan(0);
    for (const r of recorded.slice(0, 3)) {
      expect(r.input.edition).toBeUndefined();
      const created = newGame(r.input, { now: r.start });
      if (!created.ok) throw new Error(created.error.code);
      expect(created.value.state.players.map((p) => p.colour)).toEqual(ALL_COLOURS.slice(0, r.input.seats.length));
    }
  });
});
