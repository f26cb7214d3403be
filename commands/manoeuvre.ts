// /manoeuvre kind from to [count] [leaders] — napoleon-advanced (NA-MAN): the land and naval
// manoeuvres and the one of each general or admiral, with the leaders going along.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

const KINDS = [
  { name: 'land', local: L({ fr: 'terrestre', it: 'terrestre', de: 'Land', 'es-ES': 'terrestre' }), value: 'land' },
  { name: 'naval', local: L({ fr: 'navale', it: 'navale', de: 'See', 'es-ES': 'naval' }), value: 'naval' },
  { name: 'general', local: L({ fr: 'général', it: 'generale', de: 'General', 'es-ES': 'general' }), value: 'general' },
  {
    name: 'admiral',
    local: L({ fr: 'amiral', it: 'ammiraglio', de: 'Admiral', 'es-ES': 'almirante' }),
    value: 'admiral',
  },
] as const;

export const manoeuvre: Command = {
  data: new SlashCommandBuilder()
    .setName('manoeuvre')
    .setNameLocalizations(L({ fr: 'manoeuvre', it: 'manovra', de: 'manoever', 'es-ES': 'maniobra' }))
    .setDescription('Napoléon advanced: a land, naval, general’s or admiral’s manoeuvre')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : une manœuvre terrestre, navale, de général ou d’amiral',
        it: 'Napoléon avanzato: una manovra terrestre, navale, di generale o di ammiraglio',
        de: 'Napoléon fortgeschritten: ein Land-, See-, Generals- oder Admiralsmanöver',
        'es-ES': 'Napoléon avanzado: una maniobra terrestre, naval, de general o de almirante',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('kind')
        .setNameLocalizations(L({ fr: 'type', it: 'tipo', de: 'art', 'es-ES': 'tipo' }))
        .setDescription('Which manoeuvre')
        .setDescriptionLocalizations(
          L({ fr: 'Quelle manœuvre', it: 'Quale manovra', de: 'Welches Manöver', 'es-ES': 'Qué maniobra' }),
        )
        .setRequired(true)
        .addChoices(...KINDS.map((k) => ({ name: k.name, name_localizations: k.local, value: k.value }))),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'count',
        { fr: 'nombre', it: 'numero', de: 'anzahl', 'es-ES': 'cantidad' },
        'Armies or ships (default: the most)',
        {
          fr: 'Armées ou navires (défaut : le maximum)',
          it: 'Armate o navi (predefinito: il massimo)',
          de: 'Armeen oder Schiffe (Standard: die meisten)',
          'es-ES': 'Ejércitos o barcos (por defecto: el máximo)',
        },
        0,
      ),
    )
    .addIntegerOption(
      countOption(
        'leaders',
        { fr: 'chefs', it: 'capi', de: 'anfuehrer', 'es-ES': 'jefes' },
        'Generals or admirals going along (default 0)',
        {
          fr: 'Généraux ou amiraux qui suivent (défaut 0)',
          it: 'Generali o ammiragli al seguito (predefinito 0)',
          de: 'Mitziehende Generäle oder Admirale (Standard 0)',
          'es-ES': 'Generales o almirantes que acompañan (por defecto 0)',
        },
        0,
      ),
    ),
  async execute(ctx, opts) {
    const args = await fromToPlaces(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const by = KINDS.find((k) => k.value === opts.kind)?.value ?? 'land';
    const leaders = intArg(opts.leaders) ?? 0;
    const most = mostLegal(r, ctx.user.id, (a) =>
      a.type === 'manoeuvre' && a.by === by && a.from === from && a.to === to && a.leaders === 0 ? a.count : null,
    );
    await playAdvanced(ctx, 'manoeuvre', {
      type: 'manoeuvre',
      by,
      from,
      to,
      count: intArg(opts.count) ?? most,
      leaders,
    });
  },
  autocomplete: (ctx, opts, focused) => placeChoices(ctx, 'manoeuvre', opts, focused),
};
export default manoeuvre;
