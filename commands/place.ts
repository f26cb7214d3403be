// /place territory count — reinforcement and setup placement (also neutral armies, C-2P-2 / M-2P-1).
import { COUNT_NAME, HOW_MANY_ALL } from './options/count-words.js';
import { SlashCommandBuilder } from 'discord.js';
import { L, intArg, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { buttonId, namer } from '../src/discord/present.js';
import { placeAction, seatOf } from '../src/discord/queries.js';
import { panelCat } from '../src/i18n/panel.js';

export const place: Command = {
  data: new SlashCommandBuilder()
    .setName('place')
    .setNameLocalizations(L({ fr: 'placer', it: 'piazza', de: 'setzen', 'es-ES': 'colocar' }))
    .setDescription('Place armies on a territory')
    .setDescriptionLocalizations(
      L({
        fr: 'Placer des armées sur un territoire',
        it: 'Piazza armate su un territorio',
        de: 'Armeen auf ein Gebiet setzen',
        'es-ES': 'Coloca ejércitos en un territorio',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('territory')
        .setNameLocalizations(L({ fr: 'territoire', it: 'territorio', de: 'gebiet', 'es-ES': 'territorio' }))
        .setDescription('Territory')
        .setDescriptionLocalizations(L({ fr: 'Territoire', it: 'Territorio', de: 'Gebiet', 'es-ES': 'Territorio' }))
        .setRequired(true)
        .setAutocomplete(true),
    )
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setNameLocalizations(COUNT_NAME)
        .setDescription('How many armies (without it: all, after a confirmation)')
        .setDescriptionLocalizations(HOW_MANY_ALL)
        .setMinValue(1),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const territory = await territoryArg(ctx, r, opts.territory);
    if (!territory) return;
    const me = seatOf(r, ctx.user.id);
    const count = intArg(opts.count);
    const action = placeAction(r.state!, me, territory, count);
    // Every army at once without a count is a big step: ask first (a tap on Yes places them).
    if (
      count === undefined &&
      me >= 0 &&
      (action.type === 'place' || action.type === 'placeNeutral') &&
      action.count > 1
    ) {
      const pc = panelCat(ctx.user.locale);
      await ctx.reply(
        {
          text: pc.confirmPlaceAll(action.count, namer(r, ctx.user.locale).t(territory)),
          buttons: [
            [
              { id: buttonId(r, 'pl', territory, action.count), label: pc.btn.all(action.count), style: 'primary' },
              { id: buttonId(r, 'no'), label: pc.btn.keep, style: 'secondary' },
            ],
          ],
        },
        { ephemeral: true },
      );
      return;
    }
    await play(ctx, action);
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'place', opts, focused),
};
export default place;
