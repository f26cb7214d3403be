// The rating plot of /risk stats has an x axis now (issue 26: it had no labels): the game counts
// along the bottom, round steps from 0 with the last count, never crowding each other, inside
// the picture, under a caption in the reader's language.
import { describe, expect, it } from 'vitest';
import { recordsCat } from '../../src/i18n/records.ts';
import { drawRatingPlot, ratingPlotTicks, ratingPlotX } from '../../src/render/rating-plot.ts';

describe('rating plot x axis', () => {
  it('labels the games counted: from 0, round steps, the last one too', () => {
    expect(ratingPlotTicks(1)).toEqual([0]);
    expect(ratingPlotTicks(2)).toEqual([0, 1]);
    expect(ratingPlotTicks(6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ratingPlotTicks(24)).toEqual([0, 5, 10, 15, 20, 23]);
    // 21 is too near 20 to write both: the last count replaces the step before it.
    expect(ratingPlotTicks(22)).toEqual([0, 5, 10, 15, 21]);
    expect(ratingPlotTicks(201)).toEqual([0, 50, 100, 150, 200]);
  });

  it('labels sit inside the plot and apart from each other at any length', () => {
    for (let n = 1; n <= 201; n++) {
      const xs = ratingPlotTicks(n).map((i) => ratingPlotX(i, n));
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(40);
      expect(Math.max(...xs)).toBeLessThanOrEqual(640 - 20);
      for (let k = 1; k < xs.length; k++) expect(xs[k] - xs[k - 1]).toBeGreaterThanOrEqual(40);
    }
  });

  it('has a caption in each language', () => {
    for (const locale of ['en', 'fr', 'it'] as const) {
      const caption = recordsCat(locale).plotAxis;
      expect(caption.length).toBeGreaterThan(5);
      const png = drawRatingPlot(recordsCat(locale).plotTitle, [0, 120, 80, 200], caption).toBuffer('image/png');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
