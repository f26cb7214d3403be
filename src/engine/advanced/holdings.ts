// What a player holds that pays in the advanced game: empires (NA-REI-2, NA-START-2), sea routes
// (NA-BRD-2/3, NA-START-3) and, with the capitals option, capitals with a majority of their
// empire (NA-CAP-1); the reinforcement count (NA-REI-1..2) and the census (NA-END-3).
import europeJson from '../../../data/maps/europe-1811.json' with { type: 'json' };
import { z } from 'zod';
import { continentsControlledBy, controlledCount, controller, mapOf } from '../board.js';
import { seaController, seaZonesControlledBy } from '../board-units.js';
import type { Reinforcements } from '../turns.js';
import type { GameState, PlayerId } from '../types.js';
import { permanentMissionBonus } from './call-points.js';
import { featuresOf } from '../ruleset-source.js';
import { ONCE } from '../data-file.js';
import { once } from '../lazy.js';

const capitalsSchema = z.object({
  empires: z.array(
    z.object({
      id: z.string(),
      bonus: z.number().int(),
      capital: z.string(),
      capitalMajority: z.number().int(),
      capitalBonus: z.number().int(),
      territories: z.array(z.string()),
    }),
  ),
});

/** NA-CAP-1: each empire's capital, the majority it needs, and the capital bonus (the board file's data, read on first use). */
export const empireCapitals = once(() => capitalsSchema.parse(europeJson, ONCE).empires);

/** NA-BRD-2/3: the routes whose every zone `player` controls. */
export function routesHeld(s: GameState, player: PlayerId): { id: string; bonus: number }[] {
  return mapOf(s)
    .seas.routes.filter((r) => r.zones.every((z) => seaController(s, z) === player))
    .map((r) => ({ id: r.id, bonus: r.bonus }));
}

/** NA-START-2 / NA-REI-2: the empires `player` holds whole, with their bonus. */
export function empiresHeld(s: GameState, player: PlayerId): { id: string; bonus: number }[] {
  const held = new Set(continentsControlledBy(s, player));
  return mapOf(s)
    .continents.filter((c) => held.has(c.id))
    .map((c) => ({ id: c.id, bonus: c.bonus }));
}

/**
 * NA-CAP-1..3 (capitals option, from round 2): the empires whose capital and a majority of whose
 * territories `player` holds without holding the whole empire (that pays its own, NA-CAP-2).
 */
export function capitalsHeld(s: GameState, player: PlayerId): { id: string; bonus: number }[] {
  if (!featuresOf(s).empireCapitals || s.turn.round < 2) return [];
  return empireCapitals()
    .filter((e) => {
      if (controller(s, e.capital) !== player) return false;
      const held = e.territories.filter((t) => controller(s, t) === player).length;
      return held >= e.capitalMajority && held < e.territories.length;
    })
    .map((e) => ({ id: e.id, bonus: e.capitalBonus }));
}

/** NA-REI-1: territories plus sea zones controlled. */
export const landAndSea = (s: GameState, player: PlayerId): number =>
  controlledCount(s, player) + seaZonesControlledBy(s, player).length;

/**
 * NA-REI-1..2: (territories + zones) / 3, at least 3, plus each empire's, route's and (option)
 * capital's bonus and the permanent bonus of Empire missions. The fortifications' armies
 * (NA-REI-6) go straight onto their territories when the turn begins.
 */
export function advancedReinforcements(s: GameState, player: PlayerId): Reinforcements {
  const territories = Math.max(3, Math.floor(landAndSea(s, player) / 3));
  const empires = empiresHeld(s, player);
  const bonus =
    [...empires, ...routesHeld(s, player), ...capitalsHeld(s, player)].reduce((a, x) => a + x.bonus, 0) +
    permanentMissionBonus(s, player);
  return {
    total: territories + bonus,
    territories,
    continents: empires.map((e) => e.id),
    continentArmies: bonus,
    capped: 0,
  };
}
