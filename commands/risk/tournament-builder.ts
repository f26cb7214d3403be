// /risk tournament …: the subcommand group's builder, in every language.
import type { ApplicationCommandOptionBase, SlashCommandSubcommandGroupBuilder } from 'discord.js';
import { L, type Localized } from '../../src/discord/command.js';
import { TIME_LIMIT } from '../../src/discord/tournament/actions.js';

const named = <T extends ApplicationCommandOptionBase>(o: T, n: [string, Localized], d: [string, Localized]) =>
  o.setName(n[0]).setNameLocalizations(n[1]).setDescription(d[0]).setDescriptionLocalizations(d[1]);

export function tournamentGroup(g: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder {
  const plainSub = (name: [string, Localized], desc: [string, Localized]) =>
    g.addSubcommand((s) =>
      s.setName(name[0]).setNameLocalizations(name[1]).setDescription(desc[0]).setDescriptionLocalizations(desc[1]),
    );
  g.setName('tournament')
    .setNameLocalizations(L({ fr: 'tournoi', it: 'torneo', de: 'turnier', 'es-ES': 'torneo' }))
    .setDescription('A tournament across tables, each in its own thread')
    .setDescriptionLocalizations(
      L({
        fr: 'Un tournoi sur plusieurs tables, chacune dans son fil',
        it: 'Un torneo su più tavoli, ognuno nel suo thread',
        de: 'Ein Turnier über mehrere Tische, jeder in seinem Thread',
        'es-ES': 'Un torneo en varias mesas, cada una en su hilo',
      }),
    )
    .addSubcommand((s) =>
      s
        .setName('new')
        .setNameLocalizations(L({ fr: 'nouveau', it: 'nuovo', de: 'neu', 'es-ES': 'nuevo' }))
        .setDescription('Open a tournament in this channel')
        .setDescriptionLocalizations(
          L({
            fr: 'Ouvrir un tournoi dans ce salon',
            it: 'Apri un torneo in questo canale',
            de: 'Ein Turnier in diesem Kanal eröffnen',
            'es-ES': 'Abre un torneo en este canal',
          }),
        )
        .addStringOption((o) =>
          named(
            o,
            ['ruleset', { fr: 'variante', it: 'variante', de: 'regelwerk', 'es-ES': 'variante' }],
            [
              'Ruleset of every game',
              {
                fr: 'Variante des parties',
                it: 'Variante delle partite',
                de: 'Regelwerk aller Partien',
                'es-ES': 'Variante de todas las partidas',
              },
            ],
          )
            .setRequired(true)
            .setAutocomplete(true),
        )
        .addStringOption((o) =>
          named(
            o,
            ['format', { fr: 'format', it: 'formato', de: 'format', 'es-ES': 'formato' }],
            [
              'Who goes through: classic (C-TOUR-2) or RisiKo! (R-TOUR-1)',
              {
                fr: 'Qui se qualifie : classique (C-TOUR-2) ou RisiKo! (R-TOUR-1)',
                it: 'Chi passa: classico (C-TOUR-2) o RisiKo! (R-TOUR-1)',
                de: 'Wer weiterkommt: klassisch (C-TOUR-2) oder RisiKo! (R-TOUR-1)',
                'es-ES': 'Quién pasa: clásico (C-TOUR-2) o RisiKo! (R-TOUR-1)',
              },
            ],
          ).setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            [
              'table_size',
              { fr: 'taille_table', it: 'giocatori_tavolo', de: 'tischgroesse', 'es-ES': 'jugadores_mesa' },
            ],
            [
              'Players per table (3–6; RisiKo! 4–5)',
              {
                fr: 'Joueurs par table (3–6 ; RisiKo! 4–5)',
                it: 'Giocatori per tavolo (3–6; RisiKo! 4–5)',
                de: 'Spieler pro Tisch (3–6; RisiKo! 4–5)',
                'es-ES': 'Jugadores por mesa (3–6; RisiKo! 4–5)',
              },
            ],
          )
            .setMinValue(3)
            .setMaxValue(6)
            .setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            ['time_limit', { fr: 'limite_temps', it: 'limite_tempo', de: 'zeitlimit', 'es-ES': 'limite_tiempo' }],
            [
              'Time limit of each game, in minutes (C-TOUR-1)',
              {
                fr: 'Limite de temps de chaque partie, en minutes (C-TOUR-1)',
                it: 'Limite di tempo di ogni partita, in minuti (C-TOUR-1)',
                de: 'Zeitlimit jeder Partie in Minuten (C-TOUR-1)',
                'es-ES': 'Límite de tiempo de cada partida, en minutos (C-TOUR-1)',
              },
            ],
          )
            .setMinValue(TIME_LIMIT.min)
            .setMaxValue(TIME_LIMIT.max)
            .setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          named(
            o,
            [
              'final_time_limit',
              { fr: 'limite_finale', it: 'limite_finale', de: 'finale_zeitlimit', 'es-ES': 'limite_final' },
            ],
            [
              'Time limit of the final, in minutes',
              {
                fr: 'Limite de temps de la finale, en minutes',
                it: 'Limite di tempo della finale, in minuti',
                de: 'Zeitlimit des Finales in Minuten',
                'es-ES': 'Límite de tiempo de la final, en minutos',
              },
            ],
          )
            .setMinValue(TIME_LIMIT.min)
            .setMaxValue(TIME_LIMIT.max)
            .setAutocomplete(true),
        )
        .addBooleanOption((o) =>
          named(
            o,
            [
              'fill_with_ai',
              { fr: 'completer_ia', it: 'completa_ia', de: 'mit_ki_auffuellen', 'es-ES': 'completar_ia' },
            ],
            [
              'AI players fill the tables at the start',
              {
                fr: 'Des IA complètent les tables au départ',
                it: 'Le IA completano i tavoli all’avvio',
                de: 'KI-Spieler füllen die Tische zu Beginn auf',
                'es-ES': 'Jugadores IA completan las mesas al empezar',
              },
            ],
          ),
        ),
    );
  plainSub(
    ['join', { fr: 'rejoindre', it: 'partecipa', de: 'beitreten', 'es-ES': 'inscribirse' }],
    [
      'Enter the tournament',
      {
        fr: 'S’inscrire au tournoi',
        it: 'Iscriviti al torneo',
        de: 'Am Turnier teilnehmen',
        'es-ES': 'Inscríbete en el torneo',
      },
    ],
  );
  plainSub(
    ['leave', { fr: 'quitter', it: 'esci', de: 'verlassen', 'es-ES': 'salir' }],
    [
      'Leave (or withdraw from) the tournament',
      {
        fr: 'Quitter le tournoi (ou s’en retirer)',
        it: 'Lascia il torneo (o ritirati)',
        de: 'Das Turnier verlassen (oder sich zurückziehen)',
        'es-ES': 'Deja el torneo (o retírate)',
      },
    ],
  );
  plainSub(
    ['start', { fr: 'lancer', it: 'avvia', de: 'starten', 'es-ES': 'iniciar' }],
    [
      'Seat round 1 (host or Manage Server)',
      {
        fr: 'Placer le tour 1 (organisateur ou Gérer le serveur)',
        it: 'Assegna il turno 1 (organizzatore o Gestire il server)',
        de: 'Runde 1 auslosen (Gastgeber oder Server verwalten)',
        'es-ES': 'Asigna la ronda 1 (organizador o Gestionar servidor)',
      },
    ],
  );
  plainSub(
    ['standings', { fr: 'classement', it: 'classifica', de: 'rangliste', 'es-ES': 'clasificacion' }],
    ['The standings', { fr: 'Le classement', it: 'La classifica', de: 'Die Rangliste', 'es-ES': 'La clasificación' }],
  );
  plainSub(
    ['cancel', { fr: 'annuler', it: 'annulla', de: 'abbrechen', 'es-ES': 'cancelar' }],
    [
      'Cancel the tournament (host or Manage Server)',
      {
        fr: 'Annuler le tournoi (organisateur ou Gérer le serveur)',
        it: 'Annulla il torneo (organizzatore o Gestire il server)',
        de: 'Das Turnier abbrechen (Gastgeber oder Server verwalten)',
        'es-ES': 'Cancela el torneo (organizador o Gestionar servidor)',
      },
    ],
  );
  return g;
}
