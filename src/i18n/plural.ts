// Plurals by the language's own rules (Intl.PluralRules): French treats 0 and 1 as singular,
// English and Italian only 1. Nouns come in the catalogue as [singular, plural].
import type { Locale } from './names.js';

const rules = new Map<Locale, Intl.PluralRules>();

export type Forms = readonly [one: string, other: string];

/** The form of `forms` that agrees with `n` in `locale`. */
export function plural(locale: Locale, n: number, forms: Forms): string {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r.select(n) === 'one' ? forms[0] : forms[1];
}

/** "1 army", "2 armies", "0 armée", "1 armata". */
export function count(locale: Locale, n: number, forms: Forms): string {
  return `${n} ${plural(locale, n, forms)}`;
}
