// NA-NAV, phase 3a: naval combat. Forced combats where the player built ships beside another
// player's (NA-NAV-2) and naval invasions of an adjacent zone (NA-NAV-3), each fought to the end;
// admirals add to the highest dice (NA-NAV-4) and are captured with their fleet (NA-GEN-3).
// No card is earned at sea (NA-NAV-5). All naval combat comes before any land offensive (NA-TURN-2).
import { addAdmirals, addShips, admiralsIn, seaController, shipsIn, unitsOnBoard } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import { rollDice } from '../rng.js';
import type { GameState, PlayerId } from '../types.js';
import { mapOf } from '../board.js';
import { captureLeaders } from './captures.js';
import { refusal } from './common.js';
import { applyBonus, bonusOf, rolledDice, seaModifiers } from './dice.js';
import { isZone, zonesNext } from './seas.js';
import { advancedTurn } from './slice.js';

/** NA-NAV-2: the zones where `player` still owes a forced combat (built beside another fleet, still contested). */
export function forcedCombats(s: GameState): string[] {
  const t = s.ext.advanced?.turn;
  if (!t || s.phase.kind !== 'attack') return [];
  return t.forced.filter((z) => seaController(s, z) === -1 && shipsIn(s, z, s.turn.player) > 0);
}

/** Another player's fleet in `z` (the largest, the lower seat on a tie), or -1. */
function enemyFleet(s: GameState, z: string, player: PlayerId): PlayerId {
  let best = -1;
  for (const p of s.players)
    if (p.id !== player && shipsIn(s, z, p.id) > (best < 0 ? 0 : shipsIn(s, z, best))) best = p.id;
  return best;
}

/**
 * One roll at sea: `attacking` ships of `attacker` (up to 3 dice) against the defender's fleet in
 * `zone` (up to 2), admirals' bonus on both sides. Returns the ships the attacker lost.
 */
function seaRoll(
  d: Draft,
  attacker: PlayerId,
  from: string | null,
  zone: string,
  defender: PlayerId,
  attacking: number,
): number {
  const s = d.s;
  const defending = shipsIn(s, zone, defender);
  // NA-NAV-4 admirals, NA-EFF BRÛLOTS: the dice, then each side's bonuses highest die first
  const mods = seaModifiers(s, from, zone, attacker, defender);
  const att = applyBonus(rollDice(s.rng, Math.min(3, attacking)), bonusOf(mods.attack));
  const def = applyBonus(rollDice(s.rng, Math.min(2, defending)), bonusOf(mods.defence));
  const detail = rolledDice(att, def, mods);
  let attackerLost = 0,
    defenderLost = 0;
  for (let i = 0; i < Math.min(att.length, def.length); i++) {
    if (att[i] > def[i]) defenderLost++;
    else attackerLost++;
  }
  addShips(s, zone, defender, -defenderLost);
  if (from === null) addShips(s, zone, attacker, -attackerLost);
  else addShips(s, from, attacker, -attackerLost);
  emit(d, {
    type: 'seaBattleRolled',
    attacker,
    defender,
    from,
    zone,
    attack: att,
    defence: def,
    attackerLost,
    defenderLost,
    ...(detail ? { dice: detail } : {}),
  });
  return attackerLost;
}

/** NA-NAV-2: the forced combat in `zone`, fought until one side (against each other fleet there in turn) is gone. */
export function seaBattle(d: Draft, player: PlayerId, zone: string): Result<void> {
  const s = d.s;
  if (!isZone(s, zone)) return err(refusal('unknownZone', zone));
  if (!forcedCombats(s).includes(zone)) return err(refusal('noForcedCombat', zone));
  for (let enemy = enemyFleet(s, zone, player); enemy >= 0; enemy = enemyFleet(s, zone, player)) {
    while (shipsIn(s, zone, player) > 0 && shipsIn(s, zone, enemy) > 0) {
      seaRoll(d, player, null, zone, enemy, shipsIn(s, zone, player));
      // NA-GEN-3 (reconstructed): the last ships that rolled were lost: the fleet's admirals are taken
      if (shipsIn(s, zone, player) === 0) captureLeaders(d, 'admiral', zone, player, enemy);
    }
    if (shipsIn(s, zone, enemy) === 0) captureLeaders(d, 'admiral', zone, enemy, player);
    if (shipsIn(s, zone, player) === 0) break;
  }
  const t = advancedTurn(s);
  t.forced = t.forced.filter((z) => z !== zone);
  return ok(undefined);
}

/** What a naval invasion from `from` to `to` needs, or its refusal (NA-NAV-3). */
export function checkSail(s: GameState, player: PlayerId, from: string, to: string, ships: number): RuleError | null {
  if (!isZone(s, from)) return refusal('unknownZone', from);
  if (!isZone(s, to)) return refusal('unknownZone', to);
  if (advancedTurn(s).land) return refusal('landBegun');
  if (forcedCombats(s).length > 0) return refusal('forcedCombat', forcedCombats(s)[0]);
  if (seaController(s, from) !== player) return refusal('zoneNotControlled', from);
  if (!zonesNext(s, from).includes(to)) return refusal('zonesNotAdjacent', to);
  if (seaController(s, to) === player) return refusal('ownZone', to);
  const max = shipsIn(s, from, player) - 1;
  if (max < 1) return refusal('keepOneShip', from, max);
  if (!Number.isInteger(ships) || ships < 1 || ships > max) return { code: 'badCount', min: 1, max };
  return null;
}

/**
 * NA-NAV-3: `ships` ships from `from` invade `to`: into an empty zone they simply sail; against a
 * fleet they fight until one side is gone (the invading fleet rolls up to 3 dice, the defender up
 * to 2). The survivors of a won invasion move in; the defender's admirals are captured.
 */
export function sail(d: Draft, player: PlayerId, from: string, to: string, ships: number): Result<void> {
  const s = d.s;
  const e = checkSail(s, player, from, to, ships);
  if (e) return err(e);
  let fleet = ships;
  const defender = seaController(s, to);
  if (defender >= 0) {
    while (fleet > 0 && shipsIn(s, to, defender) > 0) {
      const rolled = Math.min(3, fleet);
      const lost = seaRoll(d, player, from, to, defender, fleet);
      fleet -= lost;
      if (fleet === 0 && lost === rolled) captureLeaders(d, 'admiral', from, player, defender);
    }
    if (fleet === 0) return ok(undefined);
    captureLeaders(d, 'admiral', to, defender, player);
  }
  addShips(s, from, player, -fleet);
  addShips(s, to, player, fleet);
  emit(d, { type: 'zoneTaken', player, from, to, ships: fleet, previous: defender });
  return ok(undefined);
}

/** NA-NAV-6: an eliminated player's ships and admirals leave the board. */
export function removeFleet(d: Draft, player: PlayerId): void {
  const s = d.s;
  const ships = unitsOnBoard(s, player, 'ships'),
    admirals = unitsOnBoard(s, player, 'admirals');
  if (ships === 0 && admirals === 0) return;
  for (const { id } of mapOf(s).seas.zones) {
    addAdmirals(s, id, player, -admiralsIn(s, id, player));
    addShips(s, id, player, -shipsIn(s, id, player));
  }
  emit(d, { type: 'fleetRemoved', player, ships, admirals });
}
