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

const formats = new Map<Locale, Intl.NumberFormat>();

/** `n` in the language's own format ("1,764", "1 764", "1.764"; at most one decimal). */
export function num(locale: Locale, n: number): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formats.set(locale, f);
  }
  return f.format(n);
}

/** "1 army", "2 armies", "0 armée", "1 armata"; "1,764 armies" (the number in the language's format). */
export function count(locale: Locale, n: number, forms: Forms): string {
  return `${num(locale, n)} ${plural(locale, n, forms)}`;
}
