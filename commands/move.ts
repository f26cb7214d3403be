// /move count — armies into a conquered territory (C-ATK-6).
import { COUNT_NAME, HOW_MANY_ALL } from './options/count-words.js';
import { SlashCommandBuilder } from 'discord.js';
import { L, intArg, runningGame, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const move: Command = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setNameLocalizations(L({ fr: 'deplacer', it: 'sposta', de: 'nachruecken', 'es-ES': 'mover' }))
    .setDescription('Move armies into the territory you conquered')
    .setDescriptionLocalizations(
      L({
        fr: 'Déplacer des armées dans le territoire conquis',
        it: 'Sposta armate nel territorio conquistato',
        de: 'Armeen in das eroberte Gebiet nachrücken lassen',
        'es-ES': 'Mueve ejércitos al territorio conquistado',
      }),
    )
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setNameLocalizations(COUNT_NAME)
        .setDescription('How many armies (default: all)')
        .setDescriptionLocalizations(HOW_MANY_ALL)
        .setMinValue(1),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const ph = r.state!.phase;
    const count = intArg(opts.count) ?? (ph.kind === 'attack' && ph.conquest ? ph.conquest.max : 1);
    await play(ctx, { type: 'move', count });
  },
};
export default move;
