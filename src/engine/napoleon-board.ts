// What the Napoléon rules read off the Europe 1811 board beyond territories, empires and
// borders: the empires' capitals and the dotted sea lines. Both stay in the board's data file
// (the engine map has no place for them); this reads them once, validated.
import europeJson from '../../data/maps/europe-1811.json' with { type: 'json' };
import { z } from 'zod';
import { armiesOn, controller } from './board.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';
import { ONCE } from './data-file.js';
import { lazyConstant, once } from './lazy.js';

const schema = z.object({
  empires: z.array(z.object({ id: z.string(), capital: z.string(), territories: z.array(z.string()) })),
  borders: z.array(z.object({ a: z.string(), b: z.string(), sea: z.boolean() })),
});

export interface NapoleonBoard {
  /** Empire id → its capital territory. */
  capitals: Record<string, TerritoryId>;
  /** Every capital territory. */
  capitalTerritories: TerritoryId[];
  /** The dotted sea lines, as pairs of territories. */
  seaLines: [TerritoryId, TerritoryId][];
}

export function parseNapoleonBoard(json: unknown, file = 'data/maps/europe-1811.json'): NapoleonBoard {
  const r = schema.safeParse(json, ONCE);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`${file}: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  const capitals: Record<string, TerritoryId> = {};
  r.data.empires.forEach((e, i) => {
    if (!e.territories.includes(e.capital))
      throw new Error(`${file}: invalid field "empires.${i}.capital": "${e.capital}" is not in ${e.id}`);
    capitals[e.id] = e.capital;
  });
  return {
    capitals,
    capitalTerritories: Object.values(capitals),
    seaLines: r.data.borders.filter((b) => b.sea).map((b) => [b.a, b.b]),
  };
}

/** The board's capitals and sea lines, read on first use. */
export const napoleonBoard = once(() => parseNapoleonBoard(europeJson));
export const NAPOLEON_BOARD: NapoleonBoard = lazyConstant('object', napoleonBoard);

/** Who holds `t`, and the armies standing there: the Napoléon modules read the board only here. */
export const holderOf = (s: GameState, t: TerritoryId): PlayerId => controller(s, t);
export const armiesAt = (s: GameState, t: TerritoryId): number => armiesOn(s, t);
