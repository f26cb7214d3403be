// startStandin(): a loopback Discord (REST + gateway) for the real discord.js Client, and the
// test-facing API that plays the people on the other side.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gateway } from './gateway.ts';
import { HttpError, parseRequest, sendError, sendJson } from './http.ts';
import {
  InteractionKind,
  InteractionRecord,
  commandData,
  commandInteraction,
  componentInteraction,
  componentsOf,
  defaultIsComplete,
  waitForOutcome,
  type FoundComponent,
} from './interactions.ts';
import { MessageFlag, memberPayload, snapshot } from './payloads.ts';
import { buildRoutes } from './rest.ts';
import type {
  Choice,
  InteractOptions,
  InteractionOutcome,
  OptionValue,
  RegisteredCommand,
  RequestLogEntry,
  RestError,
  StandinChannel,
  StandinMessage,
  StandinUser,
} from './types.ts';
import { World } from './world.ts';
import { Activities } from './activities.ts';
import { fairTimeout } from '../fair-time.ts';

export interface StandinOptions {
  appName?: string;
  guildName?: string;
  /** Discord locale of the guild (interaction.guild_locale). */
  guildLocale?: string;
  /** Text channels of the guild, first one is the default. */
  channels?: string[];
  /**
   * Several guilds (default: one, from guildName/guildLocale/channels). A guild's id routes to
   * `shard` (default: its index modulo shardCount), as Discord routes guilds to shards.
   */
  guilds?: { name: string; locale?: string; channels?: string[]; shard?: number }[];
  /** Shards Discord recommends (GET /gateway/bot); guilds are spread over them. Default 1. */
  shardCount?: number;
  /** Users made up front (more with makeUser); members of every guild. */
  users?: { name: string; locale?: string }[];
  /** Sent in HELLO. discord.js heartbeats after jitter × this; the default keeps tests quiet. */
  heartbeatIntervalMs?: number;
  /**
   * Default quiet period after an interaction completes. This and every other stand-in time
   * (timeouts, the acknowledgement deadline) count idle-machine milliseconds (tools/fair-time.ts):
   * wall time divided by the machine's load, so a busy machine never runs them out.
   */
  settleMs?: number;
  /** Default time after which an incomplete interaction rejects (idle-machine ms). */
  timeoutMs?: number;
  /**
   * Discord refuses callbacks later than 3 s (here 3 s of idle-machine time, so a bot that does
   * heavy work before acknowledging still fails, a loaded machine alone does not); null turns the
   * check off (e.g. under a debugger).
   */
  ackDeadlineMs?: number | null;
  log?: (line: string) => void;
}

