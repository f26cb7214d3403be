// Risk Express behind the one game interface (src/game/definition.ts).
import type { GameDefinition, SeatIndex } from '../game/definition.js';
import { expressPolicies } from './ai.js';
import { applyExpress, cloneState, setupExpress } from './engine.js';
import { legalActions, scores } from './rules.js';
import { stateSchema } from './schema.js';
import type {
  ExpressAction,
  ExpressError,
  ExpressEvent,
  ExpressOptions,
  ExpressPrivateView,
  ExpressPublicView,
  ExpressState,
} from './types.js';

export type ExpressDefinition = GameDefinition<
  ExpressState,
  ExpressAction,
  ExpressEvent,
  ExpressPublicView,
  ExpressPrivateView,
  ExpressError,
  Partial<ExpressOptions>
>;

function publicView(state: ExpressState): ExpressPublicView {
  // The PRNG state is the only thing to hide: it would tell the next rolls.
  const { rng: _rng, ...rest } = cloneState(state);
  return rest;
}

/** 1 for the best score, ties sharing a place (1, 1, 3). */
function placements(sc: number[]): number[] {
  return sc.map((v) => 1 + sc.filter((w) => w > v).length);
}

export const expressGame: ExpressDefinition = {
  id: 'express',
  schemaVersion: 1,
  setup: (input) => setupExpress(input),
  apply: (state, seat, action) => applyExpress(state, seat, action),
  legal: (state, seat) => legalActions(state, seat),
  publicView,
  privateView: (state, seat) => ({ ...publicView(state), seat }),
  // Nothing in Risk Express is secret: every seat and the channel see every event.
  eventsFor: (events) => events.slice(),
  waitingFor: (state) => (state.phase.kind === 'over' ? [] : [state.current]),
  outcome(state) {
    if (state.phase.kind !== 'over') return null;
    const sc = scores(state);
    const top = Math.max(...sc);
    const winners: SeatIndex[] = sc.flatMap((v, i) => (v === top ? [i] : []));
    return { winners, reason: 'score', placements: placements(sc), scores: sc };
  },
  forfeitTurn: (state, seat) => (state.phase.kind !== 'over' && seat === state.current ? [{ type: 'timeout' }] : []),
  deadlineKey: (state) => `express:${state.turnIndex}:${state.phase.kind}`,
  ai: expressPolicies,
  migrate(raw) {
    const r = stateSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      return {
        ok: false,
        error: { code: 'badState', detail: `${issue.path.join('.') || '(root)'}: ${issue.message}` },
      };
    }
    return { ok: true, value: r.data as ExpressState };
  },
};
