// /fortify from to count (C-FOR-1, C-OPT-2, R-FOR-1).
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, territoryChoices, territoryOption, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { fortifyMax, seatOf } from '../src/discord/queries.js';

export const fortify: Command = {
  data: new SlashCommandBuilder()
    .setName('fortify')
    .setNameLocalizations(L({ fr: 'renforcer', it: 'fortifica', de: 'truppen_verlegen', 'es-ES': 'fortificar' }))
    .setDescription('Move armies between your territories (ends the turn)')
    .setDescriptionLocalizations(
      L({
        fr: 'Déplacer des armées entre vos territoires (finit le tour)',
        it: 'Sposta armate tra i tuoi territori (chiude il turno)',
        de: 'Armeen zwischen deinen Gebieten verlegen (beendet den Zug)',
        'es-ES': 'Mueve ejércitos entre tus territorios (termina el turno)',
      }),
    )
    .addStringOption(
      territoryOption('from', { fr: 'depuis', it: 'da', de: 'von', 'es-ES': 'desde' }, 'From', {
        fr: 'Depuis',
        it: 'Da',
        de: 'Von',
        'es-ES': 'Desde',
      }),
    )
    .addStringOption(
      territoryOption('to', { fr: 'vers', it: 'verso', de: 'nach', 'es-ES': 'hacia' }, 'To', {
        fr: 'Vers',
        it: 'Verso',
        de: 'Nach',
        'es-ES': 'Hacia',
      }),
    )
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setNameLocalizations(L({ fr: 'nombre', it: 'numero', de: 'anzahl', 'es-ES': 'cantidad' }))
        .setDescription('How many armies (default: the most)')
        .setDescriptionLocalizations(
          L({
            fr: 'Combien d’armées (défaut : le maximum)',
            it: 'Quante armate (predefinito: il massimo)',
            de: 'Wie viele Armeen (Standard: die meisten)',
            'es-ES': 'Cuántos ejércitos (por defecto: el máximo)',
          }),
        )
        .setMinValue(1),
    ),
  async execute(ctx, opts) {
    const args = await fromTo(ctx, opts);
    if (!args) return;
    const { r, from, to } = args;
    const max = fortifyMax(r.state!, seatOf(r, ctx.user.id), from, to);
    const count = intArg(opts.count) ?? max ?? 1;
    await play(ctx, { type: 'fortify', from, to, count });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'fortify', opts, focused),
};
export default fortify;
