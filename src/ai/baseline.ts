// The baseline AI: concentrates its reinforcements where it can win a fight, attacks only
// with good odds (harder under RisiKo!'s three defence dice), steers toward its goal (a
// continent, its mission, its objective, revealed HQs), takes one territory a turn for the
// card, and brings idle interior armies to the front. It reads only what its player may
// know: public board, its own hand and secrets.
import { oddsOfBattle, standardDice } from '../engine/battle-odds.js';
import { attackDiceRange, attackingArmies, checkAttack } from '../engine/combat.js';
import { effectiveMission } from '../engine/missions/missions.js';
import { objectiveByNumber } from '../engine/content.js';
import { fortifyTargets } from '../engine/legal.js';
import { featuresOf, fortifyRule, mapOf, roomOn, rulesOf } from '../engine/state.js';
import type { GameMap } from '../engine/map.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { borderTerritories, roomy, routine } from './common.js';
import { claimAction, missionWants } from './napoleon-goals.js';
import { teamWants } from './team-play.js';
import type { Policy } from './types.js';
import {
  armiesOn,
  controlledAmong,
  controlledCount,
  controller,
  defenderOf,
  enemyNeighbours,
  stepsToFront,
  territoriesControlledBy,
} from '../engine/board.js';
import { attackTargets, forEachAttack, sharesGround } from '../engine/relations.js';
import type { RngState } from '../engine/rng.js';
import { publicHqOf } from '../engine/ext.js';

/**
 * How much the player wants each territory: its continent's value (from the bonus and the
 * share already held), then its goal's additions, summed in that order (see `weight`).
 */
interface Wants {
  continentValue: number[];
  continentOf: Map<TerritoryId, number>;
  extra: Map<TerritoryId, number[]>;
}

const continentIndex = new WeakMap<GameMap, Map<TerritoryId, number>>();
function continentOf(map: GameMap): Map<TerritoryId, number> {
  let m = continentIndex.get(map);
  if (!m) {
    m = new Map();
    map.continents.forEach((c, i) => {
      for (const t of c.territories) m!.set(t, i);
    });
    continentIndex.set(map, m);
  }
  return m;
}

function addTo(extra: Map<TerritoryId, number[]>, t: TerritoryId, v: number): void {
  const l = extra.get(t);
  if (l) l.push(v);
  else extra.set(t, [v]);
}

/** What can be switched off for measuring (scripts/napoleon-teams-ai.ts): the team play of src/ai/team-play.ts. */
export interface BaselineOptions {
  teamFocus: boolean;
}
export const DEFAULTS: BaselineOptions = { teamFocus: true };

// One decision asks for the wants several times (placing: the routine, then the placement,
// each ranking targets); a state never changes, so they are computed once per state and seat.
// For napoleon-missions this evaluates every mission condition once per decision, not once per
// question (it was a third of that AI's time).
// The last answer only: a WeakMap over every state would hold thousands of short-lived keys
// and cost the garbage collector more than it saves.
let memo: { s: GameState; player: PlayerId; o: BaselineOptions; w: Wants } | null = null;

export function wants(s: GameState, player: PlayerId, o: BaselineOptions): Wants {
  if (memo && memo.s === s && memo.player === player && memo.o === o) return memo.w;
  const w = computeWants(s, player, o);
  memo = { s, player, o, w };
  return w;
}

function computeWants(s: GameState, player: PlayerId, o: BaselineOptions): Wants {
  const map = mapOf(s);
  const continentValue = map.continents.map((c) => {
    const share = controlledAmong(s, c.territories, player) / c.territories.length;
    return (c.bonus / c.territories.length) * (0.5 + 2 * share);
  });
  const extra = new Map<TerritoryId, number[]>();
  const me = s.players[player];
  const mission = effectiveMission(s, player);
  if (mission?.type === 'continents')
    for (const c of mission.continents)
      for (const t of map.continents.find((x) => x.id === c)!.territories) addTo(extra, t, 3);
  if (mission?.type === 'destroy') {
    const target = s.players.find((p) => p.colour === mission.colour);
    if (target) for (const t of territoriesControlledBy(s, target.id)) addTo(extra, t, 4);
  }
  if (me.objective !== null) for (const t of objectiveByNumber(me.objective).territories) addTo(extra, t, 3);
  for (const [t, v] of missionWants(s, player)) addTo(extra, t, v); // NM-*
  if (o.teamFocus) for (const [t, v] of teamWants(s, player)) addTo(extra, t, v); // NT-5, NT-3
  for (const p of s.players) {
    const hq = publicHqOf(s, p.id);
    if (p.id !== player && hq) addTo(extra, hq, 6);
  }
  return { continentValue, continentOf: continentOf(map), extra };
}

/** The weight of `t`: continent value first, then each addition in turn (the float sums stay the same). */
export function weight(w: Wants, t: TerritoryId): number {
  const c = w.continentOf.get(t);
  let v = c === undefined ? 0 : w.continentValue[c];
  const more = w.extra.get(t);
  if (more) for (const x of more) v += x;
  return v;
}

