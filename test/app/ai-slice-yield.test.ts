// People first (docs/architecture.md): an AI-only game's slice of AI steps, played by the timer
// loop in the background, ends at the step it is on as soon as somebody waits for an answer, so
// its decisions, its write and its panel come after the people's answers rather than between them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { inBackground } from '../../src/render/lane.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { user } from '../store/helpers.ts';

const repos: GameRepository[] = [];
afterAll(async () => {
  await Promise.all(repos.map((r) => r.close()));
});

const SLICE = 30;

/** A classic game of four AI seats and nobody at it (its host left the lobby), started. */
async function aiOnlyGame(waiting: { now: boolean }) {
  const store = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'ai-yield-')), 'g.sqlite')}`);
  repos.push(store);
  let seed = 11;
  const svc = new GameService({
    store,
    now: () => 1_700_000_000_000,
    seed: () => seed++,
    aiOnlySlice: SLICE,
    peopleWaiting: () => waiting.now,
  });
  const host = user('alice');
  const made = await svc.create('robots', 'robots', 'guild-1', host, 'classic', {}, 'en');
  if (!made.ok) throw new Error(made.error.code);
  await svc.leave('robots', host);
  for (let i = 0; i < 4; i++) await svc.addAi('robots', host, true);
  const started = await svc.start('robots', host, true);
  if (!started.ok) throw new Error(started.error.code);
  return { svc, gameId: started.value.record.gameId };
}

describe('an AI-only game yields to people', () => {
  it('its background slice plays the whole slice when nobody waits, and one step when somebody does', async () => {
    const waiting = { now: false };
    const { svc, gameId } = await aiOnlyGame(waiting);
    const aiEntries = async () => (await svc.store.log(gameId)).filter((e) => e.kind === 'ai').length;
    // The command that started it played none of its AI steps (it answered at once).
    expect(await aiEntries()).toBe(0);

    await inBackground(() => svc.runAi('robots'));
    expect(await aiEntries()).toBe(SLICE);

    // An interaction is being handled: the slice stores the step it was on, and stops.
    waiting.now = true;
    const { steps } = await inBackground(() => svc.runAi('robots'));
    expect(steps).toHaveLength(1);
    expect(await aiEntries()).toBe(SLICE + 1);

    // Answered: the next slice is whole again.
    waiting.now = false;
    await inBackground(() => svc.runAi('robots'));
    expect(await aiEntries()).toBe(2 * SLICE + 1);
  });
});
