// /sail from to [ships] — napoleon-advanced (NA-NAV-3): a naval invasion from a zone you control
// into an adjacent one, fought to the end; at least one ship stays behind.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

export const sail: Command = {
  data: new SlashCommandBuilder()
    .setName('sail')
    .setNameLocalizations(L('naviguer', 'naviga'))
    .setDescription('Napoléon advanced: invade an adjacent sea zone with your ships')
    .setDescriptionLocalizations(
      L(
        'Napoléon avancé : envahir une zone maritime adjacente avec vos navires',
        'Napoléon avanzato: invadi una zona di mare adiacente con le tue navi',
      ),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'ships',
        'navires',
        'navi',
        'How many ships (default: all but one)',
        'Combien de navires (défaut : tous sauf un)',
        'Quante navi (predefinito: tutte tranne una)',
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
