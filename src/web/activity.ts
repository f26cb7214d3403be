// The live map inside Discord, as an Activity (Discord's Embedded App SDK): the page asks
// Discord for an OAuth2 code (`authorize`), and sends it here with the Activity's instance.
// This server trusts nothing the page says: it exchanges the code at Discord's token endpoint
// with the app's secret, asks Discord who the token belongs to (`users/@me`), asks Discord
// (with the bot's token) where that Activity instance runs and who is in it, and finds the
// game of that channel. The answer is a session exactly like a live-map link (src/web/links.ts):
// the user's seat when they still play it, else the public view. Every later request goes
// through the same checks as a link (a forged or expired session, a seat lost since: 403).
// Refusals are values with a code, answered in the user's language.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameRecord } from '../app/record.js';
import type { Logger } from '../app/log.js';
import { isMapRecord } from '../discord/games/map/record.js';
import { toLocale, type Locale } from '../i18n/names.js';
import { activityWords } from './client/activity-words.js';
import { holdsSeat } from './guard.js';
import { SEAT_LINK_MS, type LinkScope, type LinkSigner } from './links.js';

export type ActivityErrorCode =
  | 'bad-request'
  | 'auth-failed'
  | 'not-in-activity'
  | 'no-game'
  | 'unavailable'
  | 'not-configured'
  | 'not-in-discord';

/** What goes wrong asking Discord: the request itself (a bad or used code: 4xx), or Discord (5xx, network). */
export type DiscordFailure = 'refused' | 'unavailable';
export type Asked<T> = { ok: true; value: T } | { ok: false; why: DiscordFailure };

export interface ActivityUser {
  id: string;
  username: string;
  global_name?: string | null;
  locale?: string;
}

export interface ActivityInstance {
  channelId: string;
  guildId: string | null;
  /** The users in the instance now. */
  users: string[];
}

/** Discord's side of the session, as the bot reaches it (src/discord/activity-api.ts). */
export interface ActivityDiscord {
  /** An OAuth2 authorization code → access token (client id and secret are the implementation's). */
  exchange(code: string): Promise<Asked<string>>;
  /** The user an access token belongs to (`identify`). */
  me(accessToken: string): Promise<Asked<ActivityUser>>;
  /** Where an Activity instance runs and who is in it (the bot's token); refused when it is not running. */
  instance(instanceId: string): Promise<Asked<ActivityInstance>>;
}

export interface ActivityConfig {
  /** The application's id (DISCORD_CLIENT_ID): the page's SDK needs it, and the Activity's origin is made of it. */
  clientId: string;
  clientSecret: string;
  /**
   * Tests only (never read from the environment): the page is built with the SDK's
   * DiscordSDKMock instead of the real SDK. A production build has no mock in it.
   */
  mockSdk?: boolean;
}

// Whether this process offers the Activity (the panel's button, /risk map's launch), set by the
// composition root with the live map; off: the links stay the only way.
let launching = false;

export function setActivityLaunch(on: boolean): void {
  launching = on;
}

export function activityLaunch(): boolean {
  return launching;
}

/** The origin the Activity's page runs on inside Discord (its requests come from there). */
export const activityOrigin = (clientId: string) => `https://${clientId}.discordsays.com`;

/** How long a session is good for (a tab left open in Discord); the seat check still applies on every request. */
export const ACTIVITY_SESSION_MS = SEAT_LINK_MS;

export type SessionAnswer =
  | { ok: true; token: string; seat: number | null; gameId: string; text: string }
  | { ok: false; code: ActivityErrorCode; text: string };

const STATUS: Record<ActivityErrorCode, number> = {
  'bad-request': 400,
  'auth-failed': 401,
  'not-in-activity': 403,
  'no-game': 404,
  unavailable: 503,
  'not-configured': 404,
  'not-in-discord': 400,
};

const CODE = /^[A-Za-z0-9._~-]{4,200}$/;
const SNOWFLAKE = /^\d{1,25}$/;
const INSTANCE = /^[A-Za-z0-9:_-]{1,100}$/;

export interface SessionRequest {
  code: string;
  instanceId: string;
  /** The channel the SDK says it runs in: must be the instance's (Discord's word wins). */
  channelId?: string;
  /** The browser's language, for refusals before Discord has said who the user is. */
  locale?: string;
}

