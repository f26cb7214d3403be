// The store's thread started two ways (src/worker-boot.ts): from the compiled build the tests
// name in RISK_WORKER_BUILD (test/setup-workers.ts), as every other test's threads start, and
// from its TypeScript through tsx, as under `tsx scripts/…` with no build: both keep a game.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRepository } from '../../src/store/open.ts';
import { compiledWorker } from '../../src/worker-boot.ts';
import { service, startGame } from './helpers.ts';

const SQLITE_WORKER = new URL('../../src/store/sqlite-worker.ts', import.meta.url);

/** A game started and read back through a store opened now (its thread started now). */
async function keepsAGame(): Promise<void> {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-boot-')), 'g.sqlite')}`);
  try {
    const g = await startGame(service(repo), 'c1');
    expect((await repo.log(g.gameId)).length).toBeGreaterThan(0);
    expect(await repo.currentGameId('c1')).toBe(g.gameId);
  } finally {
    await repo.close();
  }
}

describe('worker threads', () => {
  it("run the build's compiled module when the tests name one, and only for the module it was compiled from", async () => {
    const dir = process.env.RISK_WORKER_BUILD!;
    expect(dir).toBeTruthy();
    expect(compiledWorker(SQLITE_WORKER)).toBe(join(dir, 'sqlite-worker.js'));
    // A module of the same file name elsewhere, and one that is no entry of the build: through tsx.
    expect(compiledWorker(new URL('./sqlite-worker.ts', import.meta.url))).toBeNull();
    expect(compiledWorker(new URL('../../src/store/sql-repo.ts', import.meta.url))).toBeNull();
    await keepsAGame();
  });

  it('run the TypeScript module through tsx without a build', async () => {
    const dir = process.env.RISK_WORKER_BUILD;
    delete process.env.RISK_WORKER_BUILD;
    try {
      expect(compiledWorker(SQLITE_WORKER)).toBeNull();
      await keepsAGame();
    } finally {
      process.env.RISK_WORKER_BUILD = dir;
    }
  });

  it('a store closed leaves its thread to the next one opened: each keeps its own file, and closing the first again leaves the second open', async () => {
    const first = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-boot-')), 'g.sqlite')}`);
    const g = await startGame(service(first), 'c1');
    await first.close();
    const second = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-boot-')), 'g.sqlite')}`);
    try {
      expect(await second.currentGameId('c1')).toBeUndefined();
      await first.close();
      const h = await startGame(service(second), 'c2');
      expect(await second.currentGameId('c2')).toBe(h.gameId);
      expect(h.gameId).not.toBe(g.gameId);
      await expect(first.currentGameId('c1')).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});
