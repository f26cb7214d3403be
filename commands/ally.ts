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
    .setNameLocalizations(L({ fr: 'independant', it: 'indipendente', de: 'unabhaengiger', 'es-ES': 'independiente' }))
    .setDescription('The independent army, by its colour')
    .setDescriptionLocalizations(
      L({
        fr: 'L’armée indépendante, par sa couleur',
        it: 'L’armata indipendente, dal suo colore',
        de: 'Die unabhängige Armee, nach ihrer Farbe',
        'es-ES': 'El ejército independiente, por su color',
      }),
    )
    .setRequired(true)
    .addChoices(...COLOURS.map((c) => ({ name: c, value: c })));

export const ally: Command = {
  data: new SlashCommandBuilder()
    .setName('ally')
    .setNameLocalizations(L({ fr: 'allie', it: 'alleato', de: 'verbuendeter', 'es-ES': 'aliado' }))
    .setDescription('Independents and allies (Napoléon for two)')
    .setDescriptionLocalizations(
      L({
        fr: 'Indépendants et alliés (Napoléon à deux)',
        it: 'Indipendenti e alleati (Napoléon a due)',
        de: 'Unabhängige und Verbündete (Napoléon zu zweit)',
        'es-ES': 'Independientes y aliados (Napoléon a dos)',
      }),
    )
    .addSubcommand((s) =>
      s
        .setName('influence')
        .setNameLocalizations(L({ fr: 'influencer', it: 'influenza', de: 'beeinflussen', 'es-ES': 'influir' }))
        .setDescription('Give a card to an independent (start of your turn)')
        .setDescriptionLocalizations(
          L({
            fr: 'Donner une carte à un indépendant (début du tour)',
            it: 'Dai una carta a un indipendente (inizio del turno)',
            de: 'Gib einem Unabhängigen eine Karte (Zugbeginn)',
            'es-ES': 'Da una carta a un independiente (inicio del turno)',
          }),
        )
        .addStringOption(independentOption)
        .addStringOption(
          territoryOption(
            'card',
            { fr: 'carte', it: 'carta', de: 'karte', 'es-ES': 'carta' },
            'The territory on the card you give',
            {
              fr: 'Le territoire de la carte donnée',
              it: 'Il territorio della carta che dai',
              de: 'Das Gebiet auf der Karte, die du gibst',
              'es-ES': 'El territorio de la carta que das',
            },
          ),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('reinforce')
        .setNameLocalizations(L({ fr: 'renforcer', it: 'rinforza', de: 'verstaerken', 'es-ES': 'reforzar' }))
        .setDescription('Roll one die of reinforcements for an ally')
        .setDescriptionLocalizations(
          L({
            fr: 'Lancer un dé de renforts pour un allié',
            it: 'Tira un dado di rinforzi per un alleato',
            de: 'Wirf einen Verstärkungswürfel für einen Verbündeten',
            'es-ES': 'Tira un dado de refuerzos para un aliado',
          }),
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
