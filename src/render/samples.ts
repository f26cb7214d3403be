// Game states for sample images, benches and tests: played by the AIs from fixed seeds.
import { getPolicy } from '../ai/registry.js';
import { applyAction } from '../engine/apply.js';
import { waitingFor } from '../engine/legal.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';
import type { GameState, RulesetId } from '../engine/types.js';

const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];

/** A game after `actions` baseline-AI actions (or until the predicate holds). */
export function sampleState(ruleset: RulesetId, players: number, seed: number, stop: (s: GameState, n: number) => boolean, names: readonly string[] = NAMES): GameState {
  const created = newGame({ ruleset, seed, seats: names.slice(0, players).map((name) => ({ name })), options: { setup: ruleset === 'risiko' ? 'deal' : 'auto' } }, { now: 0 });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value.state;
  const rng = seedRng(seed);
  for (let n = 0; s.phase.kind !== 'over' && !stop(s, n); n++) {
    const p = waitingFor(s)[0];
    const r = applyAction(s, p, getPolicy('baseline')(s, p, rng), { now: n * 1000 });
    if (!r.ok) throw new Error(`sample game refused ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

export const samples = {
  start: () => sampleState('classic', 6, 11, (s) => s.phase.kind === 'reinforce'),
  midGame: () => sampleState('classic', 6, 12, (s) => s.turn.round >= 4 && s.phase.kind === 'reinforce'),
  conquest: () => sampleState('classic', 4, 13, (s) => s.turn.round >= 3 && !!s.lastMove?.conquered && s.phase.kind === 'attack' && !s.phase.conquest),
  risiko: () => sampleState('risiko', 4, 14, (s) => s.turn.round >= 3 && s.phase.kind === 'reinforce'),
  /** Capitals with every HQ revealed, and seats named with emoji, Cyrillic and Chinese (font fallback). */
  capitals: () => sampleState('capitals', 4, 15, (s) => s.phase.kind === 'attack' && s.players.every((p) => p.kind === 'neutral' || p.hqRevealed),
    ['alice', '🤖 Ada', 'Жуков', '李小龙 Lee']),
};
