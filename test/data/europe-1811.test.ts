// The Europe 1811 board file against the facts the Napoléon rulebook states or implies (the
// rest of the board is reconstructed; docs/napoleon-board.md says which parts).
import { describe, expect, it } from 'vitest';
import europe from '../../data/maps/europe-1811.json' with { type: 'json' };

type Names = { fr: string; en: string; it: string };
const ids = europe.territories.map((t) => t.id);
const key = (a: string, b: string) => [a, b].sort().join('|');
const borders = new Map(europe.borders.map((b) => [key(b.a, b.b), b.sea]));
const adjacent = (a: string, b: string) => borders.has(key(a, b));
const neighbours = (t: string) => ids.filter((o) => adjacent(t, o));

/**
 * NA-SEA landing: from a territory bordering a controlled zone, through up to `maxZones`
 * consecutive controlled zones, to any territory bordering the last one.
 */
function landingTargets(from: string, controlled: string[], maxZones = 3): Set<string> {
  const zoneBorders = new Set(europe.seaZoneBorders.map(([a, b]) => key(a, b)));
  const coasts = new Map(europe.seaZones.map((z) => [z.id, z.coasts]));
  const start = controlled.filter((z) => coasts.get(z)!.includes(from));
  const reached = new Set<string>();
  const walk = (zone: string, depth: number, seen: Set<string>) => {
    for (const t of coasts.get(zone)!) if (t !== from) reached.add(t);
    if (depth === maxZones) return;
    for (const next of controlled) {
      if (!seen.has(next) && zoneBorders.has(key(zone, next))) walk(next, depth + 1, new Set([...seen, next]));
    }
  };
  for (const z of start) walk(z, 1, new Set([z]));
  return reached;
}

