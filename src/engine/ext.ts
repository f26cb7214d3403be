// The per-ruleset state slices of `GameState.ext` (types.ts, `GameExt`): every reader and
// writer goes through these functions, so a slice can change shape or place in one file.
// Absent slices read as the defaults a game without that rule has (no HQ, no sdadata, …).
//
// Copies: `cloneState` hands each action a draft whose slices are copied by `cloneExt`, so
// the writers below may edit the draft's slices in place. A core slice needs its copier in
// `copiers` (the mapped type makes a missing one a compile error); a plugin's slices are copied
// by the copiers its plugin brings (`RulePlugin.copies`).
import type { Ruleset } from '../rules/ruleset.js';
import type { SliceCopiers } from './plugin-types.js';
import { rulesetFor } from './ruleset-source.js';
import type {
  AdvCardsSlice,
  AdvMissionsSlice,
  AdvPlayerMissions,
  CoreExt,
  GameExt,
  GameState,
  HqState,
  PlayerId,
  RankedMissions,
  RulesetId,
  Sdadata,
  TerritoryId,
} from './types.js';

const NO_CARDS: readonly TerritoryId[] = Object.freeze([]);

// ---- M-1 missions ----

/** M-1: the missions left after the deal (empty when the game deals none). */
export const missionsPoolOf = (s: GameState): readonly number[] => s.ext.missions?.pool ?? [];

export function setMissionsPool(s: GameState, pool: number[]): void {
  s.ext.missions = { pool };
}

// ---- NM-* ranked missions (napoleon-missions) ----

/** NM-1: every seated player's ranked missions, or undefined outside napoleon-missions. Secret: views filter it. */
export const rankedOf = (s: GameState): Readonly<Record<PlayerId, RankedMissions>> | undefined => s.ext.ranked;

/** One player's ranked missions (undefined when the game has none, or for the neutral). */
export const rankedFor = (s: GameState, player: PlayerId): RankedMissions | undefined => s.ext.ranked?.[player];

export function setRanked(s: GameState, ranked: Record<PlayerId, RankedMissions>): void {
  s.ext.ranked = ranked;
}

/** The ranked missions as `seat` may know them: its own, and of the others only what was shown (-1 = unknown). */
export function rankedForSeat(s: GameState, seat: PlayerId): Record<PlayerId, RankedMissions> {
  const out: Record<PlayerId, RankedMissions> = {};
  for (const [key, r] of Object.entries(rankedOf(s) ?? {})) {
    const id = Number(key);
    if (id === seat) {
      out[id] = r;
      continue;
    }
    const shown = publicMissions(s, id)!;
    out[id] = { ...r, missions: r.missions.map((m) => (shown.claimed.includes(m) || shown.revealed === m ? m : -1)) };
  }
  return out;
}

/** What everyone may know of a player's missions: the claimed ones, and the fourth once due. */
export function publicMissions(
  s: GameState,
  player: PlayerId,
): { claimed: number[]; revealed: number | null } | undefined {
  const r = rankedFor(s, player);
  if (!r) return undefined;
  const revealed = r.claimed.length >= 3 ? (r.missions.find((m) => !r.claimed.includes(m)) ?? null) : null;
  return { claimed: [...r.claimed], revealed };
}

// ---- R-END-1 sdadata (RisiKo!) ----

/** R-END-1: the sdadata threshold once the last round started, else null. */
export const sdadataOf = (s: GameState): Sdadata | null => s.ext.risiko?.sdadata ?? null;

export function setSdadata(s: GameState, sdadata: Sdadata | null): void {
  s.ext.risiko = { sdadata };
}

// ---- K-* headquarters (capitals) ----

const hqState = (s: GameState, player: PlayerId): HqState | undefined => s.ext.capitals?.[player];

/** The player's HQ (secret while not revealed: only the engine and the owner's view read it). */
export const hqOf = (s: GameState, player: PlayerId): TerritoryId | null => hqState(s, player)?.hq ?? null;

/** K-1: whether everyone may know the player's HQ. */
export const hqRevealed = (s: GameState, player: PlayerId): boolean => hqState(s, player)?.revealed ?? false;

/** The HQ as everyone may know it: null while hidden. */
export const publicHqOf = (s: GameState, player: PlayerId): TerritoryId | null =>
  hqRevealed(s, player) ? hqOf(s, player) : null;

/** K-2, K-3: the HQ cards lying before the player (secret while their HQ is: use publicHqCardsOf for others). */
export const hqCardsOf = (s: GameState, player: PlayerId): readonly TerritoryId[] =>
  hqState(s, player)?.cards ?? NO_CARDS;

