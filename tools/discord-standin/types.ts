// Shapes the stand-in keeps and hands to tests. The JSON parts mirror Discord's API payloads
// (snake_case, snowflakes as strings) so a test can compare them with what discord.js sent.

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
// Optional fields may be undefined: JSON.stringify drops them, as Discord omits absent fields.
export type JsonObject = { [key: string]: JsonValue | undefined };

export interface StandinUser {
  id: string;
  username: string;
  global_name: string | null;
  /** Discord locale of the user's client (e.g. 'en-US', 'fr', 'it'); sent as interaction.locale. */
  locale: string;
  bot: boolean;
}

export interface StandinChannel {
  id: string;
  /** 0 = guild text, 1 = DM, 11 = public thread (of the text channel `parent_id`). */
  type: 0 | 1 | 11;
  name: string | null;
  guild_id: string | null;
  /** The other end of a DM channel. */
  recipient_id: string | null;
  /** A thread's text channel. */
  parent_id?: string | null;
}

export interface StandinAttachment {
  id: string;
  filename: string;
  description?: string;
  content_type?: string;
  size: number;
  url: string;
  proxy_url: string;
  /** The uploaded bytes, exactly as the bot sent them. Never sent back over the wire. */
  data: Buffer;
}

/** A message as Discord would return it, plus the attachment bytes. */
export interface StandinMessage {
  id: string;
  channel_id: string;
  guild_id?: string;
  author: ApiUser;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: ApiUser[];
  mention_roles: string[];
  attachments: StandinAttachment[];
  embeds: JsonObject[];
  components: JsonObject[];
  pinned: boolean;
  type: number;
  flags: number;
  webhook_id?: string;
  application_id?: string;
  interaction_metadata?: JsonObject;
  /** Stand-in bookkeeping: an ephemeral message is seen only by this user. */
  visibleTo?: string;
}

export interface ApiUser {
  id: string;
  username: string;
  discriminator: string;
  global_name: string | null;
  avatar: string | null;
  bot?: boolean;
  [key: string]: JsonValue | undefined;
}

export interface RegisteredCommand {
  id: string;
  application_id: string;
  guild_id?: string;
  version: string;
  type: number;
  name: string;
  description: string;
  options?: CommandOption[];
  [key: string]: JsonValue | undefined;
}

export interface CommandOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  options?: CommandOption[];
  [key: string]: JsonValue | undefined;
}

export interface Choice {
  name: string;
  value: string | number;
  name_localizations?: Record<string, string> | null;
}

/** What the stand-in answered with an error, so tests can see refused calls. */
export interface RestError {
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
}

/** Everything the bot did in answer to one interaction. */
export interface InteractionOutcome {
  interactionId: string;
  /** Interaction callback types received, in order (4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal, 12 launch an Activity). */
  callbacks: number[];
  /** The first callback type, or null if the bot never answered before the wait ended. */
  type: number | null;
  deferred: boolean;
  ephemeral: boolean;
  /**
   * The @original message in its final state: the reply, or for a component update the
   * clicked message after the update. Null for autocomplete/modal.
   */
  reply: StandinMessage | null;
  /** Snapshots of @original after each edit (PATCH …/messages/@original or a type 7 update). */
  edits: StandinMessage[];
  followUps: StandinMessage[];
  /** Channel messages and DMs the bot created while the interaction was being answered. */
  posts: StandinMessage[];
  choices: Choice[] | null;
  modal: JsonObject | null;
  /** The Activity instance a launch (callback 12) opened, else null. */
  activityInstanceId: string | null;
  /** Errors the stand-in answered (e.g. 50007 closed DMs, 40060 double acknowledgement). */
  errors: RestError[];
}

export type OptionValue = string | number | boolean | StandinUser;

export interface InteractOptions {
  /** Channel the interaction happens in; defaults to the guild's first text channel. */
  channelId?: string;
  /** Quiet time after completion during which follow-ups and posts are still collected. */
  settleMs?: number;
  /** Reject if the interaction is not complete after this long (a failing bot, not a slow one). */
  timeoutMs?: number;
  /** Override when the interaction counts as complete (default: see README). */
  isComplete?: (outcome: InteractionOutcome) => boolean;
  /**
   * Fault injection: the first N callback requests of this interaction (its acknowledgement)
   * are answered 503. discord.js retries a 5xx 3 times, so 4 make the bot's first
   * acknowledgement fail; a later callback (its next reply) is accepted.
   */
  failCallbacks?: number;
  /**
   * Fault injection: the first N callback requests of this interaction are applied (the
   * acknowledgement is made) and then answered 503, as when Discord acted but its answer was
   * lost. discord.js retries, and its retry is refused: already acknowledged (40060).
   */
  failAppliedCallbacks?: number;
}
