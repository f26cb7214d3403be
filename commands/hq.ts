// /hq territory — choose your secret headquarters (K-1).
import { SlashCommandBuilder } from 'discord.js';
import { L, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const hq: Command = {
  data: new SlashCommandBuilder()
    .setName('hq')
    .setNameLocalizations(L({ fr: 'qg', it: 'qg', de: 'hq', 'es-ES': 'cg' }))
    .setDescription('Choose your headquarters (capitals)')
    .setDescriptionLocalizations(
      L({
        fr: 'Choisir votre quartier général (capitales)',
        it: 'Scegli il tuo quartier generale (capitali)',
        de: 'Wähle dein Hauptquartier (Hauptstädte)',
        'es-ES': 'Elige tu cuartel general (capitales)',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('territory')
        .setNameLocalizations(L({ fr: 'territoire', it: 'territorio', de: 'gebiet', 'es-ES': 'territorio' }))
        .setDescription('One of your territories')
        .setDescriptionLocalizations(
          L({
            fr: 'Un de vos territoires',
            it: 'Uno dei tuoi territori',
            de: 'Eines deiner Gebiete',
            'es-ES': 'Uno de tus territorios',
          }),
        )
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
