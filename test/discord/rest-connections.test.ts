// The bot's connections to Discord (src/discord/interaction-rest.ts): each REST manager — the
// bot's own requests, the interaction answers — keeps a pool of at most REST_CONNECTIONS
// connections, so a burst of answers takes turns on connections already open instead of opening
// one per request in flight (a TLS handshake each at Discord).
import { Events, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { answerOutsideGlobalLimit, REST_CONNECTIONS } from '../../src/discord/interaction-rest.ts';
import { startStandin } from '../../tools/discord-standin/index.ts';
import { loginWithPing, pingClient } from '../../tools/ping-client.ts';

const BURST = 3 * REST_CONNECTIONS;

describe('connections to Discord in a burst', () => {
  it(`${BURST} answers at once, all held at Discord: at most ${REST_CONNECTIONS} connections opened for them`, async () => {
    const d = await startStandin({ users: [{ name: 'alice' }], timeoutMs: 60_000 });
    const client = pingClient(d);
    try {
      answerOutsideGlobalLimit(client);
      let handled = 0;
      let allHandled = () => {};
      const everyOne = new Promise<void>((res) => (allHandled = res));
      client.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        if (++handled === BURST) allHandled();
        void i.reply({ content: 'pong', flags: MessageFlags.Ephemeral }).catch(() => undefined);
      });
      const alice = await loginWithPing(d, client);
      // Every answer is held at Discord until all the interactions were handled: each held
      // request keeps its connection busy, so without a bound each one would open its own.
      const held = d.hold((method, path) => method === 'POST' && path.startsWith('/interactions/'));
      const opened = d.connectionsOpened;
      const sent = Array.from({ length: BURST }, () => d.slash(alice, 'ping', {}, { settleMs: 0 }));
      await Promise.all([held.caught, everyOne]);
      held.release();
      const outcomes = await Promise.all(sent);
      expect(outcomes.every((o) => o.reply?.content === 'pong')).toBe(true);
      expect(d.connectionsOpened - opened).toBeLessThanOrEqual(REST_CONNECTIONS);
    } finally {
      await client.destroy();
      await d.stop();
    }
  });
});
