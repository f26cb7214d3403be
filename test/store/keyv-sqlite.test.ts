// KeyvStore on a real SQLite file in a temp dir: what the bot relies on across restarts.
import { KeyvSqlite } from '@keyv/sqlite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvStore, StoreError, type Migration } from '../../src/store/index.ts';

interface Counter {
  schemaVersion: 1;
  count: number;
  log: string[];
}

let dir: string;
let url: string;
const open: KeyvStore<Counter>[] = [];

async function openStore(options: { namespace?: string; url?: string } = {}): Promise<KeyvStore<Counter>> {
  const store = await KeyvStore.open<Counter>({
    url: options.url ?? url,
    schemaVersion: 1,
    namespace: options.namespace,
  });
  open.push(store);
  return store;
}

const counter = (count: number): Counter => ({ schemaVersion: 1, count, log: [] });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'risk-store-'));
  url = `sqlite://${join(dir, 'nested', 'games.sqlite')}`;
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  await rm(dir, { recursive: true, force: true });
});

describe('KeyvStore on sqlite', () => {
  it('round-trips a record and creates the folder of the file', async () => {
    const store = await openStore();
    const record: Counter = { schemaVersion: 1, count: 3, log: ['é', '🎲', 'a"b'] };
    await store.set('channel-1', record);
    expect(await store.get('channel-1')).toEqual(record);
    expect(await store.get('channel-2')).toBeUndefined();
  });

  it('sets WAL journal mode and a busy timeout on the connection', async () => {
    const store = await KeyvStore.open<Counter>({ url, schemaVersion: 1, busyTimeoutMs: 2_500 });
    open.push(store);
    expect(await store.sqliteSettings()).toEqual({ journalMode: 'wal', busyTimeoutMs: 2_500 });
  });

  it('a new store on the same file after a "restart" sees every game, and list() pages past the adapter limit', async () => {
    const first = await openStore();
    // More than the sqlite iterator's page of 10.
    const ids = Array.from({ length: 23 }, (_, i) => `game-${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) await first.set(id, counter(i));
    await first.close();

    const second = await openStore();
    const games = await second.list();
    expect(games.map((g) => g.id)).toEqual(ids);
    expect(games.map((g) => g.record.count)).toEqual(ids.map((_, i) => i));
    expect(await second.get('game-07')).toEqual(counter(7));
  });

  it('two stores open on one file at once (two processes) see each other’s writes', async () => {
    const a = await openStore();
    const b = await openStore();
    await a.set('shared', counter(1));
    expect(await b.get('shared')).toEqual(counter(1));
    await b.set('shared', counter(2));
    expect(await a.get('shared')).toEqual(counter(2));
  });

  it('namespaces keep games apart in one database', async () => {
    const games = await openStore();
    const other = await openStore({ namespace: 'other-bot' });
    await games.set('x', counter(1));
    await other.set('x', counter(2));
    await other.set('y', counter(3));
    expect(await games.get('x')).toEqual(counter(1));
    expect((await games.list()).map((g) => g.id)).toEqual(['x']);
    expect((await other.list()).map((g) => g.id)).toEqual(['x', 'y']);
    await expect(KeyvStore.open({ url, schemaVersion: 1, namespace: 'risk_games' })).rejects.toMatchObject({
      code: 'BAD_URL',
    });
  });

  it('50 concurrent read-modify-writes through withGame lose nothing', async () => {
    const store = await openStore();
    await store.set('g', counter(0));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.withGame('g', async (current, tx) => {
          tx.set({ ...current!, count: current!.count + 1, log: [...current!.log, `w${i}`] });
        }),
      ),
    );
    const final = await store.get('g');
    expect(final?.count).toBe(50);
    // Serialised in call order.
    expect(final?.log).toEqual(Array.from({ length: 50 }, (_, i) => `w${i}`));
  });

  it('migrates a record written by an older build when it is loaded', async () => {
    const old = await KeyvStore.open<{ schemaVersion: 1; armies: number }>({ url, schemaVersion: 1 });
    await old.set('g', { schemaVersion: 1, armies: 3 });
    await old.close();

    const migrations: Record<number, Migration> = { 1: (r) => ({ ...r, armies: undefined, reserve: r.armies }) };
    const next = await KeyvStore.open<{ schemaVersion: 2; reserve: number }>({ url, schemaVersion: 2, migrations });
    try {
      expect(await next.get('g')).toMatchObject({ schemaVersion: 2, reserve: 3 });
      expect((await next.list())[0]?.record.reserve).toBe(3);
    } finally {
      await next.close();
    }
  });
});

describe('KeyvStore errors surface', () => {
  it('opening on an unwritable path rejects with an IO StoreError', async () => {
    const file = join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    const opening = KeyvStore.open({ url: `sqlite://${join(file, 'games.sqlite')}`, schemaVersion: 1 });
    await expect(opening).rejects.toBeInstanceOf(StoreError);
    await expect(opening).rejects.toMatchObject({ code: 'IO' });
  });

  it('a path SQLite cannot open (a folder) rejects with an IO StoreError', async () => {
    await expect(KeyvStore.open({ url: `sqlite://${dir}`, schemaVersion: 1 })).rejects.toMatchObject({ code: 'IO' });
  });

  it('a failing database makes get/set/list reject instead of answering "no game"', async () => {
    const store = await openStore();
    await store.set('g', counter(1));
    // Another connection breaks the table under the store, as corruption or a bad manual edit would.
    const saboteur = new KeyvSqlite({ uri: url });
    await saboteur.query('DROP TABLE keyv');
    await saboteur.disconnect();
    await expect(store.get('g')).rejects.toMatchObject({
      code: 'IO',
      message: expect.stringContaining('no such table'),
    });
    await expect(store.set('g', counter(2))).rejects.toMatchObject({ code: 'IO' });
    await expect(store.list()).rejects.toMatchObject({ code: 'IO' });
  });

  it('using a closed store rejects', async () => {
    const store = await openStore();
    await store.close();
    await expect(store.get('g')).rejects.toMatchObject({ code: 'CLOSED' });
  });
});
