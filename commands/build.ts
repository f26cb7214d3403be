// /build unit at [count] — napoleon-advanced (NA-CONV): convert reinforcements, 1 army each, into
// ships, a general, an admiral or a fortification, or buy back captured leaders.
import { SlashCommandBuilder } from 'discord.js';
import { placeArg, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, runningGame, territoryOption, type Command } from '../src/discord/command.js';
import { countOption } from './options/places.js';

const UNITS = [
  { name: 'ship', fr: 'navire', it: 'nave', value: 'ship' },
  { name: 'general', fr: 'général', it: 'generale', value: 'general' },
  { name: 'admiral', fr: 'amiral', it: 'ammiraglio', value: 'admiral' },
  { name: 'fortification', fr: 'fortification', it: 'fortificazione', value: 'fort' },
  { name: 'buy back a general', fr: 'racheter un général', it: 'riscattare un generale', value: 'buyGeneral' },
  { name: 'buy back an admiral', fr: 'racheter un amiral', it: 'riscattare un ammiraglio', value: 'buyAdmiral' },
] as const;

export const build: Command = {
  data: new SlashCommandBuilder()
    .setName('build')
    .setNameLocalizations(L('construire', 'costruisci'))
    .setDescription('Napoléon advanced: convert reinforcements into ships, leaders or a fortification')
    .setDescriptionLocalizations(
      L(
        'Napoléon avancé : convertir des renforts en navires, chefs ou fortification',
        'Napoléon avanzato: converti rinforzi in navi, capi o una fortificazione',
      ),
    )
    .addStringOption((o) =>
      o
        .setName('unit')
        .setNameLocalizations(L('unite', 'unita'))
        .setDescription('What to build (1 army each)')
        .setDescriptionLocalizations(L('Quoi construire (1 armée chacun)', 'Cosa costruire (1 armata ciascuno)'))
        .setRequired(true)
        .addChoices(
          ...UNITS.map((u) => ({ name: u.name, name_localizations: { fr: u.fr, it: u.it }, value: u.value })),
        ),
    )
    .addStringOption(
      territoryOption(
        'at',
        'lieu',
        'luogo',
        'Sea zone (ships, admirals) or your territory',
        'Zone maritime (navires, amiraux) ou votre territoire',
        'Zona di mare (navi, ammiragli) o tuo territorio',
      ),
    )
    .addIntegerOption(
      countOption('count', 'nombre', 'numero', 'How many (default 1)', 'Combien (défaut 1)', 'Quanti (predefinito 1)'),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const at = await placeArg(ctx, r, opts.at);
    if (!at) return;
    const unit = UNITS.find((u) => u.value === opts.unit)?.value ?? 'ship';
    await playAdvanced(ctx, 'build', { type: 'build', unit, at, count: intArg(opts.count) ?? 1 });
  },
  autocomplete: (ctx, opts, focused) => placeChoices(ctx, 'build', opts, focused),
};
export default build;
