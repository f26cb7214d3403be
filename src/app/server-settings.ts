// A server's settings (/risk server): what a new game starts from — ruleset, its options as
// typed in /risk new, turn deadline, language, AI level — who may open games, where results are
// posted, whether each game gets its own thread, and the season the leaderboard counts. Kept
// as one document per server beside the games (src/store/prefs.ts); absent fields are the
// bot's defaults. Written by the server's managers only, rarely: the last write wins.
import { z } from 'zod';
import type { GameRepository } from '../store/repository.js';
import { LOCALES, type Locale } from '../i18n/names.js';

export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** A season: its number (1, 2, …) and when it began. */
export interface Season {
  number: number;
  startedAt: number;
}

export interface ServerSettings {
  ruleset?: string;
  /** /risk new's options for the default ruleset, by their /risk new names (`setup`, `cards`, …). */
  options?: Record<string, string | number | boolean>;
  /** Turn deadline in minutes; null = none. */
  deadlineMinutes?: number | null;
  language?: Locale;
  aiLevel?: AiLevel;
  /** Only members with this role (or Manage Server) may open games; absent = everyone. */
  creatorRole?: string;
  /** Every finished game posts its standings and board here. */
  resultsChannel?: string;
  /** Every new game opens in its own thread of the channel. */
  threadPerGame?: boolean;
  season?: Season;
}

const schema = z.object({
  ruleset: z.string().optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  deadlineMinutes: z.number().int().nullable().optional(),
  language: z.enum(LOCALES).optional(),
  aiLevel: z.enum(AI_LEVELS).optional(),
  creatorRole: z.string().optional(),
  resultsChannel: z.string().optional(),
  threadPerGame: z.boolean().optional(),
  season: z.object({ number: z.number().int().positive(), startedAt: z.number() }).optional(),
});

const KIND = 'server';

/** The server's settings; none (the bot's defaults) outside a server or on a store without them. */
export async function serverSettings(repo: GameRepository, guildId: string | null): Promise<ServerSettings> {
  const prefs = repo.prefs?.();
  if (!guildId || !prefs) return {};
  const raw = await prefs.get(KIND, guildId);
  if (raw === undefined) return {};
  // A document this build cannot read counts as none rather than stopping every /risk new.
  const parsed = schema.safeParse(JSON.parse(raw));
  return parsed.success ? (parsed.data as ServerSettings) : {};
}

/** Applies `change` to the stored settings and returns them; false when the store keeps none. */
export async function updateServerSettings(
  repo: GameRepository,
  guildId: string,
  change: (s: ServerSettings) => ServerSettings,
): Promise<ServerSettings | null> {
  const prefs = repo.prefs?.();
  if (!prefs) return null;
  const next = schema.parse(change(await serverSettings(repo, guildId))) as ServerSettings;
  await prefs.put(KIND, guildId, JSON.stringify(next));
  return next;
}

/** The season's scope prefix in the ratings (`s2/` + '*' or a ruleset); none before the first season. */
export function seasonScope(season: Season | undefined, scope: string): string | null {
  return season ? `s${season.number}/${scope}` : null;
}