export interface Standin {
  /** Pass as `rest: { api: d.apiUrl }` to the discord.js Client. */
  readonly apiUrl: string;
  readonly gatewayUrl: string;
  readonly port: number;
  /** Any non-empty token is accepted; this one is handy. */
  readonly token: string;
  readonly appId: string;
  readonly bot: StandinUser;
  /** The first guild's id. */
  readonly guildId: string;
  /** The default text channel (the first guild's first). */
  readonly channel: StandinChannel;
  /** The first guild's text channels. */
  readonly channels: StandinChannel[];
  /** Every guild, with the shard its id routes to and its text channels. */
  readonly guilds: StandinGuildInfo[];
  readonly users: StandinUser[];
  /** Every REST call the bot made, in order (method, path without /api/v10, status). */
  readonly requests: RequestLogEntry[];
  /** Every error the stand-in answered. */
  readonly errors: RestError[];
  /** TCP connections opened to the stand-in so far (HTTP keep-alive reuses them; the gateway's too). */
  readonly connectionsOpened: number;
  /** Identify/resume/heartbeat counts; `routed`: every event sent, with its guild and the shard it went to. */
  readonly gatewayStats: {
    identifies: number;
    resumes: number;
    heartbeats: number;
    routed: { event: string; guildId: string | null; shard: number }[];
  };
  makeUser(name: string, locale?: string): StandinUser;
  /**
   * Activities and OAuth2: `code(userId)` (what the SDK's authorize gives that user),
   * `clientSecret`, `instances` (opened by launches), `join(instanceId, userId)`, `enabled`.
   */
  readonly activities: Activities;
  /** Global + a guild's commands (default: the first guild's) as the bot registered them. */
  commands(guildId?: string): RegisteredCommand[];
  /** Resolves when every shard has identified on the gateway (READY + GUILD_CREATE sent). */
  waitForReady(timeoutMs?: number): Promise<void>;
  slash(
    user: StandinUser,
    command: string,
    options?: Record<string, OptionValue>,
    opts?: InteractOptions,
  ): Promise<InteractionOutcome>;
  autocomplete(
    user: StandinUser,
    command: string,
    options: Record<string, OptionValue>,
    focused: string,
    opts?: InteractOptions,
  ): Promise<Choice[]>;
  click(
    user: StandinUser,
    message: StandinMessage | string,
    customId: string,
    opts?: InteractOptions,
  ): Promise<InteractionOutcome>;
  select(
    user: StandinUser,
    message: StandinMessage | string,
    customId: string,
    values: string[],
    opts?: InteractOptions,
  ): Promise<InteractionOutcome>;
  /** Current messages of a channel; ephemeral ones only on request. */
  channelMessages(channelId?: string, options?: { includeEphemeral?: boolean }): StandinMessage[];
  /** The public threads the bot opened in a text channel (default: the first), oldest first. */
  threads(channelId?: string): StandinChannel[];
  /** Messages the bot got through to this user's DMs. */
  dms(user: StandinUser | string): StandinMessage[];
  closeDms(user: StandinUser | string): void;
  openDms(user: StandinUser | string): void;
  /** Current state of a message (e.g. after edits), by id. */
  message(id: string): StandinMessage | undefined;
  /** Resolves with the first message (existing, new, or as an edit leaves it) that matches; rejects after timeoutMs. */
  waitForMessage(predicate: (m: StandinMessage) => boolean, opts?: { timeoutMs?: number }): Promise<StandinMessage>;
  /**
   * Holds the bot's requests that match (method, path without /api/v10) until `release()`:
   * a slow Discord route, without timing. `caught` resolves when the first one is held.
   */
  hold(match: (method: string, path: string) => boolean): HeldRequests;
  /** Asks the bot (shard 0 by default) for a heartbeat (op 1) and resolves when it arrives. */
  requestHeartbeat(shard?: number): Promise<void>;
  /** Drops a shard's gateway socket (resumable close code) and resolves once it is back. */
  dropConnection(code?: number, shard?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface HeldRequests {
  /** Resolves when the first matching request is held. */
  readonly caught: Promise<void>;
  /** How many matching requests are waiting now. */
  readonly waiting: number;
  /** Lets every held request (and later ones) through. */
  release(): void;
}

export interface StandinGuildInfo {
  id: string;
  name: string;
  locale: string;
  /** The shard Discord routes it to: (id >> 22) % shardCount. */
  shard: number;
  /** Its first text channel. */
  channel: StandinChannel;
  channels: StandinChannel[];
}

/** Buttons and selects of a message, flattened from rows or Components V2 containers. */
export function components(message: StandinMessage): FoundComponent[] {
  return componentsOf(message);
}

/** Labels and custom ids of a message's buttons, the usual thing to assert on. */
export function buttons(
  message: StandinMessage,
): { label: string | undefined; customId: string | undefined; disabled: boolean }[] {
  return componentsOf(message)
    .filter((c) => c.type === 2)
    .map((c) => ({ label: c.label, customId: c.custom_id, disabled: c.disabled === true }));
}

const idOf = (user: StandinUser | string): string => (typeof user === 'string' ? user : user.id);

export async function startStandin(options: StandinOptions = {}): Promise<Standin> {
  const log = options.log ?? (() => {});
  const world = new World({
    appName: options.appName ?? 'RiskBot',
    guilds: (
      options.guilds ?? [
        { name: options.guildName ?? 'Stand-in Guild', locale: options.guildLocale, channels: options.channels },
      ]
    ).map((g) => ({
      name: g.name,
      locale: g.locale ?? options.guildLocale ?? 'en-US',
      channelNames: g.channels ?? ['risk'],
      shard: g.shard,
    })),
    shardCount: options.shardCount ?? 1,
  });
  for (const u of options.users ?? []) world.makeUser(u.name, u.locale);
  const defaults = {
    settleMs: options.settleMs ?? 25,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const gateway = new Gateway(world, { heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250, log });
  const records = new Map<string, InteractionRecord>();
  const byToken = new Map<string, InteractionRecord>();
  const active = new Set<InteractionRecord>();
  const requests: RequestLogEntry[] = [];
  const errors: RestError[] = [];
  let baseUrl = '';
  let stopping: Promise<void> | undefined;
  const holds = new Set<{ match: (method: string, path: string) => boolean; wait: () => Promise<void> }>();

  const activities = new Activities(world);
  const router = buildRoutes({
    world,
    activities,
    baseUrl: () => baseUrl,
    gatewayUrl: () => gateway.url,
    interactionById: (id) => records.get(id),
    interactionByToken: (t) => byToken.get(t),
    active: () => [...active],
    ackDeadlineMs: options.ackDeadlineMs === undefined ? 3_000 : options.ackDeadlineMs,
    dispatch: (event, data, guildId) => gateway.dispatch(event, data, guildId),
  });

  /** The interaction a failed request belongs to, from the token in its path. */
  const recordsForPath = (path: string): InteractionRecord[] => {
    const match = /^\/(?:interactions\/\d+|webhooks\/\d+)\/([^/]+)/.exec(path);
    const record = match ? byToken.get(match[1]!) : undefined;
    return record ? [record] : [...active];
  };

  const serveAttachment = (path: string, res: ServerResponse): boolean => {
    const match = /^\/attachments\/(\d+)\/(\d+)\//.exec(path);
    if (!match) return false;
    const attachment = world
      .channelMessages(match[1]!)
      .flatMap((m) => m.attachments)
      .find((a) => a.id === match[2]);
    if (!attachment) res.writeHead(404).end();
    else
      res
        .writeHead(200, { 'content-type': attachment.content_type ?? 'application/octet-stream' })
        .end(attachment.data);
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let method = req.method ?? 'GET';
    let path = req.url ?? '/';
    let bucket = 'standin';
    try {
      const parsed = await parseRequest(req);
      method = parsed.method;
      path = parsed.path;
      if (method === 'GET' && serveAttachment(path, res)) return;
      const found = router.match(method, path);
      if (!found) {
        log(`rest: no route for ${method} ${path}`);
        throw new HttpError(404, 0, `404: Not Found (stand-in has no ${method} ${path})`);
      }
      bucket = `${method}:${found.route.pattern}`;
      for (const h of [...holds]) if (h.match(method, path)) await h.wait();
      const body = await found.route.handler(parsed, found.params);
      const status = body === undefined ? 204 : 200;
      requests.push({ method, path, status });
      sendJson(res, status, body, bucket);
    } catch (error) {
      const httpError = error instanceof HttpError ? error : new HttpError(500, 0, `stand-in bug: ${String(error)}`);
      if (!(error instanceof HttpError))
        log(`rest: ${method} ${path} crashed: ${(error as Error).stack ?? String(error)}`);
      const restError: RestError = {
        method,
        path,
        status: httpError.status,
        code: httpError.code,
        message: httpError.message,
      };
      requests.push({ method, path, status: httpError.status });
      errors.push(restError);
      for (const record of recordsForPath(path)) {
        record.recordError(restError);
        record.notify();
      }
      sendError(res, httpError, bucket);
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  let connectionsOpened = 0;
  server.on('connection', () => connectionsOpened++);
  server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  gateway.url = `ws://127.0.0.1:${port}/gateway`;

  const fillReply = (record: InteractionRecord): void => {
    const original = record.originalId ? world.findMessage(record.originalId) : undefined;
    record.outcome.reply = original ? snapshot(original) : null;
  };

  /** Dispatches an interaction and awaits its outcome, tracking it as active meanwhile. */
  const run = async (
    record: InteractionRecord,
    payload: Parameters<Gateway['dispatch']>[1],
    opts: InteractOptions,
  ): Promise<InteractionOutcome> => {
    const guildId = world.guildOfChannel(record.channelId)?.id ?? null;
    await gateway.waitForReady(opts.timeoutMs ?? defaults.timeoutMs, guildId);
    record.failCallbacks = opts.failCallbacks ?? 0;
    record.failAppliedCallbacks = opts.failAppliedCallbacks ?? 0;
    records.set(record.id, record);
    byToken.set(record.token, record);
    active.add(record);
    try {
      const waiting = waitForOutcome(record, {
        settleMs: opts.settleMs ?? defaults.settleMs,
        timeoutMs: opts.timeoutMs ?? defaults.timeoutMs,
        isComplete: opts.isComplete ?? defaultIsComplete,
        refresh: () => fillReply(record),
      });
      gateway.dispatch('INTERACTION_CREATE', payload, guildId);
      return await waiting;
    } finally {
      active.delete(record);
    }
  };

  const channelFor = (opts: InteractOptions): string => opts.channelId ?? world.textChannelIds[0]!;

  const resolveMessage = (message: StandinMessage | string): StandinMessage => {
    const current = world.findMessage(typeof message === 'string' ? message : message.id);
    if (!current)
      throw new Error(
        `stand-in: message ${typeof message === 'string' ? message : message.id} does not exist (deleted?)`,
      );
    return current;
  };

  const componentRun = async (
    user: StandinUser,
    message: StandinMessage | string,
    customId: string,
    values: string[] | null,
    opts: InteractOptions,
  ): Promise<InteractionOutcome> => {
    const current = resolveMessage(message);
    if (current.visibleTo && current.visibleTo !== user.id) {
      throw new Error(`stand-in: ${user.username} cannot see ephemeral message ${current.id}`);
    }
    // A person can only use what is on the message as it is now.
    const component = componentsOf(current).find((c) => c.custom_id === customId);
    if (!component) {
      const ids = componentsOf(current)
        .map((c) => c.custom_id)
        .join(', ');
      throw new Error(`stand-in: message ${current.id} has no component "${customId}" (has: ${ids || 'none'})`);
    }
    if (component.disabled) throw new Error(`stand-in: component "${customId}" is disabled`);
    if ((component.type === 2) !== (values === null)) {
      throw new Error(
        `stand-in: component "${customId}" is of type ${component.type}; use ${component.type === 2 ? 'click' : 'select'}`,
      );
    }
    const record = new InteractionRecord(InteractionKind.Component, user, current.channel_id, current.id);
    const data = { custom_id: customId, component_type: component.type, ...(values ? { values } : {}) };
    return run(record, componentInteraction(world, record, current, data), opts);
  };

  const standin: Standin = {
    apiUrl: `${baseUrl}/api`,
    gatewayUrl: gateway.url,
    port,
    token: 'standin-bot-token',
    appId: world.appId,
    bot: world.bot,
    guildId: world.guildId,
    channel: world.channels.get(world.textChannelIds[0]!)!,
    channels: world.guilds[0]!.textChannelIds.map((id) => world.channels.get(id)!),
    guilds: world.guilds.map((g) => ({
      id: g.id,
      name: g.name,
      locale: g.locale,
      shard: g.shard,
      channel: world.channels.get(g.textChannelIds[0]!)!,
      channels: g.textChannelIds.map((id) => world.channels.get(id)!),
    })),
    users: world.users,
    requests,
    errors,
    get connectionsOpened() {
      return connectionsOpened;
    },
    gatewayStats: gateway.stats,

    hold(match) {
      let caught!: () => void;
      let release!: () => void;
      const caughtP = new Promise<void>((res) => (caught = res));
      const released = new Promise<void>((res) => (release = res));
      let waiting = 0;
      const h = {
        match,
        wait: async () => {
          waiting++;
          caught();
          await released;
          waiting--;
        },
      };
      holds.add(h);
      return {
        caught: caughtP,
        get waiting() {
          return waiting;
        },
        release() {
          holds.delete(h);
          release();
        },
      };
    },

    activities,
    makeUser(name, locale) {
      const user = world.makeUser(name, locale);
      // Only bots with the GuildMembers intent (1 << 1) hear about joins.
      if (gateway.ready && (gateway.intents & (1 << 1)) !== 0) {
        for (const g of world.guilds)
          gateway.dispatch('GUILD_MEMBER_ADD', { ...memberPayload(world, user), guild_id: g.id }, g.id);
      }
      return user;
    },
    commands: (guildId = world.guildId) => [...world.globalCommands, ...(world.guildCommands.get(guildId) ?? [])],
    waitForReady: (timeoutMs) => gateway.waitForReady(timeoutMs ?? defaults.timeoutMs),

    // Async so that a refused interaction (a test bug) rejects like every other failure.
    async slash(user, command, values = {}, opts = {}) {
      const record = new InteractionRecord(InteractionKind.Command, user, channelFor(opts), null);
      const data = commandData(world, command, values, null, world.guildOfChannel(record.channelId)?.id ?? null);
      return run(record, commandInteraction(world, record, data), opts);
    },

    async autocomplete(user, command, values, focused, opts = {}) {
      const record = new InteractionRecord(InteractionKind.Autocomplete, user, channelFor(opts), null);
      const data = commandData(world, command, values, focused, world.guildOfChannel(record.channelId)?.id ?? null);
      const outcome = await run(record, commandInteraction(world, record, data), opts);
      if (!outcome.choices)
        throw new Error(
          `stand-in: autocomplete for /${command} got no choices (callbacks ${outcome.callbacks.join(',')})`,
        );
      return outcome.choices;
    },

    click: (user, message, customId, opts = {}) => componentRun(user, message, customId, null, opts),
    select: (user, message, customId, values, opts = {}) => componentRun(user, message, customId, values, opts),

    threads(channelId = world.textChannelIds[0]!) {
      return world.threadsOf(channelId);
    },
    channelMessages(channelId = world.textChannelIds[0]!, { includeEphemeral = false } = {}) {
      return world.channelMessages(channelId).filter((m) => includeEphemeral || !m.visibleTo);
    },
    dms(user) {
      const channelId = world.dmChannelIdOf(idOf(user));
      return channelId ? world.channelMessages(channelId) : [];
    },
    closeDms: (user) => world.closeDms(idOf(user)),
    openDms: (user) => world.openDms(idOf(user)),
    message: (id) => world.findMessage(id),

    waitForMessage(predicate, { timeoutMs = defaults.timeoutMs } = {}) {
      return new Promise((resolve, reject) => {
        const existing = [...world.channels.keys()].flatMap((id) => world.channelMessages(id)).find(predicate);
        if (existing) {
          resolve(existing);
          return;
        }
        const cancel = fairTimeout(timeoutMs, () => {
          unsubscribe();
          reject(new Error(`stand-in: no matching message after ${timeoutMs} ms of idle-machine time`));
        });
        const unsubscribe = world.onMessage((m) => {
          if (!predicate(m)) return;
          cancel();
          unsubscribe();
          resolve(m);
        });
      });
    },

    requestHeartbeat: (shard) => gateway.requestHeartbeat(shard),
    dropConnection: (code, shard) => gateway.dropConnection(code, shard),

    stop() {
      stopping ??= (async () => {
        await gateway.close();
        // Keep-alive REST sockets would hold server.close() open until they time out.
        server.closeAllConnections();
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      })();
      return stopping;
    },
  };
  return standin;
}

export { MessageFlag };
