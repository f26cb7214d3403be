// The stand-in proved against the real discord.js Client: a tiny bot registers commands,
// answers slash commands, autocomplete and buttons, sends files and meets closed DMs.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type Interaction,
} from 'discord.js';
import { Server, Socket, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buttons, shardOf, startStandin, type Standin, type StandinUser } from '../../tools/discord-standin/index.ts';
import { pollUpTo } from '../../tools/fair-time.ts';

/**
 * The process's open TCP handles on `port`: servers listening there and sockets with either end
 * there, as `server :port` / `socket local→remote` (process._getActiveHandles, Node's own list).
 */
function ownTcp(port: number): string[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  const found: string[] = [];
  for (const h of handles) {
    if (h instanceof Socket && (h.localPort === port || h.remotePort === port))
      found.push(`socket ${h.localPort}→${h.remotePort}`);
    else if (h instanceof Server && (h.address() as AddressInfo | null)?.port === port) found.push(`server :${port}`);
  }
  return found;
}

const TERRITORIES = ['alaska', 'alberta', 'argentina', 'kamchatka', 'kazakhstan'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const commandDefs = [
  new SlashCommandBuilder().setName('ping').setDescription('Ping'),
  new SlashCommandBuilder()
    .setName('attack')
    .setDescription('Attack')
    .addStringOption((o) => o.setName('from').setDescription('from').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('to').setDescription('to').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) =>
      o
        .setName('dice')
        .setDescription('dice')
        .addChoices({ name: '1', value: 1 }, { name: '2', value: 2 }, { name: '3', value: 3 }),
    ),
  new SlashCommandBuilder()
    .setName('risk')
    .setDescription('Risk')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('New game')
        .addUserOption((o) => o.setName('rival').setDescription('rival')),
    ),
  new SlashCommandBuilder()
    .setName('secret')
    .setDescription('DM a secret')
    .addUserOption((o) => o.setName('to').setDescription('to').setRequired(true)),
  new SlashCommandBuilder().setName('board').setDescription('Board image'),
  new SlashCommandBuilder().setName('colour').setDescription('Pick a colour'),
  new SlashCommandBuilder().setName('turn').setDescription('Turn controls'),
  new SlashCommandBuilder().setName('long').setDescription('Too long a reply'),
];

async function handle(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    const focused = interaction.options.getFocused(true);
    const choices = TERRITORIES.filter((t) => t.startsWith(String(focused.value))).map((t) => ({ name: t, value: t }));
    await interaction.respond(choices);
    return;
  }
  if (interaction.isButton() && interaction.customId === 'ping:again') {
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('ping:again').setLabel('Again').setStyle(ButtonStyle.Primary).setDisabled(true),
    );
    await interaction.update({ content: `pong again for ${interaction.user.username}`, components: [row] });
    return;
  }
  if (interaction.isButton() && interaction.customId === 'secrets:show') {
    await interaction.reply(`secrets for ${interaction.user.username}, in guild: ${interaction.inGuild()}`);
    return;
  }
  if (interaction.isStringSelectMenu() && interaction.customId === 'colour') {
    await interaction.update({ content: `picked ${interaction.values.join('+')}`, components: [] });
    return;
  }
  if (interaction.isButton() && interaction.customId === 'turn:end') {
    await interaction.deferUpdate();
    if (interaction.channel?.isSendable()) await interaction.channel.send('board after the turn');
    return;
  }
  if (!interaction.isChatInputCommand()) return;
  switch (interaction.commandName) {
    case 'ping': {
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('ping:again').setLabel('Again').setStyle(ButtonStyle.Primary),
      );
      await interaction.reply({ content: 'pong', components: [row] });
      return;
    }
    case 'attack': {
      const from = interaction.options.getString('from', true);
      const to = interaction.options.getString('to', true);
      const dice = interaction.options.getInteger('dice') ?? 3;
      await interaction.reply({ content: `${from}->${to} x${dice}`, flags: MessageFlags.Ephemeral });
      return;
    }
    case 'risk': {
      const rival = interaction.options.getUser('rival');
      const sub = interaction.options.getSubcommand();
      await interaction.reply(`${sub} ${interaction.locale} ${interaction.guildLocale} ${rival?.username ?? '-'}`);
      return;
    }
    case 'secret': {
      const target = interaction.options.getUser('to', true);
      try {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('secrets:show').setLabel('My secrets').setStyle(ButtonStyle.Secondary),
        );
        await target.send({ content: 'your mission: conquer Asia', components: [row] });
        await interaction.reply({ content: 'sent', flags: MessageFlags.Ephemeral });
      } catch (error) {
        const code = error instanceof DiscordAPIError ? error.code : 'unknown';
        await interaction.reply({ content: `dm failed ${code}`, flags: MessageFlags.Ephemeral });
      }
      return;
    }
    case 'colour': {
      const menu = new StringSelectMenuBuilder()
        .setCustomId('colour')
        .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' });
      await interaction.reply({
        content: 'pick one',
        components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
      });
      return;
    }
    case 'turn': {
      const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('turn:end').setLabel('End turn').setStyle(ButtonStyle.Danger),
      );
      await interaction.reply({ content: 'your turn', components: [row] });
      return;
    }
    case 'long':
      await interaction.reply('x'.repeat(2001));
      return;
    case 'board': {
      await interaction.deferReply();
      const file = new AttachmentBuilder(PNG, { name: 'board.png' });
      await interaction.editReply({ content: 'the board', files: [file] });
      await interaction.followUp({ content: 'your turn', flags: MessageFlags.Ephemeral });
      if (interaction.channel?.isSendable()) {
        await interaction.channel.send({
          content: 'log',
          files: [new AttachmentBuilder(Buffer.from('turn 1'), { name: 'log.txt' })],
        });
      }
      return;
    }
  }
}

