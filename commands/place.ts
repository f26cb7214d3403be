// /place territory count — reinforcement and setup placement (also neutral armies, C-2P-2 / M-2P-1).
import { SlashCommandBuilder } from 'discord.js';
import { L, intArg, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { placeAction, seatOf } from '../src/discord/queries.js';

export const place: Command = {
  data: new SlashCommandBuilder().setName('place').setNameLocalizations(L('placer', 'piazza'))
    .setDescription('Place armies on a territory').setDescriptionLocalizations(L('Placer des armées sur un territoire', 'Piazza armate su un territorio'))
    .addStringOption((o) => o.setName('territory').setNameLocalizations(L('territoire', 'territorio')).setDescription('Territory').setDescriptionLocalizations(L('Territoire', 'Territorio')).setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('count').setNameLocalizations(L('nombre', 'numero')).setDescription('How many armies (default: all you have)').setDescriptionLocalizations(L('Combien d’armées (défaut : toutes)', 'Quante armate (predefinito: tutte)')).setMinValue(1)),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const territory = await territoryArg(ctx, r, opts.territory);
    if (!territory) return;
    await play(ctx, placeAction(r.state!, seatOf(r, ctx.user.id), territory, intArg(opts.count)));
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'place', opts, focused),
};
export default place;
