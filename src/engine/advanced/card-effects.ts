// NA-EFF, NA-CRD-4: what each territory card does when played for its effect, and when. The
// twelve kinds and their territories are the project's design, kept as data
// (data/napoleon-card-effects.json) and validated at load against the Europe 1811 board: four
// cards a kind, every territory once, the naval kinds only on coasts, the symbols' counts.
import { z } from 'zod';
import { dataFail, parseDataFile } from '../data-file.js';
import effectsJson from '../../../data/napoleon-card-effects.json' with { type: 'json' };
import type { GameMap } from '../map.js';
import { getMap } from '../maps.js';
import { text } from '../napoleon-missions.js';
import { effectTexts } from '../locale-data.js';
import { deckFor } from '../state.js';
import type { EffectKind, GameState, Locale, TerritoryId } from '../types.js';
import { lazyConstant, once } from '../lazy.js';

export const EFFECT_KINDS = [
  'renfort',
  'arsenal',
  'contagion',
  'charge',
  'sapeurs',
  'brulots',
  'defense_heroique',
  'levee_locale',
  'eclaireurs',
  'marche_forcee',
  'transport',
  'espion',
] as const satisfies readonly EffectKind[];

/** NA-CRD-4: R reinforcements, A own combat, D another's combat (armed), AD either, M manoeuvre, S special. */
export const SYMBOLS = ['R', 'A', 'D', 'AD', 'M', 'S'] as const;
export type EffectSymbol = (typeof SYMBOLS)[number];

/** The phases of an advanced turn (NA-TURN-2), as the cards name them. */
export type AdvPhase = 'start' | 'reinforce' | 'combat' | 'manoeuvre' | 'epidemic' | 'end';

export interface EffectDef {
  kind: EffectKind;
  symbol: EffectSymbol;
  name: Record<Locale, string>;
  text: Record<Locale, string>;
  territories: TerritoryId[];
}

export const CARDS_PER_KIND = 4;
/** Kinds that act at sea: their cards lie on coastal territories. */
const NAVAL: readonly EffectKind[] = ['brulots', 'transport'];

const fileSchema = z.object({
  about: z.string(),
  kinds: z.array(
    z.object({
      id: z.enum(EFFECT_KINDS),
      symbol: z.enum(SYMBOLS),
      name: text,
      text,
      territories: z.array(z.string()).length(CARDS_PER_KIND),
    }),
  ),
});

/** Validates the file against the board: each kind once, each territory on exactly one kind. */
export function parseCardEffects(json: unknown, map: GameMap, file = 'data/napoleon-card-effects.json'): EffectDef[] {
  const data = parseDataFile(fileSchema, json, file);
  const fail = dataFail(file);
  const kinds = data.kinds;
  const coastal = new Set(map.seas.zones.flatMap((z) => z.coasts));
  const seen = new Map<TerritoryId, EffectKind>();
  kinds.forEach((k, i) => {
    if (kinds.findIndex((x) => x.id === k.id) !== i) fail(`kinds.${i}.id`, `kind "${k.id}" twice`);
    k.territories.forEach((t, j) => {
      const at = `kinds.${i}.territories.${j}`;
      if (!map.byId[t]) fail(at, `unknown territory "${t}"`);
      if (seen.has(t)) fail(at, `"${t}" already carries ${seen.get(t)}`);
      if (NAVAL.includes(k.id) && !coastal.has(t)) fail(at, `"${t}" is not on a coast, ${k.id} acts at sea`);
      seen.set(t, k.id);
    });
  });
  if (kinds.length !== EFFECT_KINDS.length) fail('kinds', `${kinds.length} kinds, expected ${EFFECT_KINDS.length}`);
  const missing = map.territoryIds.filter((t) => !seen.has(t));
  if (missing.length > 0) fail('kinds', `no effect for ${missing.join(', ')}`);
  return kinds.map((k) => ({
    kind: k.id,
    symbol: k.symbol,
    ...effectTexts(k.name, k.text, k.id),
    territories: k.territories,
  }));
}

/** The effects, read on first use, by kind and by territory. */
const effects = once(() => {
  const all: readonly EffectDef[] = parseCardEffects(effectsJson, getMap('europe-1811'));
  return {
    all,
    byKind: new Map(all.map((e) => [e.kind, e])),
    byTerritory: new Map(all.flatMap((e) => e.territories.map((t) => [t, e] as const))),
  };
});

export const CARD_EFFECTS: readonly EffectDef[] = lazyConstant('array', () => effects().all);

export const effectDef = (kind: EffectKind): EffectDef => effects().byKind.get(kind)!;

/** The effect a territory's card carries (undefined off the Europe 1811 board). */
export const effectOfTerritory = (t: TerritoryId): EffectDef | undefined => effects().byTerritory.get(t);

/** The effect of card `card` in this game; null for a wild (NA-CRD-3). */
export function effectOfCard(s: GameState, card: number): EffectDef | null {
  const t = deckFor(s)[card]?.territory;
  return t ? (effects().byTerritory.get(t) ?? null) : null;
}

/** The card's own territory (NA-CRD-2), null for a wild. */
export const cardTerritory = (s: GameState, card: number): TerritoryId | null => deckFor(s)[card]?.territory ?? null;

/** NA-CRD-4: whether a card of `symbol` may be played for its effect now (own turn or not); D cards are only armed (NA-CRD-5). */
export function playableIn(symbol: EffectSymbol, phase: AdvPhase, ownTurn: boolean): boolean {
  if (!ownTurn) return false; // the cards of another player's turn are armed in advance
  switch (symbol) {
    case 'R':
      return phase === 'reinforce';
    case 'A':
    case 'AD':
      return phase === 'combat';
    case 'M':
      return phase === 'manoeuvre';
    case 'S':
      return true;
    case 'D':
      return false;
  }
}

/** NA-CRD-5: the cards that may be armed for another player's combat phase. */
export const armable = (symbol: EffectSymbol): boolean => symbol === 'D' || symbol === 'AD';
