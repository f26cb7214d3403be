// The hard AI's armies in its turn: attacks that keep a garrison behind, move-ins that leave
// each side of a conquest what it needs, and a fortify toward the most threatened border.
import { attackDiceRange, checkAttack } from '../../engine/combat.js';
import { fortifyTargets } from '../../engine/legal.js';
import { forEachAttack } from '../../engine/relations.js';
import { fortifyRule, mapOf, rulesOf } from '../../engine/state.js';
import { standardDice } from '../../engine/battle-odds.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import { DEFAULTS, favourable, favourableByOdds, fortifyMove, wants, weight } from '../baseline.js';
import { defenceBoard, garrison, keepBehind, type DefenceBoard } from './defence.js';
import { lossChance, worstAttack } from './threat.js';
import { continentsOf, keepValue } from './values.js';

/** The continents (indexes) each active opponent holds whole: taking one of their territories breaks a bonus. */
function heldBy(s: GameState): number[] {
  const map = mapOf(s);
  return map.continents.map((c) => {
    const first = s.board.control[map.index[c.territories[0]]];
    if (first < 0 || s.players[first]?.kind === 'neutral') return -1;
    return c.territories.every((t) => s.board.control[map.index[t]] === first) ? first : -1;
  });
}

/**
 * The best attack as a blitz that stops before the source drops below the garrison it keeps
 * facing its other neighbours (null when none is worth it). A target is judged on the armies
 * that may leave; breaking an opponent's continent bonus and a weak opponent add to its score.
 */
export function hardAttack(s: GameState, player: PlayerId): Action | null {
  // No conquest yet this turn: the card is worth a thin trail if nothing else can take one.
  return bestAttack(s, player, true) ?? (s.turn.conquered === 0 ? bestAttack(s, player, false) : null);
}

function bestAttack(s: GameState, player: PlayerId, garrisoned: boolean): Action | null {
  const db = defenceBoard(s, player);
  const map = mapOf(s);
  const needCard = s.turn.conquered === 0;
  const exact = !standardDice(s);
  const three = rulesOf(s).defenderMaxDice === 3;
  const holders = heldBy(s);
  const conts = continentsOf(map);
  let best: { from: string; to: string; score: number; keep: number } | null = null;
  let w: ReturnType<typeof wants> | null = null;
  const held = s.players.map((p) => (p.kind === 'neutral' ? 0 : 0));
  for (const c of s.board.control) if (c >= 0) held[c]++;
  forEachAttack(s, player, 2, (from, to, own, d, holder) => {
    const fi = map.index[from],
      ti = map.index[to];
    const keep = garrisoned ? keepBehind(db, fi, own, ti) : 1;
    const a = own - (keep > 1 ? keep + 2 : keep) + 1;
    if (a < 2) return;
    const worth = exact ? favourableByOdds(s, from, to, a, d, needCard) : favourable(s, a, d, needCard, three);
    if (!worth) return;
    w ??= wants(s, player, DEFAULTS);
    const owner = s.players[holder];
    const weak = owner && owner.kind !== 'neutral' ? 1 / (1 + held[holder]) : 0;
    let breaks = 0;
    for (const c of conts[ti]) if (holders[c] === holder && holder !== player) breaks += map.continents[c].bonus;
    const score = (a - 1) / d + weight(w, to) + 4 * weak + breaks / 2;
    if (!best || score > best.score) best = { from, to, score, keep };
  });
  const b = best as { from: string; to: string; score: number; keep: number } | null;
  if (!b || checkAttack(s, player, b.from, b.to, null) || !attackDiceRange(s, b.from, b.to)) return null;
  const own = db.armies[map.index[b.from]];
  // A conquest moves at least the last roll's dice (up to 3): stopping 2 above the garrison
  // lets it stay behind whatever the last roll was.
  return {
    type: 'blitz',
    from: b.from,
    to: b.to,
    stopAt: Math.max(1, b.keep > 1 ? b.keep + 2 : 1, Math.ceil(own / 4)),
  };
}

/**
 * How many armies follow a conquest in: all of them when the source then faces nobody; the
 * fewest when the conquered territory faces nobody; else the source keeps its garrison against
 * its remaining neighbours and the rest go on.
 */
export function hardMoveIn(s: GameState, player: PlayerId): number {
  if (s.phase.kind !== 'attack' || !s.phase.conquest) return 1;
  const { from, to, min, max } = s.phase.conquest;
  const map = mapOf(s);
  const fi = map.index[from],
    ti = map.index[to];
  const control = s.board.control;
  const fromFaces = map.adj[fi].some((n) => n !== ti && control[n] !== player);
  if (!fromFaces) return max;
  const toFaces = map.adj[ti].some((n) => control[n] !== player);
  if (!toFaces) return min;
  const db = defenceBoard(s, player);
  const have = db.armies[fi];
  // Both sides face enemies: the armies split by the worst case each faces (weighted by what
  // each is worth), so neither is left a 1-army trail while the other holds a surplus.
  const weigh = (i: number, skip: number) => (1 + worstAttack(db, i, skip)) * keepValue(s, db.held, i);
  const wFrom = weigh(fi, ti),
    wTo = weigh(ti, fi);
  let keep = Math.round((have * wFrom) / (wFrom + wTo));
  // neither side a 1-army trail when there are armies for both
  keep = Math.min(Math.max(2, keep), have - 2);
  keep = Math.max(1, Math.min(keep, have - min));
  return Math.min(max, Math.max(min, have - keep));
}

/**
 * The fortify that saves the most expected value: armies from an interior stack or a border's
 * surplus to the territory whose chance of falling they lower most (its value × drop). Falls
 * back to the baseline's (the biggest interior stack toward the front).
 */
export function hardFortify(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind === 'fortify' && !fortifyRule(s).endsTurn && s.phase.moves > 0) return null;
  const db = defenceBoard(s, player);
  const map = mapOf(s);
  const ids = map.territoryIds;
  let best: Action | null = null,
    bestGain = 0.05;
  for (let fi = 0; fi < ids.length; fi++) {
    if (db.control[fi] !== player || db.armies[fi] < 2) continue;
    const spare = surplus(db, fi);
    if (spare < 1) continue;
    for (const m of fortifyTargets(s, player, ids[fi])) {
      const ti = map.index[m.to];
      const attack = worstAttack(db, ti);
      if (attack <= 0) continue;
      const count = Math.min(m.max, spare);
      const have = db.armies[ti];
      const gain = keepValue(s, db.held, ti) * (lossChance(s, attack, have) - lossChance(s, attack, have + count));
      if (gain > bestGain) {
        bestGain = gain;
        best = { type: 'fortify', from: ids[fi], to: m.to, count };
      }
    }
  }
  return best ?? fortifyMove(s, player);
}

/** Armies territory index `i` can give away: all but one from the interior, what exceeds its garrison on a border. */
function surplus(db: DefenceBoard, i: number): number {
  const have = db.armies[i];
  if (worstAttack(db, i) <= 0) return have - 1;
  return Math.max(0, have - garrison(db, i));
}
