// /risk tournament new|join|leave|start|standings|cancel and the tournament panel's buttons.
// Every change is a pure transition (src/tournament/machine.ts) written with a compare-and-set;
// a refusal is a short private answer in the reader's language, and the panel is edited after.
import { toLocale } from '../../i18n/names.js';
import { tournamentCat } from '../../i18n/tournament.js';
import {
  addAi,
  cancel,
  createTournament,
  join,
  leave,
  setTimeLimits,
  start,
  type Outcome,
  type Tournament,
} from '../../tournament/machine.js';
import { endsOnScores, tournamentRulesets } from '../../rules/registry.js';
import { tableSizes, type TournamentFormat } from '../../tournament/format.js';
import type { CommandContext, OptionValues } from '../surface.js';
import { newTournamentId, type Changed, type TournamentRecords } from './records.js';
import { recordsOf, refreshPanel, seatRound, trackTask } from './run.js';
import { LIMIT_CHOICES, limitText, panelMessage, parseTournamentButton, refusal, standingsMessage } from './text.js';
import type { TournamentCatalogue } from '../../i18n/tournament.js';

/** "Time limit per game: 3 days (final 3 days)." */
function limitSet(c: TournamentCatalogue, t: Tournament): string {
  return c.limits.set(limitText(c, t.timeLimitMinutes), limitText(c, t.finalTimeLimitMinutes ?? t.timeLimitMinutes));
}

/** The rulesets a tournament is played with: the world map's, 3 to 6 seats. */
export const TOURNAMENT_RULESETS = tournamentRulesets;

export { tableSizes };

/** A table's time limit, in minutes: 10 minutes to 30 days. */
export const TIME_LIMIT = { min: 10, max: 43_200 } as const;

/** The format asked for, or the ruleset's own by default (RisiKo!'s for a ruleset scored as RisiKo!, R-END-1); null when unknown. */
export function formatFor(ruleset: unknown, format: unknown): TournamentFormat | null {
  if (format === undefined || format === '') return endsOnScores(String(ruleset)) ? 'risiko' : 'classic';
  return format === 'classic' || format === 'risiko' ? format : null;
}

async function say(ctx: CommandContext, text: string): Promise<void> {
  await ctx.reply({ text }, { ephemeral: true });
}

/** The tournament a table's thread plays for: the thread's game is one of its tables. */
async function ofTable(ctx: CommandContext, recs: TournamentRecords): Promise<Tournament | undefined> {
  const gameId = await ctx.bot.service.store.currentGameId(ctx.channelId);
  const id = gameId ? await recs.store.tournamentOfGame(gameId) : undefined;
  return id ? (await recs.get(id))?.t : undefined;
}

/**
 * The tournament asked for: by its id (a panel button), else the channel's, else the one whose
 * table this thread is. `finished`: the channel's last one also when it is over (standings).
 */
async function current(ctx: CommandContext, id?: string, finished = false): Promise<Tournament | null> {
  const recs = recordsOf(ctx.bot);
  if (!recs) return null;
  const inChannel = (c: string) => (finished ? recs.lastInChannel(c) : recs.inChannel(c));
  const t = id ? (await recs.get(id))?.t : ((await inChannel(ctx.channelId)) ?? (await ofTable(ctx, recs)));
  if (!t) await say(ctx, refusal(ctx.user.locale, 'none'));
  return t ?? null;
}

export async function tournamentNew(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const L = ctx.user.locale;
  const recs = recordsOf(ctx.bot);
  if (!recs || !ctx.guildId || !ctx.bot.transport.thread) return say(ctx, refusal(L, 'noThreads'));
  const ruleset = String(opts.ruleset ?? 'classic');
  if (!(TOURNAMENT_RULESETS as readonly string[]).includes(ruleset))
    return say(ctx, tournamentCat(L).refusal.badRuleset(TOURNAMENT_RULESETS.join(', ')));
  const format = formatFor(ruleset, opts.format);
  if (!format) return say(ctx, tournamentCat(L).refusal.badFormat);
  const sizes = tableSizes(format);
  const tableSize = typeof opts.table_size === 'number' ? opts.table_size : 4;
  if (!Number.isInteger(tableSize) || tableSize < sizes.min || tableSize > sizes.max)
    return say(ctx, tournamentCat(L).refusal.badTableSize(format, sizes.min, sizes.max));
  const limits = [opts.time_limit, opts.final_time_limit];
  const badLimit = (v: unknown) =>
    v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < TIME_LIMIT.min || v > TIME_LIMIT.max);
  if (limits.some(badLimit)) return say(ctx, tournamentCat(L).refusal.badTimeLimit);
  const minutes = (v: unknown) => (typeof v === 'number' ? v : null);
  const now = ctx.bot.service.now();
  const t = createTournament({
    id: newTournamentId(now),
    guildId: ctx.guildId,
    channelId: ctx.channelId,
    host: { id: ctx.user.id, name: ctx.user.name, locale: ctx.user.locale },
    locale: toLocale(String(opts.language ?? ctx.user.locale)),
    ruleset,
    format,
    tableSize,
    timeLimitMinutes: minutes(opts.time_limit),
    finalTimeLimitMinutes: minutes(opts.final_time_limit),
    fillWithAi: opts.fill_with_ai === true,
    seed: ctx.bot.service.now() >>> 0,
    now,
  });
  const made = await recs.create(t);
  if (!made.ok) return say(ctx, refusal(L, made.error));
  await say(ctx, tournamentCat(L).joined);
  const messageId = await ctx.bot.transport.post(ctx.channelId, panelMessage(t));
  await recs.mutate(t.id, (x): Outcome => ({ ok: true, value: { ...x, panelMessageId: messageId } }));
}

