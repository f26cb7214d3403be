// Engine figures for `npm run bench`: AI games per second and the size of a mid-game state.
import { rulesetIds } from '../rules/registry.js';
import type { RulesetId } from '../engine/types.js';
import { runBatch } from './batch.js';
import { runGame } from './run.js';

export interface EngineBench {
  simulate: { gamesPerSec: number; aggressiveGamesPerSec: number; aggressiveFinishedShare: number; turnsPerGame: number; games: number };
  state: { bytes: Record<RulesetId, number> };
}

/** Repeats a batch until it has run for at least `minMs`, so the rate is stable. */
function rate(ai: string, minMs: number, maxActions: number): { gamesPerSec: number; finished: number; games: number; turns: number } {
  let games = 0, finished = 0, turns = 0, ms = 0, seed = 1;
  while (ms < minMs) {
    const rep = runBatch({ rulesets: ['classic'], players: [4], games: 20, seed, ais: [ai], maxActions }, () => performance.now());
    games += rep.games; finished += rep.finished; turns += rep.turnsPerGame * rep.games; ms += rep.seconds * 1000; seed += 20;
  }
  return { gamesPerSec: games / (ms / 1000), finished, games, turns: turns / games };
}

/** The JSON size of a 4-player state halfway through a baseline game. */
function midGameBytes(ruleset: RulesetId): number {
  const full = runGame({ ruleset, players: 4, seed: 7, ais: ['baseline'], checkInvariants: false });
  const mid = runGame({ ruleset, players: 4, seed: 7, ais: ['baseline'], checkInvariants: false, maxActions: Math.floor(full.actions / 2) });
  return Buffer.byteLength(JSON.stringify(mid.final));
}

export function benchEngine(): EngineBench {
  runBatch({ rulesets: ['classic'], players: [4], games: 10, seed: 999, ais: ['baseline'] }, () => performance.now()); // JIT warm-up
  const base = rate('baseline', 4000, 100_000);
  // The aggressive policy can stall in a stand-off of huge stacks; a game is cut at 3000 actions.
  const aggr = rate('aggressive', 4000, 3000);
  const bytes = {} as Record<RulesetId, number>;
  for (const r of rulesetIds) bytes[r] = midGameBytes(r);
  return {
    simulate: {
      gamesPerSec: base.gamesPerSec, aggressiveGamesPerSec: aggr.gamesPerSec,
      aggressiveFinishedShare: aggr.finished / aggr.games, turnsPerGame: base.turns, games: base.games,
    },
    state: { bytes },
  };
}
