// The REST routes a slash-command bot uses, answered from the world.
import { Callback, InteractionKind, type InteractionRecord } from './interactions.ts';
import {
  MessageFlag,
  channelPayload,
  createMessage,
  editMessage,
  guildMembers,
  guildPayload,
  memberPayload,
  messagePayload,
} from './payloads.ts';
import { HttpError, Router, asObject, type ParsedRequest } from './http.ts';
import { MAX_UPLOAD_BYTES, checkChoices, checkMessageBody } from './limits.ts';
import type { JsonObject, JsonValue, StandinMessage } from './types.ts';
import type { StandinGuild, World } from './world.ts';
import type { Activities } from './activities.ts';

export interface RestContext {
  world: World;
  baseUrl: () => string;
  gatewayUrl: () => string;
  interactionById: (id: string) => InteractionRecord | undefined;
  interactionByToken: (token: string) => InteractionRecord | undefined;
  /** Interactions whose outcome is being awaited: bot posts and errors are credited to them. */
  active: () => InteractionRecord[];
  ackDeadlineMs: number | null;
  /** Sends a gateway event to the shard that holds the guild. */
  dispatch?: (event: string, data: JsonValue, guildId: string | null) => void;
  /** Activities and OAuth2 (an Activity's sign-in). */
  activities: Activities;
}

const unknown = {
  channel: () => new HttpError(404, 10003, 'Unknown Channel'),
  guild: () => new HttpError(404, 10004, 'Unknown Guild'),
  member: () => new HttpError(404, 10007, 'Unknown Member'),
  message: () => new HttpError(404, 10008, 'Unknown Message'),
  user: () => new HttpError(404, 10013, 'Unknown User'),
  webhook: () => new HttpError(404, 10015, 'Unknown Webhook'),
  interaction: () => new HttpError(404, 10062, 'Unknown interaction'),
  application: () => new HttpError(404, 10002, 'Unknown Application'),
};

function requireBot(req: ParsedRequest): void {
  const auth = req.headers.authorization ?? '';
  if (!/^Bot \S+/.test(auth)) throw new HttpError(401, 0, '401: Unauthorized');
}

