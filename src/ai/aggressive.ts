// pyrisk's StupidAI policy, so the two engines can be timed side by side: reinforce random
// border territories; attack with max dice whenever the source outnumbers the target, until
// conquest (a blitz: pyrisk also resolves a whole battle per attack); move the minimum in;
// never fortify.
import { checkAttack } from '../engine/combat.js';
import { randInt, type RngState } from '../engine/rng.js';
import { roomOn } from '../engine/state.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';
import { borderTerritories, pick, roomy, routine } from './common.js';
import type { Policy } from './types.js';
import { forEachAttack } from '../engine/relations.js';

const place = (st: GameState, p: PlayerId, r: RngState) => roomy(st, p, borderTerritories(st, p), r);

export const aggressivePolicy: Policy = (s, player, rng) => {
  const r = routine(s, player, rng, place);
  if (r) return r;
  const phase = s.phase;
  if (phase.kind === 'reinforce') {
    // One army at a time to random border territories, sent as one action per territory: the
    // share a territory would get of the remaining armies is binomial; drawing it keeps the
    // policy while sparing the engine dozens of one-army actions.
    const t = place(s, player, rng)!;
    const border = borderTerritories(s, player).length || 1;
    let share = 0;
    const reserve = s.players[player].reserve;
    for (let i = 0; i < reserve; i++) if (randInt(rng, border) === 0) share++;
    return { type: 'place', territory: t, count: Math.max(1, Math.min(share, roomOn(s, t))) };
  }
  if (phase.kind === 'attack') {
    if (phase.conquest) return { type: 'move', count: phase.conquest.min };
    const options: Action[] = [];
    // every target the ruleset's reach allows (landings included) that the source outnumbers
    forEachAttack(s, player, 2, (from, to, own, there) => {
      if (own > there && !checkAttack(s, player, from, to, null)) options.push({ type: 'blitz', from, to });
    });
    return options.length ? pick(rng, options) : { type: 'endTurn' };
  }
  return { type: 'endTurn' };
};
