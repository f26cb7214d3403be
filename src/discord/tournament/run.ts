// Running a tournament on the bot: each table of a round becomes a game in its own thread of the
// tournament's channel (claimed first, so two processes never open one table twice); when a
// table's game ends — on whichever process — its ranking goes into the tournament with a
// compare-and-set, and the process whose write completed the round seats and announces the
// next one (or closes the tournament with the standings). A sweep (start-up, then every few
// seconds) catches whatever a crash or a missed hook left behind.
import { randomBytes } from 'node:crypto';
import { ok } from '../../app/errors.js';
import type { GameRecord, Seat } from '../../app/record.js';
import { rootLogger } from '../../app/log.js';
import { tournamentCat } from '../../i18n/tournament.js';
import { toLocale } from '../../i18n/names.js';
import {
  claimTable,
  currentRound,
  markAnnounced,
  tableOpened,
  tableOfGame,
  tableOver,
  tablesToOpen,
  type Outcome,
  type Tournament,
} from '../../tournament/machine.js';
import { eliminationRounds, rankTable } from '../../tournament/table-ranking.js';
import { isMapRecord } from '../games/map/record.js';
import { publish } from '../flow.js';
import type { Bot } from '../surface.js';
import { TournamentRecords, tournamentsOf } from './records.js';
import { panelMessage, roundAnnouncement, standingsMessage, tableResultText } from './text.js';

/** This process, as the holder of a table it is opening. */
const PROCESS = `${process.pid}-${randomBytes(3).toString('hex')}`;

/** Tournament tables: a turn deadline so nobody can stall a round (R-ABN-1: passive after 3). */
export const TABLE_SETTINGS = { deadlineMinutes: 1440, afk: 'end', maxMissed: 3, takeover: 'passive' } as const;

const running = new Set<Promise<unknown>>();

