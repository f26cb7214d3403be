// What every use case module needs: the game records and the clock, seeds and AI settings.
import type { Locale } from '../i18n/names.js';
import type { AiRun } from './ai-driver.js';
import type { GameRecords } from './games.js';

export interface Core {
  games: GameRecords;
  now: () => number;
  seed: () => number;
  aiPolicy: string;
  maxAiSteps: number;
  /** The AI seats' policy, step bounds and threads (aiPolicy and maxAiSteps among them). */
  ai: AiRun;
}

export interface UserRef {
  id: string;
  name: string;
  locale: Locale;
  /**
   * The interaction this request came from. Discord may deliver one interaction twice; a
   * game remembers the ids it handled for a while and refuses a repeat (applied once).
   */
  interactionId?: string;
}

/** The dedupe key of one operation of one interaction, if the request has an id. */
export function dedupeKey(op: string, user: UserRef): string | undefined {
  return user.interactionId ? `${op}:${user.interactionId}` : undefined;
}
