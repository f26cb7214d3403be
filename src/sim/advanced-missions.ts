// NA-MIS-1, NA-EMP tuning: AI games of napoleon-advanced, and for each rank the share of the
// missions dealt or drawn that were completed, and for each game the share of the winner's
// victory points that came from missions (the issue asks for a third to two thirds).
import '../rules/registry.js'; // installs the engine's ruleset lookup
import { getPolicy } from '../ai/registry.js';
import { wholeStateAsView } from '../ai/seat-state.js';
import { advancedMissionById } from '../engine/advanced/mission-cards.js';
import { applyAction } from '../engine/apply.js';
import { advMissionsOf } from '../engine/ext.js';
import { checkInvariants } from '../engine/invariants.js';
import { waitingFor } from '../engine/legal.js';
import { RANKS, type Rank } from '../engine/napoleon-missions.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';

export interface AdvancedMissionGame {
  players: number;
  /** Per rank: missions held at some point (dealt or drawn), and those completed. */
  held: Record<Rank, number>;
  done: Record<Rank, number>;
  /** Of the ranked 28 only (the issue's "ranked missions' completion rate"). */
  rankedHeld: Record<Rank, number>;
  rankedDone: Record<Rank, number>;
  /** The winner's points and the part from missions (null when the game did not end). */
  winnerPoints: number | null;
  winnerMissionPoints: number | null;
  breaks: string[];
}

const zero = (): Record<Rank, number> => ({ caporal: 0, capitaine: 0, general: 0, empereur: 0 });

export function advancedMissionGame(
  players: number,
  seed: number,
  ais: string[],
  maxActions = 60_000,
): AdvancedMissionGame {
  const seats = Array.from({ length: players }, (_, i) => ais[i % ais.length]);
  const created = newGame(
    { ruleset: 'napoleon-advanced', seed, seats: seats.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })) },
    { now: 0 },
  );
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value.state;
  const out: AdvancedMissionGame = {
    players,
    held: zero(),
    done: zero(),
    rankedHeld: zero(),
    rankedDone: zero(),
    winnerPoints: null,
    winnerMissionPoints: null,
    breaks: [],
  };
  const note = (mission: number, key: 'held' | 'done') => {
    const m = advancedMissionById(mission);
    out[key][m.rank]++;
    if (!m.empire) out[key === 'held' ? 'rankedHeld' : 'rankedDone'][m.rank]++;
  };
  for (const r of Object.values(advMissionsOf(s)!.players)) for (const m of r.held) if (m >= 0) note(m, 'held');
  const missionPoints: Record<number, number> = {};
  const rng = seedRng(seed ^ 0xadc0);
  for (let n = 0; n < maxActions && s.phase.kind !== 'over'; n++) {
    const player = waitingFor(s)[0];
    const action = getPolicy(seats[player])(wholeStateAsView(s), player, rng);
    const r = applyAction(s, player, action, { now: n * 30_000 });
    if (!r.ok) {
      out.breaks.push(`illegal ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      break;
    }
    const b = checkInvariants(r.value.state, s, r.value.events);
    if (b.length > 0) {
      out.breaks.push(...b);
      break;
    }
    for (const e of r.value.events) {
      if (e.type === 'advMissionScored') note(e.mission, 'done');
      if (e.type === 'advMissionDrawn' && e.mission !== null) note(e.mission, 'held');
      if (e.type === 'pointsScored' && e.source === 'mission')
        missionPoints[e.player] = (missionPoints[e.player] ?? 0) + e.points;
    }
    s = r.value.state;
  }
  if (s.phase.kind === 'over' && s.phase.winners.length > 0) {
    const w = s.phase.winners[0];
    out.winnerPoints = s.ext.points?.[w] ?? 0;
    out.winnerMissionPoints = missionPoints[w] ?? 0;
  }
  return out;
}

export interface AdvancedMissionTable {
  games: number;
  /** Per rank: completed / held, all missions and the ranked 28 alone. */
  rate: Record<Rank, number>;
  rankedRate: Record<Rank, number>;
  /** Mean share of the winner's VP that came from missions, over the games that ended with positive points. */
  missionShare: number;
  breaks: number;
}

export function tabulateAdvanced(games: AdvancedMissionGame[]): AdvancedMissionTable {
  const sum = (key: keyof Pick<AdvancedMissionGame, 'held' | 'done' | 'rankedHeld' | 'rankedDone'>, r: Rank) =>
    games.reduce((a, g) => a + g[key][r], 0);
  const rate = zero(),
    rankedRate = zero();
  for (const r of RANKS) {
    rate[r] = sum('done', r) / Math.max(1, sum('held', r));
    rankedRate[r] = sum('rankedDone', r) / Math.max(1, sum('rankedHeld', r));
  }
  const ended = games.filter((g) => g.winnerPoints !== null && g.winnerPoints > 0);
  const missionShare =
    ended.reduce((a, g) => a + g.winnerMissionPoints! / g.winnerPoints!, 0) / Math.max(1, ended.length);
  return {
    games: games.length,
    rate,
    rankedRate,
    missionShare,
    breaks: games.reduce((a, g) => a + g.breaks.length, 0),
  };
}
