// The advanced game's board (NA-*) and dense boards on a phone (issue 19 item 6): what a player
// reads off the image, checked on the layout functions and on what each layer paints.
import { describe, expect, it } from 'vitest';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { addShips } from '../../src/engine/board-units.js';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { diceLayout } from '../../src/render/battle.js';
import { DEFAULT_WIDTH, drawBoard, layoutFor, withOwnHq } from '../../src/render/board.js';
import { stackSpots, STACK } from '../../src/render/badges.js';
import { continentLabels } from '../../src/render/continent-labels.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { landMarks } from '../../src/render/land-forces.js';
import { bandLayout, statsFont, TAG_ROWS, WIDE_ROWS } from '../../src/render/band.js';
import { holdingsByPlayer } from '../../src/render/band-stats.js';
import { playerStats, pointsLeaders, roundText, routesHeldBy } from '../../src/render/legend.js';
import { hqsHeld, legendIcons, legendRows } from '../../src/render/map-legend.js';
import { europeAdvancedState, europeSamples, samples } from '../../src/render/samples.js';
import { drawRouteLanes, drawSeaControl, fleetLayout, fleetsIn, routeHolder } from '../../src/render/sea-forces.js';
import { styleOf } from '../../src/render/territories.js';
import type { Box } from '../../src/render/territory-names.js';

const europe = getMap('europe-1811');
const g = loadGeometry('europe-1811');
const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** Pixels of `canvas` within `tol` of `colour`. */
function count(canvas: Canvas, colour: string, tol = 8): number {
  const want = hex(colour);
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i + 3] > 250 && want.every((v, j) => Math.abs(data[i + j] - v) <= tol)) n++;
  return n;
}