describe('discord stand-in with the real discord.js client', () => {
  let d: Standin;
  let client: Client;
  let alice: StandinUser;
  let bruno: StandinUser;
  /** Failures inside the test bot's handlers; a test that expects none fails on them. */
  const botErrors: unknown[] = [];

  beforeAll(async () => {
    d = await startStandin({ guildLocale: 'en-US' });
    alice = d.makeUser('alice', 'en-GB');
    bruno = d.makeUser('bruno', 'fr');
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: d.apiUrl } });
    client.on(Events.InteractionCreate, (interaction) => {
      handle(interaction).catch((error: unknown) => botErrors.push(error));
    });
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(d.token);
    await ready;
    await client.application!.commands.set(commandDefs.map((c) => c.toJSON()));
  });

  afterEach(() => {
    expect(botErrors).toEqual([]);
  });

  afterAll(async () => {
    await client?.destroy();
    await d?.stop();
  });

  it('connects: READY, the guild and its channel reach the client cache', () => {
    expect(client.user?.id).toBe(d.bot.id);
    expect(client.application?.id).toBe(d.appId);
    const guild = client.guilds.cache.get(d.guildId);
    expect(guild?.available).toBe(true);
    expect(guild?.channels.cache.get(d.channel.id)?.name).toBe('risk');
    expect(d.gatewayStats.identifies).toBe(1);
  });

  it('records the registered commands', () => {
    expect(
      d
        .commands()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['attack', 'board', 'colour', 'long', 'ping', 'risk', 'secret', 'turn']);
    const attack = d.commands().find((c) => c.name === 'attack');
    expect(attack?.options?.map((o) => o.name)).toEqual(['from', 'to', 'dice']);
  });

  it('/ping replies with a button; clicking it updates the message', async () => {
    const outcome = await d.slash(alice, 'ping');
    expect(outcome.type).toBe(4);
    expect(outcome.ephemeral).toBe(false);
    expect(outcome.reply?.content).toBe('pong');
    expect(buttons(outcome.reply!)).toEqual([{ label: 'Again', customId: 'ping:again', disabled: false }]);
    expect(d.channelMessages().map((m) => m.content)).toContain('pong');

    const click = await d.click(bruno, outcome.reply!, 'ping:again');
    expect(click.type).toBe(7);
    expect(click.reply?.id).toBe(outcome.reply?.id);
    expect(click.reply?.content).toBe('pong again for bruno');
    expect(buttons(click.reply!)[0]?.disabled).toBe(true);
    expect(d.message(outcome.reply!.id)?.edited_timestamp).not.toBeNull();
    // A disabled button cannot be clicked by a person, so the stand-in refuses it.
    await expect(d.click(bruno, outcome.reply!, 'ping:again')).rejects.toThrow(/disabled/);
  });

  it('autocomplete returns the bot’s choices for the focused option', async () => {
    const choices = await d.autocomplete(alice, 'attack', { from: 'ala', to: 'k' }, 'to');
    expect(choices.map((c) => c.value)).toEqual(['kamchatka', 'kazakhstan']);
    const first = await d.autocomplete(alice, 'attack', { from: 'a' }, 'from');
    expect(first.map((c) => c.name)).toEqual(['alaska', 'alberta', 'argentina']);
  });

  it('chat-input options reach the handler typed, with ephemeral replies flagged', async () => {
    const outcome = await d.slash(alice, 'attack', { from: 'alaska', to: 'kamchatka', dice: 2 });
    expect(outcome.reply?.content).toBe('alaska->kamchatka x2');
    expect(outcome.ephemeral).toBe(true);
    expect(d.channelMessages().some((m) => m.id === outcome.reply?.id)).toBe(false);
    expect(d.channelMessages(undefined, { includeEphemeral: true }).some((m) => m.id === outcome.reply?.id)).toBe(true);
  });

  it('refuses interactions a Discord client could not send', async () => {
    await expect(d.slash(alice, 'attack', { from: 'alaska' })).rejects.toThrow(/missing required option\(s\) to/);
    await expect(d.slash(alice, 'attack', { from: 'a', to: 'b', dice: 7 })).rejects.toThrow(/fixed choices/);
    await expect(d.slash(alice, 'attack', { from: 'a', to: 'b', bogus: 1 })).rejects.toThrow(/no option "bogus"/);
    await expect(d.slash(alice, 'nope')).rejects.toThrow(/not registered/);
    await expect(d.slash(alice, 'risk')).rejects.toThrow(/needs a subcommand/);
  });

  it('subcommands, user options and locales', async () => {
    const outcome = await d.slash(bruno, 'risk new', { rival: alice });
    expect(outcome.reply?.content).toBe('new fr en-US alice');
  });

  it('a DM to a user with closed DMs fails with 50007; open DMs arrive', async () => {
    d.closeDms(bruno);
    const refused = await d.slash(alice, 'secret', { to: bruno });
    expect(refused.reply?.content).toBe('dm failed 50007');
    expect(refused.errors.map((e) => e.code)).toEqual([50007]);
    expect(d.dms(bruno)).toEqual([]);

    const sent = await d.slash(bruno, 'secret', { to: alice });
    expect(sent.reply?.content).toBe('sent');
    expect(d.dms(alice).map((m) => m.content)).toEqual(['your mission: conquer Asia']);
    expect(sent.posts.map((m) => m.content)).toEqual(['your mission: conquer Asia']);

    // The DM's button is clicked in the DM: no guild, no member.
    const secrets = await d.click(alice, d.dms(alice)[0]!, 'secrets:show');
    expect(secrets.reply?.content).toBe('secrets for alice, in guild: false');
    expect(secrets.reply?.channel_id).toBe(d.dms(alice)[0]?.channel_id);
  });

  it('select menus: the chosen values reach the bot, which updates the message', async () => {
    const menu = await d.slash(alice, 'colour');
    await expect(d.click(alice, menu.reply!, 'colour')).rejects.toThrow(/use select/);
    const picked = await d.select(alice, menu.reply!, 'colour', ['blue']);
    expect(picked.type).toBe(7);
    expect(picked.reply?.content).toBe('picked blue');
    expect(picked.reply?.components).toEqual([]);
  });

  it('deferred reply, edit with an attachment, ephemeral follow-up and a channel post with a file', async () => {
    const outcome = await d.slash(alice, 'board');
    expect(outcome.deferred).toBe(true);
    expect(outcome.callbacks).toEqual([5]);
    expect(outcome.edits).toHaveLength(1);
    expect(outcome.reply?.content).toBe('the board');
    expect((outcome.reply?.flags ?? 0) & 128).toBe(0); // no longer "thinking…"
    const png = outcome.reply?.attachments[0];
    expect(png?.filename).toBe('board.png');
    expect(png?.data.equals(PNG)).toBe(true);
    // The bytes are also served at the attachment URL, as the CDN would.
    const fetched = Buffer.from(await (await fetch(png!.url)).arrayBuffer());
    expect(fetched.equals(PNG)).toBe(true);

    // The follow-up and the channel post come after the edit; the settle window (or
    // waitForMessage, which never depends on timing) picks them up.
    const log = await d.waitForMessage((m) => m.content === 'log');
    expect(log.attachments[0]?.data.toString()).toBe('turn 1');
    const followUp = await d.waitForMessage((m) => m.content === 'your turn');
    expect(followUp.visibleTo).toBe(alice.id);
  });

  it('a deferred update completes with what follows it (here a channel post)', async () => {
    const turn = await d.slash(alice, 'turn');
    const ended = await d.click(alice, turn.reply!, 'turn:end');
    expect(ended.callbacks).toEqual([6]);
    expect(ended.reply?.id).toBe(turn.reply?.id);
    expect(ended.posts.map((m) => m.content)).toEqual(['board after the turn']);
  });

  it('enforces Discord’s limits: a 2001-character reply is refused with 50035', async () => {
    const outcome = await d.slash(alice, 'long');
    expect(outcome.type).toBeNull();
    expect(outcome.errors).toMatchObject([{ status: 400, code: 50035, message: expect.stringContaining('content') }]);
    // The reply's rejection reached the bot as a DiscordAPIError.
    await pollUpTo(() => botErrors.length >= 1, 5_000);
    expect(botErrors).toHaveLength(1);
    expect(botErrors.map((e) => (e instanceof DiscordAPIError ? e.code : e))).toEqual([50035]);
    botErrors.length = 0;
  });

  it('a second acknowledgement is refused with 40060', async () => {
    const once = (interaction: Interaction): void => {
      if (interaction.isChatInputCommand() && interaction.commandName === 'ping') {
        // Bypass discord.js's own guard to hit the API twice, as two processes could.
        void client.rest
          .post(`/interactions/${interaction.id}/${interaction.token}/callback`, { body: { type: 5 }, auth: false })
          .catch((error: unknown) => botErrors.push(error));
      }
    };
    client.on(Events.InteractionCreate, once);
    try {
      const outcome = await d.slash(
        alice,
        'ping',
        {},
        { isComplete: (o) => o.callbacks.length > 0 && o.errors.length > 0 },
      );
      expect(outcome.errors.map((e) => e.code)).toEqual([40060]);
      expect(outcome.callbacks).toHaveLength(1);
      // Whichever of the two calls lost the race got the 40060 error.
      expect(botErrors.map((e) => (e instanceof DiscordAPIError ? e.code : e))).toEqual([40060]);
      botErrors.length = 0;
    } finally {
      client.off(Events.InteractionCreate, once);
    }
  });

  it('fault injection: failCallbacks answers the acknowledgement 503; discord.js retries 3 times, then the reply fails', async () => {
    const outcome = await d.slash(alice, 'ping', {}, { failCallbacks: 4, isComplete: (o) => o.errors.length >= 4 });
    expect(outcome.callbacks).toEqual([]);
    expect(outcome.errors.map((e) => `${e.status} ${e.path.split('/')[1]}`)).toEqual(Array(4).fill('503 interactions'));
    await pollUpTo(() => botErrors.length > 0, 5_000, 10);
    expect(botErrors.map((e) => (e as { status?: number }).status)).toEqual([503]);
    botErrors.length = 0;
    // The next interaction is acknowledged normally.
    expect((await d.slash(alice, 'ping')).reply?.content).toBe('pong');
  });

  it('answers heartbeats and lets the client resume after a dropped socket', async () => {
    await d.requestHeartbeat();
    expect(d.gatewayStats.heartbeats).toBeGreaterThan(0);
    await d.dropConnection();
    expect(d.gatewayStats.resumes).toBe(1);
    const outcome = await d.slash(alice, 'ping');
    expect(outcome.reply?.content).toBe('pong');
  });

  it('the bot met no route the stand-in lacks and no error but the provoked ones', () => {
    expect(d.errors.map((e) => `${e.status} ${e.code}`).sort()).toEqual([
      '400 40060',
      '400 50035',
      '403 50007',
      ...Array(4).fill('503 0'),
    ]);
  });

  // Last on purpose: it tears down what the other tests use.
  it('shuts down without leaving sockets or servers behind', async () => {
    const port = d.port;
    // The check sees them while they are open (it would pass for a wrong port).
    expect(ownTcp(port).length).toBeGreaterThan(2);
    await client.destroy();
    await d.stop();
    await d.stop(); // idempotent
    // Handles close asynchronously after the close callbacks; give the loop a few turns. The
    // process is shared with other test files, so only what touches the stand-in's port is
    // counted: its server, the connections it accepted, the client's REST and gateway sockets.
    const tcp = () => ownTcp(port);
    await pollUpTo(() => tcp().length === 0, 1_000, 10);
    expect(tcp()).toEqual([]);
  });
});

