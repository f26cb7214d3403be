// NA-EFF ÉCLAIREURS in a land battle (the `recastRoll` hook): once the roll is cast and its
// modifiers applied, each side with scouts in force there rolls its lowest losing die again,
// once for the card; the roll is then modified anew.
import { controller } from '../board.js';
import type { Draft } from '../draft.js';
import type { Roll } from '../hooks.js';
import { rollDie } from '../rng.js';
import type { PlayerId } from '../types.js';
import { scoutsDie, spendScouts } from './card-effects-in-force.js';
import { advancedModifyRoll } from './dice.js';

const high = (dice: readonly number[]): number[] => [...dice].sort((a, b) => b - a);

export function scoutsRecast(d: Draft, attacker: PlayerId, cast: Roll, modified: Roll): Roll {
  const s = d.s;
  const defender = controller(s, cast.to);
  let raw = cast,
    out = modified;
  for (const side of ['attack', 'defence'] as const) {
    const player = side === 'attack' ? attacker : defender;
    if (player < 0) continue;
    const own = high(side === 'attack' ? out.attack : out.defence);
    const other = high(side === 'attack' ? out.defence : out.attack);
    const die = scoutsDie(s, player, cast.to, own, other, side === 'attack');
    if (die < 0) continue;
    // the modifiers go highest die first, so the i-th highest modified die is the i-th highest cast
    const again = high(raw[side]);
    again[die] = rollDie(s.rng);
    raw = { ...raw, [side]: again };
    out = advancedModifyRoll(s, raw);
    spendScouts(d, player, cast.to);
  }
  return out;
}
