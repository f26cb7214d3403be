// Risk Express messages in French (the same keys as English: ExpressCatalogue, src/i18n/express.ts).
import type { ExpressCatalogue } from './express.js';

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const expressFr: ExpressCatalogue = {
  faces: {
    general: 'Général',
    cavalry: 'Cavalerie',
    cannon: 'Canon',
    soldier1: '1 Soldat',
    soldier2: '2 Soldats',
    soldier3: '3 Soldats',
  },
  symbol: {
    general: (n) => (n > 1 ? `${n} Généraux` : 'Général'),
    cavalry: (n) => (n > 1 ? `${n} Cavaleries` : 'Cavalerie'),
    cannon: (n) => (n > 1 ? `${n} Canons` : 'Canon'),
  },
  soldiers: (n) => `${n} Soldats`,
  line: (i, text) => `la ligne ${i + 1} (${text})`,
  generalCircle: 'le cercle du Général',
  and: 'et',
  errors: {
    badRuleset: (e) => `Cette partie est une partie de Risk Express, pas « ${e.ruleset} ».`,
    badSeats: (e) => `Risk Express se joue de ${e.min} à ${e.max} joueurs, pas ${e.got}.`,
    gameOver: () => 'La partie est terminée.',
    notYourTurn: (e, n) => `C'est au tour de ${n.seat(e.current)}.`,
    mustRoll: (e) =>
      e.canContinue ? "Lancez d'abord les dés, ou continuez l'attaque ratée." : "Lancez d'abord les dés.",
    alreadyRolled: () => 'Vous avez déjà lancé les dés ce tour-ci : remplissez une ligne ou mettez un dé de côté.',
    nothingToContinue: () => "Il n'y a pas d'attaque ratée à continuer : lancez les dés.",
    unknownCard: (e) => `Il n'y a pas de carte « ${e.card} ».`,
    cardClosed: (e, n) =>
      `La carte ${n.card(e.card)} est fermée : ${n.continent(e.continent)} est conquise et ne peut plus être envahie.`,
    ownCard: (e, n) => `La carte ${n.card(e.card)} est déjà à vous : envahissez une autre carte.`,
    ownedInFirstRound: (e, n) =>
      `La carte ${n.card(e.card)} appartient à ${n.seat(e.owner)} : on ne peut envahir une carte possédée qu'à partir du deuxième tour.`,
    otherTarget: (e, n) =>
      `Vous envahissez ${n.card(e.target)} ce tour-ci, pas ${n.card(e.card)} : seules ses lignes peuvent être remplies.`,
    unknownLine: (e, n) => `La carte ${n.card(e.card)} a les lignes 1 à ${e.lines}.`,
    lineAlreadyFilled: (e, n) => `${capital(n.line(e.card, e.line))} de la carte ${n.card(e.card)} est déjà remplie.`,
    lineNotFillable: (e, n) =>
      `Ce lancer ne remplit pas ${n.line(e.card, e.line)} de la carte ${n.card(e.card)}.${e.fillable.length ? ` Il peut remplir ${n.list(e.fillable.map((l) => n.line(e.card, l)))}.` : ''}`,
    mustFill: (e) =>
      `Ce lancer remplit une ligne (${e.choices} choix) : on ne met un dé de côté que si aucune ligne ne peut être remplie.`,
    faceNotInTray: (e, n) => `Aucun dé de la piste ne montre « ${e.face} » : ${n.dice(e.tray)}.`,
    badAction: () => "Ce n'est pas un coup de Risk Express : lancez, remplissez une ligne ou mettez un dé de côté.",
  },
  events: {
    startRolled: (e, n) =>
      `${n.seat(e.seat)} lance ${n.dice(e.dice)} : ${e.generals} Général${e.generals > 1 ? 'aux' : ''}${e.reroll ? ' (départage)' : ''}.`,
    orderDecided: (e, n) => `${n.seat(e.order[0])} commence ; puis ${n.list(e.order.slice(1).map((s) => n.seat(s)))}.`,
    turnStarted: (e, n) =>
      `Tour ${e.round} : à ${n.seat(e.seat)} de lancer${e.canContinue ? ` (ou de continuer l'attaque sur la carte ${n.card(e.canContinue)})` : ''}.`,
    attemptContinued: (e, n) =>
      `${n.seat(e.seat)} continue l'attaque de ${n.seat(e.from)} sur la carte ${n.card(e.card)} avec ${e.dice} dés.`,
    rolled: (e, n) => `${n.seat(e.seat)} lance ${n.dice(e.dice)}.`,
    targetChosen: (e, n) =>
      `${n.seat(e.seat)} envahit la carte ${n.card(e.card)}${e.owner !== null ? ` (à ${n.seat(e.owner)})` : ''}${e.needGeneral ? ' : il faut aussi le Général' : ''}.`,
    lineFilled: (e, n) => `${n.seat(e.seat)} remplit ${n.line(e.card, e.line)} avec ${n.dice(e.dice)}.`,
    dieSetAside: (e, n) => `${n.seat(e.seat)} met un dé ${n.face(e.face)} de côté (reste ${e.left}).`,
    cardConquered: (e, n) =>
      `${n.seat(e.seat)} conquiert la carte ${n.card(e.card)}${e.from !== null ? ` sur ${n.seat(e.from)}` : ''} !`,
    continentClosed: (e, n) => `${n.seat(e.seat)} tient tout le continent ${n.continent(e.continent)} : il est fermé.`,
    attemptFailed: (e, n) =>
      e.card
        ? `${n.seat(e.seat)} échoue à conquérir la carte ${n.card(e.card)}.`
        : `${n.seat(e.seat)} n'a plus de dés.`,
    turnTimedOut: (e, n) => `${n.seat(e.seat)} a dépassé le temps imparti.`,
    gameEnded: (e, n) =>
      `Partie terminée. ${n.list(e.scores.map((s, i) => `${n.seat(i)} ${s}`))}. Vainqueur : ${n.list(e.winners.map((w) => n.seat(w)))}.`,
  },
};
