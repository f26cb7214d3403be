// German words of a server's settings, seasons, threads and results.
import type { ServerCatalogue } from '../../server.js';

export const de: ServerCatalogue = {
  managersOnly: 'Nur Mitglieder mit **Server verwalten** dürfen die Einstellungen des Servers ändern.',
  notInServer: 'Server-Einstellungen gibt es nur auf einem Server.',
  noStore: 'Der Speicher dieses Bots hält keine Server-Einstellungen.',
  title: '⚙️ **Die Einstellungen dieses Servers**',
  saved: '✅ Gespeichert.',
  ruleset: (v) => `Standard-Regelwerk: ${v}`,
  options: (v) => `Optionen des Standard-Regelwerks: ${v}`,
  deadline: (v) => `Zugfrist: ${v}`,
  language: (v) => `Sprache neuer Partien: ${v}`,
  aiLevel: (v) => `KI-Stufe: ${v}`,
  creatorsEveryone: 'Wer Partien eröffnen darf: alle',
  creatorsRole: (role) => `Wer Partien eröffnen darf: ${role} (und Verwalter)`,
  results: (where) => `Ergebniskanal: ${where}`,
  threads: (on) =>
    `Jede Partie in einem eigenen Thread: ${on ? 'ja' : 'nein (nur wenn der Kanal schon eine Partie hat)'}`,
  season: (n, since) => `Saison ${n}, seit ${since}`,
  noSeason: 'Saisons: keine begonnen (die Rangliste zählt seit jeher)',
  botDefault: 'der Standard des Bots',
  none: 'keiner',
  seasonStarted: (n) =>
    `🏁 Saison ${n} beginnt jetzt: ihre Rangliste ist leer; die Wertungen seit jeher bleiben erhalten.`,
  badOptions: (typed) =>
    `Optionen werden wie in \`/risiko neu\` geschrieben, Name:Wert durch Leerzeichen getrennt (z. B. \`setup:simultaneous cards:none\`); „${typed}“ ist das nicht.`,
  roleNeeded: 'Gib mit `ersteller:role` auch die `rolle` an.',
  notCreator: (role) => `Auf diesem Server dürfen nur ${role} (oder Verwalter) Partien eröffnen.`,
  threadName: (ruleset, host) => `Risiko ${ruleset} — ${host}`,
  threadOpened: (who, ruleset, thread) => `🧵 ${who} hat eine Partie ${ruleset} in ${thread} eröffnet: tritt dort bei.`,
  threadHere: (thread) => `Deine Partie hat einen eigenen Thread: ${thread}.`,
  threadFailed:
    'Dieser Kanal hat schon eine Partie, und ich konnte keinen Thread für eine neue eröffnen (ich brauche **Öffentliche Threads erstellen** in einem Textkanal).',
  resultsHeader: (ruleset, where) => `🏁 Eine Partie ${ruleset} ist in ${where} zu Ende.`,
  standing: (place, seat, score) =>
    `${place === 1 ? '🏆' : `${place}.`} ${seat}${score === null ? '' : ` — ${score} ${score === 1 ? 'Punkt' : 'Punkte'}`}`,
  rounds: (n) => `${n} ${n === 1 ? 'Runde' : 'Runden'} gespielt.`,
  seasonScope: (n, scope) => `Saison ${n}, ${scope}`,
  allTime: (scope) => `seit jeher, ${scope}`,
  seasonRating: (n, rating, rank, of) => `Saison ${n}: Wertung ${rating}, Platz ${rank} von ${of}.`,
  seasonUnrated: (n) => `Saison ${n}: noch keine gewertete Partie.`,
  seasonEmpty: (n) => `Saison ${n} hat noch keine gewertete Partie. \`saison:all\` zeigt alles seit jeher.`,
  help: '• Die Verwalter eines Servers setzen seine Standards mit `/risiko server` (Regelwerk, Optionen, Frist, Sprache, KI-Stufe, wer Partien eröffnen darf, ein Ergebniskanal, ein Thread pro Partie) und beginnen eine neue Saison (`neue_saison:true`): `/risiko rangliste` zeigt die Saison, `saison:all` alles seit jeher.\n• `/risiko neu` in einem Kanal, der schon eine Partie hat (oder mit `thread:true`), eröffnet die Partie in einem eigenen Thread.',
};
