// Risk Express in German: its messages (ExpressCatalogue) and /risk rules words (ExpressWords).
import type { ExpressCatalogue, ExpressWords } from '../../express.js';

export const de: ExpressCatalogue = {
  faces: {
    general: 'General',
    cavalry: 'Kavallerie',
    cannon: 'Kanone',
    soldier1: '1 Soldat',
    soldier2: '2 Soldaten',
    soldier3: '3 Soldaten',
  },
  symbol: {
    general: (n) => (n > 1 ? `${n} Generäle` : 'General'),
    cavalry: (n) => (n > 1 ? `${n} Kavallerie` : 'Kavallerie'),
    cannon: (n) => (n > 1 ? `${n} Kanonen` : 'Kanone'),
  },
  soldiers: (n) => `${n} Soldaten`,
  line: (i, text) => `Zeile ${i + 1} (${text})`,
  generalCircle: 'der Generalskreis',
  and: 'und',
  errors: {
    badRuleset: (e) => `Diese Partie ist Risiko Express, nicht „${e.ruleset}“.`,
    badSeats: (e) => `Risiko Express hat ${e.min} bis ${e.max} Spieler, nicht ${e.got}.`,
    gameOver: () => 'Die Partie ist vorbei.',
    notYourTurn: (e, n) => `${n.seat(e.current)} ist am Zug.`,
    mustRoll: (e) => (e.canContinue ? 'Würfle zuerst oder setze den gescheiterten Angriff fort.' : 'Würfle zuerst.'),
    alreadyRolled: () => 'Du hast in diesem Zug schon gewürfelt: fülle eine Zeile oder lege einen Würfel beiseite.',
    nothingToContinue: () => 'Es gibt keinen gescheiterten Angriff zum Fortsetzen: würfle.',
    unknownCard: (e) => `Es gibt keine Karte „${e.card}“.`,
    cardClosed: (e, n) =>
      `${n.card(e.card)} ist geschlossen: ${n.continent(e.continent)} ist erobert und kann nicht angegriffen werden.`,
    ownCard: (e, n) => `${n.card(e.card)} gehört schon dir: greif eine andere Karte an.`,
    ownedInFirstRound: (e, n) =>
      `${n.card(e.card)} gehört ${n.seat(e.owner)}: Karten mit Besitzer können ab der zweiten Runde angegriffen werden.`,
    otherTarget: (e, n) =>
      `Du greifst in diesem Zug ${n.card(e.target)} an, nicht ${n.card(e.card)}: nur dessen Zeilen lassen sich füllen.`,
    unknownLine: (e, n) => `${n.card(e.card)} hat die Zeilen 1 bis ${e.lines}.`,
    lineAlreadyFilled: (e, n) => `${n.line(e.card, e.line)} von ${n.card(e.card)} ist schon gefüllt.`,
    lineNotFillable: (e, n) =>
      `Dieser Wurf kann ${n.line(e.card, e.line)} von ${n.card(e.card)} nicht füllen.${e.fillable.length ? ` Er kann ${n.list(e.fillable.map((l) => n.line(e.card, l)))} füllen.` : ''}`,
    mustFill: (e) =>
      `Dieser Wurf füllt eine Zeile (${e.choices} ${e.choices > 1 ? 'Möglichkeiten' : 'Möglichkeit'}): ein Würfel wird nur beiseitegelegt, wenn sich keine Zeile füllen lässt.`,
    faceNotInTray: (e, n) => `Kein Würfel zeigt „${e.face}“ in der Schale: ${n.dice(e.tray)}.`,
    badAction: () => 'Das ist kein Zug von Risiko Express: würfle, fülle eine Zeile oder lege einen Würfel beiseite.',
  },
  events: {
    startRolled: (e, n) =>
      `${n.seat(e.seat)} würfelt ${n.dice(e.dice)}: ${e.generals} ${e.generals === 1 ? 'General' : 'Generäle'}${e.reroll ? ' (Stechen)' : ''}.`,
    orderDecided: (e, n) => `${n.seat(e.order[0])} beginnt; dann ${n.list(e.order.slice(1).map((s) => n.seat(s)))}.`,
    turnStarted: (e, n) =>
      `Runde ${e.round}: ${n.seat(e.seat)} würfelt${e.canContinue ? ` (oder setzt den Angriff auf ${n.card(e.canContinue)} fort)` : ''}.`,
    attemptContinued: (e, n) =>
      `${n.seat(e.seat)} setzt den Angriff von ${n.seat(e.from)} auf ${n.card(e.card)} mit ${e.dice} Würfeln fort.`,
    rolled: (e, n) => `${n.seat(e.seat)} würfelt ${n.dice(e.dice)}.`,
    targetChosen: (e, n) =>
      `${n.seat(e.seat)} greift ${n.card(e.card)} an${e.owner !== null ? ` (gehalten von ${n.seat(e.owner)})` : ''}${e.needGeneral ? ': auch der Generalskreis ist nötig' : ''}.`,
    lineFilled: (e, n) => `${n.seat(e.seat)} füllt ${n.line(e.card, e.line)} mit ${n.dice(e.dice)}.`,
    dieSetAside: (e, n) => `${n.seat(e.seat)} legt einen Würfel ${n.face(e.face)} beiseite (noch ${e.left}).`,
    cardConquered: (e, n) =>
      `${n.seat(e.seat)} erobert ${n.card(e.card)}${e.from !== null ? ` von ${n.seat(e.from)}` : ''}!`,
    continentClosed: (e, n) => `${n.seat(e.seat)} hält ganz ${n.continent(e.continent)}: es ist geschlossen.`,
    attemptFailed: (e, n) =>
      e.card ? `${n.seat(e.seat)} scheitert an ${n.card(e.card)}.` : `${n.seat(e.seat)} gehen die Würfel aus.`,
    turnTimedOut: (e, n) => `Die Zeit von ${n.seat(e.seat)} ist abgelaufen.`,
    gameEnded: (e, n) =>
      `Partie vorbei. ${n.list(e.scores.map((s, i) => `${n.seat(i)} ${s}`))}. Sieger: ${n.list(e.winners.map((w) => n.seat(w)))}.`,
  },
};