export function buildRoutes(ctx: RestContext): Router {
  const { world } = ctx;
  const router = new Router();
  const bot =
    (handler: (req: ParsedRequest, p: Record<string, string>) => JsonValue | undefined) =>
    (req: ParsedRequest, p: Record<string, string>) => {
      requireBot(req);
      return handler(req, p);
    };
  const app = (id: string | undefined): void => {
    if (id !== world.appId) throw unknown.application();
  };
  const guild = (id: string | undefined): StandinGuild => {
    const found = world.guild(id);
    if (!found) throw unknown.guild();
    return found;
  };
  // A guild's post is credited to the interactions awaited in that guild (DMs: to all of them).
  const creditPost = (message: StandinMessage): void => {
    const guild = world.guildOfChannel(message.channel_id);
    for (const record of ctx.active()) {
      if (guild && world.guildOfChannel(record.channelId) !== guild) continue;
      record.recordPost(message);
      record.notify();
    }
  };

  router.on(
    'GET',
    '/gateway/bot',
    bot(() => ({
      url: ctx.gatewayUrl(),
      shards: world.shardCount,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
    })),
  );
  router.on('GET', '/gateway', () => ({ url: ctx.gatewayUrl() }));

  // The bot's own user, or (a Bearer token from the OAuth2 exchange) the user who signed in.
  router.on('GET', '/users/@me', (req) =>
    /^Bearer /.test(req.headers.authorization ?? '')
      ? ctx.activities.me(req)
      : bot(() => ({ ...world.apiUser(world.bot), verified: true, mfa_enabled: false, flags: 0 }))(req, {}),
  );
  router.on('POST', '/oauth2/token', (req) => ctx.activities.exchange(req));
  router.on(
    'GET',
    '/applications/:app/activity-instances/:instance',
    bot((_r, p) => {
      app(p.app);
      return ctx.activities.instance(p.instance!);
    }),
  );
  router.on(
    'GET',
    '/users/:user',
    bot((_r, p) => {
      const user = world.user(p.user!);
      if (!user) throw unknown.user();
      return world.apiUser(user);
    }),
  );
  router.on(
    'GET',
    '/applications/@me',
    bot(() => ({
      id: world.appId,
      name: world.bot.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      owner: world.apiUser(world.user(world.ownerId)!),
      team: null,
      approximate_guild_count: world.guilds.length,
      bot: world.apiUser(world.bot),
    })),
  );

  // Commands: PUT replaces the list, POST upserts one, GET lists.
  router.on(
    'PUT',
    '/applications/:app/commands',
    bot((req, p) => {
      app(p.app);
      // An app with Activities has an Entry Point command (type 4) that a bulk overwrite must keep.
      const bodies = objectsOf(req.body);
      if (world.globalCommands.some((c) => c.type === 4) && !bodies.some((b) => b.type === 4))
        throw new HttpError(400, 50240, "You cannot remove this app's Entry Point command in a bulk update operation.");
      return world.setCommands(null, bodies);
    }),
  );
  router.on(
    'PUT',
    '/applications/:app/guilds/:guild/commands',
    bot((req, p) => {
      app(p.app);
      guild(p.guild);
      return world.setCommands(p.guild!, objectsOf(req.body));
    }),
  );
  router.on(
    'POST',
    '/applications/:app/commands',
    bot((req, p) => {
      app(p.app);
      return world.upsertCommand(null, asObject(req.body));
    }),
  );
  router.on(
    'POST',
    '/applications/:app/guilds/:guild/commands',
    bot((req, p) => {
      app(p.app);
      guild(p.guild);
      return world.upsertCommand(p.guild!, asObject(req.body));
    }),
  );
  router.on(
    'GET',
    '/applications/:app/commands',
    bot((_r, p) => {
      app(p.app);
      return world.globalCommands;
    }),
  );
  router.on(
    'GET',
    '/applications/:app/guilds/:guild/commands',
    bot((_r, p) => {
      app(p.app);
      guild(p.guild);
      return world.guildCommands.get(p.guild!) ?? [];
    }),
  );

  // Guild, channels, members.
  router.on(
    'GET',
    '/guilds/:guild',
    bot((_r, p) => guildPayload(world, guild(p.guild))),
  );
  router.on(
    'GET',
    '/guilds/:guild/channels',
    bot((_r, p) => guild(p.guild).textChannelIds.map((id) => channelPayload(world, world.channels.get(id)!))),
  );
  router.on(
    'GET',
    '/guilds/:guild/members',
    bot((_r, p) => {
      guild(p.guild);
      return guildMembers(world);
    }),
  );
  router.on(
    'GET',
    '/guilds/:guild/members/:user',
    bot((_r, p) => {
      guild(p.guild);
      const user = world.user(p.user!);
      if (!user) throw unknown.member();
      return memberPayload(world, user);
    }),
  );
  router.on(
    'GET',
    '/channels/:channel',
    bot((_r, p) => {
      const channel = world.channels.get(p.channel!);
      if (!channel) throw unknown.channel();
      return channelPayload(world, channel);
    }),
  );
  router.on(
    'POST',
    '/users/@me/channels',
    bot((req) => {
      const recipient = asObject(req.body).recipient_id;
      const user = typeof recipient === 'string' ? world.user(recipient) : undefined;
      if (!user) throw unknown.user();
      return channelPayload(world, world.dmChannelFor(user.id));
    }),
  );

  // Channel messages (DMs included).
  router.on(
    'GET',
    '/channels/:channel/messages',
    bot((req, p) => {
      const channel = world.channels.get(p.channel!);
      if (!channel) throw unknown.channel();
      const limit = Number(req.query.get('limit') ?? 50);
      return world
        .channelMessages(channel.id)
        .filter((m) => !m.visibleTo)
        .slice(-limit)
        .reverse()
        .map(messagePayload);
    }),
  );
  router.on(
    'GET',
    '/channels/:channel/messages/:message',
    bot((_r, p) => {
      const message = world.channelMessages(p.channel!).find((m) => m.id === p.message && !m.visibleTo);
      if (!message) throw unknown.message();
      return messagePayload(message);
    }),
  );
  router.on(
    'POST',
    '/channels/:channel/messages',
    bot((req, p) => {
      const channel = world.channels.get(p.channel!);
      if (!channel) throw unknown.channel();
      if (channel.type === 1 && world.dmsClosed(channel.recipient_id ?? '')) {
        throw new HttpError(403, 50007, 'Cannot send messages to this user');
      }
      const body = checked(req);
      if (!hasContent(body, req.files.length)) throw new HttpError(400, 50006, 'Cannot send an empty message');
      // Ephemeral is for interaction responses only; Discord drops the flag elsewhere.
      const flags = typeof body.flags === 'number' ? body.flags & ~MessageFlag.Ephemeral : 0;
      const message = createMessage(
        world,
        ctx.baseUrl(),
        { channelId: channel.id, author: world.bot, type: 0 },
        { ...body, flags },
        req.files,
      );
      world.addMessage(message);
      creditPost(message);
      return messagePayload(message);
    }),
  );
  // A public thread without a starter message (what a bot's channel.threads.create sends).
  router.on(
    'POST',
    '/channels/:channel/threads',
    bot((req, p) => {
      const channel = world.channels.get(p.channel!);
      if (!channel || channel.type !== 0) throw unknown.channel();
      const name = asObject(req.body).name;
      if (typeof name !== 'string' || name.length < 1 || name.length > 100)
        throw new HttpError(400, 50035, 'Invalid Form Body: name');
      const thread = world.createThread(channel.id, name);
      ctx.dispatch?.('THREAD_CREATE', { ...channelPayload(world, thread), newly_created: true }, thread.guild_id);
      return channelPayload(world, thread);
    }),
  );
  router.on(
    'PATCH',
    '/channels/:channel/messages/:message',
    bot((req, p) => {
      const message = world.channelMessages(p.channel!).find((m) => m.id === p.message);
      if (!message) throw unknown.message();
      if (message.author.id !== world.bot.id)
        throw new HttpError(403, 50005, 'Cannot edit a message authored by another user');
      editMessage(world, ctx.baseUrl(), message, checked(req), req.files);
      for (const record of ctx.active()) record.notify();
      return messagePayload(message);
    }),
  );
  router.on(
    'DELETE',
    '/channels/:channel/messages/:message',
    bot((_r, p) => {
      const message = world.channelMessages(p.channel!).find((m) => m.id === p.message);
      if (!message) throw unknown.message();
      world.removeMessage(message.id);
      return undefined;
    }),
  );

  // Interaction callback and the interaction webhook.
  router.on('POST', '/interactions/:id/:token/callback', (req, p) => {
    const record = ctx.interactionById(p.id!);
    if (!record || record.token !== p.token) throw unknown.interaction();
    if (record.failCallbacks > 0) {
      record.failCallbacks -= 1;
      throw new HttpError(503, 0, '503: Service Unavailable (stand-in fault injection)');
    }
    if (ctx.ackDeadlineMs !== null && record.age() > ctx.ackDeadlineMs) throw unknown.interaction();
    if (record.acknowledged) throw new HttpError(400, 40060, 'Interaction has already been acknowledged.');
    const body = asObject(req.body);
    const type = typeof body.type === 'number' ? body.type : 0;
    const data = asObject(body.data ?? null);
    const message = respond(ctx, record, type, data, req);
    const withResponse = req.query.get('with_response') === 'true';
    record.notify();
    if (record.failAppliedCallbacks > 0) {
      record.failAppliedCallbacks -= 1;
      throw new HttpError(503, 0, '503: Service Unavailable (stand-in fault injection, after acting)');
    }
    if (!withResponse) return undefined;
    return {
      interaction: {
        id: record.id,
        type: record.kind,
        response_message_id: message?.id ?? null,
        response_message_loading: type === Callback.Defer,
        response_message_ephemeral: message ? (message.flags & MessageFlag.Ephemeral) !== 0 : false,
      },
      resource: message
        ? { type, message: messagePayload(message) }
        : record.outcome.activityInstanceId
          ? { type, activity_instance: { id: record.outcome.activityInstanceId } }
          : { type },
    };
  });

  const webhookMessage = (p: Record<string, string>): { record: InteractionRecord; message: StandinMessage } => {
    app(p.app);
    const record = ctx.interactionByToken(p.token!);
    if (!record) throw unknown.webhook();
    const id = p.message === '@original' ? record.originalId : p.message!;
    const message = id ? world.findMessage(id) : undefined;
    if (!message) throw unknown.message();
    return { record, message };
  };
  router.on('GET', '/webhooks/:app/:token/messages/:message', (_r, p) => messagePayload(webhookMessage(p).message));
  router.on('PATCH', '/webhooks/:app/:token/messages/:message', (req, p) => {
    const { record, message } = webhookMessage(p);
    editMessage(world, ctx.baseUrl(), message, checked(req), req.files);
    if (message.id === record.originalId) record.recordEdit(message);
    record.notify();
    return messagePayload(message);
  });
  router.on('DELETE', '/webhooks/:app/:token/messages/:message', (_r, p) => {
    const { record, message } = webhookMessage(p);
    world.removeMessage(message.id);
    record.notify();
    return undefined;
  });
  router.on('POST', '/webhooks/:app/:token', (req, p) => {
    app(p.app);
    const record = ctx.interactionByToken(p.token!);
    if (!record) throw unknown.webhook();
    if (!record.acknowledged) throw unknown.webhook();
    const body = checked(req);
    if (!hasContent(body, req.files.length)) throw new HttpError(400, 50006, 'Cannot send an empty message');
    const ephemeral = typeof body.flags === 'number' && (body.flags & MessageFlag.Ephemeral) !== 0;
    const message = createMessage(
      world,
      ctx.baseUrl(),
      {
        channelId: record.channelId,
        author: world.bot,
        type: 0,
        webhookId: world.appId,
        interactionMetadata: metadata(record),
        ...(ephemeral ? { visibleTo: record.user.id } : {}),
      },
      body,
      req.files,
    );
    world.addMessage(message);
    record.recordFollowUp(message);
    record.notify();
    return messagePayload(message);
  });

  return router;
}

