// What the bot stores per channel: the lobby or the engine state, plus what the bot needs
// around it (who sits where, settings, the persisted turn deadline, the AI's own PRNG).
import { z } from 'zod';
import type { GameState, RuleOptions, RulesetId } from '../engine/index.js';
import { migrateState } from '../engine/index.js';
import { rulesetIds } from '../rules/registry.js';
import type { Locale } from '../i18n/names.js';
import type { Migration } from '../store/index.js';

export const RECORD_SCHEMA_VERSION = 2;

export interface Seat {
  /** Discord user id; null for an AI seat. */
  userId: string | null;
  name: string;
  kind: 'human' | 'ai';
  ai: string;
  /** The user's locale as last seen (DMs are written in it). */
  locale: Locale;
  /** The AI plays this human's turns (setting, or after too many missed turns). */
  autopilot: boolean;
  /** Consecutive turns that ran out (reset by any own action). */
  missed: number;
  /** How this player is told it is their turn (default: a mention in the channel). */
  notify?: 'mention' | 'dm' | 'both' | 'none';
  /** Taken over by the timer (not by choice): the game pauses when every human is away. */
  away?: boolean;
}

/** The one live message of a game (lobby, then the turn panel) and its batched log. */
export interface PanelRef {
  messageId: string;
  /** The wait it was posted for (turn, phase, waiting seats): a new one is posted when it changes. */
  key: string;
  /** This panel's log lines, newest last. */
  log: string[];
  /** The ping's own lines (whose turn, since your last turn), kept on every edit of this panel. */
  top?: string[];
}

/** Per player: the board when they were last pinged, so the next ping can say what changed. */
export interface SeenBoard {
  owners: number[];
  statuses: string[];
  trades: number;
}

/** Undo of the current player's deterministic steps since the last roll or card draw. */
export interface UndoStack {
  player: number;
  turn: number;
  states: GameState[];
}

export interface GameSettings {
  /** Per-turn deadline in minutes; null = none. */
  deadlineMinutes: number | null;
  /** On expiry: end the turn (placing pending armies) or let the AI play it. */
  afk: 'end' | 'ai';
  /** After this many missed turns in a row the seat is taken over. */
  maxMissed: number;
  takeover: 'ai' | 'passive';
}

export interface TurnTimer {
  /** Identifies the wait the timer is for (turn number, phase, waiting seats). */
  key: string;
  players: number[];
  remindAt: number;
  expiresAt: number;
  reminded: boolean;
}

export interface GameRecord {
  schemaVersion: typeof RECORD_SCHEMA_VERSION;
  gameId: string;
  channelId: string;
  channelName: string;
  guildId: string | null;
  hostId: string;
  /** Public messages are written in the server's language. */
  locale: Locale;
  status: 'lobby' | 'playing' | 'over';
  /** Incremented by every accepted change; buttons carry it, so stale clicks are refused. */
  rev: number;
  ruleset: RulesetId;
  options: Partial<RuleOptions>;
  seed: number;
  seats: Seat[];
  settings: GameSettings;
  state: GameState | null;
  aiRng: [number, number, number, number];
  timer: TurnTimer | null;
  /** The live panel message (presentation state; written without bumping rev). */
  panel?: PanelRef | null;
  seen?: Record<number, SeenBoard>;
  /** Cards traded so far, in order (for "since your last turn"). */
  tradeLog?: { player: number; armies: number }[];
  undo?: UndoStack | null;
  /** Every human is away: the AI stops until one takes their seat back. */
  paused?: boolean;
  createdAt: number;
  updatedAt: number;
}

export const DEFAULT_SETTINGS: GameSettings = { deadlineMinutes: null, afk: 'end', maxMissed: 3, takeover: 'ai' };

const seatSchema = z.object({
  userId: z.string().nullable(), name: z.string(), kind: z.enum(['human', 'ai']), ai: z.string(),
  locale: z.enum(['en', 'fr', 'it']), autopilot: z.boolean(), missed: z.number().int(),
  notify: z.enum(['mention', 'dm', 'both', 'none']).optional(), away: z.boolean().optional(),
});

export const recordSchema = z.object({
  schemaVersion: z.literal(RECORD_SCHEMA_VERSION),
  gameId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  guildId: z.string().nullable(),
  hostId: z.string(),
  locale: z.enum(['en', 'fr', 'it']),
  status: z.enum(['lobby', 'playing', 'over']),
  rev: z.number().int(),
  ruleset: z.enum(rulesetIds),
  options: z.record(z.string(), z.unknown()),
  seed: z.number(),
  seats: z.array(seatSchema),
  settings: z.object({ deadlineMinutes: z.number().nullable(), afk: z.enum(['end', 'ai']), maxMissed: z.number().int(), takeover: z.enum(['ai', 'passive']) }),
  // Engine states of any stored schema version are brought to the current one (src/engine/migrate.ts).
  state: z.object({ schemaVersion: z.number().int(), version: z.number().int(), phase: z.object({ kind: z.string() }).passthrough() }).passthrough().nullable()
    .transform((raw, ctx) => {
      if (raw === null) return null;
      const m = migrateState(raw);
      if (!m.ok) { ctx.addIssue({ code: 'custom', message: `state: ${m.detail}` }); return z.NEVER; }
      return m.state;
    }),
  aiRng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  timer: z.object({ key: z.string(), players: z.array(z.number()), remindAt: z.number(), expiresAt: z.number(), reminded: z.boolean() }).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
}).passthrough();

export function validateRecord(raw: unknown): GameRecord {
  return recordSchema.parse(raw) as unknown as GameRecord;
}

/**
 * Schema history. v1 (the first stored form) had no AFK settings, no per-seat missed-turn
 * count and no autopilot; v2 adds them with their defaults.
 */
export const RECORD_MIGRATIONS: Record<number, Migration> = {
  1: (r) => ({
    ...r,
    settings: { ...DEFAULT_SETTINGS, ...((r.settings as object | undefined) ?? {}) },
    seats: ((r.seats as Record<string, unknown>[] | undefined) ?? []).map((s) => ({ autopilot: false, missed: 0, ...s })),
    timer: r.timer ?? null,
  }),
};
