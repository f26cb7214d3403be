// Every refusal is a value with a code and the context a message needs to say what is legal.
import type { Declared } from './plugin-types.js';
import type { PlayerId, TerritoryId } from './types.js';
export type { CardRefusal, AdvancedRefusal } from './advanced-types.js';
export type { CampaignRefusal } from './campaign-types.js';
export type { DuelRefusal } from './duel-types.js';
export type { TeamRefusal } from './teams-types.js';

/** The core engine's refusals (the plugins declare theirs: src/engine/plugin-types.ts). */
export type CoreRuleError =
  | { code: 'gameOver' }
  | { code: 'notYourTurn'; current: PlayerId }
  | { code: 'notSeated' }
  | { code: 'wrongPhase'; phase: string; allowed: string[] }
  | { code: 'unknownTerritory'; territory: string }
  | { code: 'notOwner'; territory: TerritoryId }
  | { code: 'alreadyClaimed'; territory: TerritoryId }
  | { code: 'ownTerritory'; territory: TerritoryId }
  | { code: 'notAdjacent'; from: TerritoryId; to: TerritoryId; targets: TerritoryId[] }
  | { code: 'notConnected'; from: TerritoryId; to: TerritoryId }
  | { code: 'notEnoughArmies'; territory: TerritoryId; armies: number; needed: number }
  | { code: 'badCount'; min: number; max: number }
  | { code: 'badDice'; min: number; max: number }
  | { code: 'notEnoughReserve'; reserve: number }
  | { code: 'mustPlaceAll'; reserve: number }
  | { code: 'mustTrade'; hand: number }
  | { code: 'notASet' }
  | { code: 'cardNotInHand'; card: number }
  | { code: 'cannotTradeNow' }
  | { code: 'pendingConquest'; from: TerritoryId; to: TerritoryId; min: number; max: number }
  | { code: 'pendingRoll' }
  | { code: 'noPendingRoll' }
  | { code: 'noConquest' }
  | { code: 'alreadyFortified' }
  | { code: 'garrison'; territory: TerritoryId; min: number }
  | { code: 'territoryCap'; territory: TerritoryId; cap: number }
  | { code: 'eliminationTooEarly'; round: number; territory: TerritoryId }
  | { code: 'commanderUsed' }
  | { code: 'noRerollCard' }
  | { code: 'badDie'; max: number }
  | { code: 'notNeutral'; territory: TerritoryId }
  | { code: 'defencePreferenceLocked' }
  /** C-OPT-6: this game plays without territory cards. */
  | { code: 'noCardsInGame' }
  /** C-SET-7: the plan is confirmed and can no longer change. */
  | { code: 'placementConfirmed' }
  /** C-SET-7: nothing planned to take back. */
  | { code: 'nothingPlanned' }
  /** A new game needs between min and max seats. */
  | { code: 'playerCount'; min: number; max: number; given: number }
  /** An option value the ruleset does not offer ('none' stands for no value). */
  | { code: 'optionNotOffered'; option: string; allowed: string[] }
  /** The timer's tick found nothing due. */
  | { code: 'nothingToDo' }
  /** The seat no longer plays (eliminated or abandoned). */
  | { code: 'notPlaying' }
  /** Neutral armies only exist in two-player games. */
  | { code: 'noNeutral' };

/** Every refusal: the core's and every plugin family's declared ones. */
export type RuleError = Declared<'refusals'>;

export type RuleErrorCode = RuleError['code'];

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: RuleError): Result<T> => ({ ok: false, error });
