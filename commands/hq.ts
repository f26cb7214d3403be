// /hq territory — choose your secret headquarters (K-1).
import { SlashCommandBuilder } from 'discord.js';
import { L, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const hq: Command = {
  data: new SlashCommandBuilder()
    .setName('hq')
    .setNameLocalizations(L('qg', 'qg'))
    .setDescription('Choose your headquarters (capitals)')
    .setDescriptionLocalizations(
      L('Choisir votre quartier général (capitales)', 'Scegli il tuo quartier generale (capitali)'),
    )
    .addStringOption((o) =>
      o
        .setName('territory')
        .setNameLocalizations(L('territoire', 'territorio'))
        .setDescription('One of your territories')
        .setDescriptionLocalizations(L('Un de vos territoires', 'Uno dei tuoi territori'))
        .setRequired(true)
        .setAutocomplete(true),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const territory = await territoryArg(ctx, r, opts.territory);
    if (!territory) return;
    await play(ctx, { type: 'chooseHQ', territory });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'hq', opts, focused),
};
export default hq;
