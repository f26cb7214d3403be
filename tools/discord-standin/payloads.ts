// Discord API payload shapes built from the world. Field sets follow the v10 documentation
// closely enough that discord.js's structures (_patch) find what they read.
import { PermissionFlagsBits } from 'discord.js';
import { snowflake } from './snowflake.ts';
import type { JsonObject, JsonValue, StandinAttachment, StandinChannel, StandinMessage, StandinUser } from './types.ts';
import type { StandinGuild, World } from './world.ts';

export const MessageFlag = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

/** Flags a bot may set on a message it sends; Discord ignores the rest. */
const SETTABLE_FLAGS =
  MessageFlag.SuppressEmbeds | MessageFlag.Ephemeral | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2;

const PERMS = PermissionFlagsBits;
/** What @everyone may do in the stand-in guild: enough for a game channel. */
const EVERYONE_PERMISSIONS =
  PERMS.ViewChannel |
  PERMS.SendMessages |
  PERMS.SendMessagesInThreads |
  PERMS.EmbedLinks |
  PERMS.AttachFiles |
  PERMS.ReadMessageHistory |
  PERMS.UseApplicationCommands |
  PERMS.AddReactions |
  PERMS.UseExternalEmojis |
  PERMS.CreatePublicThreads;
const BOT_PERMISSIONS = EVERYONE_PERMISSIONS | PERMS.ManageMessages | PERMS.ManageThreads | PERMS.MentionEveryone;

export function permissionsFor(world: World, userId: string): string {
  if (userId === world.ownerId) return PERMS.Administrator.toString();
  return (userId === world.bot.id ? BOT_PERMISSIONS : EVERYONE_PERMISSIONS).toString();
}

export function channelPayload(world: World, channel: StandinChannel): JsonObject {
  const last = world.channelMessages(channel.id).at(-1)?.id ?? null;
  if (channel.type === 1) {
    const recipient = world.user(channel.recipient_id ?? '');
    return {
      id: channel.id,
      type: 1,
      last_message_id: last,
      flags: 0,
      recipients: recipient ? [world.apiUser(recipient)] : [],
    };
  }
  if (channel.type === 11)
    return {
      id: channel.id,
      type: 11,
      guild_id: channel.guild_id,
      parent_id: channel.parent_id ?? null,
      name: channel.name,
      owner_id: world.bot.id,
      last_message_id: last,
      rate_limit_per_user: 0,
      message_count: world.channelMessages(channel.id).length,
      member_count: 1,
      flags: 0,
      thread_metadata: {
        archived: false,
        auto_archive_duration: 10080,
        archive_timestamp: world.joinedAt,
        locked: false,
      },
    };
  return {
    id: channel.id,
    type: 0,
    guild_id: channel.guild_id,
    name: channel.name,
    position: world.guildOfChannel(channel.id)?.textChannelIds.indexOf(channel.id) ?? 0,
    permission_overwrites: [],
    parent_id: null,
    topic: null,
    nsfw: false,
    rate_limit_per_user: 0,
    last_message_id: last,
    flags: 0,
  };
}

