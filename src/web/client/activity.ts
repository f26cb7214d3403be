// The live map inside Discord, as an Activity. Discord opens this page in its frame with the
// Activity's instance in the query; the Embedded App SDK's handshake with Discord, then its
// `authorize` gives a one-time code, which the bot's server exchanges and checks with Discord
// (src/web/activity.ts) for a session: the user's seat in the channel's game, or the public
// view. The page then opens that game as a link would (main.ts). Every address is relative:
// inside Discord they go through its proxy to the URL mapping `/` → this server. The test build
// (ACTIVITY_MOCK, set by the server's assets for tests only) runs on the SDK's DiscordSDKMock,
// whose code, instance and channel come from the query; a production build has no mock.
import { DiscordSDK, DiscordSDKMock, type IDiscordSDK } from '@discord/embedded-app-sdk';
import { activityWords } from './activity-words.js';
import type { SessionAnswer } from '../activity.js';
import { openPage } from './main.js';

declare const ACTIVITY_MOCK: boolean;

const lang = navigator.language.toLowerCase();
const words = activityWords(lang.startsWith('fr') ? 'fr' : lang.startsWith('it') ? 'it' : 'en');
const clientId = document.body.dataset.clientId ?? '';

function say(text: string, state: 'connecting' | 'ready' | 'refused'): void {
  let who = document.querySelector<HTMLElement>('#who');
  if (!who) {
    who = document.createElement('div');
    who.id = 'who';
    who.setAttribute('role', 'status');
    document.querySelector('header')?.appendChild(who);
  }
  who.textContent = text;
  who.className = state;
  document.body.dataset.activity = state;
}

/** What the page uses of the SDK. The whole `IDiscordSDK` made tsc compare the mock's every member
 * (its zod-typed `subscribe` above all): half of the page's type check (docs/architecture.md). */
type Sdk = Pick<IDiscordSDK, 'ready' | 'commands' | 'instanceId' | 'channelId'>;

function sdk(): Sdk {
  if (ACTIVITY_MOCK) {
    const q = new URLSearchParams(location.search);
    const m = new DiscordSDKMock(clientId, q.get('guild_id'), q.get('channel_id'), null);
    const instance = q.get('instance_id');
    if (instance) Object.defineProperty(m, 'instanceId', { value: instance });
    const code = q.get('mock_code');
    if (code) m._updateCommandMocks({ authorize: async () => ({ code }) });
    return m;
  }
  // Its console would otherwise go to Discord's; the SDK throws outside Discord's frame (no frame_id).
  return new DiscordSDK(clientId, { disableConsoleLogOverride: true });
}

async function start(): Promise<void> {
  say(words.connecting, 'connecting');
  let discord: Sdk;
  try {
    discord = sdk();
  } catch {
    say(words.errors['not-in-discord'], 'refused');
    return;
  }
  await discord.ready();
  const { code } = await discord.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const res = await fetch('/activity/session', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', 'x-risk-act': '1' },
    body: JSON.stringify({
      code,
      instanceId: discord.instanceId,
      channelId: discord.channelId,
      locale: navigator.language,
    }),
  });
  const out = (await res.json().catch(() => null)) as SessionAnswer | null;
  if (!out) {
    say(words.errors.unavailable, 'refused');
    return;
  }
  if (!out.ok) {
    say(out.text, 'refused');
    return;
  }
  say(out.text, 'ready');
  document.body.dataset.seat = out.seat === null ? 'none' : String(out.seat);
  openPage(out.token);
}

start().catch(() => say(words.errors.unavailable, 'refused'));
