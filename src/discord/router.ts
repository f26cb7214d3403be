// discord.js interactions → the transport-agnostic CommandContext. One error triage; a
// watchdog defers anything still unanswered after 2 s so Discord's 3 s window is never missed.
import type { Metrics } from '../metrics/metrics.js';
import {
  DiscordAPIError,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type CommandInteractionOption,
  type Interaction,
  type MessageEditOptions,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { StoreError } from '../store/errors.js';
import { forgetAttachments, keptAttachments, rememberAttachments } from './attachments.js';
import { newErrorId, rootLogger } from '../app/log.js';
import { inRequest, savedInRequest } from '../app/request-scope.js';
import { cat } from '../i18n/catalogue.js';
import { toLocale } from '../i18n/names.js';
import { reliability } from '../i18n/reliability.js';
import { handleButton } from './commands.js';
import { answerAwaited, interactionStarted } from './people-first.js';
import type { Bot, CommandContext, OptionValues } from './surface.js';
import { toEditPayload, toPayload } from './transport.js';

/** Discord's own limit for a string option; longer text (a crafted request) is refused unread. */
export const MAX_OPTION_LENGTH = 100;

/** The first string option longer than MAX_OPTION_LENGTH, if any. */
export function tooLongOption(data: readonly CommandInteractionOption[]): string | null {
  for (const o of data) {
    if (typeof o.value === 'string' && o.value.length > MAX_OPTION_LENGTH) return o.name;
    const inner = o.options ? tooLongOption(o.options) : null;
    if (inner) return inner;
  }
  return null;
}

function optionValues(data: readonly CommandInteractionOption[]): OptionValues {
  // Null prototype: an option named '__proto__' is a plain entry, never the prototype.
  const out: OptionValues = Object.create(null) as OptionValues;
  for (const o of data) {
    if (o.type === 1 || o.type === 2) {
      // A group (/risk tournament new): the group's name, then its subcommand's.
      if (o.type === 2) out.group = o.name;
      out.subcommand = o.name;
      Object.assign(out, optionValues(o.options ?? []));
      continue;
    }
    out[o.name] = o.value as string | number | boolean | undefined;
  }
  return out;
}

/** The member's role ids (a raw member carries an array, a cached one a manager); none in DMs. */
function memberRoles(i: Replyable): string[] {
  const roles = i.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/** Interactions still unanswered after 2 s, deferred by the watchdog (the bench counts them; the goal is none). */
export const watchdogStats = { deferred: 0 };

type Replyable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

/** `answered`: called once the interaction's first answer (a reply, an update) has gone out. */
function context(bot: Bot, i: Replyable, answered: () => void): { ctx: CommandContext; done: () => void } {
  let state: 'none' | 'deferred' | 'deferredEphemeral' | 'updating' | 'replied' = 'none';
  // Discord made the acknowledgement but its answer was lost (a 5xx, then "already
  // acknowledged" on the retry): discord.js thinks nothing was sent and refuses to edit, so
  // the answer goes through the interaction webhook itself (its token lives 15 minutes).
  let lostAck = false;
  let lostAckEphemeral = true;
  const hook = () =>
    lostAck
      ? {
          editReply: (o: InteractionEditReplyOptions) => i.webhook.editMessage('@original', o),
          followUp: (o: InteractionReplyOptions) => i.webhook.send(o),
        }
      : {
          editReply: (o: InteractionEditReplyOptions) => i.editReply(o),
          followUp: (o: InteractionReplyOptions) => i.followUp(o),
        };
  let chain = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = chain.then(fn);
    chain = p.then(
      () => undefined,
      () => undefined,
    );
    return p;
  };
  // An answer's request ended (sent or failed): the presentations waiting for answers may go.
  const answering = <T>(fn: () => Promise<T>): Promise<T> => serial(fn).finally(answered);
  const defer = (ephemeral: boolean) =>
    serial(async () => {
      if (state !== 'none') return;
      state = ephemeral ? 'deferredEphemeral' : 'deferred';
      lostAckEphemeral = ephemeral;
      try {
        await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      } catch (e) {
        if (alreadyAcknowledged(e)) {
          lostAck = true;
          return;
        }
        // Not acknowledged, or not known to be: a later reply may still be the first answer.
        state = 'none';
        throw e;
      }
    });
  const component = i.isButton() || i.isStringSelectMenu() ? i : null;
  // A component's answer is usually an update of its message: the watchdog defers that.
  const deferUpdate = () =>
    serial(async () => {
      if (state !== 'none' || !component) return;
      state = 'updating';
      try {
        await component.deferUpdate();
      } catch (e) {
        // Made, its answer lost: later answers go through the webhook (see lostAck).
        if (!alreadyAcknowledged(e)) throw e;
        lostAck = true;
      }
    });
  const watchdog = setTimeout(() => {
    if (state === 'none') watchdogStats.deferred++;
    void (component ? deferUpdate() : defer(true)).catch(() => undefined);
  }, 2000);
  const channel = i.channel;
  const ctx: CommandContext = {
    user: {
      id: i.user.id,
      name: i.user.globalName ?? i.user.username,
      locale: toLocale(i.locale),
      interactionId: i.id,
    },
    channelId: i.channelId ?? '',
    channelName: channel && 'name' in channel && channel.name ? channel.name : (i.channelId ?? ''),
    guildId: i.guildId,
    guildLocale: toLocale(i.guildLocale ?? 'en-US'),
    canManage: !!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild),
    roles: memberRoles(i),
    bot,
    defer: (o) => defer(!!o?.ephemeral),
    reply: (msg, o) =>
      answering(async () => {
        const ephemeral = !!o?.ephemeral;
        const payload = toPayload(msg);
        if (state === 'none') {
          clearTimeout(watchdog);
          try {
            state = 'replied';
            await i.reply({ ...payload, flags: ephemeral ? MessageFlags.Ephemeral : undefined });
            return;
          } catch (e) {
            // The defer that "failed" was made after all: answer as to a deferred interaction.
            if (!alreadyAcknowledged(e)) throw e;
            lostAck = true;
            state = lostAckEphemeral ? 'deferredEphemeral' : 'deferred';
          }
        }
        const { editReply, followUp } = hook();
        if (state === 'deferred') {
          state = 'replied';
          if (ephemeral) {
            await editReply({ content: '✓' });
            await followUp({ ...payload, flags: MessageFlags.Ephemeral });
          } else await editReply(payload);
        } else if (state === 'updating') {
          state = 'replied';
          await i.followUp({ ...payload, flags: ephemeral ? MessageFlags.Ephemeral : undefined });
        } else if (state === 'deferredEphemeral') {
          state = 'replied';
          if (ephemeral) await editReply(payload);
          else {
            await editReply({ content: '✓' });
            await bot.transport.post(ctx.channelId, msg);
          }
        } else {
          await followUp({ ...payload, flags: ephemeral ? MessageFlags.Ephemeral : undefined });
        }
      }),
  };
  ctx.launchActivity = () =>
    answering(async () => {
      if (state !== 'none') return false;
      clearTimeout(watchdog);
      state = 'replied';
      try {
        await i.launchActivity();
        return true;
      } catch (e) {
        // Refused (no Activity enabled, a context without Activities): not acknowledged, so
        // the caller's answer is still the first. Anything else is for the triage.
        if (!(e instanceof DiscordAPIError) || e.status >= 500 || alreadyAcknowledged(e)) throw e;
        state = 'none';
        return false;
      }
    });
  if (component) {
    ctx.component = {
      messageId: component.message.id,
      values: component.isStringSelectMenu() ? [...component.values] : [],
    };
    // The message as it was clicked: what it has attached (an update may keep some of it).
    rememberAttachments(component.message);
    const message = component.message.id;
    ctx.update = (msg) =>
      answering(async () => {
        const kept =
          msg.images === undefined
            ? []
            : await keptAttachments(message, msg.keep ?? [], () => component.message.fetch(true).catch(() => null));
        const payload = toEditPayload(msg, kept);
        if (state === 'none') {
          state = 'replied';
          clearTimeout(watchdog);
          try {
            if (msg.images === undefined) await component.update(payload as MessageEditOptions);
            else {
              // Its new attachments' ids, for the next edit that keeps them.
              forgetAttachments(message);
              const res = await component.update({ ...(payload as InteractionUpdateOptions), withResponse: true });
              if (res.resource?.message) rememberAttachments(res.resource.message);
            }
          } catch (e) {
            // Discord made the update but its answer was lost (a 5xx, then "already
            // acknowledged" on the retry): the panel shows it, so the move's presentation goes
            // on, and any later answer goes through the interaction webhook.
            if (!alreadyAcknowledged(e)) {
              state = 'none';
              throw e;
            }
            lostAck = true;
          }
        } else if (state === 'updating') {
          state = 'replied';
          forgetAttachments(message);
          if (lostAck) await i.webhook.editMessage('@original', payload as InteractionEditReplyOptions);
          else rememberAttachments(await component.editReply(payload as MessageEditOptions));
        } else {
          await bot.transport.edit(ctx.channelId, component.message.id, msg);
        }
      });
  }
  return { ctx, done: () => clearTimeout(watchdog) };
}

