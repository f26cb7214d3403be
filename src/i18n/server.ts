// The words of a server's weeks of play: /risk server (settings, seasons), games in threads,
// the results channel, in English, French and Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';
import { de } from './locales/de/server.js';
import { es } from './locales/es-ES/server.js';

export interface ServerCatalogue {
  managersOnly: string;
  notInServer: string;
  noStore: string;
  title: string;
  saved: string;
  ruleset: (v: string) => string;
  options: (v: string) => string;
  deadline: (v: string) => string;
  language: (v: string) => string;
  aiLevel: (v: string) => string;
  creatorsEveryone: string;
  creatorsRole: (role: string) => string;
  results: (where: string) => string;
  threads: (on: boolean) => string;
  season: (n: number, since: string) => string;
  noSeason: string;
  botDefault: string;
  none: string;
  seasonStarted: (n: number) => string;
  badOptions: (typed: string) => string;
  roleNeeded: string;
  notCreator: (role: string) => string;
  /** Games in threads. */
  threadName: (ruleset: string, host: string) => string;
  threadOpened: (who: string, ruleset: string, thread: string) => string;
  threadHere: (thread: string) => string;
  threadFailed: string;
  /** The results channel's post. */
  resultsHeader: (ruleset: string, where: string) => string;
  standing: (place: number, seat: string, score: number | null) => string;
  rounds: (n: number) => string;
  /** The leaderboard and stats. */
  seasonScope: (n: number, scope: string) => string;
  allTime: (scope: string) => string;
  seasonRating: (n: number, rating: number, rank: number, of: number) => string;
  seasonUnrated: (n: number) => string;
  seasonEmpty: (n: number) => string;
  /** /risk help's lines for what this adds. */
  help: string;
}

const en: ServerCatalogue = {
  managersOnly: 'Only members with **Manage Server** may change the server’s settings.',
  notInServer: 'Server settings exist only in a server.',
  noStore: 'This bot’s store keeps no server settings.',
  title: '⚙️ **This server’s settings**',
  saved: '✅ Saved.',
  ruleset: (v) => `Default ruleset: ${v}`,
  options: (v) => `Options of the default ruleset: ${v}`,
  deadline: (v) => `Turn deadline: ${v}`,
  language: (v) => `Language of new games: ${v}`,
  aiLevel: (v) => `AI level: ${v}`,
  creatorsEveryone: 'Who may open games: everyone',
  creatorsRole: (role) => `Who may open games: ${role} (and managers)`,
  results: (where) => `Results channel: ${where}`,
  threads: (on) => `Each game in its own thread: ${on ? 'yes' : 'no (only when the channel already has a game)'}`,
  season: (n, since) => `Season ${n}, since ${since}`,
  noSeason: 'Seasons: none started (the leaderboard counts all time)',
  botDefault: 'the bot’s default',
  none: 'none',
  seasonStarted: (n) => `🏁 Season ${n} starts now: its leaderboard is empty; all-time ratings are kept.`,
  badOptions: (typed) =>
    `Options are written as in \`/risk new\`, name:value separated by spaces (e.g. \`setup:simultaneous cards:none\`); “${typed}” is not.`,
  roleNeeded: 'With `creators:role`, also give the `role`.',
  notCreator: (role) => `On this server only ${role} (or managers) may open games.`,
  threadName: (ruleset, host) => `Risk ${ruleset} — ${host}`,
  threadOpened: (who, ruleset, thread) => `🧵 ${who} opened a game of ${ruleset} in ${thread}: join there.`,
  threadHere: (thread) => `Your game is in its own thread: ${thread}.`,
  threadFailed:
    'This channel already has a game and I could not open a thread for a new one (I need **Create Public Threads** in a text channel).',
  resultsHeader: (ruleset, where) => `🏁 A game of ${ruleset} is over in ${where}.`,
  standing: (place, seat, score) =>
    `${place === 1 ? '🏆' : `${place}.`} ${seat}${score === null ? '' : ` — ${score} pt${score === 1 ? '' : 's'}`}`,
  rounds: (n) => `${n} round${n === 1 ? '' : 's'} played.`,
  seasonScope: (n, scope) => `season ${n}, ${scope}`,
  allTime: (scope) => `all time, ${scope}`,
  seasonRating: (n, rating, rank, of) => `Season ${n}: rating ${rating}, rank ${rank} of ${of}.`,
  seasonUnrated: (n) => `Season ${n}: no rated game yet.`,
  seasonEmpty: (n) => `Season ${n} has no rated game yet. \`season:all\` shows all time.`,
  help: '• A server’s managers set its defaults with `/risk server` (ruleset, options, deadline, language, AI level, who may open games, a results channel, a thread per game) and start a new season (`new_season:true`): `/risk leaderboard` shows the season, `season:all` all time.\n• `/risk new` in a channel that already has a game (or with `thread:true`) opens the game in its own thread.',
};