function respond(
  ctx: RestContext,
  record: InteractionRecord,
  type: number,
  data: JsonObject,
  req: ParsedRequest,
): StandinMessage | null {
  const { world } = ctx;
  const ephemeral = typeof data.flags === 'number' && (data.flags & MessageFlag.Ephemeral) !== 0;
  const isComponent = record.kind === InteractionKind.Component;
  const allowed: Record<number, boolean> = {
    [Callback.Reply]: record.kind !== InteractionKind.Autocomplete,
    [Callback.Defer]: record.kind !== InteractionKind.Autocomplete,
    [Callback.DeferredUpdate]: isComponent,
    [Callback.Update]: isComponent,
    [Callback.Autocomplete]: record.kind === InteractionKind.Autocomplete,
    [Callback.Modal]: record.kind !== InteractionKind.Autocomplete,
    [Callback.LaunchActivity]: record.kind !== InteractionKind.Autocomplete,
  };
  if (!allowed[type])
    throw new HttpError(400, 50035, `Invalid Form Body: interaction response type ${type} not allowed here`);
  checkUploads(req);
  if (type === Callback.Reply || type === Callback.Update) checkMessageBody(data);
  if (type === Callback.Autocomplete) checkChoices(data.choices);

  switch (type) {
    case Callback.Reply:
    case Callback.Defer: {
      if (type === Callback.Reply && !hasContent(data, req.files.length)) {
        throw new HttpError(400, 50006, 'Cannot send an empty message');
      }
      const body: JsonObject = type === Callback.Defer ? { content: '', flags: data.flags ?? 0 } : data;
      const message = createMessage(
        world,
        ctx.baseUrl(),
        {
          channelId: record.channelId,
          author: world.bot,
          type: record.kind === InteractionKind.Command ? 20 : 19,
          webhookId: world.appId,
          interactionMetadata: metadata(record),
          ...(ephemeral ? { visibleTo: record.user.id } : {}),
        },
        body,
        type === Callback.Reply ? req.files : [],
      );
      if (type === Callback.Defer) message.flags |= MessageFlag.Loading;
      world.addMessage(message);
      record.originalId = message.id;
      record.recordCallback(type, ephemeral);
      return message;
    }
    case Callback.DeferredUpdate:
    case Callback.Update: {
      const source = world.findMessage(record.sourceMessageId ?? '');
      if (!source) throw new HttpError(404, 10008, 'Unknown Message');
      record.originalId = source.id;
      record.recordCallback(type, (source.flags & MessageFlag.Ephemeral) !== 0);
      if (type === Callback.Update) {
        editMessage(world, ctx.baseUrl(), source, data, req.files);
        record.recordEdit(source);
      }
      return source;
    }
    case Callback.LaunchActivity: {
      if (!ctx.activities.enabled)
        throw new HttpError(400, 50035, 'Invalid Form Body: this application has no Activity enabled');
      record.outcome.activityInstanceId = ctx.activities.launch(record.user.id, record.channelId).id;
      record.recordCallback(type, false);
      return null;
    }
    case Callback.Autocomplete:
      record.outcome.choices = objectsOf(data.choices ?? []).map((c) => ({
        name: String(c.name),
        value: typeof c.value === 'number' ? c.value : String(c.value),
        ...(c.name_localizations ? { name_localizations: c.name_localizations as Record<string, string> } : {}),
      }));
      record.recordCallback(type, false);
      return null;
    default:
      record.outcome.modal = data;
      record.recordCallback(type, false);
      return null;
  }
}

