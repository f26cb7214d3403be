// The names data of the languages added after the first three: one JSON file a language
// (data/names/<code>.json) holding its territory, continent (empire), sea and route names and
// the texts of the designed cards (Napoléon's missions, Empire missions, card effects).
// English, French and Italian stay written beside the ids in the data files; the others join
// here at load, and a missing name fails the load naming the file and the field — the same
// check as a broken map file (MapDataError).
import { z } from 'zod';
import deJson from '../../data/names/de.json' with { type: 'json' };
import esJson from '../../data/names/es-ES.json' with { type: 'json' };
import type { Locale } from './locales.js';
import { ONCE } from './data-file.js';

/** The languages whose names live in data/names/<code>.json (the others are inline). */
export type NamesFileLocale = Exclude<Locale, 'en' | 'fr' | 'it'>;
export type InlineNames = { en: string; fr: string; it: string };

const words = z.record(z.string(), z.string().min(1));
const namesFileSchema = z.object({
  maps: z.record(
    z.string(),
    z.object({
      continents: words,
      territories: words,
      seaZones: words.optional(),
      seaRoutes: words.optional(),
    }),
  ),
  napoleonMissions: words,
  empireMissions: words,
  cardEffects: z.record(z.string(), z.object({ name: z.string().min(1), text: z.string().min(1) })),
});
type NamesFile = z.infer<typeof namesFileSchema>;

const raw: Record<NamesFileLocale, unknown> = { de: deJson, 'es-ES': esJson };

const parsed = new Map<NamesFileLocale, NamesFile>();

function fileOf(locale: NamesFileLocale): NamesFile {
  let f = parsed.get(locale);
  if (!f) {
    const r = namesFileSchema.safeParse(raw[locale], ONCE);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new Error(
        `data/names/${locale}.json: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`,
      );
    }
    f = r.data;
    parsed.set(locale, f);
  }
  return f;
}

export const NAMES_FILE_LOCALES = Object.keys(raw) as NamesFileLocale[];

function pick(locale: NamesFileLocale, path: string[], found: string | undefined): string {
  if (found === undefined) throw new Error(`data/names/${locale}.json: invalid field "${path.join('.')}": missing`);
  return found;
}

function own<T>(rec: Record<string, T> | undefined, key: string): T | undefined {
  return rec && Object.hasOwn(rec, key) ? rec[key] : undefined;
}

type MapSection = 'continents' | 'territories' | 'seaZones' | 'seaRoutes';

/** A map thing's name in every language: the file's inline three and each names file's own. */
export function mapNames(inline: InlineNames, map: string, section: MapSection, id: string): Record<Locale, string> {
  const out = { ...inline } as Record<Locale, string>;
  for (const l of NAMES_FILE_LOCALES)
    out[l] = pick(l, ['maps', map, section, id], own(own(fileOf(l).maps, map)?.[section], id));
  return out;
}

/** A designed card's text in every language. */
export function cardTexts(
  inline: InlineNames,
  section: 'napoleonMissions' | 'empireMissions',
  id: number | string,
): Record<Locale, string> {
  const out = { ...inline } as Record<Locale, string>;
  for (const l of NAMES_FILE_LOCALES) out[l] = pick(l, [section, String(id)], own(fileOf(l)[section], String(id)));
  return out;
}

/** A card effect's name and text in every language. */
export function effectTexts(
  name: InlineNames,
  text: InlineNames,
  kind: string,
): { name: Record<Locale, string>; text: Record<Locale, string> } {
  const n = { ...name } as Record<Locale, string>;
  const t = { ...text } as Record<Locale, string>;
  for (const l of NAMES_FILE_LOCALES) {
    const e = own(fileOf(l).cardEffects, kind);
    n[l] = pick(l, ['cardEffects', kind, 'name'], e?.name);
    t[l] = pick(l, ['cardEffects', kind, 'text'], e?.text);
  }
  return { name: n, text: t };
}
