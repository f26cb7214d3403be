// One interface for every game in the box (boardgame.io's `Game` object, with this project's
// typed refusals). The map engine is one definition, Risk Express another; the app layer
// (lobby, dispatch, AI driver, timers, log) only ever talks to a definition.
//
// Every function is pure: no clock, no Math.random, no I/O. Time comes in through `ctx.now`;
// dice come from a PRNG whose state lives inside the game state, so seed + action log replay
// any game exactly.

export type SeatIndex = number;

/** A typed refusal: a code plus the context its localized message needs. */
export interface CodedError {
  code: string;
}

export type DefResult<T, E extends CodedError> = { ok: true; value: T } | { ok: false; error: E };

export interface Ctx {
  now: number;
}

/** Who sits at the table when the game starts (the lobby's seats, in lobby order). */
export interface SeatSpec {
  name: string;
  kind: 'human' | 'ai';
  /** AI policy name for AI seats. */
  ai?: string;
}

export interface SetupInput<Opts> {
  ruleset: string;
  options: Opts;
  seats: SeatSpec[];
  seed: number;
  /** The definition's set-up edition when the game was started (`setupEdition`); absent in older logs. */
  edition?: number;
}

export interface Applied<S, E> {
  state: S;
  /** Past-tense events, the game log: messages, history and stats come from them. */
  events: E[];
}

export interface Outcome {
  /** Seats that won (several on a shared win, e.g. a team). */
  winners: SeatIndex[];
  /** Machine reason ('conquest', 'mission', 'score', …), localized by the presenters. */
  reason: string;
  /** Final placement per seat (1 = first); ties share a place. */
  placements: number[];
  /** Points where the game counts them (RisiKo!, Express, Napoléon advanced). */
  scores?: number[];
}

/** An AI policy: sees what its seat may see and the legal actions, never the whole state. */
export type AiPolicy<PrivView, A> = (view: PrivView, legal: readonly A[], rng: () => number) => A;

export interface GameDefinition<S, A, E, PublicView, PrivateView, Err extends CodedError, Opts> {
  /** Family id: 'map' (every map ruleset) or 'express'. */
  readonly id: string;
  /** Current schema version of S; older stored states go through `migrate`. */
  readonly schemaVersion: number;
  /**
   * The set-up's current edition, stamped on every start input the app records, so that a
   * change to what a set-up deals leaves the games recorded before it replaying as they were.
   */
  readonly setupEdition?: number;

  setup(input: SetupInput<Opts>, ctx: Ctx): DefResult<Applied<S, E>, Err>;
  apply(state: S, seat: SeatIndex, action: A, ctx: Ctx): DefResult<Applied<S, E>, Err>;
  /**
   * What `action` would change if the seat played it now, for a presenter to show before it is
   * played (what a trade brings, what ending a phase opens): the state it would lead to and its
   * events as the seat would see them; null when it is refused. Timeless (the clock's rules see
   * time 0) and never recorded: the move itself still goes through `apply` in the app. A family
   * without previews leaves it out.
   */
  preview?(state: S, seat: SeatIndex, action: A): Applied<S, E> | null;
  /** Concrete actions the seat may take now (drives buttons, autocomplete, AI, counting tests). */
  legal(state: S, seat: SeatIndex): A[];
  /** What everybody may see: no hands, missions, objectives, hidden HQs, deck order or PRNG. */
  publicView(state: S): PublicView;
  /** The public view plus this seat's own secrets. */
  privateView(state: S, seat: SeatIndex): PrivateView;
  /** The events as `viewer` may see them (null = the channel). */
  eventsFor(events: readonly E[], viewer: SeatIndex | null): E[];
  /** Seats the game waits on now (several during simultaneous setup). */
  waitingFor(state: S): SeatIndex[];
  /** Null while the game goes on. */
  outcome(state: S): Outcome | null;
  /** What happens when a seat's deadline runs out (AFK): the actions to apply, in order. */
  forfeitTurn(state: S, seat: SeatIndex): A[];
  /** Changes whenever the wait changes (turn, phase, waiting seats): timers key on it. */
  deadlineKey(state: S): string;
  readonly ai: Readonly<Record<string, AiPolicy<PrivateView, A>>>;
  /** Parses a stored state (any older schema version) into the current one, or says why not. */
  migrate(raw: unknown): DefResult<S, { code: 'badState'; detail: string }>;
}

/** Any definition, for registries and generic app code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds heterogeneous definitions
export type AnyGameDefinition = GameDefinition<any, any, any, any, any, CodedError, any>;

/**
 * A definition of state S, actions A and events E, its views, refusals and options left open: what
 * a family's host (src/game/host.ts) holds, so the host cannot name one state and play another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views, refusals and options are the definition's own
export type DefinitionOf<S, A, E> = GameDefinition<S, A, E, any, any, CodedError, any>;
