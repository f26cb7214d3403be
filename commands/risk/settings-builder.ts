// /risk settings: its builder, in English, French and Italian.
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { aiLevelChoices } from '../../src/discord/present/ai-level.js';
import { str } from './option-text.js';
import { addScheduleOptions } from './schedule-options.js';

export const settingsSubcommand = (s: SlashCommandSubcommandBuilder) => addScheduleOptions(settingsOptions(s));

const settingsOptions = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('settings')
    .setNameLocalizations(L({ fr: 'reglages', it: 'impostazioni', de: 'einstellungen', 'es-ES': 'ajustes' }))
    .setDescription('Turn deadline, AFK rule, autopilot, defence')
    .setDescriptionLocalizations(
      L({
        fr: 'Délai, absence, pilote automatique, défense',
        it: 'Scadenza, assenza, pilota automatico, difesa',
        de: 'Zugfrist, Abwesenheit, Autopilot, Verteidigung',
        'es-ES': 'Plazo, ausencia, piloto automático, defensa',
      }),
    )
    .addStringOption((o) =>
      str(
        o,
        'deadline',
        { fr: 'delai', it: 'scadenza', de: 'frist', 'es-ES': 'plazo' },
        'Turn deadline, e.g. 24h, 30m, off',
        {
          fr: 'Délai par tour, ex. 24h, 30m, off',
          it: 'Scadenza del turno, es. 24h, 30m, off',
          de: 'Frist pro Zug, z. B. 24h, 30m, off',
          'es-ES': 'Plazo por turno, p. ej. 24h, 30m, off',
        },
      ),
    )
    .addStringOption((o) =>
      str(o, 'afk', { fr: 'absence', it: 'assenza', de: 'abwesend', 'es-ES': 'ausencia' }, 'When time runs out', {
        fr: 'Quand le temps expire',
        it: 'Quando il tempo scade',
        de: 'Wenn die Zeit abläuft',
        'es-ES': 'Cuando se acaba el tiempo',
      }).addChoices({ name: 'end the turn', value: 'end' }, { name: 'AI plays the turn', value: 'ai' }),
    )
    .addIntegerOption((o) =>
      str(
        o,
        'missed_turns',
        { fr: 'tours_manques', it: 'turni_saltati', de: 'verpasste_zuege', 'es-ES': 'turnos_perdidos' },
        'Missed turns before takeover',
        {
          fr: 'Tours manqués avant remplacement',
          it: 'Turni saltati prima della sostituzione',
          de: 'Verpasste Züge vor der Übernahme',
          'es-ES': 'Turnos perdidos antes del relevo',
        },
      )
        .setMinValue(1)
        .setMaxValue(20),
    )
    .addStringOption((o) =>
      str(
        o,
        'takeover',
        { fr: 'remplacement', it: 'sostituzione', de: 'uebernahme', 'es-ES': 'relevo' },
        'Who takes the seat',
        {
          fr: 'Qui prend la place',
          it: 'Chi prende il posto',
          de: 'Wer den Platz übernimmt',
          'es-ES': 'Quién ocupa el puesto',
        },
      ).addChoices({ name: 'AI', value: 'ai' }, { name: 'passive army (R-ABN-1)', value: 'passive' }),
    )
    .addStringOption((o) =>
      str(
        o,
        'ai_level',
        { fr: 'niveau_ia', it: 'livello_ia', de: 'ki_stufe', 'es-ES': 'nivel_ia' },
        'AI level of this game (its AI seats, take-overs)',
        {
          fr: 'Niveau de l’IA de la partie (places IA, remplacements)',
          it: 'Livello dell’IA della partita (posti IA, sostituzioni)',
          de: 'KI-Stufe dieser Partie (ihre KI-Plätze, Übernahmen)',
          'es-ES': 'Nivel de la IA de esta partida (sus puestos de IA, relevos)',
        },
      ).addChoices(...aiLevelChoices()),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'autopilot',
        { fr: 'pilote_auto', it: 'pilota_auto', de: 'autopilot', 'es-ES': 'piloto_auto' },
        'Let the AI play your turns',
        {
          fr: 'Laisser l’IA jouer vos tours',
          it: 'Lascia giocare l’IA per te',
          de: 'Lass die KI deine Züge spielen',
          'es-ES': 'Deja que la IA juegue tus turnos',
        },
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'defend_with_one',
        { fr: 'defense_un_de', it: 'difesa_un_dado', de: 'verteidigung_ein_wuerfel', 'es-ES': 'defensa_un_dado' },
        'Defend with one die (C-ATK-3)',
        {
          fr: 'Défendre avec un dé (C-ATK-3)',
          it: 'Difendi con un dado (C-ATK-3)',
          de: 'Mit einem Würfel verteidigen (C-ATK-3)',
          'es-ES': 'Defiende con un dado (C-ATK-3)',
        },
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'notify',
        { fr: 'prevenir', it: 'avviso', de: 'benachrichtigung', 'es-ES': 'aviso' },
        'How you are told it is your turn',
        {
          fr: 'Comment être prévenu de votre tour',
          it: 'Come essere avvisato del tuo turno',
          de: 'Wie du erfährst, dass du am Zug bist',
          'es-ES': 'Cómo se te avisa de que es tu turno',
        },
      ).addChoices(
        { name: 'mention in the channel', value: 'mention' },
        { name: 'direct message', value: 'dm' },
        { name: 'both', value: 'both' },
        { name: 'daily digest (one DM a day)', value: 'digest' },
        { name: 'none', value: 'none' },
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'auto_fill',
        { fr: 'remplissage_auto', it: 'riempimento_auto', de: 'auto_fuellen', 'es-ES': 'relleno_auto' },
        'Risk Express: play a roll with only one choice for you',
        {
          fr: 'Risk Express : jouer pour vous un lancer à un seul choix',
          it: 'Risk Express: gioca per te un tiro con una sola scelta',
          de: 'Risk Express: einen Wurf mit nur einer Wahl für dich spielen',
          'es-ES': 'Risk Express: juega por ti una tirada con una sola opción',
        },
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'timezone',
        { fr: 'fuseau', it: 'fuso_orario', de: 'zeitzone', 'es-ES': 'zona_horaria' },
        'Your time zone, e.g. Europe/Paris',
        {
          fr: 'Votre fuseau horaire, ex. Europe/Paris',
          it: 'Il tuo fuso orario, es. Europe/Rome',
          de: 'Deine Zeitzone, z. B. Europe/Berlin',
          'es-ES': 'Tu zona horaria, p. ej. Europe/Madrid',
        },
      ).setAutocomplete(true),
    )
    .addStringOption((o) =>
      str(
        o,
        'quiet',
        { fr: 'calme', it: 'quiete', de: 'ruhe', 'es-ES': 'silencio' },
        'Your quiet hours, e.g. 23-08, or off',
        {
          fr: 'Vos heures calmes, ex. 23-08, ou off',
          it: 'Le tue ore di quiete, es. 23-08, o off',
          de: 'Deine Ruhezeiten, z. B. 23-08, oder off',
          'es-ES': 'Tus horas de silencio, p. ej. 23-08, u off',
        },
      ),
    )
    .addIntegerOption((o) =>
      str(
        o,
        'digest_hour',
        L({ fr: 'heure_resume', it: 'ora_riepilogo', de: 'uebersicht_stunde', 'es-ES': 'hora_resumen' }),
        'The hour of your daily digest on your clock (0–23)',
        L({
          fr: 'L’heure de votre résumé quotidien, à votre horloge (0–23)',
          it: 'L’ora del tuo riepilogo quotidiano, sul tuo orologio (0–23)',
          de: 'Die Stunde deiner täglichen Übersicht auf deiner Uhr (0–23)',
          'es-ES': 'La hora de tu resumen diario en tu reloj (0–23)',
        }),
      )
        .setMinValue(0)
        .setMaxValue(23),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'quiet_ping',
        { fr: 'prevenir_calme', it: 'avviso_quiete', de: 'ruhe_ping', 'es-ES': 'aviso_silencio' },
        'Ping me even in my quiet hours',
        {
          fr: 'Me prévenir même pendant mes heures calmes',
          it: 'Avvisami anche nelle ore di quiete',
          de: 'Ping mich auch in meinen Ruhezeiten',
          'es-ES': 'Avísame incluso en mis horas de silencio',
        },
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'heads_up',
        { fr: 'prochain', it: 'prossimo', de: 'vorwarnung', 'es-ES': 'preaviso' },
        'This game: a DM when the player before you starts',
        {
          fr: 'Cette partie : un MP quand le joueur avant vous commence',
          it: 'Questa partita: un DM quando inizia il giocatore prima di te',
          de: 'Diese Partie: eine DN, wenn der Spieler vor dir beginnt',
          'es-ES': 'Esta partida: un MD cuando empieza el jugador anterior a ti',
        },
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'mute',
        { fr: 'silence', it: 'silenzio', de: 'stumm', 'es-ES': 'mudo' },
        'This game does not ping you at all',
        {
          fr: 'Cette partie ne vous prévient plus',
          it: 'Questa partita non ti avvisa più',
          de: 'Diese Partie pingt dich gar nicht',
          'es-ES': 'Esta partida no te avisa en absoluto',
        },
      ),
    );
