// /claim [territory] [rank] — claims a territory during claim setup (C-SET-3); in
// napoleon-missions claims one of your ranked missions (NM-3: by rank, or a private picker);
// otherwise checks your secret goal (M-4: the engine awards a completed mission itself).
import { SlashCommandBuilder } from 'discord.js';
import { cat } from '../src/i18n/catalogue.js';
import { L, runningGame, territoryArg, territoryChoices, type Command } from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { goalComplete } from '../src/discord/queries.js';
import { claimPicker } from '../src/discord/panel/missions.js';
import { missionOfRank, ownMissions, RANK_CHOICES } from '../src/discord/present/missions.js';

export const claim: Command = {
  data: new SlashCommandBuilder()
    .setName('claim')
    .setNameLocalizations(L({ fr: 'revendiquer', it: 'rivendica', de: 'beanspruchen', 'es-ES': 'reclamar' }))
    .setDescription('Claim a territory (setup) or your completed mission')
    .setDescriptionLocalizations(
      L({
        fr: 'Prendre un territoire (mise en place) ou revendiquer votre mission',
        it: 'Occupa un territorio (preparazione) o rivendica la missione',
        de: 'Ein Gebiet nehmen (Aufbau) oder deine Mission beanspruchen',
        'es-ES': 'Toma un territorio (preparación) o reclama tu misión',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('territory')
        .setNameLocalizations(L({ fr: 'territoire', it: 'territorio', de: 'gebiet', 'es-ES': 'territorio' }))
        .setDescription('Territory (claim setup)')
        .setDescriptionLocalizations(
          L({
            fr: 'Territoire (mise en place)',
            it: 'Territorio (preparazione)',
            de: 'Gebiet (Aufbau)',
            'es-ES': 'Territorio (preparación)',
          }),
        )
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('rank')
        .setNameLocalizations(L({ fr: 'grade', it: 'grado', de: 'rang', 'es-ES': 'rango' }))
        .setDescription('Which of your ranked missions (Risk Napoléon missions)')
        .setDescriptionLocalizations(
          L({
            fr: 'Laquelle de vos missions à grade (Risk Napoléon)',
            it: 'Quale delle tue missioni di grado (Risk Napoléon)',
            de: 'Welche deiner Rang-Missionen (Risk Napoléon)',
            'es-ES': 'Cuál de tus misiones de rango (Risk Napoléon)',
          }),
        )
        .addChoices(...RANK_CHOICES),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    const s = r.state!;
    if (s.phase.kind === 'setupClaim' || opts.territory) {
      const territory = await territoryArg(ctx, r, opts.territory);
      if (!territory) return;
      await play(ctx, { type: 'claim', territory });
      return;
    }
    const c = cat(ctx.user.locale).ui;
    const me = r.seats.findIndex((x) => x.userId === ctx.user.id);
    if (me < 0) {
      await ctx.reply({ text: c.notSeatedHere }, { ephemeral: true });
      return;
    }
    const own = ownMissions(r, me);
    if (own) {
      // NM-3: the mission of that rank (the engine says whether it holds), else the private picker.
      const mission = missionOfRank(own.missions, opts.rank);
      if (mission !== undefined) await play(ctx, { type: 'claimMission', mission });
      else await ctx.reply(claimPicker(r, me, ctx.user.locale), { ephemeral: true });
      return;
    }
    const p = s.players[me];
    if (p.mission === null && p.objective === null) {
      await ctx.reply({ text: c.noMission }, { ephemeral: true });
      return;
    }
    const done = goalComplete(s, me);
    await ctx.reply({ text: done ? c.missionDone : c.missionNotYet }, { ephemeral: true });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'claim', opts, focused),
};
export default claim;
