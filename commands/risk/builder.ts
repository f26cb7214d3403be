// The /risk command's builder: every subcommand and option, in English, French and Italian (the
// larger subcommands in their own builder modules beside this one).
import { LANGUAGE_NAMES, LOCALES } from '../../src/i18n/names.js';
import { duration } from '../../src/i18n/rules.js';
import { SlashCommandBuilder, SlashCommandStringOption, SlashCommandSubcommandBuilder } from 'discord.js';
import { L, localized, type Localized } from '../../src/discord/command.js';
import { gameRulesetIds, offeredValues } from '../../src/discord/queries.js';
import { str } from './option-text.js';
import { aiLevelChoices } from '../../src/discord/present/ai-level.js';
import { settingsSubcommand } from './settings-builder.js';
import { addScheduleOptions } from './schedule-options.js';
import { serverSubcommand } from './server-builder.js';
import { tournamentGroup } from './tournament-builder.js';
import { gamesSubcommand, leaderboardSubcommand, statsSubcommand, vacationSubcommand } from './records-builder.js';

/** NC-0: the `side` choices' names in the other languages (English: the value itself). */
const SIDE_CHOICE: Record<'random' | 'france' | 'england', Localized> = {
  random: { fr: 'au hasard', it: 'a sorte', de: 'zufällig', 'es-ES': 'al azar' },
  france: { fr: 'France', it: 'Francia', de: 'Frankreich', 'es-ES': 'Francia' },
  england: { fr: 'Angleterre', it: 'Inghilterra', de: 'England', 'es-ES': 'Inglaterra' },
};

/** The ruleset options (/risk new, /risk rules): a family registered at run time is offered there too. */
const rulesetOptions: SlashCommandStringOption[] = [];
function rulesetChoices(o: SlashCommandStringOption): { name: string; value: string }[] {
  rulesetOptions.push(o);
  return gameRulesetIds.map((id) => ({ name: id, value: id }));
}

let offers = 0;
/** How many times a ruleset was offered since start-up: a definition built before is stale (src/local/table.ts keeps them). */
export const rulesetOffers = (): number => offers;

/**
 * Offers a registered family's ruleset (src/game/host.ts registerFamily) in the ruleset choices:
 * /risk new and /risk rules, and the leaderboard's ruleset filter when it is a list of choices.
 */
