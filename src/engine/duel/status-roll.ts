// N2-A status roll: when an invasion involving an independent ends, a die for each independent
// it involved moves its status one step away from the player on 1–4.
import { emit, type Draft } from '../draft.js';
import { rollDie } from '../rng.js';
import type { PlayerId } from '../types.js';
import { activeIndependents, allyOf, duelOf, isIndependent, statusStep } from './status.js';

/**
 * N2-A: the invasion is over. For each independent it involved — the one invaded, the ally
 * used — roll a die: 1–4 moves its status one step away from the player, 5–6 keeps it.
 */
export function settleInvasion(d: Draft, player: PlayerId): void {
  const s = d.s;
  const slice = duelOf(s)!;
  const inv = slice.invasion;
  slice.invasion = null;
  if (!inv || !activeIndependents(s)) return;
  const involved = [inv.by, inv.defender].filter(
    (p, i, all) => p >= 0 && isIndependent(s, p) && all.indexOf(p) === i && s.players[p].status !== 'eliminated',
  );
  for (const independent of involved) {
    const die = rollDie(s.rng);
    const before = allyOf(s, independent);
    const ally = die <= 4 ? statusStep(s, independent, player, false) : before;
    slice.ally[independent] = ally;
    emit(d, { type: 'allyStatusRolled', player, independent, die, ally, changed: ally !== before });
  }
}
