// The /risk command's builder: every subcommand and option, in every language the bot speaks (the
// larger subcommands in their own builder modules beside this one).
import { SlashCommandBuilder, SlashCommandStringOption, SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { str } from './option-text.js';
import { settingsSubcommand } from './settings-builder.js';
import { serverSubcommand } from './server-builder.js';
import { tournamentGroup } from './tournament-builder.js';
import { gamesSubcommand, leaderboardSubcommand, statsSubcommand, vacationSubcommand } from './records-builder.js';
import { newSubcommand } from './new-builder.js';
import { rulesetChoices, rulesetOptions } from './ruleset-choices.js';

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
  .setNameLocalizations(L({ fr: 'risk', it: 'risiko', de: 'risiko', 'es-ES': 'risk' }))
  .setDescription('Play Risk in this channel')
  .setDescriptionLocalizations(
    L({
      fr: 'Jouer à Risk dans ce salon',
      it: 'Gioca a Risiko in questo canale',
      de: 'Spiele Risiko in diesem Kanal',
      'es-ES': 'Juega a Risk en este canal',
    }),
  )
  .addSubcommand(newSubcommand)
  .addSubcommand((s) =>
    s
      .setName('join')
      .setNameLocalizations(L({ fr: 'rejoindre', it: 'unisciti', de: 'beitreten', 'es-ES': 'unirse' }))
      .setDescription('Join the lobby')
      .setDescriptionLocalizations(
        L({
          fr: 'Rejoindre la partie',
          it: 'Unisciti alla partita',
          de: 'Der Partie beitreten',
          'es-ES': 'Únete a la partida',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('leave')
      .setNameLocalizations(L({ fr: 'quitter', it: 'esci', de: 'verlassen', 'es-ES': 'salir' }))
      .setDescription('Leave the lobby')
      .setDescriptionLocalizations(
        L({
          fr: 'Quitter la partie',
          it: 'Esci dalla partita',
          de: 'Die Partie verlassen',
          'es-ES': 'Sal de la partida',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('start')
      .setNameLocalizations(L({ fr: 'commencer', it: 'inizia', de: 'starten', 'es-ES': 'empezar' }))
      .setDescription('Start the game')
      .setDescriptionLocalizations(
        L({
          fr: 'Commencer la partie',
          it: 'Inizia la partita',
          de: 'Die Partie starten',
          'es-ES': 'Empieza la partida',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('status')
      .setNameLocalizations(L({ fr: 'etat', it: 'stato', de: 'status', 'es-ES': 'estado' }))
      .setDescription('Who is playing, who holds what')
      .setDescriptionLocalizations(
        L({
          fr: 'Qui joue, qui tient quoi',
          it: 'Chi gioca, chi ha cosa',
          de: 'Wer spielt, wer hält was',
          'es-ES': 'Quién juega, quién tiene qué',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('board')
      .setNameLocalizations(L({ fr: 'carte', it: 'mappa', de: 'karte', 'es-ES': 'mapa' }))
      .setDescription('Show the board')
      .setDescriptionLocalizations(
        L({
          fr: 'Afficher le plateau',
          it: 'Mostra il tabellone',
          de: 'Das Spielbrett zeigen',
          'es-ES': 'Muestra el tablero',
        }),
      )
      .addBooleanOption((o) =>
        str(o, 'names', { fr: 'noms', it: 'nomi', de: 'namen', 'es-ES': 'nombres' }, 'Territory names on the map', {
          fr: 'Noms des territoires sur la carte',
          it: 'Nomi dei territori sulla mappa',
          de: 'Gebietsnamen auf der Karte',
          'es-ES': 'Nombres de los territorios en el mapa',
        }),
      )
      .addBooleanOption((o) =>
        str(
          o,
          'battle',
          { fr: 'bataille', it: 'battaglia', de: 'schlacht', 'es-ES': 'batalla' },
          'Also the close-up of the last attack',
          {
            fr: 'Aussi le gros plan de la dernière attaque',
            it: 'Anche il primo piano dell’ultimo attacco',
            de: 'Auch die Nahaufnahme des letzten Angriffs',
            'es-ES': 'También el primer plano del último ataque',
          },
        ),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('history')
      .setNameLocalizations(L({ fr: 'historique', it: 'storia', de: 'verlauf', 'es-ES': 'historial' }))
      .setDescription('A past turn: what happened and the board it left')
      .setDescriptionLocalizations(
        L({
          fr: 'Un tour passé : ce qui s’est passé et le plateau',
          it: 'Un turno passato: cosa è successo e il tabellone',
          de: 'Ein vergangener Zug: was geschah und das Brett danach',
          'es-ES': 'Un turno pasado: qué ocurrió y el tablero que dejó',
        }),
      )
      .addIntegerOption((o) =>
        o
          .setName('turn')
          .setNameLocalizations(L({ fr: 'tour', it: 'turno', de: 'zug', 'es-ES': 'turno' }))
          .setDescription('Turn number (default: the last finished turn)')
          .setDescriptionLocalizations(
            L({
              fr: 'Numéro du tour (défaut : le dernier terminé)',
              it: 'Numero del turno (predefinito: l’ultimo finito)',
              de: 'Nummer des Zugs (Standard: der letzte beendete)',
              'es-ES': 'Número del turno (por defecto: el último terminado)',
            }),
          )
          .setMinValue(1)
          .setMaxValue(100000),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('map')
      .setNameLocalizations(
        L({ fr: 'carte-en-direct', it: 'mappa-dal-vivo', de: 'live-karte', 'es-ES': 'mapa-en-vivo' }),
      )
      .setDescription('The live map in your browser: zoom, tap a territory, replay the game')
      .setDescriptionLocalizations(
        L({
          fr: 'La carte en direct dans le navigateur : zoom, détails, la partie rejouée',
          it: 'La mappa dal vivo nel browser: zoom, dettagli, la partita rigiocata',
          de: 'Die Live-Karte im Browser: zoomen, Gebiet antippen, Partie nachspielen',
          'es-ES': 'El mapa en vivo en el navegador: zoom, toca un territorio, repite la partida',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('mission')
      .setNameLocalizations(L({ fr: 'mission', it: 'missione', de: 'mission', 'es-ES': 'mision' }))
      .setDescription('Your secrets (only you see them)')
      .setDescriptionLocalizations(
        L({
          fr: 'Vos secrets (vous seul les voyez)',
          it: 'I tuoi segreti (li vedi solo tu)',
          de: 'Deine Geheimnisse (nur du siehst sie)',
          'es-ES': 'Tus secretos (solo tú los ves)',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('cards')
      .setNameLocalizations(L({ fr: 'cartes', it: 'carte', de: 'karten', 'es-ES': 'cartas' }))
      .setDescription('Your cards and sets (only you see them)')
      .setDescriptionLocalizations(
        L({
          fr: 'Vos cartes et combinaisons',
          it: 'Le tue carte e i tris',
          de: 'Deine Karten und Serien (nur du siehst sie)',
          'es-ES': 'Tus cartas y combinaciones (solo tú las ves)',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('rules')
      .setNameLocalizations(L({ fr: 'regles', it: 'regole', de: 'regeln', 'es-ES': 'reglas' }))
      .setDescription('The ruleset and options of this game')
      .setDescriptionLocalizations(
        L({
          fr: 'La variante et les options de la partie',
          it: 'La variante e le opzioni della partita',
          de: 'Regelwerk und Optionen dieser Partie',
          'es-ES': 'Las reglas y opciones de esta partida',
        }),
      )
      .addStringOption((o) =>
        str(
          o,
          'ruleset',
          { fr: 'variante', it: 'variante', de: 'regelwerk', 'es-ES': 'variante' },
          'A ruleset (default: this game)',
          {
            fr: 'Une variante (défaut : cette partie)',
            it: 'Una variante (predefinito: questa partita)',
            de: 'Ein Regelwerk (Standard: diese Partie)',
            'es-ES': 'Una variante (por defecto: esta partida)',
          },
        ).addChoices(...rulesetChoices(o)),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('odds')
      .setNameLocalizations(L({ fr: 'chances', it: 'probabilita', de: 'chancen', 'es-ES': 'probabilidades' }))
      .setDescription('Chance to conquer')
      .setDescriptionLocalizations(
        L({
          fr: 'Chances de conquête',
          it: 'Probabilità di conquista',
          de: 'Chance auf Eroberung',
          'es-ES': 'Probabilidad de conquista',
        }),
      )
      .addIntegerOption((o) =>
        str(
          o,
          'attackers',
          { fr: 'attaquants', it: 'attaccanti', de: 'angreifer', 'es-ES': 'atacantes' },
          'Attacking armies (or give from and to)',
          {
            fr: 'Armées attaquantes (ou depuis et vers)',
            it: 'Armate in attacco (o da e verso)',
            de: 'Angreifende Armeen (oder gib von und nach an)',
            'es-ES': 'Ejércitos atacantes (o indica desde y hacia)',
          },
        )
          .setMinValue(2)
          .setMaxValue(500),
      )
      .addIntegerOption((o) =>
        str(
          o,
          'defenders',
          { fr: 'defenseurs', it: 'difensori', de: 'verteidiger', 'es-ES': 'defensores' },
          'Defending armies',
          {
            fr: 'Armées en défense',
            it: 'Armate in difesa',
            de: 'Verteidigende Armeen',
            'es-ES': 'Ejércitos defensores',
          },
        )
          .setMinValue(1)
          .setMaxValue(500),
      )
      .addStringOption((o) =>
        str(
          o,
          'from',
          { fr: 'depuis', it: 'da', de: 'von', 'es-ES': 'desde' },
          'Attack from this territory (armies as on the board)',
          {
            fr: 'Attaquer depuis ce territoire (armées du plateau)',
            it: 'Attacca da questo territorio (armate sul tabellone)',
            de: 'Von diesem Gebiet angreifen (Armeen wie auf dem Brett)',
            'es-ES': 'Ataca desde este territorio (ejércitos como en el tablero)',
          },
        ).setAutocomplete(true),
      )
      .addStringOption((o) =>
        str(o, 'to', { fr: 'vers', it: 'verso', de: 'nach', 'es-ES': 'hacia' }, 'The territory attacked', {
          fr: 'Le territoire attaqué',
          it: 'Il territorio attaccato',
          de: 'Das angegriffene Gebiet',
          'es-ES': 'El territorio atacado',
        }).setAutocomplete(true),
      ),
  )
  .addSubcommand(settingsSubcommand)
  .addSubcommand((s) =>
    s
      .setName('abandon')
      .setNameLocalizations(L({ fr: 'abandonner', it: 'abbandona', de: 'aufgeben', 'es-ES': 'abandonar' }))
      .setDescription('Leave the game (your armies stay, passive)')
      .setDescriptionLocalizations(
        L({
          fr: 'Abandonner (vos armées restent, passives)',
          it: 'Abbandona (le tue armate restano, passive)',
          de: 'Aufgeben (deine Armeen bleiben, passiv)',
          'es-ES': 'Abandona (tus ejércitos se quedan, pasivos)',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('cancel')
      .setNameLocalizations(L({ fr: 'annuler', it: 'annulla', de: 'abbrechen', 'es-ES': 'cancelar' }))
      .setDescription('Cancel this channel’s game (host or Manage Server)')
      .setDescriptionLocalizations(
        L({
          fr: 'Annuler la partie (hôte ou Gérer le serveur)',
          it: 'Annulla la partita (ospite o Gestire il server)',
          de: 'Die Partie abbrechen (Gastgeber oder Server verwalten)',
          'es-ES': 'Cancela la partida (anfitrión o Gestionar servidor)',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('kick')
      .setNameLocalizations(L({ fr: 'retirer', it: 'rimuovi', de: 'entfernen', 'es-ES': 'expulsar' }))
      .setDescription('Remove a player (host or Manage Server)')
      .setDescriptionLocalizations(
        L({
          fr: 'Retirer un joueur (hôte ou Gérer le serveur)',
          it: 'Rimuovi un giocatore (ospite o Gestire il server)',
          de: 'Einen Spieler entfernen (Gastgeber oder Server verwalten)',
          'es-ES': 'Expulsa a un jugador (anfitrión o Gestionar servidor)',
        }),
      )
      .addUserOption((o) =>
        str(o, 'player', { fr: 'joueur', it: 'giocatore', de: 'spieler', 'es-ES': 'jugador' }, 'The player', {
          fr: 'Le joueur',
          it: 'Il giocatore',
          de: 'Der Spieler',
          'es-ES': 'El jugador',
        }).setRequired(true),
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
      .setNameLocalizations(L({ fr: 'suivre', it: 'segui', de: 'folgen', 'es-ES': 'seguir' }))
      .setDescription('Follow this game: a DM at each player out and at the result')
      .setDescriptionLocalizations(
        L({
          fr: 'Suivre cette partie : un MP à chaque élimination et au résultat',
          it: 'Segui questa partita: un DM a ogni eliminazione e al risultato',
          de: 'Diese Partie verfolgen: eine DN bei jedem Ausscheiden und beim Ergebnis',
          'es-ES': 'Sigue esta partida: un MD en cada eliminación y con el resultado',
        }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('help')
      .setNameLocalizations(L({ fr: 'aide', it: 'aiuto', de: 'hilfe', 'es-ES': 'ayuda' }))
      .setDescription('How to play')
      .setDescriptionLocalizations(
        L({ fr: 'Comment jouer', it: 'Come si gioca', de: 'So wird gespielt', 'es-ES': 'Cómo se juega' }),
      ),
  );
