// Every picture drawn in the drawing thread is byte for byte the one drawn on the event loop:
// boards on both maps in every format, the battle close-up (and its "nothing to show"), a
// player's goal board and the Risk Express table, several at once (each answer goes to its
// own caller).
import { describe, expect, it } from 'vitest';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { expressGame } from '../../src/express/definition.js';
import {
  drawQueue,
  drawn,
  renderBattleOff,
  renderBoardOff,
  renderExpressOff,
  renderPrivateOff,
} from '../../src/render/draw-pool.js';
import { drawExpress } from '../../src/render/express.js';
import { encodeImage, renderBattleView, renderBoard, renderPrivate } from '../../src/render/index.js';
import { forPeople, inBackground } from '../../src/render/lane.js';
import { europeSamples, samples } from '../../src/render/samples.js';
import { CAV, CAN, G, newGame, rolled } from '../express/helpers.js';

describe('the drawing thread', () => {
  it('draws the same bytes as renderBoard, world and Europe, png8 / png / webp, concurrently', async () => {
    const views = [viewFor(samples.midGame(), null), viewFor(samples.conquest(), null), europeSamples.team()];
    const jobs = views.flatMap((view) =>
      (['png8', 'png', 'webp'] as const).map((format) => ({
        view,
        options: { format, locale: 'fr' as const, note: 'Délai : 22:00 UTC' },
      })),
    );
    const off = await Promise.all(jobs.map((j) => renderBoardOff(j.view, getMap(j.view.map), j.options)));
    for (const [k, j] of jobs.entries()) {
      const here = await renderBoard(j.view, getMap(j.view.map), j.options);
      expect(off[k]!.equals(here), `${j.view.map} ${j.options.format}`).toBe(true);
    }
    expect(new Set(off.map((b) => b.toString('base64'))).size).toBe(jobs.length);
  });

  it('draws the battle close-up, a goal board and the Express table as the event loop would', async () => {
    const conquest = viewFor(samples.conquest(), null);
    const start = viewFor(samples.midGame(), null);
    const map = getMap(conquest.map);
    const overlay = { highlight: ['alaska', 'brazil'], title: 'Your goal: Asia and South America', hq: null };
    const table = expressGame.publicView(rolled(newGame(), [CAV, CAN, G, G, G, G, G]));
    const before = { ...drawn };
    const [battle, goal, express] = await Promise.all([
      renderBattleOff(conquest, map, { locale: 'it', format: 'png8' }),
      renderPrivateOff(start, map, overlay, { locale: 'en', format: 'png8' }),
      renderExpressOff(table, { locale: 'fr', format: 'png8' }),
    ]);
    // Drawn in the thread, not on this one.
    expect(drawn.inThread - before.inThread).toBe(3);
    expect(drawn.here).toBe(before.here);
    expect(battle!.equals((await renderBattleView(conquest, map, { locale: 'it', format: 'png8' }))!)).toBe(true);
    expect(goal.equals(await renderPrivate(start, map, overlay, { locale: 'en', format: 'png8' }))).toBe(true);
    expect(express.equals(await encodeImage(drawExpress(table, { locale: 'fr' }), 'png8'))).toBe(true);
    // The goal board is not the public one.
    expect(goal.equals(await renderBoard(start, map, { locale: 'en', format: 'png8' }))).toBe(false);
  });

  it('answers null for a battle close-up when the last move has no source', async () => {
    const view = viewFor(samples.midGame(), null);
    const quiet = { ...view, lastMove: null };
    expect(await renderBattleOff(quiet, getMap(view.map), { format: 'png8' })).toBeNull();
  });

  it('draws a board for a game with people before the AI-only games’ boards queued ahead of it', async () => {
    const view = viewFor(samples.midGame(), null);
    const map = getMap(view.map);
    const board = () => renderBoardOff(view, map, { format: 'png8' });
    const done: string[] = [];
    const note = (who: string) => (b: Buffer) => {
      done.push(who);
      return b;
    };
    // One AI-only board in the thread, two waiting; then a people's board: it is drawn next.
    const jobs = [
      inBackground(board).then(note('ai 1')),
      inBackground(board).then(note('ai 2')),
      inBackground(board).then(note('ai 3')),
      forPeople(board).then(note('people')),
    ];
    await Promise.all(jobs);
    expect(done).toEqual(['ai 1', 'people', 'ai 2', 'ai 3']);
    expect(drawQueue.started.slice(-4)).toEqual(['background', 'people', 'background', 'background']);
  });
});
