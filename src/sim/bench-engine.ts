// Engine figures for `npm run bench`: AI games per second and the size of a mid-game state.
import { getRuleset, rulesetIds } from '../rules/registry.js';
import type { RuleOptions, RulesetId } from '../engine/types.js';
import { runBatch } from './batch.js';
import { pyriskRate, type PyriskLog, type PyriskRate } from './bench-pyrisk.js';
import { runGame } from './run.js';

export interface EngineBench {
  simulate: {
    gamesPerSec: number;
    actionsPerSec: number;
    turnsPerGame: number;
    games: number;
    aggressiveGamesPerSec: number;
    aggressiveActionsPerSec: number;
    aggressiveFinishedShare: number;
    /** pyrisk's StupidAI rules: 4 players, classic, `aggressive` ×4, no cards (C-OPT-6). */
    aggressiveNoCardsGamesPerSec: number;
    aggressiveNoCardsActionsPerSec: number;
    aggressiveNoCardsFinishedShare: number;
    /**
     * The same rates per second of this process's CPU time (user + system) rather than wall
     * clock: on a shared machine the wall-clock rates fall with the neighbours' load, these
     * much less.
     */
    actionsPerCpuSec: number;
    aggressiveNoCardsGamesPerCpuSec: number;
    /**
     * pyrisk's StupidAI×4 timed beside it (before and after, averaged), when PYRISK_DIR names a
     * checkout: with its log as its command line leaves it (the usual bar) and switched off;
     * `times` is aggressiveNoCardsGamesPerCpuSec over pyrisk's games per CPU second.
     */
    pyrisk: PyriskBeside | { error: string } | null;
  };
  state: { bytes: Record<RulesetId, number> };
}

export interface PyriskBeside {
  dir: string;
  cliLog: { gamesPerCpuSec: number; gamesPerSec: number; times: number };
  logOff: { gamesPerCpuSec: number; gamesPerSec: number; times: number };
}

const PYRISK_GAMES = 100;

/** pyrisk's rates with `log`, measured once before and once after `between` runs; the mean of the two. */
function pyriskAround<T>(
  dir: string,
  between: () => T,
): { result: T; rates: Record<PyriskLog, PyriskRate> } | { error: string } {
  const before: Partial<Record<PyriskLog, PyriskRate>> = {};
  for (const log of ['cli', 'off'] as const) {
    const r = pyriskRate(dir, PYRISK_GAMES, log);
    if ('error' in r) return r;
    before[log] = r;
  }
  const result = between();
  const rates = {} as Record<PyriskLog, PyriskRate>;
  for (const log of ['cli', 'off'] as const) {
    const r = pyriskRate(dir, PYRISK_GAMES, log, 2);
    if ('error' in r) return r;
    const b = before[log]!;
    rates[log] = {
      games: b.games + r.games,
      gamesPerCpuSec: (b.gamesPerCpuSec + r.gamesPerCpuSec) / 2,
      gamesPerSec: (b.gamesPerSec + r.gamesPerSec) / 2,
    };
  }
  return { result, rates };
}

/** Repeats a batch (invariants off) until it has run for at least `minMs`, so the rate is stable. */
function rate(
  ai: string,
  minMs: number,
  maxActions: number,
  options?: Partial<RuleOptions>,
): {
  gamesPerSec: number;
  actionsPerSec: number;
  gamesPerCpuSec: number;
  actionsPerCpuSec: number;
  finished: number;
  games: number;
  turns: number;
} {
  let games = 0,
    finished = 0,
    turns = 0,
    actions = 0,
    ms = 0,
    seed = 1;
  const cpu0 = process.cpuUsage();
  while (ms < minMs) {
    const rep = runBatch(
      { rulesets: ['classic'], players: [4], games: 20, seed, ais: [ai], maxActions, options, checkInvariants: false },
      () => performance.now(),
    );
    games += rep.games;
    finished += rep.finished;
    turns += rep.turnsPerGame * rep.games;
    actions += rep.actionsPerGame * rep.games;
    ms += rep.seconds * 1000;
    seed += 20;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  return {
    gamesPerSec: games / (ms / 1000),
    actionsPerSec: actions / (ms / 1000),
    gamesPerCpuSec: games / cpuSec,
    actionsPerCpuSec: actions / cpuSec,
    finished,
    games,
    turns: turns / games,
  };
}

/** The JSON size of a 4-player state (2 for the two-player duel) halfway through a baseline game. */
function midGameBytes(ruleset: RulesetId): number {
  const players = Math.min(4, getRuleset(ruleset).maxPlayers);
  const full = runGame({ ruleset, players, seed: 7, ais: ['baseline'], checkInvariants: false });
  const mid = runGame({
    ruleset,
    players,
    seed: 7,
    ais: ['baseline'],
    checkInvariants: false,
    maxActions: Math.floor(full.actions / 2),
  });
  return Buffer.byteLength(JSON.stringify(mid.final));
}

export function benchEngine(): EngineBench {
  runBatch({ rulesets: ['classic'], players: [4], games: 10, seed: 999, ais: ['baseline'] }, () => performance.now()); // JIT warm-up
  const base = rate('baseline', 4000, 100_000);
  // With escalating card values the aggressive policy ends in a stand-off of ever larger stacks
  // (pyrisk has no cards); its games are cut at 3000 actions, so compare actions per second too.
  const aggr = rate('aggressive', 4000, 3000);
  const noCardsRate = () => rate('aggressive', 4000, 100_000, { cards: 'none' });
  const dir = process.env.PYRISK_DIR;
  let noCards: ReturnType<typeof rate>;
  let pyrisk: EngineBench['simulate']['pyrisk'] = null;
  if (dir) {
    const around = pyriskAround(dir, noCardsRate);
    if ('error' in around) {
      noCards = noCardsRate();
      pyrisk = around;
    } else {
      noCards = around.result;
      const beside = (r: PyriskRate) => ({
        gamesPerCpuSec: r.gamesPerCpuSec,
        gamesPerSec: r.gamesPerSec,
        times: noCards.gamesPerCpuSec / r.gamesPerCpuSec,
      });
      pyrisk = { dir, cliLog: beside(around.rates.cli), logOff: beside(around.rates.off) };
    }
  } else noCards = noCardsRate();
  const bytes = {} as Record<RulesetId, number>;
  for (const r of rulesetIds) bytes[r] = midGameBytes(r);
  return {
    simulate: {
      gamesPerSec: base.gamesPerSec,
      actionsPerSec: base.actionsPerSec,
      turnsPerGame: base.turns,
      games: base.games,
      aggressiveGamesPerSec: aggr.gamesPerSec,
      aggressiveActionsPerSec: aggr.actionsPerSec,
      aggressiveFinishedShare: aggr.finished / aggr.games,
      aggressiveNoCardsGamesPerSec: noCards.gamesPerSec,
      aggressiveNoCardsActionsPerSec: noCards.actionsPerSec,
      aggressiveNoCardsFinishedShare: noCards.finished / noCards.games,
      actionsPerCpuSec: base.actionsPerCpuSec,
      aggressiveNoCardsGamesPerCpuSec: noCards.gamesPerCpuSec,
      pyrisk,
    },
    state: { bytes },
  };
}
