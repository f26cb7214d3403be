// A bare discord.js client logged in to the stand-in with one `/ping` command registered: for
// the tests of how the bot's REST layer sends its requests (test/bot/interaction-rest,
// test/discord/rest-connections), without the bot itself.
import { Client, Events, GatewayIntentBits, SlashCommandBuilder } from 'discord.js';
import type { Standin, StandinUser } from './discord-standin/index.ts';

/** A client on the stand-in's API (not logged in yet: `login` it once its REST layer is set up). */
export function pingClient(d: Standin): Client {
  return new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: d.apiUrl } });
}

/** Logs the client in, registers `/ping`, and returns alice, who will send it. */
export async function loginWithPing(d: Standin, client: Client): Promise<StandinUser> {
  const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
  await client.login(d.token);
  await ready;
  await client.application!.commands.set([new SlashCommandBuilder().setName('ping').setDescription('Ping').toJSON()]);
  return d.users.find((u) => u.username === 'alice')!;
}
