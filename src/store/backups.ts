// SQLite's online backup on a schedule (BACKUP_DIR, BACKUP_KEEP, BACKUP_EVERY_HOURS): a whole,
// consistent copy of the store written beside the running bot (VACUUM INTO, src/store/sql-repo.ts),
// named by its UTC time, the newest N kept. Several processes on one SQLite file (shards on one
// host) take a lease so one of them makes each backup. PostgreSQL and Redis are backed up by
// their own tools (docs/operations.md).
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRepository } from './repository.ts';

export interface BackupConfig {
  dir: string;
  keep: number;
  everyMs: number;
}

/** BACKUP_DIR switches backups on (SQLite only); BACKUP_KEEP (default 7), BACKUP_EVERY_HOURS (default 24). */
export function backupConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BackupConfig | null {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) return null;
  const keep = Number(env.BACKUP_KEEP?.trim() || 7);
  const hours = Number(env.BACKUP_EVERY_HOURS?.trim() || 24);
  return {
    dir,
    keep: Number.isInteger(keep) && keep > 0 ? keep : 7,
    everyMs: (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000,
  };
}

const NAME = /^risk-\d{8}-\d{6}\.sqlite$/;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export type BackupOutcome =
  | { ok: true; file: string; removed: string[] }
  | { ok: false; reason: 'not-sqlite' | 'another-process' };

/** One backup now, unless another process holds this period's lease; then the oldest beyond `keep` go. */
export async function runBackup(o: {
  repo: GameRepository;
  dir: string;
  keep: number;
  now: number;
  owner: string;
  everyMs?: number;
}): Promise<BackupOutcome> {
  if (!o.repo.backupTo || o.repo.kind !== 'sqlite') return { ok: false, reason: 'not-sqlite' };
  const ttl = Math.max(60_000, Math.floor((o.everyMs ?? 3_600_000) * 0.9));
  if (!(await o.repo.lease('backup', o.owner, ttl, o.now))) return { ok: false, reason: 'another-process' };
  mkdirSync(o.dir, { recursive: true });
  const file = join(o.dir, `risk-${stamp(o.now)}.sqlite`);
  // Written under another name, then renamed: a backup that is there is whole.
  const tmp = `${file}.part-${process.pid}`;
  rmSync(tmp, { force: true });
  await o.repo.backupTo(tmp);
  renameSync(tmp, file);
  const all = readdirSync(o.dir)
    .filter((f) => NAME.test(f))
    .sort();
  const removed = all.slice(0, Math.max(0, all.length - o.keep));
  for (const f of removed) rmSync(join(o.dir, f), { force: true });
  return { ok: true, file, removed };
}

/** Backups every `everyMs` from now on (the first one period after start); returns the stop. */
export function startBackups(o: {
  repo: GameRepository;
  config: BackupConfig;
  owner: string;
  now: () => number;
  onError: (err: unknown) => void;
  onDone: (out: BackupOutcome) => void;
}): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runBackup({
      repo: o.repo,
      dir: o.config.dir,
      keep: o.config.keep,
      now: o.now(),
      owner: o.owner,
      everyMs: o.config.everyMs,
    })
      .then(o.onDone, o.onError)
      .finally(() => (busy = false));
  }, o.config.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
