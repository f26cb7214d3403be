// The words of tournaments (/risk tournament, its panel, the round announcements, the standings
// image) in English, French and Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';
import { inMinutes } from './time-words.js';
import { de } from './locales/de/tournament.js';
import { es } from './locales/es-ES/tournament.js';

export interface TournamentCatalogue {
  /** The ruleset's display name (as /risk rules titles it) and the format in words (formatPlain). */
  title: (ruleset: string, format: string) => string;
  formatName: { classic: string; risiko: string };
  formatPlain: { classic: string; risiko: string };
  settings: (tableSize: number, limit: string, finalLimit: string, fill: boolean) => string;
  noLimit: string;
  minutes: (n: number) => string;
  /** The panel's time-limit menu (host, before the start) and the warning when there is none. */
  limits: {
    placeholder: string;
    none: string;
    noneHint: string;
    live: string;
    liveHint: string;
    days: (n: number) => string;
    /** What decides a game whose limit ran out: most territories (C-TOUR-1), or RisiKo!'s score (R-END-1). */
    daysHint: (risiko: boolean) => string;
    warning: (risiko: boolean) => string;
    set: (limit: string, finalLimit: string) => string;
  };
  entrants: (n: number) => string;
  signupHint: string;
  status: { signup: string; running: (round: number, final: boolean) => string; over: string; cancelled: string };
  buttons: { join: string; leave: string; addAi: string; start: string; standings: string };
  joined: string;
  left: string;
  withdrew: string;
  refusal: {
    signupOnly: string;
    alreadyEntered: string;
    notEntered: string;
    full: (n: number) => string;
    onlyHost: string;
    tooFew: (n: number) => string;
    notRunning: string;
    claimed: string;
    unknownTable: string;
    over: string;
    none: string;
    exists: string;
    noThreads: string;
    badRuleset: (legal: string) => string;
    badFormat: string;
    badTableSize: (format: string, min: number, max: number) => string;
    badTimeLimit: string;
  };
  /** Autocomplete of /risk tournament new: what each format does, a table size, the rulebook's limits. */
  choices: {
    format: { classic: string; risiko: string };
    tableSize: (n: number) => string;
    prelimLimit: (limit: string) => string;
    finalLimit: (limit: string) => string;
  };
  roundTitle: (round: number, final: boolean) => string;
  tableLine: (table: number, names: string, where: string) => string;
  threadName: (round: number, table: number, final: boolean) => string;
  tableIntro: (round: number, table: number, final: boolean) => string;
  tableDone: (table: number, ranking: string, final: boolean) => string;
  qualified: (names: string) => string;
  champion: (name: string) => string;
  cancelled: string;
  threadFailed: string;
  forfeit: string;
  withdrawnTag: string;
  image: {
    title: string;
    rank: string;
    player: string;
    round: string;
    place: string;
    score: string;
    territories: string;
    /** The round reached, in the Round column: "Final", "Round 1". */
    final: string;
    roundN: (n: number) => string;
    /** An eliminated player's Territories cell: the game round they went out in. */
    outIn: (round: number) => string;
  };
  standingsTitle: string;
  /** 1st, 2nd… */
  ordinal: (n: number) => string;
  /** Where an entrant got to, in words (place 0: still playing there). */
  reached: (round: number, final: boolean, place: number) => string;
  championTag: string;
  /** After the place in the standings list: territories held at the end, out in a game round, or the score. */
  heldAtEnd: (n: number) => string;
  outInGame: (round: number) => string;
  scored: (n: number) => string;
  /** Under the final standings: how the tables counted for /risk leaderboard. */
  ratings: string;
}

const enDays = (n: number): string => (n === 1 ? '1 day' : `${n} days`);
const frDays = (n: number): string => (n === 1 ? '1 jour' : `${n} jours`);
const itDays = (n: number): string => (n === 1 ? '1 giorno' : `${n} giorni`);

