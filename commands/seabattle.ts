// /seabattle zone — napoleon-advanced (NA-NAV-2): the forced naval combat where your new ships
// met another player's fleet, fought to the end (before any other attack).
import { SlashCommandBuilder } from 'discord.js';
import { placeArg, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, runningGame, territoryOption, type Command } from '../src/discord/command.js';

export const seabattle: Command = {
  data: new SlashCommandBuilder()
    .setName('seabattle')
    .setNameLocalizations(L({ fr: 'combatnaval', it: 'battaglianavale', de: 'seeschlacht', 'es-ES': 'batallanaval' }))
    .setDescription('Napoléon advanced: fight the forced naval combat in a sea zone')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : livrer le combat naval forcé dans une zone maritime',
        it: 'Napoléon avanzato: combatti la battaglia navale obbligata in una zona di mare',
        de: 'Napoléon fortgeschritten: die erzwungene Seeschlacht in einer Seezone schlagen',
        'es-ES': 'Napoléon avanzado: libra el combate naval forzoso en una zona marítima',
      }),
    )
    .addStringOption(
      territoryOption('zone', { fr: 'zone', it: 'zona', de: 'zone', 'es-ES': 'zona' }, 'The sea zone', {
        fr: 'La zone maritime',
        it: 'La zona di mare',
        de: 'Die Seezone',
        'es-ES': 'La zona marítima',
      }),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const zone = await placeArg(ctx, r, opts.zone);
    if (!zone) return;
    await playAdvanced(ctx, 'seabattle', { type: 'seaBattle', zone });
  },
  autocomplete: (ctx, opts, focused) => placeChoices(ctx, 'seabattle', opts, focused),
};
export default seabattle;