/**
 * Whether an attack of `a` armies (the source's) on `d` is worth it. Classic dice favour a big
 * attacker (200 v 200 wins 90%), so large stacks attack at even odds; RisiKo!'s three defence
 * dice and ties to the defender demand a clear margin.
 */
export function favourable(
  s: GameState,
  a: number,
  d: number,
  needCard: boolean,
  threeDefenceDice = rulesOf(s).defenderMaxDice === 3,
): boolean {
  // A long game means a stand-off: accept thinner odds rather than wait for ever.
  if (s.turn.round > 40 && a - 1 >= d + 1) return true;
  // A full territory under C-OPT-3 gains nothing by waiting: its new armies would be lost.
  const cap = featuresOf(s).territoryCap;
  if (cap !== null && a >= cap && a >= d) return true;
  if (threeDefenceDice) return a - 1 >= d * 1.6 + 1 || (needCard && a - 1 >= d + 2);
  if (d >= 10) return a - 1 >= d + 2;
  return a - 1 >= d * 1.15 + 1 || (needCard && a - 1 >= d + 1);
}

/**
 * `favourable` for a ruleset whose dice are not classic's (its own dice hooks or roll
 * modifiers): the exact odds of the blitz under those hooks decide, with the margins the
 * classic thresholds amount to (about 70% to take a territory, 55% when the card is at stake).
 */
export function favourableByOdds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  a: number,
  d: number,
  needCard: boolean,
): boolean {
  if (s.turn.round > 40 && a - 1 >= d + 1) return true;
  const cap = featuresOf(s).territoryCap;
  if (cap !== null && a >= cap && a >= d) return true;
  return oddsOfBattle(s, from, to, a, d).win >= (needCard ? 0.55 : 0.7);
}

interface Target {
  from: TerritoryId;
  to: TerritoryId;
  score: number;
}

function targets(s: GameState, player: PlayerId, extra: number, needCard: boolean, o: BaselineOptions): Target[] {
  // The goal weights only rank targets: computed once some attack is favourable at all.
  let w: Wants | null = null;
  const out: Target[] = [];
  const three = rulesOf(s).defenderMaxDice === 3;
  // Classic dice (and RisiKo!'s, Napoléon's: the classic hooks on their data) keep the fast
  // thresholds; a ruleset with its own dice hooks is judged on the exact odds they give.
  const exact = !standardDice(s);
  const worth = (from: TerritoryId, to: TerritoryId, a: number, d: number): boolean =>
    exact ? favourableByOdds(s, from, to, a, d, needCard) : favourable(s, a, d, needCard, three);
  let held: number[] | null = null;
  // Team games (NT-3) attack with one's own units (the reach skips friendly stacks); the others
  // take the one-pass scan over the board (the ruleset's reach, landings included).
  if (sharesGround(s)) {
    for (const from of territoriesControlledBy(s, player)) {
      const a = attackingArmies(s, from, player) + extra;
      if (a < 2) continue;
      for (const to of attackTargets(s, from, player)) {
        const holder = defenderOf(s, to);
        const d = armiesOn(s, to);
        if (!worth(from, to, a, d)) continue;
        w ??= wants(s, player, o);
        held ??= s.players.map((p) => controlledCount(s, p.id));
        const owner = s.players[holder];
        const weak = owner.kind !== 'neutral' ? 1 / (1 + held[owner.id]) : 0;
        out.push({ from, to, score: (a - 1) / d + weight(w, to) + 4 * weak });
      }
    }
  } else {
    forEachAttack(s, player, 2 - extra, (from, to, own, d, holder) => {
      const a = own + extra;
      if (!worth(from, to, a, d)) return;
      w ??= wants(s, player, o);
      held ??= s.players.map((p) => controlledCount(s, p.id));
      const owner = s.players[holder];
      const weak = owner.kind !== 'neutral' ? 1 / (1 + held[owner.id]) : 0;
      out.push({ from, to, score: (a - 1) / d + weight(w, to) + 4 * weak });
    });
  }
  return out.sort((x, y) => y.score - x.score);
}

export function placeTarget(s: GameState, player: PlayerId, o: BaselineOptions): TerritoryId | null {
  const reserve = s.players[player].reserve;
  const best = targets(s, player, reserve, true, o).filter((t) => roomOn(s, t.from) > 0);
  if (best.length) return best[0].from;
  // No good attack yet: build up one stack facing what it wants most, so that it gets there
  // (spreading over several fronts lets a growing wall, a neutral one say, keep pace forever).
  const w = wants(s, player, o);
  const border = borderTerritories(s, player).filter((t) => roomOn(s, t) > 0);
  if (!border.length) return null;
  const wall = standOffFront(s, player, border);
  if (wall) return wall;
  const want = (t: TerritoryId) => enemyNeighbours(s, t).reduce((m, n) => Math.max(m, weight(w, n)), 0);
  return border.sort((a, b) => armiesOn(s, b) + 3 * want(b) - (armiesOn(s, a) + 3 * want(a)))[0];
}

