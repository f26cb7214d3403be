// FOG-10: a seat's goal under fog (its private image's highlights and progress, My map's goal
// lines) is counted on what the seat sees. A "destroy the red armies" mission highlights only
// the red land in sight, and neither it nor the advanced game's mission progress moves when
// what lies in the fog does.
import { describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/discord/games/map/record.js';
import { goalOverlay } from '../../src/discord/present/secrets.js';
import { MISSIONS } from '../../src/engine/content.js';
import { visibleTerritories, visionGroup } from '../../src/engine/fog.js';
import { controller, mapOf } from '../../src/engine/board.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameState, RulesetId } from '../../src/engine/types.js';
import { fogGame, playedOn } from '../engine/fog-game.js';
import { scrambleFog } from '../engine/fog-scramble.js';

const recordOf = (s: GameState) => ({ ruleset: s.ruleset, locale: 'en', seats: [], state: s }) as unknown as MapRecord;

const played = (ruleset: RulesetId, steps: number, seed: number): GameState =>
  playedOn(fogGame(ruleset, 3, { setup: 'deal', fog: true }, seed), steps, seed);

describe('FOG-10: a goal counted on what the seat sees', () => {
  it('a destroy mission highlights only the target land in sight, whatever the fog holds', () => {
    const s = structuredClone(played('missions', 60, 3));
    const target = s.players[1];
    const m = MISSIONS.find((x) => x.type === 'destroy' && x.colour === target.colour)!;
    s.players[0].mission = m.id;
    const sight = visibleTerritories(s, 0);
    const red = mapOf(s).territoryIds.filter((t) => controller(s, t) === 1);
    const seenRed = red.filter((t) => sight.has(t));
    expect(seenRed.length).toBeLessThan(red.length); // some of the target's land is in the fog
    const o = goalOverlay(recordOf(s), 0, 'en')!;
    expect(new Set(o.highlight)).toEqual(new Set(seenRed));
    // the same whatever lies beyond sight
    const x = structuredClone(s);
    const n = x.players.length;
    mapOf(x).territoryIds.forEach((t, i) => {
      if (sight.has(t) || visionGroup(s, 0).includes(x.board.control[i])) return;
      const q = x.board.control[i] === 1 ? 2 : 1;
      for (let p = 0; p < n; p++) x.board.armies[i * n + p] = 0;
      x.board.armies[i * n + q] = 4;
      x.board.control[i] = q;
    });
    expect(goalOverlay(recordOf(x), 0, 'en')).toEqual(o);
  });

  it("the advanced game's missions: progress and highlights do not move with the fog", () => {
    const s = played('napoleon-advanced', 200, 5);
    for (const p of [0, 1, 2]) {
      const o = goalOverlay(recordOf(s), p, 'en');
      for (const k of [1, 2, 3]) expect(goalOverlay(recordOf(scrambleFog(s, p, seedRng(k))), p, 'en')).toEqual(o);
    }
  });
});