/** The HQ cards everyone may see: K-3 (2000) lays them face down, so a card of a hidden HQ is not shown. */
export function publicHqCardsOf(s: GameState, player: PlayerId): readonly TerritoryId[] {
  const cards = hqCardsOf(s, player);
  return cards.every((t) => hqPublicAt(s, t)) ? cards : cards.filter((t) => hqPublicAt(s, t));
}

function hqPublicAt(s: GameState, t: TerritoryId): boolean {
  const owner = hqOwnerAt(s, t);
  return owner === null || hqRevealed(s, owner);
}

/** The player whose HQ is `t`, or null. */
export function hqOwnerAt(s: GameState, t: TerritoryId): PlayerId | null {
  const caps = s.ext.capitals;
  if (!caps) return null;
  for (const id in caps) if (caps[id].hq === t) return Number(id);
  return null;
}

function editHq(s: GameState, player: PlayerId): HqState {
  const caps = (s.ext.capitals ??= {});
  return (caps[player] ??= { hq: null, revealed: false, cards: [] });
}

export function setHq(s: GameState, player: PlayerId, t: TerritoryId): void {
  editHq(s, player).hq = t;
}

export function revealHq(s: GameState, player: PlayerId): void {
  editHq(s, player).revealed = true;
}

/** Replaces the player's HQ cards (the array is shared with earlier states: never edited in place). */
export function setHqCards(s: GameState, player: PlayerId, cards: TerritoryId[]): void {
  editHq(s, player).cards = cards;
}

// ---- victory points (a round limit's outcome) ----

/** The victory points of `player` (0 in a game that counts none). */
export const pointsOf = (s: GameState, player: PlayerId): number => s.ext.points?.[player] ?? 0;

/** Whether the game counts victory points. */
export const countsPoints = (s: GameState): boolean => s.ext.points !== undefined;

/** Adds (or with a negative count takes) victory points; they may go below 0. */
export function addPoints(s: GameState, player: PlayerId, count: number): void {
  const points = (s.ext.points ??= {});
  points[player] = (points[player] ?? 0) + count;
}

// ---- NA-MIS, NA-EFF (napoleon-advanced) ----

/** NA-SET-1: the rank piles and every seat's missions, or undefined outside the advanced game. Secret: views filter it. */
export const advMissionsOf = (s: GameState): AdvMissionsSlice | undefined => s.ext.advMissions;

/** One seat's missions in the advanced game (undefined when the game deals none). */
export const advMissionsFor = (s: GameState, player: PlayerId): AdvPlayerMissions | undefined =>
  s.ext.advMissions?.players[player];

export function setAdvMissions(s: GameState, slice: AdvMissionsSlice): void {
  s.ext.advMissions = slice;
}

/** NA-CRD-5 armed cards and the effects in force (an empty slice when none were ever played). */
export const advCardsOf = (s: GameState): AdvCardsSlice => s.ext.advCards ?? { armed: {}, active: [] };

/** The slice to edit on a draft (created on first use). */
export function editAdvCards(s: GameState): AdvCardsSlice {
  return (s.ext.advCards ??= { armed: {}, active: [] });
}

// ---- copies ----

type Copiers = { [K in keyof CoreExt]-?: (slice: NonNullable<CoreExt[K]>) => NonNullable<CoreExt[K]> };

/** The core's slices' copiers (the mapped type makes a missing one a compile error). */
const copiers: Copiers = {
  // edited in place by addPoints
  points: (p) => ({ ...p }),
};

const byRuleset = new WeakMap<Ruleset, SliceCopiers>();

/** The copiers of the plugin slices of ruleset `id` (each plugin brings its own: `RulePlugin.copies`). */
function pluginCopiers(id: RulesetId): SliceCopiers {
  const r = rulesetFor(id);
  let c = byRuleset.get(r);
  if (!c) {
    c = Object.assign({}, ...(r.plugins ?? []).map((p) => p.copies ?? {})) as SliceCopiers;
    byRuleset.set(r, c);
  }
  return c;
}

/** The draft's copy of the slices of a game of ruleset `id` (see `cloneState`). */
export function cloneExt(e: GameExt, id: RulesetId): GameExt {
  const out: Record<string, unknown> = {};
  let plugins: SliceCopiers | null = null;
  for (const key in e) {
    const slice = e[key as keyof GameExt];
    if (slice === undefined) continue;
    let copy = (copiers as Record<string, (x: unknown) => unknown>)[key];
    if (!copy) {
      plugins ??= pluginCopiers(id);
      copy = (plugins as Record<string, (x: unknown) => unknown>)[key];
      // a slice no plugin of the ruleset copies (a test's hand-made state): a deep copy is always right
      copy ??= (x) => structuredClone(x);
    }
    out[key] = copy(slice);
  }
  return out as GameExt;
}