/** Resolves when every tournament task this process started has finished (tests, shutdown). */
export async function tournamentsIdle(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

export function trackTask(p: Promise<unknown>): void {
  const q = p.catch((err: unknown) => rootLogger.warn({ err }, 'tournament task failed'));
  running.add(q);
  void q.finally(() => running.delete(q));
}

export function recordsOf(bot: Bot): TournamentRecords | null {
  const store = tournamentsOf(bot.service.store);
  return store ? new TournamentRecords(store) : null;
}

export async function refreshPanel(bot: Bot, t: Tournament): Promise<void> {
  if (!t.panelMessageId) return;
  await bot.transport.edit(t.channelId, t.panelMessageId, panelMessage(t)).catch((err: unknown) => {
    rootLogger.warn({ err, tournamentId: t.id }, 'tournament panel edit failed');
    return false;
  });
}

/** A table's game ended: record its ranking; if that completed the round, go on. */
export async function gameEnded(bot: Bot, gameId: string): Promise<void> {
  const recs = recordsOf(bot);
  if (!recs) return;
  const id = await recs.store.tournamentOfGame(gameId);
  if (!id) return;
  const cur = await recs.get(id);
  const where = cur && tableOfGame(cur.t, gameId);
  if (!cur || !where || where.table.result) return;
  const loaded = await bot.service.games.loadGame(gameId);
  const rec = loaded?.record;
  // A table is a map game (TOURNAMENT_RULESETS): its ranking reads the map's state.
  if (!rec?.state || !isMapRecord(rec)) return;
  const status = (await bot.service.store.load(gameId))?.meta.status;
  if (rec.status !== 'over' && status !== 'cancelled') return;
  const table = where.table;
  // R-ABN-1: a seat that abandoned (even if eliminated later) forfeits; so does one the timer took over.
  const log = await bot.service.store.log(gameId);
  const abandoned = new Set(
    log.filter((e) => (e.action as { type?: unknown } | null)?.type === 'abandon').map((e) => e.actor),
  );
  const out = eliminationRounds(log);
  const outcome = rankTable(
    rec.state,
    rec.seats.map((s, i) => ({
      entrant: table.seats[i],
      forfeited: s.kind === 'human' && (!!s.away || abandoned.has(i)),
      ...(out.has(i) ? { outRound: out.get(i)! } : {}),
    })),
    (cur.t.seed ^ parseInt(gameId.slice(-6), 16)) >>> 0,
    rec.endedAt ?? rec.updatedAt,
  );
  if (status === 'cancelled') outcome.cancelled = true;
  const res = await recs.mutate(id, (t) => tableOver(t, gameId, outcome));
  if (!res.ok || !res.changed) return;
  await afterChange(bot, recs, res.before, res.after, where.round.number, table.index);
}

/** Posts what a change showed (a table's result, the next round, the end) and opens the tables. */
async function afterChange(
  bot: Bot,
  recs: TournamentRecords,
  before: Tournament,
  after: Tournament,
  round: number,
  table: number,
): Promise<void> {
  await bot.transport.post(after.channelId, { text: tableResultText(after, round, table) });
  await refreshPanel(bot, after);
  if (after.status === 'over' && before.status !== 'over') await close(bot, recs, after);
  else if (after.rounds.length > before.rounds.length) await seatRound(bot, recs, after.id);
}

async function close(bot: Bot, recs: TournamentRecords, t: Tournament): Promise<void> {
  // Claimed before it is posted: one process posts the standings, never two.
  const res = await recs.mutate(t.id, (x): Outcome => ({ ok: true, value: x.closed ? x : { ...x, closed: true } }));
  if (!res.ok || !res.changed) return;
  await bot.transport.post(t.channelId, await standingsMessage(res.after));
}

/**
 * Opens the current round's tables (threads and games), announces the round once, then posts
 * each table's first panel (an AI table may play to its end right there).
 */
export async function seatRound(bot: Bot, recs: TournamentRecords, id: string): Promise<void> {
  const cur = await recs.get(id);
  const round = cur && currentRound(cur.t);
  if (!cur || !round || cur.t.status !== 'running') return;
  const opened: Opened[] = [];
  for (const table of tablesToOpen(cur.t)) {
    const o = await openTable(bot, recs, id, table.index);
    if (o) opened.push(o);
  }
  await announce(bot, recs, id, round.number);
  for (const o of opened) {
    if (o.steps.length) await publish(bot, o.game, o.steps, null, null, [o.intro]);
    // A table of AI players may be over already (the hook saw it before the table knew its game).
    const after = await bot.service.games.loadGame(o.game.gameId);
    if (after?.record.status === 'over') await gameEnded(bot, o.game.gameId);
  }
}

/** The round's announcement, once every table has its thread and game; posted by one process only. */
async function announce(bot: Bot, recs: TournamentRecords, id: string, number: number): Promise<void> {
  const res = await recs.mutate(id, (t): Outcome => {
    const r = t.rounds.find((x) => x.number === number);
    if (!r || r.announced || r.tables.some((x) => !x.gameId)) return { ok: true, value: t };
    return { ok: true, value: markAnnounced(t, number) };
  });
  if (!res.ok || !res.changed) return;
  await bot.transport.post(res.after.channelId, roundAnnouncement(res.after, number));
  await refreshPanel(bot, res.after);
}

interface Opened {
  game: GameRecord;
  steps: Parameters<typeof publish>[2];
  intro: string;
}

function seatOf(t: Tournament, id: string): Seat {
  const e = t.entrants.find((x) => x.id === id)!;
  return {
    userId: e.kind === 'human' ? e.id : null,
    name: e.name,
    kind: e.kind,
    ai: 'baseline',
    locale: toLocale(e.locale),
    autopilot: false,
    missed: 0,
    ...(e.kind === 'human' ? { entry: true } : {}),
  };
}

/**
 * Tables this process is opening now. The claim keeps other processes off a table, but not this
 * one's own sweep racing the hook that seats a round: both would hold the claim (same holder)
 * and each open a thread for the table.
 */
const opening = new Set<string>();

/** One table: its thread (once), its game with the table's seats, started and posted there. */
async function openTable(bot: Bot, recs: TournamentRecords, id: string, index: number): Promise<Opened | null> {
  const key = `${id}:${index}`;
  if (opening.has(key)) return null;
  opening.add(key);
  try {
    return await openTableOnce(bot, recs, id, index);
  } finally {
    opening.delete(key);
  }
}

async function openTableOnce(bot: Bot, recs: TournamentRecords, id: string, index: number): Promise<Opened | null> {
  const now = bot.service.now();
  const claimed = await recs.mutate(id, (t) => claimTable(t, index, PROCESS, now));
  if (!claimed.ok) return null;
  let t = claimed.after;
  const round = currentRound(t)!;
  const c = tournamentCat(t.locale);
  const name = c.threadName(round.number, index + 1, round.final).slice(0, 90);
  let threadId = round.tables[index].threadId;
  // Each step renews the claim (CLAIM_MS is short so a crash holds the table up briefly).
  const renew = async () => (await recs.mutate(id, (x) => claimTable(x, index, PROCESS, bot.service.now()))).ok;
  if (!threadId) {
    if (!bot.transport.thread) throw new Error('this transport cannot open threads');
    threadId = await bot.transport.thread(t.channelId, name);
    const saved = await recs.mutate(id, (x) => tableOpened(x, index, threadId!, null));
    if (!saved.ok) return null;
    t = saved.after;
  }
  const svc = bot.service;
  const host = { id: t.hostId, name: 'host', locale: toLocale(t.locale) };
  let game = await svc.get(threadId);
  if (!game) {
    if (!(await renew())) return null;
    const limit = round.final ? (t.finalTimeLimitMinutes ?? t.timeLimitMinutes) : t.timeLimitMinutes;
    const options: Record<string, unknown> = limit ? { timeLimitMinutes: limit } : {};
    const made = await svc.create(threadId, name, t.guildId, host, t.ruleset as never, options, toLocale(t.locale), {
      ...TABLE_SETTINGS,
    });
    if (!made.ok) throw new Error(`table game refused: ${made.error.code}`);
    game = made.value;
  }
  const seats = round.tables[index].seats;
  let steps: Parameters<typeof publish>[2] = [];
  if (game.status === 'lobby') {
    if (!(await renew())) return null;
    const seated = await svc.games.mutate(threadId, (r) => {
      if (!r || r.status !== 'lobby') return ok({ record: null, value: null });
      r.seats = seats.map((s) => seatOf(t, s));
      const entry = {
        at: now,
        kind: 'tournamentSeats',
        actor: null,
        userId: null,
        interactionId: null,
        action: { tournament: id, seats },
        events: [],
      };
      return ok({ record: r, value: null, entries: [entry], presented: true });
    });
    if (!seated.ok) throw new Error(`table seats refused: ${seated.error.code}`);
    const started = await svc.start(threadId, host, true);
    if (!started.ok) throw new Error(`table start refused: ${started.error.code}`);
    game = started.value.record;
    steps = started.value.steps;
  }
  const opened = await recs.mutate(id, (x) => tableOpened(x, index, threadId!, game!.gameId));
  if (!opened.ok) return null;
  return { game, steps, intro: c.tableIntro(round.number, index + 1, round.final) };
}

/**
 * Start-up and every few seconds: finish what a crash or a lost hook left half done. Returns
 * when a table left unopened under another process's claim may be taken over (the claim's
 * end), or null.
 */
export async function sweep(bot: Bot, owns: (guildId: string | null) => boolean = () => true): Promise<number | null> {
  const recs = recordsOf(bot);
  if (!recs) return null;
  let next: number | null = null;
  for (const id of await recs.store.liveTournaments()) {
    const cur = await recs.get(id);
    if (!cur || cur.t.status !== 'running') continue;
    // A tournament belongs to the shard of its server, like the games: another host's is its own.
    if (!owns(cur.t.guildId)) continue;
    const round = currentRound(cur.t);
    for (const table of round?.tables ?? []) {
      if (!table.gameId || table.result) continue;
      const meta = (await bot.service.store.load(table.gameId))?.meta;
      if (meta && (meta.status === 'over' || meta.status === 'cancelled')) await gameEnded(bot, table.gameId);
    }
    await seatRound(bot, recs, id);
    const after = await recs.get(id);
    for (const table of after ? tablesToOpen(after.t) : [])
      if (table.claim && table.claim.by !== PROCESS) next = Math.min(next ?? Infinity, table.claim.until);
  }
  return next;
}

/**
 * Runs the sweep now and then every `ms` until stopped; and again as soon as a claim that kept a
 * table unopened runs out (a crash mid-way through opening it: the table opens seconds after
 * a restart, not at the next sweep).
 */
export function startSweeping(
  bot: Bot,
  ms = 15_000,
  owns: (guildId: string | null) => boolean = () => true,
): () => void {
  let busy = false;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    trackTask(
      sweep(bot, owns)
        .then((until) => {
          if (until === null || stopped || retry) return;
          retry = setTimeout(
            () => {
              retry = null;
              tick();
            },
            Math.max(50, until - bot.service.now() + 50),
          );
          retry.unref();
        })
        .finally(() => (busy = false)),
    );
  };
  tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    if (retry) clearTimeout(retry);
  };
}
