// The stand-in's Discord: its guilds (each on the shard Discord would route it to), their text
// channels, users, DM channels, messages and registered commands. Pure bookkeeping; HTTP and
// the gateway sit on top of it.
import { shardOf, snowflake, snowflakeOnShard } from './snowflake.ts';
import type {
  ApiUser,
  JsonObject,
  JsonValue,
  RegisteredCommand,
  StandinChannel,
  StandinMessage,
  StandinUser,
} from './types.ts';

export interface GuildSpec {
  name: string;
  locale: string;
  channelNames: string[];
  /** The shard its id routes to (default: guild index modulo shardCount). */
  shard?: number;
}

export interface WorldOptions {
  appName: string;
  guilds: GuildSpec[];
  /** Shards Discord recommends (GET /gateway/bot) and guild ids are spread over. */
  shardCount: number;
}

export interface StandinGuild {
  id: string;
  name: string;
  locale: string;
  shard: number;
  textChannelIds: string[];
}

type Listener = (message: StandinMessage) => void;

export class World {
  readonly appId: string;
  readonly bot: StandinUser;
  readonly guilds: StandinGuild[] = [];
  readonly shardCount: number;
  /** The first guild's id (the default one); its owner owns every guild. */
  readonly guildId: string;
  readonly ownerId: string;
  readonly users: StandinUser[] = [];
  readonly channels = new Map<string, StandinChannel>();
  /** Every guild's text channels, the first guild's first. */
  readonly textChannelIds: string[] = [];
  /** Messages per channel in creation order (ephemeral ones included, marked visibleTo). */
  private readonly messages = new Map<string, StandinMessage[]>();
  private readonly dmChannelByUser = new Map<string, string>();
  private readonly closedDms = new Set<string>();
  readonly globalCommands: RegisteredCommand[] = [];
  readonly guildCommands = new Map<string, RegisteredCommand[]>();
  private readonly listeners = new Set<Listener>();
  readonly joinedAt = new Date().toISOString();

  constructor(options: WorldOptions) {
    // The application and its bot user share an id on Discord; discord.js does not rely on
    // it, but matching it keeps webhook_id/application_id comparisons realistic.
    this.appId = snowflake();
    this.bot = { id: this.appId, username: options.appName, global_name: null, locale: 'en-US', bot: true };
    this.shardCount = Math.max(1, options.shardCount);
    if (options.guilds.length === 0) throw new Error('stand-in: at least one guild');
    const owner = this.makeUser('owner', options.guilds[0]!.locale);
    this.ownerId = owner.id;
    options.guilds.forEach((spec, index) => {
      const shard = spec.shard ?? index % this.shardCount;
      if (shard < 0 || shard >= this.shardCount)
        throw new Error(`stand-in: guild ${spec.name} on shard ${shard} of ${this.shardCount}`);
      const guild: StandinGuild = {
        id: snowflakeOnShard(shard, this.shardCount),
        name: spec.name,
        locale: spec.locale,
        shard,
        textChannelIds: [],
      };
      for (const name of spec.channelNames) {
        const id = snowflake();
        this.channels.set(id, { id, type: 0, name, guild_id: guild.id, recipient_id: null });
        guild.textChannelIds.push(id);
        this.textChannelIds.push(id);
        this.messages.set(id, []);
      }
      this.guilds.push(guild);
    });
    this.guildId = this.guilds[0]!.id;
  }

  guild(id: string | null | undefined): StandinGuild | undefined {
    return this.guilds.find((g) => g.id === id);
  }

  /** The guild a text channel belongs to (undefined for DMs). */
  guildOfChannel(channelId: string): StandinGuild | undefined {
    return this.guild(this.channels.get(channelId)?.guild_id);
  }

  /** The guilds a bot connected as `shard` of `count` is given (Discord's routing). */
  guildsOnShard(shard: number, count: number): StandinGuild[] {
    return this.guilds.filter((g) => shardOf(g.id, count) === shard);
  }

  makeUser(name: string, locale = 'en-US'): StandinUser {
    const user: StandinUser = { id: snowflake(), username: name, global_name: name, locale, bot: false };
    this.users.push(user);
    return user;
  }

  user(id: string): StandinUser | undefined {
    return id === this.bot.id ? this.bot : this.users.find((u) => u.id === id);
  }

  closeDms(userId: string): void {
    this.closedDms.add(userId);
  }

  openDms(userId: string): void {
    this.closedDms.delete(userId);
  }

  dmsClosed(userId: string): boolean {
    return this.closedDms.has(userId);
  }

