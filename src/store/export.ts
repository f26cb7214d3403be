// Games out of a store and into another, as JSON: each game's stored record, its whole action
// log (a seed and the log replay any game) and, once finished, its result. The store's own
// form is kept as is (the record text is not parsed here), so an export made by one build
// imports into the same or a later one, whose loader migrates old records as usual.
//
// An import never rewinds a game: a game the store does not have is created; one it has with
// a shorter log of the same history is brought up to the export's point (the missing log
// entries appended, the record replaced, in one compare-and-set); one with as long a log or a
// different history is refused and reported.
import { z } from 'zod';
import type { GameMeta, GameRepository, GameResult, LogEntry } from './repository.ts';

export const EXPORT_FORMAT = 'risk-games';
export const EXPORT_VERSION = 1;

export interface ExportedGame {
  meta: GameMeta;
  ver: number;
  data: string;
  log: LogEntry[];
  result: GameResult | null;
}

export interface GameExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: number;
  /** The kind of store it was read from (sqlite, redis, postgres). */
  from: string;
  games: ExportedGame[];
}

export type ExportWhich = { gameId: string } | { channelId: string } | { all: true };

export type ExportError = { code: 'not-supported' } | { code: 'not-found'; what: string };

export async function exportGames(
  repo: GameRepository,
  which: ExportWhich,
  now: number,
): Promise<{ ok: true; value: GameExport } | { ok: false; error: ExportError }> {
  if (!repo.gameIds || !repo.resultOf) return { ok: false, error: { code: 'not-supported' } };
  const ids =
    'gameId' in which
      ? [which.gameId]
      : 'channelId' in which
        ? await repo.gameIds(which.channelId)
        : await repo.gameIds();
  const games: ExportedGame[] = [];
  for (const id of ids) {
    const stored = await repo.load(id);
    if (!stored) continue;
    games.push({
      meta: stored.meta,
      ver: stored.ver,
      data: stored.data,
      log: await repo.log(id),
      result: (await repo.resultOf(id)) ?? null,
    });
  }
  if (!games.length && !('all' in which)) {
    return { ok: false, error: { code: 'not-found', what: 'gameId' in which ? which.gameId : which.channelId } };
  }
  return {
    ok: true,
    value: { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, from: repo.kind, games },
  };
}

const metaSchema = z.object({
  gameId: z.string().min(1),
  channelId: z.string(),
  guildId: z.string().nullable(),
  status: z.string(),
  live: z.boolean(),
  wakeAt: z.number().nullable(),
});
const logSchema = z.object({
  seq: z.number().int().nonnegative(),
  at: z.number(),
  kind: z.string(),
  actor: z.number().int().nullable(),
  userId: z.string().nullable(),
  interactionId: z.string().nullable(),
  action: z.unknown(),
  events: z.array(z.unknown()),
});
const resultSchema = z.object({
  gameId: z.string(),
  guildId: z.string().nullable(),
  channelId: z.string(),
  ruleset: z.string(),
  startedAt: z.number(),
  endedAt: z.number(),
  rounds: z.number(),
  seats: z.array(
    z.object({
      seat: z.number(),
      userId: z.string().nullable(),
      name: z.string(),
      kind: z.string(),
      place: z.number(),
      score: z.number().nullable(),
    }),
  ),
});
const exportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.number(),
  from: z.string(),
  games: z.array(
    z.object({
      meta: metaSchema,
      ver: z.number().int(),
      data: z.string(),
      log: z.array(logSchema),
      result: resultSchema.nullable(),
    }),
  ),
});

/** A file's text as an export, or why it is not one. */
export function parseExport(text: string): { ok: true; value: GameExport } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const r = exportSchema.safeParse(json);
  if (!r.success) {
    const first = r.error.issues[0];
    return {
      ok: false,
      reason: `not a ${EXPORT_FORMAT} export (${first?.path.join('.') || 'top'}: ${first?.message})`,
    };
  }
  for (const g of r.data.games) {
    if (g.log.some((e, k) => e.seq !== k)) return { ok: false, reason: `game ${g.meta.gameId}: its log is not whole` };
  }
  return { ok: true, value: r.data as GameExport };
}

export type ImportOutcome =
  | { gameId: string; outcome: 'created' | 'updated'; added: number }
  | {
      gameId: string;
      outcome: 'refused';
      reason: 'same-or-newer' | 'different-history' | 'channel-taken' | 'conflict';
    };

/** Same history: the same entries (kind, seat, interaction, action) at the same positions. */
const sameEntry = (a: LogEntry, b: LogEntry) =>
  a.seq === b.seq &&
  a.kind === b.kind &&
  a.actor === b.actor &&
  a.interactionId === b.interactionId &&
  JSON.stringify(a.action) === JSON.stringify(b.action);

const withoutSeq = (e: LogEntry) => ({
  at: e.at,
  kind: e.kind,
  actor: e.actor,
  userId: e.userId,
  interactionId: e.interactionId,
  action: e.action,
  events: e.events,
});

export async function importGames(repo: GameRepository, file: GameExport): Promise<ImportOutcome[]> {
  const out: ImportOutcome[] = [];
  for (const g of file.games) {
    const gameId = g.meta.gameId;
    const stored = await repo.load(gameId);
    if (!stored) {
      const r = await repo.commit({
        meta: g.meta,
        expectedVer: 0,
        data: g.data,
        log: g.log.map(withoutSeq),
        ...(g.meta.live ? { claimChannel: true } : {}),
        ...(g.result ? { result: g.result } : {}),
      });
      out.push(
        r.ok
          ? { gameId, outcome: 'created', added: g.log.length }
          : { gameId, outcome: 'refused', reason: r.reason === 'channelTaken' ? 'channel-taken' : 'conflict' },
      );
      continue;
    }
    const have = await repo.log(gameId);
    if (have.length >= g.log.length) {
      out.push({ gameId, outcome: 'refused', reason: 'same-or-newer' });
      continue;
    }
    if (!have.every((e, k) => sameEntry(e, g.log[k]!))) {
      out.push({ gameId, outcome: 'refused', reason: 'different-history' });
      continue;
    }
    const missing = g.log.slice(have.length);
    const r = await repo.commit({
      meta: g.meta,
      expectedVer: stored.ver,
      data: g.data,
      log: missing.map(withoutSeq),
      ...(g.result && !(await repo.resultOf?.(gameId)) ? { result: g.result } : {}),
    });
    out.push(
      r.ok ? { gameId, outcome: 'updated', added: missing.length } : { gameId, outcome: 'refused', reason: 'conflict' },
    );
  }
  return out;
}
