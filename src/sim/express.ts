// Plays Risk Express games between AI policies through the GameDefinition interface only,
// checking the invariants after every action (dice conserved, owners valid, the end reached).
import { EXPRESS } from '../express/cards.js';
import { expressGame } from '../express/definition.js';
import { diceCount } from '../express/rules.js';
import type { ExpressAction, ExpressOptions, ExpressState } from '../express/types.js';
import { DICE } from '../express/faces.js';
import { nextUint32, seedRng } from '../engine/rng.js';

export interface ExpressSimConfig {
  players: number;
  seed: number;
  /** One policy name per seat (cycled). */
  ais: string[];
  options?: Partial<ExpressOptions>;
  maxActions?: number;
  checkInvariants?: boolean;
}

export interface ExpressSimResult {
  finished: boolean;
  winners: number[];
  scores: number[];
  turns: number;
  actions: number;
  breaks: string[];
  seatAi: string[];
  log: { seat: number; action: ExpressAction }[];
  final: ExpressState;
}

/** What must hold after every accepted action. */
export function expressInvariants(s: ExpressState): string[] {
  const out: string[] = [];
  if (s.phase.kind === 'rolling' && diceCount(s) !== DICE)
    out.push(
      `dice not conserved: tray ${s.attempt?.tray.length} + lines + aside ${s.attempt?.aside.length} = ${diceCount(s)}`,
    );
  if (s.phase.kind !== 'rolling' && s.attempt) out.push('an attempt outside the rolling phase');
  for (const [card, owner] of Object.entries(s.owners)) {
    if (owner !== null && (owner < 0 || owner >= s.seats.length)) out.push(`${card} owned by seat ${owner}`);
  }
  for (const cont of EXPRESS.continents) {
    const owners = new Set(cont.cards.map((id) => s.owners[id]));
    const whole = owners.size === 1 && !owners.has(null);
    if (whole !== s.closed.includes(cont.id))
      out.push(`${cont.id} closed=${s.closed.includes(cont.id)} but wholly owned=${whole}`);
  }
  if (s.phase.kind === 'over' && EXPRESS.cards.some((c) => s.owners[c.id] === null))
    out.push('game over with an unowned card');
  if (s.phase.kind !== 'over' && expressGame.legal(s, s.current).length === 0)
    out.push('no legal action for the current seat');
  return out;
}

export function runExpressGame(cfg: ExpressSimConfig): ExpressSimResult {
  const seatAi = Array.from({ length: cfg.players }, (_, i) => cfg.ais[i % cfg.ais.length]);
  const ctx = { now: 0 };
  const setup = expressGame.setup(
    {
      ruleset: 'express',
      options: cfg.options ?? {},
      seed: cfg.seed,
      seats: seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })),
    },
    ctx,
  );
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.code}`);
  let state = setup.value.state;
  // The AIs' own randomness is separate from the game's dice, and seeded too.
  const aiRng = seedRng(cfg.seed ^ 0x5eed);
  const rng = () => nextUint32(aiRng) / 0x100000000;
  const breaks: string[] = [];
  const log: { seat: number; action: ExpressAction }[] = [];
  let turns = 1;
  const max = cfg.maxActions ?? 10_000;
  while (expressGame.outcome(state) === null && log.length < max) {
    const [seat] = expressGame.waitingFor(state);
    const legal = expressGame.legal(state, seat);
    const policy = expressGame.ai[seatAi[seat]];
    if (!policy) throw new Error(`unknown Express AI "${seatAi[seat]}"`);
    const action = policy(expressGame.privateView(state, seat), legal, rng);
    const r = expressGame.apply(state, seat, action, ctx);
    if (!r.ok) {
      breaks.push(`refused ${JSON.stringify(action)}: ${r.error.code}`);
      break;
    }
    log.push({ seat, action });
    turns += r.value.events.filter((e) => e.type === 'turnStarted').length;
    state = r.value.state;
    if (cfg.checkInvariants !== false) breaks.push(...expressInvariants(state));
    if (breaks.length) break;
  }
  const outcome = expressGame.outcome(state);
  if (outcome && cfg.checkInvariants !== false) {
    if (EXPRESS.cards.some((c) => state.owners[c.id] === null)) breaks.push('ended with an unowned card');
  }
  return {
    finished: outcome !== null,
    winners: outcome?.winners ?? [],
    scores: outcome?.scores ?? [],
    turns,
    actions: log.length,
    breaks,
    seatAi,
    log,
    final: state,
  };
}

export interface ExpressBatchReport {
  games: number;
  finished: number;
  seconds: number;
  gamesPerSec: number;
  actionsPerGame: number;
  turnsPerGame: number;
  winsByAi: Record<string, number>;
  seatsByAi: Record<string, number>;
  winRateByAi: Record<string, number>;
  meanScoreByAi: Record<string, number>;
  breaks: { players: number; seed: number; breaks: string[] }[];
}

export function runExpressBatch(
  cfg: {
    players: number[];
    games: number;
    seed: number;
    ais: string[];
    options?: Partial<ExpressOptions>;
    varyOptions?: boolean;
    onGame?: () => void;
  },
  clock: () => number,
): ExpressBatchReport {
  const rep: ExpressBatchReport = {
    games: 0,
    finished: 0,
    seconds: 0,
    gamesPerSec: 0,
    actionsPerGame: 0,
    turnsPerGame: 0,
    winsByAi: {},
    seatsByAi: {},
    winRateByAi: {},
    meanScoreByAi: {},
    breaks: [],
  };
  const scoreSum: Record<string, number> = {};
  let actions = 0,
    turns = 0;
  const t0 = clock();
  for (let g = 0; g < cfg.games; g++) {
    const players = cfg.players[g % cfg.players.length];
    const seed = cfg.seed + g;
    // Rotate the AIs over the seats so no AI keeps the same seat.
    const ais = Array.from({ length: players }, (_, i) => cfg.ais[(i + g) % cfg.ais.length]);
    const options = cfg.varyOptions ? { continueFailed: g % 2 === 1 } : cfg.options;
    const r = runExpressGame({ players, seed, ais, options });
    rep.games++;
    actions += r.actions;
    turns += r.turns;
    r.seatAi.forEach((ai, i) => {
      rep.seatsByAi[ai] = (rep.seatsByAi[ai] ?? 0) + 1;
      scoreSum[ai] = (scoreSum[ai] ?? 0) + (r.scores[i] ?? 0);
    });
    if (r.finished) {
      rep.finished++;
      for (const w of r.winners) rep.winsByAi[r.seatAi[w]] = (rep.winsByAi[r.seatAi[w]] ?? 0) + 1 / r.winners.length;
    }
    if (r.breaks.length) rep.breaks.push({ players, seed, breaks: r.breaks.slice(0, 5) });
    cfg.onGame?.();
  }
  rep.seconds = (clock() - t0) / 1000;
  rep.gamesPerSec = rep.games / Math.max(rep.seconds, 1e-9);
  rep.actionsPerGame = actions / rep.games;
  rep.turnsPerGame = turns / rep.games;
  for (const ai of Object.keys(rep.seatsByAi)) {
    rep.winRateByAi[ai] = (rep.winsByAi[ai] ?? 0) / rep.seatsByAi[ai];
    rep.meanScoreByAi[ai] = scoreSum[ai] / rep.seatsByAi[ai];
  }
  return rep;
}
