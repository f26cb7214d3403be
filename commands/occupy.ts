// /occupy from to [count] — napoleon-advanced (NA-LAND-3): move armies into an empty territory
// (emptied by an epidemic) without combat.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

export const occupy: Command = {
  data: new SlashCommandBuilder()
    .setName('occupy')
    .setNameLocalizations(L({ fr: 'occuper', it: 'occupa', de: 'besetzen', 'es-ES': 'ocupar' }))
    .setDescription('Napoléon advanced: move armies into an empty territory, without combat')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : faire entrer des armées dans un territoire vide, sans combat',
        it: 'Napoléon avanzato: sposta armate in un territorio vuoto, senza combattere',
        de: 'Napoléon fortgeschritten: Armeen ohne Kampf in ein leeres Gebiet ziehen',
        'es-ES': 'Napoléon avanzado: mueve ejércitos a un territorio vacío, sin combate',
      }),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'count',
        { fr: 'nombre', it: 'numero', de: 'anzahl', 'es-ES': 'cantidad' },
        'How many armies (default: the most)',
        {
          fr: 'Combien d’armées (défaut : le maximum)',
          it: 'Quante armate (predefinito: il massimo)',
          de: 'Wie viele Armeen (Standard: die meisten)',
          'es-ES': 'Cuántos ejércitos (por defecto: el máximo)',
        },
      ),
    ),
  async execute(ctx, opts) {
    const args = await fromToPlaces(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const most = mostLegal(r, ctx.user.id, (a) =>
      a.type === 'occupy' && a.from === from && a.to === to ? a.count : null,
    );
    await playAdvanced(ctx, 'occupy', { type: 'occupy', from, to, count: intArg(opts.count) ?? most });
  },
  autocomplete: (ctx, opts, focused) => placeChoices(ctx, 'occupy', opts, focused),
};
export default occupy;
