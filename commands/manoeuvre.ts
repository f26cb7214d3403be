// /manoeuvre kind from to [count] [leaders] — napoleon-advanced (NA-MAN): the land and naval
// manoeuvres and the one of each general or admiral, with the leaders going along.
import { SlashCommandBuilder } from 'discord.js';
import { fromToPlaces, mostLegal, placeChoices, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, type Command } from '../src/discord/command.js';
import { countOption, fromPlace, toPlace } from './options/places.js';

const KINDS = [
  { name: 'land', fr: 'terrestre', it: 'terrestre', value: 'land' },
  { name: 'naval', fr: 'navale', it: 'navale', value: 'naval' },
  { name: 'general', fr: 'général', it: 'generale', value: 'general' },
  { name: 'admiral', fr: 'amiral', it: 'ammiraglio', value: 'admiral' },
] as const;

export const manoeuvre: Command = {
  data: new SlashCommandBuilder()
    .setName('manoeuvre')
    .setNameLocalizations(L('manoeuvre', 'manovra'))
    .setDescription('Napoléon advanced: a land, naval, general’s or admiral’s manoeuvre')
    .setDescriptionLocalizations(
      L(
        'Napoléon avancé : une manœuvre terrestre, navale, de général ou d’amiral',
        'Napoléon avanzato: una manovra terrestre, navale, di generale o di ammiraglio',
      ),
    )
    .addStringOption((o) =>
      o
        .setName('kind')
        .setNameLocalizations(L('type', 'tipo'))
        .setDescription('Which manoeuvre')
        .setDescriptionLocalizations(L('Quelle manœuvre', 'Quale manovra'))
        .setRequired(true)
        .addChoices(
          ...KINDS.map((k) => ({ name: k.name, name_localizations: { fr: k.fr, it: k.it }, value: k.value })),
        ),
    )
    .addStringOption(fromPlace)
    .addStringOption(toPlace)
    .addIntegerOption(
      countOption(
        'count',
        'nombre',
        'numero',
        'Armies or ships (default: the most)',
        'Armées ou navires (défaut : le maximum)',
        'Armate o navi (predefinito: il massimo)',
        0,
      ),
    )
    .addIntegerOption(
      countOption(
        'leaders',
        'chefs',
        'capi',
        'Generals or admirals going along (default 0)',
        'Généraux ou amiraux qui suivent (défaut 0)',
        'Generali o ammiragli al seguito (predefinito 0)',
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
