// The Risk Express panel: one live message per turn, edited in place after every roll (the
// dice in the image and in the log), a new message (the ping) when the turn passes to another
// human, and the result (scores, winner, Rematch) at the end. AI turns are summed up in the log.
import type { GameRecord } from '../../../app/record.js';
import { expressGame, type ExpressEvent } from '../../../express/index.js';
import { cat } from '../../../i18n/catalogue.js';
import { expressPanelCat } from '../../../i18n/express-panel.js';
import type { Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import { buttonId } from '../../panel/ids.js';
import { savePresentation, serial, splitAtAi, type Advance } from '../../panel/live.js';
import { fit } from '../../present/names.js';
import type { Bot, CommandContext, OutImage, OutMessage } from '../../surface.js';
import { expressControls, expressPanelPlayer } from './controls.js';
import { EXPRESS_COLOURS, expressSeatLabel } from './names.js';
import { expressEndLines, expressEventLines, headerLine, scoresLine } from './present.js';
import { asExpress, expressSteps, type ExpressRecord, type ExpressStep } from './record.js';

const LOG_SHOWN = 8;
const LOG_KEPT = 20;
/** What an AI turn shows of itself: its target, its conquest or failure, continents, the end. */
const AI_SHOWN: ReadonlySet<ExpressEvent['type']> = new Set([
  'targetChosen',
  'cardConquered',
  'continentClosed',
  'attemptFailed',
  'attemptContinued',
  'turnTimedOut',
  'gameEnded',
]);

/** The wait the panel was posted for: a new panel when the turn (or the seat) changes. */
export function expressWaitKey(r: ExpressRecord): string {
  const s = r.state;
  if (!s) return 'lobby';
  if (s.phase.kind === 'over') return 'over';
  return `x${s.turnIndex}:${s.current}:${r.paused ? 'paused' : ''}`;
}

/** The table image (public view: Risk Express has no secrets, only the PRNG is left out). */
export async function expressImages(bot: Bot, r: ExpressRecord, locale: Locale = r.locale): Promise<OutImage[]> {
  if (!r.state || !bot.images.express) return [];
  const data = await bot.images.express(expressGame.publicView(r.state), { locale, colours: EXPRESS_COLOURS });
  return [{ name: `express.${bot.images.extension}`, data }];
}

export function expressPanelMessage(r: ExpressRecord, locale: Locale, log: string[], top: string[] = []): OutMessage {
  const ctl = expressControls(r, locale);
  const lines = [...top, headerLine(r, locale), scoresLine(r, locale)];
  // The turn deadline, in each reader's own time zone (Discord's relative timestamp).
  if (r.timer && r.state?.phase.kind !== 'over')
    lines.push(`⏰ ${cat(locale).ui.noteDeadline(`<t:${Math.floor(r.timer.expiresAt / 1000)}:R>`)}`);
  const shown = log.slice(-LOG_SHOWN);
  if (shown.length) lines.push('', ...shown.map((l) => `• ${l}`));
  if (ctl.prompt) lines.push('', `➡️ ${ctl.prompt}`);
  return { text: fit(lines), selects: ctl.selects, buttons: ctl.buttons };
}

/** A person's roll in full, an AI turn summed up, a forced roll in full and said to be auto-filled. */
function linesOf(r: ExpressRecord, steps: ExpressStep[], locale: Locale): string[] {
  return steps.flatMap((s) =>
    s.by === 'auto'
      ? [...expressEventLines(r, s.events, locale), expressPanelCat(locale).autoFilled(expressSeatLabel(r, s.actor))]
      : expressEventLines(r, s.by === 'human' ? s.events : s.events.filter((e) => AI_SHOWN.has(e.type)), locale),
  );
}

/** Answers a component click with the message it is on, or privately when it was elsewhere. */
async function answer(
  ctx: CommandContext | null,
  onPanel: boolean,
  msg: OutMessage | null,
  note: string[],
): Promise<boolean> {
  if (!ctx) return false;
  if (onPanel && msg && ctx.update) {
    await ctx.update(msg);
    return true;
  }
  await ctx.reply({ text: fit([...note, panelCat(ctx.user.locale).onPanel]) }, { ephemeral: true });
  return false;
}

/** Presents accepted steps of a Risk Express game (see src/discord/panel/live.ts for the map's). */
export async function advanceExpress(bot: Bot, a: Advance): Promise<void> {
  const record = asExpress(a.record);
  await serial(record.channelId, async () => {
    const L = record.locale;
    const { own, ai } = splitAtAi(expressSteps(a.steps));
    const lines = [...(a.extraLines ?? []), ...linesOf(record, own, L)];
    const after = record;
    const more = linesOf(record, ai, L);
    const panel = after.panel ?? null;
    const key = expressWaitKey(after);
    const onPanel = !!(a.ctx?.component && panel && a.ctx.component.messageId === panel.messageId);
    let edited = false;
    if (panel && panel.key === key && after.status !== 'over') {
      const log = [...panel.log, ...lines, ...more].slice(-LOG_KEPT);
      const msg = { ...expressPanelMessage(after, L, log, panel.top), images: await expressImages(bot, after) };
      edited =
        (await answer(a.ctx, onPanel, msg, lines)) || (await bot.transport.edit(after.channelId, panel.messageId, msg));
      if (edited) await savePresentation(bot, after, { panel: { ...panel, log } }, a.shownUpTo);
    }
    if (edited) return;
    // The turn passed (or the game ended, or the panel is gone): close the old panel, post the new one.
    const fromLobby = !panel || panel.key === 'lobby';
    const before = a.before ? asExpress(a.before) : after;
    const closed: OutMessage | null = !panel
      ? null
      : fromLobby
        ? { text: fit([lobbyClosedText(after), ...(a.extraLines ?? [])]), selects: [], buttons: [] }
        : {
            text: fit([
              before.state ? headerLine(before, L) : '',
              ...[...panel.log, ...lines].slice(-LOG_SHOWN * 2).map((l) => `• ${l}`),
            ]),
            selects: [],
            buttons: [],
          };
    const answered = await answer(a.ctx, onPanel, closed, lines);
    const kept =
      answered || (!!panel && !!closed && (await bot.transport.edit(after.channelId, panel.messageId, closed)));
    const carried = (fromLobby || !kept || !a.ctx ? [...lines, ...more] : more).slice(-LOG_KEPT);
    const msg = await newPanel(bot, after, carried);
    const id = await bot.transport.post(after.channelId, msg);
    await savePresentation(bot, after, { panel: { messageId: id, key, log: carried, top: msg.top } }, a.shownUpTo);
  });
}

/** The lobby once the game started: who sits where (the start line follows, from the caller). */
function lobbyClosedText(r: ExpressRecord): string {
  return r.seats.map((_, i) => expressSeatLabel(r, i)).join(' · ');
}

/** The ping (whose turn, their controls, the table) or the result. */
async function newPanel(bot: Bot, r: ExpressRecord, log: string[]): Promise<OutMessage & { top: string[] }> {
  const L = r.locale;
  const images = await expressImages(bot, r);
  if (r.state?.phase.kind === 'over') {
    const text = fit([...log.slice(-LOG_SHOWN).map((l) => `• ${l}`), '', ...expressEndLines(r, L)]);
    return {
      text,
      images,
      buttons: [[{ id: buttonId(r, 'rematch'), label: cat(L).ui.btn.rematch, style: 'success' }]],
      selects: [],
      top: [],
    };
  }
  const p = expressPanelPlayer(r);
  const top: string[] = [];
  const mentions: string[] = [];
  if (p !== null) {
    const seat = r.seats[p];
    const mode = seat.notify ?? 'mention';
    const who =
      (mode === 'mention' || mode === 'both') && seat.userId ? bot.mention(seat.userId) : expressSeatLabel(r, p);
    if ((mode === 'mention' || mode === 'both') && seat.userId) mentions.push(seat.userId);
    top.push(expressPanelCat(L).ping(who));
    if (seat.userId && (mode === 'dm' || mode === 'both'))
      await bot.transport.dm(seat.userId, { text: panelCat(seat.locale).dmPing(r.channelName), images }); // the public table
  }
  return { ...expressPanelMessage(r, L, log, top), images, mentions, top };
}

/** Re-draws the panel's controls after a change that bumped the revision without a move. */
export async function refreshExpressPanel(bot: Bot, rec: GameRecord): Promise<void> {
  const r = asExpress(rec);
  if (!r.panel || !r.state || r.panel.key === 'lobby' || r.status !== 'playing') return;
  await bot.transport.edit(r.channelId, r.panel.messageId, expressPanelMessage(r, r.locale, r.panel.log, r.panel.top));
}
