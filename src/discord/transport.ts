// OutMessage → Discord: message payloads (components, files, kept attachments) and the channel
// transport the bot posts, edits and DMs through. The interaction side is router.ts.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  ThreadAutoArchiveDuration,
  DiscordAPIError,
  StringSelectMenuBuilder,
  type Client,
  type MessageCreateOptions,
  type MessageEditOptions,
} from 'discord.js';
import { keptAttachments, rememberAttachments } from './attachments.js';
import { rootLogger } from '../app/log.js';
import type { OutMessage, Transport } from './surface.js';

const STYLE = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** Selects first (one row each), then button rows: at most 5 rows in all. */
function components(msg: OutMessage) {
  const selects = (msg.selects ?? [])
    .filter((x) => x.options.length)
    .slice(0, 5)
    .map((x) =>
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(x.id)
          .setPlaceholder(x.placeholder.slice(0, 150))
          .addOptions(
            x.options.slice(0, 25).map((o) => ({
              label: o.label.slice(0, 100),
              value: o.value.slice(0, 100),
              ...(o.description ? { description: o.description.slice(0, 100) } : {}),
            })),
          ),
      ),
    );
  const buttons = (msg.buttons ?? [])
    .filter((row) => row.length)
    .slice(0, 5 - selects.length)
    .map((row) =>
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        row.slice(0, 5).map((b) =>
          b.url
            ? new ButtonBuilder().setURL(b.url).setLabel(b.label.slice(0, 80)).setStyle(ButtonStyle.Link)
            : new ButtonBuilder()
                .setCustomId(b.id)
                .setLabel(b.label.slice(0, 80))
                .setStyle(STYLE[b.style ?? 'secondary'])
                .setDisabled(!!b.disabled),
        ),
      ),
    );
  return [...selects, ...buttons];
}

export function toPayload(msg: OutMessage) {
  return {
    content: msg.text.slice(0, 2000) || '\u200b',
    files: (msg.images ?? []).map((i) => new AttachmentBuilder(i.data, { name: i.name })),
    components: components(msg),
    allowedMentions: { users: msg.mentions ?? [] },
  };
}

/**
 * An edit: images undefined keeps the attachments; given, they replace them but for `kept`
 * (the ids of the attachments `msg.keep` names, which stay: see keptAttachments).
 */
export function toEditPayload(msg: OutMessage, kept: { id: string }[] = []) {
  const { files, ...rest } = toPayload(msg);
  return msg.images === undefined ? rest : { ...rest, files, attachments: [...kept] };
}

/**
 * The edit sent in place of a pending one it supersedes: a text-only edit keeps the pending
 * one's pictures; one that keeps a picture the pending one was to upload uploads it instead
 * (the message never got it).
 */
export function supersede(prev: OutMessage | undefined, msg: OutMessage): OutMessage {
  if (!prev) return msg;
  if (msg.images === undefined) return { ...msg, images: prev.images, keep: prev.keep };
  const pending = new Map((prev.images ?? []).map((i) => [i.name, i]));
  const carried = (msg.keep ?? []).flatMap((n) => pending.get(n) ?? []);
  if (!carried.length) return msg;
  return { ...msg, keep: (msg.keep ?? []).filter((n) => !pending.has(n)), images: [...carried, ...msg.images] };
}

export function discordTransport(client: Client): Transport {
  // Edit coalescing: while an edit of a message is in flight, later ones wait and only the
  // newest is sent (a burst of steps costs two edits, not one per step; rate limits hold).
  const pending = new Map<string, { msg: OutMessage; waiters: ((ok: boolean) => void)[] }>();
  const inFlight = new Set<string>();
  const send = async (channelId: string, messageId: string, msg: OutMessage): Promise<boolean> => {
    try {
      const ch = await client.channels.fetch(channelId);
      if (!ch || !ch.isSendable()) return false;
      const kept =
        msg.images === undefined
          ? []
          : await keptAttachments(messageId, msg.keep ?? [], () =>
              ch.messages.fetch({ message: messageId, force: true }).catch(() => null),
            );
      rememberAttachments(await ch.messages.edit(messageId, toEditPayload(msg, kept) as MessageEditOptions));
      return true;
    } catch (e) {
      if (e instanceof DiscordAPIError && (e.code === 10008 || e.status === 404)) return false;
      throw e;
    }
  };
  const drain = async (channelId: string, messageId: string): Promise<void> => {
    inFlight.add(messageId);
    try {
      for (let next = pending.get(messageId); next; next = pending.get(messageId)) {
        pending.delete(messageId);
        const ok = await send(channelId, messageId, next.msg).catch((e: unknown) => {
          console.error(`edit of ${messageId} failed:`, e);
          return false;
        });
        next.waiters.forEach((w) => w(ok));
      }
    } finally {
      inFlight.delete(messageId);
    }
  };
  return {
    async post(channelId, msg) {
      const ch = await client.channels.fetch(channelId);
      if (!ch || !ch.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
      const sent = await ch.send(toPayload(msg) as MessageCreateOptions);
      rememberAttachments(sent);
      return sent.id;
    },
    edit(channelId, messageId, msg) {
      return new Promise<boolean>((resolve) => {
        const prev = pending.get(messageId);
        // A newer picture keeps its images; a text-only edit over a pending one with images keeps those.
        const merged = supersede(prev?.msg, msg);
        pending.set(messageId, { msg: merged, waiters: [...(prev?.waiters ?? []), resolve] });
        if (!inFlight.has(messageId)) void drain(channelId, messageId);
      });
    },
    async dm(userId, msg) {
      try {
        const user = await client.users.fetch(userId);
        await user.send(toPayload(msg) as MessageCreateOptions);
        return true;
      } catch (e) {
        if (e instanceof DiscordAPIError && (e.code === 50007 || e.status === 403)) return false;
        rootLogger.warn({ err: e, userId }, 'DM failed');
        return false;
      }
    },
    async thread(channelId, name) {
      const ch = await client.channels.fetch(channelId);
      if (!ch || ch.type !== ChannelType.GuildText) throw new Error(`cannot open a thread in channel ${channelId}`);
      const th = await ch.threads.create({
        name,
        type: ChannelType.PublicThread,
        autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
      });
      return th.id;
    },
  };
}
