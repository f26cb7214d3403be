// The transport-agnostic face of the bot: what a command handler may do with one interaction
// and with the world (channel posts, DMs). Discord (src/discord/router.ts) and the local table
// (src/local) both implement it, so commands/* run unchanged on either.
import type { BoardImages } from '../app/images.js';
import type { GameService, UserRef } from '../app/service.js';
import type { Locale } from '../i18n/names.js';
import type { Command } from './command.js';

export interface Button {
  id: string;
  label: string;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  disabled?: boolean;
  /** A link button (the live map): opens this address instead of sending a click. */
  url?: string;
}

/** A select menu (one row of its own): up to 25 options. */
export interface Select {
  id: string;
  placeholder: string;
  options: { label: string; value: string; description?: string }[];
}

export interface OutImage {
  name: string;
  data: Buffer;
}

export interface OutMessage {
  text: string;
  images?: OutImage[];
  /**
   * For an edit that gives `images`: pictures the message has attached already (by file name)
   * that stay, before the uploaded `images`, without being uploaded again (Discord keeps an
   * attachment listed by id). Ignored by posts and DMs.
   */
  keep?: string[];
  /** Rows of at most 5 buttons; with the selects, at most 5 rows. */
  buttons?: Button[][];
  /** Select menus, each on its own row, above the buttons. */
  selects?: Select[];
  /** User ids the message may ping (turn notices). */
  mentions?: string[];
}

export interface Transport {
  /** A public message in a channel; resolves to its message id. */
  post(channelId: string, msg: OutMessage): Promise<string>;
  /**
   * Edits a message the bot posted. `images` undefined keeps the attached ones; given, they
   * replace them, except those named in `keep`. Edits of one message are coalesced (only the latest pending one is sent). False
   * when the message is gone.
   */
  edit(channelId: string, messageId: string, msg: OutMessage): Promise<boolean>;
  /** A direct message; false when the user's DMs are closed (Discord 50007). */
  dm(userId: string, msg: OutMessage): Promise<boolean>;
  /** A public thread in a text channel (a tournament's table); resolves to its channel id. */
  thread?(channelId: string, name: string): Promise<string>;
}

/** One incoming slash command, button click or autocomplete request. */
export interface CommandContext {
  user: UserRef;
  channelId: string;
  channelName: string;
  guildId: string | null;
  /** The server's language: public messages use it. */
  guildLocale: Locale;
  /** Manage Server (or the server owner / Administrator). */
  canManage: boolean;
  /** The member's role ids (server settings: who may open games); absent where unknown. */
  roles?: readonly string[];
  /** Replies (or completes a deferred reply). Ephemeral: only the user sees it. */
  reply(msg: OutMessage, opts?: { ephemeral?: boolean }): Promise<void>;
  /** Acknowledges now, for work that may take over a second. */
  defer(opts?: { ephemeral?: boolean }): Promise<void>;
  /** For a button or select: the message it was on, and the values chosen in a select. */
  component?: { messageId: string; values: string[] };
  /**
   * For a button or select: replaces the message it was on (Discord's "update"), so the click
   * adds no message. `images` undefined keeps the attached ones.
   */
  update?(msg: OutMessage): Promise<void>;
  /**
   * Opens the app's Activity in the channel for this user (Discord's LAUNCH_ACTIVITY answer):
   * false when Discord refused it (the app has no Activity enabled) or the interaction was
   * already answered, so the caller answers otherwise. Absent outside Discord.
   */
  launchActivity?(): Promise<boolean>;
  bot: Bot;
}

export interface Bot {
  service: GameService;
  images: BoardImages;
  transport: Transport;
  /** "<@id>" on Discord; the local table prints "@name". */
  mention(userId: string): string;
  /** game:user pairs already told in the channel that their DMs are closed. */
  dmFailed: Set<string>;
  /** The slash commands by name (commands/index.ts), handed over by the composition root. */
  commands: ReadonlyMap<string, Command>;
}

export type OptionValues = Record<string, string | number | boolean | undefined>;

export interface Choice {
  name: string;
  value: string | number;
}
