// NA-TURN-1: the panel's board image is asked with the ruleset's round limit, so its band says
// "Year r of n" (the drawing itself: test/render/advanced-board.test.ts).
import { describe, expect, it } from 'vitest';
import type { BoardImageOptions, BoardImages } from '../../src/app/images.js';
import type { PublicView, RulesetId } from '../../src/engine/index.js';
import type { MapRecord } from '../../src/discord/games/map/record.js';
import { boardImages } from '../../src/discord/panel/images.js';
import type { Bot } from '../../src/discord/surface.js';
import { classic } from '../../src/rules/classic.js';
import { game, useRuleset } from '../engine/helpers.js';

describe('the board image of a game with a round limit', () => {
  const FIVE = 'five-years' as RulesetId;
  useRuleset({ ...classic, id: FIVE, roundLimit: 5 });

  /** The options the panel asks the board image with, for a new game of `ruleset`. */
  async function askedWith(ruleset: RulesetId): Promise<BoardImageOptions & { view: PublicView }> {
    const asked: (BoardImageOptions & { view: PublicView })[] = [];
    const images: BoardImages = {
      extension: 'png',
      board: async (view, options) => {
        asked.push({ ...options, view });
        return Buffer.from('png');
      },
      battle: async () => null,
      goal: async () => Buffer.from('png'),
    };
    const r = { ruleset, state: game(ruleset, 3, { setup: 'auto' }).state, locale: 'en', timer: null };
    await boardImages({ images } as unknown as Bot, r as unknown as MapRecord);
    return asked[0];
  }

  it('NA-TURN-1: the band is told the last round, and the view carries the victory points', async () => {
    const o = await askedWith(FIVE);
    expect(o.roundLimit).toBe(5);
    expect(o.view.players.every((p) => p.points === 0)).toBe(true);
  });

  it('a game without a round limit is drawn with rounds as before', async () => {
    const o = await askedWith('classic');
    expect(o.roundLimit).toBeUndefined();
    expect(o.view.players.every((p) => p.points === undefined)).toBe(true);
  });
});
