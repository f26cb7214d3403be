// Boards drawn in the drawing thread are byte for byte the ones drawn on the event loop, for
// both boards and every format, several at once (each answer goes to its own caller).
import { describe, expect, it } from 'vitest';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { renderBoardOff } from '../../src/render/draw-pool.js';
import { renderBoard } from '../../src/render/index.js';
import { europeSamples, samples } from '../../src/render/samples.js';

describe('renderBoardOff (the drawing thread)', () => {
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
  }, 60_000);
});
