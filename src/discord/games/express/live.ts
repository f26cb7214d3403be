// The Risk Express panel: one live message per turn, edited in place after every roll (the
// dice in the image and in the log), a new message (the ping) when the turn passes to another
// human, and the result (scores, winner, Rematch) at the end. AI turns are summed up in the log.
import { pingSilenced } from '../../../app/service.js';
import { expressGame, type ExpressEvent } from '../../../express/index.js';
import { cat } from '../../../i18n/catalogue.js';
import { expressPanelCat } from '../../../i18n/express-panel.js';
import type { Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import { buttonId } from '../../panel/ids.js';
import { serial, splitAtAi, type Advance } from '../../panel/live.js';
import { answerAtOnce, presentTurn } from '../../panel/turn.js';
import { fit } from '../../present/fit.js';
import type { Bot, OutImage, OutMessage } from '../../surface.js';
import { pingMode, turnDmRefused } from '../../turn-dm.js';
import { expressControls, expressPanelPlayer } from './controls.js';
import { EXPRESS_COLOURS, expressSeatLabel } from './names.js';
import { expressEndLines, expressEventLines, headerLine, scoresLine } from './present.js';
import type { ExpressRecord, ExpressStep } from './record.js';

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

/** The events of a move itself (the dice it placed), before what follows it (the next roll, the turn's end). */
const MOVE: ReadonlySet<ExpressEvent['type']> = new Set(['targetChosen', 'lineFilled', 'dieSetAside']);

/** A person's roll in full, an AI turn summed up, a forced roll in full and said to be auto-filled. */
function linesOf(r: ExpressRecord, steps: ExpressStep[], locale: Locale): string[] {
  return steps.flatMap((s) => {
    if (s.by !== 'auto')
      return expressEventLines(r, s.by === 'human' ? s.events : s.events.filter((e) => AI_SHOWN.has(e.type)), locale);
    // The note goes right under the move it played, before the roll or the turn that follows.
    const after = s.events.findIndex((e) => !MOVE.has(e.type));
    const at = after < 0 ? s.events.length : after;
    return [
      ...expressEventLines(r, s.events.slice(0, at), locale),
      expressPanelCat(locale).autoFilled(expressSeatLabel(r, s.actor)),
      ...expressEventLines(r, s.events.slice(at), locale),
    ];
  });
}

/** Presents accepted steps of a Risk Express game (see ../map/live.ts for the map's). */
export async function advanceExpress(bot: Bot, a: Advance<ExpressRecord, ExpressStep>): Promise<void> {
  const record = a.record;
  const L = record.locale;
  const { own, ai } = splitAtAi(a.steps);
  const lines = [...(a.extraLines ?? []), ...linesOf(record, own, L)];
  // A command's own answer goes out now; the panel follows in the channel's turn.
  const answered = await answerAtOnce(a.ctx, lines);
  await serial(record.channelId, async () => {
    const before = a.before ?? record;
    await presentTurn(bot, {
      record,
      ctx: a.ctx,
      answered,
      shownUpTo: a.shownUpTo,
      key: expressWaitKey(record),
      lines,
      more: linesOf(record, ai, L),
      kept: LOG_KEPT,
      edited: async (log, panel) => ({
        ...expressPanelMessage(record, L, log, panel.top),
        images: await expressImages(bot, record),
      }),
      // The lobby keeps its seats; a turn's panel its log (with the step that ended it).
      closed: (panel, fromLobby) =>
        fromLobby
          ? { text: fit([lobbyClosedText(record), ...(a.extraLines ?? [])]), selects: [], buttons: [] }
          : {
              text: fit([
                before.state ? headerLine(before, L) : '',
                ...[...panel.log, ...lines].slice(-LOG_SHOWN * 2).map((l) => `• ${l}`),
              ]),
              selects: [],
              buttons: [],
            },
      opened: async (carried) => ({ ...(await newPanel(bot, record, carried)), log: carried }),
    });
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
    const mode = pingMode(r, p);
    const who =
      (mode === 'mention' || mode === 'both') && seat.userId ? bot.mention(seat.userId) : expressSeatLabel(r, p);
    const waits = pingSilenced(r, p, bot.service.now()); // muted, or quiet hours: the reminder tells them
    if ((mode === 'mention' || mode === 'both') && seat.userId && !waits) mentions.push(seat.userId);
    top.push(expressPanelCat(L).ping(who));
    if (seat.userId && (mode === 'dm' || mode === 'both') && !waits) {
      const sent = await bot.transport.dm(seat.userId, { text: panelCat(seat.locale).dmPing(r.channelName), images }); // the public table
      if (!sent) await turnDmRefused(bot, r, p);
    }
  }
  return { ...expressPanelMessage(r, L, log, top), images, mentions, top };
}

/** Re-draws the panel's controls after a change that bumped the revision without a move. */
export async function refreshExpressPanel(bot: Bot, r: ExpressRecord): Promise<void> {
  if (!r.panel || !r.state || r.panel.key === 'lobby' || r.status !== 'playing') return;
  await bot.transport.edit(r.channelId, r.panel.messageId, expressPanelMessage(r, r.locale, r.panel.log, r.panel.top));
}
