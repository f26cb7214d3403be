// AI decisions made in the AI threads (src/app/ai-pool.ts) are the decisions the event loop
// would make: two services on the same seeds, one deciding in threads, one at home, store the
// same log and end with the same AI random stream — classic, and napoleon-advanced's AI. The
// threads' queue starts people's decisions before an AI-only game's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AiPool } from '../../src/app/ai-pool.ts';
import { GameService } from '../../src/app/service.ts';
import { forPeople, inBackground } from '../../src/render/lane.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { seedRng } from '../../src/engine/rng.ts';
import { startGame } from '../store/helpers.ts';

const repos: GameRepository[] = [];
const pool = new AiPool(1);
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});
afterAll(() => pool.close());

async function fresh(threads: AiPool | null, maxAiSteps: number): Promise<GameService> {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'ai-pool-')), 'g.sqlite')}`);
  repos.push(repo);
  let s = 41;
  return new GameService({
    store: repo,
    now: () => 1_700_000_000_000,
    seed: () => s++,
    aiThreads: threads,
    maxAiSteps,
  });
}

/** An autopilot host and three AI seats: the AI plays every seat, up to `max` steps. */
async function playOut(threads: AiPool | null, ruleset: 'classic' | 'napoleon-advanced', max: number) {
  const svc = await fresh(threads, max);
  const r = await startGame(svc, 'ch', { ruleset, ais: 3, autopilot: true });
  const log = await svc.store.log(r.gameId);
  return { actions: log.map((e) => [e.kind, e.actor, e.action]), rng: r.aiRng, status: r.status };
}

describe('the AI threads', () => {
  it('make the moves the event loop makes, from the same random stream (classic, a whole game)', async () => {
    await pool.whenReady();
    const before = pool.made.inThread;
    const home = await playOut(null, 'classic', 20_000);
    const off = await playOut(pool, 'classic', 20_000);
    expect(home.status).toBe('over');
    expect(off.actions.length).toBeGreaterThan(100);
    expect(off.actions).toEqual(home.actions);
    expect(off.rng).toEqual(home.rng);
    expect(pool.made.inThread - before).toBeGreaterThan(100);
  }, 120_000);

  it('make the moves the event loop makes in napoleon-advanced (its own AI)', async () => {
    const home = await playOut(null, 'napoleon-advanced', 150);
    const off = await playOut(pool, 'napoleon-advanced', 150);
    expect(off.actions.length).toBeGreaterThan(100);
    expect(off.actions).toEqual(home.actions);
    expect(off.rng).toEqual(home.rng);
  }, 120_000);

  it('start a decision for a game with people before the AI-only games’ decisions queued ahead of it', async () => {
    const svc = await fresh(null, 10);
    const r = await startGame(svc, 'q', { ais: 3 });
    const one = new AiPool(1);
    try {
      await one.whenReady();
      const ask = () => one.decide(r.ruleset, r.state, 1, 'baseline', seedRng(5));
      // One background decision running, two more waiting, then a people's one: it goes next.
      const jobs = [inBackground(ask), inBackground(ask), inBackground(ask), forPeople(ask)];
      await Promise.all(jobs);
      expect(one.started).toEqual(['background', 'people', 'background', 'background']);
      expect(one.made.inThread).toBe(4);
    } finally {
      await one.close();
    }
  }, 60_000);
});