const en: TournamentCatalogue = {
  title: (ruleset, format) => `🏆 Tournament: ${ruleset} — ${format}`,
  formatName: { classic: 'classic (C-TOUR-2)', risiko: 'RisiKo! (R-TOUR-1)' },
  formatPlain: {
    classic: 'table winners go through, up to a final',
    risiko: 'three rounds, the best scores go through',
  },
  settings: (size, limit, finalLimit, fill) =>
    `Tables of ${size} · time limit ${limit} (final ${finalLimit})${fill ? ' · AI players fill the tables' : ''}`,
  noLimit: 'none',
  minutes: inMinutes(enDays),
  limits: {
    placeholder: '⏱ Time limit per game (host)…',
    none: 'No time limit',
    noneHint: 'every table plays to the end: often 25–50 rounds',
    live: '2 h, final 3 h 30 (C-TOUR-1)',
    liveHint: 'one sitting, everyone online',
    days: enDays,
    daysHint: (risiko) =>
      risiko ? 'then the last rounds (R-END-1), the best score wins' : 'then the most territories wins',
    warning: (risiko) =>
      `⚠️ No time limit: each table plays to the end, ${risiko ? 'often dozens of rounds' : 'often 25–50 rounds'} — weeks with 24 h turns. The host can set one below; when it runs out, ${risiko ? 'the last rounds are played (R-END-1) and the best score wins' : 'the player with the most territories wins (C-TOUR-1)'}.`,
    set: (limit, finalLimit) => `Time limit per game: ${limit} (final ${finalLimit}).`,
  },
  entrants: (n) => `Entrants (${n}):`,
  signupHint: 'Press Join to enter. The host (or a server manager) starts it; each table plays in its own thread.',
  status: {
    signup: 'Sign-up is open.',
    running: (round, final) =>
      final ? `The final is being played (round ${round}).` : `Round ${round} is being played.`,
    over: 'The tournament is over.',
    cancelled: 'The tournament was cancelled.',
  },
  buttons: { join: 'Join', leave: 'Leave', addAi: 'Add AI', start: 'Start', standings: 'Standings' },
  joined: 'You are entered in the tournament.',
  left: 'You are off the list.',
  withdrew:
    'You withdrew from the tournament: you will not be seated again. Your table goes on (use /risk abandon there to leave it).',
  refusal: {
    signupOnly: 'Sign-up for this tournament is closed.',
    alreadyEntered: 'You are already entered.',
    notEntered: 'You are not entered in this tournament.',
    full: (n) => `The tournament is full (${n} entrants at most).`,
    onlyHost: 'Only the host or a server manager can do that.',
    tooFew: (n) => `Not enough entrants to seat the tables: ${n} needed (or add AI players).`,
    notRunning: 'The tournament is not running.',
    claimed: 'That table is already being opened.',
    unknownTable: 'That table is not in the tournament.',
    over: 'The tournament is already over.',
    none: 'There is no tournament in this channel: /risk tournament new opens one.',
    exists: 'This channel already has a tournament: finish or cancel it first.',
    noThreads: 'Tournaments run in a server text channel (each table gets its own thread).',
    badRuleset: (legal) => `Tournaments are played with one of: ${legal}.`,
    badFormat: 'The format is classic (C-TOUR-2) or risiko (R-TOUR-1).',
    badTableSize: (format, min, max) => `Tables of the ${format} format seat ${min} to ${max} players.`,
    badTimeLimit: 'A time limit is from 10 minutes to 30 days (in minutes: 10 to 43200).',
  },
  choices: {
    format: {
      classic: 'classic (C-TOUR-2): table winners go through, up to a final',
      risiko: 'RisiKo! (R-TOUR-1): three rounds, the best scores go through',
    },
    tableSize: (n) => `${n} players a table`,
    prelimLimit: (limit) => `${limit} (C-TOUR-1, preliminary games)`,
    finalLimit: (limit) => `${limit} (C-TOUR-1, the final)`,
  },
  roundTitle: (round, final) => (final ? `🏆 The final (round ${round})` : `🏆 Round ${round}`),
  tableLine: (table, names, where) => `Table ${table}: ${names} — ${where}`,
  threadName: (round, table, final) => (final ? `Final` : `Round ${round} · table ${table}`),
  tableIntro: (round, table, final) =>
    final ? 'The tournament final: good luck!' : `Tournament round ${round}, table ${table}: good luck!`,
  tableDone: (table, ranking, final) =>
    final ? `The final is over: ${ranking}` : `Table ${table} is over: ${ranking}`,
  qualified: (names) => `Through to the next round: ${names}`,
  champion: (name) => `🥇 ${name} wins the tournament!`,
  cancelled: 'The tournament was cancelled; games in progress go on as ordinary games.',
  threadFailed:
    'A table could not be opened: the bot needs the Create Public Threads and Send Messages in Threads permissions here. It tries again every few minutes.',
  forfeit: 'forfeit',
  withdrawnTag: 'withdrew',
  image: {
    title: 'Tournament standings',
    rank: '#',
    player: 'Player',
    round: 'Reached',
    place: 'Place',
    score: 'Score',
    territories: 'Territories',
    final: 'Final',
    roundN: (n) => `Round ${n}`,
    outIn: (round) => `out, round ${round}`,
  },
  standingsTitle: 'Standings',
  ordinal: (n) => {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
  },
  reached: (round, final, place) =>
    place === 0
      ? final
        ? 'playing the final'
        : `playing round ${round}`
      : final
        ? `${en.ordinal(place)} in the final`
        : `${en.ordinal(place)} at their table in round ${round}`,
  championTag: 'champion',
  heldAtEnd: (n) => `${n} territories at the end`,
  outInGame: (round) => `out in the game's round ${round}`,
  scored: (n) => `score ${n}`,
  ratings:
    'Ratings (/risk leaderboard): each table counted as one game, by its places, when two or more people sat at it; winning the tournament adds nothing of its own.',
};

