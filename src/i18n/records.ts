// The words of a server's records: /risk leaderboard and /risk stats, in English, French and
// Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';
import { de } from './locales/de/records.js';
import { es } from './locales/es-ES/records.js';

export interface RecordsCatalogue {
  leaderboardTitle: (scope: string, page: number, pages: number) => string;
  allRulesets: string;
  /** The leaderboard picture's title, page and column heads, and the reader's band below it. */
  image: {
    title: (scope: string) => string;
    page: (page: number, pages: number) => string;
    heads: { rank: string; player: string; rating: string; games: string; wins: string };
    mine: (rank: number, of: number) => string;
  };
  previous: string;
  next: string;
  badRuleset: (typed: string, legal: string) => string;
  /** Autocomplete: a ruleset with its rated players, a page with the ranks it holds. */
  scopeChoice: (scope: string, players: number) => string;
  pageChoice: (page: number, first: number, last: number) => string;
  yourPageChoice: (page: number, rank: number) => string;
  yourRank: (rank: number, of: number, rating: number, games: number, wins: number) => string;
  unrated: string;
  empty: string;
  noPage: (pages: number) => string;
  notInServer: string;
  statsTitle: (name: string) => string;
  statsNone: (name: string) => string;
  statsNoneIn: (name: string, ruleset: string) => string;
  byRuleset: (ruleset: string, games: number, wins: number, places: string) => string;
  rating: (rating: number, rank: number, of: number) => string;
  favourite: (ruleset: string) => string;
  longest: (ruleset: string, rounds: number, duration: string) => string;
  luck: (lost: number, expected: string) => string;
  plotTitle: string;
  gamesTitle: (n: number) => string;
  gamesNone: string;
  gameLine: (ruleset: string, where: string, turn: string, deadline: string) => string;
  inLobby: string;
  yourTurn: string;
  waitingFor: (names: string) => string;
  deadline: (when: string) => string;
  noDeadline: string;
  onVacation: (until: string) => string;
  vacationSet: (until: string, games: number) => string;
  vacationOff: (games: number) => string;
  vacationBad: string;
  vacationPosted: (name: string, until: string) => string;
  vacationOver: (name: string) => string;
  /** Below the leaderboard and /risk stats: what moves a rating, tournament tables included. */
  howRated: string;
  /** The rating plot's x axis: the games counted along it (0 = before the first). */
  plotAxis: string;
}

const en: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Leaderboard — ${scope}** (page ${page}/${pages})`,
  allRulesets: 'all rulesets',
  image: {
    title: (scope) => `Leaderboard — ${scope}`,
    page: (page, pages) => `page ${page}/${pages}`,
    heads: { rank: '#', player: 'Player', rating: 'Rating', games: 'Games', wins: 'Wins' },
    mine: (rank, of) => `You: rank ${rank} of ${of}`,
  },
  previous: '◀ Previous',
  next: 'Next ▶',
  badRuleset: (typed, legal) => `No ruleset "${typed}". Pick one of: ${legal}.`,
  scopeChoice: (scope, players) => `${scope} — ${players} rated ${players === 1 ? 'player' : 'players'}`,
  pageChoice: (page, first, last) => `Page ${page} (ranks ${first}–${last})`,
  yourPageChoice: (page, rank) => `Page ${page}: yours (rank ${rank})`,
  yourRank: (rank, of, rating, games, wins) =>
    `Your rank: **${rank}** of ${of} — ${rating} · ${games} ${games === 1 ? 'game' : 'games'} · ${wins} ${wins === 1 ? 'win' : 'wins'}`,
  unrated: 'You have no rated game here yet (a rated game has at least two human players).',
  empty: 'Nobody has a rated game on this server yet (a rated game has at least two human players).',
  noPage: (pages) => `There are ${pages} page(s).`,
  notInServer: 'Ratings and records are kept per server: use this in a server channel.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} has no finished game on this server yet.`,
  statsNoneIn: (name, ruleset) => `${name} has no finished game of ${ruleset} on this server yet.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset}: ${games} played, ${wins} won · places ${places}`,
  rating: (rating, rank, of) => `Rating ${rating} (rank ${rank} of ${of})`,
  favourite: (ruleset) => `Favourite ruleset: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Longest game: ${ruleset}, ${rounds} rounds, ${duration}`,
  luck: (lost, expected) =>
    `🎲 Dice luck (rated games): lost ${lost} armies in battle, ${expected} on average for the same rolls.`,
  plotTitle: 'Rating',
  gamesTitle: (n) => `🎲 **Your games** (${n})`,
  gamesNone: 'You sit in no game in progress.',
  gameLine: (ruleset, where, turn, deadline) => `• ${ruleset} — ${where} — ${turn}${deadline}`,
  inLobby: 'lobby, not started',
  yourTurn: '**your turn**',
  waitingFor: (names) => `waiting for ${names}`,
  deadline: (when) => ` · deadline ${when}`,
  noDeadline: '',
  onVacation: (until) => `🏖️ On vacation until ${until}: your deadlines do not count.`,
  vacationSet: (until, games) =>
    `🏖️ On vacation until ${until}: in your ${games} game(s) in progress your deadlines wait until then.`,
  vacationOff: (games) => `Welcome back: your deadlines count again (${games} game(s)).`,
  vacationBad: 'Give a duration of 1 hour to 30 days (e.g. `3d`, `12h`), or `off`.',
  vacationPosted: (name, until) =>
    `🏖️ ${name} is on vacation until ${until}: their turns wait (no deadline until then).`,
  vacationOver: (name) => `${name} is back from vacation: their deadlines count again.`,
  howRated:
    'How ratings count: every finished game with at least two human players, by the places in it (AI seats are not rated). A tournament table is one such game; winning the tournament adds nothing of its own. The rating is OpenSkill’s μ − 3σ: it starts at 0 and rises as more games make it surer, so a few wins can rank below many steady results.',
  plotAxis: 'Rated games played',
};

