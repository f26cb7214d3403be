// NM-1 says the four ranks rise in difficulty. This measures it: AI games of napoleon-missions,
// and for every mission dealt, the first round at which its conditions held on its holder's
// turn (when it could have been claimed) and the round it was claimed.
import '../rules/registry.js'; // installs the engine's ruleset lookup
import { getPolicy } from '../ai/registry.js';
import { applyAction } from '../engine/apply.js';
import { checkInvariants } from '../engine/invariants.js';
import { waitingFor } from '../engine/legal.js';
import { missionHolds, napoleonMissionById, RANKS, type Rank } from '../engine/napoleon-missions.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';
import type { PlayerId } from '../engine/types.js';
import { rankedFor, rankedOf } from '../engine/ext.js';
import { wholeStateAsView } from '../ai/seat-state.js';

export interface DealtMission {
  mission: number;
  rank: Rank;
  players: number;
  /** First round its conditions held on its holder's turn; null = never in that game. */
  achieved: number | null;
  claimed: number | null;
}

export interface DifficultyGame {
  players: number;
  rounds: number;
  reason: string | null;
  winner: string | null;
  breaks: string[];
  dealt: DealtMission[];
}

export function missionGame(players: number, seed: number, ais: string[], maxActions = 60_000): DifficultyGame {
  const seatAi = Array.from({ length: players }, (_, i) => ais[i % ais.length]);
  const created = newGame(
    { ruleset: 'napoleon-missions', seed, seats: seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })) },
    { now: 0 },
  );
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value.state;
  const rng = seedRng(seed ^ 0x5eed);
  const dealt = new Map<string, DealtMission>();
  for (const [p, r] of Object.entries(rankedOf(s)!)) {
    for (const m of r.missions)
      dealt.set(`${p}:${m}`, { mission: m, rank: napoleonMissionById(m).rank, players, achieved: null, claimed: null });
  }
  const breaks: string[] = [];
  const look = (player: PlayerId) => {
    if (s.turn.round < 1 || s.turn.player !== player || s.players[player].status !== 'active') return;
    for (const m of rankedFor(s, player)!.missions) {
      const d = dealt.get(`${player}:${m}`)!;
      if (d.achieved === null && missionHolds(s, player, m)) d.achieved = s.turn.round;
    }
  };
  for (let n = 0; n < maxActions && s.phase.kind !== 'over'; n++) {
    const player = waitingFor(s)[0];
    look(player);
    const action = getPolicy(seatAi[player])(wholeStateAsView(s), player, rng);
    const r = applyAction(s, player, action, { now: n * 30_000 });
    if (!r.ok) {
      breaks.push(`illegal ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      break;
    }
    const b = checkInvariants(r.value.state, s, r.value.events);
    if (b.length) {
      breaks.push(...b);
      break;
    }
    for (const e of r.value.events)
      if (e.type === 'missionClaimed') dealt.get(`${e.player}:${e.mission}`)!.claimed = s.turn.round;
    s = r.value.state;
    if (s.phase.kind !== 'over') look(s.turn.player);
  }
  const over = s.phase.kind === 'over' ? s.phase : null;
  return {
    players,
    rounds: s.turn.round,
    reason: over?.reason ?? null,
    breaks,
    winner: over && over.winners.length ? seatAi[over.winners[0]] : null,
    dealt: [...dealt.values()],
  };
}

export interface DifficultyTable {
  games: number;
  byRound: number[];
  /** rank → share of its dealt missions achieved by each round of byRound. */
  achieved: Record<Rank, number[]>;
  claimed: Record<Rank, number[]>;
  /** mission id → [dealt, achieved by the last round of byRound]. */
  perMission: Record<number, [number, number]>;
  meanRounds: number;
  reasons: Record<string, number>;
  breaks: number;
}

export function tabulate(games: DifficultyGame[], byRound: number[]): DifficultyTable {
  const dealt = games.flatMap((g) => g.dealt);
  const share = (rank: Rank, n: number, key: 'achieved' | 'claimed') => {
    const of = dealt.filter((d) => d.rank === rank);
    return of.filter((d) => d[key] !== null && d[key]! <= n).length / Math.max(1, of.length);
  };
  const achieved = {} as Record<Rank, number[]>,
    claimed = {} as Record<Rank, number[]>;
  for (const r of RANKS) {
    achieved[r] = byRound.map((n) => share(r, n, 'achieved'));
    claimed[r] = byRound.map((n) => share(r, n, 'claimed'));
  }
  const last = byRound[byRound.length - 1];
  const perMission: Record<number, [number, number]> = {};
  for (const d of dealt) {
    const e = perMission[d.mission] ?? [0, 0];
    e[0]++;
    if (d.achieved !== null && d.achieved <= last) e[1]++;
    perMission[d.mission] = e;
  }
  const reasons: Record<string, number> = {};
  for (const g of games) reasons[g.reason ?? 'unfinished'] = (reasons[g.reason ?? 'unfinished'] ?? 0) + 1;
  return {
    games: games.length,
    byRound,
    achieved,
    claimed,
    perMission,
    reasons,
    meanRounds: games.reduce((a, g) => a + g.rounds, 0) / Math.max(1, games.length),
    breaks: games.reduce((a, g) => a + g.breaks.length, 0),
  };
}

/** Whether the shares fall strictly from Caporal to Empereur at every round of the table. */
export function ranksOrdered(t: DifficultyTable): boolean {
  return t.byRound.every((_, i) => RANKS.every((r, k) => k === 0 || t.achieved[RANKS[k - 1]][i] > t.achieved[r][i]));
}