const fr: TournamentCatalogue = {
  title: (ruleset, format) => `🏆 Tournoi : ${ruleset} — ${format}`,
  formatName: { classic: 'classique (C-TOUR-2)', risiko: 'RisiKo! (R-TOUR-1)' },
  formatPlain: {
    classic: 'les vainqueurs de table passent, jusqu’à la finale',
    risiko: 'trois tours, les meilleurs scores passent',
  },
  settings: (size, limit, finalLimit, fill) =>
    `Tables de ${size} · limite de temps ${limit} (finale ${finalLimit})${fill ? ' · des IA complètent les tables' : ''}`,
  noLimit: 'aucune',
  minutes: inMinutes(frDays),
  limits: {
    placeholder: '⏱ Limite de temps par partie (organisateur)…',
    none: 'Pas de limite de temps',
    noneHint: 'chaque table joue jusqu’au bout : souvent 25 à 50 tours',
    live: '2 h, finale 3 h 30 (C-TOUR-1)',
    liveHint: 'une séance, tout le monde en ligne',
    days: frDays,
    daysHint: (risiko) =>
      risiko ? 'puis les derniers tours (R-END-1), le meilleur score gagne' : 'puis le plus de territoires gagne',
    warning: (risiko) =>
      `⚠️ Pas de limite de temps : chaque table joue jusqu’au bout, ${risiko ? 'souvent des dizaines de tours' : 'souvent 25 à 50 tours'} — des semaines avec des tours de 24 h. L’organisateur peut en choisir une ci-dessous ; à son terme, ${risiko ? 'les derniers tours se jouent (R-END-1) et le meilleur score gagne' : 'le joueur qui a le plus de territoires gagne (C-TOUR-1)'}.`,
    set: (limit, finalLimit) => `Limite de temps par partie : ${limit} (finale ${finalLimit}).`,
  },
  entrants: (n) => `Inscrits (${n}) :`,
  signupHint:
    'Appuyez sur Rejoindre pour vous inscrire. L’organisateur (ou un gérant du serveur) le lance ; chaque table joue dans son propre fil.',
  status: {
    signup: 'Les inscriptions sont ouvertes.',
    running: (round, final) => (final ? `La finale se joue (tour ${round}).` : `Le tour ${round} se joue.`),
    over: 'Le tournoi est terminé.',
    cancelled: 'Le tournoi a été annulé.',
  },
  buttons: { join: 'Rejoindre', leave: 'Quitter', addAi: 'Ajouter une IA', start: 'Lancer', standings: 'Classement' },
  joined: 'Vous êtes inscrit au tournoi.',
  left: 'Vous n’êtes plus inscrit.',
  withdrew:
    'Vous vous êtes retiré du tournoi : vous ne serez plus placé à une table. Votre partie continue (/risk abandon pour la quitter).',
  refusal: {
    signupOnly: 'Les inscriptions à ce tournoi sont closes.',
    alreadyEntered: 'Vous êtes déjà inscrit.',
    notEntered: 'Vous n’êtes pas inscrit à ce tournoi.',
    full: (n) => `Le tournoi est complet (${n} inscrits au plus).`,
    onlyHost: 'Seul l’organisateur ou un gérant du serveur peut faire cela.',
    tooFew: (n) => `Pas assez d’inscrits pour former les tables : il en faut ${n} (ou ajoutez des IA).`,
    notRunning: 'Le tournoi n’est pas en cours.',
    claimed: 'Cette table est déjà en cours d’ouverture.',
    unknownTable: 'Cette table n’appartient pas au tournoi.',
    over: 'Le tournoi est déjà terminé.',
    none: 'Aucun tournoi dans ce salon : /risk tournoi nouveau en ouvre un.',
    exists: 'Ce salon a déjà un tournoi : terminez-le ou annulez-le d’abord.',
    noThreads: 'Un tournoi se joue dans un salon textuel d’un serveur (chaque table a son fil).',
    badRuleset: (legal) => `Les tournois se jouent avec : ${legal}.`,
    badFormat: 'Le format est classic (C-TOUR-2) ou risiko (R-TOUR-1).',
    badTableSize: (format, min, max) => `Les tables du format ${format} comptent de ${min} à ${max} joueurs.`,
    badTimeLimit: 'Une limite de temps va de 10 minutes à 30 jours (en minutes : 10 à 43200).',
  },
  choices: {
    format: {
      classic: 'classique (C-TOUR-2) : les vainqueurs de table passent, jusqu’à la finale',
      risiko: 'RisiKo! (R-TOUR-1) : trois tours, les meilleurs scores passent',
    },
    tableSize: (n) => `${n} joueurs par table`,
    prelimLimit: (limit) => `${limit} (C-TOUR-1, parties préliminaires)`,
    finalLimit: (limit) => `${limit} (C-TOUR-1, la finale)`,
  },
  roundTitle: (round, final) => (final ? `🏆 La finale (tour ${round})` : `🏆 Tour ${round}`),
  tableLine: (table, names, where) => `Table ${table} : ${names} — ${where}`,
  threadName: (round, table, final) => (final ? `Finale` : `Tour ${round} · table ${table}`),
  tableIntro: (round, table, final) =>
    final ? 'La finale du tournoi : bonne chance !' : `Tournoi, tour ${round}, table ${table} : bonne chance !`,
  tableDone: (table, ranking, final) =>
    final ? `La finale est terminée : ${ranking}` : `La table ${table} est terminée : ${ranking}`,
  qualified: (names) => `Qualifiés pour le tour suivant : ${names}`,
  champion: (name) => `🥇 ${name} remporte le tournoi !`,
  cancelled: 'Le tournoi a été annulé ; les parties en cours continuent comme des parties ordinaires.',
  threadFailed:
    'Une table n’a pas pu être ouverte : le bot a besoin ici des permissions Créer des fils publics et Envoyer des messages dans les fils. Il réessaie toutes les quelques minutes.',
  forfeit: 'forfait',
  withdrawnTag: 'retiré',
  image: {
    title: 'Classement du tournoi',
    rank: '#',
    player: 'Joueur',
    round: 'Atteint',
    place: 'Place',
    score: 'Score',
    territories: 'Territoires',
    final: 'Finale',
    roundN: (n) => `Tour ${n}`,
    outIn: (round) => `éliminé, tour ${round}`,
  },
  standingsTitle: 'Classement',
  ordinal: (n) => (n === 1 ? '1er' : `${n}e`),
  reached: (round, final, place) =>
    place === 0
      ? final
        ? 'joue la finale'
        : `joue le tour ${round}`
      : final
        ? `${fr.ordinal(place)} en finale`
        : `${fr.ordinal(place)} de sa table au tour ${round}`,
  championTag: 'champion',
  heldAtEnd: (n) => `${n} territoires à la fin`,
  outInGame: (round) => `éliminé au tour ${round} de la partie`,
  scored: (n) => `score ${n}`,
  ratings:
    'Cotes (/risk classement) : chaque table a compté comme une partie, selon ses places, quand au moins deux personnes y jouaient ; gagner le tournoi n’ajoute rien en soi.',
};

