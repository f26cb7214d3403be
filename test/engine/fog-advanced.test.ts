// FOG-8..11: fog of war over whole games of napoleon-advanced and napoleon-campaign, played by
// the AI with the option on. At every checked step: the channel's view holds no territory, no
// fleet, no general, fort or epidemic, no forced combat zone and nobody's points by source;
// each seat sees exactly its group's land, the neighbours and the coasts its fleets watch, and
// the sea zones next to those; the events the channel reads name no territory or sea zone; and
// neither the public view, a seat's view nor what the AI is given and decides changes when
// everything out of sight (owners, armies, generals, forts, epidemics, fleets, another seat's
// card effects in force there) is scrambled; and the first invasions the AI knows are those the
// channel sees crossed off.
import { describe, expect, it } from 'vitest';
import { mapRisk } from '../../src/game/map-risk.js';
import { eventsFor, type GameEvent } from '../../src/engine/events.js';
import { eventsInSight, fogActive, fogEvents, liftFog } from '../../src/engine/fog.js';
import { mapOf } from '../../src/engine/board.js';
import { viewFor } from '../../src/engine/view.js';
import { seatState } from '../../src/ai/seat-state.js';
import { parseOptions, rulesetsOffering } from '../../src/rules/registry.js';
import { seedRng } from '../../src/engine/rng.js';
import type { RuleOptions, RulesetId } from '../../src/engine/types.js';
import { lcg } from '../game/scramble.js';
import { aiStep, expectAiBlind, expectFogLifted, fogGame, placesNamed } from './fog-game.js';
import { expectedSight, scrambleFog } from './fog-scramble.js';

const games: { ruleset: RulesetId; players: number; options: Partial<RuleOptions>; seed: number }[] = [
  { ruleset: 'napoleon-advanced', players: 3, options: { setup: 'deal', fog: true }, seed: 7 },
  { ruleset: 'napoleon-campaign', players: 2, options: { fog: true }, seed: 5 },
];

