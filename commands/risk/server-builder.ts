// /risk server: its builder, in English, French and Italian. Manage Server only (checked by the
// handler too: a server may grant the command to others in its integration settings).
import { LANGUAGE_NAMES, LOCALES } from '../../src/i18n/names.js';
import { ChannelType, type SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { AI_LEVELS } from '../../src/app/server-settings.js';
import { gameRulesetIds } from '../../src/discord/queries.js';
import { str } from './option-text.js';

export const serverSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('server')
    .setNameLocalizations(L({ fr: 'serveur', it: 'server', de: 'server', 'es-ES': 'servidor' }))
    .setDescription('Server settings and seasons (Manage Server)')
    .setDescriptionLocalizations(
      L({
        fr: 'Réglages du serveur et saisons (Gérer le serveur)',
        it: 'Impostazioni del server e stagioni (Gestire il server)',
        de: 'Server-Einstellungen und Saisons (Server verwalten)',
        'es-ES': 'Ajustes del servidor y temporadas (Gestionar servidor)',
      }),
    )
    .addStringOption((o) =>
      str(
        o,
        'ruleset',
        { fr: 'variante', it: 'variante', de: 'regelwerk', 'es-ES': 'variante' },
        'Default ruleset of new games',
        {
          fr: 'Variante par défaut des nouvelles parties',
          it: 'Variante predefinita delle nuove partite',
          de: 'Standard-Regelwerk neuer Partien',
          'es-ES': 'Variante por defecto de las partidas nuevas',
        },
      ).addChoices(...gameRulesetIds.map((id) => ({ name: id, value: id }))),
    )
    .addStringOption((o) =>
      str(
        o,
        'options',
        { fr: 'options', it: 'opzioni', de: 'optionen', 'es-ES': 'opciones' },
        'Its options as in /risk new, e.g. setup:simultaneous cards:none',
        {
          fr: 'Ses options comme dans /risk new, ex. setup:simultaneous cards:none',
          it: 'Le sue opzioni come in /risk new, es. setup:simultaneous cards:none',
          de: 'Seine Optionen wie in /risk new, z. B. setup:simultaneous cards:none',
          'es-ES': 'Sus opciones como en /risk new, p. ej. setup:simultaneous cards:none',
        },
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'deadline',
        { fr: 'delai', it: 'scadenza', de: 'frist', 'es-ES': 'plazo' },
        'Default turn deadline, e.g. 24h, off',
        {
          fr: 'Délai par tour par défaut, ex. 24h, off',
          it: 'Scadenza del turno predefinita, es. 24h, off',
          de: 'Standard-Frist pro Zug, z. B. 24h, off',
          'es-ES': 'Plazo por turno por defecto, p. ej. 24h, off',
        },
      ),
    )
    .addStringOption((o) =>
      str(o, 'language', { fr: 'langue', it: 'lingua', de: 'sprache', 'es-ES': 'idioma' }, 'Language of new games', {
        fr: 'Langue des nouvelles parties',
        it: 'Lingua delle nuove partite',
        de: 'Sprache neuer Partien',
        'es-ES': 'Idioma de las partidas nuevas',
      }).addChoices(...LOCALES.map((l) => ({ name: LANGUAGE_NAMES[l], value: l }))),
    )
    .addStringOption((o) =>
      str(o, 'ai_level', { fr: 'niveau_ia', it: 'livello_ia', de: 'ki_stufe', 'es-ES': 'nivel_ia' }, 'AI level', {
        fr: 'Niveau de l’IA',
        it: 'Livello dell’IA',
        de: 'KI-Stufe',
        'es-ES': 'Nivel de la IA',
      }).addChoices(...AI_LEVELS.map((v) => ({ name: v, value: v }))),
    )
    .addStringOption((o) =>
      str(
        o,
        'creators',
        { fr: 'createurs', it: 'creatori', de: 'ersteller', 'es-ES': 'creadores' },
        'Who may open games',
        {
          fr: 'Qui peut ouvrir des parties',
          it: 'Chi può aprire partite',
          de: 'Wer Partien eröffnen darf',
          'es-ES': 'Quién puede abrir partidas',
        },
      ).addChoices({ name: 'everyone', value: 'everyone' }, { name: 'a role', value: 'role' }),
    )
    .addRoleOption((o) =>
      str(o, 'role', { fr: 'role', it: 'ruolo', de: 'rolle', 'es-ES': 'rol' }, 'The role that may open games', {
        fr: 'Le rôle qui peut ouvrir des parties',
        it: 'Il ruolo che può aprire partite',
        de: 'Die Rolle, die Partien eröffnen darf',
        'es-ES': 'El rol que puede abrir partidas',
      }),
    )
    .addChannelOption((o) =>
      str(
        o,
        'results_channel',
        { fr: 'salon_resultats', it: 'canale_risultati', de: 'ergebnis_kanal', 'es-ES': 'canal_resultados' },
        'Where finished games post their standings',
        {
          fr: 'Où les parties terminées affichent leur classement',
          it: 'Dove le partite finite pubblicano la classifica',
          de: 'Wo beendete Partien ihre Platzierung posten',
          'es-ES': 'Dónde publican su clasificación las partidas terminadas',
        },
      ).addChannelTypes(ChannelType.GuildText),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'thread_per_game',
        { fr: 'fil_par_partie', it: 'thread_per_partita', de: 'thread_pro_partie', 'es-ES': 'hilo_por_partida' },
        'Open every game in its own thread',
        {
          fr: 'Ouvrir chaque partie dans son fil',
          it: 'Apri ogni partita nel suo thread',
          de: 'Jede Partie in einem eigenen Thread eröffnen',
          'es-ES': 'Abre cada partida en su propio hilo',
        },
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'new_season',
        { fr: 'nouvelle_saison', it: 'nuova_stagione', de: 'neue_saison', 'es-ES': 'nueva_temporada' },
        'Start a new season (its leaderboard starts empty)',
        {
          fr: 'Commencer une nouvelle saison (classement vide)',
          it: 'Inizia una nuova stagione (classifica vuota)',
          de: 'Eine neue Saison beginnen (ihre Rangliste beginnt leer)',
          'es-ES': 'Empieza una temporada nueva (su clasificación empieza vacía)',
        },
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'reset',
        { fr: 'retablir', it: 'ripristina', de: 'zuruecksetzen', 'es-ES': 'restablecer' },
        'Back to the bot’s default',
        {
          fr: 'Revenir à la valeur du bot',
          it: 'Torna al valore del bot',
          de: 'Zurück zum Standard des Bots',
          'es-ES': 'Vuelve al valor por defecto del bot',
        },
      ).addChoices(
        ...['ruleset', 'options', 'deadline', 'language', 'ai_level', 'creators', 'results_channel'].map((v) => ({
          name: v,
          value: v,
        })),
      ),
    );
