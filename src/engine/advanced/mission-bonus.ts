// NA-EMP: an Empire mission's immediate bonus. Claims are automatic (NA-MIS-3), so the bonus
// goes where it helps most without asking: among the places the card names that the limits
// allow (NA-MAT, NA-CONV), the one with most of the player's armies (ships at sea), the card's
// order on a tie. A bonus with no legal place is lost (NA-EMP).
import { addArmies, armiesOn, controller, mapOf } from '../board.js';
import { shipsIn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { drawCard } from '../turns.js';
import type { GameState, PlayerId } from '../types.js';
import type { MissionBonus } from './mission-cards.js';
import { freeBuildRefusal, placeFree, type BuildKind } from './unit-builds.js';

const BUILDS: Partial<Record<MissionBonus['kind'], BuildKind>> = {
  ships: 'ship',
  admiral: 'admiral',
  general: 'general',
  fort: 'fort',
};

/** Where the bonus would go now for `player`, or null when it cannot be given. */
export function bonusPlace(s: GameState, player: PlayerId, bonus: MissionBonus): string | null {
  if (bonus.kind === 'card') return null;
  const map = mapOf(s);
  const sea = bonus.kind === 'ships' || bonus.kind === 'admiral';
  const all = sea ? map.seas.zones.map((z) => z.id) : map.territoryIds;
  const candidates = bonus.at.length > 0 ? bonus.at : all;
  const build = BUILDS[bonus.kind];
  // a gift never starts a forced combat (NA-NAV-2): ships only where no other player's are
  const peaceful = (at: string) =>
    bonus.kind !== 'ships' || s.players.every((p) => p.id === player || shipsIn(s, at, p.id) === 0);
  const legal = candidates.filter((at) =>
    build
      ? freeBuildRefusal(s, player, build, at, bonus.count) === null && peaceful(at)
      : controller(s, at) === player && armiesOn(s, at) > 0,
  );
  const weight = (at: string): number => (sea ? shipsIn(s, at, player) : armiesOn(s, at));
  let best: string | null = null;
  for (const at of legal) if (best === null || weight(at) > weight(best)) best = at;
  return best;
}

/** Gives the bonus; answers where it went (null for a card), and whether it was given at all. */
export function giveBonus(d: Draft, player: PlayerId, bonus: MissionBonus): { at: string | null; given: boolean } {
  const s = d.s;
  if (bonus.kind === 'card') {
    const before = s.players[player].hand.length;
    for (let i = 0; i < bonus.count; i++) drawCard(d, player);
    return { at: null, given: s.players[player].hand.length > before };
  }
  const at = bonusPlace(s, player, bonus);
  if (at === null) return { at: null, given: false };
  const build = BUILDS[bonus.kind];
  if (build) placeFree(d, player, build, at, bonus.count);
  else {
    addArmies(s, at, bonus.count, player);
    emit(d, { type: 'armiesPlaced', player, territory: at, count: bonus.count });
  }
  return { at, given: true };
}
