// /attack from to dice (C-ATK-1..6).
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, territoryChoices, territoryOption, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { defaultAttackDice } from '../src/discord/queries.js';

export const attack: Command = {
  data: new SlashCommandBuilder()
    .setName('attack')
    .setNameLocalizations(L('attaquer', 'attacca'))
    .setDescription('Attack a neighbouring territory')
    .setDescriptionLocalizations(L('Attaquer un territoire voisin', 'Attacca un territorio confinante'))
    .addStringOption(
      territoryOption(
        'from',
        'depuis',
        'da',
        'Your attacking territory',
        'Votre territoire attaquant',
        'Il tuo territorio attaccante',
      ),
    )
    .addStringOption(
      territoryOption('to', 'vers', 'verso', 'The enemy territory', 'Le territoire ennemi', 'Il territorio nemico'),
    )
    .addIntegerOption((o) =>
      o
        .setName('dice')
        .setNameLocalizations(L('des', 'dadi'))
        .setDescription('Dice to roll (default: the most)')
        .setDescriptionLocalizations(
          L('Dés à lancer (défaut : le maximum)', 'Dadi da tirare (predefinito: il massimo)'),
        )
        .setMinValue(1)
        .setMaxValue(3),
    ),
  async execute(ctx, opts) {
    const args = await fromTo(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const dice = intArg(opts.dice) ?? defaultAttackDice(r.state!, from);
    await play(ctx, { type: 'attack', from, to, dice });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'attack', opts, focused),
};
export default attack;
