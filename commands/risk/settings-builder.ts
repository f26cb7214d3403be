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
    .setNameLocalizations(L('reglages', 'impostazioni'))
    .setDescription('Turn deadline, AFK rule, autopilot, defence')
    .setDescriptionLocalizations(
      L('Délai, absence, pilote automatique, défense', 'Scadenza, assenza, pilota automatico, difesa'),
    )
    .addStringOption((o) =>
      str(
        o,
        'deadline',
        'delai',
        'scadenza',
        'Turn deadline, e.g. 24h, 30m, off',
        'Délai par tour, ex. 24h, 30m, off',
        'Scadenza del turno, es. 24h, 30m, off',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'afk',
        'absence',
        'assenza',
        'When time runs out',
        'Quand le temps expire',
        'Quando il tempo scade',
      ).addChoices({ name: 'end the turn', value: 'end' }, { name: 'AI plays the turn', value: 'ai' }),
    )
    .addIntegerOption((o) =>
      str(
        o,
        'missed_turns',
        'tours_manques',
        'turni_saltati',
        'Missed turns before takeover',
        'Tours manqués avant remplacement',
        'Turni saltati prima della sostituzione',
      )
        .setMinValue(1)
        .setMaxValue(20),
    )
    .addStringOption((o) =>
      str(
        o,
        'takeover',
        'remplacement',
        'sostituzione',
        'Who takes the seat',
        'Qui prend la place',
        'Chi prende il posto',
      ).addChoices({ name: 'AI', value: 'ai' }, { name: 'passive army (R-ABN-1)', value: 'passive' }),
    )
    .addStringOption((o) =>
      str(
        o,
        'ai_level',
        'niveau_ia',
        'livello_ia',
        'AI level of this game (its AI seats, take-overs)',
        'Niveau de l’IA de la partie (places IA, remplacements)',
        'Livello dell’IA della partita (posti IA, sostituzioni)',
      ).addChoices(...aiLevelChoices()),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'autopilot',
        'pilote_auto',
        'pilota_auto',
        'Let the AI play your turns',
        'Laisser l’IA jouer vos tours',
        'Lascia giocare l’IA per te',
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'defend_with_one',
        'defense_un_de',
        'difesa_un_dado',
        'Defend with one die (C-ATK-3)',
        'Défendre avec un dé (C-ATK-3)',
        'Difendi con un dado (C-ATK-3)',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'notify',
        'prevenir',
        'avviso',
        'How you are told it is your turn',
        'Comment être prévenu de votre tour',
        'Come essere avvisato del tuo turno',
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
        'remplissage_auto',
        'riempimento_auto',
        'Risk Express: play a roll with only one choice for you',
        'Risk Express : jouer pour vous un lancer à un seul choix',
        'Risk Express: gioca per te un tiro con una sola scelta',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'timezone',
        'fuseau',
        'fuso_orario',
        'Your time zone, e.g. Europe/Paris',
        'Votre fuseau horaire, ex. Europe/Paris',
        'Il tuo fuso orario, es. Europe/Rome',
      ).setAutocomplete(true),
    )
    .addStringOption((o) =>
      str(
        o,
        'quiet',
        'calme',
        'quiete',
        'Your quiet hours, e.g. 23-08, or off',
        'Vos heures calmes, ex. 23-08, ou off',
        'Le tue ore di quiete, es. 23-08, o off',
      ),
    )
    .addIntegerOption((o) =>
      str(
        o,
        'digest_hour',
        'heure_resume',
        'ora_riepilogo',
        'The hour of your daily digest on your clock (0–23)',
        'L’heure de votre résumé quotidien, à votre horloge (0–23)',
        'L’ora del tuo riepilogo quotidiano, sul tuo orologio (0–23)',
      )
        .setMinValue(0)
        .setMaxValue(23),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'quiet_ping',
        'prevenir_calme',
        'avviso_quiete',
        'Ping me even in my quiet hours',
        'Me prévenir même pendant mes heures calmes',
        'Avvisami anche nelle ore di quiete',
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'heads_up',
        'prochain',
        'prossimo',
        'This game: a DM when the player before you starts',
        'Cette partie : un MP quand le joueur avant vous commence',
        'Questa partita: un DM quando inizia il giocatore prima di te',
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'mute',
        'silence',
        'silenzio',
        'This game does not ping you at all',
        'Cette partie ne vous prévient plus',
        'Questa partita non ti avvisa più',
      ),
    );