function checkUploads(req: ParsedRequest): void {
  const tooBig = req.files.find((f) => f.data.length > MAX_UPLOAD_BYTES);
  if (tooBig) throw new HttpError(413, 40005, `Request entity too large (${tooBig.filename})`);
}

/** The JSON body of a message create/edit, after Discord's checks. */
function checked(req: ParsedRequest): JsonObject {
  checkUploads(req);
  const body = asObject(req.body);
  checkMessageBody(body);
  return body;
}

function metadata(record: InteractionRecord): JsonObject {
  return {
    id: record.id,
    type: record.kind,
    user: {
      id: record.user.id,
      username: record.user.username,
      discriminator: '0',
      global_name: record.user.global_name,
      avatar: null,
    },
    authorizing_integration_owners: {},
  };
}

function hasContent(body: JsonObject, fileCount: number): boolean {
  const nonEmpty = (v: JsonValue | undefined): boolean => Array.isArray(v) && v.length > 0;
  return (
    (typeof body.content === 'string' && body.content.length > 0) ||
    nonEmpty(body.embeds) ||
    nonEmpty(body.components) ||
    nonEmpty(body.sticker_ids) ||
    (typeof body.poll === 'object' && body.poll !== null) ||
    fileCount > 0
  );
}

function objectsOf(value: JsonValue | null): JsonObject[] {
  return Array.isArray(value)
    ? value.filter((v): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}
