// /risk leaderboard and /risk stats: their builders, in English, French and Italian.
import type { SlashCommandStringOption, SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';

/** One ruleset or all (autocompleted with the rated players of each): the leaderboard's and the stats'. */
const rulesetOption = (o: SlashCommandStringOption) =>
  o
    .setName('ruleset')
    .setNameLocalizations(L({ fr: 'variante', it: 'variante', de: 'regelwerk', 'es-ES': 'variante' }))
    .setDescription('One ruleset (default: all)')
    .setDescriptionLocalizations(
      L({
        fr: 'Une variante (par défaut : toutes)',
        it: 'Una variante (predefinito: tutte)',
        de: 'Ein Regelwerk (Standard: alle)',
        'es-ES': 'Una variante (por defecto: todas)',
      }),
    )
    .setAutocomplete(true);

export const leaderboardSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('leaderboard')
    .setNameLocalizations(L({ fr: 'classement', it: 'classifica', de: 'rangliste', 'es-ES': 'clasificacion' }))
    .setDescription('The server’s best players (rating, games, wins) and your rank')
    .setDescriptionLocalizations(
      L({
        fr: 'Les meilleurs joueurs du serveur (cote, parties, victoires) et votre rang',
        it: 'I migliori del server (punteggio, partite, vittorie) e la tua posizione',
        de: 'Die besten Spieler des Servers (Wertung, Partien, Siege) und dein Rang',
        'es-ES': 'Los mejores jugadores del servidor (puntuación, partidas, victorias) y tu puesto',
      }),
    )
    .addStringOption(rulesetOption)
    .addIntegerOption((o) =>
      o
        .setName('page')
        .setNameLocalizations(L({ fr: 'page', it: 'pagina', de: 'seite', 'es-ES': 'pagina' }))
        .setDescription('Page (10 players a page)')
        .setDescriptionLocalizations(
          L({
            fr: 'Page (10 joueurs par page)',
            it: 'Pagina (10 giocatori per pagina)',
            de: 'Seite (10 Spieler pro Seite)',
            'es-ES': 'Página (10 jugadores por página)',
          }),
        )
        .setMinValue(1)
        .setMaxValue(10_000)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('season')
        .setNameLocalizations(L({ fr: 'saison', it: 'stagione', de: 'saison', 'es-ES': 'temporada' }))
        .setDescription('The current season (default) or all time')
        .setDescriptionLocalizations(
          L({
            fr: 'La saison en cours (par défaut) ou depuis toujours',
            it: 'La stagione in corso (predefinita) o da sempre',
            de: 'Die laufende Saison (Standard) oder seit jeher',
            'es-ES': 'La temporada actual (por defecto) o desde siempre',
          }),
        )
        .addChoices({ name: 'current season', value: 'current' }, { name: 'all time', value: 'all' }),
    );

export const statsSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('stats')
    .setNameLocalizations(L({ fr: 'stats', it: 'statistiche', de: 'statistik', 'es-ES': 'estadisticas' }))
    .setDescription('A player’s record on this server: games, wins, places, rating')
    .setDescriptionLocalizations(
      L({
        fr: 'Le palmarès d’un joueur sur ce serveur : parties, victoires, places, cote',
        it: 'Le statistiche di un giocatore su questo server: partite, vittorie, posizioni, punteggio',
        de: 'Die Bilanz eines Spielers auf diesem Server: Partien, Siege, Plätze, Wertung',
        'es-ES': 'El historial de un jugador en este servidor: partidas, victorias, puestos, puntuación',
      }),
    )
    .addUserOption((o) =>
      o
        .setName('player')
        .setNameLocalizations(L({ fr: 'joueur', it: 'giocatore', de: 'spieler', 'es-ES': 'jugador' }))
        .setDescription('The player (default: you)')
        .setDescriptionLocalizations(
          L({
            fr: 'Le joueur (par défaut : vous)',
            it: 'Il giocatore (predefinito: tu)',
            de: 'Der Spieler (Standard: du)',
            'es-ES': 'El jugador (por defecto: tú)',
          }),
        ),
    )
    .addStringOption(rulesetOption);

export const gamesSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('games')
    .setNameLocalizations(L({ fr: 'parties', it: 'partite', de: 'partien', 'es-ES': 'partidas' }))
    .setDescription('Every game you sit in, on every server: whose turn, deadline, link')
    .setDescriptionLocalizations(
      L({
        fr: 'Toutes vos parties, sur tous les serveurs : à qui le tour, échéance, lien',
        it: 'Tutte le tue partite, su ogni server: di chi è il turno, scadenza, link',
        de: 'Alle deine Partien auf allen Servern: wer am Zug ist, Frist, Link',
        'es-ES': 'Todas tus partidas, en todos los servidores: a quién le toca, plazo, enlace',
      }),
    );

export const vacationSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('vacation')
    .setNameLocalizations(L({ fr: 'vacances', it: 'vacanza', de: 'urlaub', 'es-ES': 'vacaciones' }))
    .setDescription('Your deadlines wait in all your games until then (or off)')
    .setDescriptionLocalizations(
      L({
        fr: 'Vos échéances attendent dans toutes vos parties (ou off)',
        it: 'Le tue scadenze aspettano in tutte le tue partite (o off)',
        de: 'Deine Fristen warten bis dahin in all deinen Partien (oder off)',
        'es-ES': 'Tus plazos esperan hasta entonces en todas tus partidas (u off)',
      }),
    )
    .addStringOption((o) =>
      o
        .setName('duration')
        .setNameLocalizations(L({ fr: 'duree', it: 'durata', de: 'dauer', 'es-ES': 'duracion' }))
        .setDescription('How long: 3d, 12h … up to 30d; off to come back')
        .setDescriptionLocalizations(
          L({
            fr: 'Combien de temps : 3d, 12h … 30d au plus ; off pour revenir',
            it: 'Quanto: 3d, 12h … fino a 30d; off per tornare',
            de: 'Wie lange: 3d, 12h … bis 30d; off zum Zurückkommen',
            'es-ES': 'Cuánto tiempo: 3d, 12h … hasta 30d; off para volver',
          }),
        )
        .setRequired(true)
        .setAutocomplete(true),
    );
