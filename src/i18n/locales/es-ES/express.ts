// Risk Express in Spanish: its messages (ExpressCatalogue) and /risk rules words (ExpressWords).
import type { ExpressCatalogue, ExpressWords } from '../../express.js';

export const es: ExpressCatalogue = {
  faces: {
    general: 'General',
    cavalry: 'Caballería',
    cannon: 'Cañón',
    soldier1: '1 Soldado',
    soldier2: '2 Soldados',
    soldier3: '3 Soldados',
  },
  symbol: {
    general: (n) => (n > 1 ? `${n} Generales` : 'General'),
    cavalry: (n) => (n > 1 ? `${n} Caballerías` : 'Caballería'),
    cannon: (n) => (n > 1 ? `${n} Cañones` : 'Cañón'),
  },
  soldiers: (n) => `${n} Soldados`,
  line: (i, text) => `línea ${i + 1} (${text})`,
  generalCircle: 'el círculo del General',
  and: 'y',
  errors: {
    badRuleset: (e) => `Esta partida es Risk Express, no «${e.ruleset}».`,
    badSeats: (e) => `Risk Express es para ${e.min} a ${e.max} jugadores, no ${e.got}.`,
    gameOver: () => 'La partida ha terminado.',
    notYourTurn: (e, n) => `Es el turno de ${n.seat(e.current)}.`,
    mustRoll: (e) =>
      e.canContinue ? 'Tira primero los dados, o continúa el ataque fallido.' : 'Tira primero los dados.',
    alreadyRolled: () => 'Ya has tirado en este turno: llena una línea o aparta un dado.',
    nothingToContinue: () => 'No hay ningún ataque fallido que continuar: tira los dados.',
    unknownCard: (e) => `No existe la carta «${e.card}».`,
    cardClosed: (e, n) =>
      `${n.card(e.card)} está cerrada: ${n.continent(e.continent)} está conquistado y no se puede invadir.`,
    ownCard: (e, n) => `${n.card(e.card)} ya es tuya: invade otra carta.`,
    ownedInFirstRound: (e, n) =>
      `${n.card(e.card)} es de ${n.seat(e.owner)}: las cartas con dueño se pueden invadir a partir de la segunda ronda.`,
    otherTarget: (e, n) =>
      `Este turno invades ${n.card(e.target)}, no ${n.card(e.card)}: solo se pueden llenar sus líneas.`,
    unknownLine: (e, n) => `${n.card(e.card)} tiene las líneas 1 a ${e.lines}.`,
    lineAlreadyFilled: (e, n) => `La ${n.line(e.card, e.line)} de ${n.card(e.card)} ya está llena.`,
    lineNotFillable: (e, n) =>
      `Esta tirada no puede llenar la ${n.line(e.card, e.line)} de ${n.card(e.card)}.${e.fillable.length ? ` Puede llenar ${n.list(e.fillable.map((l) => n.line(e.card, l)))}.` : ''}`,
    mustFill: (e) =>
      `Esta tirada llena una línea (${e.choices} ${e.choices > 1 ? 'opciones' : 'opción'}): un dado solo se aparta cuando no se puede llenar ninguna línea.`,
    faceNotInTray: (e, n) => `Ningún dado muestra «${e.face}» en la bandeja: ${n.dice(e.tray)}.`,
    badAction: () => 'Esa no es una jugada de Risk Express: tira, llena una línea o aparta un dado.',
  },
  events: {
    startRolled: (e, n) =>
      `${n.seat(e.seat)} saca ${n.dice(e.dice)}: ${e.generals} ${e.generals === 1 ? 'General' : 'Generales'}${e.reroll ? ' (desempate)' : ''}.`,
    orderDecided: (e, n) => `Empieza ${n.seat(e.order[0])}; luego ${n.list(e.order.slice(1).map((s) => n.seat(s)))}.`,
    turnStarted: (e, n) =>
      `Ronda ${e.round}: tira ${n.seat(e.seat)}${e.canContinue ? ` (o continúa el ataque a ${n.card(e.canContinue)})` : ''}.`,
    attemptContinued: (e, n) =>
      `${n.seat(e.seat)} continúa el ataque de ${n.seat(e.from)} a ${n.card(e.card)} con ${e.dice} dados.`,
    rolled: (e, n) => `${n.seat(e.seat)} saca ${n.dice(e.dice)}.`,
    targetChosen: (e, n) =>
      `${n.seat(e.seat)} invade ${n.card(e.card)}${e.owner !== null ? ` (de ${n.seat(e.owner)})` : ''}${e.needGeneral ? ': también hace falta el círculo del General' : ''}.`,
    lineFilled: (e, n) => `${n.seat(e.seat)} llena la ${n.line(e.card, e.line)} con ${n.dice(e.dice)}.`,
    dieSetAside: (e, n) => `${n.seat(e.seat)} aparta un dado ${n.face(e.face)} (quedan ${e.left}).`,
    cardConquered: (e, n) =>
      `¡${n.seat(e.seat)} conquista ${n.card(e.card)}${e.from !== null ? ` a ${n.seat(e.from)}` : ''}!`,
    continentClosed: (e, n) => `${n.seat(e.seat)} tiene todo ${n.continent(e.continent)}: queda cerrado.`,
    attemptFailed: (e, n) =>
      e.card ? `${n.seat(e.seat)} no logra conquistar ${n.card(e.card)}.` : `${n.seat(e.seat)} se queda sin dados.`,
    turnTimedOut: (e, n) => `A ${n.seat(e.seat)} se le acabó el tiempo.`,
    gameEnded: (e, n) =>
      `Fin de la partida. ${n.list(e.scores.map((s, i) => `${n.seat(i)} ${s}`))}. Ganador: ${n.list(e.winners.map((w) => n.seat(w)))}.`,
  },
};

