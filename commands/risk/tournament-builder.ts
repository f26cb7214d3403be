// /risk tournament …: the subcommand group's builder, in English, French and Italian.
import type { ApplicationCommandOptionBase, SlashCommandSubcommandGroupBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { TIME_LIMIT } from '../../src/discord/tournament/actions.js';

const named = <T extends ApplicationCommandOptionBase>(
  o: T,
  n: [string, string, string],
  d: [string, string, string],
) =>
  o.setName(n[0]).setNameLocalizations(L(n[1], n[2])).setDescription(d[0]).setDescriptionLocalizations(L(d[1], d[2]));

export function tournamentGroup(g: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder {
  const plainSub = (name: [string, string, string], desc: [string, string, string]) =>
    g.addSubcommand((s) =>
      s
        .setName(name[0])
        .setNameLocalizations(L(name[1], name[2]))
        .setDescription(desc[0])
        .setDescriptionLocalizations(L(desc[1], desc[2])),
    );
  g.setName('tournament')
    .setNameLocalizations(L('tournoi', 'torneo'))
    .setDescription('A tournament across tables, each in its own thread')
    .setDescriptionLocalizations(
      L('Un tournoi sur plusieurs tables, chacune dans son fil', 'Un torneo su più tavoli, ognuno nel suo thread'),
    )
    .addSubcommand((s) =>
      s
        .setName('new')
        .setNameLocalizations(L('nouveau', 'nuovo'))
        .setDescription('Open a tournament in this channel')
        .setDescriptionLocalizations(L('Ouvrir un tournoi dans ce salon', 'Apri un torneo in questo canale'))
        .addStringOption((o) =>
          named(
            o,
            ['ruleset', 'variante', 'variante'],
            ['Ruleset of every game', 'Variante des parties', 'Variante delle partite'],
          )
            .setRequired(true)
            .setAutocomplete(true),
        )
        .addStringOption((o) =>
          named(
            o,
            ['format', 'format', 'formato'],
            [
              'Who goes through: classic (C-TOUR-2) or RisiKo! (R-TOUR-1)',
              'Qui se qualifie : classique (C-TOUR-2) ou RisiKo! (R-TOUR-1)',
              'Chi passa: classico (C-TOUR-2) o RisiKo! (R-TOUR-1)',
            ],
          ).setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            ['table_size', 'taille_table', 'giocatori_tavolo'],
            [
              'Players per table (3–6; RisiKo! 4–5)',
              'Joueurs par table (3–6 ; RisiKo! 4–5)',
              'Giocatori per tavolo (3–6; RisiKo! 4–5)',
            ],
          )
            .setMinValue(3)
            .setMaxValue(6)
            .setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            ['time_limit', 'limite_temps', 'limite_tempo'],
            [
              'Time limit of each game, in minutes (C-TOUR-1)',
              'Limite de temps de chaque partie, en minutes (C-TOUR-1)',
              'Limite di tempo di ogni partita, in minuti (C-TOUR-1)',
            ],
          )
            .setMinValue(TIME_LIMIT.min)
            .setMaxValue(TIME_LIMIT.max)
            .setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            ['final_time_limit', 'limite_finale', 'limite_finale'],
            [
              'Time limit of the final, in minutes',
              'Limite de temps de la finale, en minutes',
              'Limite di tempo della finale, in minuti',
            ],
          )
            .setMinValue(TIME_LIMIT.min)
            .setMaxValue(TIME_LIMIT.max)
            .setAutocomplete(true),
        )
        .addBooleanOption((o) =>
          named(
            o,
            ['fill_with_ai', 'completer_ia', 'completa_ia'],
            [
              'AI players fill the tables at the start',
              'Des IA complètent les tables au départ',
              'Le IA completano i tavoli all’avvio',
            ],
          ),
        ),
    );
  plainSub(
    ['join', 'rejoindre', 'partecipa'],
    ['Enter the tournament', 'S’inscrire au tournoi', 'Iscriviti al torneo'],
  );
  plainSub(
    ['leave', 'quitter', 'esci'],
    [
      'Leave (or withdraw from) the tournament',
      'Quitter le tournoi (ou s’en retirer)',
      'Lascia il torneo (o ritirati)',
    ],
  );
  plainSub(
    ['start', 'lancer', 'avvia'],
    [
      'Seat round 1 (host or Manage Server)',
      'Placer le tour 1 (organisateur ou Gérer le serveur)',
      'Assegna il turno 1 (organizzatore o Gestire il server)',
    ],
  );
  plainSub(['standings', 'classement', 'classifica'], ['The standings', 'Le classement', 'La classifica']);
  plainSub(
    ['cancel', 'annuler', 'annulla'],
    [
      'Cancel the tournament (host or Manage Server)',
      'Annuler le tournoi (organisateur ou Gérer le serveur)',
      'Annulla il torneo (organizzatore o Gestire il server)',
    ],
  );
  return g;
}
