// FOG-1..7: fog of war over whole games of classic, missions, napoleon and napoleon-teams,
// played by the AI with the option on. At every step: the channel's view holds nothing of the
// occupied board, each seat's view shows exactly its group's territories and their neighbours,
// the events the channel reads name no fogged place, and what the AI is given does not change
// when everything out of the seat's sight is scrambled.
import { describe, expect, it } from 'vitest';
import { mapRisk } from '../../src/game/map-risk.js';
import { eventsFor, type GameEvent } from '../../src/engine/events.js';
import { eventsInSight, fogActive, liftFog, visionGroup } from '../../src/engine/fog.js';
import { mapOf } from '../../src/engine/board.js';
import { viewFor } from '../../src/engine/view.js';
import { parseOptions } from '../../src/rules/registry.js';
import { randInt, seedRng, type RngState } from '../../src/engine/rng.js';
import type { GameState, PlayerId, RuleOptions, RulesetId, TerritoryId } from '../../src/engine/types.js';
import { lcg } from '../game/scramble.js';
import { aiStep, expectAiBlind, expectFogLifted, fogGame, placesNamed } from './fog-game.js';
import { sized } from '../sizes.ts';

/** FOG-2, computed here from the rule's words: own (and team-mates') land and its neighbours. */
function expectedSight(s: GameState, seat: PlayerId): Set<TerritoryId> {
  const map = mapOf(s);
  const n = s.players.length;
  const friends = s.players.filter((p) => s.teams[p.id] === s.teams[seat]).map((p) => p.id);
  const out = new Set<TerritoryId>();
  map.territoryIds.forEach((t, i) => {
    if (friends.some((p) => s.board.armies[i * n + p] > 0)) {
      out.add(t);
      for (const u of map.adjacency[t]) out.add(u);
    }
  });
  return out;
}

/** `s` with every occupied territory out of `seat`'s sight (all of them for the public) given to another hostile seat with other armies. */
function scrambleFog(s: GameState, seat: PlayerId | null, rng: RngState): GameState {
  const x = structuredClone(s);
  const n = x.players.length;
  const group = visionGroup(s, seat);
  const sight = seat === null ? new Set<TerritoryId>() : expectedSight(s, seat);
  const hostile = x.players.map((p) => p.id).filter((p) => !group.includes(p));
  mapOf(x).territoryIds.forEach((t, i) => {
    if (sight.has(t)) return;
    const q = hostile[randInt(rng, hostile.length)];
    for (let p = 0; p < n; p++) x.board.armies[i * n + p] = 0;
    x.board.armies[i * n + q] = 1 + randInt(rng, 9);
    x.board.control[i] = q;
  });
  x.lastMove = null; // where the last move was is what the fog hides; seen, it is compared below
  return x;
}

const games: { ruleset: RulesetId; players: number; options: Partial<RuleOptions> }[] = [
  { ruleset: 'classic', players: 4, options: { setup: 'auto', fog: true } },
  { ruleset: 'missions', players: 3, options: { setup: 'deal', fog: true } },
  { ruleset: 'napoleon', players: 4, options: { setup: 'deal', fog: true } },
  { ruleset: 'napoleon-teams', players: 4, options: { setup: 'auto', fog: true } },
];

/** The views and the AI are checked every EVERY-th step (test/sizes.ts: every 13th under npm test, every 7th under test:full); every step's events. */
const EVERY = sized(13, 7);

describe('FOG: fog of war over whole games', () => {
  it.each(games.map((g) => [g.ruleset, g] as const))(
    '%s: nothing out of sight reaches the channel, a seat or the AI',
    (_id, g) => {
      let s = fogGame(g.ruleset, g.players, g.options, 7);
      const ids = new Set(mapOf(s).territoryIds);
      // One expect() over every territory (keyed by id, so a failure names it), not one each.
      const everyPlace = <T>(f: (t: TerritoryId) => T): Record<TerritoryId, T> =>
        Object.fromEntries([...ids].map((t) => [t, f(t)]));
      const salt = seedRng(3);
      const play = lcg(11);
      let steps = 0,
        foggedLines = 0,
        hiddenSeen = 0;
      for (; steps < 4000 && mapRisk.outcome(s) === null; steps++) {
        const seat = mapRisk.waitingFor(s)[0];
        const check = steps % EVERY === 0;
        if (check) {
          expect(fogActive(s)).toBe(true);
          // FOG-2: the channel sees no occupied territory, nobody's land, armies, reserve or continents.
          const pub = viewFor(s, null);
          expect(everyPlace((t) => [pub.territories[t], pub.units[t]])).toEqual(
            everyPlace(() => [{ owner: -1, armies: 0 }, {}]),
          );
          expect(new Set(pub.fogged)).toEqual(ids);
          for (const p of pub.players)
            expect([p.territories, p.armies, p.reserve, p.continents]).toEqual([0, 0, 0, []]);
          expect(pub.lastMove).toBeNull();
          expect(viewFor(scrambleFog(s, null, salt), null)).toEqual(pub);
          // FOG-2, FOG-3: each seat sees exactly its group's land and the neighbours.
          const open = viewFor(liftFog(s), null);
          for (const p of s.players) {
            const v = viewFor(s, p.id);
            const sight = expectedSight(s, p.id);
            expect(new Set(v.fogged)).toEqual(new Set([...ids].filter((t) => !sight.has(t))));
            expect(everyPlace((t) => v.territories[t])).toEqual(
              everyPlace((t) => (sight.has(t) ? open.territories[t] : { owner: -1, armies: 0 })),
            );
            if (v.fogged!.length > 0) hiddenSeen++;
          }
          // FOG-7: the AI's input and decision do not move when the fog's contents do.
          // (the scramble drops the last move, which the seat may see: compared without it)
          expectAiBlind({ ...s, lastMove: null }, scrambleFog(s, seat, salt), seat, steps);
        }
        const r = aiStep(s, play, (steps + 1) * 60_000);
        s = r.state;
        // FOG-4: the channel's events name no territory.
        const told: GameEvent[] = eventsInSight(s, eventsFor(r.events, null), null);
        if (fogActive(s)) {
          expect([...placesNamed(told, ids)]).toEqual([]);
          foggedLines += told.filter((e) => e.type === 'fogged').length;
        }
      }
      expectFogLifted(s);
      expect(foggedLines).toBeGreaterThan(10);
      expect(hiddenSeen).toBeGreaterThan(10);
    },
  );

  it('FOG-5: fog plays with a dealt set-up only; a claim is refused, naming the set-ups it plays with', () => {
    expect(parseOptions('classic', { fog: true, setup: 'claim' })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'setup', allowed: ['auto', 'deal', 'simultaneous'] },
    });
    expect(parseOptions('napoleon', { fog: true, setup: 'deal' }).ok).toBe(true);
    expect(parseOptions('risiko', { fog: true }).ok).toBe(true);
  });
});
