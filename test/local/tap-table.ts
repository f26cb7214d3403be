// Tap tests' table: the scripted phone player of src/local/tap-driver.ts with 1-byte pictures
// (these tests count messages and controls; test/render draws the real images).
import type { BoardImages } from '../../src/app/images.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';

export { chooseTap, rng } from '../../src/local/tap-driver.ts';

let stores: GameRepository[] = [];
export async function closeTables(): Promise<void> {
  for (const s of stores) await s.close();
  stores = [];
}

const fakeImages: BoardImages = {
  extension: 'png',
  board: async () => Buffer.from([1]),
  battle: async () => Buffer.from([2]),
  goal: async () => Buffer.from([3]),
  express: async () => Buffer.from([4]),
};

export async function tapTable(seed: number, images: BoardImages = fakeImages) {
  const { table, service, store } = await openTapTable(seed, images);
  stores.push(store);
  return { table, service };
}
