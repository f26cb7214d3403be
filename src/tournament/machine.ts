// A tournament across tables, as a pure state machine: sign-up, seating, each table's result,
// the next round, the champion. No I/O: the bot creates the threads and games and feeds the
// results back (src/discord/tournament/); every transition returns a new record or a refusal
// code, and a transition that was already applied changes nothing (the store's compare-and-set
// may run it twice, on two processes).
import { nextField, seatTables, seatableCount, tableSizes, type TableResult, type TournamentFormat } from './format.js';

export const TOURNAMENT_SCHEMA_VERSION = 1;
/** Most entrants in one tournament (20 tables of 6). */
export const MAX_ENTRANTS = 120;
/**
 * How long a claim on a table keeps other processes from opening it. Short, and renewed by its
 * holder before each step of the opening (thread, game, start): a crash mid-way (the final's
 * thread made, its game not) holds the table up for seconds after a restart, not minutes.
 */
export const CLAIM_MS = 6_000;

export type TournamentStatus = 'signup' | 'running' | 'over' | 'cancelled';

export interface Entrant {
  /** The Discord user id, or `ai:<n>` for an AI entrant. */
  id: string;
  name: string;
  kind: 'human' | 'ai';
  locale: string;
  /** Withdrew (or was dropped) after the start: never seated again, never goes through. */
  withdrawn?: boolean;
}

export interface TableOutcome {
  /** Entrant ids, best first (place, then the rulebook's tie-breaks). */
  ranking: string[];
  /** Per entrant: the number the ranking was decided on after place (score or territories). */
  strength: Record<string, number>;
  /** Entrants whose seat was abandoned or taken over (a forfeit): they cannot go through. */
  forfeited: string[];
  /** Entrants eliminated from the table's game: the game round they went out in. */
  outRound?: Record<string, number>;
  /** The game ended by being cancelled: nobody at the table played it out. */
  cancelled?: boolean;
  endedAt: number;
}

export interface Table {
  index: number;
  /** Entrant ids in seat order (seat i of the game is seats[i]). */
  seats: string[];
  threadId: string | null;
  gameId: string | null;
  /** A process opening the table (thread, game) holds it until `until`. */
  claim: { by: string; until: number } | null;
  result: TableOutcome | null;
}

export interface Round {
  number: number;
  final: boolean;
  tables: Table[];
  /** Set once the round's announcement was posted (any process may post a missed one). */
  announced: boolean;
}

export interface Tournament {
  schemaVersion: number;
  id: string;
  guildId: string | null;
  channelId: string;
  hostId: string;
  locale: string;
  ruleset: string;
  format: TournamentFormat;
  /** Preferred seats per table in the preliminary rounds (the final seats everyone qualified). */
  tableSize: number;
  /** C-TOUR-1: each game's time limit in minutes (null = none); the final's may differ. */
  timeLimitMinutes: number | null;
  finalTimeLimitMinutes: number | null;
  /** At the start, AI entrants are added so that every table is full. */
  fillWithAi: boolean;
  status: TournamentStatus;
  entrants: Entrant[];
  rounds: Round[];
  seed: number;
  champion: string | null;
  panelMessageId: string | null;
  /** Set once the closing standings were posted. */
  closed: boolean;
  rev: number;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
}

export type TournamentError =
  | 'signupOnly'
  | 'alreadyEntered'
  | 'notEntered'
  | 'full'
  | 'onlyHost'
  | 'tooFew'
  | 'notRunning'
  | 'claimed'
  | 'unknownTable'
  | 'over';

export type Outcome = { ok: true; value: Tournament } | { ok: false; error: TournamentError; need?: number };

const ok = (value: Tournament): Outcome => ({ ok: true, value });
const no = (error: TournamentError, need?: number): Outcome => ({ ok: false, error, need });
const copy = (t: Tournament): Tournament => structuredClone(t);