export const words: ExpressWords = {
  roll: 'Tirar los 7 dados',
  continueAttack: (card) => `Continuar el ataque a ${card}`,
  fill: (line, card) => `Llenar la ${line} de ${card}`,
  invade: (card, line) => `Invadir ${card}: llenar la ${line}`,
  setAside: (face) => `Apartar un dado ${face}`,
  timeout: 'Tiempo agotado',
  ev: (points, pct) => `esperado ${points} pts${pct ? `, ${pct} de conquistar` : ''}`,
  points: 'pts',
  designed: 'diseñado',
  scoreKnownLinesDesigned: 'valor publicado, líneas diseñadas',
  known: 'publicado',
  general: 'círculo del General',
  continentScore: (name, score, known) => `${name}: ${score} pts al cerrarse${known ? '' : ' (diseñado)'}`,
  rules: [
    'X-1 Todos tiran los 7 dados; empieza quien saque más Generales (los empatados vuelven a tirar); luego por orden de asiento.',
    'X-2 Tira los 7 dados. La primera tirada que llena una línea de una carta la elige como objetivo del turno; las cartas con dueño solo desde la segunda ronda, y entonces su círculo del General es una línea más.',
    'X-3 Cada tirada llena exactamente una línea del objetivo (las líneas de soldados toman soldados que sumen al menos su número) o, si ninguna encaja, se aparta un dado. Vuelve a tirar el resto.',
    'X-4 Todas las líneas llenas: la carta es tuya (se la quitas a su dueño).',
    'X-5 Sin dados: el ataque fracasa.',
    'X-6 Todas las cartas de un continente en una mano lo cierran: nadie puede invadirlas. Australia se cierra de inmediato.',
    'X-7 Cuando todas las cartas tienen dueño: valores de las cartas, y un continente cerrado puntúa su valor de continente en su lugar. Gana el total más alto.',
    'X-OPT-1 (opción continueFailed) El siguiente jugador puede continuar un ataque fallido: sus dados se quedan en las líneas y los apartados vuelven.',
  ],
};
