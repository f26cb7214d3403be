// The hard AI's defence: the armies each of its territories needs against the worst case
// (threat.ts), the split of a reserve between its threatened territories, and the garrison a
// territory keeps when its armies move on (a conquest's move-in, an attack's stop).
import { roomOn } from '../../engine/state.js';
import { mapOf } from '../../engine/state.js';
import type { GameState, PlayerId } from '../../engine/types.js';
import { defendersNeeded, lossChance, threatBoard, worstAttack, type ThreatBoard } from './threat.js';
import { heldContinents, keepValue } from './values.js';

/** Per decision: the threats, the continents held and each territory's value. */
export interface DefenceBoard extends ThreatBoard {
  held: boolean[];
}

export function defenceBoard(s: GameState, player: PlayerId): DefenceBoard {
  return { ...threatBoard(s, player), held: heldContinents(s, player) };
}

/** The chance of losing a territory that we accept: small for a continent's border, even odds for a lone territory. */
export function acceptedLoss(value: number): number {
  return value > 1 ? 0.2 : 0.5;
}

/** The armies territory index `i` should keep (at least 1), ignoring an attack from `skip`. */
export function garrison(db: DefenceBoard, i: number, skip = -1): number {
  const attack = worstAttack(db, i, skip);
  if (attack <= 0) return 1;
  return defendersNeeded(db.s, attack, acceptedLoss(keepValue(db.s, db.held, i)));
}

/** Most armies a lone territory (no continent bonus at stake) keeps back when its armies move on. */
export const LONE_KEEP = 2;

/**
 * What territory index `i` (holding `have`) keeps when its armies move on, against everyone
 * but `skip`: its garrison when that holds and a continent's bonus is at stake; a few armies on
 * a lone border; one army where nothing threatens or where no garrison it could keep would hold.
 */
export function keepBehind(db: DefenceBoard, i: number, have: number, skip = -1): number {
  const g = garrison(db, i, skip);
  if (g <= 1) return 1;
  // facing an active opponent: never a 1-army trail, and a garrison that cannot hold stays small
  if (g >= have) return Math.min(LONE_KEEP, have - 1);
  return keepValue(db.s, db.held, i) > 1 ? g : Math.min(g, LONE_KEEP);
}

/** Chunks tried when a reserve is split: a single army rarely changes a big battle's odds alone. */
const CHUNKS = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];

/**
 * The reserve split for defence (armies per territory index): armies go, a chunk at a time, to
 * the territory where they lower the expected loss (value × chance of falling) the most per
 * army, while that saving is at least `theta` armies per army.
 */
export function defencePlan(db: DefenceBoard, reserve: number, theta: number): Map<number, number> {
  const s = db.s;
  const ids = mapOf(s).territoryIds;
  const cand: { i: number; attack: number; have: number; value: number; room: number }[] = [];
  for (let i = 0; i < ids.length; i++) {
    if (db.control[i] !== db.player) continue;
    const attack = worstAttack(db, i);
    if (attack <= 0) continue;
    const room = roomOn(s, ids[i]);
    if (room <= 0) continue;
    cand.push({ i, attack, have: db.armies[i], value: keepValue(s, db.held, i), room });
  }
  const plan = new Map<number, number>();
  let left = reserve;
  while (left > 0 && cand.length) {
    let best = -1,
      bestChunk = 0,
      bestRate = theta;
    for (let c = 0; c < cand.length; c++) {
      const x = cand[c];
      const now = lossChance(s, x.attack, x.have);
      if (now <= 0.001) continue;
      for (const j of CHUNKS) {
        if (j > left || j > x.room) break;
        const rate = (x.value * (now - lossChance(s, x.attack, x.have + j))) / j;
        if (rate > bestRate) {
          bestRate = rate;
          best = c;
          bestChunk = j;
        }
      }
    }
    if (best < 0) break;
    const x = cand[best];
    x.have += bestChunk;
    x.room -= bestChunk;
    left -= bestChunk;
    plan.set(x.i, (plan.get(x.i) ?? 0) + bestChunk);
  }
  return plan;
}
