import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryStore, migrate, type Migration, type RawRecord } from '../../src/store/index.ts';

interface Game {
  schemaVersion: 3;
  version: number;
  players: { name: string; colour: string }[];
  turnDeadline: number | null;
}

// v1 had `names: string[]`; v2 made players objects; v3 added the persisted deadline.
const migrations: Record<number, Migration> = {
  1: (r) => {
    const { names, ...rest } = r as RawRecord & { names: string[] };
    return { ...rest, players: names.map((name) => ({ name, colour: 'neutral' })) };
  },
  2: (r) => ({ ...r, turnDeadline: null }),
};

const schema = z.object({
  schemaVersion: z.literal(3),
  version: z.number().int(),
  players: z.array(z.object({ name: z.string(), colour: z.string() })),
  turnDeadline: z.number().nullable(),
});

const newStore = () => new MemoryStore<Game>({ schemaVersion: 3, migrations, validate: (r) => schema.parse(r) });
const game = (version = 0): Game => ({
  schemaVersion: 3,
  version,
  players: [{ name: 'ann', colour: 'red' }],
  turnDeadline: 5,
});

describe('migrations', () => {
  it('an older record migrates step by step on load', async () => {
    const store = newStore();
    store.seedRaw('c1', { schemaVersion: 1, version: 7, names: ['ann', 'bob'] });
    expect(await store.get('c1')).toEqual({
      schemaVersion: 3,
      version: 7,
      players: [
        { name: 'ann', colour: 'neutral' },
        { name: 'bob', colour: 'neutral' },
      ],
      turnDeadline: null,
    });
    expect((await store.list()).map((g) => g.record.schemaVersion)).toEqual([3]);
  });

  it('a record without schemaVersion is version 0 and needs a migration from 0', () => {
    expect(() => migrate({ a: 1 }, 1, {})).toThrow(expect.objectContaining({ code: 'NO_MIGRATION' }));
    expect(migrate({ a: 1 }, 1, { 0: (r) => ({ ...r, b: 2 }) })).toEqual({ a: 1, b: 2, schemaVersion: 1 });
  });

  it('refuses records from a newer bot, non-objects and records failing validation', async () => {
    const store = newStore();
    store.seedRaw('future', { schemaVersion: 4 });
    store.seedRaw('junk', [1, 2]);
    store.seedRaw('bad', { schemaVersion: 3, version: 'x', players: [], turnDeadline: null });
    await expect(store.get('future')).rejects.toMatchObject({ code: 'FUTURE_SCHEMA' });
    await expect(store.get('junk')).rejects.toMatchObject({ code: 'INVALID_RECORD' });
    await expect(store.get('bad')).rejects.toMatchObject({ code: 'INVALID_RECORD' });
  });

  it('only writes records at the current schemaVersion', async () => {
    const store = newStore();
    const old = { ...game(), schemaVersion: 2 } as unknown as Game;
    await expect(store.set('c1', old)).rejects.toMatchObject({ code: 'SCHEMA_MISMATCH' });
    expect(await store.get('c1')).toBeUndefined();
  });
});

describe('MemoryStore', () => {
  it('round-trips, lists sorted by id, deletes', async () => {
    const store = newStore();
    await store.set('b', game(2));
    await store.set('a', game(1));
    expect(await store.get('a')).toEqual(game(1));
    expect((await store.list()).map((g) => [g.id, g.record.version])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(await store.delete('a')).toBe(true);
    expect(await store.delete('a')).toBe(false);
    expect(await store.get('a')).toBeUndefined();
  });

  it('hands out copies: mutating a loaded record changes nothing stored', async () => {
    const store = newStore();
    await store.set('a', game(1));
    const loaded = (await store.get('a'))!;
    loaded.version = 99;
    expect((await store.get('a'))?.version).toBe(1);
  });

  it('withGame applies staged writes only when the callback succeeds', async () => {
    const store = newStore();
    await store.set('a', game(1));
    await expect(
      store.withGame('a', (current, tx) => {
        tx.set({ ...current!, version: 2 });
        throw new Error('rule refused');
      }),
    ).rejects.toThrow('rule refused');
    expect((await store.get('a'))?.version).toBe(1);

    const result = await store.withGame('a', (current, tx) => {
      tx.set({ ...current!, version: current!.version + 1 });
      return 'applied';
    });
    expect(result).toBe('applied');
    expect((await store.get('a'))?.version).toBe(2);

    await store.withGame('a', (_current, tx) => tx.delete());
    expect(await store.get('a')).toBeUndefined();
  });

  it('is closed after close()', async () => {
    const store = newStore();
    await store.close();
    await expect(store.get('a')).rejects.toMatchObject({ code: 'CLOSED' });
  });
});
