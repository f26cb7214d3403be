// The /risk command's builder: every subcommand and option, in English, French and Italian (the
// larger subcommands in their own builder modules beside this one).
import { LANGUAGE_NAMES } from '../../src/i18n/names.js';
import { duration } from '../../src/i18n/rules.js';
import { SlashCommandBuilder, SlashCommandStringOption, SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { gameRulesetIds, offeredValues } from '../../src/discord/queries.js';
import { str } from './option-text.js';
import { aiLevelChoices } from '../../src/discord/present/ai-level.js';
import { settingsSubcommand } from './settings-builder.js';
import { addScheduleOptions } from './schedule-options.js';
import { serverSubcommand } from './server-builder.js';
import { tournamentGroup } from './tournament-builder.js';
import { gamesSubcommand, leaderboardSubcommand, statsSubcommand, vacationSubcommand } from './records-builder.js';

/** NC-0: the `side` choices' names in French and Italian (English: the value itself). */
const SIDE_CHOICE: Record<'random' | 'france' | 'england', [string, string]> = {
  random: ['au hasard', 'a sorte'],
  france: ['France', 'Francia'],
  england: ['Angleterre', 'Inghilterra'],
};

/** The ruleset options (/risk new, /risk rules): a family registered at run time is offered there too. */
const rulesetOptions: SlashCommandStringOption[] = [];
function rulesetChoices(o: SlashCommandStringOption): { name: string; value: string }[] {
  rulesetOptions.push(o);
  return gameRulesetIds.map((id) => ({ name: id, value: id }));
}

/**
 * Offers a registered family's ruleset (src/game/host.ts registerFamily) in the ruleset choices:
 * /risk new and /risk rules, and the leaderboard's ruleset filter when it is a list of choices.
 */
export function offerRuleset(id: string): void {
  const leaderboard = data.options.find((o) => o instanceof SlashCommandSubcommandBuilder && o.name === 'leaderboard');
  const filters =
    leaderboard instanceof SlashCommandSubcommandBuilder
      ? leaderboard.options.filter(
          // An autocompleted filter answers from the results themselves, so it needs no choice.
          (o): o is SlashCommandStringOption =>
            o instanceof SlashCommandStringOption && o.name === 'ruleset' && o.autocomplete !== true,
        )
      : [];
  for (const o of [...rulesetOptions, ...filters])
    if (!o.choices?.some((c) => c.value === id)) o.addChoices({ name: id, value: id });
}

export const data = new SlashCommandBuilder()
  .setName('risk')
  .setNameLocalizations(L('risk', 'risiko'))
  .setDescription('Play Risk in this channel')
  .setDescriptionLocalizations(L('Jouer à Risk dans ce salon', 'Gioca a Risiko in questo canale'))
  .addSubcommand((s) =>
    addScheduleOptions(
      s
        .setName('new')
        .setNameLocalizations(L('nouvelle', 'nuova'))
        .setDescription('Open a new game in this channel')
        .setDescriptionLocalizations(
          L('Ouvrir une nouvelle partie dans ce salon', 'Apri una nuova partita in questo canale'),
        )
        .addStringOption((o) =>
          str(
            o,
            'ruleset',
            'variante',
            'variante',
            'Ruleset (default: the server’s, else classic)',
            'Variante (par défaut : celle du serveur, sinon classic)',
            'Variante (predefinita: quella del server, altrimenti classic)',
          ).addChoices(...rulesetChoices(o)),
        )
        .addStringOption((o) =>
          str(
            o,
            'setup',
            'installation',
            'preparazione',
            'Setup mode (C-SET-3/4/5/7)',
            'Mise en place (C-SET-3/4/5/7)',
            'Preparazione (C-SET-3/4/5/7)',
          ).addChoices(...offeredValues('setup').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'two_player',
            'deux_joueurs',
            'due_giocatori',
            'Two-player form (C-2P / M-2P-1)',
            'Forme à deux (C-2P / M-2P-1)',
            'Forma a due (C-2P / M-2P-1)',
          ).addChoices(...offeredValues('twoPlayer').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'card_values',
            'valeur_cartes',
            'valore_carte',
            'Card set values',
            'Valeur des combinaisons',
            'Valore dei tris',
          ).addChoices(...offeredValues('cardValues').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'fortify',
            'deplacement',
            'spostamento',
            'Fortify rule (C-FOR-1 / C-OPT-2)',
            'Règle de déplacement',
            'Regola di spostamento',
          ).addChoices(...offeredValues('fortify').map((v) => ({ name: v, value: v }))),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'territory_cap',
            'plafond',
            'limite',
            'At most 12 armies per territory (C-OPT-3)',
            'Au plus 12 armées par territoire (C-OPT-3)',
            'Al massimo 12 armate per territorio (C-OPT-3)',
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'card_reroll',
            'relance',
            'rilancio',
            'Card re-roll (C-OPT-4)',
            'Relance par carte (C-OPT-4)',
            'Rilancio con carta (C-OPT-4)',
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'commanders',
            'commandants',
            'comandanti',
            'Commanders (C-OPT-5)',
            'Commandants (C-OPT-5)',
            'Comandanti (C-OPT-5)',
          ),
        )
        .addIntegerOption((o) =>
          str(
            o,
            'time_limit',
            'limite_temps',
            'limite_tempo',
            'Game time limit in minutes (C-TOUR-1 / R-END-1)',
            'Limite de temps en minutes',
            'Limite di tempo in minuti',
          ).addChoices(
            ...offeredValues('timeLimitMinutes')
              .filter((v): v is number => v !== null)
              .sort((a, b) => a - b)
              .map((v) => ({
                name: duration(v, 'en'),
                name_localizations: L(duration(v, 'fr'), duration(v, 'it')),
                value: v,
              })),
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'capitals',
            'capitales',
            'capitali',
            'Capitals form (K-2 1992 / K-3 2000)',
            'Forme des capitales',
            'Forma delle capitali',
          ).addChoices(...offeredValues('capitals').map((v) => ({ name: v ?? 'none', value: v ?? 'none' }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'mission_goal',
            'but_mission',
            'scopo_missione',
            'Missions variant (M-VAR-1)',
            'Variante des missions (M-VAR-1)',
            'Variante missioni (M-VAR-1)',
          ).addChoices(...offeredValues('missionGoal').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'deadline',
            'delai',
            'scadenza',
            'Turn deadline, e.g. 24h',
            'Délai par tour, ex. 24h',
            'Scadenza del turno, es. 24h',
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'ai_level',
            'niveau_ia',
            'livello_ia',
            'AI level: Add AI’s and the AI standing in for an absent player (default normal)',
            'Niveau de l’IA : celle d’Ajouter une IA et celle qui remplace un absent (défaut normal)',
            'Livello dell’IA: quella di Aggiungi IA e quella che sostituisce un assente (predefinito normale)',
          ).addChoices(...aiLevelChoices()),
        )
        .addStringOption((o) =>
          str(
            o,
            'independents',
            'independants',
            'indipendenti',
            'Napoléon for two: passive or active independents (N2-P / N2-A)',
            'Napoléon à deux : indépendants passifs ou actifs (N2-P / N2-A)',
            'Napoléon a due: indipendenti passivi o attivi (N2-P / N2-A)',
          ).addChoices(
            ...offeredValues('independents')
              .filter((v) => v !== undefined)
              .map((v) => ({ name: v, value: v })),
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'cards',
            'cartes',
            'carte',
            'Territory cards, or none (C-OPT-6)',
            'Cartes territoire, ou aucune (C-OPT-6)',
            'Carte territorio, o nessuna (C-OPT-6)',
          ).addChoices(...offeredValues('cards').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'language',
            'langue',
            'lingua',
            'Language of the game’s public messages and images (default: yours)',
            'Langue des messages publics et des images (défaut : la vôtre)',
            'Lingua dei messaggi pubblici e delle immagini (predefinita: la tua)',
          ).addChoices(...(['en', 'fr', 'it'] as const).map((l) => ({ name: LANGUAGE_NAMES[l], value: l }))),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'empire_capitals',
            'capitales_empires',
            'capitali_imperi',
            'Napoléon advanced: capitals option (NA-CAP)',
            'Napoléon avancé : option des capitales (NA-CAP)',
            'Napoléon avanzato: opzione delle capitali (NA-CAP)',
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'side',
            'camp',
            'schieramento',
            'Napoléon 1796 campaign: the side you play (first seat), or drawn (NC-0)',
            'Campagne de 1796 : le camp que vous jouez (première place), ou tiré au sort (NC-0)',
            'Campagna del 1796: lo schieramento che giochi (primo posto), o a sorte (NC-0)',
          ).addChoices(
            ...offeredValues('campaignSide')
              .filter((v) => v !== undefined)
              .map((v) => ({ name: v, value: v, name_localizations: L(...SIDE_CHOICE[v]) })),
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'fog',
            'brouillard',
            'nebbia',
            'Fog of war: each player sees only their territories and their neighbours (FOG-1)',
            'Brouillard de guerre : chacun ne voit que ses territoires et leurs voisins (FOG-1)',
            'Nebbia di guerra: ognuno vede solo i propri territori e i loro vicini (FOG-1)',
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'continue_failed',
            'continuer_echec',
            'continua_fallito',
            'Risk Express: continue the previous player’s failed attack (X-OPT-1)',
            'Risk Express : continuer l’attaque ratée du joueur précédent (X-OPT-1)',
            'Risk Express: continua l’attacco fallito del giocatore precedente (X-OPT-1)',
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'thread',
            'fil',
            'thread',
            'Open the game in its own thread of this channel',
            'Ouvrir la partie dans son propre fil de ce salon',
            'Apri la partita in un suo thread di questo canale',
          ),
        ),
    ),
  )
  .addSubcommand((s) =>
    s
      .setName('join')
      .setNameLocalizations(L('rejoindre', 'unisciti'))
      .setDescription('Join the lobby')
      .setDescriptionLocalizations(L('Rejoindre la partie', 'Unisciti alla partita')),
  )
  .addSubcommand((s) =>
    s
      .setName('leave')
      .setNameLocalizations(L('quitter', 'esci'))
      .setDescription('Leave the lobby')
      .setDescriptionLocalizations(L('Quitter la partie', 'Esci dalla partita')),
  )
  .addSubcommand((s) =>
    s
      .setName('start')
      .setNameLocalizations(L('commencer', 'inizia'))
      .setDescription('Start the game')
      .setDescriptionLocalizations(L('Commencer la partie', 'Inizia la partita')),
  )
  .addSubcommand((s) =>
    s
      .setName('status')
      .setNameLocalizations(L('etat', 'stato'))
      .setDescription('Who is playing, who holds what')
      .setDescriptionLocalizations(L('Qui joue, qui tient quoi', 'Chi gioca, chi ha cosa')),
  )
  .addSubcommand((s) =>
    s
      .setName('board')
      .setNameLocalizations(L('carte', 'mappa'))
      .setDescription('Show the board')
      .setDescriptionLocalizations(L('Afficher le plateau', 'Mostra il tabellone'))
      .addBooleanOption((o) =>
        str(
          o,
          'names',
          'noms',
          'nomi',
          'Territory names on the map',
          'Noms des territoires sur la carte',
          'Nomi dei territori sulla mappa',
        ),
      )
      .addBooleanOption((o) =>
        str(
          o,
          'battle',
          'bataille',
          'battaglia',
          'Also the close-up of the last attack',
          'Aussi le gros plan de la dernière attaque',
          'Anche il primo piano dell’ultimo attacco',
        ),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('history')
      .setNameLocalizations(L('historique', 'storia'))
      .setDescription('A past turn: what happened and the board it left')
      .setDescriptionLocalizations(
        L('Un tour passé : ce qui s’est passé et le plateau', 'Un turno passato: cosa è successo e il tabellone'),
      )
      .addIntegerOption((o) =>
        o
          .setName('turn')
          .setNameLocalizations(L('tour', 'turno'))
          .setDescription('Turn number (default: the last finished turn)')
          .setDescriptionLocalizations(
            L('Numéro du tour (défaut : le dernier terminé)', 'Numero del turno (predefinito: l’ultimo finito)'),
          )
          .setMinValue(1)
          .setMaxValue(100000),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('map')
      .setNameLocalizations(L('carte-en-direct', 'mappa-dal-vivo'))
      .setDescription('The live map in your browser: zoom, tap a territory, replay the game')
      .setDescriptionLocalizations(
        L(
          'La carte en direct dans le navigateur : zoom, détails, la partie rejouée',
          'La mappa dal vivo nel browser: zoom, dettagli, la partita rigiocata',
        ),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('mission')
      .setNameLocalizations(L('mission', 'missione'))
      .setDescription('Your secrets (only you see them)')
      .setDescriptionLocalizations(L('Vos secrets (vous seul les voyez)', 'I tuoi segreti (li vedi solo tu)')),
  )
  .addSubcommand((s) =>
    s
      .setName('cards')
      .setNameLocalizations(L('cartes', 'carte'))
      .setDescription('Your cards and sets (only you see them)')
      .setDescriptionLocalizations(L('Vos cartes et combinaisons', 'Le tue carte e i tris')),
  )
  .addSubcommand((s) =>
    s
      .setName('rules')
      .setNameLocalizations(L('regles', 'regole'))
      .setDescription('The ruleset and options of this game')
      .setDescriptionLocalizations(
        L('La variante et les options de la partie', 'La variante e le opzioni della partita'),
      )
      .addStringOption((o) =>
        str(
          o,
          'ruleset',
          'variante',
          'variante',
          'A ruleset (default: this game)',
          'Une variante (défaut : cette partie)',
          'Una variante (predefinito: questa partita)',
        ).addChoices(...rulesetChoices(o)),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('odds')
      .setNameLocalizations(L('chances', 'probabilita'))
      .setDescription('Chance to conquer')
      .setDescriptionLocalizations(L('Chances de conquête', 'Probabilità di conquista'))
      .addIntegerOption((o) =>
        str(
          o,
          'attackers',
          'attaquants',
          'attaccanti',
          'Attacking armies (or give from and to)',
          'Armées attaquantes (ou depuis et vers)',
          'Armate in attacco (o da e verso)',
        )
          .setMinValue(2)
          .setMaxValue(500),
      )
      .addIntegerOption((o) =>
        str(o, 'defenders', 'defenseurs', 'difensori', 'Defending armies', 'Armées en défense', 'Armate in difesa')
          .setMinValue(1)
          .setMaxValue(500),
      )
      .addStringOption((o) =>
        str(
          o,
          'from',
          'depuis',
          'da',
          'Attack from this territory (armies as on the board)',
          'Attaquer depuis ce territoire (armées du plateau)',
          'Attacca da questo territorio (armate sul tabellone)',
        ).setAutocomplete(true),
      )
      .addStringOption((o) =>
        str(
          o,
          'to',
          'vers',
          'verso',
          'The territory attacked',
          'Le territoire attaqué',
          'Il territorio attaccato',
        ).setAutocomplete(true),
      ),
  )
  .addSubcommand(settingsSubcommand)
  .addSubcommand((s) =>
    s
      .setName('abandon')
      .setNameLocalizations(L('abandonner', 'abbandona'))
      .setDescription('Leave the game (your armies stay, passive)')
      .setDescriptionLocalizations(
        L('Abandonner (vos armées restent, passives)', 'Abbandona (le tue armate restano, passive)'),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('cancel')
      .setNameLocalizations(L('annuler', 'annulla'))
      .setDescription('Cancel this channel’s game (host or Manage Server)')
      .setDescriptionLocalizations(
        L('Annuler la partie (hôte ou Gérer le serveur)', 'Annulla la partita (ospite o Gestire il server)'),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('kick')
      .setNameLocalizations(L('retirer', 'rimuovi'))
      .setDescription('Remove a player (host or Manage Server)')
      .setDescriptionLocalizations(
        L('Retirer un joueur (hôte ou Gérer le serveur)', 'Rimuovi un giocatore (ospite o Gestire il server)'),
      )
      .addUserOption((o) =>
        str(o, 'player', 'joueur', 'giocatore', 'The player', 'Le joueur', 'Il giocatore').setRequired(true),
      ),
  )
  .addSubcommandGroup(tournamentGroup)
  .addSubcommand(leaderboardSubcommand)
  .addSubcommand(statsSubcommand)
  .addSubcommand(gamesSubcommand)
  .addSubcommand(vacationSubcommand)
  .addSubcommand(serverSubcommand)
  .addSubcommand((s) =>
    s
      .setName('follow')
      .setNameLocalizations(L('suivre', 'segui'))
      .setDescription('Follow this game: a DM at each player out and at the result')
      .setDescriptionLocalizations(
        L(
          'Suivre cette partie : un MP à chaque élimination et au résultat',
          'Segui questa partita: un DM a ogni eliminazione e al risultato',
        ),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('help')
      .setNameLocalizations(L('aide', 'aiuto'))
      .setDescription('How to play')
      .setDescriptionLocalizations(L('Comment jouer', 'Come si gioca')),
  );