  /** Discord hands back the same DM channel for a user every time. */
  dmChannelFor(userId: string): StandinChannel {
    const existing = this.dmChannelByUser.get(userId);
    if (existing) return this.channels.get(existing)!;
    const id = snowflake();
    const channel: StandinChannel = { id, type: 1, name: null, guild_id: null, recipient_id: userId };
    this.channels.set(id, channel);
    this.messages.set(id, []);
    this.dmChannelByUser.set(userId, id);
    return channel;
  }

  /** A public thread in a guild text channel (POST /channels/:id/threads). */
  createThread(parentId: string, name: string): StandinChannel {
    const parent = this.channels.get(parentId);
    if (!parent || parent.type !== 0) throw new Error(`stand-in: no text channel ${parentId}`);
    const id = snowflake();
    const thread: StandinChannel = {
      id,
      type: 11,
      name,
      guild_id: parent.guild_id,
      recipient_id: null,
      parent_id: parentId,
    };
    this.channels.set(id, thread);
    this.messages.set(id, []);
    return thread;
  }

  /** The threads opened in a text channel, oldest first. */
  threadsOf(parentId: string): StandinChannel[] {
    return [...this.channels.values()].filter((c) => c.type === 11 && c.parent_id === parentId);
  }

  dmChannelIdOf(userId: string): string | undefined {
    return this.dmChannelByUser.get(userId);
  }

  channelMessages(channelId: string): StandinMessage[] {
    return this.messages.get(channelId) ?? [];
  }

  findMessage(messageId: string): StandinMessage | undefined {
    for (const list of this.messages.values()) {
      const found = list.find((m) => m.id === messageId);
      if (found) return found;
    }
    return undefined;
  }

  addMessage(message: StandinMessage): void {
    const list = this.messages.get(message.channel_id);
    if (!list) throw new Error(`stand-in: no channel ${message.channel_id}`);
    list.push(message);
    for (const listener of this.listeners) listener(message);
  }

  removeMessage(messageId: string): boolean {
    for (const list of this.messages.values()) {
      const index = list.findIndex((m) => m.id === messageId);
      if (index >= 0) {
        list.splice(index, 1);
        return true;
      }
    }
    return false;
  }

  /** An edit landed: listeners see the message in its new state (tests wait for it, never sleep). */
  messageEdited(message: StandinMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  /** Called with every new message and every message edited (in its new state). */
  onMessage(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Replaces a command list the way PUT …/commands does: same name keeps its id. */
  setCommands(guildId: string | null, bodies: JsonObject[]): RegisteredCommand[] {
    const previous = guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands;
    const next = bodies.map((body) => this.toCommand(guildId, body, previous));
    if (guildId) this.guildCommands.set(guildId, next);
    else this.globalCommands.splice(0, this.globalCommands.length, ...next);
    return next;
  }

  upsertCommand(guildId: string | null, body: JsonObject): RegisteredCommand {
    const list = guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands;
    const command = this.toCommand(guildId, body, list);
    const index = list.findIndex((c) => c.name === command.name && c.type === command.type);
    if (index >= 0) list[index] = command;
    else list.push(command);
    if (guildId) this.guildCommands.set(guildId, list);
    return command;
  }

  /** Guild commands shadow global ones with the same name, as in the Discord client. */
  findCommand(name: string, type = 1, guildId: string | null = this.guildId): RegisteredCommand | undefined {
    const guild = (guildId ? this.guildCommands.get(guildId) : undefined) ?? [];
    return (
      guild.find((c) => c.name === name && c.type === type) ??
      this.globalCommands.find((c) => c.name === name && c.type === type)
    );
  }

  private toCommand(guildId: string | null, body: JsonObject, previous: RegisteredCommand[]): RegisteredCommand {
    const name = String(body.name ?? '');
    const type = typeof body.type === 'number' ? body.type : 1;
    const old = previous.find((c) => c.name === name && c.type === type);
    const command: RegisteredCommand = {
      ...body,
      id: old?.id ?? snowflake(),
      application_id: this.appId,
      version: snowflake(),
      type,
      name,
      description: String(body.description ?? ''),
      default_member_permissions: (body.default_member_permissions as JsonValue | undefined) ?? null,
      nsfw: Boolean(body.nsfw ?? false),
    };
    if (guildId) command.guild_id = guildId;
    return command;
  }

  apiUser(user: StandinUser): ApiUser {
    return {
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: user.global_name,
      avatar: null,
      bot: user.bot,
      public_flags: 0,
    };
  }
}
