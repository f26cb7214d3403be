// /occupy from to [count] — napoleon-advanced (NA-LAND-3): move armies into an empty territory
// (emptied by an epidemic) without combat.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

export const occupy: Command = {
  data: new SlashCommandBuilder()
    .setName('occupy')
    .setNameLocalizations(L('occuper', 'occupa'))
    .setDescription('Napoléon advanced: move armies into an empty territory, without combat')
    .setDescriptionLocalizations(
      L(
        'Napoléon avancé : faire entrer des armées dans un territoire vide, sans combat',
        'Napoléon avanzato: sposta armate in un territorio vuoto, senza combattere',
      ),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'count',
        'nombre',
        'numero',
        'How many armies (default: the most)',
        'Combien d’armées (défaut : le maximum)',
        'Quante armate (predefinito: il massimo)',
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
