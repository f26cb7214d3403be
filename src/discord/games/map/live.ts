// The map game's live panel (every map ruleset): the channel's panel message edited in place
// (log line, board, the current player's controls) while the same player acts; a new message
// (the ping, which becomes the new panel; the old one loses its controls) when the wait changes
// hands, and for the result. Presentation state (panel id, log, what each player last saw) is
// written without bumping the revision, so the controls just sent stay valid. Called by the map
// family's presenter (./presenter.ts) with the family's own records; the entries every family
// shares (the queue, advance) are in src/discord/panel/live.ts.
import type { SeenBoard } from '../../../app/record.js';
import { pingSilenced } from '../../../app/service.js';
import type { MapRecord, MapStep } from './record.js';
import { eventsFor, eventsInSight, waitingFor, type GameEvent } from '../../../engine/index.js';
import { underFog } from '../../panel/controls/fog.js';
import { fogStep, myBoardMessage, seatOf } from '../../panel/fog-board.js';
import { cat } from '../../../i18n/catalogue.js';
import { endgameMessage, logAboveEnd } from '../../endgame.js';
import type { Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import { dmTurnPing, sendSecrets } from '../../dms.js';
import { pingMode } from '../../turn-dm.js';
import { describeEvents, describePrivateEvents, fit, lobbyText, playerLabel } from '../../present.js';
import type { Bot, CommandContext, OutMessage } from '../../surface.js';
import { buildControls } from '../../panel/controls.js';
import { panelPlayer } from '../../panel/controls/seat.js';
import { planPicker } from '../../panel/controls/setup.js';
import { noteTrades, sinceLastTurn, snapshot } from '../../panel/digest.js';
import { ROOT, type PanelStep } from '../../panel/ids.js';
import { boardImages, boardName, closeUpImages, lastRoll } from '../../panel/images.js';
import { queuedAfter, serial, splitAtAi, type Advance } from '../../panel/live.js';
import { summariseTurns } from '../../panel/summary.js';
import { LOG_KEPT, closedText, panelText } from '../../panel/text.js';
import { answerAtOnce, freshPresentation, presentTurn } from '../../panel/turn.js';

const REDRAW: ReadonlySet<GameEvent['type']> = new Set([
  'armiesMoved',
  'phaseChanged',
  'playerEliminated',
  'hqCaptured',
  'territoriesDealt',
  'setupFinished',
  'gameOver',
  'turnStarted',
]);

/**
 * Whether an event re-uploads the panel's board. Within a turn the placements and the conquests
 * are told by the log lines, and the board comes back, redrawn, once the attacks end (and with
 * the next turn's ping): a human turn uploads two or three boards, not one per conquest
 * (issue 26: at most 200 KB a turn on a phone).
 */
const redraws = (e: GameEvent): boolean =>
  REDRAW.has(e.type) &&
  !(e.type === 'armiesMoved' && e.reason === 'conquest') &&
  !(e.type === 'phaseChanged' && e.phase === 'attack');

/** Identifies who the game waits for: a new panel (and ping) when it changes. */
export function waitKey(r: MapRecord): string {
  const s = r.state;
  if (!s) return 'lobby';
  if (s.phase.kind === 'over') return 'over';
  const who = panelPlayer(r);
  return `${s.turn.number}:${s.phase.kind === 'chooseHQ' ? 'hq' : s.phase.kind === 'setupSimultaneous' ? 'plan' : (who ?? 'ai')}:${r.paused ? 'paused' : ''}`;
}

export function panelMessage(
  r: MapRecord,
  locale: Locale,
  log: string[],
  step: PanelStep = ROOT,
  top: string[] = [],
): OutMessage {
  const ctl = buildControls(r, step, locale);
  return { text: panelText(r, locale, { top, log, prompt: ctl.prompt }), selects: ctl.selects, buttons: ctl.buttons };
}

/**
 * Presents accepted steps (the AI seats' too: the app plays them, src/app/ai-driver.ts) and
 * brings the panel up to date: an edit while the same player acts, a ping (new panel) when the
 * turn passes, a result at the end.
 */
export async function advanceMapPanel(bot: Bot, a: Advance<MapRecord, MapStep>): Promise<void> {
  const L = a.record.locale;
  const { own: ownSteps, ai: aiSteps } = splitAtAi(a.steps);
  const start = startOf(a.before ?? a.record);
  const lines = [
    ...(a.extraLines ?? []),
    ...ownSteps.flatMap((s) =>
      s.by === 'human' ? describeEvents(a.record, s.events, L, s.actor) : summariseTurns(a.record, [s], L, start),
    ),
  ];
  const own = privatePicker(a.record, a.ctx, a.steps) ?? (await fogOwn(bot, a));
  // A command's own answer goes out now; the panel follows in the channel's turn.
  const answered = await answerAtOnce(a.ctx, lines, own);
  await serial(a.record.channelId, async () => {
    const after = a.record;
    await freshPresentation(bot, after);
    const aiLines = aiSteps.length ? summariseTurns(after, aiSteps, L, startAfter(start, ownSteps)) : [];
    const pausedNow = a.pausedNow ?? (!!after.paused && !!a.before && !a.before.paused);
    if (pausedNow) aiLines.push(panelCat(L).paused(panelCat(L).takeBackHow));
    const events: GameEvent[] = a.steps.flatMap((s) => s.events);
    const tradeLog = [...(after.tradeLog ?? [])];
    noteTrades(Object.assign(after, { tradeLog }), events);
    // The picture is re-uploaded when the attacks end, a player is out or the turn passes (and
    // after an undo); placements, rolls and conquests are told by the log lines (redraws).
    const board = a.steps.length === 0 || events.some(redraws);
    // A roll that generals, forts, admirals or cards raised (NA-GEN-1, NA-FORT-1, NA-NAV-4,
    // NA-EFF) is shown in the battle close-up beside the board (at sea: the naval combat's last
    // roll), its dice with what raised each; a later roll replaces it (one without modifiers
    // takes it away), and so does the next new board.
    const roll = lastRoll(
      after,
      ownSteps.flatMap((s) => s.events),
    );
    const seen = { ...(after.seen ?? {}) };
    const posted = await presentTurn(bot, {
      record: after,
      ctx: a.ctx,
      shownUpTo: a.shownUpTo,
      key: waitKey(after),
      lines,
      more: aiLines,
      kept: LOG_KEPT,
      own,
      answered,
      // A move that changes no picture (no new board, no roll close-up shown or taken away)
      // can leave its edit to the one queued behind it.
      ...(board || roll ? {} : { later: () => queuedAfter(after.channelId) }),
      edited: async (log, panel) => {
        // Same player, same turn: edit in place.
        const msg = panelMessage(after, L, log, a.step ?? ROOT, panel.top);
        const closeUp = roll?.dice ? roll : null;
        if (board) msg.images = await boardImages(bot, after, closeUp !== null, {}, closeUp);
        else if (closeUp || (roll && panel.closeUp)) {
          // The roll's close-up beside the board the message has: the board stays attached (the
          // log lines tell the roll, as after any roll), only the close-up is uploaded, and a
          // roll without modifiers takes it away (issue 26: at most 200 KB a turn).
          msg.keep = [boardName(bot)];
          msg.images = closeUp ? await closeUpImages(bot, after, closeUp) : [];
        }
        return msg;
      },
      // The lobby keeps its seats; a turn panel keeps its log (with the step that ended it).
      closed: (panel, fromLobby) =>
        fromLobby
          ? { text: fit([lobbyText(after, L, bot.mention), ...(a.extraLines ?? [])]), selects: [], buttons: [] }
          : {
              text: closedText(a.before?.state ? a.before : after, L, [...panel.log, ...lines]),
              selects: [],
              buttons: [],
            },
      opened: (carried) => newPanel(bot, after, carried, seen),
      patch: (isNew) => (isNew ? { seen, tradeLog } : { tradeLog }),
    });
    if (posted === 'posted') await dmPings(bot, after);
    await sendSecrets(bot, after, a.steps);
  });
}

/**
 * FOG-2: under fog the acting seat's own board answers its tap or command (the channel's panel
 * has no controls then): its lines as the seat sees them, and the controls for what comes next.
 */
async function fogOwn(bot: Bot, a: Advance<MapRecord, MapStep>): Promise<OutMessage | null> {
  const r = a.record;
  if (!a.ctx || !underFog(r)) return null;
  const me = seatOf(r, a.ctx.user.id);
  if (me < 0) return null;
  const L = a.ctx.user.locale;
  const lines = a.steps
    .filter((s) => s.actor === me && s.by === 'human')
    .flatMap((s) => describeEvents(r, eventsInSight(r.state!, eventsFor(s.events, me), me), L, s.actor, true));
  return myBoardMessage(bot, r, me, L, a.step ?? ROOT, lines);
}

/** The acting player's private C-SET-7 plan, redrawn after each of their planning taps. */
function privatePicker(r: MapRecord, ctx: CommandContext | null, steps: MapStep[]): OutMessage | null {
  if (!ctx || r.state?.phase.kind !== 'setupSimultaneous') return null;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (me < 0) return null;
  const said = steps
    .filter((s) => s.actor === me)
    .flatMap((s) => describePrivateEvents(r, s.events, me, ctx.user.locale));
  const p = planPicker(r, me, ROOT, ctx.user.locale);
  return { text: fit([...said, p.prompt]), selects: p.selects, buttons: p.buttons };
}

function startOf(r: MapRecord): { player: number; round: number } {
  return { player: r.state?.turn.player ?? 0, round: r.state?.turn.round ?? 1 };
}

/** The turn under way after these steps: the last one they started, else the one they began in. */
function startAfter(start: { player: number; round: number }, steps: MapStep[]): { player: number; round: number } {
  let at = start;
  for (const s of steps)
    for (const e of s.events) if (e.type === 'turnStarted') at = { player: e.player, round: e.round };
  return at;
}

/** The ping: mention, what happened since their last turn, the board, their controls. */
async function newPanel(
  bot: Bot,
  r: MapRecord,
  log: string[],
  seen: Record<number, SeenBoard>,
): Promise<OutMessage & { log: string[]; top: string[] }> {
  const L = r.locale;
  const pc = panelCat(L);
  const s = r.state!;
  const top: string[] = [];
  const mentions: string[] = [];
  if (s.phase.kind === 'over') {
    // The result: every secret revealed, the standing, the final board and a Rematch button.
    // The result line comes first; if the whole is too long, the revealed secrets are cut, not the result.
    const end = await endgameMessage(bot, r);
    // The oldest log lines give way first, so the standing and the dice luck below it fit too.
    const fits = (shown: string[]) => panelMessage(r, L, shown).text.length + 1 + end.text.length <= 2000;
    const msg = panelMessage(r, L, logAboveEnd(r, L, log, fits));
    const both = `${msg.text}\n${end.text}`;
    return {
      ...msg,
      text: both.length <= 2000 ? both : `${both.slice(0, 1999)}…`,
      buttons: [...(msg.buttons ?? []), ...(end.buttons ?? [])].slice(0, 5),
      images: end.images,
      log,
      top,
    };
  }
  const p = panelPlayer(r);
  const together = s.phase.kind === 'chooseHQ' || s.phase.kind === 'setupSimultaneous';
  const pinged = together
    ? waitingFor(s).filter((x) => r.seats[x]?.kind === 'human' && !r.seats[x].autopilot)
    : p === null
      ? []
      : [p];
  for (const x of pinged) {
    const seat = r.seats[x];
    const mode = pingMode(r, x);
    // A tournament table names its players by their entries (as its header and players line do).
    const mention = seat.entry ? `${playerLabel(r, x)} (${bot.mention(seat.userId!)})` : bot.mention(seat.userId!);
    const who = mode === 'mention' || mode === 'both' ? mention : playerLabel(r, x);
    // Muted, or quiet hours: the mention does not ring (in quiet hours the reminder at the night's end does).
    if ((mode === 'mention' || mode === 'both') && !pingSilenced(r, x, bot.service.now())) mentions.push(seat.userId!);
    top.push(pc.ping(who, cat(L).phase[s.phase.kind] ?? s.phase.kind));
    // FOG-2: under fog the reinforcements and the losses are the seat's news, on its own board
    if (!underFog(r) && s.phase.kind === 'reinforce' && s.turn.player === x && s.players[x].reserve)
      top.push(pc.reinforcements(s.players[x].reserve));
    if (!underFog(r)) top.push(...sinceLastTurn(r, x, L));
    seen[x] = snapshot(r);
  }
  const msg = panelMessage(r, L, log, ROOT, top);
  return { ...msg, mentions, images: await boardImages(bot, r), log, top };
}

/** Players who asked for a DM when it is their turn (no controls there: the panel has them). */
async function dmPings(bot: Bot, r: MapRecord): Promise<void> {
  const s = r.state;
  if (!s || s.phase.kind === 'over') return;
  const p = panelPlayer(r);
  const who =
    s.phase.kind === 'chooseHQ' || s.phase.kind === 'setupSimultaneous' ? waitingFor(s) : p === null ? [] : [p];
  for (const x of who) {
    const seat = r.seats[x];
    const mode = pingMode(r, x);
    if (!seat?.userId || seat.autopilot || (mode !== 'dm' && mode !== 'both')) continue;
    if (pingSilenced(r, x, bot.service.now())) continue;
    await dmTurnPing(bot, r, x);
  }
}

/** The map panel's controls redrawn with the record's revision. */
export async function refreshMapPanel(bot: Bot, r: MapRecord): Promise<void> {
  if (!r.panel || !r.state || r.panel.key === 'lobby' || r.status !== 'playing') return;
  await bot.transport.edit(r.channelId, r.panel.messageId, panelMessage(r, r.locale, r.panel.log, ROOT, r.panel.top));
}

/** Re-draws the panel for a navigation tap (a territory picked, Back): no state change. */
export async function showStep(bot: Bot, ctx: CommandContext, r: MapRecord, step: PanelStep): Promise<void> {
  if (await fogStep(ctx, r, step)) return; // FOG-2: a seat's private board navigates in place
  const panel = r.panel;
  const msg = panelMessage(r, r.locale, panel?.log ?? [], step, panel?.top);
  if (ctx.update && ctx.component && panel && ctx.component.messageId === panel.messageId) {
    await ctx.update(msg);
    return;
  }
  if (panel) await bot.transport.edit(r.channelId, panel.messageId, msg);
  await ctx.reply({ text: panelCat(ctx.user.locale).onPanel }, { ephemeral: true });
}
