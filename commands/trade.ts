// /trade [cards] — trades a set (C-CRD-*, M-3, R-CRD-2); suggests the best sets.
import { SlashCommandBuilder } from 'discord.js';
import { cat } from '../src/i18n/catalogue.js';
import { L, runningGame, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { cardLabel } from '../src/discord/present.js';
import { isMapRecord, seatOf, tradeableSets } from '../src/discord/queries.js';

export const trade: Command = {
  data: new SlashCommandBuilder()
    .setName('trade')
    .setNameLocalizations(L({ fr: 'echanger', it: 'scambia', de: 'tauschen', 'es-ES': 'canjear' }))
    .setDescription('Trade a set of cards for armies')
    .setDescriptionLocalizations(
      L({
        fr: 'Échanger une combinaison de cartes contre des armées',
        it: 'Gioca un tris di carte per avere armate',
        de: 'Eine Kartenserie gegen Armeen eintauschen',
        'es-ES': 'Canjea una combinación de cartas por ejércitos',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('cards')
        .setNameLocalizations(L({ fr: 'cartes', it: 'carte', de: 'karten', 'es-ES': 'cartas' }))
        .setDescription('The set (default: the best one)')
        .setDescriptionLocalizations(
          L({
            fr: 'La combinaison (défaut : la meilleure)',
            it: 'Il tris (predefinito: il migliore)',
            de: 'Die Serie (Standard: die beste)',
            'es-ES': 'La combinación (por defecto: la mejor)',
          }),
        )
        .setAutocomplete(true),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const s = r.state!;
    const sets = tradeableSets(s, seatOf(r, ctx.user.id));
    let cards: [number, number, number] | undefined = sets[0]?.cards;
    if (opts.cards !== undefined && opts.cards !== '') {
      const ids = String(opts.cards)
        .split(/[ ,+]+/)
        .map(Number)
        .filter((x) => Number.isInteger(x));
      if (ids.length === 3) cards = [ids[0], ids[1], ids[2]];
    }
    if (!cards) {
      await ctx.reply({ text: cat(ctx.user.locale).ui.noSets }, { ephemeral: true });
      return;
    }
    await play(ctx, { type: 'trade', cards });
  },
  async autocomplete(ctx) {
    const rec = await ctx.bot.service.get(ctx.channelId);
    const r = rec && isMapRecord(rec) ? rec : undefined;
    const s = r?.state;
    const me = r ? r.seats.findIndex((x) => x.userId === ctx.user.id) : -1;
    if (!r || !s || me < 0) return [];
    return tradeableSets(s, me)
      .slice(0, 25)
      .map((x) => ({
        name: `${x.cards.map((k) => cardLabel(r, k, ctx.user.locale)).join(' + ')} = ${x.value}`.slice(0, 100),
        value: x.cards.join(','),
      }));
  },
};
export default trade;
