// The words of a server's records: /risk leaderboard and /risk stats, in English, French and
// Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';

export interface RecordsCatalogue {
  leaderboardTitle: (scope: string, page: number, pages: number) => string;
  allRulesets: string;
  row: (rank: number, name: string, rating: number, games: number, wins: number) => string;
  yourRank: (rank: number, of: number, rating: number, games: number, wins: number) => string;
  unrated: string;
  empty: string;
  noPage: (pages: number) => string;
  notInServer: string;
  statsTitle: (name: string) => string;
  statsNone: (name: string) => string;
  byRuleset: (ruleset: string, games: number, wins: number, places: string) => string;
  rating: (rating: number, rank: number, of: number) => string;
  favourite: (ruleset: string) => string;
  longest: (ruleset: string, rounds: number, duration: string) => string;
  ratingNote: string;
  plotTitle: string;
}

const en: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Leaderboard — ${scope}** (page ${page}/${pages})`,
  allRulesets: 'all rulesets',
  row: (rank, name, rating, games, wins) =>
    `**${rank}.** ${name} — ${rating} · ${games} ${games === 1 ? 'game' : 'games'} · ${wins} ${wins === 1 ? 'win' : 'wins'}`,
  yourRank: (rank, of, rating, games, wins) =>
    `Your rank: **${rank}** of ${of} — ${rating} · ${games} ${games === 1 ? 'game' : 'games'} · ${wins} ${wins === 1 ? 'win' : 'wins'}`,
  unrated: 'You have no rated game here yet (a rated game has at least two human players).',
  empty: 'Nobody has a rated game on this server yet (a rated game has at least two human players).',
  noPage: (pages) => `There are ${pages} page(s).`,
  notInServer: 'Ratings and records are kept per server: use this in a server channel.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} has no finished game on this server yet.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset}: ${games} played, ${wins} won · places ${places}`,
  rating: (rating, rank, of) => `Rating ${rating} (rank ${rank} of ${of})`,
  favourite: (ruleset) => `Favourite ruleset: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Longest game: ${ruleset}, ${rounds} rounds, ${duration}`,
  ratingNote: 'Ratings: OpenSkill (Weng-Lin), human players only; AI seats are not rated.',
  plotTitle: 'Rating',
};

const fr: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Classement — ${scope}** (page ${page}/${pages})`,
  allRulesets: 'toutes variantes',
  row: (rank, name, rating, games, wins) =>
    `**${rank}.** ${name} — ${rating} · ${games} ${games <= 1 ? 'partie' : 'parties'} · ${wins} ${wins <= 1 ? 'victoire' : 'victoires'}`,
  yourRank: (rank, of, rating, games, wins) =>
    `Votre rang : **${rank}** sur ${of} — ${rating} · ${games} ${games <= 1 ? 'partie' : 'parties'} · ${wins} ${wins <= 1 ? 'victoire' : 'victoires'}`,
  unrated: 'Vous n’avez pas encore de partie classée ici (une partie classée compte au moins deux joueurs humains).',
  empty: 'Personne n’a encore de partie classée sur ce serveur (au moins deux joueurs humains par partie).',
  noPage: (pages) => `Il y a ${pages} page(s).`,
  notInServer: 'Classements et palmarès sont tenus par serveur : utilisez ceci dans un salon de serveur.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} n’a encore terminé aucune partie sur ce serveur.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset} : ${games} jouées, ${wins} gagnées · places ${places}`,
  rating: (rating, rank, of) => `Cote ${rating} (rang ${rank} sur ${of})`,
  favourite: (ruleset) => `Variante préférée : ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Partie la plus longue : ${ruleset}, ${rounds} tours, ${duration}`,
  ratingNote: 'Cotes : OpenSkill (Weng-Lin), joueurs humains seulement ; les IA ne sont pas cotées.',
  plotTitle: 'Cote',
};

const it: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Classifica — ${scope}** (pagina ${page}/${pages})`,
  allRulesets: 'tutte le varianti',
  row: (rank, name, rating, games, wins) =>
    `**${rank}.** ${name} — ${rating} · ${games} ${games === 1 ? 'partita' : 'partite'} · ${wins} ${wins === 1 ? 'vittoria' : 'vittorie'}`,
  yourRank: (rank, of, rating, games, wins) =>
    `La tua posizione: **${rank}** su ${of} — ${rating} · ${games} ${games === 1 ? 'partita' : 'partite'} · ${wins} ${wins === 1 ? 'vittoria' : 'vittorie'}`,
  unrated: 'Non hai ancora partite valide per la classifica qui (servono almeno due giocatori umani).',
  empty: 'Nessuno ha ancora partite valide per la classifica su questo server (servono almeno due giocatori umani).',
  noPage: (pages) => `Ci sono ${pages} pagine.`,
  notInServer: 'Classifiche e statistiche sono per server: usalo in un canale di un server.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} non ha ancora finito partite su questo server.`,
  byRuleset: (ruleset, games, wins, places) => `${ruleset}: ${games} giocate, ${wins} vinte · posizioni ${places}`,
  rating: (rating, rank, of) => `Punteggio ${rating} (posizione ${rank} su ${of})`,
  favourite: (ruleset) => `Variante preferita: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Partita più lunga: ${ruleset}, ${rounds} giri, ${duration}`,
  ratingNote: 'Punteggi: OpenSkill (Weng-Lin), solo giocatori umani; le IA non hanno punteggio.',
  plotTitle: 'Punteggio',
};

const CATALOGUES: Record<Locale, RecordsCatalogue> = { en, fr, it };

export const recordsCat = (locale: string): RecordsCatalogue => CATALOGUES[locale as Locale] ?? en;
