// /risk leaderboard and /risk stats: their builders, in English, French and Italian.
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { gameRulesetIds } from '../../src/discord/queries.js';

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
    .addStringOption((o) =>
      o
        .setName('ruleset')
        .setNameLocalizations(L('variante', 'variante'))
        .setDescription('One ruleset (default: all)')
        .setDescriptionLocalizations(L('Une variante (par défaut : toutes)', 'Una variante (predefinito: tutte)'))
        .addChoices({ name: 'all', value: 'all' }, ...gameRulesetIds.map((id) => ({ name: id, value: id }))),
    )
    .addIntegerOption((o) =>
      o
        .setName('page')
        .setNameLocalizations(L('page', 'pagina'))
        .setDescription('Page (10 players a page)')
        .setDescriptionLocalizations(L('Page (10 joueurs par page)', 'Pagina (10 giocatori per pagina)'))
        .setMinValue(1)
        .setMaxValue(10_000),
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
    );
