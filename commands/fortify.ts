// /fortify from to count (C-FOR-1, C-OPT-2, R-FOR-1).
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, territoryChoices, territoryOption, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { fortifyMax, seatOf } from '../src/discord/queries.js';

export const fortify: Command = {
  data: new SlashCommandBuilder()
    .setName('fortify')
    .setNameLocalizations(L('renforcer', 'fortifica'))
    .setDescription('Move armies between your territories (ends the turn)')
    .setDescriptionLocalizations(
      L(
        'Déplacer des armées entre vos territoires (finit le tour)',
        'Sposta armate tra i tuoi territori (chiude il turno)',
      ),
    )
    .addStringOption(territoryOption('from', 'depuis', 'da', 'From', 'Depuis', 'Da'))
    .addStringOption(territoryOption('to', 'vers', 'verso', 'To', 'Vers', 'Verso'))
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setNameLocalizations(L('nombre', 'numero'))
        .setDescription('How many armies (default: the most)')
        .setDescriptionLocalizations(
          L('Combien d’armées (défaut : le maximum)', 'Quante armate (predefinito: il massimo)'),
        )
        .setMinValue(1),
    ),
  async execute(ctx, opts) {
    const args = await fromTo(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const max = fortifyMax(r.state!, seatOf(r, ctx.user.id), from, to);
    const count = intArg(opts.count) ?? max ?? 1;
    await play(ctx, { type: 'fortify', from, to, count });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'fortify', opts, focused),
};
export default fortify;