describe('FOG-8..11: fog of war over whole games of the advanced game and the campaign', () => {
  it.each(games.map((g) => [g.ruleset, g] as const))(
    '%s: nothing out of sight reaches the channel, a seat or the AI',
    (_id, g) => {
      let s = fogGame(g.ruleset, g.players, g.options, g.seed);
      const map = mapOf(s);
      const ids = new Set(map.territoryIds);
      const zones = new Set(map.seas.zones.map((z) => z.id));
      const places = new Set<string>([...ids, ...zones]);
      const salt = seedRng(3);
      const play = lcg(11);
      let steps = 0,
        foggedLines = 0,
        hiddenSeas = 0,
        hiddenLand = 0,
        aiChecks = 0,
        invasions = 0;
      for (; steps < 6000 && mapRisk.outcome(s) === null; steps++) {
        const seat = mapRisk.waitingFor(s)[0];
        if (steps % 9 === 0) {
          expect(fogActive(s)).toBe(true);
          // FOG-2, FOG-9, FOG-10, FOG-11: the channel sees no place, no unit, no zone, nobody's points by source.
          const pub = viewFor(s, null);
          expect(new Set(pub.fogged)).toEqual(ids);
          expect(new Set(pub.foggedSeas)).toEqual(zones);
          expect(Object.keys(pub.forces!.land)).toEqual([]);
          for (const [z, f] of Object.entries(pub.forces!.sea))
            expect([z, f]).toEqual([z, { ships: {}, admirals: {}, controller: -1 }]);
          expect(pub.advanced!.forced).toEqual([]);
          expect(Object.keys(pub.advanced!.manoeuvres?.leadersUsed ?? {})).toEqual([]);
          for (const x of Object.values(pub.campaign?.points ?? {})) expect(x.by).toEqual({});
          expect(pub.campaign?.capitalOffer ?? null).toBeNull();
          expect([
            ...placesNamed(
              { ...pub, territories: null, units: null, fogged: null, foggedSeas: null, forces: null, campaign: null },
              places,
            ),
          ]).toEqual([]);
          expect(viewFor(scrambleFog(s, null, salt), null)).toEqual(pub);
          // Each seat sees exactly its group's sight (land and sea), and nothing of what lies beyond.
          const open = viewFor(liftFog(s), null);
          for (const p of s.players.filter((q) => q.kind !== 'neutral' && q.status === 'active')) {
            if (!mapRisk.waitingFor(s).includes(p.id) && p.id !== s.turn.player && steps % 27 !== 0) continue;
            const v = viewFor(s, p.id);
            const sight = expectedSight(s, p.id);
            expect(new Set(v.fogged)).toEqual(new Set([...ids].filter((t) => !sight.land.has(t))));
            hiddenLand += v.fogged!.length;
            for (const t of ids)
              expect([t, v.territories[t]]).toEqual([
                t,
                sight.land.has(t) ? open.territories[t] : { owner: -1, armies: 0 },
              ]);
            for (const z of zones)
              if (sight.seas.has(z)) expect(v.forces!.sea[z]).toEqual(open.forces!.sea[z]);
              else {
                expect(v.forces!.sea[z]).toEqual({ ships: {}, admirals: {}, controller: -1 });
                expect(v.foggedSeas).toContain(z);
                hiddenSeas++;
              }
            expect(viewFor(scrambleFog(s, p.id, salt), p.id)).toEqual(v);
          }
          // FOG-7: the AI's input and decision do not move when the fog's contents do.
          expectAiBlind(s, scrambleFog(s, seat, salt), seat, steps);
          // FOG-11: the first invasions the AI knows are the objectives the channel sees crossed off.
          const known = seatState(s, seat).ext.campaign?.invaded;
          for (const [q, o] of Object.entries(pub.campaign?.objectives ?? {})) {
            const crossed = o.invasion.filter((g) => g.done).map((g) => g.territory);
            expect(new Set(known?.[Number(q)] ?? [])).toEqual(new Set(crossed));
            invasions += crossed.length;
          }
          aiChecks++;
        }
        const r = aiStep(s, play, (steps + 1) * 60_000);
        s = r.state;
        // FOG-4: the channel's events name no territory and no sea zone.
        const told: GameEvent[] = eventsInSight(s, eventsFor(r.events, null), null);
        if (fogActive(s)) {
          expect([...placesNamed(told, places)]).toEqual([]);
          foggedLines += told.filter((e) => e.type === 'fogged').length;
          for (const e of told) if (e.type === 'campaignAllyReinforced') expect(e.armies).toBe(0);
        }
      }
      expectFogLifted(s);
      expect(foggedLines).toBeGreaterThan(10);
      expect(hiddenSeas).toBeGreaterThan(10);
      expect(hiddenLand).toBeGreaterThan(10);
      expect(aiChecks).toBeGreaterThan(10);
      if (g.ruleset === 'napoleon-campaign') expect(invasions).toBeGreaterThan(0);
    },
  );

  it("FOG-4, FOG-9, FOG-11: a sea battle, a build and an ally's reinforcements out of sight are told without where or how many", () => {
    const s = fogGame('napoleon-campaign', 2, { fog: true }, 5);
    const zone = mapOf(s).seas.zones[0].id;
    const land = mapOf(s).territoryIds[0];
    const events: GameEvent[] = [
      {
        type: 'seaBattleRolled',
        attacker: 1,
        defender: 0,
        from: null,
        zone,
        attack: [6],
        defence: [1],
        attackerLost: 0,
        defenderLost: 1,
      },
      { type: 'zoneTaken', player: 1, from: zone, to: zone, ships: 2, previous: 0 },
      { type: 'unitsBuilt', player: 1, unit: 'fort', at: land, count: 1, free: false },
      { type: 'campaignAllyReinforced', player: 1, independent: 2, armies: 5 },
    ];
    expect(fogEvents(s, events, new Set(), [0])).toEqual([
      { type: 'fogged', player: 1, kind: 'naval' },
      { type: 'fogged', player: 1, kind: 'build' },
      { type: 'campaignAllyReinforced', player: 1, independent: 2, armies: 0, hidden: true },
    ]);
    // the seat's own group (and a place in sight) keeps everything
    expect(fogEvents(s, events, new Set([zone, land]), [1, 2])).toEqual(events);
  });

  it('FOG-1, FOG-8: the advanced game and the campaign offer fog (with a dealt set-up, FOG-5)', () => {
    expect(parseOptions('napoleon-advanced', { fog: true, setup: 'deal' }).ok).toBe(true);
    expect(parseOptions('napoleon-campaign', { fog: true }).ok).toBe(true);
    expect(parseOptions('napoleon-advanced', { fog: true, setup: 'claim' })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'setup', allowed: ['deal', 'auto'] },
    });
    expect(rulesetsOffering('fog')).toEqual(expect.arrayContaining(['napoleon-advanced', 'napoleon-campaign']));
  });
});
