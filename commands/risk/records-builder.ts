// /risk leaderboard and /risk stats: their builders, in English, French and Italian.
import type { SlashCommandStringOption, SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';

/** One ruleset or all (autocompleted with the rated players of each): the leaderboard's and the stats'. */
const rulesetOption = (o: SlashCommandStringOption) =>
  o
    .setName('ruleset')
    .setNameLocalizations(L('variante', 'variante'))
    .setDescription('One ruleset (default: all)')
    .setDescriptionLocalizations(L('Une variante (par défaut : toutes)', 'Una variante (predefinito: tutte)'))
    .setAutocomplete(true);

export const leaderboardSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('leaderboard')
    .setNameLocalizations(L('classement', 'classifica'))
    .setDescription('The server’s best players (rating, games, wins) and your rank')
    .setDescriptionLocalizations(
      L(
        'Les meilleurs joueurs du serveur (cote, parties, victoires) et votre rang',
        'I migliori del server (punteggio, partite, vittorie) e la tua posizione',
      ),
    )
    .addStringOption(rulesetOption)
    .addIntegerOption((o) =>
      o
        .setName('page')
        .setNameLocalizations(L('page', 'pagina'))
        .setDescription('Page (10 players a page)')
        .setDescriptionLocalizations(L('Page (10 joueurs par page)', 'Pagina (10 giocatori per pagina)'))
        .setMinValue(1)
        .setMaxValue(10_000)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('season')
        .setNameLocalizations(L('saison', 'stagione'))
        .setDescription('The current season (default) or all time')
        .setDescriptionLocalizations(
          L('La saison en cours (par défaut) ou depuis toujours', 'La stagione in corso (predefinita) o da sempre'),
        )
        .addChoices({ name: 'current season', value: 'current' }, { name: 'all time', value: 'all' }),
    );

export const statsSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('stats')
    .setNameLocalizations(L('stats', 'statistiche'))
    .setDescription('A player’s record on this server: games, wins, places, rating')
    .setDescriptionLocalizations(
      L(
        'Le palmarès d’un joueur sur ce serveur : parties, victoires, places, cote',
        'Le statistiche di un giocatore su questo server: partite, vittorie, posizioni, punteggio',
      ),
    )
    .addUserOption((o) =>
      o
        .setName('player')
        .setNameLocalizations(L('joueur', 'giocatore'))
        .setDescription('The player (default: you)')
        .setDescriptionLocalizations(L('Le joueur (par défaut : vous)', 'Il giocatore (predefinito: tu)')),
    )
    .addStringOption(rulesetOption);

export const gamesSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('games')
    .setNameLocalizations(L('parties', 'partite'))
    .setDescription('Every game you sit in, on every server: whose turn, deadline, link')
    .setDescriptionLocalizations(
      L(
        'Toutes vos parties, sur tous les serveurs : à qui le tour, échéance, lien',
        'Tutte le tue partite, su ogni server: di chi è il turno, scadenza, link',
      ),
    );

export const vacationSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('vacation')
    .setNameLocalizations(L('vacances', 'vacanza'))
    .setDescription('Your deadlines wait in all your games until then (or off)')
    .setDescriptionLocalizations(
      L(
        'Vos échéances attendent dans toutes vos parties (ou off)',
        'Le tue scadenze aspettano in tutte le tue partite (o off)',
      ),
    )
    .addStringOption((o) =>
      o
        .setName('duration')
        .setNameLocalizations(L('duree', 'durata'))
        .setDescription('How long: 3d, 12h … up to 30d; off to come back')
        .setDescriptionLocalizations(
          L(
            'Combien de temps : 3d, 12h … 30d au plus ; off pour revenir',
            'Quanto: 3d, 12h … fino a 30d; off per tornare',
          ),
        )
        .setRequired(true)
        .setAutocomplete(true),
    );
