// /sail from to [ships] — napoleon-advanced (NA-NAV-3): a naval invasion from a zone you control
// into an adjacent one, fought to the end; at least one ship stays behind.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

export const sail: Command = {
  data: new SlashCommandBuilder()
    .setName('sail')
    .setNameLocalizations(L({ fr: 'naviguer', it: 'naviga', de: 'segeln', 'es-ES': 'navegar' }))
    .setDescription('Napoléon advanced: invade an adjacent sea zone with your ships')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : envahir une zone maritime adjacente avec vos navires',
        it: 'Napoléon avanzato: invadi una zona di mare adiacente con le tue navi',
        de: 'Napoléon fortgeschritten: mit deinen Schiffen in eine angrenzende Seezone eindringen',
        'es-ES': 'Napoléon avanzado: invade una zona marítima adyacente con tus barcos',
      }),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'ships',
        { fr: 'navires', it: 'navi', de: 'schiffe', 'es-ES': 'barcos' },
        'How many ships (default: all but one)',
        {
          fr: 'Combien de navires (défaut : tous sauf un)',
          it: 'Quante navi (predefinito: tutte tranne una)',
          de: 'Wie viele Schiffe (Standard: alle außer einem)',
          'es-ES': 'Cuántos barcos (por defecto: todos menos uno)',
        },
      ),
    ),
  async execute(ctx, opts) {
    const args = await fromToPlaces(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const most = mostLegal(r, ctx.user.id, (a) =>
      a.type === 'sail' && a.from === from && a.to === to ? a.ships : null,
    );
    await playAdvanced(ctx, 'sail', { type: 'sail', from, to, ships: intArg(opts.ships) ?? most });
  },
  autocomplete: (ctx, opts, focused) => placeChoices(ctx, 'sail', opts, focused),
};
export default sail;
