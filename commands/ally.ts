// /ally influence independent card — give a card to an independent (N2-A, start of turn);
// /ally reinforce independent — roll one die of reinforcements for an ally (then /place on its territories).
import { SlashCommandBuilder, type SlashCommandStringOption } from 'discord.js';
import {
  L,
  runningGame,
  territoryArg,
  territoryChoices,
  territoryOption,
  type Command,
} from '../src/discord/command.js';
import { play } from '../src/discord/flow.js';
import { cardOfTerritory, independentOfColour } from '../src/discord/duel-queries.js';

const COLOURS = ['yellow', 'red', 'blue', 'black', 'violet', 'green'] as const;

const independentOption = (o: SlashCommandStringOption) =>
  o
    .setName('independent')
    .setNameLocalizations(L('independant', 'indipendente'))
    .setDescription('The independent army, by its colour')
    .setDescriptionLocalizations(L('L’armée indépendante, par sa couleur', 'L’armata indipendente, dal suo colore'))
    .setRequired(true)
    .addChoices(...COLOURS.map((c) => ({ name: c, value: c })));

export const ally: Command = {
  data: new SlashCommandBuilder()
    .setName('ally')
    .setNameLocalizations(L('allie', 'alleato'))
    .setDescription('Independents and allies (Napoléon for two)')
    .setDescriptionLocalizations(
      L('Indépendants et alliés (Napoléon à deux)', 'Indipendenti e alleati (Napoléon a due)'),
    )
    .addSubcommand((s) =>
      s
        .setName('influence')
        .setNameLocalizations(L('influencer', 'influenza'))
        .setDescription('Give a card to an independent (start of your turn)')
        .setDescriptionLocalizations(
          L('Donner une carte à un indépendant (début du tour)', 'Dai una carta a un indipendente (inizio del turno)'),
        )
        .addStringOption(independentOption)
        .addStringOption(
          territoryOption(
            'card',
            'carte',
            'carta',
            'The territory on the card you give',
            'Le territoire de la carte donnée',
            'Il territorio della carta che dai',
          ),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('reinforce')
        .setNameLocalizations(L('renforcer', 'rinforza'))
        .setDescription('Roll one die of reinforcements for an ally')
        .setDescriptionLocalizations(
          L('Lancer un dé de renforts pour un allié', 'Tira un dado di rinforzi per un alleato'),
        )
        .addStringOption(independentOption),
    ),
  async execute(ctx, opts) {
    const r = await runningGame(ctx);
    if (!r) return;
    // An unknown colour reaches the engine as no army at all: it refuses with what is legal.
    const independent = independentOfColour(r, opts.independent);
    if (opts.subcommand === 'reinforce') {
      await play(ctx, { type: 'reinforceAlly', independent });
      return;
    }
    const territory = await territoryArg(ctx, r, opts.card);
    if (!territory) return;
    await play(ctx, { type: 'influence', independent, card: cardOfTerritory(r, territory) });
  },
  autocomplete: (ctx, opts, focused) => territoryChoices(ctx, 'ally', opts, focused),
};
export default ally;
