// Risk Express figures for `npm run bench`: AI games per second and the odds solver's speed.
import { EXPRESS } from '../express/cards.js';
import { CardOdds } from '../express/odds.js';
import { GENERAL_LINE } from '../express/lines.js';
import { runExpressBatch, runExpressGame } from './express.js';

export interface ExpressBench {
  /** 4-player games, two `expected` and two `random` seats, invariants checked. */
  gamesPerSec: number;
  actionsPerSec: number;
  /** The same with four `random` seats (the engine alone, no EV computation). */
  randomGamesPerSec: number;
  /** All 27 exact conquest probabilities of the card table, from cold solvers. */
  oddsTableMs: number;
  stateBytes: number;
}

function rate(ais: string[], minMs: number): { gamesPerSec: number; actionsPerSec: number } {
  let games = 0,
    actions = 0,
    ms = 0,
    seed = 1;
  while (ms < minMs) {
    const rep = runExpressBatch({ players: [4], games: 20, seed, ais }, () => performance.now());
    games += rep.games;
    actions += rep.actionsPerGame * rep.games;
    ms += rep.seconds * 1000;
    seed += 20;
  }
  return { gamesPerSec: games / (ms / 1000), actionsPerSec: actions / (ms / 1000) };
}

export function benchExpress(): ExpressBench {
  runExpressBatch({ players: [4], games: 10, seed: 999, ais: ['expected', 'random'] }, () => performance.now()); // JIT warm-up
  const mixed = rate(['expected', 'random'], 3000);
  const random = rate(['random'], 2000);
  let reps = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 500) {
    for (const c of EXPRESS.cards) {
      new CardOdds(c.lines).fresh();
      if (c.general) new CardOdds([...c.lines, GENERAL_LINE]).fresh();
    }
    reps++;
  }
  const oddsTableMs = (performance.now() - t0) / reps;
  const full = runExpressGame({ players: 4, seed: 7, ais: ['expected'] });
  const mid = runExpressGame({ players: 4, seed: 7, ais: ['expected'], maxActions: Math.floor(full.actions / 2) });
  return {
    gamesPerSec: mixed.gamesPerSec,
    actionsPerSec: mixed.actionsPerSec,
    randomGamesPerSec: random.gamesPerSec,
    oddsTableMs,
    stateBytes: Buffer.byteLength(JSON.stringify(mid.final)),
  };
}