export function memberPayload(world: World, user: StandinUser): JsonObject {
  return {
    user: world.apiUser(user),
    nick: null,
    avatar: null,
    banner: null,
    roles: [],
    joined_at: world.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

function everyoneRole(guild: StandinGuild): JsonObject {
  return {
    id: guild.id,
    name: '@everyone',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 0,
    permissions: EVERYONE_PERMISSIONS.toString(),
    managed: false,
    mentionable: false,
    flags: 0,
  };
}

export function guildPayload(world: World, guild: StandinGuild): JsonObject {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: world.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [everyoneRole(guild)],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: guild.textChannelIds[0] ?? null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: guild.locale,
    nsfw_level: 0,
    max_members: 500_000,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    hub_type: null,
    incidents_data: null,
  };
}

export function guildMembers(world: World): JsonObject[] {
  return [world.bot, ...world.users].map((u) => memberPayload(world, u));
}

/** GUILD_CREATE carries the guild plus its live state (channels, members, …). */
export function guildCreatePayload(world: World, guild: StandinGuild): JsonObject {
  const members = guildMembers(world);
  return {
    ...guildPayload(world, guild),
    joined_at: world.joinedAt,
    large: false,
    unavailable: false,
    member_count: members.length,
    members,
    channels: guild.textChannelIds.map((id) => {
      // GUILD_CREATE channels omit guild_id.
      const { guild_id: _omit, ...rest } = channelPayload(world, world.channels.get(id)!);
      return rest;
    }),
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** The wire form of a message: no bytes, no stand-in bookkeeping. */
export function messagePayload(message: StandinMessage): JsonObject {
  const { visibleTo: _v, attachments, ...rest } = message;
  return {
    ...(rest as unknown as JsonObject),
    attachments: attachments.map(({ data: _d, ...a }) => a as unknown as JsonObject),
  };
}

export interface UploadedFile {
  /** The n of the multipart field `files[n]`. */
  index: number;
  filename: string;
  contentType: string | undefined;
  data: Buffer;
}

export interface MessageSource {
  channelId: string;
  author: StandinUser;
  type: number;
  webhookId?: string;
  interactionMetadata?: JsonObject;
  visibleTo?: string;
}

function attachmentUrl(baseUrl: string, channelId: string, id: string, filename: string): string {
  return `${baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
}

function descriptorFor(body: JsonObject, index: number): JsonObject | undefined {
  const list = Array.isArray(body.attachments) ? body.attachments : [];
  return list.find(
    (d): d is JsonObject => typeof d === 'object' && d !== null && !Array.isArray(d) && String(d.id) === String(index),
  );
}

function newAttachments(
  baseUrl: string,
  channelId: string,
  body: JsonObject,
  files: UploadedFile[],
): StandinAttachment[] {
  return files.map((file) => {
    const descriptor = descriptorFor(body, file.index);
    const id = snowflake();
    const filename = typeof descriptor?.filename === 'string' ? descriptor.filename : file.filename;
    const url = attachmentUrl(baseUrl, channelId, id, filename);
    const attachment: StandinAttachment = {
      id,
      filename,
      size: file.data.length,
      url,
      proxy_url: url,
      data: file.data,
    };
    if (file.contentType) attachment.content_type = file.contentType;
    if (typeof descriptor?.description === 'string') attachment.description = descriptor.description;
    return attachment;
  });
}

function mentionsIn(world: World, content: string): StandinUser[] {
  const ids = new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!));
  return [...ids].map((id) => world.user(id)).filter((u): u is StandinUser => u !== undefined);
}

function objects(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value)
    ? value.filter((v): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

function withEmbedType(embeds: JsonObject[]): JsonObject[] {
  return embeds.map((e) => ({ type: 'rich', ...e }));
}

export function createMessage(
  world: World,
  baseUrl: string,
  source: MessageSource,
  body: JsonObject,
  files: UploadedFile[],
): StandinMessage {
  const content = typeof body.content === 'string' ? body.content : '';
  const channel = world.channels.get(source.channelId);
  const flags = (typeof body.flags === 'number' ? body.flags : 0) & SETTABLE_FLAGS;
  const message: StandinMessage = {
    id: snowflake(),
    channel_id: source.channelId,
    author: world.apiUser(source.author),
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: body.tts === true,
    mention_everyone: false,
    mentions: mentionsIn(world, content).map((u) => world.apiUser(u)),
    mention_roles: [],
    attachments: newAttachments(baseUrl, source.channelId, body, files),
    embeds: withEmbedType(objects(body.embeds)),
    components: objects(body.components),
    pinned: false,
    type: source.type,
    flags,
  };
  if (channel?.guild_id) message.guild_id = channel.guild_id;
  if (source.webhookId) {
    message.webhook_id = source.webhookId;
    message.application_id = source.webhookId;
  }
  if (source.interactionMetadata) message.interaction_metadata = source.interactionMetadata;
  if (source.visibleTo) message.visibleTo = source.visibleTo;
  return message;
}

/**
 * Applies a PATCH body in place. v10 semantics: `attachments`, when present, lists every
 * attachment the message keeps (old ones by id, new ones by upload index); absent, old
 * attachments stay and uploads are added.
 */
export function editMessage(
  world: World,
  baseUrl: string,
  message: StandinMessage,
  body: JsonObject,
  files: UploadedFile[],
): void {
  if ('content' in body) {
    message.content = typeof body.content === 'string' ? body.content : '';
    message.mentions = mentionsIn(world, message.content).map((u) => world.apiUser(u));
  }
  if ('embeds' in body) message.embeds = withEmbedType(objects(body.embeds));
  if ('components' in body) message.components = objects(body.components);
  if (typeof body.flags === 'number') {
    // Ephemerality cannot change after sending; only the settable display flags move.
    const display = SETTABLE_FLAGS & ~MessageFlag.Ephemeral;
    message.flags = (message.flags & ~display) | (body.flags & display);
  }
  const uploaded = newAttachments(baseUrl, message.channel_id, body, files);
  if (Array.isArray(body.attachments)) {
    const keep = new Set(objects(body.attachments).map((d) => String(d.id)));
    message.attachments = [...message.attachments.filter((a) => keep.has(a.id)), ...uploaded];
  } else {
    message.attachments = [...message.attachments, ...uploaded];
  }
  message.flags &= ~MessageFlag.Loading;
  message.edited_timestamp = new Date().toISOString();
  world.messageEdited(message);
}

/** A deep copy for outcome snapshots; attachment bytes are shared (nobody mutates them). */
export function snapshot(message: StandinMessage): StandinMessage {
  const copy = JSON.parse(JSON.stringify({ ...message, attachments: [] })) as StandinMessage;
  copy.attachments = message.attachments.map((a) => ({ ...a }));
  return copy;
}