/** The request body read strictly: anything else is a bad request. */
export function readSessionRequest(body: unknown): SessionRequest | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (typeof b.code !== 'string' || !CODE.test(b.code)) return null;
  if (typeof b.instanceId !== 'string' || !INSTANCE.test(b.instanceId)) return null;
  if (
    b.channelId !== undefined &&
    b.channelId !== null &&
    (typeof b.channelId !== 'string' || !SNOWFLAKE.test(b.channelId))
  )
    return null;
  return {
    code: b.code,
    instanceId: b.instanceId,
    ...(typeof b.channelId === 'string' ? { channelId: b.channelId } : {}),
    ...(typeof b.locale === 'string' ? { locale: b.locale.slice(0, 20) } : {}),
  };
}

/** The scope the user gets in a game: their seat while they still play it, else the public view. */
export function scopeFor(record: GameRecord, userId: string): { scope: LinkScope; seatLost: boolean } {
  const seat = record.seats.findIndex((s) => s.kind === 'human' && s.userId === userId);
  // My map (a seat's view with its secrets and moves) is for map games under way, as /risk map gives it.
  const mapGame = isMapRecord(record) && !!record.state;
  if (seat < 0 || !mapGame) return { scope: { kind: 'public' }, seatLost: false };
  const scope: LinkScope = { kind: 'seat', seat, userId };
  if (!holdsSeat(record, { gameId: record.gameId, scope, expires: 0 }))
    return { scope: { kind: 'public' }, seatLost: true };
  return { scope, seatLost: false };
}

/** From an authorization code to a session: every fact from Discord, none from the page. */
export async function openSession(o: {
  req: SessionRequest;
  discord: ActivityDiscord;
  signer: LinkSigner;
  gameIn(channelId: string): Promise<GameRecord | undefined>;
  now: number;
}): Promise<SessionAnswer> {
  let locale: Locale = toLocale(o.req.locale);
  const fail = (code: ActivityErrorCode): SessionAnswer => ({
    ok: false,
    code,
    text: activityWords(locale).errors[code],
  });
  const failed = (why: DiscordFailure, code: ActivityErrorCode) => fail(why === 'unavailable' ? 'unavailable' : code);
  const token = await o.discord.exchange(o.req.code);
  if (!token.ok) return failed(token.why, 'auth-failed');
  const user = await o.discord.me(token.value);
  if (!user.ok) return failed(user.why, 'auth-failed');
  if (user.value.locale) locale = toLocale(user.value.locale);
  const inst = await o.discord.instance(o.req.instanceId);
  if (!inst.ok) return failed(inst.why, 'not-in-activity');
  if (!inst.value.users.includes(user.value.id)) return fail('not-in-activity');
  if (o.req.channelId && o.req.channelId !== inst.value.channelId) return fail('not-in-activity');
  const record = await o.gameIn(inst.value.channelId);
  if (!record) return fail('no-game');
  const { scope, seatLost } = scopeFor(record, user.value.id);
  const w = activityWords(scope.kind === 'seat' ? (record.seats[scope.seat].locale ?? locale) : locale);
  const name = scope.kind === 'seat' ? record.seats[scope.seat].name : (user.value.global_name ?? user.value.username);
  return {
    ok: true,
    token: o.signer.token({ gameId: record.gameId, scope, expires: o.now + ACTIVITY_SESSION_MS }),
    seat: scope.kind === 'seat' ? scope.seat : null,
    gameId: record.gameId,
    text: seatLost ? w.seatLost : scope.kind === 'seat' ? w.playing(name) : w.watching(name),
  };
}

/** `POST /activity/session`: the anti-forgery header and an allowed origin, as for the page's moves. */
export function activityRoutes(
  app: FastifyInstance,
  o: {
    discord: ActivityDiscord | null;
    signer: LinkSigner;
    gameIn(channelId: string): Promise<GameRecord | undefined>;
    now: () => number;
    originAllowed(req: FastifyRequest): boolean;
    logger: Logger;
  },
): void {
  app.post<{ Body: unknown }>('/activity/session', async (req, reply) => {
    const send = (a: SessionAnswer) =>
      reply
        .code(a.ok ? 200 : STATUS[a.code])
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(a));
    if (req.headers['x-risk-act'] !== '1' || !o.originAllowed(req))
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    const body = readSessionRequest(req.body);
    const hint = (req.body as { locale?: unknown } | null)?.locale;
    const locale = toLocale(typeof hint === 'string' ? hint : null);
    const refuse = (code: ActivityErrorCode) => send({ ok: false, code, text: activityWords(locale).errors[code] });
    if (!o.discord) return refuse('not-configured');
    if (!body) return refuse('bad-request');
    try {
      return send(
        await openSession({ req: body, discord: o.discord, signer: o.signer, gameIn: o.gameIn, now: o.now() }),
      );
    } catch (err) {
      o.logger.warn({ err }, 'activity session failed');
      return refuse('unavailable');
    }
  });
}
