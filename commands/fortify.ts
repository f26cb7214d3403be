// /fortify from to count (C-FOR-1, C-OPT-2, R-FOR-1).
import { SlashCommandBuilder } from 'discord.js';
import { fortifyTargets } from '../src/engine/index.js';
import { L, intArg, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const fortify: Command = {
  data: new SlashCommandBuilder().setName('fortify').setNameLocalizations(L('renforcer', 'fortifica'))
    .setDescription('Move armies between your territories (ends the turn)').setDescriptionLocalizations(L('Déplacer des armées entre vos territoires (finit le tour)', 'Sposta armate tra i tuoi territori (chiude il turno)'))
    .addStringOption((o) => o.setName('from').setNameLocalizations(L('depuis', 'da')).setDescription('From').setDescriptionLocalizations(L('Depuis', 'Da')).setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('to').setNameLocalizations(L('vers', 'verso')).setDescription('To').setDescriptionLocalizations(L('Vers', 'Verso')).setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('count').setNameLocalizations(L('nombre', 'numero')).setDescription('How many armies (default: the most)').setDescriptionLocalizations(L('Combien d’armées (défaut : le maximum)', 'Quante armate (predefinito: il massimo)')).setMinValue(1)),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const from = await territoryArg(ctx, r, opts.from);
    if (!from) return;
    const to = await territoryArg(ctx, r, opts.to);
    if (!to) return;
    const me = r.seats.findIndex((x) => x.userId === ctx.user.id);
    const max = me >= 0 ? fortifyTargets(r.state!, me, from).find((x) => x.to === to)?.max : undefined;
    const count = intArg(opts.count) ?? max ?? 1;
    await play(ctx, { type: 'fortify', from, to, count });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'fortify', opts, focused),
};
export default fortify;
