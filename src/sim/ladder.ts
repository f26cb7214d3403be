// The AI ladder (npm run ai-ladder, docs/ai.md): one candidate level against opponents of
// another, seats rotated over the same seeds (paired: every seat order plays each seed), every
// decision on the seat's own view. Wins are shared among tied winners; the interval is Wilson's
// at 95 %. CPU is the candidate's own (process.cpuUsage around each decision), per decision and
// per own turn.
import '../rules/registry.js';
import { getPolicy } from '../ai/registry.js';
import { seatState } from '../ai/seat-state.js';
import { applyAction } from '../engine/apply.js';
import { waitingFor } from '../engine/legal.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';
import type { GameState, RuleOptions, RulesetId } from '../engine/types.js';

export interface LadderConfig {
  ruleset: RulesetId;
  players: number;
  /**
   * The candidate's seats in each seed's rotation (default every seat): one seat plays one side
   * of an asymmetric game (the campaign: seat 0 is the side its `campaignSide` names).
   */
  seats?: readonly number[];
  /** Games to play: rounded up to a whole number of seat rotations. */
  games: number;
  candidate: string;
  opponent: string;
  seed: number;
  options?: Partial<RuleOptions>;
  maxActions?: number;
  /** Called after each game (progress), with the candidate's wins so far, in all and by its seat. */
  onGame?: (done: number, total: number, wins: number, bySeat: readonly number[]) => void;
}

export interface Interval {
  share: number;
  low: number;
  high: number;
}

export interface LadderResult {
  games: number;
  seeds: number;
  wins: number;
  win: Interval;
  /** Fair share: 1 / players. */
  fair: number;
  unfinished: number;
  illegal: number;
  /** By the candidate's seat (the campaign's sides: seat 0 France with side 'france'). */
  bySeat: { games: number; wins: number; win: Interval }[];
  cpu: {
    decisions: number;
    meanMsPerDecision: number;
    p99MsPerDecision: number;
    maxMsPerDecision: number;
    ownTurns: number;
    meanMsPerOwnTurn: number;
  };
  meanRounds: number;
}

/** Wilson's 95 % score interval of `wins` in `n`. */
export function wilson(wins: number, n: number): Interval {
  if (n === 0) return { share: 0, low: 0, high: 1 };
  const z = 1.96,
    p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface GameOutcome {
  share: number;
  finished: boolean;
  illegal: boolean;
  rounds: number;
}

function playOne(cfg: LadderConfig, seed: number, seat: number, decisionMs: number[], turnMs: number[]): GameOutcome {
  const ais = Array.from({ length: cfg.players }, (_, i) => (i === seat ? cfg.candidate : cfg.opponent));
  const created = newGame(
    {
      ruleset: cfg.ruleset,
      options: cfg.options,
      seed,
      seats: ais.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })),
    },
    { now: 1_700_000_000_000 },
  );
  if (!created.ok) throw new Error(`cannot start ${cfg.ruleset}: ${JSON.stringify(created.error)}`);
  let s: GameState = created.value.state;
  const policies = ais.map((a) => getPolicy(a));
  // each seat its own stream, as a game record's AI PRNG would give it
  const rngs = ais.map((_, i) => seedRng((seed * 31 + i) ^ 0x5eed));
  let now = 1_700_000_000_000;
  let turnKey = -1,
    turnAcc = 0;
  const max = cfg.maxActions ?? 60_000;
  for (let n = 0; n < max && s.phase.kind !== 'over'; n++) {
    const p = waitingFor(s)[0];
    const view = seatState(s, p);
    let action;
    if (p === seat) {
      const t0 = cpuMs();
      action = policies[p](view, p, rngs[p]);
      const dt = cpuMs() - t0;
      decisionMs.push(dt);
      if (s.turn.player === seat) {
        if (s.turn.number !== turnKey) {
          if (turnKey >= 0) turnMs.push(turnAcc);
          turnKey = s.turn.number;
          turnAcc = 0;
        }
        turnAcc += dt;
      }
    } else action = policies[p](view, p, rngs[p]);
    now += 30_000;
    const r = applyAction(s, p, action, { now });
    if (!r.ok) return { share: 0, finished: false, illegal: true, rounds: s.turn.round };
    s = r.value.state;
  }
  if (turnKey >= 0) turnMs.push(turnAcc);
  if (s.phase.kind !== 'over') return { share: 0, finished: false, illegal: false, rounds: s.turn.round };
  const winners = s.phase.winners;
  return {
    share: winners.includes(seat) ? 1 / winners.length : 0,
    finished: true,
    illegal: false,
    rounds: s.turn.round,
  };
}

function percentile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function runLadder(cfg: LadderConfig): LadderResult {
  const rotation = cfg.seats?.length ?? cfg.players;
  const seeds = Math.max(1, Math.ceil(cfg.games / rotation));
  const decisionMs: number[] = [],
    turnMs: number[] = [];
  const bySeat = Array.from({ length: cfg.players }, () => ({ games: 0, wins: 0 }));
  let wins = 0,
    unfinished = 0,
    illegal = 0,
    rounds = 0,
    games = 0;
  for (let k = 0; k < seeds; k++) {
    for (let seat = 0; seat < cfg.players; seat++) {
      if (cfg.seats && !cfg.seats.includes(seat)) continue;
      const o = playOne(cfg, cfg.seed + k, seat, decisionMs, turnMs);
      games++;
      wins += o.share;
      bySeat[seat].games++;
      bySeat[seat].wins += o.share;
      if (!o.finished) unfinished++;
      if (o.illegal) illegal++;
      rounds += o.rounds;
      cfg.onGame?.(
        games,
        seeds * rotation,
        wins,
        bySeat.map((b) => b.wins),
      );
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    games,
    seeds,
    wins,
    win: wilson(wins, games),
    fair: 1 / cfg.players,
    unfinished,
    illegal,
    bySeat: bySeat.map((b) => ({ ...b, win: wilson(b.wins, b.games) })),
    cpu: {
      decisions: decisionMs.length,
      meanMsPerDecision: decisionMs.length ? sum(decisionMs) / decisionMs.length : 0,
      p99MsPerDecision: percentile(decisionMs, 0.99),
      maxMsPerDecision: decisionMs.reduce((a, b) => Math.max(a, b), 0),
      ownTurns: turnMs.length,
      meanMsPerOwnTurn: turnMs.length ? sum(turnMs) / turnMs.length : 0,
    },
    meanRounds: games ? rounds / games : 0,
  };
}
