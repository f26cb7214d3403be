// /attack from to dice (C-ATK-1..6).
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, type Command } from '../src/discord/command.js';
import { attackRouteChoices, attackSource, attackTarget } from './options/attack-route.js';
import { play } from '../src/discord/flow.js';
import { defaultAttackDice } from '../src/discord/queries.js';

export const attack: Command = {
  data: new SlashCommandBuilder()
    .setName('attack')
    .setNameLocalizations(L('attaquer', 'attacca'))
    .setDescription('Attack a neighbouring territory')
    .setDescriptionLocalizations(L('Attaquer un territoire voisin', 'Attacca un territorio confinante'))
    .addStringOption(attackSource)
    .addStringOption(attackTarget)
    .addIntegerOption(
      (o) =>
        o
          .setName('dice')
          .setNameLocalizations(L('des', 'dadi'))
          .setDescription('Dice to roll (default: the most)')
          .setDescriptionLocalizations(
            L('Dés à lancer (défaut : le maximum)', 'Dadi da tirare (predefinito: il massimo)'),
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
