// The napoleon-advanced AI measure (issue 15): 3-seat games between AI policies, the measured
// policy's seat rotated game by game, counting wins (a shared win counts as a share), points,
// their sources, and the CPU time each policy spent deciding.
import '../rules/registry.js'; // installs the engine's ruleset lookup
import { getPolicy } from '../ai/registry.js';
import { wholeStateAsView } from '../ai/seat-state.js';
import { applyAction } from '../engine/apply.js';
import { checkInvariants } from '../engine/invariants.js';
import { waitingFor } from '../engine/legal.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';

export interface AiGame {
  seed: number;
  seats: string[];
  /** Each seat's share of the win (1 alone, 1/n in an n-way tie, 0 otherwise); all 0 when unfinished. */
  win: number[];
  points: number[];
  /** Each seat's points by source (the `pointsScored` events). */
  sources: Record<string, number>[];
  /** CPU microseconds each seat's policy spent deciding, and its decisions. */
  cpuMicros: number[];
  decisions: number[];
  breaks: string[];
}

/** One game; `seats` names each seat's AI. Invariants are checked after every action. */
export function advancedAiGame(seats: string[], seed: number, maxActions = 60_000): AiGame {
  const created = newGame(
    { ruleset: 'napoleon-advanced', seed, seats: seats.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })) },
    { now: 0 },
  );
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value.state;
  const n = seats.length;
  const out: AiGame = {
    seed,
    seats,
    win: Array<number>(n).fill(0),
    points: Array<number>(n).fill(0),
    sources: seats.map(() => ({})),
    cpuMicros: Array<number>(n).fill(0),
    decisions: Array<number>(n).fill(0),
    breaks: [],
  };
  const rng = seedRng(seed ^ 0xa1a1);
  for (let k = 0; k < maxActions && s.phase.kind !== 'over'; k++) {
    const player = waitingFor(s)[0];
    const t0 = process.cpuUsage();
    const action = getPolicy(seats[player])(wholeStateAsView(s), player, rng);
    const dt = process.cpuUsage(t0);
    out.cpuMicros[player] += dt.user + dt.system;
    out.decisions[player]++;
    const r = applyAction(s, player, action, { now: k * 30_000 });
    if (!r.ok) {
      out.breaks.push(`${seats[player]} illegal ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      break;
    }
    const b = checkInvariants(r.value.state, s, r.value.events);
    if (b.length > 0) {
      out.breaks.push(...b);
      break;
    }
    for (const e of r.value.events)
      if (e.type === 'pointsScored')
        out.sources[e.player][e.source] = (out.sources[e.player][e.source] ?? 0) + e.points;
    s = r.value.state;
  }
  for (let p = 0; p < n; p++) out.points[p] = s.ext.points?.[p] ?? 0;
  if (s.phase.kind === 'over') for (const w of s.phase.winners) out.win[w] = 1 / s.phase.winners.length;
  return out;
}

export interface AiMatch {
  games: number;
  /** The measured side's wins (shares summed), its share of all wins, and a 95 % margin (normal approximation). */
  wins: number;
  share: number;
  margin: number;
  /** The share the measured side would get by chance (its seats / all seats). */
  fair: number;
  unfinished: number;
  breaks: number;
  /** Mean CPU ms per game spent deciding, by the measured side and by the others. */
  cpuMsPerGame: { measured: number; others: number };
  /** Mean points per game by source, measured side and others (per seat). */
  sources: { measured: Record<string, number>; others: Record<string, number> };
  lost: number[];
}

/**
 * `games` 3-seat (or `seats`-seat) games, `measured` in `count` seats and `other` in the rest,
 * the measured seats rotated by one seat each game; seeds seed0, seed0+1, …
 */
export function advancedAiMatch(
  measured: string,
  other: string,
  count: number,
  games: number,
  seed0 = 1,
  seats = 3,
): AiMatch {
  let wins = 0,
    unfinished = 0,
    breaks = 0,
    cpuMeasured = 0,
    cpuOthers = 0;
  const src = { measured: {} as Record<string, number>, others: {} as Record<string, number> };
  const lost: number[] = [];
  for (let g = 0; g < games; g++) {
    const names = Array.from({ length: seats }, (_, i) => ((i - g + seats * games) % seats < count ? measured : other));
    const r = advancedAiGame(names, seed0 + g);
    breaks += r.breaks.length;
    if (r.win.every((w) => w === 0)) unfinished++;
    let won = 0;
    names.forEach((name, p) => {
      const side = name === measured ? 'measured' : 'others';
      if (side === 'measured') {
        won += r.win[p];
        cpuMeasured += r.cpuMicros[p];
      } else cpuOthers += r.cpuMicros[p];
      const per = name === measured ? count : seats - count;
      for (const [k, v] of Object.entries(r.sources[p])) src[side][k] = (src[side][k] ?? 0) + v / per / games;
    });
    wins += won;
    if (won === 0) lost.push(seed0 + g);
  }
  const share = wins / games;
  return {
    games,
    wins,
    share,
    margin: 1.96 * Math.sqrt((share * (1 - share)) / games),
    fair: count / seats,
    unfinished,
    breaks,
    cpuMsPerGame: { measured: cpuMeasured / 1000 / games, others: cpuOthers / 1000 / games },
    sources: src,
    lost,
  };
}