export function offerRuleset(id: string): void {
  offers++;
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
  .addSubcommand((s) =>
    addScheduleOptions(
      s
        .setName('new')
        .setNameLocalizations(L({ fr: 'nouvelle', it: 'nuova', de: 'neu', 'es-ES': 'nueva' }))
        .setDescription('Open a new game in this channel')
        .setDescriptionLocalizations(
          L({
            fr: 'Ouvrir une nouvelle partie dans ce salon',
            it: 'Apri una nuova partita in questo canale',
            de: 'Eine neue Partie in diesem Kanal eröffnen',
            'es-ES': 'Abre una partida nueva en este canal',
          }),
        )
        .addStringOption((o) =>
          str(
            o,
            'ruleset',
            { fr: 'variante', it: 'variante', de: 'regelwerk', 'es-ES': 'variante' },
            'Ruleset (default: the server’s, else classic)',
            {
              fr: 'Variante (par défaut : celle du serveur, sinon classic)',
              it: 'Variante (predefinita: quella del server, altrimenti classic)',
              de: 'Regelwerk (Standard: das des Servers, sonst classic)',
              'es-ES': 'Variante (por defecto: la del servidor, si no classic)',
            },
          ).addChoices(...rulesetChoices(o)),
        )
        .addStringOption((o) =>
          str(
            o,
            'setup',
            { fr: 'installation', it: 'preparazione', de: 'aufbau', 'es-ES': 'preparacion' },
            'Setup mode (C-SET-3/4/5/7)',
            {
              fr: 'Mise en place (C-SET-3/4/5/7)',
              it: 'Preparazione (C-SET-3/4/5/7)',
              de: 'Aufbau-Modus (C-SET-3/4/5/7)',
              'es-ES': 'Modo de preparación (C-SET-3/4/5/7)',
            },
          ).addChoices(...offeredValues('setup').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'two_player',
            { fr: 'deux_joueurs', it: 'due_giocatori', de: 'zwei_spieler', 'es-ES': 'dos_jugadores' },
            'Two-player form (C-2P / M-2P-1)',
            {
              fr: 'Forme à deux (C-2P / M-2P-1)',
              it: 'Forma a due (C-2P / M-2P-1)',
              de: 'Form für zwei Spieler (C-2P / M-2P-1)',
              'es-ES': 'Forma para dos (C-2P / M-2P-1)',
            },
          ).addChoices(...offeredValues('twoPlayer').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'card_values',
            { fr: 'valeur_cartes', it: 'valore_carte', de: 'kartenwerte', 'es-ES': 'valor_cartas' },
            'Card set values',
            {
              fr: 'Valeur des combinaisons',
              it: 'Valore dei tris',
              de: 'Wert der Kartenserien',
              'es-ES': 'Valor de las combinaciones',
            },
          ).addChoices(...offeredValues('cardValues').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'fortify',
            { fr: 'deplacement', it: 'spostamento', de: 'verlegen', 'es-ES': 'fortificacion' },
            'Fortify rule (C-FOR-1 / C-OPT-2)',
            {
              fr: 'Règle de déplacement',
              it: 'Regola di spostamento',
              de: 'Regel zum Truppenverlegen (C-FOR-1 / C-OPT-2)',
              'es-ES': 'Regla de fortificación (C-FOR-1 / C-OPT-2)',
            },
          ).addChoices(...offeredValues('fortify').map((v) => ({ name: v, value: v }))),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'territory_cap',
            { fr: 'plafond', it: 'limite', de: 'obergrenze', 'es-ES': 'limite' },
            'At most 12 armies per territory (C-OPT-3)',
            {
              fr: 'Au plus 12 armées par territoire (C-OPT-3)',
              it: 'Al massimo 12 armate per territorio (C-OPT-3)',
              de: 'Höchstens 12 Armeen pro Gebiet (C-OPT-3)',
              'es-ES': 'Como mucho 12 ejércitos por territorio (C-OPT-3)',
            },
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'card_reroll',
            { fr: 'relance', it: 'rilancio', de: 'neuwurf', 'es-ES': 'relanzar' },
            'Card re-roll (C-OPT-4)',
            {
              fr: 'Relance par carte (C-OPT-4)',
              it: 'Rilancio con carta (C-OPT-4)',
              de: 'Neuwurf per Karte (C-OPT-4)',
              'es-ES': 'Volver a tirar con carta (C-OPT-4)',
            },
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'commanders',
            { fr: 'commandants', it: 'comandanti', de: 'kommandanten', 'es-ES': 'comandantes' },
            'Commanders (C-OPT-5)',
            {
              fr: 'Commandants (C-OPT-5)',
              it: 'Comandanti (C-OPT-5)',
              de: 'Kommandanten (C-OPT-5)',
              'es-ES': 'Comandantes (C-OPT-5)',
            },
          ),
        )
        .addIntegerOption((o) =>
          str(
            o,
            'time_limit',
            { fr: 'limite_temps', it: 'limite_tempo', de: 'zeitlimit', 'es-ES': 'limite_tiempo' },
            'Game time limit in minutes (C-TOUR-1 / R-END-1)',
            {
              fr: 'Limite de temps en minutes',
              it: 'Limite di tempo in minuti',
              de: 'Zeitlimit der Partie in Minuten (C-TOUR-1 / R-END-1)',
              'es-ES': 'Límite de tiempo de la partida en minutos (C-TOUR-1 / R-END-1)',
            },
          ).addChoices(
            ...offeredValues('timeLimitMinutes')
              .filter((v): v is number => v !== null)
              .sort((a, b) => a - b)
              .map((v) => ({
                name: duration(v, 'en'),
                name_localizations: localized((l) => duration(v, l)),
                value: v,
              })),
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'capitals',
            { fr: 'capitales', it: 'capitali', de: 'hauptstaedte', 'es-ES': 'capitales' },
            'Capitals form (K-2 1992 / K-3 2000)',
            {
              fr: 'Forme des capitales',
              it: 'Forma delle capitali',
              de: 'Form mit Hauptstädten (K-2 1992 / K-3 2000)',
              'es-ES': 'Forma de capitales (K-2 1992 / K-3 2000)',
            },
          ).addChoices(...offeredValues('capitals').map((v) => ({ name: v ?? 'none', value: v ?? 'none' }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'mission_goal',
            { fr: 'but_mission', it: 'scopo_missione', de: 'missionsziel', 'es-ES': 'objetivo_mision' },
            'Missions variant (M-VAR-1)',
            {
              fr: 'Variante des missions (M-VAR-1)',
              it: 'Variante missioni (M-VAR-1)',
              de: 'Missionsvariante (M-VAR-1)',
              'es-ES': 'Variante de misiones (M-VAR-1)',
            },
          ).addChoices(...offeredValues('missionGoal').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'deadline',
            { fr: 'delai', it: 'scadenza', de: 'frist', 'es-ES': 'plazo' },
            'Turn deadline, e.g. 24h',
            {
              fr: 'Délai par tour, ex. 24h',
              it: 'Scadenza del turno, es. 24h',
              de: 'Frist pro Zug, z. B. 24h',
              'es-ES': 'Plazo por turno, p. ej. 24h',
            },
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'ai_level',
            { fr: 'niveau_ia', it: 'livello_ia', de: 'ki_stufe', 'es-ES': 'nivel_ia' },
            'AI level: Add AI’s and the AI standing in for an absent player (default normal)',
            {
              fr: 'Niveau de l’IA : celle d’Ajouter une IA et celle qui remplace un absent (défaut normal)',
              it: 'Livello dell’IA: quella di Aggiungi IA e quella che sostituisce un assente (predefinito normale)',
              de: 'KI-Stufe: die von „KI hinzufügen“ und die KI, die für Abwesende einspringt (Standard normal)',
              'es-ES': 'Nivel de la IA: la de «Añadir IA» y la que sustituye a un ausente (por defecto normal)',
            },
          ).addChoices(...aiLevelChoices()),
        )
        .addStringOption((o) =>
          str(
            o,
            'independents',
            { fr: 'independants', it: 'indipendenti', de: 'unabhaengige', 'es-ES': 'independientes' },
            'Napoléon for two: passive or active independents (N2-P / N2-A)',
            {
              fr: 'Napoléon à deux : indépendants passifs ou actifs (N2-P / N2-A)',
              it: 'Napoléon a due: indipendenti passivi o attivi (N2-P / N2-A)',
              de: 'Napoléon zu zweit: passive oder aktive Unabhängige (N2-P / N2-A)',
              'es-ES': 'Napoléon a dos: independientes pasivos o activos (N2-P / N2-A)',
            },
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
            { fr: 'cartes', it: 'carte', de: 'karten', 'es-ES': 'cartas' },
            'Territory cards, or none (C-OPT-6)',
            {
              fr: 'Cartes territoire, ou aucune (C-OPT-6)',
              it: 'Carte territorio, o nessuna (C-OPT-6)',
              de: 'Gebietskarten oder keine (C-OPT-6)',
              'es-ES': 'Cartas de territorio, o ninguna (C-OPT-6)',
            },
          ).addChoices(...offeredValues('cards').map((v) => ({ name: v, value: v }))),
        )
        .addStringOption((o) =>
          str(
            o,
            'language',
            { fr: 'langue', it: 'lingua', de: 'sprache', 'es-ES': 'idioma' },
            'Language of the game’s public messages and images (default: yours)',
            {
              fr: 'Langue des messages publics et des images (défaut : la vôtre)',
              it: 'Lingua dei messaggi pubblici e delle immagini (predefinita: la tua)',
              de: 'Sprache der öffentlichen Nachrichten und Bilder (Standard: deine)',
              'es-ES': 'Idioma de los mensajes públicos y las imágenes (por defecto: el tuyo)',
            },
          ).addChoices(...LOCALES.map((l) => ({ name: LANGUAGE_NAMES[l], value: l }))),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'empire_capitals',
            { fr: 'capitales_empires', it: 'capitali_imperi', de: 'reichshauptstaedte', 'es-ES': 'capitales_imperios' },
            'Napoléon advanced: capitals option (NA-CAP)',
            {
              fr: 'Napoléon avancé : option des capitales (NA-CAP)',
              it: 'Napoléon avanzato: opzione delle capitali (NA-CAP)',
              de: 'Napoléon fortgeschritten: Option Hauptstädte (NA-CAP)',
              'es-ES': 'Napoléon avanzado: opción de capitales (NA-CAP)',
            },
          ),
        )
        .addStringOption((o) =>
          str(
            o,
            'side',
            { fr: 'camp', it: 'schieramento', de: 'seite', 'es-ES': 'bando' },
            'Napoléon 1796 campaign: the side you play (first seat), or drawn (NC-0)',
            {
              fr: 'Campagne de 1796 : le camp que vous jouez (première place), ou tiré au sort (NC-0)',
              it: 'Campagna del 1796: lo schieramento che giochi (primo posto), o a sorte (NC-0)',
              de: 'Feldzug 1796: die Seite, die du spielst (erster Platz), oder ausgelost (NC-0)',
              'es-ES': 'Campaña de 1796: el bando que juegas (primer puesto), o a sorteo (NC-0)',
            },
          ).addChoices(
            ...offeredValues('campaignSide')
              .filter((v) => v !== undefined)
              .map((v) => ({ name: v, value: v, name_localizations: SIDE_CHOICE[v] })),
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'fog',
            { fr: 'brouillard', it: 'nebbia', de: 'nebel', 'es-ES': 'niebla' },
            'Fog of war: each player sees only their territories and their neighbours (FOG-1)',
            {
              fr: 'Brouillard de guerre : chacun ne voit que ses territoires et leurs voisins (FOG-1)',
              it: 'Nebbia di guerra: ognuno vede solo i propri territori e i loro vicini (FOG-1)',
              de: 'Nebel des Krieges: jeder sieht nur seine Gebiete und deren Nachbarn (FOG-1)',
              'es-ES': 'Niebla de guerra: cada jugador solo ve sus territorios y sus vecinos (FOG-1)',
            },
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'continue_failed',
            {
              fr: 'continuer_echec',
              it: 'continua_fallito',
              de: 'fehlschlag_fortsetzen',
              'es-ES': 'continuar_fallido',
            },
            'Risk Express: continue the previous player’s failed attack (X-OPT-1)',
            {
              fr: 'Risk Express : continuer l’attaque ratée du joueur précédent (X-OPT-1)',
              it: 'Risk Express: continua l’attacco fallito del giocatore precedente (X-OPT-1)',
              de: 'Risk Express: den gescheiterten Angriff des vorigen Spielers fortsetzen (X-OPT-1)',
              'es-ES': 'Risk Express: continúa el ataque fallido del jugador anterior (X-OPT-1)',
            },
          ),
        )
        .addBooleanOption((o) =>
          str(
            o,
            'thread',
            { fr: 'fil', it: 'thread', de: 'thread', 'es-ES': 'hilo' },
            'Open the game in its own thread of this channel',
            {
              fr: 'Ouvrir la partie dans son propre fil de ce salon',
              it: 'Apri la partita in un suo thread di questo canale',
              de: 'Die Partie in einem eigenen Thread dieses Kanals eröffnen',
              'es-ES': 'Abre la partida en su propio hilo de este canal',
            },
          ),
        ),
    ),
  )
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
