// The AI's side of Risk Napoléon's advanced game (napoleon-advanced, NA-*), wrapped around a
// policy that plays the armies (the baseline). It places its starting general and fortification
// at the front, converts reinforcements into ships for empty zones and routes, a fortification
// and a general (src/ai/advanced/builds.ts), plays and arms its card effects in their phase
// (cards.ts), fights its forced naval combats, sends fleets out, takes empty territories, keeps
// its generals out of battles that could lose them and away from epidemics' territories
// (combat.ts), attacks at even odds in its last turn for the census (endgame.ts), and turns the
// base policy's strategic move into the land manoeuvre. Outside the advanced game it is the
// policy unchanged. Options switch off the sea or the cards, for measuring (options.ts).
import { territoriesControlledBy } from '../engine/board.js';
import { generalsOn } from '../engine/board-units.js';
import { checkManoeuvre, manoeuvreOf, type ManoeuvreAction } from '../engine/advanced/manoeuvre.js';
import { setupRoom } from '../engine/advanced/setup.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';
import { buildAction } from './advanced/builds.js';
import { cardAction } from './advanced/cards.js';
import { combatStep, fitAttack } from './advanced/combat.js';
import { lastTurnAttack } from './advanced/endgame.js';
import { SEA_AWARE, type AdvancedAiOptions } from './advanced/options.js';
import type { Policy } from './types.js';

/** `base` plays the armies; the advanced game's own decisions come first, and its strategic move becomes a manoeuvre. */
export function advancedAware(base: Policy, o: AdvancedAiOptions = SEA_AWARE): Policy {
  return (view, player, rng, legal) => {
    if (!view.ext.advanced) return base(view, player, rng, legal);
    const own = ownStep(view, player, o);
    if (own) return own;
    const next = adapt(view, player, base(view, player, rng, legal), o);
    return (view.turn.player === player ? cardAction(view, player, next, o) : null) ?? next;
  };
}

/** The advanced game's own steps, before the base policy is asked. */
function ownStep(st: GameState, player: PlayerId, o: AdvancedAiOptions): Action | null {
  if (st.turn.player !== player) return null;
  const phase = st.phase;
  if (phase.kind === 'reinforce' && !phase.mustTrade) {
    // a card played for reinforcements comes before the conversions it may pay for
    return cardAction(st, player, { type: 'endPhase' }, o) ?? buildAction(st, player, o);
  }
  if (phase.kind === 'attack') return combatStep(st, player, o);
  return null;
}

/** The base policy's action made legal and fit here: capped set-up placements, attacks, its strategic move as the land manoeuvre. */
function adapt(st: GameState, player: PlayerId, a: Action, o: AdvancedAiOptions): Action {
  if (st.phase.kind === 'setupPlace' && a.type === 'place' && setupRoom(st, a.territory) < a.count) {
    const room = territoriesControlledBy(st, player).filter((t) => setupRoom(st, t) > 0);
    return { type: 'place', territory: room[0] ?? a.territory, count: 1 };
  }
  if (st.phase.kind === 'attack' && !st.phase.conquest && st.turn.player === player) {
    const fit = fitAttack(st, player, a, o);
    // the base policy is done attacking (it fortifies or ends): the last turn goes on
    const done = !fit || fit.type === 'fortify' || fit.type === 'endTurn' || fit.type === 'endPhase';
    const last = done ? lastTurnAttack(st, player, o) : null;
    if (last) return last;
    if (!fit) return { type: 'endPhase' };
    a = fit;
  }
  if (a.type !== 'fortify') return a;
  if (st.phase.kind === 'attack') return { type: 'endPhase' }; // to the manoeuvre phase
  const m = manoeuvreOf(st);
  if (m.land) return { type: 'endTurn' };
  const leaders = generalsOn(st, a.from, player);
  const move: ManoeuvreAction = { type: 'manoeuvre', by: 'land', from: a.from, to: a.to, count: a.count, leaders };
  return checkManoeuvre(st, player, move) === null ? move : { type: 'endTurn' };
}
