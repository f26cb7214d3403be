// Each player's vacation as every store keeps it: set, replaced, read for several players at
// once (only those still away), and switched off.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRepository } from '../../src/store/repository.ts';
import { available, backends } from '../store/backends.ts';

const open: GameRepository[] = [];
afterEach(async () => {
  for (const r of open.splice(0)) await r.close();
});

for (const backend of backends) {
  describe.runIf(available(backend))(`vacations on ${backend.name}`, () => {
    it('keeps the date each player is away until; only running vacations are read; off removes it', async () => {
      const repo = await (await backend.fresh()).open();
      open.push(repo);
      const index = repo.playerGames!();
      await index.setVacation('a', 5_000);
      await index.setVacation('b', 9_000);
      await index.setVacation('c', 1_000);
      await index.setVacation('a', 7_000);
      expect(await index.vacations(['a', 'b', 'c', 'd'], 2_000)).toEqual(
        new Map([
          ['a', 7_000],
          ['b', 9_000],
        ]),
      );
      await index.setVacation('b', null);
      expect(await index.vacations(['a', 'b'], 2_000)).toEqual(new Map([['a', 7_000]]));
      expect(await index.vacations(['a', 'b'], 7_000)).toEqual(new Map());
      expect(await index.vacations([], 0)).toEqual(new Map());
    });
  });
}
