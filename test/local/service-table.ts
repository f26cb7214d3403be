// A local table on its own SQLite store and test clock, for the transcript tests: the service
// seeded from `seed`, images written to a temporary folder; every store closed after each test.
// The tests read the text and count the pictures: they stand for what they show
// (test/view-images.ts) unless a test asks for the real ones.
import { afterEach } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { LocalTable, type LocalOutput } from '../../src/local/table.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { viewImages } from '../view-images.ts';

let stores: GameRepository[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

export async function makeTable(seed: number, images: BoardImages = viewImages) {
  const { table, service, store } = await openTapTable(seed, images);
  stores.push(store);
  return { table, service };
}

export async function runAll(table: LocalTable, lines: string[]): Promise<LocalOutput[]> {
  const all: LocalOutput[] = [];
  for (const l of lines) all.push(...(await table.run(l)));
  return all;
}

/** What the channel sees: posts and their edits. */
export function isPublic(o: { kind: string }): boolean {
  return o.kind === 'channel' || o.kind === 'edit';
}