const fr: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Classement — ${scope}** (page ${page}/${pages})`,
  allRulesets: 'toutes variantes',
  image: {
    title: (scope) => `Classement — ${scope}`,
    page: (page, pages) => `page ${page}/${pages}`,
    heads: { rank: 'N°', player: 'Joueur', rating: 'Cote', games: 'Parties', wins: 'Victoires' },
    mine: (rank, of) => `Vous : rang ${rank} sur ${of}`,
  },
  previous: '◀ Précédente',
  next: 'Suivante ▶',
  badRuleset: (typed, legal) => `Aucune variante « ${typed} ». Choisissez parmi : ${legal}.`,
  scopeChoice: (scope, players) => `${scope} — ${players} ${players <= 1 ? 'joueur classé' : 'joueurs classés'}`,
  pageChoice: (page, first, last) => `Page ${page} (rangs ${first} à ${last})`,
  yourPageChoice: (page, rank) => `Page ${page} : la vôtre (rang ${rank})`,
  yourRank: (rank, of, rating, games, wins) =>
    `Votre rang : **${rank}** sur ${of} — ${rating} · ${games} ${games <= 1 ? 'partie' : 'parties'} · ${wins} ${wins <= 1 ? 'victoire' : 'victoires'}`,
  unrated: 'Vous n’avez pas encore de partie classée ici (une partie classée compte au moins deux joueurs humains).',
  empty: 'Personne n’a encore de partie classée sur ce serveur (au moins deux joueurs humains par partie).',
  noPage: (pages) => `Il y a ${pages} page(s).`,
  notInServer: 'Classements et palmarès sont tenus par serveur : utilisez ceci dans un salon de serveur.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} n’a encore terminé aucune partie sur ce serveur.`,
  statsNoneIn: (name, ruleset) => `${name} n’a encore terminé aucune partie de ${ruleset} sur ce serveur.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset} : ${games} jouées, ${wins} gagnées · places ${places}`,
  rating: (rating, rank, of) => `Cote ${rating} (rang ${rank} sur ${of})`,
  favourite: (ruleset) => `Variante préférée : ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Partie la plus longue : ${ruleset}, ${rounds} tours, ${duration}`,
  luck: (lost, expected) =>
    `🎲 Chance aux dés (parties classées) : ${lost} armées perdues au combat, ${expected} en moyenne pour les mêmes lancers.`,
  plotTitle: 'Cote',
  gamesTitle: (n) => `🎲 **Vos parties** (${n})`,
  gamesNone: 'Vous n’êtes assis à aucune partie en cours.',
  gameLine: (ruleset, where, turn, deadline) => `• ${ruleset} — ${where} — ${turn}${deadline}`,
  inLobby: 'salon d’attente, pas commencée',
  yourTurn: '**à vous de jouer**',
  waitingFor: (names) => `on attend ${names}`,
  deadline: (when) => ` · échéance ${when}`,
  noDeadline: '',
  onVacation: (until) => `🏖️ En vacances jusqu’au ${until} : vos échéances ne comptent pas.`,
  vacationSet: (until, games) =>
    `🏖️ En vacances jusqu’au ${until} : dans vos ${games} partie(s) en cours, vos échéances attendent jusque-là.`,
  vacationOff: (games) => `Bon retour : vos échéances comptent de nouveau (${games} partie(s)).`,
  vacationBad: 'Donnez une durée d’une heure à 30 jours (ex. `3d`, `12h`), ou `off`.',
  vacationPosted: (name, until) =>
    `🏖️ ${name} est en vacances jusqu’au ${until} : ses tours attendent (pas d’échéance d’ici là).`,
  vacationOver: (name) => `${name} est rentré de vacances : ses échéances comptent de nouveau.`,
  howRated:
    'Comment les cotes comptent : chaque partie terminée avec au moins deux joueurs humains, selon les places (les IA ne sont pas cotées). Une table de tournoi est une telle partie ; gagner le tournoi n’ajoute rien en soi. La cote est le μ − 3σ d’OpenSkill : elle part de 0 et monte à mesure que les parties la rendent plus sûre, si bien que quelques victoires peuvent se classer sous de nombreux résultats réguliers.',
  plotAxis: 'Parties cotées jouées',
};

