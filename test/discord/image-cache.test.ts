// The bot re-draws a picture only when what it shows changed: the same public view (whatever
// its action counter) is answered from the cache; a changed board, another goal or another
// language is drawn anew.
import { describe, expect, it } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { cachedImages } from '../../src/discord/image-cache.ts';
import { viewFor } from '../../src/engine/index.ts';
import { scenario } from '../engine/helpers.ts';

function counting(): BoardImages & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    extension: 'png',
    board: async (v) => {
      calls.push(`board ${v.version}`);
      return Buffer.from(`b${calls.length}`);
    },
    battle: async () => {
      calls.push('battle');
      return null;
    },
    goal: async (_v, o) => {
      calls.push(`goal ${o.title}`);
      return Buffer.from(o.title);
    },
  };
}

describe('pictures cached by public view', () => {
  it('the same board asked again (another action counter) is not re-drawn; a changed board is', async () => {
    const inner = counting();
    const images = cachedImages(inner);
    const s = scenario({ players: 3, board: { alaska: [0, 5] } });
    const v1 = viewFor(s, null);
    const first = await images.board(v1, { locale: 'en' });
    const again = await images.board({ ...v1, version: v1.version + 7 }, { locale: 'en' });
    expect(again).toBe(first);
    expect(images.drawn).toBe(1);
    const moved = scenario({ players: 3, board: { alaska: [0, 6] } });
    await images.board(viewFor(moved, null), { locale: 'en' });
    await images.board(v1, { locale: 'fr' });
    expect(images.drawn).toBe(3);
    expect(inner.calls).toHaveLength(3);
  });

  it("one player's goal picture is never answered with another's", async () => {
    const inner = counting();
    const images = cachedImages(inner);
    const v = viewFor(scenario({ players: 3 }), null);
    const a = await images.goal(v, { highlight: ['alaska'], title: 'A' }, { locale: 'en' });
    const b = await images.goal(v, { highlight: ['brazil'], title: 'B' }, { locale: 'en' });
    expect(a.toString()).toBe('A');
    expect(b.toString()).toBe('B');
    expect(images.drawn).toBe(2);
  });

  it('keeps only the most recent pictures', async () => {
    const inner = counting();
    const images = cachedImages(inner, 2);
    const views = [1, 2, 3].map((k) => viewFor(scenario({ players: 3, board: { alaska: [0, k] } }), null));
    for (const v of views) await images.board(v, { locale: 'en' });
    await images.board(views[2], { locale: 'en' }); // kept
    await images.board(views[0], { locale: 'en' }); // evicted: drawn again
    expect(images.drawn).toBe(4);
  });
});
