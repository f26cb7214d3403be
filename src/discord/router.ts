// discord.js interactions → the transport-agnostic CommandContext. One error triage; a
// watchdog defers anything still unanswered after 2 s so Discord's 3 s window is never missed.
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, DiscordAPIError, MessageFlags, PermissionFlagsBits,
  type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction, type Client, type CommandInteractionOption,
  type Interaction, type MessageCreateOptions,
} from 'discord.js';
import { cat } from '../i18n/catalogue.js';
import { toLocale } from '../i18n/names.js';
import { handleButton } from './commands.js';
import type { Bot, CommandContext, OptionValues, OutMessage, Transport } from './surface.js';

const STYLE = { primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, success: ButtonStyle.Success, danger: ButtonStyle.Danger };

export function toPayload(msg: OutMessage) {
  return {
    content: msg.text.slice(0, 2000) || '\u200b',
    files: (msg.images ?? []).map((i) => new AttachmentBuilder(i.data, { name: i.name })),
    components: (msg.buttons ?? []).filter((row) => row.length).slice(0, 5).map((row) => new ActionRowBuilder<ButtonBuilder>().addComponents(
      row.slice(0, 5).map((b) => new ButtonBuilder().setCustomId(b.id).setLabel(b.label.slice(0, 80)).setStyle(STYLE[b.style ?? 'secondary']).setDisabled(!!b.disabled)),
    )),
    allowedMentions: { users: msg.mentions ?? [] },
  };
}

export function discordTransport(client: Client): Transport {
  return {
    async post(channelId, msg) {
      const ch = await client.channels.fetch(channelId);
      if (!ch || !ch.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
      await ch.send(toPayload(msg) as MessageCreateOptions);
    },
    async dm(userId, msg) {
      try {
        const user = await client.users.fetch(userId);
        await user.send(toPayload(msg) as MessageCreateOptions);
        return true;
      } catch (e) {
        if (e instanceof DiscordAPIError && (e.code === 50007 || e.status === 403)) return false;
        console.error(`DM to ${userId} failed:`, e);
        return false;
      }
    },
  };
}

function optionValues(data: readonly CommandInteractionOption[]): OptionValues {
  const out: OptionValues = {};
  for (const o of data) {
    if (o.type === 1 || o.type === 2) { out.subcommand = o.name; Object.assign(out, optionValues(o.options ?? [])); continue; }
    out[o.name] = o.value as string | number | boolean | undefined;
  }
  return out;
}

type Replyable = ChatInputCommandInteraction | ButtonInteraction;

function context(bot: Bot, i: Replyable): { ctx: CommandContext; done: () => void } {
  let state: 'none' | 'deferred' | 'deferredEphemeral' | 'replied' = 'none';
  let chain = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = chain.then(fn);
    chain = p.then(() => undefined, () => undefined);
    return p;
  };
  const defer = (ephemeral: boolean) => serial(async () => {
    if (state !== 'none') return;
    state = ephemeral ? 'deferredEphemeral' : 'deferred';
    await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
  });
  const watchdog = setTimeout(() => { void defer(true).catch(() => undefined); }, 2000);
  const channel = i.channel;
  const ctx: CommandContext = {
    user: { id: i.user.id, name: i.user.globalName ?? i.user.username, locale: toLocale(i.locale) },
    channelId: i.channelId ?? '',
    channelName: channel && 'name' in channel && channel.name ? channel.name : i.channelId ?? '',
    guildId: i.guildId,
    guildLocale: toLocale(i.guildLocale ?? 'en-US'),
    canManage: !!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild),
    bot,
    defer: (o) => defer(!!o?.ephemeral),
    reply: (msg, o) => serial(async () => {
      const ephemeral = !!o?.ephemeral;
      const payload = toPayload(msg);
      if (state === 'none') {
        state = 'replied';
        clearTimeout(watchdog);
        await i.reply({ ...payload, flags: ephemeral ? MessageFlags.Ephemeral : undefined });
      } else if (state === 'deferred') {
        state = 'replied';
        if (ephemeral) { await i.editReply({ content: '✓' }); await i.followUp({ ...payload, flags: MessageFlags.Ephemeral }); }
        else await i.editReply(payload);
      } else if (state === 'deferredEphemeral') {
        state = 'replied';
        if (ephemeral) await i.editReply(payload);
        else { await i.editReply({ content: '✓' }); await bot.transport.post(ctx.channelId, msg); }
      } else {
        await i.followUp({ ...payload, flags: ephemeral ? MessageFlags.Ephemeral : undefined });
      }
    }),
  };
  return { ctx, done: () => clearTimeout(watchdog) };
}

async function triage(i: Replyable, ctx: CommandContext, e: unknown): Promise<void> {
  console.error(`interaction ${i.id} failed:`, e);
  try { await ctx.reply({ text: cat(ctx.user.locale).ui.internalError }, { ephemeral: true }); } catch { /* the interaction is gone */ }
}

async function autocomplete(bot: Bot, i: AutocompleteInteraction): Promise<void> {
  const cmd = bot.commands.get(i.commandName);
  if (!cmd?.autocomplete) { await i.respond([]); return; }
  const focused = i.options.getFocused(true);
  const opts = optionValues(i.options.data);
  const ctx: CommandContext = {
    user: { id: i.user.id, name: i.user.username, locale: toLocale(i.locale) }, channelId: i.channelId ?? '', channelName: '', guildId: i.guildId,
    guildLocale: toLocale(i.guildLocale ?? 'en-US'), canManage: false, bot,
    reply: async () => undefined, defer: async () => undefined,
  };
  const choices = await cmd.autocomplete(ctx, opts, focused.name);
  await i.respond(choices.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
}

/** Routes every interaction. `idle()` resolves when no handler is running (graceful shutdown). */
export function attachRouter(client: Client, bot: Bot): { idle(): Promise<void> } {
  const inFlight = new Set<Promise<void>>();
  const listener = (i: Interaction) => {
    const p = handle(i).finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const handle = async (i: Interaction) => {
    if (i.isAutocomplete()) {
      try { await autocomplete(bot, i); } catch (e) { console.error('autocomplete failed:', e); }
      return;
    }
    if (!i.isChatInputCommand() && !i.isButton()) return;
    const { ctx, done } = context(bot, i);
    try {
      if (i.isChatInputCommand()) {
        const cmd = bot.commands.get(i.commandName);
        if (!cmd) await ctx.reply({ text: cat(ctx.user.locale).ui.unknownCommand(i.commandName) }, { ephemeral: true });
        else await cmd.execute(ctx, optionValues(i.options.data));
      } else {
        await handleButton(ctx, i.customId);
      }
    } catch (e) {
      await triage(i, ctx, e);
    } finally {
      done();
    }
  };
  client.on('interactionCreate', listener);
  return {
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
