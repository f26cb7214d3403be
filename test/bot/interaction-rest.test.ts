// Interaction answers (callback, editReply, followUp) go through their own REST manager, outside
// the bot's global budget of 50 requests a second (Discord does not count them in it); the
// bot's own requests (channel posts and edits) stay under it.
import { Client, Events, GatewayIntentBits, MessageFlags, RESTEvents, SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { answerOutsideGlobalLimit } from '../../src/discord/interaction-rest.ts';
import { startStandin } from '../../tools/discord-standin/index.ts';

describe('answerOutsideGlobalLimit', () => {
  it("sends token-less interaction requests through the unthrottled manager, bot requests through the client's", async () => {
    const d = await startStandin({ users: [{ name: 'alice' }] });
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: d.apiUrl } });
    try {
      const hooks = answerOutsideGlobalLimit(client);
      expect(hooks.options.globalRequestsPerSecond).toBeGreaterThan(1e9);
      expect(client.rest.options.globalRequestsPerSecond).toBe(50);
      const seen: { via: string; path: string }[] = [];
      hooks.on(RESTEvents.Response, (req) => seen.push({ via: 'hooks', path: req.route }));
      client.rest.on(RESTEvents.Response, (req) => seen.push({ via: 'bot', path: req.route }));
      client.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        void (async () => {
          await i.deferReply({ flags: MessageFlags.Ephemeral });
          await i.editReply('private answer');
          await i.followUp({ content: 'one more', flags: MessageFlags.Ephemeral });
          if (i.channel?.isSendable()) await i.channel.send('a channel post');
        })();
      });
      const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
      await client.login(d.token);
      await ready;
      await client.application!.commands.set([
        new SlashCommandBuilder().setName('ping').setDescription('Ping').toJSON(),
      ]);
      const alice = d.users.find((u) => u.username === 'alice')!;
      await d.slash(alice, 'ping', {}, { isComplete: (o) => o.posts.some((m) => m.content === 'a channel post') });
      expect(seen.slice(2)).toEqual([
        { via: 'hooks', path: '/interactions/:id/:token/callback' },
        { via: 'hooks', path: '/webhooks/:id/:token/messages/%40original' },
        { via: 'hooks', path: '/webhooks/:id/:token' },
        { via: 'bot', path: '/channels/:id/messages' },
      ]);
      expect(seen.slice(0, 2).map((s) => s.via)).toEqual(['bot', 'bot']);
    } finally {
      await client.destroy();
      await d.stop();
    }
  });
});
