// Plays one AI game to the end, checking the invariants after every action.
import '../rules/registry.js'; // installs the engine's ruleset lookup for every script that plays games
import { getPolicy } from '../ai/registry.js';
import { applyAction, applyActionInPlace } from '../engine/apply.js';
import { keepTally } from '../engine/board.js';
import { checkInvariants } from '../engine/invariants.js';
import { waitingFor } from '../engine/legal.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';
import type { GameState, NewGameInput, PlayerId, RuleOptions, RulesetId } from '../engine/types.js';
import { wholeStateAsView } from '../ai/seat-state.js';

export interface SimConfig {
  ruleset: RulesetId;
  players: number;
  seed: number;
  ais: string[]; // one per seat (cycled)
  options?: Partial<RuleOptions>;
  maxActions?: number;
  /** Simulated minutes per action, so time limits can expire. */
  minutesPerAction?: number;
  checkInvariants?: boolean;
}

export interface SimResult {
  finished: boolean;
  winners: PlayerId[];
  reason: string | null;
  turns: number;
  rounds: number;
  actions: number;
  refusals: number;
  breaks: string[];
  seatAi: string[];
  final: GameState;
}

export function runGame(cfg: SimConfig): SimResult {
  const seatAi = Array.from({ length: cfg.players }, (_, i) => cfg.ais[i % cfg.ais.length]);
  const input: NewGameInput = {
    ruleset: cfg.ruleset,
    options: cfg.options,
    seed: cfg.seed,
    seats: seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })),
  };
  let now = 1_700_000_000_000;
  const created = newGame(input, { now });
  if (!created.ok) throw new Error(`cannot start: ${JSON.stringify(created.error)}`);
  let s = created.value.state;
  const rng = seedRng(cfg.seed ^ 0x5eed);
  const breaks: string[] = [];
  const check = cfg.checkInvariants !== false;
  if (check) breaks.push(...checkInvariants(s).map((b) => `start: ${b}`));
  const maxActions = cfg.maxActions ?? 100_000;
  let actions = 0,
    refusals = 0;
  if (!check) keepTally(s);
  const policies = seatAi.map(getPolicy);
  while (s.phase.kind !== 'over' && actions < maxActions && breaks.length === 0) {
    const player = waitingFor(s)[0];
    // The fast path: simulations hand the policy the whole state rather than seatState(s, player)
    // (a copy per decision); the policies decide the same on either (test/game/ai-secrets.test.ts).
    const action = policies[player](wholeStateAsView(s), player, rng);
    now += (cfg.minutesPerAction ?? 0.5) * 60_000;
    // Without the invariants (which compare each state with the one before) the game is played
    // in place: the state is this loop's own, and a refusal ends the game.
    const r = (check ? applyAction : applyActionInPlace)(s, player, action, { now });
    actions++;
    if (!r.ok) {
      refusals++;
      breaks.push(
        `AI ${seatAi[player]} made an illegal move ${JSON.stringify(action)} in ${s.phase.kind}: ${JSON.stringify(r.error)}`,
      );
      break;
    }
    if (check) {
      const b = checkInvariants(r.value.state, s, r.value.events);
      if (b.length) breaks.push(...b.map((x) => `after ${JSON.stringify(action)}: ${x}`));
    }
    s = r.value.state;
    if (!check) keepTally(s); // the board played in place keeps its fronts and holdings (a new board: counted once)
  }
  const over = s.phase.kind === 'over' ? s.phase : null;
  return {
    finished: !!over,
    winners: over ? over.winners : [],
    reason: over ? over.reason : null,
    turns: s.turn.number,
    rounds: s.turn.round,
    actions,
    refusals,
    breaks,
    seatAi,
    final: s,
  };
}
