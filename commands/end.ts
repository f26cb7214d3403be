// /end — ends the current phase (reinforce → attack → fortify → next turn).
import { SlashCommandBuilder } from 'discord.js';
import { L, runningGame, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { endAction } from '../src/discord/queries.js';

export const end: Command = {
  data: new SlashCommandBuilder()
    .setName('end')
    .setNameLocalizations(L('fin', 'fine'))
    .setDescription('End the current phase, or the turn')
    .setDescriptionLocalizations(L('Finir la phase en cours, ou le tour', 'Chiudi la fase in corso, o il turno')),
  async execute(ctx) {
    const r = await runningGame(ctx);
    if (!r) return;
    await play(ctx, endAction(r.state!));
  },
};
export default end;
