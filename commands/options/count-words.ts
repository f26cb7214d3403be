// The words of the count options several commands share (/place, /move), in every language.
import { L } from '../../src/discord/command.js';

/** The `count` option's name. */
export const COUNT_NAME = L({ fr: 'nombre', it: 'numero', de: 'anzahl', 'es-ES': 'cantidad' });

/** "How many armies (default: all)". */
export const HOW_MANY_ALL = L({
  fr: 'Combien d’armées (défaut : toutes)',
  it: 'Quante armate (predefinito: tutte)',
  de: 'Wie viele Armeen (Standard: alle)',
  'es-ES': 'Cuántos ejércitos (por defecto: todos)',
});
