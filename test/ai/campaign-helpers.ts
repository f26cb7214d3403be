// Positions of the 1796 campaign (napoleon-campaign) for the AI's tests, reached by play.
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { waitingFor } from '../../src/engine/legal.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameState } from '../../src/engine/types.js';
import { ctx } from '../engine/helpers.js';
import { campaignGame, who } from '../engine/campaign/helpers.js';

/** The 1796 scenario played by the normal AI up to England's reinforcement, from round `round`, with a reserve to place. */
export function englandReinforcing(seed: number, round = 1): GameState {
  let s = campaignGame(seed, 'france');
  const { england } = who(s);
  const normal = getPolicy('normal');
  const rng = seedRng(seed);
  for (let n = 0; n < 400; n++) {
    const p = waitingFor(s)[0];
    const a = normal(seatState(s, p), p, rng);
    if (p === england && s.turn.round >= round && s.phase.kind === 'reinforce' && a.type === 'place') return s;
    const r = applyAction(s, p, a, ctx);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state;
  }
  throw new Error('England never reinforced');
}