const it: TournamentCatalogue = {
  title: (ruleset, format) => `🏆 Torneo: ${ruleset} — ${format}`,
  formatName: { classic: 'classico (C-TOUR-2)', risiko: 'RisiKo! (R-TOUR-1)' },
  formatPlain: {
    classic: 'passano i vincitori dei tavoli, fino alla finale',
    risiko: 'tre turni, passano i punteggi migliori',
  },
  settings: (size, limit, finalLimit, fill) =>
    `Tavoli da ${size} · limite di tempo ${limit} (finale ${finalLimit})${fill ? ' · le IA completano i tavoli' : ''}`,
  noLimit: 'nessuno',
  minutes: inMinutes(itDays),
  limits: {
    placeholder: '⏱ Limite di tempo per partita (organizzatore)…',
    none: 'Nessun limite di tempo',
    noneHint: 'ogni tavolo gioca fino alla fine: spesso 25–50 giri',
    live: '2 h, finale 3 h 30 (C-TOUR-1)',
    liveHint: 'una sessione, tutti online',
    days: itDays,
    daysHint: (risiko) =>
      risiko ? 'poi gli ultimi giri (R-END-1), vince il punteggio migliore' : 'poi vince chi ha più territori',
    warning: (risiko) =>
      `⚠️ Nessun limite di tempo: ogni tavolo gioca fino alla fine, ${risiko ? 'spesso decine di giri' : 'spesso 25–50 giri'} — settimane con turni di 24 h. L’organizzatore può sceglierne uno qui sotto; allo scadere ${risiko ? 'si giocano gli ultimi giri (R-END-1) e vince il punteggio migliore' : 'vince il giocatore con più territori (C-TOUR-1)'}.`,
    set: (limit, finalLimit) => `Limite di tempo per partita: ${limit} (finale ${finalLimit}).`,
  },
  entrants: (n) => `Iscritti (${n}):`,
  signupHint:
    'Premi Partecipa per iscriverti. L’organizzatore (o un gestore del server) lo avvia; ogni tavolo gioca nel suo thread.',
  status: {
    signup: 'Le iscrizioni sono aperte.',
    running: (round, final) => (final ? `Si gioca la finale (turno ${round}).` : `Si gioca il turno ${round}.`),
    over: 'Il torneo è finito.',
    cancelled: 'Il torneo è stato annullato.',
  },
  buttons: { join: 'Partecipa', leave: 'Esci', addAi: 'Aggiungi IA', start: 'Avvia', standings: 'Classifica' },
  joined: 'Sei iscritto al torneo.',
  left: 'Non sei più iscritto.',
  withdrew:
    'Ti sei ritirato dal torneo: non sarai più assegnato a un tavolo. La tua partita continua (/risiko abbandona per lasciarla).',
  refusal: {
    signupOnly: 'Le iscrizioni a questo torneo sono chiuse.',
    alreadyEntered: 'Sei già iscritto.',
    notEntered: 'Non sei iscritto a questo torneo.',
    full: (n) => `Il torneo è al completo (al massimo ${n} iscritti).`,
    onlyHost: 'Solo l’organizzatore o un gestore del server può farlo.',
    tooFew: (n) => `Iscritti insufficienti per formare i tavoli: ne servono ${n} (o aggiungi delle IA).`,
    notRunning: 'Il torneo non è in corso.',
    claimed: 'Quel tavolo è già in apertura.',
    unknownTable: 'Quel tavolo non fa parte del torneo.',
    over: 'Il torneo è già finito.',
    none: 'Nessun torneo in questo canale: /risiko torneo nuovo ne apre uno.',
    exists: 'Questo canale ha già un torneo: finiscilo o annullalo prima.',
    noThreads: 'Un torneo si gioca in un canale testuale di un server (ogni tavolo ha il suo thread).',
    badRuleset: (legal) => `I tornei si giocano con: ${legal}.`,
    badFormat: 'Il formato è classic (C-TOUR-2) o risiko (R-TOUR-1).',
    badTableSize: (format, min, max) => `I tavoli del formato ${format} hanno da ${min} a ${max} giocatori.`,
    badTimeLimit: 'Un limite di tempo va da 10 minuti a 30 giorni (in minuti: da 10 a 43200).',
  },
  choices: {
    format: {
      classic: 'classico (C-TOUR-2): passano i vincitori dei tavoli, fino alla finale',
      risiko: 'RisiKo! (R-TOUR-1): tre turni, passano i punteggi migliori',
    },
    tableSize: (n) => `${n} giocatori per tavolo`,
    prelimLimit: (limit) => `${limit} (C-TOUR-1, partite preliminari)`,
    finalLimit: (limit) => `${limit} (C-TOUR-1, la finale)`,
  },
  roundTitle: (round, final) => (final ? `🏆 La finale (turno ${round})` : `🏆 Turno ${round}`),
  tableLine: (table, names, where) => `Tavolo ${table}: ${names} — ${where}`,
  threadName: (round, table, final) => (final ? `Finale` : `Turno ${round} · tavolo ${table}`),
  tableIntro: (round, table, final) =>
    final ? 'La finale del torneo: buona fortuna!' : `Torneo, turno ${round}, tavolo ${table}: buona fortuna!`,
  tableDone: (table, ranking, final) =>
    final ? `La finale è finita: ${ranking}` : `Il tavolo ${table} è finito: ${ranking}`,
  qualified: (names) => `Qualificati al turno successivo: ${names}`,
  champion: (name) => `🥇 ${name} vince il torneo!`,
  cancelled: 'Il torneo è stato annullato; le partite in corso continuano come partite normali.',
  threadFailed:
    'Non è stato possibile aprire un tavolo: qui il bot ha bisogno dei permessi Crea thread pubblici e Invia messaggi nei thread. Riprova ogni pochi minuti.',
  forfeit: 'forfait',
  withdrawnTag: 'ritirato',
  image: {
    title: 'Classifica del torneo',
    rank: '#',
    player: 'Giocatore',
    round: 'Raggiunto',
    place: 'Posto',
    score: 'Punti',
    territories: 'Territori',
    final: 'Finale',
    roundN: (n) => `Turno ${n}`,
    outIn: (round) => `eliminato, giro ${round}`,
  },
  standingsTitle: 'Classifica',
  ordinal: (n) => `${n}º`,
  reached: (round, final, place) =>
    place === 0
      ? final
        ? 'gioca la finale'
        : `gioca il turno ${round}`
      : final
        ? `${it.ordinal(place)} in finale`
        : `${it.ordinal(place)} al suo tavolo nel turno ${round}`,
  championTag: 'campione',
  heldAtEnd: (n) => `${n} territori alla fine`,
  outInGame: (round) => `eliminato al giro ${round} della partita`,
  scored: (n) => `${n} punti`,
  ratings:
    'Punteggi (/risiko classifica): ogni tavolo è contato come una partita, secondo i piazzamenti, quando vi sedevano almeno due persone; vincere il torneo non aggiunge nulla di per sé.',
};

const CATALOGUES: Record<Locale, TournamentCatalogue> = { en, fr, it, de, 'es-ES': es };

export function tournamentCat(locale: string): TournamentCatalogue {
  return CATALOGUES[locale as Locale] ?? en;
}
