// STORE_URL → a keyv storage adapter. SQLite ships with the bot; the others are optional
// packages loaded only when their scheme is used, so a single-process install stays small.
import { KeyvSqlite } from '@keyv/sqlite';
import type { KeyvStoreAdapter } from 'keyv';
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { StoreError, ioError } from './errors.ts';

/** Package to install per URL scheme; each default-exports an adapter class taking the URL. */
export const ADAPTER_PACKAGES: Readonly<Record<string, string>> = {
  redis: '@keyv/redis',
  rediss: '@keyv/redis',
  valkey: '@keyv/valkey',
  postgres: '@keyv/postgres',
  postgresql: '@keyv/postgres',
  mysql: '@keyv/mysql',
  mongodb: '@keyv/mongo',
  'mongodb+srv': '@keyv/mongo',
};

export type Importer = (specifier: string) => Promise<unknown>;
type AdapterClass = new (url: string) => KeyvStoreAdapter;

export interface SqliteSettings {
  /** How long a writer waits for another connection's lock before SQLITE_BUSY. */
  busyTimeoutMs: number;
}

export interface OpenedAdapter {
  adapter: KeyvStoreAdapter;
  /** Runs SQL on the sqlite connection; null for other backends. */
  sqliteQuery: ((sql: string) => Promise<Record<string, unknown>[]>) | null;
}

export function schemeOf(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (!match)
    throw new StoreError('BAD_URL', `store: STORE_URL "${url}" has no scheme (sqlite://path, redis://…, postgres://…)`);
  return match[1]!.toLowerCase();
}

/** sqlite://data/games/risk.sqlite is relative to the working directory; sqlite:///abs/path is absolute. */
export function sqlitePath(url: string): string {
  const path = url.replace(/^sqlite:\/\//i, '');
  if (path === '' || path === ':memory:') return ':memory:';
  return isAbsolute(path) ? path : resolve(path);
}

async function openSqlite(url: string, settings: SqliteSettings): Promise<OpenedAdapter> {
  const path = sqlitePath(url);
  if (path !== ':memory:') {
    try {
      await mkdir(dirname(path), { recursive: true });
    } catch (cause) {
      throw ioError(`creating the folder of ${path}`, cause);
    }
  }
  const adapter = new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: settings.busyTimeoutMs });
  const sqliteQuery = (sql: string): Promise<Record<string, unknown>[]> =>
    adapter.query(sql) as Promise<Record<string, unknown>[]>;
  try {
    // WAL lets a reader (a second process, a backup) coexist with the writer; NORMAL sync
    // is the usual pairing with WAL and still survives a process crash.
    await sqliteQuery('PRAGMA journal_mode = WAL');
    await sqliteQuery('PRAGMA synchronous = NORMAL');
    // The first real statement: proves the file is writable now, not at the first game.
    await sqliteQuery('CREATE TABLE IF NOT EXISTS keyv_probe(x)');
    await sqliteQuery('DROP TABLE keyv_probe');
  } catch (cause) {
    await adapter.disconnect().catch(() => {});
    throw ioError(`opening sqlite database ${path}`, cause);
  }
  return { adapter, sqliteQuery };
}

function isModuleNotFound(error: unknown, specifier: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (
    code === 'ERR_MODULE_NOT_FOUND' ||
    code === 'MODULE_NOT_FOUND' ||
    (message.includes(specifier) && /cannot find|failed to (load|resolve)/i.test(message))
  );
}

async function openOther(url: string, scheme: string, importer: Importer): Promise<OpenedAdapter> {
  const specifier = ADAPTER_PACKAGES[scheme];
  if (!specifier) {
    const known = ['sqlite', ...Object.keys(ADAPTER_PACKAGES)].join(', ');
    throw new StoreError('BAD_URL', `store: unsupported STORE_URL scheme "${scheme}" (known: ${known})`);
  }
  let module: unknown;
  try {
    module = await importer(specifier);
  } catch (cause) {
    if (isModuleNotFound(cause, specifier)) {
      throw new StoreError(
        'ADAPTER_MISSING',
        `store: STORE_URL uses ${scheme}:// which needs the package ${specifier}; install it with: npm install ${specifier}`,
        { cause },
      );
    }
    throw ioError(`loading ${specifier}`, cause);
  }
  const Adapter = (module as { default?: unknown }).default;
  if (typeof Adapter !== 'function') {
    throw new StoreError('ADAPTER_MISSING', `store: ${specifier} has no default export adapter class`);
  }
  return { adapter: new (Adapter as AdapterClass)(url), sqliteQuery: null };
}

export async function openAdapter(
  url: string,
  settings: SqliteSettings,
  importer: Importer = (specifier) => import(specifier),
): Promise<OpenedAdapter> {
  const scheme = schemeOf(url);
  return scheme === 'sqlite' ? openSqlite(url, settings) : openOther(url, scheme, importer);
}
