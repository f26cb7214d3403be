// The options /attack and /blitz share (C-ATK-1, C-ATK-7): the attacking territory, the enemy
// one, and their autocomplete, in English, French and Italian.
import { territoryChoices, territoryOption, type Command } from '../../src/discord/command.js';

export const attackSource = territoryOption(
  'from',
  'depuis',
  'da',
  'Your attacking territory',
  'Votre territoire attaquant',
  'Il tuo territorio attaccante',
);

export const attackTarget = territoryOption(
  'to',
  'vers',
  'verso',
  'The enemy territory',
  'Le territoire ennemi',
  'Il territorio nemico',
);

/** Autocomplete for both options: the sources that can attack, then the enemies they reach. */
export const attackRouteChoices =
  (command: 'attack' | 'blitz'): NonNullable<Command['autocomplete']> =>
  (ctx, opts, focused) =>
    territoryChoices(ctx, command, opts, focused);