const fr: ServerCatalogue = {
  managersOnly: 'Seuls les membres qui peuvent **Gérer le serveur** modifient ses réglages.',
  notInServer: 'Les réglages de serveur n’existent que dans un serveur.',
  noStore: 'Le stockage de ce bot ne garde pas de réglages de serveur.',
  title: '⚙️ **Réglages de ce serveur**',
  saved: '✅ Enregistré.',
  ruleset: (v) => `Variante par défaut : ${v}`,
  options: (v) => `Options de la variante par défaut : ${v}`,
  deadline: (v) => `Délai par tour : ${v}`,
  language: (v) => `Langue des nouvelles parties : ${v}`,
  aiLevel: (v) => `Niveau de l’IA : ${v}`,
  creatorsEveryone: 'Qui peut ouvrir une partie : tout le monde',
  creatorsRole: (role) => `Qui peut ouvrir une partie : ${role} (et les gestionnaires)`,
  results: (where) => `Salon des résultats : ${where}`,
  threads: (on) => `Chaque partie dans son fil : ${on ? 'oui' : 'non (seulement quand le salon a déjà une partie)'}`,
  season: (n, since) => `Saison ${n}, depuis ${since}`,
  noSeason: 'Saisons : aucune commencée (le classement compte depuis toujours)',
  botDefault: 'celui du bot',
  none: 'aucun',
  seasonStarted: (n) =>
    `🏁 La saison ${n} commence : son classement est vide ; les classements de toujours sont gardés.`,
  badOptions: (typed) =>
    `Les options s’écrivent comme dans \`/risk new\`, nom:valeur séparés par des espaces (ex. \`setup:simultaneous cards:none\`) ; « ${typed} » ne convient pas.`,
  roleNeeded: 'Avec `createurs:role`, donnez aussi le `role`.',
  notCreator: (role) => `Sur ce serveur seuls ${role} (ou les gestionnaires) ouvrent des parties.`,
  threadName: (ruleset, host) => `Risk ${ruleset} — ${host}`,
  threadOpened: (who, ruleset, thread) =>
    `🧵 ${who} a ouvert une partie de ${ruleset} dans ${thread} : rejoignez-la là.`,
  threadHere: (thread) => `Votre partie a son propre fil : ${thread}.`,
  threadFailed:
    'Ce salon a déjà une partie et je n’ai pas pu ouvrir de fil pour une nouvelle (il me faut **Créer des fils publics** dans un salon textuel).',
  resultsHeader: (ruleset, where) => `🏁 Une partie de ${ruleset} est terminée dans ${where}.`,
  standing: (place, seat, score) =>
    `${place === 1 ? '🏆' : `${place}.`} ${seat}${score === null ? '' : ` — ${score} pt${score > 1 ? 's' : ''}`}`,
  rounds: (n) => `${n} tour${n > 1 ? 's' : ''} de table joué${n > 1 ? 's' : ''}.`,
  seasonScope: (n, scope) => `saison ${n}, ${scope}`,
  allTime: (scope) => `depuis toujours, ${scope}`,
  seasonRating: (n, rating, rank, of) => `Saison ${n} : classement ${rating}, rang ${rank} sur ${of}.`,
  seasonUnrated: (n) => `Saison ${n} : aucune partie classée pour l’instant.`,
  seasonEmpty: (n) => `La saison ${n} n’a encore aucune partie classée. \`saison:all\` montre depuis toujours.`,
  help: '• Les gestionnaires d’un serveur règlent ses valeurs par défaut avec `/risk server` (variante, options, délai, langue, niveau de l’IA, qui ouvre les parties, un salon des résultats, un fil par partie) et commencent une nouvelle saison (`nouvelle_saison:true`) : `/risk leaderboard` montre la saison, `saison:all` depuis toujours.\n• `/risk new` dans un salon qui a déjà une partie (ou avec `fil:true`) ouvre la partie dans son propre fil.',
};

