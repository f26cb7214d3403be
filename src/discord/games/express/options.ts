// A new Risk Express game's options and its rules text (/risk new, /risk rules).
import { expressCardList, expressRules } from '../../../i18n/express.js';
import type { Locale } from '../../../i18n/names.js';
import { typedNewOptions } from '../../new-options.js';
import type { OptionValues } from '../../surface.js';

/**
 * Risk Express's one option, X-OPT-1: continue the previous player's failed attack. A map
 * option given with it is passed on, so the lobby refuses it and names the option Express has.
 */
export function expressNewGameOptions(opts: OptionValues): Record<string, unknown> {
  return {
    ...typedNewOptions(opts),
    ...(opts.continue_failed !== undefined
      ? { continueFailed: opts.continue_failed === true || opts.continue_failed === 'true' }
      : {}),
  };
}

/** Its rules in short and the 14 cards (the designed ones labelled so). */
export function expressRulesText(locale: Locale): string {
  return ['**Risk Express**', ...expressRules(locale), '', ...expressCardList(locale)].join('\n');
}