/** What `/risk tournament new` chooses: the record's own settings, its creator, its seed and clock. */
export type NewTournament = Pick<
  Tournament,
  | 'id'
  | 'guildId'
  | 'channelId'
  | 'locale'
  | 'ruleset'
  | 'format'
  | 'tableSize'
  | 'timeLimitMinutes'
  | 'finalTimeLimitMinutes'
  | 'fillWithAi'
> & { host: { id: string; name: string; locale: string }; seed: number; now: number };

/** A new tournament in sign-up; its creator is its first entrant (they may leave). */
export function createTournament(p: NewTournament): Tournament {
  const { min, max } = tableSizes(p.format);
  return {
    schemaVersion: TOURNAMENT_SCHEMA_VERSION,
    id: p.id,
    guildId: p.guildId,
    channelId: p.channelId,
    hostId: p.host.id,
    locale: p.locale,
    ruleset: p.ruleset,
    format: p.format,
    tableSize: Math.min(max, Math.max(min, p.tableSize)),
    timeLimitMinutes: p.timeLimitMinutes,
    finalTimeLimitMinutes: p.finalTimeLimitMinutes,
    fillWithAi: p.fillWithAi,
    status: 'signup',
    entrants: [{ id: p.host.id, name: p.host.name, kind: 'human', locale: p.host.locale }],
    rounds: [],
    seed: p.seed,
    champion: null,
    panelMessageId: null,
    closed: false,
    rev: 0,
    createdAt: p.now,
    startedAt: null,
    endedAt: null,
  };
}

export function join(t: Tournament, who: { id: string; name: string; locale: string }): Outcome {
  if (t.status !== 'signup') return no('signupOnly');
  if (t.entrants.some((e) => e.id === who.id)) return no('alreadyEntered');
  if (t.entrants.length >= MAX_ENTRANTS) return no('full', MAX_ENTRANTS);
  const n = copy(t);
  n.entrants.push({ id: who.id, name: who.name, kind: 'human', locale: who.locale });
  return ok(n);
}

/** Before the start: off the list. After: withdrawn (never seated again, cannot go through). */
export function leave(t: Tournament, id: string): Outcome {
  const i = t.entrants.findIndex((e) => e.id === id && !e.withdrawn);
  if (i < 0) return no('notEntered');
  if (t.status === 'over' || t.status === 'cancelled') return no('over');
  const n = copy(t);
  if (n.status === 'signup') n.entrants.splice(i, 1);
  else n.entrants[i].withdrawn = true;
  return ok(n);
}

const AI_NAMES = ['Ada', 'Bismarck', 'Cleopatra', 'Drake', 'Eleanor', 'Frederick', 'Garibaldi', 'Hannibal'];

function aiEntrant(t: Tournament): Entrant {
  const k = t.entrants.filter((e) => e.kind === 'ai').length;
  const base = AI_NAMES[k % AI_NAMES.length];
  const name = `🤖 ${base}${k >= AI_NAMES.length ? ` ${Math.floor(k / AI_NAMES.length) + 1}` : ''}`;
  return { id: `ai:${k + 1}`, name, kind: 'ai', locale: t.locale };
}

export function addAi(t: Tournament, byHost: boolean): Outcome {
  if (!byHost) return no('onlyHost');
  if (t.status !== 'signup') return no('signupOnly');
  if (t.entrants.length >= MAX_ENTRANTS) return no('full', MAX_ENTRANTS);
  const n = copy(t);
  n.entrants.push(aiEntrant(n));
  return ok(n);
}

/** C-TOUR-1: the host sets the games' time limits (minutes, null = none) before the start. */
export function setTimeLimits(
  t: Tournament,
  byHost: boolean,
  limit: number | null,
  finalLimit: number | null,
): Outcome {
  if (!byHost) return no('onlyHost');
  if (t.status !== 'signup') return no('signupOnly');
  if (t.timeLimitMinutes === limit && t.finalTimeLimitMinutes === finalLimit) return ok(t);
  return ok({ ...copy(t), timeLimitMinutes: limit, finalTimeLimitMinutes: finalLimit });
}

