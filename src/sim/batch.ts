// Many AI games: the tallies `npm run simulate` prints and the bench reads.
import { getRuleset, rulesetIds, withoutConflicts } from '../rules/registry.js';
import { randInt, seedRng } from '../engine/rng.js';
import type { RuleOptions, RulesetId } from '../engine/types.js';
import { runGame, type SimResult } from './run.js';

export interface BatchConfig {
  rulesets: RulesetId[];
  players: number[];
  games: number;
  seed: number;
  ais: string[];
  maxActions?: number;
  /** Draw every option from the ruleset's choices, per game, from the game's seed. */
  varyOptions?: boolean;
  /** The same options for every game (ignored with varyOptions). */
  options?: Partial<RuleOptions>;
  /** Check the invariants after every action (default true; the bench turns it off). */
  checkInvariants?: boolean;
  onGame?: (r: SimResult, ruleset: RulesetId, players: number, seed: number) => void;
}

export interface BatchReport {
  games: number;
  finished: number;
  seconds: number;
  gamesPerSec: number;
  turnsPerGame: number;
  actionsPerGame: number;
  winsBySeat: Record<string, number>;
  winsByAi: Record<string, number>;
  /** Wins per seat an AI held: 1/players is what chance alone would give. */
  winRateByAi: Record<string, number>;
  seatsByAi: Record<string, number>;
  reasons: Record<string, number>;
  breaks: { ruleset: string; players: number; seed: number; options?: Partial<RuleOptions>; breaks: string[] }[];
}

/** The (ruleset, players) pairs a batch cycles through, skipping counts a ruleset does not seat. */
export function combos(rulesets: RulesetId[], players: number[]): { ruleset: RulesetId; players: number }[] {
  const out: { ruleset: RulesetId; players: number }[] = [];
  for (const ruleset of rulesets) {
    const r = getRuleset(ruleset);
    for (const n of players)
      if (n >= r.minPlayers && n <= r.maxPlayers && (!r.playerCounts || r.playerCounts.includes(n)))
        out.push({ ruleset, players: n });
  }
  return out;
}

export function runBatch(cfg: BatchConfig, clock: () => number): BatchReport {
  const list = combos(cfg.rulesets, cfg.players);
  if (list.length === 0) throw new Error('no ruleset seats that many players');
  const rep: BatchReport = {
    games: 0,
    finished: 0,
    seconds: 0,
    gamesPerSec: 0,
    turnsPerGame: 0,
    actionsPerGame: 0,
    winsBySeat: {},
    winsByAi: {},
    winRateByAi: {},
    seatsByAi: {},
    reasons: {},
    breaks: [],
  };
  let turns = 0,
    actions = 0;
  const t0 = clock();
  for (let g = 0; g < cfg.games; g++) {
    const { ruleset, players } = list[g % list.length];
    const seed = cfg.seed + g;
    // Rotate the AIs over the seats so no AI keeps the same seat.
    const ais = Array.from({ length: players }, (_, i) => cfg.ais[(i + g) % cfg.ais.length]);
    const options = cfg.varyOptions ? drawOptions(ruleset, seed) : cfg.options;
    const r = runGame({
      ruleset,
      players,
      seed,
      ais,
      maxActions: cfg.maxActions,
      options,
      minutesPerAction: cfg.varyOptions ? 2 : undefined,
      checkInvariants: cfg.checkInvariants,
    });
    rep.games++;
    turns += r.turns;
    actions += r.actions;
    for (const ai of r.seatAi) rep.seatsByAi[ai] = (rep.seatsByAi[ai] ?? 0) + 1;
    if (r.finished) {
      rep.finished++;
      rep.reasons[r.reason!] = (rep.reasons[r.reason!] ?? 0) + 1;
      for (const w of r.winners) {
        rep.winsBySeat[String(w)] = (rep.winsBySeat[String(w)] ?? 0) + 1;
        rep.winsByAi[r.seatAi[w]] = (rep.winsByAi[r.seatAi[w]] ?? 0) + 1;
      }
    }
    if (r.breaks.length) rep.breaks.push({ ruleset, players, seed, options, breaks: r.breaks.slice(0, 5) });
    cfg.onGame?.(r, ruleset, players, seed);
  }
  rep.seconds = (clock() - t0) / 1000;
  rep.gamesPerSec = rep.games / Math.max(rep.seconds, 1e-9);
  rep.turnsPerGame = turns / rep.games;
  rep.actionsPerGame = actions / rep.games;
  for (const ai of Object.keys(rep.seatsByAi)) rep.winRateByAi[ai] = (rep.winsByAi[ai] ?? 0) / rep.seatsByAi[ai];
  return rep;
}

/** One value per option, uniformly from what the ruleset offers. */
export function drawOptions(ruleset: RulesetId, seed: number): Partial<RuleOptions> {
  const rng = seedRng(seed ^ 0x0971);
  const choices = getRuleset(ruleset).choices;
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(choices) as [string, readonly unknown[]][])
    out[key] = values[randInt(rng, values.length)];
  return withoutConflicts(out as Partial<RuleOptions>);
}

export { rulesetIds };
