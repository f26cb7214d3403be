// /end — ends the current phase (reinforce → attack → fortify → next turn).
import { SlashCommandBuilder } from 'discord.js';
import { L, runningGame, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { endAction } from '../src/discord/queries.js';

export const end: Command = {
  data: new SlashCommandBuilder()
    .setName('end')
    .setNameLocalizations(L({ fr: 'fin', it: 'fine', de: 'ende', 'es-ES': 'fin' }))
    .setDescription('End the current phase, or the turn')
    .setDescriptionLocalizations(
      L({
        fr: 'Finir la phase en cours, ou le tour',
        it: 'Chiudi la fase in corso, o il turno',
        de: 'Beende die laufende Phase oder den Zug',
        'es-ES': 'Termina la fase en curso, o el turno',
      }),
    ),
  async execute(ctx) {
    const r = await runningGame(ctx);
    if (!r) return;
    await play(ctx, endAction(r.state!));
  },
};
export default end;
