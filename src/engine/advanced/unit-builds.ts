// Units that appear for free (an Empire mission's bonus, NA-EMP; the ARSENAL card, NA-EFF): the
// places and limits of a paid conversion (NA-CONV-1..3, NA-MAT-1/2, src/engine/advanced/build.ts),
// without the reserve they would cost.
import { controller, mapOf } from '../board.js';
import { addAdmirals, addGenerals, addShips, epidemicsOn, seaController, setFort, shipsIn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import type { RuleError } from '../errors.js';
import type { GameState, PlayerId } from '../types.js';
import { coastalFor, fortifiable, fortsLeft, roomFor } from './build.js';
import { refusal } from './common.js';
import { isZone } from './seas.js';
import { advancedOf } from './slice.js';

export type BuildKind = 'ship' | 'general' | 'admiral' | 'fort';

/**
 * Why `count` free units of `kind` may not appear at `at` for `player` (the refusal a paid
 * conversion would get), or null when they may.
 */
export function freeBuildRefusal(
  s: GameState,
  player: PlayerId,
  kind: BuildKind,
  at: string,
  count = 1,
): RuleError | null {
  const sea = kind === 'ship' || kind === 'admiral';
  if (sea && !isZone(s, at)) return refusal('unknownZone', at);
  if (!sea && !mapOf(s).byId[at]) return { code: 'unknownTerritory', territory: at };
  switch (kind) {
    case 'fort':
      if (epidemicsOn(s, at) > 0) return refusal('epidemic', at);
      if (!fortifiable(s, at, player))
        return controller(s, at) === player ? refusal('alreadyFortified', at) : { code: 'notOwner', territory: at };
      return fortsLeft(s) === 0 ? refusal('noFortLeft') : null;
    case 'ship':
      if (!coastalFor(s, at, player)) return refusal('notCoastal', at);
      break;
    case 'admiral':
      if (shipsIn(s, at, player) === 0) return refusal('noShips', at);
      break;
    case 'general':
      if (controller(s, at) !== player) return { code: 'notOwner', territory: at };
      break;
  }
  const room = roomFor(s, player, kind);
  return room < count ? refusal('unitLimit', at, room) : null;
}

/** Puts the free units on the board (checked by `freeBuildRefusal`), as a conversion would. */
export function placeFree(d: Draft, player: PlayerId, kind: BuildKind, at: string, count = 1): void {
  const s = d.s;
  const turn = s.ext.advanced ? advancedOf(s).turn : null;
  switch (kind) {
    case 'ship': {
      const before = seaController(s, at);
      addShips(s, at, player, count);
      // NA-NAV-2: beside another player's ships they must fight this turn
      if (turn && before !== player && seaController(s, at) === -1 && !turn.forced.includes(at)) turn.forced.push(at);
      break;
    }
    case 'admiral':
      addAdmirals(s, at, player, count);
      break;
    case 'general':
      addGenerals(s, at, player, count);
      break;
    case 'fort':
      setFort(s, at, true);
      turn?.fortsBuilt.push(at); // NA-REI-6: no army from it this turn
      break;
  }
  emit(d, { type: 'unitsBuilt', player, unit: kind, at, count, free: true });
}
