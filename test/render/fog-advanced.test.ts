// FOG-8..10 in pixels: a napoleon-advanced board drawn under fog is the same image whatever lies
// in the fog — owners and armies, generals, forts, epidemics and fleets. The channel's board of a
// mid-game position and of the same position with all of it changed are identical; a seat's own
// board is identical when everything out of its sight changes, and shows its land and fleets.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../src/render/board.ts';
import { getMap, liftFog, viewFor } from '../../src/engine/index.ts';
import { seedRng } from '../../src/engine/rng.ts';
import type { GameState } from '../../src/engine/types.ts';
import { fogGame, playedOn } from '../engine/fog-game.ts';
import { scrambleFog } from '../engine/fog-scramble.ts';

const midGame = (): GameState => playedOn(fogGame('napoleon-advanced', 3, { setup: 'deal', fog: true }, 4), 260, 2);

const png = (s: GameState, viewer: number | null, width = 600) =>
  drawBoard(viewFor(s, viewer), getMap(s.map), { locale: 'en', width }).canvas.toBuffer('image/png');

describe('FOG-8: no pixel of a fogged advanced board depends on the fog', () => {
  const s = midGame();

  it('the position has fleets, generals and forts to hide', () => {
    const u = s.board.units!;
    expect(u.ships.some((x) => x > 0)).toBe(true);
    expect(u.generals.some((x) => x > 0)).toBe(true);
    expect(u.forts.some((x) => x > 0)).toBe(true);
  });

  it("the channel's board is the same whatever the board and the seas hold, and is not the open board", () => {
    const pub = png(s, null);
    for (const k of [1, 2]) expect(png(scrambleFog(s, null, seedRng(k)), null).equals(pub)).toBe(true);
    expect(png(liftFog(s), null).equals(pub)).toBe(false);
    if (process.env.FOG_PNG) {
      writeFileSync('/tmp/fogn-public.png', png(s, null, 1200));
      writeFileSync('/tmp/fogn-public-400.png', png(s, null, 400));
    }
  });

  it("a seat's own board is the same whatever lies out of its sight, and shows its land and fleets", () => {
    const seat = s.turn.player;
    const mine = png(s, seat);
    const v = viewFor(s, seat);
    expect(v.fogged!.length).toBeGreaterThan(0);
    expect(Object.values(v.forces!.sea).some((z) => (z.ships[seat] ?? 0) > 0)).toBe(true);
    for (const k of [1, 2]) expect(png(scrambleFog(s, seat, seedRng(k)), seat).equals(mine)).toBe(true);
    expect(mine.equals(png(s, null))).toBe(false);
    expect(mine.equals(png(liftFog(s), seat))).toBe(false);
    if (process.env.FOG_PNG) {
      writeFileSync('/tmp/fogn-seat.png', png(s, seat, 1200));
      writeFileSync('/tmp/fogn-seat-400.png', png(s, seat, 400));
      writeFileSync('/tmp/fogn-open.png', png(liftFog(s), seat, 1200));
      writeFileSync('/tmp/fogn-seat1.png', png(s, (seat + 1) % 3, 1200));
    }
  });
});
