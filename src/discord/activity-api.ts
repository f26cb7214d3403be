// Discord's side of an Activity's session (src/web/activity.ts), through the bot's own REST
// client, so it goes wherever the bot's requests go (DISCORD_API_URL: the loopback stand-in in
// the tests) and under its rate limits: the OAuth2 code exchanged with the app's secret
// (form-encoded, as Discord requires), the user of the token (`users/@me` with the Bearer
// token, never the bot's), and the Activity instance asked with the bot's token. A refusal
// (a forged, used or expired code: 4xx) and Discord being unreachable (5xx, network) come
// back as values.
import { DiscordAPIError, type Client, type RESTPostOAuth2AccessTokenResult } from 'discord.js';
import type { ActivityConfig, ActivityDiscord, ActivityInstance, ActivityUser, Asked } from '../web/activity.js';

async function ask<T>(fn: () => Promise<unknown>, read: (raw: unknown) => T | null): Promise<Asked<T>> {
  try {
    const value = read(await fn());
    return value === null ? { ok: false, why: 'refused' } : { ok: true, value };
  } catch (e) {
    const status = e instanceof DiscordAPIError ? e.status : 0;
    return { ok: false, why: status >= 400 && status < 500 && status !== 429 ? 'refused' : 'unavailable' };
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function discordActivityApi(client: Client, cfg: ActivityConfig): ActivityDiscord {
  return {
    exchange: (code) =>
      ask(
        () =>
          client.rest.post('/oauth2/token', {
            auth: false,
            passThroughBody: true,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              client_id: cfg.clientId,
              client_secret: cfg.clientSecret,
              grant_type: 'authorization_code',
              code,
            }).toString(),
          }),
        (raw) => str((raw as Partial<RESTPostOAuth2AccessTokenResult> | null)?.access_token),
      ),
    me: (accessToken) =>
      ask(
        () => client.rest.get('/users/@me', { auth: false, headers: { Authorization: `Bearer ${accessToken}` } }),
        (raw): ActivityUser | null => {
          const u = raw as Partial<ActivityUser> | null;
          const id = str(u?.id);
          return id && /^\d+$/.test(id)
            ? {
                id,
                username: str(u?.username) ?? id,
                global_name: str(u?.global_name),
                locale: str(u?.locale) ?? undefined,
              }
            : null;
        },
      ),
    instance: (instanceId) =>
      ask(
        () => client.rest.get(`/applications/${cfg.clientId}/activity-instances/${encodeURIComponent(instanceId)}`),
        (raw): ActivityInstance | null => {
          const r = raw as { location?: { channel_id?: unknown; guild_id?: unknown }; users?: unknown } | null;
          const channelId = str(r?.location?.channel_id);
          if (!channelId || !Array.isArray(r?.users)) return null;
          return {
            channelId,
            guildId: str(r.location?.guild_id),
            users: r.users.filter((u): u is string => typeof u === 'string'),
          };
        },
      ),
  };
}
