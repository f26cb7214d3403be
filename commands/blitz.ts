// /blitz from to [stop_at] (C-ATK-7): one summary of all the rolls.
import { SlashCommandBuilder } from 'discord.js';
import { L, intArg, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const blitz: Command = {
  data: new SlashCommandBuilder().setName('blitz').setNameLocalizations(L('blitz', 'blitz'))
    .setDescription('Attack with the most dice until conquest').setDescriptionLocalizations(L('Attaquer avec le maximum de dés jusqu’à la conquête', 'Attacca con il massimo dei dadi fino alla conquista'))
    .addStringOption((o) => o.setName('from').setNameLocalizations(L('depuis', 'da')).setDescription('Your attacking territory').setDescriptionLocalizations(L('Votre territoire attaquant', 'Il tuo territorio attaccante')).setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('to').setNameLocalizations(L('vers', 'verso')).setDescription('The enemy territory').setDescriptionLocalizations(L('Le territoire ennemi', 'Il territorio nemico')).setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('stop_at').setNameLocalizations(L('arret_a', 'ferma_a')).setDescription('Stop when the source has this many armies left').setDescriptionLocalizations(L('Arrêter quand la source n’a plus que ce nombre d’armées', 'Fermati quando l’origine ha solo queste armate')).setMinValue(1)),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const from = await territoryArg(ctx, r, opts.from);
    if (!from) return;
    const to = await territoryArg(ctx, r, opts.to);
    if (!to) return;
    const stopAt = intArg(opts.stop_at);
    await play(ctx, stopAt === undefined ? { type: 'blitz', from, to } : { type: 'blitz', from, to, stopAt });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'blitz', opts, focused),
};
export default blitz;