type Op = 'join' | 'leave' | 'ai' | 'start' | 'cancel' | 'limit';

/** One change by the reader; the tap's own panel is updated in place, a command answers privately. */
export async function tournamentChange(ctx: CommandContext, op: Op, id?: string): Promise<void> {
  // The panel's time-limit menu: the minutes chosen (0 = none), one of the choices it offers.
  const limit = op === 'limit' ? LIMIT_CHOICES.find((x) => String(x.minutes ?? 0) === ctx.component?.values[0]) : null;
  if (op === 'limit' && !limit) return;
  const L = ctx.user.locale;
  const t = await current(ctx, id);
  const recs = recordsOf(ctx.bot);
  if (!t || !recs) return;
  const now = ctx.bot.service.now();
  const host = (x: Tournament) => x.hostId === ctx.user.id || ctx.canManage;
  const me = { id: ctx.user.id, name: ctx.user.name, locale: ctx.user.locale };
  const step: Record<Op, (x: Tournament) => Outcome> = {
    join: (x) => join(x, me),
    leave: (x) => leave(x, me.id),
    ai: (x) => addAi(x, host(x)),
    start: (x) => start(x, host(x), now),
    cancel: (x) => cancel(x, host(x), now),
    limit: (x) => setTimeLimits(x, host(x), limit!.minutes, limit!.finalMinutes),
  };
  const res: Changed = await recs.mutate(t.id, step[op]);
  if (!res.ok) return say(ctx, refusal(L, res.error, res.need));
  const c = tournamentCat(L);
  const panel = panelMessage(res.after);
  const onPanel = ctx.component && ctx.update && ctx.component.messageId === res.after.panelMessageId;
  if (onPanel) await ctx.update!(panel);
  else {
    const said: Record<Op, string> = {
      join: c.joined,
      leave: res.before.status === 'signup' ? c.left : c.withdrew,
      ai: c.status.signup,
      start: c.status.running(1, res.after.rounds[0]?.final ?? false),
      cancel: c.cancelled,
      limit: limitSet(c, res.after),
    };
    await say(ctx, said[op]);
    await refreshPanel(ctx.bot, res.after);
  }
  if (op === 'leave' && onPanel && res.before.status !== 'signup') await say(ctx, c.withdrew);
  if (op === 'cancel' && onPanel) await ctx.bot.transport.post(res.after.channelId, { text: c.cancelled });
  // Opening the tables plays the AI's turns and draws boards: after the answer, not before it.
  if (op === 'start')
    trackTask(
      seatRound(ctx.bot, recs, res.after.id).catch(async (err: unknown) => {
        await ctx.bot.transport.post(res.after.channelId, { text: tournamentCat(res.after.locale).threadFailed });
        throw err;
      }),
    );
}

export async function tournamentStandings(ctx: CommandContext, id?: string): Promise<void> {
  const t = await current(ctx, id, true);
  if (!t) return;
  await ctx.reply(await standingsMessage(t), { ephemeral: true });
}

/** A button on a tournament panel (custom id `t:<id>:<verb>`). */
export async function tournamentTap(ctx: CommandContext, customId: string): Promise<void> {
  const b = parseTournamentButton(customId);
  if (!b) return;
  if (b.verb === 'standings') return tournamentStandings(ctx, b.tournamentId);
  const op = ({ join: 'join', leave: 'leave', ai: 'ai', start: 'start', limit: 'limit' } as const)[b.verb as 'join'];
  if (op) return tournamentChange(ctx, op, b.tournamentId);
}