function seatRound(t: Tournament, field: string[], number: number, final: boolean): Round {
  const seed = (t.seed ^ (number * 0x2545f491)) >>> 0;
  const tables = final
    ? [field]
    : (seatTables(field, t.format, seed, t.tableSize) ?? seatTables(field, t.format, seed) ?? [field]);
  return {
    number,
    final: final || tables.length === 1,
    announced: false,
    tables: tables.map((seats, index) => ({ index, seats, threadId: null, gameId: null, claim: null, result: null })),
  };
}

/** Host (or a manager): seats round 1. With `fillWithAi`, AI entrants make every table full. */
export function start(t: Tournament, byHost: boolean, now: number): Outcome {
  if (!byHost) return no('onlyHost');
  if (t.status !== 'signup') return no('signupOnly');
  const n = copy(t);
  if (n.fillWithAi) {
    const tables = Math.max(1, Math.ceil(n.entrants.length / n.tableSize));
    const target = Math.max(seatableCount(n.entrants.length, n.format, n.tableSize), tables * n.tableSize);
    while (n.entrants.length < Math.min(target, MAX_ENTRANTS)) n.entrants.push(aiEntrant(n));
  }
  const ids = n.entrants.map((e) => e.id);
  const { min } = tableSizes(n.format);
  if (ids.length < min) return no('tooFew', min);
  if (!seatTables(ids, n.format, n.seed)) return no('tooFew', seatableCount(ids.length, n.format));
  n.rounds = [seatRound(n, ids, 1, false)];
  n.status = 'running';
  n.startedAt = now;
  return ok(n);
}

export function cancel(t: Tournament, byHost: boolean, now: number): Outcome {
  if (!byHost) return no('onlyHost');
  if (t.status === 'over' || t.status === 'cancelled') return no('over');
  const n = copy(t);
  n.status = 'cancelled';
  n.endedAt = now;
  return ok(n);
}

export const currentRound = (t: Tournament): Round | null => t.rounds.at(-1) ?? null;

/** The tables of the current round still without a game. */
export function tablesToOpen(t: Tournament): Table[] {
  if (t.status !== 'running') return [];
  return (currentRound(t)?.tables ?? []).filter((x) => !x.gameId);
}

/** A process takes a table to open it (refused while another holds an unexpired claim). */
export function claimTable(t: Tournament, index: number, by: string, now: number): Outcome {
  const round = currentRound(t);
  const table = round?.tables[index];
  if (t.status !== 'running' || !table) return no('unknownTable');
  if (table.gameId || (table.claim && table.claim.by !== by && table.claim.until > now)) return no('claimed');
  const n = copy(t);
  n.rounds.at(-1)!.tables[index].claim = { by, until: now + CLAIM_MS };
  return ok(n);
}

/** The table's thread (made once) and then its game. */
export function tableOpened(t: Tournament, index: number, threadId: string, gameId: string | null): Outcome {
  const table = currentRound(t)?.tables[index];
  if (t.status !== 'running' || !table) return no('unknownTable');
  const n = copy(t);
  const x = n.rounds.at(-1)!.tables[index];
  x.threadId = x.threadId ?? threadId;
  if (gameId) {
    x.gameId = gameId;
    x.claim = null;
  }
  return ok(n);
}

/** Where a game sits in the tournament. */
export function tableOfGame(t: Tournament, gameId: string): { round: Round; table: Table } | null {
  for (const round of t.rounds) for (const table of round.tables) if (table.gameId === gameId) return { round, table };
  return null;
}

/**
 * A table's game ended. When it was the round's last, the next round is seated (or the final's
 * result closes the tournament). Recording the same game twice changes nothing.
 */
