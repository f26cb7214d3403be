// What the bot stores per channel: the lobby or the game's state, plus what the bot needs
// around it (who sits where, settings, the persisted turn deadline, the AI's own PRNG). The
// record is the same for every game family; its state is the family's own (src/game), read and
// migrated only through the game's definition.
import type { UndoPatch } from './undo-patch.js';
import { z } from 'zod';
import { definitionFor, gameRulesetIds, isGameRulesetId, type GameRulesetId } from '../game/registry.js';
import type { Locale } from '../i18n/names.js';
import { LOCALES } from '../i18n/names.js';
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
  notify?: 'mention' | 'dm' | 'both' | 'none' | 'digest';
  /** notify 'digest': when this seat's player is next sent the daily digest (src/app/digest.ts). */
  digestAt?: number;
  /** Taken over by the timer (not by choice): the game pauses when every human is away. */
  away?: boolean;
  /** /risk vacation: until then (ms) this seat's deadlines do not run (the turn waits). */
  vacationUntil?: number;
  /** Risk Express: a roll with only one choice is played for this player (absent = on). */
  autoFill?: boolean;
  /** A tournament entrant: the table names the seat by its entry beside the ping's mention. */
  entry?: boolean;
  /** The player's quiet hours in their time zone (/risk settings timezone quiet): deadlines and pings wait. */
  quiet?: { tz: string; from: number; to: number };
  /** Pinged even in quiet hours (the deadline still never expires in them). */
  quietPing?: boolean;
  /** "You're next": a DM when the player before this seat in turn order starts. */
  headsUp?: boolean;
  /** This game pings this seat not at all (no mention, DM or reminder). */
  muted?: boolean;
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
  /**
   * A digest of the pictures attached to the message (absent: unknown). An edit whose pictures
   * have the same digest keeps the attachment instead of uploading the same bytes again.
   */
  image?: string;
  /** The message shows a battle close-up beside the board (the next roll replaces it, a new board drops it). */
  closeUp?: boolean;
}

/** Per player: the board when they were last pinged, so the next ping can say what changed. */
export interface SeenBoard {
  owners: number[];
  statuses: string[];
  trades: number;
}

/**
 * Undo of the current player's deterministic steps since the last roll or card draw: per step,
 * the old values of what it changed (src/app/undo-patch.ts), newest last. Records of an older
 * build kept whole states (`states`); they are still undone from.
 */
export interface UndoStack<S = unknown> {
  player: number;
  turn: number;
  patches?: UndoPatch[];
  states?: S[];
}

export interface GameSettings {
  /** Per-turn deadline in minutes; null = none. */
  deadlineMinutes: number | null;
  /** On expiry: end the turn (placing pending armies) or let the AI play it. */
  afk: 'end' | 'ai';
  /** After this many missed turns in a row the seat is taken over. */
  maxMissed: number;
  takeover: 'ai' | 'passive';
  /** The game's AI level (the Add AI button's, and the AI that stands in for an AFK player); absent = the family's default. */
  aiLevel?: string;
}

/** A lobby's scheduled start (src/app/schedule.ts): a time (ms), a number of seats, or both. */
export interface StartSchedule {
  at?: number;
  seats?: number;
}

export interface TurnTimer {
  /** Identifies the wait the timer is for (turn number, phase, waiting seats). */
  key: string;
  players: number[];
  remindAt: number;
  expiresAt: number;
  reminded: boolean;
}

/**
 * One game. `S` is the state of the game's family: src/app keeps it opaque (`unknown`) and hands
 * it to the definition; a family's presenters narrow the record to their own state type.
 */
