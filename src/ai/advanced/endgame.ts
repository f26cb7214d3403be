// NA-WIN-1, NA-END-3: the game ends after round 5 and each player's last turn ends with a census
// of the territories and zones held. In its last turn the napoleon-advanced AI keeps attacking
// at even odds: a territory taken is a third of a point, and nothing is saved for later.
import { oddsOfBattle } from '../../engine/battle-odds.js';
import { attackingArmies, checkAttack } from '../../engine/combat.js';
import { epidemicsOn, generalsOn } from '../../engine/board-units.js';
import { lastRound } from '../../engine/advanced/turn-flow.js';
import { forEachAttack } from '../../engine/relations.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../../engine/types.js';
import { byLand, type AdvancedAiOptions } from './options.js';

/** Whether this is `player`'s last turn of the game. */
export const lastTurn = (s: GameState, player: PlayerId): boolean =>
  s.turn.player === player && s.turn.round >= lastRound(s);

/** In the last turn, the attack with the best odds of at least one half (null: none left). */
export function lastTurnAttack(s: GameState, player: PlayerId, o: AdvancedAiOptions): Action | null {
  const phase = s.phase;
  if (!lastTurn(s, player) || phase.kind !== 'attack' || phase.conquest || phase.pendingRoll || phase.elimTrade)
    return null;
  let best: { from: TerritoryId; to: TerritoryId; win: number } | null = null;
  forEachAttack(s, player, 2, (from, to, _own, d) => {
    if (epidemicsOn(s, to) > 0 || (!o.sea && !byLand(s, from, to))) return;
    const a = attackingArmies(s, from, player);
    // a general is only risked with three dice in every roll, 4 armies (NA-GEN-3)
    if (generalsOn(s, from, player) > 0 && a < 4) return;
    if (a < 1 || a + 1 < d) return; // hopeless: skip the odds
    if (checkAttack(s, player, from, to, null)) return;
    const win = oddsOfBattle(s, from, to, a, d, generalsOn(s, from, player) > 0 ? 3 : 1).win;
    if (win >= 0.5 && (!best || win > best.win)) best = { from, to, win };
  });
  if (!best) return null;
  const { from, to } = best;
  return { type: 'blitz', from, to, stopAt: generalsOn(s, from, player) > 0 ? 3 : 1 };
}
