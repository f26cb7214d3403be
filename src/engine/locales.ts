// The languages the game speaks: the one registry. Everything else (catalogues, names data,
// the stored record's schema, Discord's command localizations) is checked against this list,
// so a language added here and missing somewhere is a compile or test error
// (docs/architecture.md, "Adding a language").

/** Our locale codes are Discord's own (`de`, `es-ES`, `fr`, `it`); English is the default. */
export const LOCALES = ['en', 'fr', 'it', 'de', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
/** The languages besides English: the ones Discord's command localizations list. */
export type OtherLocale = Exclude<Locale, 'en'>;
export const OTHER_LOCALES = LOCALES.filter((l): l is OtherLocale => l !== 'en');
