// /risk new: every option of a new game (ruleset, set-up, house rules, seats, schedule), in
// every language the bot speaks.
import { LANGUAGE_NAMES, LOCALES } from '../../src/i18n/names.js';
import { duration } from '../../src/i18n/rules.js';
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { L, localized, type Localized } from '../../src/discord/command.js';
import { offeredValues } from '../../src/discord/queries.js';
import { str } from './option-text.js';
import { aiLevelChoices } from '../../src/discord/present/ai-level.js';
import { addScheduleOptions } from './schedule-options.js';
import { rulesetChoices } from './ruleset-choices.js';

/** NC-0: the `side` choices' names in the other languages (English: the value itself). */
const SIDE_CHOICE: Record<'random' | 'france' | 'england', Localized> = {
  random: { fr: 'au hasard', it: 'a sorte', de: 'zufällig', 'es-ES': 'al azar' },
  france: { fr: 'France', it: 'Francia', de: 'Frankreich', 'es-ES': 'Francia' },
  england: { fr: 'Angleterre', it: 'Inghilterra', de: 'England', 'es-ES': 'Inglaterra' },
};

export const newSubcommand = (s: SlashCommandSubcommandBuilder) =>
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
        str(o, 'deadline', { fr: 'delai', it: 'scadenza', de: 'frist', 'es-ES': 'plazo' }, 'Turn deadline, e.g. 24h', {
          fr: 'Délai par tour, ex. 24h',
          it: 'Scadenza del turno, es. 24h',
          de: 'Frist pro Zug, z. B. 24h',
          'es-ES': 'Plazo por turno, p. ej. 24h',
        }),
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
  );
