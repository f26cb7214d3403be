// The options /attack and /blitz share (C-ATK-1, C-ATK-7): the attacking territory, the enemy
// one, and their autocomplete, in English, French and Italian.
import { territoryChoices, territoryOption, type Command } from '../../src/discord/command.js';

export const attackSource = territoryOption(
  'from',
  { fr: 'depuis', it: 'da', de: 'von', 'es-ES': 'desde' },
  'Your attacking territory',
  {
    fr: 'Votre territoire attaquant',
    it: 'Il tuo territorio attaccante',
    de: 'Dein angreifendes Gebiet',
    'es-ES': 'Tu territorio atacante',
  },
);

export const attackTarget = territoryOption(
  'to',
  { fr: 'vers', it: 'verso', de: 'nach', 'es-ES': 'hacia' },
  'The enemy territory',
  {
    fr: 'Le territoire ennemi',
    it: 'Il territorio nemico',
    de: 'Das feindliche Gebiet',
    'es-ES': 'El territorio enemigo',
  },
);

/** Autocomplete for both options: the sources that can attack, then the enemies they reach. */
export const attackRouteChoices =
  (command: 'attack' | 'blitz'): NonNullable<Command['autocomplete']> =>
  (ctx, opts, focused) =>
    territoryChoices(ctx, command, opts, focused);
