// The one panel routine every game family shares: after accepted steps, edit the live panel in
// place while the same wait goes on; when the wait changes hands (or the game ends, or the
// panel is gone), close the old message (answering the click with it when it was tapped) and
// post a new one. What the messages say is the family's; when to edit, close or post is here.
// It imports no presenter (the families' panels import it), so it is in no import cycle.
import { createHash } from 'node:crypto';
import type { GameRecord, PanelRef, SeenBoard } from '../../app/record.js';
import { panelCat } from '../../i18n/panel.js';
import { fit } from '../present/fit.js';
import type { Bot, CommandContext, OutImage, OutMessage } from '../surface.js';

export interface PanelTurn {
  record: GameRecord;
  ctx: CommandContext | null;
  shownUpTo?: number;
  /** The wait the panel stands for (the family's wait key). */
  key: string;
  /** The request's own lines (shown on the tapped panel), then the lines of the AI turns that followed. */
  lines: string[];
  more: string[];
  /** How many log lines a panel keeps. */
  kept: number;
  /** A private message redrawn where the player tapped (the map's C-SET-7 plan), or null. */
  own?: OutMessage | null;
  /** The request was answered already, before the channel's queue (`answerAtOnce`). */
  answered?: boolean;
  /**
   * Whether a later presentation of this channel is already queued. Given (for a step that
   * changes no picture), an edit in place that answers nobody is left to that one: it reads
   * the log saved here and shows these lines with its own, one edit instead of two under
   * Discord's 50 requests a second.
   */
  later?: () => boolean;
  /** The panel edited in place with this log. */
  edited(log: string[], panel: PanelRef): Promise<OutMessage>;
  /** The old panel without its controls (`fromLobby`: it was the lobby message). */
  closed(panel: PanelRef, fromLobby: boolean): OutMessage;
  /** The new panel opened by these lines; its log and ping lines are kept on the record. */
  opened(carried: string[]): Promise<OutMessage & { log: string[]; top: string[] }>;
  /** More presentation fields saved with the panel (the map's trade log; boards seen when `posted`). */
  patch?(posted: boolean): Partial<Pick<GameRecord, 'seen' | 'tradeLog'>>;
}

/** Writes the presentation fields (no rev bump: the controls just sent carry the revision), and the log shown. */
export async function savePresentation(
  bot: Bot,
  r: GameRecord,
  patch: { panel?: PanelRef | null; seen?: Record<number, SeenBoard>; tradeLog?: GameRecord['tradeLog'] },
  shownUpTo?: number,
): Promise<void> {
  await bot.service.savePresentation(r.channelId, r.gameId, patch, shownUpTo);
  Object.assign(r, patch);
}

/** Records whose presentation marks were brought up to date (`freshPresentation`). */
const fresh = new WeakSet<GameRecord>();

/**
 * Brings a record's presentation marks (panel, boards seen, trade log) up to the last ones
 * saved. Called inside the channel's presentation queue: the moves of a quick series are each
 * stored before the one ahead of them is presented, so their records carry an older panel
 * (its log without the lines just shown, or the panel of a wait that has since changed hands).
 */
export async function freshPresentation(bot: Bot, r: GameRecord): Promise<void> {
  if (fresh.has(r)) return;
  const latest = await bot.service.presentation(r.channelId, r.gameId);
  if (latest) Object.assign(r, latest);
  fresh.add(r);
}

/**
 * A slash command's answer (what happened, "see the panel", or its private picker) depends on
 * nothing the panel holds: it is sent at once, so the player is not kept waiting behind the
 * channel's earlier panel edits (Discord allows a bot 50 of them a second). True when sent;
 * a tap (answered by updating the message it is on) is answered in the queue.
 */
export async function answerAtOnce(
  ctx: CommandContext | null,
  lines: string[],
  own: OutMessage | null = null,
): Promise<boolean> {
  if (!ctx || ctx.component) return false;
  await answer(ctx, false, null, lines, own);
  return true;
}

/** Answers a component click with the message it is on, or privately when it was elsewhere. */
async function answer(
  ctx: CommandContext | null,
  onPanel: boolean,
  msg: OutMessage | null,
  note: string[],
  own: OutMessage | null,
): Promise<boolean> {
  if (!ctx) return false;
  if (onPanel && msg && ctx.update) {
    await ctx.update(msg);
    return true;
  }
  if (own) {
    if (ctx.update && ctx.component) await ctx.update(own);
    else await ctx.reply(own, { ephemeral: true });
    return false;
  }
  await ctx.reply({ text: fit([...note, panelCat(ctx.user.locale).onPanel]) }, { ephemeral: true });
  return false;
}