const it: ServerCatalogue = {
  managersOnly: 'Solo i membri con **Gestire il server** possono cambiarne le impostazioni.',
  notInServer: 'Le impostazioni del server esistono solo in un server.',
  noStore: 'L’archivio di questo bot non conserva impostazioni del server.',
  title: '⚙️ **Impostazioni di questo server**',
  saved: '✅ Salvato.',
  ruleset: (v) => `Variante predefinita: ${v}`,
  options: (v) => `Opzioni della variante predefinita: ${v}`,
  deadline: (v) => `Scadenza del turno: ${v}`,
  language: (v) => `Lingua delle nuove partite: ${v}`,
  aiLevel: (v) => `Livello dell’IA: ${v}`,
  creatorsEveryone: 'Chi può aprire partite: tutti',
  creatorsRole: (role) => `Chi può aprire partite: ${role} (e i gestori)`,
  results: (where) => `Canale dei risultati: ${where}`,
  threads: (on) => `Ogni partita nel suo thread: ${on ? 'sì' : 'no (solo se il canale ha già una partita)'}`,
  season: (n, since) => `Stagione ${n}, dal ${since}`,
  noSeason: 'Stagioni: nessuna iniziata (la classifica conta da sempre)',
  botDefault: 'quello del bot',
  none: 'nessuno',
  seasonStarted: (n) => `🏁 Inizia la stagione ${n}: la sua classifica è vuota; le valutazioni di sempre restano.`,
  badOptions: (typed) =>
    `Le opzioni si scrivono come in \`/risk new\`, nome:valore separati da spazi (es. \`setup:simultaneous cards:none\`); «${typed}» non va.`,
  roleNeeded: 'Con `creatori:role`, indica anche il `ruolo`.',
  notCreator: (role) => `Su questo server solo ${role} (o i gestori) aprono partite.`,
  threadName: (ruleset, host) => `Risiko ${ruleset} — ${host}`,
  threadOpened: (who, ruleset, thread) => `🧵 ${who} ha aperto una partita di ${ruleset} in ${thread}: unitevi lì.`,
  threadHere: (thread) => `La tua partita ha il suo thread: ${thread}.`,
  threadFailed:
    'Questo canale ha già una partita e non ho potuto aprire un thread per una nuova (mi serve **Creare thread pubblici** in un canale testuale).',
  resultsHeader: (ruleset, where) => `🏁 Una partita di ${ruleset} è finita in ${where}.`,
  standing: (place, seat, score) =>
    `${place === 1 ? '🏆' : `${place}.`} ${seat}${score === null ? '' : ` — ${score} punt${score === 1 ? 'o' : 'i'}`}`,
  rounds: (n) => `${n} gir${n === 1 ? 'o' : 'i'} giocat${n === 1 ? 'o' : 'i'}.`,
  seasonScope: (n, scope) => `stagione ${n}, ${scope}`,
  allTime: (scope) => `da sempre, ${scope}`,
  seasonRating: (n, rating, rank, of) => `Stagione ${n}: valutazione ${rating}, posizione ${rank} su ${of}.`,
  seasonUnrated: (n) => `Stagione ${n}: ancora nessuna partita valutata.`,
  seasonEmpty: (n) => `La stagione ${n} non ha ancora partite valutate. \`stagione:all\` mostra da sempre.`,
  help: '• I gestori di un server ne impostano i valori predefiniti con `/risk server` (variante, opzioni, scadenza, lingua, livello dell’IA, chi apre le partite, un canale dei risultati, un thread per partita) e iniziano una nuova stagione (`nuova_stagione:true`): `/risk leaderboard` mostra la stagione, `stagione:all` da sempre.\n• `/risk new` in un canale che ha già una partita (o con `thread:true`) apre la partita nel suo thread.',
};

const CATALOGUES: Record<Locale, ServerCatalogue> = { en, fr, it, de, 'es-ES': es };

export function serverCat(locale: string): ServerCatalogue {
  return CATALOGUES[locale as Locale] ?? en;
}
