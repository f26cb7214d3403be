// German words of tournaments (/risk tournament, its panel, the rounds, the standings image).
import type { TournamentCatalogue } from '../../tournament.js';
import { inMinutes } from '../../time-words.js';

const days = (n: number): string => (n === 1 ? '1 Tag' : `${n} Tage`);

export const de: TournamentCatalogue = {
  title: (ruleset, format) => `🏆 Turnier: ${ruleset} — ${format}`,
  formatName: { classic: 'klassisch (C-TOUR-2)', risiko: 'RisiKo! (R-TOUR-1)' },
  formatPlain: {
    classic: 'die Tischsieger kommen weiter, bis zu einem Finale',
    risiko: 'drei Runden, die besten Punktzahlen kommen weiter',
  },
  settings: (size, limit, finalLimit, fill) =>
    `Tische zu ${size} · Zeitlimit ${limit} (Finale ${finalLimit})${fill ? ' · KI-Spieler füllen die Tische auf' : ''}`,
  noLimit: 'keins',
  minutes: inMinutes(days),
  limits: {
    placeholder: '⏱ Zeitlimit pro Partie (Gastgeber)…',
    none: 'Kein Zeitlimit',
    noneHint: 'jeder Tisch spielt bis zum Ende: oft 25–50 Runden',
    live: '2 h, Finale 3 h 30 (C-TOUR-1)',
    liveHint: 'in einer Sitzung, alle online',
    days,
    daysHint: (risiko) =>
      risiko ? 'dann die letzten Runden (R-END-1), die beste Punktzahl gewinnt' : 'dann gewinnen die meisten Gebiete',
    warning: (risiko) =>
      `⚠️ Kein Zeitlimit: jeder Tisch spielt bis zum Ende, ${risiko ? 'oft Dutzende Runden' : 'oft 25–50 Runden'} — Wochen bei 24-h-Zügen. Der Gastgeber kann unten eines setzen; läuft es ab, ${risiko ? 'werden die letzten Runden gespielt (R-END-1) und die beste Punktzahl gewinnt' : 'gewinnt der Spieler mit den meisten Gebieten (C-TOUR-1)'}.`,
    set: (limit, finalLimit) => `Zeitlimit pro Partie: ${limit} (Finale ${finalLimit}).`,
  },
  entrants: (n) => `Teilnehmer (${n}):`,
  signupHint:
    'Drück Beitreten, um teilzunehmen. Der Gastgeber (oder ein Server-Verwalter) startet es; jeder Tisch spielt in einem eigenen Thread.',
  status: {
    signup: 'Die Anmeldung ist offen.',
    running: (round, final) => (final ? `Das Finale läuft (Runde ${round}).` : `Runde ${round} läuft.`),
    over: 'Das Turnier ist vorbei.',
    cancelled: 'Das Turnier wurde abgebrochen.',
  },
  buttons: { join: 'Beitreten', leave: 'Verlassen', addAi: 'KI hinzufügen', start: 'Starten', standings: 'Rangliste' },
  joined: 'Du bist für das Turnier angemeldet.',
  left: 'Du stehst nicht mehr auf der Liste.',
  withdrew:
    'Du hast dich aus dem Turnier zurückgezogen: du wirst nicht mehr gesetzt. Dein Tisch läuft weiter (nutze dort /risiko aufgeben, um ihn zu verlassen).',
  refusal: {
    signupOnly: 'Die Anmeldung zu diesem Turnier ist geschlossen.',
    alreadyEntered: 'Du bist schon angemeldet.',
    notEntered: 'Du bist für dieses Turnier nicht angemeldet.',
    full: (n) => `Das Turnier ist voll (höchstens ${n} Teilnehmer).`,
    onlyHost: 'Das kann nur der Gastgeber oder ein Server-Verwalter.',
    tooFew: (n) => `Nicht genug Teilnehmer, um die Tische zu besetzen: ${n} nötig (oder füge KI-Spieler hinzu).`,
    notRunning: 'Das Turnier läuft nicht.',
    claimed: 'Dieser Tisch wird schon eröffnet.',
    unknownTable: 'Dieser Tisch gehört nicht zum Turnier.',
    over: 'Das Turnier ist schon vorbei.',
    none: 'In diesem Kanal gibt es kein Turnier: /risiko turnier neu eröffnet eines.',
    exists: 'Dieser Kanal hat schon ein Turnier: beende es oder brich es zuerst ab.',
    noThreads: 'Turniere laufen in einem Textkanal eines Servers (jeder Tisch bekommt einen eigenen Thread).',
    badRuleset: (legal) => `Turniere werden mit einem davon gespielt: ${legal}.`,
    badFormat: 'Das Format ist classic (C-TOUR-2) oder risiko (R-TOUR-1).',
    badTableSize: (format, min, max) => `Tische im Format ${format} haben ${min} bis ${max} Spieler.`,
    badTimeLimit: 'Ein Zeitlimit liegt zwischen 10 Minuten und 30 Tagen (in Minuten: 10 bis 43200).',
  },
  choices: {
    format: {
      classic: 'klassisch (C-TOUR-2): die Tischsieger kommen weiter, bis zu einem Finale',
      risiko: 'RisiKo! (R-TOUR-1): drei Runden, die besten Punktzahlen kommen weiter',
    },
    tableSize: (n) => `${n} Spieler pro Tisch`,
    prelimLimit: (limit) => `${limit} (C-TOUR-1, Vorrundenpartien)`,
    finalLimit: (limit) => `${limit} (C-TOUR-1, das Finale)`,
  },
  roundTitle: (round, final) => (final ? `🏆 Das Finale (Runde ${round})` : `🏆 Runde ${round}`),
  tableLine: (table, names, where) => `Tisch ${table}: ${names} — ${where}`,
  threadName: (round, table, final) => (final ? `Finale` : `Runde ${round} · Tisch ${table}`),
  tableIntro: (round, table, final) =>
    final ? 'Das Finale des Turniers: viel Glück!' : `Turnierrunde ${round}, Tisch ${table}: viel Glück!`,
  tableDone: (table, ranking, final) =>
    final ? `Das Finale ist vorbei: ${ranking}` : `Tisch ${table} ist fertig: ${ranking}`,
  qualified: (names) => `Weiter in die nächste Runde: ${names}`,
  champion: (name) => `🥇 ${name} gewinnt das Turnier!`,
  cancelled: 'Das Turnier wurde abgebrochen; laufende Partien gehen als normale Partien weiter.',
  threadFailed:
    'Ein Tisch konnte nicht eröffnet werden: der Bot braucht hier die Berechtigungen Öffentliche Threads erstellen und Nachrichten in Threads senden. Er versucht es alle paar Minuten erneut.',
  forfeit: 'kampflos verloren',
  withdrawnTag: 'zurückgezogen',
  image: {
    title: 'Turnierrangliste',
    rank: '#',
    player: 'Spieler',
    round: 'Erreicht',
    place: 'Platz',
    score: 'Punkte',
    territories: 'Gebiete',
    final: 'Finale',
    roundN: (n) => `Runde ${n}`,
    outIn: (round) => `raus, Runde ${round}`,
  },
  standingsTitle: 'Rangliste',
  ordinal: (n) => `${n}.`,
  reached: (round, final, place) =>
    place === 0
      ? final
        ? 'spielt das Finale'
        : `spielt Runde ${round}`
      : final
        ? `${place}. im Finale`
        : `${place}. am Tisch in Runde ${round}`,
  championTag: 'Sieger',
  heldAtEnd: (n) => `${n} Gebiete am Ende`,
  outInGame: (round) => `raus in Runde ${round} der Partie`,
  scored: (n) => `${n} Punkte`,
  ratings:
    'Wertungen (/risiko rangliste): jeder Tisch zählt als eine Partie, nach seinen Plätzen, wenn zwei oder mehr Menschen daran saßen; der Turniersieg bringt nichts Eigenes.',
};
