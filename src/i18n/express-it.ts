// Risk Express messages in Italian (the same keys as English: ExpressCatalogue, src/i18n/express.ts).
import type { ExpressCatalogue } from './express.js';

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const expressIt: ExpressCatalogue = {
  faces: {
    general: 'Generale',
    cavalry: 'Cavalleria',
    cannon: 'Cannone',
    soldier1: '1 Soldato',
    soldier2: '2 Soldati',
    soldier3: '3 Soldati',
  },
  symbol: {
    general: (n) => (n > 1 ? `${n} Generali` : 'Generale'),
    cavalry: (n) => (n > 1 ? `${n} Cavallerie` : 'Cavalleria'),
    cannon: (n) => (n > 1 ? `${n} Cannoni` : 'Cannone'),
  },
  soldiers: (n) => `${n} Soldati`,
  line: (i, text) => `la linea ${i + 1} (${text})`,
  generalCircle: 'il cerchio del Generale',
  and: 'e',
  errors: {
    badRuleset: (e) => `Questa partita è Risk Express, non «${e.ruleset}».`,
    badSeats: (e) => `Risk Express si gioca da ${e.min} a ${e.max} giocatori, non ${e.got}.`,
    gameOver: () => 'La partita è finita.',
    notYourTurn: (e, n) => `Tocca a ${n.seat(e.current)}.`,
    mustRoll: (e) => (e.canContinue ? "Prima tira i dadi, oppure continua l'attacco fallito." : 'Prima tira i dadi.'),
    alreadyRolled: () => 'Hai già tirato in questo turno: riempi una linea o metti da parte un dado.',
    nothingToContinue: () => "Non c'è un attacco fallito da continuare: tira i dadi.",
    unknownCard: (e) => `Non esiste la carta «${e.card}».`,
    cardClosed: (e, n) =>
      `La carta ${n.card(e.card)} è chiusa: ${n.continent(e.continent)} è conquistata e non può più essere invasa.`,
    ownCard: (e, n) => `La carta ${n.card(e.card)} è già tua: invadi un'altra carta.`,
    ownedInFirstRound: (e, n) =>
      `La carta ${n.card(e.card)} appartiene a ${n.seat(e.owner)}: le carte possedute si possono invadere dal secondo giro.`,
    otherTarget: (e, n) =>
      `In questo turno stai invadendo ${n.card(e.target)}, non ${n.card(e.card)}: puoi riempire solo le sue linee.`,
    unknownLine: (e, n) => `La carta ${n.card(e.card)} ha le linee da 1 a ${e.lines}.`,
    lineAlreadyFilled: (e, n) => `${capital(n.line(e.card, e.line))} della carta ${n.card(e.card)} è già piena.`,
    lineNotFillable: (e, n) =>
      `Questo tiro non riempie ${n.line(e.card, e.line)} della carta ${n.card(e.card)}.${e.fillable.length ? ` Può riempire ${n.list(e.fillable.map((l) => n.line(e.card, l)))}.` : ''}`,
    mustFill: (e) =>
      `Questo tiro riempie una linea (${e.choices} ${e.choices > 1 ? 'scelte' : 'scelta'}): si mette da parte un dado solo se nessuna linea si può riempire.`,
    faceNotInTray: (e, n) => `Nessun dado nella pista mostra «${e.face}»: ${n.dice(e.tray)}.`,
    badAction: () => 'Non è una mossa di Risk Express: tira, riempi una linea o metti da parte un dado.',
  },
  events: {
    startRolled: (e, n) =>
      `${n.seat(e.seat)} tira ${n.dice(e.dice)}: ${e.generals} ${e.generals === 1 ? 'Generale' : 'Generali'}${e.reroll ? ' (spareggio)' : ''}.`,
    orderDecided: (e, n) => `Inizia ${n.seat(e.order[0])}; poi ${n.list(e.order.slice(1).map((s) => n.seat(s)))}.`,
    turnStarted: (e, n) =>
      `Giro ${e.round}: tira ${n.seat(e.seat)}${e.canContinue ? ` (o continua l'attacco a ${n.card(e.canContinue)})` : ''}.`,
    attemptContinued: (e, n) =>
      `${n.seat(e.seat)} continua l'attacco di ${n.seat(e.from)} a ${n.card(e.card)} con ${e.dice} dadi.`,
    rolled: (e, n) => `${n.seat(e.seat)} tira ${n.dice(e.dice)}.`,
    targetChosen: (e, n) =>
      `${n.seat(e.seat)} invade la carta ${n.card(e.card)}${e.owner !== null ? ` (di ${n.seat(e.owner)})` : ''}${e.needGeneral ? ': serve anche il Generale' : ''}.`,
    lineFilled: (e, n) => `${n.seat(e.seat)} riempie ${n.line(e.card, e.line)} con ${n.dice(e.dice)}.`,
    dieSetAside: (e, n) => `${n.seat(e.seat)} mette da parte un dado ${n.face(e.face)} (ne restano ${e.left}).`,
    cardConquered: (e, n) =>
      `${n.seat(e.seat)} conquista la carta ${n.card(e.card)}${e.from !== null ? ` da ${n.seat(e.from)}` : ''}!`,
    continentClosed: (e, n) => `${n.seat(e.seat)} possiede tutto il continente ${n.continent(e.continent)}: è chiuso.`,
    attemptFailed: (e, n) =>
      e.card ? `${n.seat(e.seat)} non riesce a conquistare ${n.card(e.card)}.` : `${n.seat(e.seat)} ha finito i dadi.`,
    turnTimedOut: (e, n) => `${n.seat(e.seat)} ha esaurito il tempo.`,
    gameEnded: (e, n) =>
      `Partita finita. ${n.list(e.scores.map((s, i) => `${n.seat(i)} ${s}`))}. Vince ${n.list(e.winners.map((w) => n.seat(w)))}.`,
  },
};
