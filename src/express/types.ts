// Risk Express state, actions, events and refusals: plain JSON, the PRNG state included.
import type { RngState } from '../engine/rng.js';
import type { SeatIndex, SeatSpec } from '../game/definition.js';
import type { CardId } from './cards.js';
import type { Face } from './faces.js';

export interface ExpressOptions {
  /** X-OPT-1: the next player may continue the previous player's failed attempt. */
  continueFailed: boolean;
}

/** One invasion in progress (X-2..X-5). */
export interface Attempt {
  /** Null until a roll fills a line of some card. */
  target: CardId | null;
  /** The General circle is one more line (the last) when the target belongs to another player. */
  needGeneral: boolean;
  /** Dice placed on each required line, null while the line is unfilled. */
  lines: (Face[] | null)[];
  /** The dice of the latest roll, still in the tray. */
  tray: Face[];
  /** Dice set aside for the rest of the turn. */
  aside: Face[];
}

export type Phase =
  /** The current seat has not rolled yet (and may continue a failed attempt, X-OPT-1). */
  | { kind: 'start' }
  /** The tray is rolled: fill a line or set a die aside. */
  | { kind: 'rolling' }
  | { kind: 'over' };

/** A failed attempt the next seat may take over (X-OPT-1). */
export interface FailedAttempt {
  by: SeatIndex;
  target: CardId;
  needGeneral: boolean;
  lines: (Face[] | null)[];
}

export interface ExpressState {
  schemaVersion: 1;
  game: 'express';
  options: ExpressOptions;
  seats: SeatSpec[];
  rng: RngState;
  /** Every card's owner, null while nobody has conquered it. */
  owners: Record<CardId, SeatIndex | null>;
  /** Continents closed face down, in the order they closed. */
  closed: string[];
  /** Seats in turn order, from the X-1 winner. */
  order: SeatIndex[];
  /** Turns begun so far, minus one: order[turnIndex % seats] plays now. */
  turnIndex: number;
  /** 1 during every seat's first turn (owned cards cannot be invaded yet). */
  round: number;
  current: SeatIndex;
  phase: Phase;
  attempt: Attempt | null;
  failed: FailedAttempt | null;
}

export type ExpressAction =
  | { type: 'roll' }
  | { type: 'continue' }
  /** Fill `line` of `card` with dice of this roll; the first fill also chooses the target. */
  | { type: 'fill'; card: CardId; line: number }
  | { type: 'setAside'; face: Face }
  /** Deadline ran out (never offered by `legal`): the attempt fails as it stands. */
  | { type: 'timeout' };

export type ExpressEvent =
  | { type: 'startRolled'; seat: SeatIndex; dice: Face[]; generals: number; reroll: number }
  | { type: 'orderDecided'; order: SeatIndex[] }
  | { type: 'turnStarted'; seat: SeatIndex; round: number; turn: number; canContinue: CardId | null }
  | { type: 'attemptContinued'; seat: SeatIndex; card: CardId; from: SeatIndex; dice: number }
  | { type: 'rolled'; seat: SeatIndex; dice: Face[] }
  | { type: 'targetChosen'; seat: SeatIndex; card: CardId; owner: SeatIndex | null; needGeneral: boolean }
  | { type: 'lineFilled'; seat: SeatIndex; card: CardId; line: number; dice: Face[] }
  | { type: 'dieSetAside'; seat: SeatIndex; face: Face; left: number }
  | { type: 'cardConquered'; seat: SeatIndex; card: CardId; from: SeatIndex | null }
  | { type: 'continentClosed'; seat: SeatIndex; continent: string }
  | { type: 'attemptFailed'; seat: SeatIndex; card: CardId | null }
  | { type: 'turnTimedOut'; seat: SeatIndex }
  | { type: 'gameEnded'; scores: number[]; winners: SeatIndex[] };

export type ExpressError =
  | { code: 'badRuleset'; ruleset: string }
  | { code: 'badSeats'; min: number; max: number; got: number }
  | { code: 'gameOver' }
  | { code: 'notYourTurn'; current: SeatIndex }
  | { code: 'mustRoll'; canContinue: boolean }
  | { code: 'alreadyRolled' }
  | { code: 'nothingToContinue' }
  | { code: 'unknownCard'; card: string }
  | { code: 'cardClosed'; card: CardId; continent: string }
  | { code: 'ownCard'; card: CardId }
  | { code: 'ownedInFirstRound'; card: CardId; owner: SeatIndex }
  | { code: 'otherTarget'; card: CardId; target: CardId }
  | { code: 'unknownLine'; card: CardId; line: number; lines: number }
  | { code: 'lineAlreadyFilled'; card: CardId; line: number }
  | { code: 'lineNotFillable'; card: CardId; line: number; fillable: number[] }
  | { code: 'mustFill'; choices: number }
  | { code: 'faceNotInTray'; face: string; tray: Face[] }
  | { code: 'badAction' };

export type ExpressErrorCode = ExpressError['code'];

export type ExpressPublicView = Omit<ExpressState, 'rng'>;
export type ExpressPrivateView = ExpressPublicView & { seat: SeatIndex };

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