describe('Europe 1811 board data', () => {
  it("48 territories in 11 empires, each territory in exactly one empire, with the seed's capitals", () => {
    expect(ids).toHaveLength(48);
    expect(new Set(ids).size).toBe(48);
    expect(europe.empires).toHaveLength(11);
    const inEmpires = europe.empires.flatMap((e) => e.territories).sort();
    expect(inEmpires).toEqual([...ids].sort());
    expect(Object.fromEntries(europe.empires.map((e) => [e.id, e.territories.length]))).toEqual({
      united_kingdom: 3,
      french_empire: 9,
      rhine_confederation: 3,
      prussia: 3,
      austria: 4,
      russia: 7,
      ottoman_empire: 5,
      north_africa: 3,
      iberia: 4,
      italian_protectorates: 3,
      scandinavia: 4,
    });
    for (const e of europe.empires) {
      expect(e.territories).toContain(e.capital);
      expect(europe.territories.find((t) => t.id === e.capital)!.capital).toBe(true);
      for (const t of e.territories) expect(europe.territories.find((x) => x.id === t)!.empire).toBe(e.id);
    }
    expect(europe.territories.filter((t) => t.capital)).toHaveLength(11);
    // Capital bonuses as the seed prints them; empire bonuses reconstructed from them.
    expect(Object.fromEntries(europe.empires.map((e) => [e.id, [e.bonus, e.capitalBonus, e.capitalMajority]]))).toEqual(
      {
        united_kingdom: [2, 1, 2],
        french_empire: [7, 4, 5],
        rhine_confederation: [2, 1, 2],
        prussia: [2, 1, 2],
        austria: [3, 2, 3],
        russia: [5, 3, 4],
        ottoman_empire: [3, 2, 3],
        north_africa: [2, 1, 2],
        iberia: [3, 2, 3],
        italian_protectorates: [2, 1, 2],
        scandinavia: [3, 2, 3],
      },
    );
  });

  it('every territory, empire, sea zone and route is named in French, English and Italian', () => {
    const all: { id: string; name: Names }[] = [
      ...europe.territories,
      ...europe.empires,
      ...europe.seaZones,
      ...europe.seaRoutes,
    ];
    expect(all).toHaveLength(48 + 11 + 8 + 2);
    for (const x of all)
      for (const l of ['fr', 'en', 'it'] as const) expect(x.name[l].trim(), `${x.id}.${l}`).not.toBe('');
    // Italian is its own language, not a copy of the English: only these four are spelt alike.
    expect(
      all
        .filter((x) => x.name.it === x.name.en)
        .map((x) => x.id)
        .sort(),
    ).toEqual(['anatolie', 'andalousie', 'ile_de_france', 'prusse']);
    expect(europe.territories.find((t) => t.id === 'royaume_naples')!.name.it).toBe('Regno di Napoli');
  });

  it('99 borders: 86 land, 13 dotted sea lines; no duplicates, no self-loops, known ids only', () => {
    expect(europe.borders).toHaveLength(99);
    expect(borders.size).toBe(99);
    for (const b of europe.borders) {
      expect(ids).toContain(b.a);
      expect(ids).toContain(b.b);
      expect(b.a).not.toBe(b.b);
    }
    expect(europe.borders.filter((b) => b.sea)).toHaveLength(13);
  });

  it('symmetric, connected, every territory with at least 2 neighbours', () => {
    for (const t of ids) {
      expect(neighbours(t).length, t).toBeGreaterThanOrEqual(2);
      for (const n of neighbours(t)) expect(neighbours(n)).toContain(t);
    }
    const seen = new Set([ids[0]]);
    const stack = [ids[0]];
    while (stack.length)
      for (const n of neighbours(stack.pop()!))
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
    expect(seen.size).toBe(48);
  });

  it("the seed's land and sea links: Galicia–Moldavia & Wallachia by land; the Channel, Gibraltar and the Straits by sea", () => {
    expect(borders.get(key('galicie', 'moldavie_valachie'))).toBe(false);
    for (const [a, b] of [
      ['england', 'nord_picardie'],
      ['england', 'ile_de_france'],
      ['andalousie', 'maroc_fes'],
      ['bulgarie_grece_macedoine', 'anatolie'],
    ]) {
      expect(borders.get(key(a, b)), `${a}–${b}`).toBe(true);
    }
  });

  it("the seed's example paths are chains of adjacent territories", () => {
    const paths = [
      [
        'egypte',
        'syrie',
        'anatolie',
        'bulgarie_grece_macedoine',
        'bosnie_serbie_albanie',
        'provinces_illyriennes',
        'wurtemberg_baviere',
      ],
      ['prusse', 'provinces_baltes', 'finlande', 'suede', 'danemark'],
    ];
    for (const p of paths)
      for (let i = 1; i < p.length; i++) expect(adjacent(p[i - 1], p[i]), `${p[i - 1]}–${p[i]}`).toBe(true);
    expect(adjacent('moldavie_valachie', 'bulgarie_grece_macedoine')).toBe(true);
    expect(adjacent('anatolie', 'bulgarie_grece_macedoine')).toBe(true);
    // Not everything is adjacent: the path is a real constraint.
    expect(adjacent('egypte', 'anatolie')).toBe(false);
    expect(adjacent('prusse', 'finlande')).toBe(false);
  });

  it('8 sea zones whose coasts are real territories, zone borders symmetric and connected; 2 routes of 3 zones, +2 each', () => {
    const zones = europe.seaZones.map((z) => z.id);
    expect(zones).toHaveLength(8);
    for (const z of europe.seaZones) for (const t of z.coasts) expect(ids).toContain(t);
    for (const [a, b] of europe.seaZoneBorders) {
      expect(zones).toContain(a);
      expect(zones).toContain(b);
    }
    const zAdj = (z: string) =>
      europe.seaZoneBorders.filter((p) => p.includes(z)).map((p) => (p[0] === z ? p[1] : p[0]));
    const seen = new Set([zones[0]]);
    const stack = [zones[0]];
    while (stack.length)
      for (const n of zAdj(stack.pop()!))
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
    expect(seen.size).toBe(8);
    expect(europe.seaRoutes.map((r) => [r.id, r.zones, r.bonus])).toEqual([
      ['route_des_ameriques', ['atlantique_ouest', 'mer_du_nord', 'mer_baltique'], 2],
      ['route_des_indes', ['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale'], 2],
    ]);
    // A route's zones follow one another.
    for (const r of europe.seaRoutes)
      for (let i = 1; i < r.zones.length; i++) expect(zAdj(r.zones[i - 1])).toContain(r.zones[i]);
  });

  it('NA-SEA landing example: from Andalusia, holding the Western Med, the Adriatic and the Eastern Med, Egypt can be attacked (3 consecutive zones)', () => {
    const three = landingTargets('andalousie', [
      'mediterranee_occidentale',
      'mer_adriatique',
      'mediterranee_orientale',
    ]);
    expect(three.has('egypte')).toBe(true);
    // …and it takes all three: two zones do not reach Egypt, nor does a limit of two.
    expect(landingTargets('andalousie', ['mediterranee_occidentale', 'mer_adriatique']).has('egypte')).toBe(false);
    expect(
      landingTargets('andalousie', ['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale'], 2).has(
        'egypte',
      ),
    ).toBe(false);
  });

  it("every sea line crosses water of a zone both ends border (but the seed's England–Île de France: Île de France has no coast)", () => {
    // The rulebook names England and Île de France adjacent; Normandy and Picardy touch, so
    // Île de France cannot reach the Channel: its line crosses the Channel and the coast.
    expect(europe.seaZones.some((z) => z.coasts.includes('ile_de_france'))).toBe(false);
    for (const b of europe.borders.filter((x) => x.sea && !(x.a === 'england' && x.b === 'ile_de_france'))) {
      const shared = europe.seaZones.filter((z) => z.coasts.includes(b.a) && z.coasts.includes(b.b));
      expect(shared.length, `${b.a}–${b.b}`).toBeGreaterThan(0);
    }
  });
});
