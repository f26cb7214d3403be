// /follow [leaders] — napoleon-advanced (NA-GEN-2): right after a conquest (or a naval invasion
// won) and the move in, the generals (admirals) of the territory (zone) the armies came from go
// with them. The places are the last conquest's: only the count is asked.
import { SlashCommandBuilder } from 'discord.js';
import { mostLegal, playAdvanced } from '../src/discord/advanced-commands.js';
import { L, intArg, runningGame, type Command } from '../src/discord/command.js';
import { countOption } from './options/places.js';

export const follow: Command = {
  data: new SlashCommandBuilder()
    .setName('follow')
    .setNameLocalizations(L({ fr: 'suivre', it: 'segui', de: 'folgen', 'es-ES': 'seguir' }))
    .setDescription('Napoléon advanced: generals (admirals) follow the armies (ships) into the place just taken')
    .setDescriptionLocalizations(
      L({
        fr: 'Napoléon avancé : les généraux (amiraux) suivent les armées (navires) dans le lieu pris',
        it: 'Napoléon avanzato: i generali (ammiragli) seguono le armate (navi) nel luogo appena preso',
        de: 'Napoléon fortgeschritten: Generäle (Admirale) folgen den Armeen (Schiffen) an den eingenommenen Ort',
        'es-ES': 'Napoléon avanzado: los generales (almirantes) siguen a los ejércitos (barcos) al lugar tomado',
      }),
    )
    .addIntegerOption(
      countOption(
        'leaders',
        { fr: 'chefs', it: 'capi', de: 'anfuehrer', 'es-ES': 'jefes' },
        'How many generals or admirals (default: all who may)',
        {
          fr: 'Combien de généraux ou d’amiraux (défaut : tous ceux qui peuvent)',
          it: 'Quanti generali o ammiragli (predefinito: tutti quelli che possono)',
          de: 'Wie viele Generäle oder Admirale (Standard: alle, die dürfen)',
          'es-ES': 'Cuántos generales o almirantes (por defecto: todos los que puedan)',
        },
      ),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const most = mostLegal(r, ctx.user.id, (a) => (a.type === 'follow' ? a.leaders : null));
    await playAdvanced(ctx, 'follow', { type: 'follow', leaders: intArg(opts.leaders) ?? most });
  },
};
export default follow;