/**
 * A long game where one enemy stack outgrows every stack we have (escalating sets poured onto
 * a last territory): every reinforcement goes to the border facing it, or it is never beaten.
 */
function standOffFront(s: GameState, player: PlayerId, border: TerritoryId[]): TerritoryId | null {
  if (s.turn.round <= 40) return null;
  let mine = 0;
  for (const t of territoriesControlledBy(s, player)) mine = Math.max(mine, armiesOn(s, t));
  let best: TerritoryId | null = null,
    biggest = mine;
  for (const t of border)
    for (const n of enemyNeighbours(s, t))
      if (armiesOn(s, n) > biggest) {
        biggest = armiesOn(s, n);
        best = t;
      }
  return best;
}

/** The baseline policy, with some of its parts switched off for measuring. */
export function baselineWith(o: BaselineOptions): Policy {
  const place = (st: GameState, p: PlayerId, r: RngState) =>
    placeTarget(st, p, o) ?? roomy(st, p, borderTerritories(st, p), r);
  return (s, player, rng) => decide(s, player, rng, o, place);
}

export const baselinePolicy: Policy = baselineWith(DEFAULTS);

function decide(
  s: GameState,
  player: PlayerId,
  rng: RngState,
  o: BaselineOptions,
  place: (st: GameState, p: PlayerId, r: RngState) => TerritoryId | null,
): Action {
  const claim = claimAction(s, player); // NM-3
  if (claim) return claim;
  const r = routine(s, player, rng, place);
  if (r) return r;
  const phase = s.phase;
  if (phase.kind === 'reinforce') {
    const t = place(s, player, rng)!;
    return { type: 'place', territory: t, count: Math.min(s.players[player].reserve, roomOn(s, t)) };
  }
  if (phase.kind === 'attack') {
    if (phase.conquest) return { type: 'move', count: conquestMove(s, player) };
    return baselineAttack(s, player, undefined, o) ?? fortifyMove(s, player) ?? { type: 'endTurn' };
  }
  if (phase.kind === 'fortify') return fortifyMove(s, player) ?? { type: 'endTurn' };
  return { type: 'endTurn' };
}

/**
 * The best favourable attack as a blitz (null when none): `accept` lets a variant skip targets
 * (the duel's AI, src/ai/duel.ts, avoids invading neutral independents when that costs an ally).
 */
export function baselineAttack(
  s: GameState,
  player: PlayerId,
  accept: (from: TerritoryId, to: TerritoryId) => boolean = () => true,
  o: BaselineOptions = DEFAULTS,
): Action | null {
  const needCard = s.turn.conquered === 0;
  for (const t of targets(s, player, 0, needCard, o)) {
    if (!accept(t.from, t.to) || checkAttack(s, player, t.from, t.to, null)) continue;
    const range = attackDiceRange(s, t.from, t.to);
    if (!range) continue;
    return {
      type: 'blitz',
      from: t.from,
      to: t.to,
      stopAt: Math.max(1, Math.ceil(attackingArmies(s, t.from, player) / 4)),
    };
  }
  return null;
}

/** Keep what the source needs if it still faces enemies; otherwise move everything. */
export function conquestMove(s: GameState, player: PlayerId): number {
  if (s.phase.kind !== 'attack' || !s.phase.conquest) return 1;
  const { from, min, max } = s.phase.conquest;
  const facing = mapOf(s).adjacency[from].some((n) => controller(s, n) !== player);
  let count = facing ? Math.max(min, Math.floor((min + max) / 2)) : max;
  if (facing && rulesOf(s).minGarrison && count > min && armiesOn(s, from) - count < 2)
    count = Math.max(min, armiesOn(s, from) - 2);
  return Math.min(Math.max(count, min), max);
}

/** The largest idle interior stack moves one step (or, connected, all the way) toward the front. */
export function fortifyMove(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind === 'fortify' && !fortifyRule(s).endsTurn && s.phase.moves > 0) return null;
  const dist = stepsToFront(s, player);
  let best: Action | null = null;
  let bestArmies = 1;
  for (const from of territoriesControlledBy(s, player)) {
    const here = dist.get(from);
    if (here === undefined || here === 0) continue;
    const armies = armiesOn(s, from);
    if (armies <= bestArmies) continue;
    const closer = fortifyTargets(s, player, from).filter((m) => (dist.get(m.to) ?? Infinity) < here);
    const choice = closer.sort((a, b) => dist.get(a.to)! - dist.get(b.to)! || b.max - a.max)[0];
    if (!choice) continue;
    best = { type: 'fortify', from, to: choice.to, count: choice.max };
    bestArmies = armies;
  }
  return best;
}
