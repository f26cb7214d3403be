// A game family as one object: what the app plays (its host, which holds its definition), what
// Discord and the local table show (its presenter), what the live page draws (its payload) and
// its history slider — for one state, action and event type. `defineFamily` infers them from the
// parts, so a presenter or page written for another family's records does not compile; the
// registry (./registry.ts) takes the whole object in one call and routes every record to its
// own family's parts by its ruleset, so a part only ever sees its own family's records.
import type { GameRecord } from '../../app/record.js';
import type { Step } from '../../app/steps.js';
import type { GameHost } from '../../game/host.js';
import type { FamilyPage } from '../../web/payload.js';
import type { FamilyHistory } from '../../web/history.js';
import type { FamilyPresenter } from './presenter.js';

export interface Family<S, A, E, R extends GameRecord<S> = GameRecord<S>> {
  /** The app's part: seats, options, turn, undo, AI, and the rules (`host.def`); `host.family` is the family's id. */
  readonly host: GameHost<S, A, E>;
  /** Lobby, panel, taps, refusals, status, commands: the family's records and steps, typed. */
  readonly presenter: FamilyPresenter<R, Step<A, E>>;
  /** The live page's payload, or null when the page does not draw the family (a test's). */
  readonly page: FamilyPage<R, E> | null;
  /** The history slider's turn pictures, or null (no history on the page). */
  readonly history: FamilyHistory<S, E, R> | null;
}

/** A family with its types checked against each other (the parts must agree on S, A, E and the record). */
export function defineFamily<S, A, E, R extends GameRecord<S>>(family: Family<S, A, E, R>): Family<S, A, E, R> {
  return family;
}

/** Any family, as the registry holds them (each reached by its own records only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds families of every state type
export type AnyFamily = Family<any, any, any, any>;
