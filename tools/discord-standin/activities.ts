// Discord Activities and OAuth2 on the stand-in: what a bot's web server and an Activity's page
// ask of Discord. A launch (interaction callback 12) opens an Activity instance in the
// interaction's channel with the launcher in it; others join it; `oauthCode(user)` is what the
// Embedded App SDK's `authorize` would hand that user's page. The token endpoint takes
// form-encoded bodies only (as Discord's does) with the app's id and secret, and a code once;
// `users/@me` with the Bearer token answers that user (with their locale); the instance endpoint
// (bot token) answers where it runs and who is in it, 404 when nobody is.
import { HttpError, type ParsedRequest, asObject } from './http.ts';
import { snowflake, token } from './snowflake.ts';
import type { JsonObject } from './types.ts';
import type { World } from './world.ts';

export interface ActivityInstanceState {
  id: string;
  channelId: string;
  guildId: string | null;
  users: Set<string>;
}

export class Activities {
  /** The app's OAuth2 client secret (the Developer Portal's), to put in DISCORD_CLIENT_SECRET. */
  readonly clientSecret = token('client-secret');
  /** False: the app has no Activities enabled, and a launch is refused. */
  enabled = true;
  readonly instances = new Map<string, ActivityInstanceState>();
  private readonly codes = new Map<string, { userId: string; used: boolean }>();
  private readonly tokens = new Map<string, string>();

  constructor(private readonly world: World) {}

  /** An authorization code for `userId` (what `authorize` returns in their Activity). */
  code(userId: string): string {
    const c = token('code');
    this.codes.set(c, { userId, used: false });
    return c;
  }

  launch(userId: string, channelId: string): ActivityInstanceState {
    const inst: ActivityInstanceState = {
      id: `i-${snowflake()}-gc-${this.world.guildOfChannel(channelId)?.id ?? 'dm'}-${channelId}`,
      channelId,
      guildId: this.world.guildOfChannel(channelId)?.id ?? null,
      users: new Set([userId]),
    };
    this.instances.set(inst.id, inst);
    return inst;
  }

  /** Another user joins a running instance (as from the channel's Activity bar). */
  join(instanceId: string, userId: string): void {
    const inst = this.instances.get(instanceId);
    if (!inst) throw new Error(`stand-in: no Activity instance ${instanceId}`);
    inst.users.add(userId);
  }

  /** POST /oauth2/token (authorization_code grant). */
  exchange(req: ParsedRequest): JsonObject {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      throw new HttpError(400, 0, 'unsupported_grant_type: the body must be form-encoded');
    const f = asObject(req.body);
    if (f.client_id !== this.world.appId || f.client_secret !== this.clientSecret)
      throw new HttpError(401, 0, 'invalid_client');
    if (f.grant_type !== 'authorization_code') throw new HttpError(400, 0, 'unsupported_grant_type');
    const grant = typeof f.code === 'string' ? this.codes.get(f.code) : undefined;
    if (!grant || grant.used) throw new HttpError(400, 0, 'invalid_grant');
    grant.used = true;
    const access = token('access');
    this.tokens.set(access, grant.userId);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: token('refresh'),
      scope: 'identify',
    };
  }

  /** GET /users/@me with `Authorization: Bearer …`. */
  me(req: ParsedRequest): JsonObject {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userId = bearer ? this.tokens.get(bearer) : undefined;
    const user = userId ? this.world.user(userId) : undefined;
    if (!user) throw new HttpError(401, 0, '401: Unauthorized');
    return { ...this.world.apiUser(user), locale: user.locale, mfa_enabled: false, flags: 0 };
  }

  /** GET /applications/{app}/activity-instances/{instance}. */
  instance(id: string): JsonObject {
    const inst = this.instances.get(id);
    if (!inst || inst.users.size === 0) throw new HttpError(404, 10002, 'Unknown Activity instance');
    return {
      application_id: this.world.appId,
      instance_id: inst.id,
      launch_id: inst.id,
      location: {
        id: `gc-${inst.guildId}-${inst.channelId}`,
        kind: 'gc',
        channel_id: inst.channelId,
        ...(inst.guildId ? { guild_id: inst.guildId } : {}),
      },
      users: [...inst.users],
    };
  }
}