describe('the advanced board (NA-*)', () => {
  const state = europeAdvancedState();
  const view = viewFor(state, null);
  const forces = view.forces!;
  const L = layoutFor(g, view, 1000);

  it('NA-NAV-2: a zone with two players’ ships shows both counts, and nobody controls it', () => {
    expect(fleetsIn(forces, 'mediterranee_occidentale')).toEqual([
      { player: 1, ships: 5, admirals: 2 },
      { player: 2, ships: 2, admirals: 0 },
    ]);
    expect(forces.sea.mediterranee_occidentale.controller).toBe(-1);
    const lay = fleetLayout(fleetsIn(forces, 'mediterranee_occidentale'), [500, 300], L);
    // Each player's badge lies inside the chip, and the two do not cover each other.
    expect(lay.badges).toHaveLength(2);
    for (const [x] of lay.badges) expect(x - lay.r >= lay.box.x0 && x + lay.r <= lay.box.x1).toBe(true);
    expect(lay.badges[1][0] - lay.badges[0][0]).toBeGreaterThanOrEqual(2 * lay.r);
  });

  it('NA-BRD-4: a controlled zone is tinted in its controller’s colour, a contested or empty one is not', () => {
    const paint = (zone: string) => {
      const c = createCanvas(L.width, L.mapHeight);
      const only = { ...view, forces: { ...forces, sea: { [zone]: forces.sea[zone] } } };
      drawSeaControl(c.getContext('2d'), only, g, L);
      return count(c, styleOf(view, 0).badge) + count(c, styleOf(view, 1).badge) + count(c, styleOf(view, 2).badge);
    };
    expect(paint('mer_baltique')).toBeGreaterThan(100); // alice's outline
    expect(paint('mediterranee_occidentale')).toBe(0); // contested
    expect(paint('atlantique_nord')).toBe(0); // empty
  });

  it('NA-BRD-2: the Americas route is drawn in its holder’s colour while one player controls all three zones', () => {
    const americas = europe.seas.routes.find((r) => r.id === 'route_des_ameriques')!;
    const indes = europe.seas.routes.find((r) => r.id === 'route_des_indes')!;
    expect(americas.zones).toEqual(['atlantique_ouest', 'mer_du_nord', 'mer_baltique']);
    expect(routeHolder(forces, americas.zones)).toBe(0);
    expect(routeHolder(forces, indes.zones)).toBeNull();
    const lanes = (v: typeof view) => {
      const c = createCanvas(L.width, L.mapHeight);
      drawRouteLanes(c.getContext('2d'), v, europe, g, L);
      return count(c, styleOf(view, 0).badge);
    };
    expect(lanes(view)).toBeGreaterThan(500);
    // Another player's ship in the North Sea: the route is no one's, no lane in alice's colour.
    const broken = structuredClone(state);
    addShips(broken, 'mer_du_nord', 3, 1);
    expect(routeHolder(viewFor(broken, null).forces!, americas.zones)).toBeNull();
    expect(lanes(viewFor(broken, null))).toBe(0);
  });

  it('NA-BRD-1: every zone’s fleet sits on the map clear of the continent names, and each route has a lane and a name', () => {
    const labels = continentLabels(g, europe, L, 'en');
    for (const [id, z] of Object.entries(g.seaZones!)) {
      expect(z.fleet, id).toBeDefined();
      const one = fleetLayout([{ player: 0, ships: 12, admirals: 0 }], [z.fleet![0] * L.k, z.fleet![1] * L.k], L);
      expect(one.box.x0 >= 0 && one.box.x1 <= L.width && one.box.y0 >= 0 && one.box.y1 <= L.mapHeight, id).toBe(true);
      for (const c of labels) expect(overlap(one.box, c.box), `${id} / ${c.lines.join(' ')}`).toBe(false);
    }
    for (const r of europe.seas.routes) {
      expect(g.seaRoutes![r.id].lane.length, r.id).toBeGreaterThan(3);
      expect(g.seaRoutes![r.id].label, r.id).toHaveLength(2);
    }
  });

  it('NA-GEN, NA-FORT, NA-EPI: generals, a fortification and epidemics sit around the badge, not on it', () => {
    const m = landMarks([400, 300], L);
    for (const k of ['general', 'fort', 'epidemic'] as const) {
      const [x, y] = m[k];
      expect(Math.hypot(x - 400, y - 300), k).toBeGreaterThan(L.badge + m.size[k] * 0.3);
    }
    const land = Object.values(forces.land);
    expect(land.some((t) => Object.keys(t.generals).length > 0)).toBe(true);
    expect(land.some((t) => t.fort)).toBe(true);
    expect(land.some((t) => t.epidemics === 2)).toBe(true);
  });

  it('NA-TURN-1, NA-VP: the band says the year of five and each player’s victory points, in en/fr/it', () => {
    expect(roundText(view, 'en', 5)).toBe('Year 3 of 5');
    expect(roundText(view, 'fr', 5)).toBe('Année 3 sur 5');
    expect(roundText(view, 'it', 5)).toBe('Anno 3 di 5');
    expect(roundText(view, 'en')).toBe('Round 3');
    expect(playerStats(view, view.players[0], 'en', false)).toMatch(/^14 VP · \d+ terr\./);
    expect(playerStats(view, view.players[0], 'fr', false)).toMatch(/^14 PV · /);
    // alice leads with 14 (shown in gold); a tie leads together; nobody leads before anyone scores.
    expect(pointsLeaders(view)).toEqual([0]);
    const tie = { players: view.players.map((p) => ({ ...p, points: p.id === 2 ? 14 : p.points })) };
    expect(pointsLeaders(tie)).toEqual([0, 2]);
    expect(pointsLeaders({ players: view.players.map((p) => ({ ...p, points: 0 })) })).toEqual([]);
    // The route alice holds is listed with her holdings; nobody else holds one.
    expect(routesHeldBy(view, europe, 0, 'it')).toEqual(['Rotta delle Americhe']);
    expect([1, 2, 3, 4].flatMap((p) => routesHeldBy(view, europe, p, 'en'))).toEqual([]);
    // A game without points shows none.
    const plain = viewFor(europeSamples.midGame(), null);
    expect(playerStats(plain, plain.players[0], 'en', false)).toMatch(/^\d+ terr\./);
  });

  it('NA-VP, NA-BRD-2: with 3 to 6 players each has a line of their own, VP, counts and routes held whole, 7.5 px tall at 400 px', () => {
    const base = europeSamples.advanced();
    const frank = { ...base.players[4], id: 5, name: 'frank', colour: 'green' as const, points: 1 };
    for (const n of [3, 4, 5, 6]) {
      const players = [...base.players, frank].slice(0, n);
      // alice holds the Americas route; carol her two empires and, here, the route to the Indies too.
      const v = { ...base, players, order: players.map((p) => p.id) };
      const held = holdingsByPlayer(v, europe, 'fr');
      held[2] = [...held[2], europe.seas.routes[1].name.fr];
      const band = bandLayout({ ...v, held }, 'fr', { width: 1000, fontPx: layoutFor(g, v, 1000).fontPx });
      expect(band.wide, `${n} players`).toBe(true);
      expect(band.columns[0].map((e) => e.player.id)).toEqual(players.map((p) => p.id));
      expect(band.columns[1]).toEqual([]);
      expect(band.rows).toBeCloseTo(n * WIDE_ROWS);
      for (const e of band.columns[0]) {
        expect(e.stats.points).toBe(`${players[e.player.id].points} PV`);
        expect(e.heldLines).toEqual([]); // on the player's own line, not cut
        expect(e.lineWidth, `${n} players, ${e.player.name}`).toBeLessThanOrEqual(band.colW);
      }
      expect(band.columns[0][0].held).toEqual(['Route des Amériques']);
      // The counts' type at a phone's 400 px.
      expect(Number(/([\d.]+)px/.exec(statsFont(23, false, true))![1]) * 0.4).toBeGreaterThanOrEqual(7.5);
    }
    // More than a line holds goes on lines of its own under the name, whole.
    const v = europeSamples.advanced();
    const all = europe.continents.map((c) => c.name.fr);
    const long = bandLayout({ ...v, held: { 2: all } }, 'fr', { width: 1000, fontPx: 23 });
    const carol = long.columns[0].find((e) => e.player.id === 2)!;
    expect(carol.heldLines.join(' ')).toBe(all.join(', '));
    expect(long.rows).toBeGreaterThan(5 * WIDE_ROWS + TAG_ROWS);
    // A game without victory points keeps two columns.
    expect(bandLayout(viewFor(europeSamples.midGame(), null)).wide).toBe(false);
  });

  it('the legend line explains every piece on an advanced board, and a plain board has none', () => {
    expect(legendIcons(view)).toEqual(['ships', 'admiral', 'general', 'fort', 'epidemic', 'route']);
    const plain = viewFor(europeSamples.midGame(), null);
    expect(legendRows(plain)).toBe(0);
    // The band grows by the legend's line only.
    expect(layoutFor(g, view, 1000).panelHeight).toBeGreaterThan(
      layoutFor(g, { ...view, forces: undefined }, 1000).panelHeight,
    );
  });

  it('the advanced board draws at the bot’s width with the band below the map', () => {
    const { canvas, layout } = drawBoard(view, europe, { roundLimit: 5 });
    expect(canvas.width).toBe(DEFAULT_WIDTH);
    expect(layout.height).toBe(canvas.height);
  });
});