/** Discord refused an acknowledgement because one was already made (error 40060). */
function alreadyAcknowledged(e: unknown): boolean {
  return e instanceof DiscordAPIError && e.code === 40060;
}

/** Discord, the network or the store was busy: worth one more try, nothing is wrong with the request. */
export function isTransient(e: unknown): boolean {
  if (e instanceof DiscordAPIError) return e.status === 429 || e.status >= 500;
  if (e instanceof StoreError) return e.code === 'IO';
  const err = e as { name?: unknown; code?: unknown; status?: unknown } | null;
  if (typeof err?.status === 'number' && (err.status === 429 || err.status >= 500)) return true;
  return (
    err?.name === 'AbortError' ||
    err?.name === 'HTTPError' ||
    ['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN', 'SQLITE_BUSY'].includes(String(err?.code))
  );
}

/**
 * One error triage, three kinds. (A refusal — the user's mistake — never gets here: it is a
 * value the handler answers.) Something saved before the failure: "your move was recorded",
 * the timer loop shows it. Transient with nothing saved: "please try again". Anything else is
 * a bug: logged with an error id, and the user is shown that id.
 */
async function triage(i: Replyable, ctx: CommandContext, e: unknown): Promise<void> {
  const m = reliability(ctx.user.locale);
  const errorId = newErrorId();
  const saved = savedInRequest();
  const transient = isTransient(e);
  const log = { err: e, errorId, interactionId: i.id, channelId: i.channelId, saved, transient };
  if (transient) rootLogger.warn(log, 'interaction failed (transient)');
  else rootLogger.error(log, 'interaction failed (bug)');
  const text = saved ? m.recordedNotPosted : transient ? m.transient : m.bug(errorId);
  try {
    await ctx.reply({ text }, { ephemeral: true });
  } catch {
    /* the interaction is gone */
  }
}

