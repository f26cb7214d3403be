// The map engine (every world and Europe ruleset) as one GameDefinition: the app layer talks to
// this object only, and Risk Express registers a second one beside it (src/game/registry.ts).
import { policies } from '../ai/registry.js';
import { seatState } from '../ai/seat-state.js';
import { applyAction } from '../engine/apply.js';
import type { RuleError } from '../engine/errors.js';
import { eventsFor, type GameEvent } from '../engine/events.js';
import { legalActions, waitingFor } from '../engine/legal.js';
import { migrateState, STATE_SCHEMA_VERSION } from '../engine/migrate.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { newGame, SETUP_EDITION } from '../engine/setup.js';
import { controlledCount } from '../engine/board.js';
import { allyToPlace } from '../engine/duel.js';
import type { Action, GameState, RuleOptions } from '../engine/types.js';
import { viewFor, type PublicView } from '../engine/view.js';
import type { AiPolicy, GameDefinition, Outcome } from './definition.js';
import type { SeatView } from '../ai/types.js';

/** The map engine's private view: the public view with the seat's secrets, plus the seat's state (secrets of others removed) for the AI. */
export interface MapPrivateView extends PublicView {
  seatState: SeatView;
}

/** The map definition always previews (src/game/map-queries.ts asks it for the panel and My map). */
export type MapRisk = GameDefinition<
  GameState,
  Action,
  GameEvent,
  PublicView,
  MapPrivateView,
  RuleError,
  Partial<RuleOptions>
> &
  Required<Pick<GameDefinition<GameState, Action, GameEvent, unknown, unknown, RuleError, unknown>, 'preview'>>;

/** The definition's rng (a function) as the engine AI's PRNG state. */
function rngFrom(rng: () => number): RngState {
  return seedRng(Math.floor(rng() * 0x1_0000_0000));
}

const privateView = (s: GameState, seat: number): MapPrivateView => ({
  ...viewFor(s, seat),
  seatState: seatState(s, seat),
});

// The engine's policies take (state, seat, rng); here they get the seat's own state only.
const ai: Record<string, AiPolicy<MapPrivateView, Action>> = {};
for (const [name, policy] of Object.entries(policies)) {
  ai[name] = (view, legal, rng) => policy(view.seatState, view.viewer!, rngFrom(rng), legal);
}

/** What an absent player's deadline does (AFK 'end'): the forced step of the moment, else the baseline AI's move. */
function forfeitTurn(s: GameState, seat: number): Action[] {
  if (s.phase.kind === 'over' || !waitingFor(s).includes(seat)) return [];
  if (s.phase.kind === 'setupSimultaneous') return [{ type: 'autoPlace' }];
  // N2-A: an ally's rolled armies are placed before anything else (the AI places them).
  if (s.turn.player === seat && allyToPlace(s) !== null)
    return [policies.baseline(seatState(s, seat), seat, seedRng(s.version))];
  if (s.turn.player === seat && s.phase.kind === 'attack' && !s.phase.elimTrade) {
    return [
      s.phase.conquest
        ? { type: 'move', count: s.phase.conquest.min }
        : s.phase.pendingRoll
          ? { type: 'acceptRoll' }
          : { type: 'endTurn' },
    ];
  }
  if (s.turn.player === seat && s.phase.kind === 'fortify') return [{ type: 'endTurn' }];
  return [policies.baseline(seatState(s, seat), seat, seedRng(s.version))];
}

function outcome(s: GameState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const { winners, reason, scores } = s.phase;
  // Winners first; then by territories held (ties share a place).
  const held = s.players.map((p) => (winners.includes(p.id) ? Infinity : controlledCount(s, p.id)));
  const placements = held.map((h) => 1 + held.filter((x) => x > h).length);
  return {
    winners: [...winners],
    reason,
    placements,
    scores: scores ? s.players.map((p) => scores[p.id] ?? 0) : undefined,
  };
}

export const mapRisk: MapRisk = {
  id: 'map',
  schemaVersion: STATE_SCHEMA_VERSION,
  setupEdition: SETUP_EDITION,
  setup: (input, ctx) => {
    const r = newGame(
      {
        ruleset: input.ruleset as GameState['ruleset'],
        options: input.options,
        seed: input.seed,
        seats: input.seats.map((x) => ({ name: x.name, kind: x.kind, ai: x.ai })),
        edition: input.edition,
      },
      ctx,
    );
    return r.ok ? { ok: true, value: r.value } : r;
  },
  apply: (s, seat, action, ctx) => applyAction(s, seat, action, ctx),
  preview: (s, seat, action) => {
    const r = applyAction(s, seat, action, { now: 0 });
    return r.ok ? { state: r.value.state, events: eventsFor(r.value.events, seat) } : null;
  },
  legal: (s, seat) => legalActions(s, seat),
  publicView: (s) => viewFor(s, null),
  privateView,
  eventsFor: (events, viewer) => eventsFor(events, viewer),
  waitingFor: (s) => (s.phase.kind === 'over' ? [] : waitingFor(s)),
  outcome,
  forfeitTurn,
  // Timers key on the wait: one deadline per turn and seats waited for (phases within a turn
  // share it), one per HQ choice and setup placement, and C-SET-7's simultaneous placement one
  // deadline in all (not re-armed as seats confirm).
  deadlineKey: (s) => {
    const k = s.phase.kind;
    if (k === 'over') return `${s.turn.number}:over`;
    if (k === 'setupSimultaneous') return `${s.turn.number}:simultaneous`;
    const what = k === 'chooseHQ' ? 'hq' : k.startsWith('setup') ? `setup${s.turn.player}` : 'turn';
    return `${s.turn.number}:${what}:${waitingFor(s).join(',')}`;
  },
  ai,
  migrate: (raw) => {
    const m = migrateState(raw);
    return m.ok ? { ok: true, value: m.state } : { ok: false, error: { code: 'badState', detail: m.detail } };
  },
};