export function tableOver(t: Tournament, gameId: string, outcome: TableOutcome): Outcome {
  if (t.status !== 'running') return no('notRunning');
  const where = tableOfGame(t, gameId);
  if (!where) return no('unknownTable');
  if (where.table.result) return ok(t);
  const n = copy(t);
  const round = n.rounds.find((r) => r.number === where.round.number)!;
  round.tables[where.table.index].result = outcome;
  if (round !== n.rounds.at(-1) || round.tables.some((x) => !x.result)) return ok(n);
  const withdrawn = new Set(n.entrants.filter((e) => e.withdrawn).map((e) => e.id));
  const results: TableResult[] = round.tables.map((x) => ({
    ranking: x.result!.ranking,
    strength: x.result!.strength,
    out: [...x.result!.forfeited, ...x.result!.ranking.filter((id) => withdrawn.has(id))],
  }));
  if (round.final) {
    n.champion = results[0] ? (results[0].ranking.find((id) => !results[0].out!.includes(id)) ?? null) : null;
    n.status = 'over';
    n.endedAt = outcome.endedAt;
    return ok(n);
  }
  const next = nextField(results, n.format, round.number, n.seed);
  if (next.field.length < 2) {
    // Nobody left to play another game (everyone withdrew or forfeited): the best one left wins.
    n.champion = next.field[0] ?? null;
    n.status = 'over';
    n.endedAt = outcome.endedAt;
    return ok(n);
  }
  n.rounds.push(seatRound(n, next.field, round.number + 1, next.final));
  return ok(n);
}

/** The round's announcement is posted (once, by the process whose write set this). */
export function markAnnounced(t: Tournament, round: number): Tournament {
  const n = copy(t);
  const r = n.rounds.find((x) => x.number === round);
  if (r) r.announced = true;
  return n;
}

export interface Standing {
  id: string;
  name: string;
  kind: 'human' | 'ai';
  /** 1 = champion; equal for those who went out in the same round with the same place. */
  rank: number;
  /** The last round played and the place there (1 = table winner). */
  round: number;
  place: number;
  strength: number | null;
  /** Eliminated from that table's game in this game round (null: on the board at the end, or playing). */
  outRound: number | null;
  /** That round was the final. */
  final: boolean;
  withdrawn: boolean;
  forfeited: boolean;
}

/**
 * The standings: the furthest round first, then the place there, then the strength (score or
 * territories). Entrants not seated yet (sign-up) are listed after, in entry order.
 */
export function standings(t: Tournament): Standing[] {
  const rows = t.entrants.map((e) => {
    let round = 0,
      place = 0,
      strength: number | null = null,
      outRound: number | null = null,
      final = false,
      forfeited = false;
    for (const r of t.rounds)
      for (const table of r.tables) {
        if (!table.seats.includes(e.id)) continue;
        round = r.number;
        final = r.final;
        place = table.result ? table.result.ranking.indexOf(e.id) + 1 : 0;
        strength = table.result?.strength[e.id] ?? null;
        outRound = table.result?.outRound?.[e.id] ?? null;
        forfeited = forfeited || !!table.result?.forfeited.includes(e.id);
      }
    return {
      id: e.id,
      name: e.name,
      kind: e.kind,
      rank: 0,
      round,
      place,
      strength,
      outRound,
      final,
      withdrawn: !!e.withdrawn,
      forfeited,
    };
  });
  const key = (s: Standing) => [
    s.id === t.champion ? 0 : 1,
    -s.round,
    s.place === 0 ? 99 : s.place,
    -(s.strength ?? -1e9),
    // Of two eliminated at equal places, the one who lasted longer.
    -(s.outRound ?? 1e9),
  ];
  const cmp = (a: Standing, b: Standing) => {
    const ka = key(a),
      kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  };
  const sorted = [...rows].sort(cmp);
  sorted.forEach((s, i) => (s.rank = i > 0 && cmp(sorted[i - 1], s) === 0 ? sorted[i - 1].rank : i + 1));
  return sorted;
}