async function autocomplete(bot: Bot, i: AutocompleteInteraction): Promise<void> {
  const cmd = bot.commands.get(i.commandName);
  if (!cmd?.autocomplete) {
    await i.respond([]);
    return;
  }
  const focused = i.options.getFocused(true);
  // Bounded work: text longer than Discord allows is not searched at all.
  if (tooLongOption(i.options.data)) {
    await i.respond([]);
    return;
  }
  const opts = optionValues(i.options.data);
  const ctx: CommandContext = {
    user: { id: i.user.id, name: i.user.username, locale: toLocale(i.locale) },
    channelId: i.channelId ?? '',
    channelName: '',
    guildId: i.guildId,
    guildLocale: toLocale(i.guildLocale ?? 'en-US'),
    canManage: false,
    bot,
    reply: async () => undefined,
    defer: async () => undefined,
  };
  const choices = await cmd.autocomplete(ctx, opts, focused.name);
  await i.respond(choices.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value })));
}

/** Routes every interaction, counted in `metrics` when given. */
export function attachRouter(client: Client, bot: Bot, metrics?: Metrics): RouterHandle {
  const inFlight = new Set<Promise<void>>();
  let accepting = true;
  const listener = (i: Interaction) => {
    // Draining: the gateway is closing; Discord re-sends nothing, and a new handler started
    // now could be cut off by the exit — it is left unanswered, as if this process were gone.
    if (!accepting) return;
    // Counted from its arrival: AI-only games' background work waits for it, and channel
    // presentations wait for its answer (people-first.ts).
    const finished = interactionStarted();
    const answer = answerAwaited();
    const p = answer
      .run(() => handle(i, answer.answered))
      .finally(() => {
        answer.answered();
        finished();
        inFlight.delete(p);
      });
    inFlight.add(p);
  };
  const handle = async (i: Interaction, answered: () => void) => {
    if (i.isAutocomplete()) {
      try {
        await autocomplete(bot, i);
      } catch (e) {
        rootLogger.warn({ err: e, interactionId: i.id }, 'autocomplete failed');
      }
      return;
    }
    if (!i.isChatInputCommand() && !i.isButton() && !i.isStringSelectMenu()) return;
    const { ctx, done } = context(bot, i, answered);
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'ok';
    await inRequest(async () => {
      try {
        if (i.isChatInputCommand()) {
          const cmd = bot.commands.get(i.commandName);
          const long = tooLongOption(i.options.data);
          if (!cmd)
            await ctx.reply({ text: cat(ctx.user.locale).ui.unknownCommand(i.commandName) }, { ephemeral: true });
          else if (long)
            await ctx.reply(
              { text: reliability(ctx.user.locale).tooLong(long, MAX_OPTION_LENGTH) },
              { ephemeral: true },
            );
          else await cmd.execute(ctx, optionValues(i.options.data));
        } else {
          await handleButton(ctx, i.customId);
        }
      } catch (e) {
        outcome = 'failed';
        if (unknownInteraction(e)) metrics?.ackMissed();
        await triage(i, ctx, e);
      } finally {
        done();
        metrics?.interaction({
          kind: i.isChatInputCommand() ? `command:${i.commandName}` : i.isButton() ? 'button' : 'select',
          seconds: (Date.now() - i.createdTimestamp) / 1000,
          outcome,
        });
        rootLogger.debug(
          {
            interactionId: i.id,
            command: i.isChatInputCommand() ? i.commandName : 'button',
            channelId: i.channelId,
            ms: Math.round(performance.now() - started),
            saved: savedInRequest(),
          },
          'interaction handled',
        );
      }
    });
  };
  client.on('interactionCreate', listener);
  return {
    stopAccepting() {
      accepting = false;
    },
    get inFlight() {
      return inFlight.size;
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export interface RouterHandle {
  /** Interactions arriving from now on are not handled (the drain, after the gateway closed). */
  stopAccepting(): void;
  /** Handlers running now. */
  readonly inFlight: number;
  /** Resolves when no handler is running. */
  idle(): Promise<void>;
}

/** Discord's "Unknown interaction": its 3 s acknowledgement window had passed. */
function unknownInteraction(e: unknown): boolean {
  return (e as { code?: unknown } | null)?.code === 10062;
}
