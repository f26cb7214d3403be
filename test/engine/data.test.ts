import { describe, expect, it } from 'vitest';
import worldJson from '../../data/maps/world.json' with { type: 'json' };
import { MISSIONS, OBJECTIVES, parseMissions, parseObjectives } from '../../src/engine/content.js';
import { parseMap, MapDataError } from '../../src/engine/map.js';
import { getMap } from '../../src/engine/maps.js';
import { EGYPT_TO_WURTEMBERG } from './helpers.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('game data, validated at load', () => {
  it('the world map: 42 territories, 6 continents with their bonuses, 83 borders, 44 cards', () => {
    const map = getMap('world');
    expect(map.territoryIds).toHaveLength(42);
    expect(Object.fromEntries(map.continents.map((c) => [c.id, c.bonus]))).toEqual({
      north_america: 5,
      south_america: 2,
      europe: 5,
      africa: 3,
      asia: 7,
      australia: 2,
    });
    expect(map.borders).toHaveLength(83);
    expect(map.adjacency.alaska).toContain('kamchatka');
    expect(map.adjacency.brazil).toContain('north_africa');
    for (const t of map.territoryIds) for (const n of map.adjacency[t]) expect(map.adjacency[n]).toContain(t);
    const symbols = map.territories.map((t) => t.card);
    for (const s of ['infantry', 'cavalry', 'artillery'] as const)
      expect(symbols.filter((x) => x === s)).toHaveLength(14);
    expect(map.wildCards).toBe(2);
  });

  it('R-MAP-1: the RisiKo! board has 82 borders: no East Africa–Middle East nor Afghanistan–India, plus Middle East–China', () => {
    const map = getMap('world-risiko');
    expect(map.borders).toHaveLength(82);
    expect(map.adjacency.east_africa).not.toContain('middle_east');
    expect(map.adjacency.afghanistan).not.toContain('india');
    expect(map.adjacency.china).toContain('middle_east');
  });

  it('R-SCO-1: territory values are the RisiKo! border counts, 164 in all; objectives are worth 86 (no. 12: 89 as published)', () => {
    const map = getMap('world-risiko');
    const points = map.points!;
    expect(Object.values(points).reduce((a, b) => a + b, 0)).toBe(164);
    for (const t of map.territoryIds) expect(points[t]).toBe(map.adjacency[t].length);
    for (const o of OBJECTIVES) {
      const sum = o.territories.reduce((a, t) => a + points[t], 0);
      expect(sum).toBe(o.number === 12 ? 89 : 86);
    }
  });

  it('M-6: 14 missions, six of them "destroy a colour"', () => {
    expect(MISSIONS).toHaveLength(14);
    expect(
      MISSIONS.filter((m) => m.type === 'destroy')
        .map((m) => m.type === 'destroy' && m.colour)
        .sort(),
    ).toEqual(['black', 'blue', 'green', 'red', 'violet', 'yellow']);
  });

  it('a broken map file names the file and the field', () => {
    const bad = clone(worldJson) as { territories: { continent: string }[] };
    bad.territories[3].continent = 'atlantis';
    expect(() => parseMap(bad, 'data/maps/broken.json', 'x')).toThrowError(
      /data\/maps\/broken\.json: invalid field "territories\.3\.continent"/,
    );
    const badBonus = clone(worldJson) as { continents: { bonus: unknown }[] };
    badBonus.continents[1].bonus = 'two';
    expect(() => parseMap(badBonus, 'data/maps/broken.json', 'x')).toThrowError(MapDataError);
    expect(() => parseMap(badBonus, 'data/maps/broken.json', 'x')).toThrowError(/continents\.1\.bonus/);
    const badBorder = clone(worldJson) as { borders: string[][] };
    badBorder.borders.push(['alaska', 'narnia']);
    expect(() => parseMap(badBorder, 'f.json', 'x')).toThrowError(/f\.json: invalid field "borders\.83"/);
  });

  it('broken mission and objective files name the file and the field', () => {
    expect(() =>
      parseMissions(
        {
          missions: [
            { id: 1, type: 'continents', continents: 'asia', third_continent_of_choice: false, en: '', fr: '' },
          ],
        },
        'm.json',
      ),
    ).toThrowError(/m\.json: invalid field "missions\.0\.continents"/);
    expect(() =>
      parseObjectives(
        { objectives: { objectives: [{ number: 1, name: 'x', territories: [], points: 86 }] } },
        'o.json',
      ),
    ).toThrowError(/o\.json: invalid field "objectives\.objectives\.0\.territories"/);
  });
});

describe('the Napoléon board plugs into the same map loader', () => {
  it('Europe 1811: 48 territories in 11 empires, 99 borders, symmetric, connected, 2+ neighbours each', () => {
    const map = getMap('europe-1811');
    expect(map.territoryIds).toHaveLength(48);
    expect(map.continents).toHaveLength(11);
    expect(map.borders).toHaveLength(99);
    for (const t of map.territoryIds) {
      expect(map.adjacency[t].length).toBeGreaterThanOrEqual(2);
      for (const n of map.adjacency[t]) expect(map.adjacency[n]).toContain(t);
    }
    const seen = new Set(['england']);
    const stack = ['england'];
    while (stack.length)
      for (const n of map.adjacency[stack.pop()!])
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
    expect(seen.size).toBe(48);
  });

  it("Europe 1811 keeps the seed's facts: its sea lines and its example path", () => {
    const map = getMap('europe-1811');
    for (const [a, b] of [
      ['england', 'nord_picardie'],
      ['andalousie', 'maroc_fes'],
      ['bulgarie_grece_macedoine', 'anatolie'],
      ['england', 'ile_de_france'],
      ['galicie', 'moldavie_valachie'],
    ]) {
      expect(map.adjacency[a]).toContain(b);
    }
    const path = EGYPT_TO_WURTEMBERG;
    for (let i = 1; i < path.length; i++) expect(map.adjacency[path[i - 1]]).toContain(path[i]);
  });
});

describe('Europe 1811: land and sea regions', () => {
  it('loads the sea zones with their own adjacency and the routes, not only the land', () => {
    const europe = getMap('europe-1811');
    expect(europe.seas.zones.length).toBe(8);
    expect(europe.seas.routes.map((r) => r.id)).toEqual(['route_des_ameriques', 'route_des_indes']);
    expect(europe.seas.adjacency.atlantique_nord).toContain('atlantique_ouest');
    expect(europe.seas.adjacency.atlantique_ouest).toContain('atlantique_nord');
    for (const z of europe.seas.zones) for (const c of z.coasts) expect(europe.byId[c]).toBeDefined();
    expect(getMap('world').seas.zones).toEqual([]);
  });
});

describe('user text is never taken for a territory', () => {
  it('names such as __proto__ and constructor are not territories of any map', async () => {
    const { hasTerritory, controller, NOBODY } = await import('../../src/engine/board.js');
    const { newGame } = await import('../../src/engine/setup.js');
    const made = newGame(
      { ruleset: 'classic', seed: 1, seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] },
      { now: 0 },
    );
    if (!made.ok) throw new Error(made.error.code);
    for (const id of ['world', 'world-risiko', 'europe-1811']) {
      const m = getMap(id);
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        expect(m.byId[name]).toBeUndefined();
        expect(m.adjacency[name]).toBeUndefined();
        expect(m.index[name]).toBeUndefined();
      }
    }
    expect(hasTerritory(made.value.state, '__proto__')).toBe(false);
    expect(controller(made.value.state, 'constructor')).toBe(NOBODY);
  });
});
