// /risk rules and settings in German (the same keys as English: RulesWords, src/i18n/rules.ts).
import { duelMessages } from '../../napoleon-duel.js';
import { advancedRulesWords } from '../../napoleon-advanced.js';
import { campaignWords } from '../../napoleon-campaign.js';
import { count } from '../../plural.js';
import type { RulesWords } from '../../rules.js';

export const de: RulesWords = {
  title: {
    classic: 'Risiko klassisch',
    capitals: 'Risiko mit Hauptstädten',
    missions: 'Risiko mit geheimen Missionen',
    risiko: 'RisiKo! (Turnierregeln)',
    napoleon: 'Risk Napoléon (Europa 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Mission',
    'napoleon-teams': 'Risk Napoléon: Teams',
    'napoleon-duel': duelMessages.de.title,
    'napoleon-advanced': advancedRulesWords.de.title,
    'napoleon-campaign': campaignWords.de.title,
  },
  summary: {
    classic:
      'Erobere die Welt: nimm alle 42 Gebiete ein (C-WIN-1). In jedem Zug: verstärken (Gebiete ÷ 3, mindestens 3, plus ganze Kontinente), so oft angreifen, wie du willst (C-ATK-5), dann eine Truppenverlegung (C-FOR-1). Kartenserien bringen zusätzliche Armeen.',
    capitals:
      'Jeder Spieler wählt nach dem Aufbau ein geheimes Hauptquartier unter seinen Gebieten (K-1). Gewonnen hat, wer sein eigenes HQ und genug der anderen hält (K-2). Sonst wie klassisch.',
    missions:
      'Jeder Spieler bekommt per Direktnachricht eine geheime Mission (M-1): Kontinente erobern, eine Zahl von Gebieten, oder eine Farbe vernichten. Wer seine als Erster im eigenen Zug erfüllt, gewinnt (M-4). Sonst wie klassisch.',
    napoleon:
      'Erobere Europa: besitze alle 48 Gebiete des Bretts von 1811 (N-WIN-1). Serien folgen der Leiste des Goldenen Reiters (N-CRD-1); ein Würfel greift ab 2 Armeen an, zwei ab 3, drei ab 4 (N-ATK-1); eine strategische Verlegung durch eigene Gebiete beendet den Zug (N-FOR-1). Brett, Reichsboni und Leiste sind rekonstruiert: siehe docs/napoleon.md.',
    'napoleon-missions':
      'Vier geheime Missionen für jeden, eine pro Rang (Korporal, Hauptmann, General, Kaiser) (NM-1); beanspruche eine pro Zug, wenn sie erfüllt ist (NM-3); die vierte beanspruchte gewinnt. Die Missionskarten hat dieses Projekt entworfen: siehe docs/napoleon.md.',
    'napoleon-teams':
      'Zwei Teams, abwechselnd gesetzt (4 oder 6 Spieler). Teamkameraden dürfen auf denselben Gebieten stehen; der größere Stapel beherrscht es, bei Gleichstand niemand (NT-1). Verstärkungen zählen nur beherrschte Gebiete (NT-2); keine Angriffe auf Teamkameraden, strategische Verlegungen durch befreundetes Land (NT-3); eine Kartenhand pro Team (NT-4). Das erste Team, das einen gegnerischen Spieler ausschaltet, gewinnt (NT-5). Kein Goldener Reiter: Serien zählen nach ihren Symbolen, 3 Infanterie 4, 3 Kavallerie 6, 3 Artillerie 8, je eine 10 (NT-6).',
    'napoleon-duel': duelMessages.de.summary,
    'napoleon-advanced': advancedRulesWords.de.summary,
    'napoleon-campaign': campaignWords.de.summary,
    risiko:
      'Italienische Turnierregeln: ein geheimes Gebietsziel für jeden Spieler (R-SET-3), kein Minimum von 3 Verstärkungen (R-REI-1), der Verteidiger würfelt mit bis zu 3 Würfeln (R-ATK-1), Gebiete an einer Front behalten 2 Armeen (R-GAR-1), kein Ausscheiden vor Runde 4 (R-ELM-1). Mit Zeitlimit beendet die Sdadata die Partie, und die Ziele werden gewertet (R-END-1, R-SCO-1).',
  },
  players: (min, max) => (min === max ? `${min} Spieler.` : `${min} bis ${max} Spieler.`),
  optionsHeader: 'Diese Partie',
  setup: {
    auto: 'Aufbau: Gebiete verteilt und Armeen zufällig gesetzt; die Partie beginnt sofort (C-SET-5).',
    deal: 'Aufbau: Gebiete verteilt, dann setzen alle reihum den Rest ihrer Armeen (C-SET-4).',
    claim: 'Aufbau: die Spieler nehmen nacheinander freie Gebiete, dann setzen sie den Rest (C-SET-3).',
    simultaneous: 'Aufbau: Gebiete verteilt, dann setzen alle ihre Armeen gleichzeitig und geheim (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'Zu zweit: eine neutrale Armee, die beide Spieler verstärken, um sich gegenseitig zu blockieren (C-2P).',
    '2000': 'Zu zweit: eine neutrale Armee, die die Hälfte dessen erhält, was der aktive Spieler bekommt (M-2P-1).',
  },
  cardValues: {
    escalating: 'Kartenserien: 4, 6, 8, 10, 12, 15 Armeen, dann jedes Mal 5 mehr (C-CRD-2).',
    linear: 'Kartenserien: 4, 5, 6, 7 … Armeen (C-OPT-1).',
    fixed: 'Kartenserien nach Symbol: drei Infanterie 4, drei Kavallerie 6, drei Artillerie 8, je eine 10 (M-3).',
    risiko: 'Kartenserien: drei gleiche 8, drei verschiedene 10, ein Paar und ein Joker 12 (R-CRD-2).',
    goldenCavalier: 'Kartenserien: was der Goldene Reiter zeigt, 4, 6, 8, 10, 15, 20, dann jedes Mal 5 mehr (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Truppen verlegen: eine Verlegung in ein benachbartes eigenes Gebiet (C-FOR-1).',
    connected: 'Truppen verlegen: entlang von Ketten eigener Gebiete (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Keine Obergrenze an Armeen pro Gebiet.'
      : `Höchstens ${cap} Armeen auf einem Gebiet; Armeen ohne Platz gehen verloren (C-OPT-3).`,
  cardReroll:
    'Neuwurf per Karte: wer die Karte des angreifenden oder angegriffenen Gebiets hält, darf bei jedem Wurf einen Würfel neu werfen (C-OPT-4).',
  commanders: 'Kommandanten: einmal pro Zug einen deiner Angriffswürfel zu einer 6 machen (C-OPT-5).',
  noCards: 'Keine Gebietskarten: kein Ziehen, keine Serien, keine Kartenboni (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Kein Zeitlimit.'
      : risiko
        ? `Zeitlimit ${d}: danach ist die laufende Runde die letzte, und die Sdadata entscheidet, wann die Partie endet (R-END-1).`
        : `Zeitlimit ${d}: danach gewinnt der Spieler mit den meisten Gebieten (C-TOUR-1).`,
  capitals: {
    '1992':
      'Hauptquartiere werden aufgedeckt, sobald alle gewählt haben; ein erobertes HQ schaltet seinen Besitzer nicht aus (K-2).',
    '2000':
      'Hauptquartiere bleiben geheim, bis sie angegriffen werden; wer ein HQ erobert, schaltet seinen Besitzer aus (K-3).',
  },
  hqsToWin: 'Zum Sieg zu haltende HQs, das eigene eingeschlossen: alle bei 2–3 Spielern, 3 bei 4, 4 bei 5–6 (K-2).',
  missionGoal: {
    missions: 'Ziel: deine geheime Mission (M-1 bis M-6).',
    conquest: 'Ziel: Welteroberung, ohne Missionen (M-VAR-1).',
  },
  off: (names) => `Aus: ${names}.`,
  offNames: { cardReroll: 'Neuwurf per Karte (C-OPT-4)', commanders: 'Kommandanten (C-OPT-5)' },
  settingsHeader: 'Tischeinstellungen',
  deadline: (d) => (d === null ? 'Keine Zugfrist.' : `Zugfrist: ${d}.`),
  afk: { end: 'Läuft die Zeit ab, endet der Zug.', ai: 'Läuft die Zeit ab, spielt die KI den Zug.' },
  takeover: (n, how) =>
    `Nach ${count('de', n, ['verpasstem Zug', 'verpassten Zügen'])} in Folge ${how === 'ai' ? 'übernimmt die KI den Platz' : 'werden die Armeen zu einer passiven Armee (R-ABN-1)'}.`,
  autopilot: (on) => (on ? 'Dein Autopilot ist an: die KI spielt deine Züge.' : 'Dein Autopilot ist aus.'),
  reference: 'Vollständige Regeln: docs/rules/ (Napoléon: docs/napoleon.md) im Repository des Bots.',
  minutes: (n) => count('de', n, ['Minute', 'Minuten']),
  hours: (n) => count('de', n, ['Stunde', 'Stunden']),
  days: (n) => count('de', n, ['Tag', 'Tage']),
};