const it: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Classifica — ${scope}** (pagina ${page}/${pages})`,
  allRulesets: 'tutte le varianti',
  image: {
    title: (scope) => `Classifica — ${scope}`,
    page: (page, pages) => `pagina ${page}/${pages}`,
    heads: { rank: 'N.', player: 'Giocatore', rating: 'Punti', games: 'Partite', wins: 'Vittorie' },
    mine: (rank, of) => `Tu: posizione ${rank} su ${of}`,
  },
  previous: '◀ Precedente',
  next: 'Successiva ▶',
  badRuleset: (typed, legal) => `Nessuna variante «${typed}». Scegli tra: ${legal}.`,
  scopeChoice: (scope, players) => `${scope} — ${players} ${players === 1 ? 'giocatore' : 'giocatori'} in classifica`,
  pageChoice: (page, first, last) => `Pagina ${page} (posizioni ${first}–${last})`,
  yourPageChoice: (page, rank) => `Pagina ${page}: la tua (posizione ${rank})`,
  yourRank: (rank, of, rating, games, wins) =>
    `La tua posizione: **${rank}** su ${of} — ${rating} · ${games} ${games === 1 ? 'partita' : 'partite'} · ${wins} ${wins === 1 ? 'vittoria' : 'vittorie'}`,
  unrated: 'Non hai ancora partite valide per la classifica qui (servono almeno due giocatori umani).',
  empty: 'Nessuno ha ancora partite valide per la classifica su questo server (servono almeno due giocatori umani).',
  noPage: (pages) => `Ci sono ${pages} pagine.`,
  notInServer: 'Classifiche e statistiche sono per server: usalo in un canale di un server.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} non ha ancora finito partite su questo server.`,
  statsNoneIn: (name, ruleset) => `${name} non ha ancora finito partite di ${ruleset} su questo server.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset}: ${games} giocate, ${wins} vinte · posizioni ${places}`,
  rating: (rating, rank, of) => `Punteggio ${rating} (posizione ${rank} su ${of})`,
  favourite: (ruleset) => `Variante preferita: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Partita più lunga: ${ruleset}, ${rounds} giri, ${duration}`,
  luck: (lost, expected) =>
    `🎲 Fortuna ai dadi (partite valide): ${lost} armate perse in battaglia, ${expected} in media per gli stessi lanci.`,
  plotTitle: 'Punteggio',
  gamesTitle: (n) => `🎲 **Le tue partite** (${n})`,
  gamesNone: 'Non sei seduto a nessuna partita in corso.',
  gameLine: (ruleset, where, turn, deadline) => `• ${ruleset} — ${where} — ${turn}${deadline}`,
  inLobby: 'in attesa, non iniziata',
  yourTurn: '**tocca a te**',
  waitingFor: (names) => `si attende ${names}`,
  deadline: (when) => ` · scadenza ${when}`,
  noDeadline: '',
  onVacation: (until) => `🏖️ In vacanza fino al ${until}: le tue scadenze non contano.`,
  vacationSet: (until, games) =>
    `🏖️ In vacanza fino al ${until}: nelle tue ${games} partite in corso le scadenze aspettano fino ad allora.`,
  vacationOff: (games) => `Bentornato: le tue scadenze contano di nuovo (${games} partite).`,
  vacationBad: 'Indica una durata da 1 ora a 30 giorni (es. `3d`, `12h`), oppure `off`.',
  vacationPosted: (name, until) =>
    `🏖️ ${name} è in vacanza fino al ${until}: i suoi turni aspettano (nessuna scadenza fino ad allora).`,
  vacationOver: (name) => `${name} è tornato dalle vacanze: le sue scadenze contano di nuovo.`,
  howRated:
    'Come contano i punteggi: ogni partita finita con almeno due giocatori umani, secondo i piazzamenti (le IA non hanno punteggio). Un tavolo di torneo è una di queste partite; vincere il torneo non aggiunge nulla di per sé. Il punteggio è il μ − 3σ di OpenSkill: parte da 0 e sale man mano che le partite lo rendono più sicuro, quindi poche vittorie possono stare sotto molti risultati costanti.',
  plotAxis: 'Partite con punteggio giocate',
};

const CATALOGUES: Record<Locale, RecordsCatalogue> = { en, fr, it, de, 'es-ES': es };

export const recordsCat = (locale: string): RecordsCatalogue => CATALOGUES[locale as Locale] ?? en;
