// The few actions worth comparing at one of the own turn's decisions: the hard heuristic's
// choice, the normal AI's, and the plans between which the heuristics hesitate — the whole
// reserve on one stack or on the most threatened territory, stopping the attacks here (the
// card taken) or pressing on to the last army, moving the fewest or the most armies in.
import { attackDiceRange, checkAttack } from '../../engine/combat.js';
import { forEachAttack } from '../../engine/relations.js';
import { roomOn } from '../../engine/state.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../../engine/types.js';
import { defenceBoard } from '../hard/defence.js';
import { hardFortify } from '../hard/moves.js';
import { worstAttack } from '../hard/threat.js';
import { mapOf } from '../../engine/state.js';

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Adds `a` to the candidates unless it is null or already there. */
export function push(out: Action[], a: Action | null): void {
  if (a && !out.some((b) => same(a, b))) out.push(a);
}

/** The own territory whose worst-case attack outweighs its armies the most (null when none is threatened). */
function mostThreatened(s: GameState, player: PlayerId): TerritoryId | null {
  const db = defenceBoard(s, player);
  const ids = mapOf(s).territoryIds;
  let best = -1,
    gap = 0;
  for (let i = 0; i < ids.length; i++) {
    if (db.control[i] !== player) continue;
    const g = worstAttack(db, i) - db.armies[i];
    if (g > gap) {
      gap = g;
      best = i;
    }
  }
  return best >= 0 ? ids[best] : null;
}

/** Opponents down to this many territories are worth an attack at odds the heuristics refuse. */
export const ELIMINATION_SIZE = 2;

/**
 * The blitz (to the last army) of the biggest stack on a territory of an opponent down to
 * ELIMINATION_SIZE territories: taking their last ones wins a heads-up game and their cards
 * elsewhere. Null when nobody is that weak or no stack reaches them.
 */
function eliminationAttack(s: GameState, player: PlayerId): Action | null {
  const held = new Map<PlayerId, number>();
  for (const c of s.board.control) if (c >= 0) held.set(c, (held.get(c) ?? 0) + 1);
  let best: { from: TerritoryId; to: TerritoryId; ratio: number } | null = null;
  forEachAttack(s, player, 2, (from, to, own, d, holder) => {
    const q = s.players[holder];
    if (!q || q.kind === 'neutral' || q.status !== 'active' || (held.get(holder) ?? 0) > ELIMINATION_SIZE) return;
    const ratio = (own - 1) / d;
    if (!best || ratio > best.ratio) best = { from, to, ratio };
  });
  const b = best as { from: TerritoryId; to: TerritoryId; ratio: number } | null;
  if (!b || checkAttack(s, player, b.from, b.to, null) || !attackDiceRange(s, b.from, b.to)) return null;
  return { type: 'blitz', from: b.from, to: b.to, stopAt: 1 };
}

/**
 * Candidates at a decision of `player`'s own turn, `mine` (the hard heuristic's action) first,
 * or just `[mine]` when the decision is not one the search weighs.
 */
export function candidates(s: GameState, player: PlayerId, mine: Action, normal: Action): Action[] {
  const out: Action[] = [mine];
  const phase = s.phase;
  if (s.turn.player !== player) return out;
  if (phase.kind === 'reinforce' && mine.type === 'place' && normal.type === 'place') {
    push(out, normal);
    const reserve = s.players[player].reserve;
    const all = (t: TerritoryId): Action => ({ type: 'place', territory: t, count: Math.min(reserve, roomOn(s, t)) });
    push(out, all(mine.territory));
    const t = mostThreatened(s, player);
    if (t && roomOn(s, t) > 0) push(out, all(t));
    return out;
  }
  if (phase.kind === 'attack' && !phase.pendingRoll && !phase.elimTrade) {
    if (phase.conquest) {
      if (mine.type !== 'move') return out;
      const { min, max } = phase.conquest;
      push(out, normal.type === 'move' ? normal : null);
      push(out, { type: 'move', count: min });
      push(out, { type: 'move', count: max });
      return out;
    }
    const finish = eliminationAttack(s, player);
    if (mine.type !== 'blitz' && normal.type !== 'blitz' && !finish) return out;
    push(out, normal);
    push(out, finish);
    // stop here: the heuristic's fortify, else the end of the turn
    push(out, mine.type === 'blitz' ? (hardFortify(s, player) ?? { type: 'endTurn' }) : null);
    // the same attack to the last army
    if (mine.type === 'blitz') push(out, { ...mine, stopAt: 1 });
    return out;
  }
  if (phase.kind === 'fortify') {
    push(out, normal);
    push(out, { type: 'endTurn' });
  }
  return out;
}
