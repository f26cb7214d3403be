// The 14 country cards and six continents (data/express/cards.json), validated at load.
import { z } from 'zod';
import { mapNames } from '../engine/locale-data.js';
import type { Locale } from '../engine/locales.js';
import cardsJson from '../../data/express/cards.json' with { type: 'json' };
import { GENERAL_LINE, type Line } from './lines.js';
import { ONCE } from '../engine/data-file.js';
import { lazyConstant, once } from '../engine/lazy.js';

const names = z.object({ en: z.string().min(1), fr: z.string().min(1), it: z.string().min(1) });
const lineSchema = z.union([
  z
    .object({
      symbols: z
        .array(z.enum(['cavalry', 'cannon', 'general']))
        .min(1)
        .max(7),
    })
    .strict(),
  z.object({ soldiers: z.number().int().min(1).max(21) }).strict(),
]);
const fileSchema = z.object({
  _about: z.string().optional(),
  continents: z
    .array(
      z.object({ id: z.string().min(1), name: names, score: z.number().int().positive(), known: z.boolean() }).strict(),
    )
    .min(1),
  cards: z
    .array(
      z
        .object({
          id: z.string().min(1),
          name: names,
          continent: z.string(),
          score: z.number().int().positive(),
          general: z.boolean(),
          lines: z.array(lineSchema).min(1).max(6),
          known: z.array(z.enum(['score', 'lines'])),
        })
        .strict(),
    )
    .min(1),
});

/** A name in every registered language (the file's three, the others from data/names/<code>.json). */
export type Names = Record<Locale, string>;
export type CardId = string;

export interface ContinentDef {
  id: string;
  name: Names;
  /** Replaces the sum of its cards' scores for the player who closed it (X-7). */
  score: number;
  /** True when the printed value is known; false when the project designed it. */
  known: boolean;
  cards: CardId[];
}

export interface CardDef {
  id: CardId;
  name: Names;
  continent: string;
  score: number;
  /** Whether the card has a General circle (all but Australia). */
  general: boolean;
  lines: Line[];
  /** What the published card is known to print; the rest is designed (docs/express.md). */
  known: ('score' | 'lines')[];
}

export interface ExpressContent {
  cards: CardDef[];
  continents: ContinentDef[];
  byId: Record<CardId, CardDef>;
  continentById: Record<string, ContinentDef>;
}

export function parseCards(json: unknown, file = 'data/express/cards.json'): ExpressContent {
  const r = fileSchema.safeParse(json, ONCE);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`${file}: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  const continents: ContinentDef[] = r.data.continents.map((c) => ({
    ...c,
    name: mapNames(c.name, 'express', 'continents', c.id),
    cards: [],
  }));
  const continentById = Object.fromEntries(continents.map((c) => [c.id, c]));
  const byId: Record<CardId, CardDef> = {};
  const cards = r.data.cards.map((c): CardDef => {
    if (byId[c.id]) throw new Error(`${file}: card "${c.id}" appears twice`);
    const cont = continentById[c.continent];
    if (!cont) throw new Error(`${file}: card "${c.id}" has unknown continent "${c.continent}"`);
    const lines = c.lines.map(
      (l): Line => ('soldiers' in l ? { kind: 'soldiers', count: l.soldiers } : { kind: 'symbols', faces: l.symbols }),
    );
    const card: CardDef = { ...c, name: mapNames(c.name, 'express', 'territories', c.id), lines };
    byId[c.id] = card;
    cont.cards.push(c.id);
    return card;
  });
  for (const c of continents) if (c.cards.length === 0) throw new Error(`${file}: continent "${c.id}" has no card`);
  return { cards, continents, byId, continentById };
}

/** The cards and continents, read on first use. */
export const expressContent = once(() => parseCards(cardsJson));
export const EXPRESS: ExpressContent = lazyConstant('object', expressContent);

/** The lines an attacker must fill: the card's lines, plus its General circle when required. */
export function requiredLines(card: CardDef, needGeneral: boolean): Line[] {
  return needGeneral && card.general ? [...card.lines, GENERAL_LINE] : card.lines;
}