export interface GameRecord<S = unknown> {
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
  ruleset: GameRulesetId;
  /** The ruleset's options as chosen in /risk new (each family validates its own). */
  options: Record<string, unknown>;
  seed: number;
  seats: Seat[];
  settings: GameSettings;
  state: S | null;
  aiRng: [number, number, number, number];
  timer: TurnTimer | null;
  /** The live panel message (presentation state; written without bumping rev). */
  panel?: PanelRef | null;
  seen?: Record<number, SeenBoard>;
  /** Cards traded so far, in order (for "since your last turn"). */
  tradeLog?: { player: number; armies: number }[];
  undo?: UndoStack<S> | null;
  /** Every human is away: the AI stops until one takes their seat back. */
  paused?: boolean;
  createdAt: number;
  updatedAt: number;
  // ---- Added by the store work, optional so older v2 records read unchanged (absent = default) ----
  /** Entries in this game's action log after this write (the log lives beside the record). */
  logSeq?: number;
  /** Log entries before this one have been shown in the channel; the rest are re-posted. */
  presentedSeq?: number;
  /** Recently handled interactions (`op:interactionId`), so a re-delivered one is applied once. */
  handled?: HandledInteraction[];
  /** Users already told in the channel that their DMs are closed (per game, across processes). */
  dmClosed?: string[];
  /** When play began (lobby → playing) and when it ended or was cancelled. */
  startedAt?: number | null;
  endedAt?: number | null;
  cancelledAt?: number | null;
  /** The lobby starts by itself at this time and/or once this many seats are filled (the timer loop). */
  schedule?: StartSchedule;
}

export interface HandledInteraction {
  key: string;
  at: number;
}

export const DEFAULT_SETTINGS: GameSettings = { deadlineMinutes: null, afk: 'end', maxMissed: 3, takeover: 'ai' };

const seatSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['human', 'ai']),
  ai: z.string(),
  locale: z.enum(LOCALES),
  autopilot: z.boolean(),
  missed: z.number().int(),
  notify: z.enum(['mention', 'dm', 'both', 'none', 'digest']).optional(),
  digestAt: z.number().optional(),
  away: z.boolean().optional(),
  autoFill: z.boolean().optional(),
  vacationUntil: z.number().optional(),
  entry: z.boolean().optional(),
  quiet: z.object({ tz: z.string(), from: z.number().int(), to: z.number().int() }).optional(),
  quietPing: z.boolean().optional(),
  headsUp: z.boolean().optional(),
  muted: z.boolean().optional(),
});

export const recordSchema = z
  .object({
    schemaVersion: z.literal(RECORD_SCHEMA_VERSION),
    gameId: z.string(),
    channelId: z.string(),
    channelName: z.string(),
    guildId: z.string().nullable(),
    hostId: z.string(),
    locale: z.enum(LOCALES),
    status: z.enum(['lobby', 'playing', 'over']),
    rev: z.number().int(),
    // The built-in ids and those of families registered at run time (src/game/host.ts registerFamily).
    ruleset: z.custom<GameRulesetId>((v) => typeof v === 'string' && isGameRulesetId(v), {
      message: `expected a known ruleset (${gameRulesetIds.join(', ')})`,
    }),
    options: z.record(z.string(), z.unknown()),
    seed: z.number(),
    seats: z.array(seatSchema),
    settings: z.object({
      deadlineMinutes: z.number().nullable(),
      afk: z.enum(['end', 'ai']),
      maxMissed: z.number().int(),
      takeover: z.enum(['ai', 'passive']),
      aiLevel: z.string().optional(),
    }),
    // The game's state as stored; brought to its family's current schema below (needs the ruleset).
    state: z.unknown(),
    aiRng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    timer: z
      .object({
        key: z.string(),
        players: z.array(z.number()),
        remindAt: z.number(),
        expiresAt: z.number(),
        reminded: z.boolean(),
      })
      .nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
    logSeq: z.number().int().optional(),
    presentedSeq: z.number().int().optional(),
    handled: z.array(z.object({ key: z.string(), at: z.number() })).optional(),
    dmClosed: z.array(z.string()).optional(),
    startedAt: z.number().nullable().optional(),
    endedAt: z.number().nullable().optional(),
    cancelledAt: z.number().nullable().optional(),
    schedule: z.object({ at: z.number().optional(), seats: z.number().int().optional() }).optional(),
  })
  .passthrough()
  .transform((rec, ctx) => {
    // States of any stored schema version are brought to the current one by their definition
    // (the map engine: src/engine/migrate.ts; Risk Express: its zod schema).
    if (rec.state === null || rec.state === undefined) return { ...rec, state: null };
    const m = definitionFor(rec.ruleset)!.migrate(rec.state);
    if (!m.ok) {
      ctx.addIssue({ code: 'custom', message: `state: ${m.error.detail}` });
      return z.NEVER;
    }
    return { ...rec, state: m.value as unknown };
  });

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
    seats: ((r.seats as Record<string, unknown>[] | undefined) ?? []).map((s) => ({
      autopilot: false,
      missed: 0,
      ...s,
    })),
    timer: r.timer ?? null,
  }),
};