describe('dense boards on a phone (issue 19 item 6)', () => {
  it('NT-1: a team-mate’s badge is nearly the controller’s size, its number ≥ 8 px at 400 px wide', () => {
    const L = layoutFor(g, europeSamples.team(), 1000);
    expect(STACK.radius).toBeGreaterThanOrEqual(0.85);
    expect(L.fontPx * STACK.font * (400 / L.width)).toBeGreaterThanOrEqual(8);
  });

  it('NT-1: a second badge beside any territory’s badge never covers a continent name (Europe and world)', () => {
    for (const mapId of ['europe-1811', 'world']) {
      const map = getMap(mapId);
      const geo = loadGeometry(mapId);
      const L = layoutFor(geo, europeSamples.team(), 1000);
      const labels = continentLabels(geo, map, L, 'it');
      const avoid = labels.map((c) => c.box);
      const r = L.badge * STACK.radius;
      let covered = 0;
      for (const t of map.territoryIds) {
        const [x, y] = geo.territories[t].badge.map((v) => v * L.k);
        const [spot] = stackSpots(x, y, true, 1, L, avoid);
        const box = { x0: spot[0] - r, y0: spot[1] - r, x1: spot[0] + r, y1: spot[1] + r };
        if (avoid.some((b) => overlap(box, b))) covered++;
      }
      expect(covered, mapId).toBe(0);
    }
  });

  it('continent names are at least 7 px tall at 400 px wide and off every army badge, on both maps', () => {
    for (const mapId of ['world', 'europe-1811']) {
      const map = getMap(mapId);
      const geo = loadGeometry(mapId);
      const L = layoutFor(geo, europeSamples.team(), 1000);
      for (const c of (['en', 'fr', 'it'] as const).flatMap((l) => continentLabels(geo, map, L, l))) {
        expect(Number(/(\d+)px/.exec(c.font)![1]) * (400 / L.width), c.lines.join(' ')).toBeGreaterThanOrEqual(7);
        for (const t of Object.values(geo.territories)) {
          const [bx, by] = [t.badge[0] * L.k, t.badge[1] * L.k];
          const nx = Math.max(c.box.x0, Math.min(bx, c.box.x1)),
            ny = Math.max(c.box.y0, Math.min(by, c.box.y1));
          expect(Math.hypot(nx - bx, ny - by), `${mapId}: ${c.lines.join(' ')}`).toBeGreaterThanOrEqual(L.badge);
        }
      }
    }
  });

  it('K-1, K-2: the band counts each player’s public HQs held, and the legend names the star', () => {
    const caps = viewFor(samples.capitals(), null);
    const held = caps.players.map((p) => hqsHeld(caps, p.id));
    // Every revealed HQ is held by exactly one player.
    expect(held.reduce((a, b) => a + b, 0)).toBe(caps.players.filter((p) => p.hq !== null).length);
    for (const p of caps.players) if (p.hq) expect(hqsHeld(caps, caps.territories[p.hq].owner)).toBeGreaterThan(0);
    expect(playerStats(caps, caps.players[0], 'en', true)).toMatch(new RegExp(`^${held[0]} HQ · `));
    expect(playerStats(caps, caps.players[0], 'it', true)).toMatch(new RegExp(`^${held[0]} QG · `));
    expect(legendIcons(caps)).toEqual(['hq']);
    // A hidden HQ (K-1, 2000) is not on the public view, so it is never counted.
    const hidden = { ...caps, players: caps.players.map((p) => ({ ...p, hq: null })) };
    expect(hidden.players.map((p) => hqsHeld(hidden, p.id))).toEqual(hidden.players.map(() => 0));
    expect(legendRows(hidden)).toBe(0);
  });
});