export const words: ExpressWords = {
  roll: 'Die 7 Würfel werfen',
  continueAttack: (card) => `Den Angriff auf ${card} fortsetzen`,
  fill: (line, card) => `${line} von ${card} füllen`,
  invade: (card, line) => `${card} angreifen: ${line} füllen`,
  setAside: (face) => `Einen Würfel ${face} beiseitelegen`,
  timeout: 'Zeit abgelaufen',
  ev: (points, pct) => `erwartet ${points} P.${pct ? `, ${pct} Eroberungschance` : ''}`,
  points: 'P.',
  designed: 'entworfen',
  scoreKnownLinesDesigned: 'Wert wie veröffentlicht, Zeilen entworfen',
  known: 'wie veröffentlicht',
  general: 'Generalskreis',
  continentScore: (name, score, known) => `${name}: ${score} P., wenn geschlossen${known ? '' : ' (entworfen)'}`,
  rules: [
    'X-1 Alle werfen die 7 Würfel; wer die meisten Generäle hat, beginnt (bei Gleichstand wird neu gewürfelt); dann in Sitzreihenfolge.',
    'X-2 Wirf die 7 Würfel. Der erste Wurf, der eine Zeile einer Karte füllt, wählt sie als Ziel des Zugs; Karten mit Besitzer erst ab der zweiten Runde, und dann ist ihr Generalskreis eine Zeile mehr.',
    'X-3 Jeder Wurf füllt genau eine Zeile des Ziels (Soldatenzeilen nehmen Soldaten, die zusammen mindestens ihre Zahl ergeben), oder, wenn keine passt, wird ein Würfel beiseitegelegt. Wirf den Rest erneut.',
    'X-4 Jede Zeile gefüllt: die Karte gehört dir (ihrem Besitzer abgenommen).',
    'X-5 Keine Würfel mehr: der Angriff scheitert.',
    'X-6 Alle Karten eines Kontinents in einer Hand schließen ihn: niemand darf sie angreifen. Australien schließt sofort.',
    'X-7 Wenn jede Karte einen Besitzer hat: Kartenwerte, ein geschlossener Kontinent zählt stattdessen seinen Kontinentwert. Die höchste Summe gewinnt.',
    'X-OPT-1 (Option continueFailed) Der nächste Spieler darf einen gescheiterten Angriff fortsetzen: seine Würfel bleiben auf den Zeilen, die beiseitegelegten kommen zurück.',
  ],
};
