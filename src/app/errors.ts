// Application refusals (values, localized by the presenters) and the result type.
import type { CodedError } from '../game/definition.js';

export type AppError =
  /** The game refused the move: its definition's typed refusal, localized by the family's presenters. */
  | { code: 'rule'; rule: CodedError }
  | { code: 'noGame' }
  | { code: 'gameExists' }
  | { code: 'lobbyOnly' }
  | { code: 'notSeated' }
  | { code: 'alreadySeated' }
  | { code: 'lobbyFull'; max: number }
  | { code: 'notEnoughPlayers'; min: number }
  | { code: 'onlyHost' }
  | { code: 'stale' }
  | { code: 'nothingToUndo' }
  | { code: 'badOption'; option: string; allowed: readonly unknown[] }
  /** An option the ruleset does not have at all (capitals in RisiKo!); `legal` = its options. */
  | { code: 'optionNotInRuleset'; ruleset: string; option: string; legal: readonly string[] }
  /** A scheduled start (src/app/schedule.ts) in the past, too far ahead, or for a seat count the game cannot have. */
  | { code: 'startInPast' }
  | { code: 'startTooFar'; days: number }
  | { code: 'badStartSeats'; min: number; max: number }
  /** The same interaction arrived again (Discord re-delivery): it was applied the first time. */
  | { code: 'duplicate' }
  /** The channel's game could not be read and was set aside; `errorId` is in the logs. */
  | { code: 'unreadable'; errorId: string };

export type AppResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): AppResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: AppError): AppResult<T> => ({ ok: false, error });
