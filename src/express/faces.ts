// The seven identical Risk Express dice and their six faces (X components).
import { randInt, type RngState } from '../engine/rng.js';

export const FACES = ['general', 'cavalry', 'cannon', 'soldier1', 'soldier2', 'soldier3'] as const;
export type Face = (typeof FACES)[number];

export const DICE = 7;

/** The soldier value a face shows (0 for the symbols). */
export function soldiers(face: Face): number {
  switch (face) {
    case 'soldier1':
      return 1;
    case 'soldier2':
      return 2;
    case 'soldier3':
      return 3;
    default:
      return 0;
  }
}

export function isFace(x: unknown): x is Face {
  return typeof x === 'string' && (FACES as readonly string[]).includes(x);
}

/** Rolls `n` dice from the PRNG state held in the game state (advanced in place). */
export function rollFaces(rng: RngState, n: number): Face[] {
  const out: Face[] = [];
  for (let i = 0; i < n; i++) out.push(FACES[randInt(rng, 6)]);
  return out;
}
