// NA-MIS in play: the four rank piles (ranked and Empire missions shuffled together, NA-SET-1),
// one secret mission of each rank per seat, the automatic checks at the start and the end of the
// player's own turn (NA-MIS-3: at most one per rank per turn), scoring by rank (NA-MIS-1), the
// Empire bonuses (NA-EMP), the permanent reinforcements while their condition holds (NA-MIS-5),
// the draw of a new mission of the same rank (NA-MIS-2) and the last check at the end (NA-WIN-2).
import { emit, type Draft } from '../draft.js';
import { advMissionsFor, advMissionsOf, setAdvMissions } from '../ext.js';
import { holdingsOf, RANKS } from '../napoleon-missions.js';
import { shuffle } from '../rng.js';
import type { AdvMissionsSlice, AdvPlayerMissions, GameState, PlayerId } from '../types.js';
import { scorePoints } from './common.js';
import { giveBonus } from './mission-bonus.js';
import {
  advancedMissions,
  advancedMissionById,
  advancedMissionHolds,
  advancedRankOf,
  missionPoints,
} from './mission-cards.js';
import { noteMissionCompleted } from './slice.js';

const NONE = -1;

/** NA-SET-1: four shuffled rank piles; every seated player draws one of each, secretly. */
export function dealAdvancedMissions(d: Draft): void {
  const s = d.s;
  const piles = RANKS.map((rank) =>
    shuffle(
      s.rng,
      advancedMissions()
        .filter((m) => m.rank === rank)
        .map((m) => m.id),
    ),
  );
  const players: AdvMissionsSlice['players'] = {};
  for (const p of s.players) {
    if (p.kind === 'neutral') continue;
    players[p.id] = {
      held: piles.map((pile) => pile.pop() ?? NONE),
      claimed: [],
      permanent: [],
      bestTurnConquests: 0,
    };
  }
  setAdvMissions(s, { piles, players });
}

const editable = (s: GameState, player: PlayerId): AdvPlayerMissions | undefined => advMissionsFor(s, player);

/** NA-MIS-3: whether `player` already completed a mission of rank index `rank` this turn. */
function rankDoneThisTurn(s: GameState, r: AdvPlayerMissions, rank: number): boolean {
  return r.claimed.some((c) => c.turn === s.turn.number && !c.final && advancedRankOf(c.mission) === rank);
}

/** The missions of `player` that would be scored by a check now (the AI and the panel ask). */
export function completableMissions(s: GameState, player: PlayerId): number[] {
  const r = advMissionsFor(s, player);
  if (!r) return [];
  const held = holdingsOf(s, player);
  return r.held.filter(
    (m, rank) => m !== NONE && !rankDoneThisTurn(s, r, rank) && advancedMissionHolds(s, player, m, r, held),
  );
}

/**
 * NA-START-1 / NA-END-1: scores every mission of `player` whose conditions hold, at most one
 * per rank this turn; each gives its VP and bonus, and a new mission of its rank is drawn (not
 * checkable again this turn). Answers how many were scored.
 */
export function checkMissions(d: Draft, player: PlayerId, moment: 'start' | 'end'): number {
  const s = d.s;
  const r = editable(s, player);
  if (!r) return 0;
  // deeds stay done: the turn's conquests are final once its end is reached
  if (moment === 'end' && s.turn.player === player)
    r.bestTurnConquests = Math.max(r.bestTurnConquests, s.turn.conquered);
  let scored = 0;
  for (let rank = 0; rank < RANKS.length; rank++) {
    const mission = r.held[rank];
    if (mission === NONE || rankDoneThisTurn(s, r, rank)) continue;
    // read the board again for each: a bonus just given may complete another mission
    if (!advancedMissionHolds(s, player, mission, r)) continue;
    score(d, player, r, mission, moment);
    draw(d, player, r, rank);
    scored++;
  }
  return scored;
}

function score(
  d: Draft,
  player: PlayerId,
  r: AdvPlayerMissions,
  mission: number,
  moment: 'start' | 'end' | 'final',
): void {
  const s = d.s;
  const m = advancedMissionById(mission);
  r.claimed.push(moment === 'final' ? { mission, turn: s.turn.number, final: true } : { mission, turn: s.turn.number });
  r.held[RANKS.indexOf(m.rank)] = NONE;
  const points = missionPoints(m.rank);
  scorePoints(d, player, points, 'mission', String(mission));
  if (moment !== 'final' && s.ext.advanced) noteMissionCompleted(s, player); // NA-END-2's card
  // NA-WIN-2: at the end only the points count
  const given = m.bonus && moment !== 'final' ? giveBonus(d, player, m.bonus) : null;
  if (m.permanent > 0 && moment !== 'final') r.permanent.push(mission);
  emit(d, {
    type: 'advMissionScored',
    player,
    mission,
    rank: m.rank,
    points,
    moment,
    bonus: m.bonus && given ? { kind: m.bonus.kind, count: m.bonus.count, ...given } : null,
  });
}

/** NA-MIS-2: a new mission of the same rank; an empty pile gives none. */
function draw(d: Draft, player: PlayerId, r: AdvPlayerMissions, rank: number): void {
  const slice = advMissionsOf(d.s)!;
  const next = slice.piles[rank].pop();
  r.held[rank] = next ?? NONE;
  emit(d, { type: 'advMissionDrawn', player, rank: RANKS[rank], mission: next ?? null, empty: next === undefined });
}