describe('discord stand-in: several guilds, routed to shards as Discord does', () => {
  it("gives each shard only its guilds and sends a guild's interactions to its shard alone", async () => {
    const d = await startStandin({
      guilds: [{ name: 'A' }, { name: 'B', locale: 'fr' }, { name: 'C', shard: 1 }],
      shardCount: 2,
    });
    const clients: Client[] = [];
    try {
      expect(d.guilds.map((g) => [g.name, g.shard, shardOf(g.id, 2)])).toEqual([
        ['A', 0, 0],
        ['B', 1, 1],
        ['C', 1, 1],
      ]);
      const seen: string[][] = [[], []];
      for (const shard of [0, 1]) {
        const client = new Client({
          intents: [GatewayIntentBits.Guilds],
          rest: { api: d.apiUrl },
          shards: [shard],
          shardCount: 2,
        });
        clients.push(client);
        client.on(Events.InteractionCreate, (i) => {
          seen[shard]!.push(i.guildId ?? 'dm');
          if (i.isChatInputCommand()) void i.reply(`pong from shard ${shard} in ${i.guild?.name}`);
        });
        const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
        await client.login(d.token);
        await ready;
      }
      await d.waitForReady();
      expect(clients.map((c) => [...c.guilds.cache.values()].map((g) => g.name).sort())).toEqual([['A'], ['B', 'C']]);
      await clients[0]!.application!.commands.set([commandDefs[0]!.toJSON()]);
      const user = d.makeUser('zoe');
      for (const g of d.guilds) {
        const o = await d.slash(user, 'ping', {}, { channelId: g.channel.id });
        expect(o.reply?.content).toBe(`pong from shard ${g.shard} in ${g.name}`);
        expect(o.reply?.channel_id).toBe(g.channel.id);
      }
      expect(seen).toEqual([[d.guilds[0]!.id], [d.guilds[1]!.id, d.guilds[2]!.id]]);
      expect(d.gatewayStats.routed.filter((e) => e.event === 'INTERACTION_CREATE').map((e) => e.shard)).toEqual([
        0, 1, 1,
      ]);
      // The guild endpoints answer for every guild, with its own channels.
      const b = await clients[1]!.guilds.fetch(d.guilds[1]!.id);
      expect(b.preferredLocale).toBe('fr');
      expect([...(await b.channels.fetch()).keys()]).toEqual([d.guilds[1]!.channel.id]);
    } finally {
      for (const c of clients) await c.destroy();
      await d.stop();
    }
  });

  it('credits a channel post to the interactions awaited in its own guild only', async () => {
    const d = await startStandin({ guilds: [{ name: 'A' }, { name: 'B' }] });
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: d.apiUrl } });
    try {
      client.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        void (async () => {
          await i.deferReply({ flags: MessageFlags.Ephemeral });
          // Both interactions are awaited while both posts land.
          await new Promise((res) => setTimeout(res, 150));
          if (i.channel?.isSendable()) await i.channel.send(`post in ${i.guild?.name}`);
          await i.editReply('done');
        })();
      });
      const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
      await client.login(d.token);
      await ready;
      expect(client.guilds.cache.size).toBe(2);
      await client.application!.commands.set([commandDefs[0]!.toJSON()]);
      const user = d.makeUser('yan');
      const outcomes = await Promise.all(
        d.guilds.map((g) => d.slash(user, 'ping', {}, { channelId: g.channel.id, settleMs: 300 })),
      );
      expect(outcomes.map((o) => o.posts.map((m) => m.content))).toEqual([['post in A'], ['post in B']]);
    } finally {
      await client.destroy();
      await d.stop();
    }
  });
});
