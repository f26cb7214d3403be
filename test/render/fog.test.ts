// FOG-2 in pixels: a board drawn under fog is the same image whatever lies in the fog. The
// channel's board of a mid-game classic position and of the same position with every
// territory's owner and armies changed are identical; a seat's own board is identical when
// everything out of its sight changes, and differs from the channel's (its own land shows).
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../src/render/board.ts';
import { mapOf } from '../../src/engine/board.ts';
import { getMap, liftFog, viewFor } from '../../src/engine/index.ts';
import { visibleTerritories } from '../../src/engine/fog.ts';
import type { GameState } from '../../src/engine/types.ts';
import { fogGame, playedOn } from '../engine/fog-game.ts';

const midGame = (): GameState => playedOn(fogGame('classic', 3, { setup: 'auto', fog: true }, 4), 120, 2);

/** `s` with every territory not in `keep` given to the next seat round (never `viewer`) with other armies. */
function shuffled(s: GameState, keep: Set<string>, viewer: number | null = null): GameState {
  const x = structuredClone(s);
  const n = x.players.length;
  mapOf(x).territoryIds.forEach((t, i) => {
    if (keep.has(t)) return;
    let q = (x.board.control[i] + 1) % n;
    if (q === viewer) q = (q + 1) % n;
    for (let p = 0; p < n; p++) x.board.armies[i * n + p] = 0;
    x.board.armies[i * n + q] = 7;
    x.board.control[i] = q;
  });
  return x;
}

const png = (s: GameState, viewer: number | null) =>
  drawBoard(viewFor(s, viewer), getMap(s.map), { locale: 'en', width: 600 }).canvas.toBuffer('image/png');

describe('FOG-2: no pixel of a fogged board depends on the fog', () => {
  const s = midGame();

  it("the channel's board is the same whatever the board holds, and is not the open board", () => {
    const pub = png(s, null);
    expect(png(shuffled(s, new Set()), null).equals(pub)).toBe(true);
    expect(png(liftFog(s), null).equals(pub)).toBe(false);
  });

  it("a seat's own board is the same whatever lies out of its sight, and shows its land", () => {
    const seat = s.turn.player;
    const sight = visibleTerritories(s, seat);
    expect(sight.size).toBeLessThan(42);
    const mine = png(s, seat);
    expect(png(shuffled(s, sight, seat), seat).equals(mine)).toBe(true);
    expect(mine.equals(png(s, null))).toBe(false);
  });
});