/** NA-MIS-5: at the start of the owner's turn, each permanent bonus whose condition no longer holds is lost for good. */
export function settlePermanentBonuses(d: Draft, player: PlayerId): void {
  const s = d.s;
  const r = editable(s, player);
  if (!r || r.permanent.length === 0) return;
  const held = holdingsOf(s, player);
  const kept: number[] = [];
  for (const mission of r.permanent) {
    if (advancedMissionHolds(s, player, mission, r, held)) kept.push(mission);
    else emit(d, { type: 'advMissionBonusLost', player, mission, bonus: advancedMissionById(mission).permanent });
  }
  r.permanent = kept;
}

/** NA-REI-2: the reinforcements the player's face-up Empire missions give this turn. */
export function permanentReinforcements(s: GameState, player: PlayerId): number {
  const r = advMissionsFor(s, player);
  if (!r) return 0;
  return r.permanent.reduce((sum, m) => sum + advancedMissionById(m).permanent, 0);
}

/** NA-WIN-3 tie-break: how many missions the player completed. */
export const missionsCompleted = (s: GameState, player: PlayerId): number =>
  advMissionsFor(s, player)?.claimed.length ?? 0;

/**
 * NA-WIN-2: after the last round every player shows their unclaimed missions; each is checked
 * once on the final board (one per rank) and scored, without bonus or new draw.
 */
export function finalMissionCheck(d: Draft): void {
  const s = d.s;
  const slice = advMissionsOf(s);
  if (!slice) return;
  for (const key of Object.keys(slice.players)) {
    const player = Number(key);
    const r = slice.players[player];
    const shown = r.held.filter((m) => m !== NONE);
    if (shown.length === 0) continue;
    emit(d, { type: 'advMissionsRevealed', player, missions: shown });
    const held = holdingsOf(s, player);
    for (const mission of shown)
      if (advancedMissionHolds(s, player, mission, r, held)) score(d, player, r, mission, 'final');
  }
}

/** NA-EFF ESPION: one of `target`'s unclaimed missions at random (the game's PRNG), or null when none. */
export function drawSpiedMission(s: GameState, target: PlayerId): number | null {
  const r = advMissionsFor(s, target);
  const open = r ? r.held.filter((m) => m !== NONE) : [];
  if (open.length === 0) return null;
  return shuffle(s.rng, open)[0];
}

/** What everyone may know of a player's missions: those completed, the bonuses face up, and after the end the rest. */
export function publicAdvMissions(
  s: GameState,
  player: PlayerId,
): { claimed: number[]; permanent: number[]; revealed: number[] } | undefined {
  const r = advMissionsFor(s, player);
  if (!r) return undefined;
  return {
    claimed: r.claimed.map((c) => c.mission),
    permanent: [...r.permanent],
    revealed: s.phase.kind === 'over' ? r.held.filter((m) => m !== NONE) : [],
  };
}

/** A mission another seat holds face down, as a seat sees it: there is one (public), not which. */
export const HIDDEN_MISSION = -2;

/**
 * The slice as `seat` may know it: the piles' order and the other seats' unclaimed missions
 * hidden (HIDDEN_MISSION; an empty slot stays NONE: whether a player holds a mission of a rank
 * is public, and ESPION's legality depends on it).
 */
export function advMissionsForSeat(s: GameState, seat: PlayerId): AdvMissionsSlice {
  const slice = advMissionsOf(s)!;
  const players: AdvMissionsSlice['players'] = {};
  for (const [key, r] of Object.entries(slice.players)) {
    const own = Number(key) === seat || s.phase.kind === 'over';
    players[Number(key)] = own ? r : { ...r, held: r.held.map((m) => (m === NONE ? NONE : HIDDEN_MISSION)) };
  }
  return { piles: slice.piles.map((p) => p.map(() => NONE)), players };
}

/** NA-SET-1, NA-MIS-2/3 invariants: each held mission in its rank's slot, nothing twice, at most one per rank a turn. */
export function advMissionBreaks(s: GameState): string[] {
  const slice = advMissionsOf(s);
  if (!slice) return [];
  const out: string[] = [];
  const seen = new Set<number>();
  const note = (m: number, where: string) => {
    if (seen.has(m)) out.push(`mission ${m} is twice (${where})`);
    seen.add(m);
  };
  slice.piles.forEach((pile, rank) =>
    pile.forEach((m) => {
      if (advancedRankOf(m) !== rank) out.push(`mission ${m} in the ${RANKS[rank]} pile`);
      note(m, 'pile');
    }),
  );
  for (const [id, r] of Object.entries(slice.players)) {
    r.held.forEach((m, rank) => {
      if (m === NONE) return;
      if (advancedRankOf(m) !== rank) out.push(`player ${id} holds mission ${m} as a ${RANKS[rank]}`);
      note(m, `player ${id}`);
    });
    const perTurn = new Set<string>();
    for (const c of r.claimed) {
      note(c.mission, `claimed by ${id}`);
      if (c.final) continue;
      const key = `${c.turn}:${advancedRankOf(c.mission)}`;
      if (perTurn.has(key))
        out.push(`player ${id} completed two ${RANKS[advancedRankOf(c.mission)]} missions in turn ${c.turn}`);
      perTurn.add(key);
    }
    for (const m of r.permanent)
      if (!r.claimed.some((c) => c.mission === m) || advancedMissionById(m).permanent === 0)
        out.push(`player ${id} keeps a permanent bonus of mission ${m}`);
  }
  return out;
}
