// /risk server: its builder, in English, French and Italian. Manage Server only (checked by the
// handler too: a server may grant the command to others in its integration settings).
import { ChannelType, type SlashCommandSubcommandBuilder } from 'discord.js';
import { L } from '../../src/discord/command.js';
import { AI_LEVELS } from '../../src/app/server-settings.js';
import { gameRulesetIds } from '../../src/discord/queries.js';
import { str } from './option-text.js';

export const serverSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('server')
    .setNameLocalizations(L('serveur', 'server'))
    .setDescription('Server settings and seasons (Manage Server)')
    .setDescriptionLocalizations(
      L('Réglages du serveur et saisons (Gérer le serveur)', 'Impostazioni del server e stagioni (Gestire il server)'),
    )
    .addStringOption((o) =>
      str(
        o,
        'ruleset',
        'variante',
        'variante',
        'Default ruleset of new games',
        'Variante par défaut des nouvelles parties',
        'Variante predefinita delle nuove partite',
      ).addChoices(...gameRulesetIds.map((id) => ({ name: id, value: id }))),
    )
    .addStringOption((o) =>
      str(
        o,
        'options',
        'options',
        'opzioni',
        'Its options as in /risk new, e.g. setup:simultaneous cards:none',
        'Ses options comme dans /risk new, ex. setup:simultaneous cards:none',
        'Le sue opzioni come in /risk new, es. setup:simultaneous cards:none',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'deadline',
        'delai',
        'scadenza',
        'Default turn deadline, e.g. 24h, off',
        'Délai par tour par défaut, ex. 24h, off',
        'Scadenza del turno predefinita, es. 24h, off',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'language',
        'langue',
        'lingua',
        'Language of new games',
        'Langue des nouvelles parties',
        'Lingua delle nuove partite',
      ).addChoices(
        { name: 'English', value: 'en' },
        { name: 'Français', value: 'fr' },
        { name: 'Italiano', value: 'it' },
      ),
    )
    .addStringOption((o) =>
      str(o, 'ai_level', 'niveau_ia', 'livello_ia', 'AI level', 'Niveau de l’IA', 'Livello dell’IA').addChoices(
        ...AI_LEVELS.map((v) => ({ name: v, value: v })),
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'creators',
        'createurs',
        'creatori',
        'Who may open games',
        'Qui peut ouvrir des parties',
        'Chi può aprire partite',
      ).addChoices({ name: 'everyone', value: 'everyone' }, { name: 'a role', value: 'role' }),
    )
    .addRoleOption((o) =>
      str(
        o,
        'role',
        'role',
        'ruolo',
        'The role that may open games',
        'Le rôle qui peut ouvrir des parties',
        'Il ruolo che può aprire partite',
      ),
    )
    .addChannelOption((o) =>
      str(
        o,
        'results_channel',
        'salon_resultats',
        'canale_risultati',
        'Where finished games post their standings',
        'Où les parties terminées affichent leur classement',
        'Dove le partite finite pubblicano la classifica',
      ).addChannelTypes(ChannelType.GuildText),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'thread_per_game',
        'fil_par_partie',
        'thread_per_partita',
        'Open every game in its own thread',
        'Ouvrir chaque partie dans son fil',
        'Apri ogni partita nel suo thread',
      ),
    )
    .addBooleanOption((o) =>
      str(
        o,
        'new_season',
        'nouvelle_saison',
        'nuova_stagione',
        'Start a new season (its leaderboard starts empty)',
        'Commencer une nouvelle saison (classement vide)',
        'Inizia una nuova stagione (classifica vuota)',
      ),
    )
    .addStringOption((o) =>
      str(
        o,
        'reset',
        'retablir',
        'ripristina',
        'Back to the bot’s default',
        'Revenir à la valeur du bot',
        'Torna al valore del bot',
      ).addChoices(
        ...['ruleset', 'options', 'deadline', 'language', 'ai_level', 'creators', 'results_channel'].map((v) => ({
          name: v,
          value: v,
        })),
      ),
    );
