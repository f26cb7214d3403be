// Names never drawn as boxes; headquarters marked (revealed ones publicly, your own privately).
import { describe, expect, it } from 'vitest';
import { getMap } from '../../src/engine/maps.ts';
import { viewFor } from '../../src/engine/view.ts';
import { drawBoard } from '../../src/render/board.ts';
import { hasGlyph, legible } from '../../src/render/fonts.ts';
import { drawPrivate } from '../../src/render/private.ts';
import { samples } from '../../src/render/samples.ts';
import { hqOf } from '../../src/engine/ext.js';
import type { GameState } from '../../src/engine/types.js';

const pixels = (c: { toBuffer(mime: 'image/png'): Buffer }) => c.toBuffer('image/png').toString('base64');

describe('font fallback', () => {
  it('draws emoji, Cyrillic and Greek with the shipped fallbacks', () => {
    expect(hasGlyph('🤖'.codePointAt(0)!)).toBe(true);
    expect(hasGlyph('Ж'.codePointAt(0)!)).toBe(true);
    expect(hasGlyph('Ω'.codePointAt(0)!)).toBe(true);
    expect(legible('🤖 Ada', '#2')).toBe('🤖 Ada');
  });

  it('leaves out what no font has (no box), and falls back to the seat when nothing is left', () => {
    expect(hasGlyph('李'.codePointAt(0)!)).toBe(false);
    expect(legible('李小龙 Lee', '#4')).toBe('Lee');
    expect(legible('李小龙', '#4')).toBe('#4');
  });
});

describe('K-1: headquarters on the images', () => {
  const caps = samples.capitals();
  const map = getMap(caps.map);
  /** The same game with every HQ hidden again. */
  const hideHqs = (): GameState => {
    const s: GameState = structuredClone(caps);
    for (const h of Object.values(s.ext.capitals!)) h.revealed = false;
    return s;
  };

  it('revealed HQs are marked on the public board', () => {
    const hidden = hideHqs();
    expect(caps.players.filter((p) => hqOf(caps, p.id)).length).toBeGreaterThan(0);
    expect(pixels(drawBoard(viewFor(caps, null), map).canvas)).not.toBe(
      pixels(drawBoard(viewFor(hidden, null), map).canvas),
    );
  });

  it('a secret HQ is on its owner’s private image only', () => {
    const secret = hideHqs();
    const view = viewFor(secret, null);
    expect(view.players.every((p) => p.hq === null)).toBe(true);
    const overlay = { highlight: [], title: 'HQ' };
    const withHq = pixels(drawPrivate(view, map, { ...overlay, hq: hqOf(secret, 0) }));
    expect(withHq).not.toBe(pixels(drawPrivate(view, map, overlay)));
  });
});
