// The three real stores the contract, two-process and crash tests run against. SQLite always;
// Redis and PostgreSQL when REDIS_URL / DATABASE_URL are set (scripts/services.sh starts them
// and .ci/run exports them). Without them a test is skipped and says why — except under
// CI=true, where a missing server is a failure, not a skip.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll } from 'vitest';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';

export interface Backend {
  name: 'sqlite' | 'redis' | 'postgres';
  /** Why it cannot run here, or null. */
  missing: string | null;
  /** A fresh, empty store location (a new file, namespace or schema). */
  fresh(): Promise<Location>;
}

export interface Location {
  url: string;
  /** STORE_NAMESPACE for processes that open it themselves. */
  namespace?: string;
  open(): Promise<GameRepository>;
}

const tag = () => randomBytes(5).toString('hex');

// What this test file created on the shared servers, removed when it ends (the dev machine
// keeps its Redis and PostgreSQL between sessions).
const schemas: string[] = [];
const namespaces: string[] = [];
afterAll(async () => {
  if (schemas.length && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (const s of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await admin.end();
  }
  if (namespaces.length && process.env.REDIS_URL) {
    const client = createClient({ url: process.env.REDIS_URL });
    await client.connect();
    for (const ns of namespaces.splice(0)) {
      for await (const keys of client.scanIterator({ MATCH: `${ns}:*`, COUNT: 500 }))
        if (keys.length) await client.del(keys);
    }
    await client.close();
  }
});

export const backends: Backend[] = [
  {
    name: 'sqlite',
    missing: null,
    async fresh() {
      const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-repo-')), 'games.sqlite')}`;
      return { url, open: () => openRepository(url) };
    },
  },
  {
    name: 'redis',
    missing: process.env.REDIS_URL
      ? null
      : 'REDIS_URL is not set (run scripts/services.sh and export the URL it prints)',
    async fresh() {
      const url = process.env.REDIS_URL!;
      const namespace = `risk-test-${tag()}`;
      namespaces.push(namespace);
      return { url, namespace, open: () => openRepository(url, { namespace }) };
    },
  },
  {
    name: 'postgres',
    missing: process.env.DATABASE_URL
      ? null
      : 'DATABASE_URL is not set (run scripts/services.sh and export the URL it prints)',
    async fresh() {
      const base = process.env.DATABASE_URL!;
      const schema = `risk_test_${tag()}`;
      schemas.push(schema);
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      return { url, open: () => openRepository(url) };
    },
  },
];

/** Runs a backend's tests, skips them saying why, or fails them under CI. */
export function available(b: Backend): boolean {
  if (!b.missing) return true;
  if (process.env.CI === 'true') throw new Error(`${b.name} store tests cannot run in CI: ${b.missing}`);
  console.warn(`skipping ${b.name} store tests: ${b.missing}`);
  return false;
}
