// The Activity's switch and its session's refusals that need no browser: DISCORD_ACTIVITY with
// the app's id and secret turns it on (anything less leaves the links alone); a request body is
// read strictly; Discord out of reach is "unavailable" (the bot's real REST client against a
// closed port), never "you are not who you say", in the user's language.
import { Client } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { discordActivityApi } from '../../src/discord/activity-api.js';
import { openSession, readSessionRequest } from '../../src/web/activity.js';
import { activityConfig, webConfigFromEnv } from '../../src/web/index.js';
import { LinkSigner } from '../../src/web/links.js';

describe('the Activity switch (DISCORD_ACTIVITY)', () => {
  const env = { DISCORD_ACTIVITY: 'on', DISCORD_CLIENT_ID: '123456789012345678', DISCORD_CLIENT_SECRET: 's3cret' };

  it('is on with the app id and secret, and off without any of them', () => {
    expect(activityConfig(env)).toEqual({ clientId: '123456789012345678', clientSecret: 's3cret' });
    expect(activityConfig({ ...env, DISCORD_ACTIVITY: 'off' })).toBeNull();
    expect(activityConfig({ ...env, DISCORD_ACTIVITY: undefined })).toBeNull();
    expect(activityConfig({ ...env, DISCORD_CLIENT_SECRET: ' ' })).toBeNull();
    expect(activityConfig({ ...env, DISCORD_CLIENT_ID: 'not-an-id' })).toBeNull();
    expect(webConfigFromEnv({ ...env, WEB_PORT: '8080', WEB_SECRET: 'x' })?.activity).toEqual(activityConfig(env));
    // The test build's mock can never be switched on from the environment.
    expect(
      webConfigFromEnv({ ...env, WEB_PORT: '8080', WEB_SECRET: 'x', ACTIVITY_MOCK: 'true' })?.activity,
    ).not.toHaveProperty('mockSdk');
  });

  it('reads a session request strictly', () => {
    expect(readSessionRequest({ code: 'abcd1234', instanceId: 'i-1-gc-2-3', channelId: '42' })).toEqual({
      code: 'abcd1234',
      instanceId: 'i-1-gc-2-3',
      channelId: '42',
    });
    for (const bad of [
      null,
      'code',
      { code: 'abcd1234' },
      { code: 'a b c d', instanceId: 'i' },
      { code: 'abcd1234', instanceId: 'i', channelId: '<#42>' },
      { code: 'x'.repeat(201), instanceId: 'i' },
    ])
      expect(readSessionRequest(bad)).toBeNull();
  });
});

describe('Discord out of reach', () => {
  const client = new Client({ intents: [], rest: { api: 'http://127.0.0.1:1/api', retries: 0, timeout: 5_000 } });
  afterAll(() => client.destroy());

  it('is "unavailable" in the user’s language, and no session is made', async () => {
    const api = discordActivityApi(client, { clientId: '123456789012345678', clientSecret: 's3cret' });
    expect(await api.exchange('abcd1234')).toEqual({ ok: false, why: 'unavailable' });
    const out = await openSession({
      req: { code: 'abcd1234', instanceId: 'i-1', locale: 'it-IT' },
      discord: api,
      signer: new LinkSigner('k', 'http://localhost'),
      gameIn: async () => undefined,
      now: 0,
    });
    expect(out).toEqual({
      ok: false,
      code: 'unavailable',
      text: 'Discord non è raggiungibile ora. Riprova tra un momento.',
    });
  });
});
