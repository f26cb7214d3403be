// The Risk Express table image: drawn from the public view in every phase and locale, with the
// target card framed and the tray's dice in their face colours.
import { describe, expect, it } from 'vitest';
import { expressGame } from '../../src/express/definition.js';
import { drawExpress } from '../../src/render/express.js';
import { runExpressGame } from '../../src/sim/express.js';
import { CAV, CAN, G, newGame, play, rolled } from '../express/helpers.js';

function pixel(canvas: ReturnType<typeof drawExpress>, x: number, y: number): [number, number, number] {
  const d = canvas.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0], d[1], d[2]];
}

describe('Risk Express image', () => {
  it('draws the start, a turn in progress and the end, in en/fr/it, at the asked width', () => {
    const over = runExpressGame({ players: 5, seed: 3, ais: ['expected'] }).final;
    for (const s of [newGame(), rolled(newGame(), [CAV, CAN, G, G, G, G, G]), over]) {
      for (const locale of ['en', 'fr', 'it'] as const) {
        const c = drawExpress(expressGame.publicView(s), { locale });
        expect(c.width).toBe(720);
        expect(c.height).toBeGreaterThan(600);
      }
    }
    expect(drawExpress(expressGame.publicView(over), { width: 400 }).width).toBe(400);
  });

  it('frames the target card and draws the tray dice', () => {
    const s = play(rolled(newGame(), [CAV, CAV, G, G, G, G, G]), { type: 'fill', card: 'north-africa', line: 0 }).state;
    s.attempt!.tray = ['general', 'general', 'general', 'general', 'general'];
    const framed = drawExpress(expressGame.publicView(s));
    const plain = drawExpress(expressGame.publicView(newGame()));
    // North Africa is the first card of the fourth row: its left frame edge, halfway down.
    const x = 12 + 1,
      y = 44 + 4 + 3 * (118 + 8) + 59;
    expect(pixel(framed, x, y)).toEqual([0xff, 0x2d, 0x95]);
    expect(pixel(plain, x, y)).not.toEqual([0xff, 0x2d, 0x95]);
    // The first tray die (a General, purple) in the panel's right half.
    const panelY = 44 + 4 * 118 + 3 * 8 + 8;
    const die = pixel(framed, 12 + (720 - 24) * 0.52 + 12 + 5, panelY + 40 + 20);
    expect(die).toEqual([0x6d, 0x35, 0x96]);
  });
});