describe('a private image with a secret HQ', () => {
  it('K-1, K-2: the owner’s band counts their own hidden HQ among those they hold; the public band does not', () => {
    const caps = samples.capitals();
    const capitals = caps.ext.capitals!;
    const hidden = viewFor(
      { ...caps, ext: { ...caps.ext, capitals: { ...capitals, 0: { ...capitals[0], revealed: false } } } },
      null,
    );
    const own = capitals[0].hq!;
    expect(hidden.players[0].hq).toBeNull();
    expect(hidden.territories[own].owner).toBe(0);
    const band = withOwnHq(hidden, own);
    expect(hqsHeld(band, 0)).toBe(hqsHeld(hidden, 0) + 1);
    for (const p of [1, 2, 3]) expect(hqsHeld(band, p)).toBe(hqsHeld(hidden, p));
    // The public view is left as it was.
    expect(hidden.players[0].hq).toBeNull();
  });
});

describe('the battle close-up', () => {
  it('shows each die with its modifier beside it ("6 +1"), the attacker’s left of the defender’s', () => {
    const dice = { attack: [6, 4, 2], attackBonus: [1, 0, 0], defence: [5, 3] };
    const lay = diceLayout(dice, 480, 72);
    // The "+1" after the first die leaves room before the second one.
    expect(lay.attack[1] - lay.attack[0]).toBeGreaterThan(lay.size * 1.9);
    expect(lay.attack[2] - lay.attack[1]).toBeLessThan(lay.size * 1.3);
    expect(Math.max(...lay.attack) + lay.size).toBeLessThan(Math.min(...lay.defence) - lay.size / 2);
    // Highest first on both sides, left to right, inside the image.
    expect(lay.defence[0]).toBeLessThan(lay.defence[1]);
    expect(Math.max(...lay.defence) + lay.size / 2).toBeLessThanOrEqual(480);
  });
});
