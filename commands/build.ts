// /build unit at [count] — napoleon-advanced (NA-CONV): convert reinforcements, 1 army each, into
// ships, a general, an admiral or a fortification, or buy back captured leaders.
import { SlashCommandBuilder } from 'discord.js';
import { placeArg, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, runningGame, territoryOption, type Command } from '../src/discord/command.js';
import { countOption } from './options/places.js';

const UNITS = [
  { name: 'ship', local: L({ fr: 'navire', it: 'nave', de: 'Schiff', 'es-ES': 'barco' }), value: 'ship' },
  { name: 'general', local: L({ fr: 'général', it: 'generale', de: 'General', 'es-ES': 'general' }), value: 'general' },
  {
    name: 'admiral',
    local: L({ fr: 'amiral', it: 'ammiraglio', de: 'Admiral', 'es-ES': 'almirante' }),
    value: 'admiral',
  },
  {
    name: 'fortification',
    local: L({ fr: 'fortification', it: 'fortificazione', de: 'Befestigung', 'es-ES': 'fortificación' }),
    value: 'fort',
  },
  {
    name: 'buy back a general',
    local: L({
      fr: 'racheter un général',
      it: 'riscattare un generale',
      de: 'einen General zurückkaufen',
      'es-ES': 'recomprar un general',
    }),
    value: 'buyGeneral',
  },
  {
    name: 'buy back an admiral',
    local: L({
      fr: 'racheter un amiral',
      it: 'riscattare un ammiraglio',
      de: 'einen Admiral zurückkaufen',
      'es-ES': 'recomprar un almirante',
    }),
    value: 'buyAdmiral',
  },
] as const;

export const build: Command = {
  data: new SlashCommandBuilder()
    .setName('build')
    .setNameLocalizations(L({ fr: 'construire', it: 'costruisci', de: 'bauen', 'es-ES': 'construir' }))
    .setDescription('Napoléon advanced: convert reinforcements into ships, leaders or a fortification')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : convertir des renforts en navires, chefs ou fortification',
        it: 'Napoléon avanzato: converti rinforzi in navi, capi o una fortificazione',
        de: 'Napoléon fortgeschritten: Verstärkungen in Schiffe, Anführer oder eine Befestigung umwandeln',
        'es-ES': 'Napoléon avanzado: convierte refuerzos en barcos, jefes o una fortificación',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('unit')
        .setNameLocalizations(L({ fr: 'unite', it: 'unita', de: 'einheit', 'es-ES': 'unidad' }))
        .setDescription('What to build (1 army each)')
        .setDescriptionLocalizations(
          L({
            fr: 'Quoi construire (1 armée chacun)',
            it: 'Cosa costruire (1 armata ciascuno)',
            de: 'Was gebaut wird (je 1 Armee)',
            'es-ES': 'Qué construir (1 ejército cada uno)',
          }),
        )
        .setRequired(true)
        .addChoices(...UNITS.map((u) => ({ name: u.name, name_localizations: u.local, value: u.value }))),
    )
    .addStringOption(
      territoryOption(
        'at',
        { fr: 'lieu', it: 'luogo', de: 'ort', 'es-ES': 'lugar' },
        'Sea zone (ships, admirals) or your territory',
        {
          fr: 'Zone maritime (navires, amiraux) ou votre territoire',
          it: 'Zona di mare (navi, ammiragli) o tuo territorio',
          de: 'Seezone (Schiffe, Admirale) oder dein Gebiet',
          'es-ES': 'Zona marítima (barcos, almirantes) o tu territorio',
        },
      ),
    )
    .addIntegerOption(
      countOption('count', { fr: 'nombre', it: 'numero', de: 'anzahl', 'es-ES': 'cantidad' }, 'How many (default 1)', {
        fr: 'Combien (défaut 1)',
        it: 'Quanti (predefinito 1)',
        de: 'Wie viele (Standard 1)',
        'es-ES': 'Cuántos (por defecto 1)',
      }),
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
