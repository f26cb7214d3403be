// /blitz from to [stop_at] (C-ATK-7): one summary of all the rolls.
import { SlashCommandBuilder } from 'discord.js';
import { L, fromTo, intArg, type Command } from '../src/discord/command.js';
import { attackRouteChoices, attackSource, attackTarget } from './options/attack-route.js';
import { play } from '../src/discord/flow.js';

export const blitz: Command = {
  data: new SlashCommandBuilder()
    .setName('blitz')
    .setNameLocalizations(L({ fr: 'blitz', it: 'blitz', de: 'blitz', 'es-ES': 'blitz' }))
    .setDescription('Attack with the most dice until conquest')
    .setDescriptionLocalizations(
      L({
        fr: 'Attaquer avec le maximum de dés jusqu’à la conquête',
        it: 'Attacca con il massimo dei dadi fino alla conquista',
        de: 'Mit den meisten Würfeln angreifen bis zur Eroberung',
        'es-ES': 'Ataca con el máximo de dados hasta conquistar',
      }),
    )
    .addStringOption(attackSource)
    .addStringOption(attackTarget)
    .addIntegerOption((o) =>
      o
        .setName('stop_at')
        .setNameLocalizations(L({ fr: 'arret_a', it: 'ferma_a', de: 'stopp_bei', 'es-ES': 'parar_en' }))
        .setDescription('Stop when the source has this many armies left')
        .setDescriptionLocalizations(
          L({
            fr: 'Arrêter quand la source n’a plus que ce nombre d’armées',
            it: 'Fermati quando l’origine ha solo queste armate',
            de: 'Anhalten, wenn der Ausgangspunkt nur noch so viele Armeen hat',
            'es-ES': 'Para cuando el origen solo tenga estos ejércitos',
          }),
        )
        .setMinValue(1),
    ),
  async execute(ctx, opts) {
    const args = await fromTo(ctx, opts);
    if (!args) return;
    const { from, to } = args;
    const stopAt = intArg(opts.stop_at);
    await play(ctx, stopAt === undefined ? { type: 'blitz', from, to } : { type: 'blitz', from, to, stopAt });
  },
  autocomplete: attackRouteChoices('blitz'),
};
export default blitz;