/** Edits the panel or posts a new one; 'posted' when a new message went out. */
export async function presentTurn(bot: Bot, t: PanelTurn): Promise<'edited' | 'posted'> {
  const r = t.record;
  await freshPresentation(bot, r);
  const panel = r.panel ?? null;
  const onPanel = !t.answered && !!(t.ctx?.component && panel && t.ctx.component.messageId === panel.messageId);
  const own = t.own ?? null;
  const ctx = t.answered ? null : t.ctx;
  if (panel && panel.key === t.key && r.status !== 'over') {
    const log = [...panel.log, ...t.lines, ...t.more].slice(-t.kept);
    if (!ctx && t.later?.()) {
      await savePresentation(bot, r, { panel: { ...panel, log }, ...t.patch?.(false) }, t.shownUpTo);
      return 'edited';
    }
    const msg = await t.edited(log, panel);
    // Pictures the message has already (the same bytes under the same name) stay attached
    // rather than being uploaded again to everyone watching (issue 26: a roll's close-up beside
    // the board uploads the close-up alone).
    const { image, count } = keepAttached(msg, panel.image);
    // A second picture beside the board is a battle close-up: the next roll must replace or drop it.
    const closeUp = count === null ? panel.closeUp : count > 1;
    const edited =
      (await answer(ctx, onPanel, msg, t.lines, own)) || (await bot.transport.edit(r.channelId, panel.messageId, msg));
    if (edited) {
      const { closeUp: _shown, ...rest } = panel;
      const kept: PanelRef = closeUp ? { ...rest, log, image, closeUp } : { ...rest, log, image };
      await savePresentation(bot, r, { panel: kept, ...t.patch?.(false) }, t.shownUpTo);
      return 'edited';
    }
  }
  const fromLobby = !panel || panel.key === 'lobby';
  const closed = panel ? t.closed(panel, fromLobby) : null;
  const answered = await answer(ctx, onPanel, closed, t.lines, own);
  const kept = answered || (!!panel && !!closed && (await bot.transport.edit(r.channelId, panel.messageId, closed)));
  // Lines nobody saw on the old panel (it is gone, or nobody acted) open the new one.
  const carried = fromLobby || !kept || !t.ctx ? [...t.lines, ...t.more] : t.more;
  const msg = await t.opened(carried.slice(-t.kept));
  const id = await bot.transport.post(r.channelId, msg);
  await savePresentation(
    bot,
    r,
    {
      panel: { messageId: id, key: t.key, log: msg.log, top: msg.top, image: attachedKey(digests(msg.images ?? [])) },
      ...t.patch?.(true),
    },
    t.shownUpTo,
  );
  return 'posted';
}

/** Each picture's name and a digest of its bytes, in order. */
function digests(images: readonly OutImage[]): [string, string][] {
  return images.map((i) => [i.name, createHash('sha1').update(i.data).digest('base64').slice(0, 16)]);
}

/** What a panel records of its message's pictures (PanelRef.image): `name=digest` in order. */
function attachedKey(list: readonly (readonly [string, string])[]): string {
  return list.map(([n, d]) => `${n}=${d}`).join('|');
}

/** The pictures recorded by attachedKey (a record written before it had names: none known). */
function attachedOf(image: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of image?.split('|') ?? []) {
    const at = part.lastIndexOf('=');
    if (at > 0) out.set(part.slice(0, at), part.slice(at + 1));
  }
  return out;
}

/**
 * Rewrites an edit's pictures against what the message has attached (`image`, a PanelRef's):
 * the leading pictures whose bytes are attached under their name already, and those the edit
 * asks to `keep`, stay attached (Discord keeps an attachment by id); the rest are uploaded.
 * When nothing would change the edit carries no pictures at all. Returns the record of the
 * message's pictures after the edit and how many it has (null: the edit leaves them as they are).
 */
export function keepAttached(
  msg: OutMessage,
  image: string | undefined,
): { image: string | undefined; count: number | null } {
  if (!msg.images) return { image, count: null };
  const attached = attachedOf(image);
  const kept: [string, string][] = (msg.keep ?? []).map((n) => [n, attached.get(n) ?? '']);
  const fresh = digests(msg.images);
  // Only a leading run is kept, so the pictures keep their order (the board first).
  let same = 0;
  while (same < fresh.length && attached.get(fresh[same][0]) === fresh[same][1]) same++;
  kept.push(...fresh.slice(0, same));
  const now = [...kept, ...fresh.slice(same)];
  const after = attachedKey(now);
  if (same === fresh.length && after === image) {
    delete msg.images;
    delete msg.keep;
  } else {
    msg.keep = kept.map(([n]) => n);
    msg.images = msg.images.slice(same);
    if (!msg.keep.length) delete msg.keep;
  }
  return { image: after, count: now.length };
}
