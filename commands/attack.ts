// /attack from to dice (C-ATK-1..6).
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, type Command } from '../src/discord/command.js';
import { attackRouteChoices, attackSource, attackTarget } from './options/attack-route.js';
import { play } from '../src/discord/flow.js';
import { defaultAttackDice } from '../src/discord/queries.js';

export const attack: Command = {
  data: new SlashCommandBuilder()
    .setName('attack')
    .setNameLocalizations(L({ fr: 'attaquer', it: 'attacca', de: 'angreifen', 'es-ES': 'atacar' }))
    .setDescription('Attack a neighbouring territory')
    .setDescriptionLocalizations(
      L({
        fr: 'Attaquer un territoire voisin',
        it: 'Attacca un territorio confinante',
        de: 'Greife ein benachbartes Gebiet an',
        'es-ES': 'Ataca un territorio vecino',
      }),
    )
    .addStringOption(attackSource)
    .addStringOption(attackTarget)
    .addIntegerOption(
      (o) =>
        o
          .setName('dice')
          .setNameLocalizations(L({ fr: 'des', it: 'dadi', de: 'wuerfel', 'es-ES': 'dados' }))
          .setDescription('Dice to roll (default: the most)')
          .setDescriptionLocalizations(
            L({
              fr: 'Dés à lancer (défaut : le maximum)',
              it: 'Dadi da tirare (predefinito: il massimo)',
              de: 'Zu werfende Würfel (Standard: die meisten)',
              'es-ES': 'Dados que tirar (por defecto: el máximo)',
            }),
          )
          .setMinValue(1), // the most: the ruleset's (C-ATK-2 3; the engine refuses beyond it, naming the range)
    ),
  async execute(ctx, opts) {
    const args = await fromTo(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const dice = intArg(opts.dice) ?? defaultAttackDice(r.state!, from, to);
    await play(ctx, { type: 'attack', from, to, dice });
  },
  autocomplete: attackRouteChoices('attack'),
};
export default attack;
