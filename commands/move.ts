// /move count — armies into a conquered territory (C-ATK-6).
import { SlashCommandBuilder } from 'discord.js';
import { L, intArg, runningGame, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';

export const move: Command = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setNameLocalizations(L('deplacer', 'sposta'))
    .setDescription('Move armies into the territory you conquered')
    .setDescriptionLocalizations(
      L('Déplacer des armées dans le territoire conquis', 'Sposta armate nel territorio conquistato'),
    )
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setNameLocalizations(L('nombre', 'numero'))
        .setDescription('How many armies (default: all)')
        .setDescriptionLocalizations(L('Combien d’armées (défaut : toutes)', 'Quante armate (predefinito: tutte)'))
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
