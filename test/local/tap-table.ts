// Tap tests' table: the scripted phone player of src/local/tap-driver.ts with 1-byte pictures
// (these tests count messages and controls; test/render draws the real images).
import type { BoardImages } from '../../src/app/images.ts';
import type { GameRecord } from '../../src/app/record.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameStore } from '../../src/store/index.ts';

export { chooseTap, rng } from '../../src/local/tap-driver.ts';

let stores: GameStore<GameRecord>[] = [];
export async function closeTables(): Promise<void> { for (const s of stores) await s.close(); stores = []; }

const fakeImages: BoardImages = {
  extension: 'png',
  board: async () => Buffer.from([1]),
  battle: async () => Buffer.from([2]),
  goal: async () => Buffer.from([3]),
};

export async function tapTable(seed: number, images: BoardImages = fakeImages) {
  const { table, service, store } = await openTapTable(seed, images);
  stores.push(store);
  return { table, service };
}
