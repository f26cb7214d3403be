// German words of the records: leaderboard, stats, games, vacation.
import type { RecordsCatalogue } from '../../records.js';

const games = (n: number) => `${n} ${n === 1 ? 'Partie' : 'Partien'}`;

export const de: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Rangliste — ${scope}** (Seite ${page}/${pages})`,
  allRulesets: 'alle Regelwerke',
  image: {
    title: (scope) => `Rangliste — ${scope}`,
    page: (page, pages) => `Seite ${page}/${pages}`,
    heads: { rank: '#', player: 'Spieler', rating: 'Wertung', games: 'Partien', wins: 'Siege' },
    mine: (rank, of) => `Du: Platz ${rank} von ${of}`,
  },
  previous: '◀ Zurück',
  next: 'Weiter ▶',
  badRuleset: (typed, legal) => `Kein Regelwerk „${typed}“. Wähle eines von: ${legal}.`,
  scopeChoice: (scope, players) =>
    `${scope} — ${players} ${players === 1 ? 'gewerteter Spieler' : 'gewertete Spieler'}`,
  pageChoice: (page, first, last) => `Seite ${page} (Plätze ${first}–${last})`,
  yourPageChoice: (page, rank) => `Seite ${page}: deine (Platz ${rank})`,
  yourRank: (rank, of, rating, g, wins) =>
    `Dein Platz: **${rank}** von ${of} — ${rating} · ${games(g)} · ${wins} ${wins === 1 ? 'Sieg' : 'Siege'}`,
  unrated: 'Du hast hier noch keine gewertete Partie (eine gewertete Partie hat mindestens zwei menschliche Spieler).',
  empty:
    'Auf diesem Server hat noch niemand eine gewertete Partie (eine gewertete Partie hat mindestens zwei menschliche Spieler).',
  noPage: (pages) => `Es gibt ${pages} ${pages === 1 ? 'Seite' : 'Seiten'}.`,
  notInServer: 'Wertungen und Bilanzen gelten pro Server: nutze das in einem Server-Kanal.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} hat auf diesem Server noch keine beendete Partie.`,
  statsNoneIn: (name, ruleset) => `${name} hat auf diesem Server noch keine beendete Partie ${ruleset}.`,
  byRuleset: (ruleset, g, wins, places) => `${ruleset}: ${g} gespielt, ${wins} gewonnen · Plätze ${places}`,
  rating: (rating, rank, of) => `Wertung ${rating} (Platz ${rank} von ${of})`,
  favourite: (ruleset) => `Lieblingsregelwerk: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Längste Partie: ${ruleset}, ${rounds} Runden, ${duration}`,
  luck: (lost, expected) =>
    `🎲 Würfelglück (gewertete Partien): ${lost} Armeen im Kampf verloren, ${expected} im Schnitt bei denselben Würfen.`,
  plotTitle: 'Wertung',
  gamesTitle: (n) => `🎲 **Deine Partien** (${n})`,
  gamesNone: 'Du sitzt in keiner laufenden Partie.',
  gameLine: (ruleset, where, turn, deadline) => `• ${ruleset} — ${where} — ${turn}${deadline}`,
  inLobby: 'Lobby, nicht gestartet',
  yourTurn: '**du bist am Zug**',
  waitingFor: (names) => `warte auf ${names}`,
  deadline: (when) => ` · Frist ${when}`,
  noDeadline: '',
  onVacation: (until) => `🏖️ Im Urlaub bis ${until}: deine Fristen zählen nicht.`,
  vacationSet: (until, g) =>
    `🏖️ Im Urlaub bis ${until}: in ${g === 1 ? 'deiner laufenden Partie' : `deinen ${g} laufenden Partien`} warten deine Fristen bis dahin.`,
  vacationOff: (g) => `Willkommen zurück: deine Fristen zählen wieder (${games(g)}).`,
  vacationBad: 'Gib eine Dauer von 1 Stunde bis 30 Tagen an (z. B. `3d`, `12h`) oder `off`.',
  vacationPosted: (name, until) => `🏖️ ${name} ist bis ${until} im Urlaub: die Züge warten (bis dahin keine Frist).`,
  vacationOver: (name) => `${name} ist aus dem Urlaub zurück: die Fristen zählen wieder.`,
  howRated:
    'So wird gewertet: jede beendete Partie mit mindestens zwei menschlichen Spielern, nach den Plätzen darin (KI-Plätze werden nicht gewertet). Ein Turniertisch ist eine solche Partie; der Turniersieg bringt nichts Eigenes. Die Wertung ist OpenSkills μ − 3σ: sie beginnt bei 0 und steigt, je sicherer sie durch mehr Partien wird, sodass wenige Siege unter vielen beständigen Ergebnissen stehen können.',
  plotAxis: 'Gespielte gewertete Partien',
};
