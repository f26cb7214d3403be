// Risk Express messages in English (the same keys as English: ExpressCatalogue, src/i18n/express.ts).
import type { ExpressCatalogue } from './express.js';

export const expressEn: ExpressCatalogue = {
  faces: {
    general: 'General',
    cavalry: 'Cavalry',
    cannon: 'Cannon',
    soldier1: '1 Soldier',
    soldier2: '2 Soldiers',
    soldier3: '3 Soldiers',
  },
  symbol: {
    general: (n) => (n > 1 ? `${n} Generals` : 'General'),
    cavalry: (n) => (n > 1 ? `${n} Cavalry` : 'Cavalry'),
    cannon: (n) => (n > 1 ? `${n} Cannons` : 'Cannon'),
  },
  soldiers: (n) => `${n} Soldiers`,
  line: (i, text) => `line ${i + 1} (${text})`,
  generalCircle: 'the General circle',
  and: 'and',
  errors: {
    badRuleset: (e) => `This game is Risk Express, not "${e.ruleset}".`,
    badSeats: (e) => `Risk Express seats ${e.min} to ${e.max} players, not ${e.got}.`,
    gameOver: () => 'The game is over.',
    notYourTurn: (e, n) => `It is ${n.seat(e.current)}'s turn.`,
    mustRoll: (e) => (e.canContinue ? 'Roll the dice first, or continue the failed attack.' : 'Roll the dice first.'),
    alreadyRolled: () => 'You have already rolled this turn: fill a line or set a die aside.',
    nothingToContinue: () => 'There is no failed attack to continue: roll the dice.',
    unknownCard: (e) => `There is no card "${e.card}".`,
    cardClosed: (e, n) =>
      `${n.card(e.card)} is closed: ${n.continent(e.continent)} is conquered and cannot be invaded.`,
    ownCard: (e, n) => `${n.card(e.card)} is already yours: invade another card.`,
    ownedInFirstRound: (e, n) =>
      `${n.card(e.card)} belongs to ${n.seat(e.owner)}: owned cards can be invaded from the second round on.`,
    otherTarget: (e, n) =>
      `You are invading ${n.card(e.target)} this turn, not ${n.card(e.card)}: only its lines can be filled.`,
    unknownLine: (e, n) => `${n.card(e.card)} has lines 1 to ${e.lines}.`,
    lineAlreadyFilled: (e, n) => `${n.line(e.card, e.line)} of ${n.card(e.card)} is already filled.`,
    lineNotFillable: (e, n) =>
      `This roll cannot fill ${n.line(e.card, e.line)} of ${n.card(e.card)}.${e.fillable.length ? ` It can fill ${n.list(e.fillable.map((l) => n.line(e.card, l)))}.` : ''}`,
    mustFill: (e) =>
      `This roll fills a line (${e.choices} choice${e.choices > 1 ? 's' : ''}): a die is set aside only when no line can be filled.`,
    faceNotInTray: (e, n) => `No die shows "${e.face}" in the tray: ${n.dice(e.tray)}.`,
    badAction: () => 'That is not a Risk Express move: roll, fill a line, or set a die aside.',
  },
  events: {
    startRolled: (e, n) =>
      `${n.seat(e.seat)} rolls ${n.dice(e.dice)}: ${e.generals} General${e.generals === 1 ? '' : 's'}${e.reroll ? ' (tie-break)' : ''}.`,
    orderDecided: (e, n) => `${n.seat(e.order[0])} starts; then ${n.list(e.order.slice(1).map((s) => n.seat(s)))}.`,
    turnStarted: (e, n) =>
      `Round ${e.round}: ${n.seat(e.seat)} to roll${e.canContinue ? ` (or continue the attack on ${n.card(e.canContinue)})` : ''}.`,
    attemptContinued: (e, n) =>
      `${n.seat(e.seat)} continues ${n.seat(e.from)}'s attack on ${n.card(e.card)} with ${e.dice} dice.`,
    rolled: (e, n) => `${n.seat(e.seat)} rolls ${n.dice(e.dice)}.`,
    targetChosen: (e, n) =>
      `${n.seat(e.seat)} invades ${n.card(e.card)}${e.owner !== null ? ` (held by ${n.seat(e.owner)})` : ''}${e.needGeneral ? ': the General circle is needed too' : ''}.`,
    lineFilled: (e, n) => `${n.seat(e.seat)} fills ${n.line(e.card, e.line)} with ${n.dice(e.dice)}.`,
    dieSetAside: (e, n) => `${n.seat(e.seat)} sets a ${n.face(e.face)} die aside (${e.left} left).`,
    cardConquered: (e, n) =>
      `${n.seat(e.seat)} conquers ${n.card(e.card)}${e.from !== null ? ` from ${n.seat(e.from)}` : ''}!`,
    continentClosed: (e, n) => `${n.seat(e.seat)} holds all of ${n.continent(e.continent)}: it is closed.`,
    attemptFailed: (e, n) =>
      e.card ? `${n.seat(e.seat)} fails to conquer ${n.card(e.card)}.` : `${n.seat(e.seat)} runs out of dice.`,
    turnTimedOut: (e, n) => `${n.seat(e.seat)} ran out of time.`,
    gameEnded: (e, n) =>
      `Game over. ${n.list(e.scores.map((s, i) => `${n.seat(i)} ${s}`))}. Winner: ${n.list(e.winners.map((w) => n.seat(w)))}.`,
  },
};
