// Discord's command localizations: a name or description in every registered language besides
// English (the default), keyed by Discord locale. A language added to the registry and missing
// here is a compile error at every command.
import { OTHER_LOCALES, type OtherLocale } from '../engine/locales.js';

/** A command's name or description in every language besides English, keyed by Discord locale. */
export type Localized = Record<OtherLocale, string>;

/** Name/description localizations for builders: en is the default, every other registered language is added. */
export const L = (words: Localized): Localized => words;

/** The localizations of a text each language computes (a duration, a level's name). */
export const localized = (text: (l: OtherLocale) => string): Localized =>
  Object.fromEntries(OTHER_LOCALES.map((l) => [l, text(l)])) as Localized;
