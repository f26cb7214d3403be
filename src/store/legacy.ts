// Games stored by the earlier build (keyv over SQLite, one record per channel, no log) are
// brought into the new tables once at start-up, so an upgrade keeps the games in progress.
// Each becomes a game keyed by its own id with one 'import' log entry holding the state it
// had (replay starts from it). Idempotent: an id already present is left alone.
import { existsSync } from 'node:fs';
import { openSqliteConnection } from './open.ts';
import type { GameRepository } from './repository.ts';
import { SqlRepository } from './sql-repo.ts';

export const LEGACY_NAMESPACE = 'risk-games';

interface LegacyRow {
  key: string;
  value: string;
}

// The keyv table lives in the store's own file, which the repository holds open in this
// process: read on the repository's own connection when it has one (a second connection is a
// second SQLite thread, 0.2 CPU s at every start-up), else through the same SQLite library
// (openSqliteConnection says why).
async function readLegacy(repo: GameRepository, path: string): Promise<LegacyRow[]> {
  if (repo instanceof SqlRepository) return repo.legacyKeyvRows(LEGACY_NAMESPACE);
  const db = await openSqliteConnection(path);
  try {
    const tables = await db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'keyv'");
    if (!tables.length) return [];
    return await db.all<LegacyRow>('SELECT key, value FROM keyv WHERE key LIKE ?', [`${LEGACY_NAMESPACE}:%`]);
  } finally {
    await db.close();
  }
}

export interface LegacyImport {
  imported: number;
  skipped: number;
  unreadable: string[];
}

export async function importLegacyGames(repo: GameRepository, sqliteFile: string, now: number): Promise<LegacyImport> {
  const out: LegacyImport = { imported: 0, skipped: 0, unreadable: [] };
  if (sqliteFile === ':memory:' || !existsSync(sqliteFile)) return out;
  for (const row of await readLegacy(repo, sqliteFile)) {
    let record: Record<string, unknown>;
    try {
      const wrapped = JSON.parse(row.value) as { value?: unknown };
      record = (typeof wrapped.value === 'string' ? JSON.parse(wrapped.value) : wrapped.value) as Record<
        string,
        unknown
      >;
      if (!record || typeof record.gameId !== 'string' || typeof record.channelId !== 'string')
        throw new Error('no game id');
    } catch {
      out.unreadable.push(row.key);
      continue;
    }
    const status = String(record.status);
    const live = status === 'lobby' || status === 'playing';
    const data = JSON.stringify({ ...record, logSeq: 1, presentedSeq: 1 });
    const res = await repo.commit({
      meta: {
        gameId: record.gameId,
        channelId: record.channelId,
        guildId: (record.guildId as string | null) ?? null,
        status,
        live,
        wakeAt: live ? now : null,
      },
      expectedVer: 0,
      data,
      claimChannel: live,
      log: [
        {
          at: now,
          kind: 'import',
          actor: null,
          userId: null,
          interactionId: null,
          action: { state: record.state ?? null, rev: record.rev ?? 0 },
          events: [],
        },
      ],
    });
    if (res.ok) out.imported++;
    else out.skipped++;
  }
  return out;
}
