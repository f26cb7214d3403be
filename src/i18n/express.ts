// Risk Express messages in English, French and Italian: every refusal code and every event.
// Mapped types over the codes make a missing translation a compile error. Kept apart from the
// main catalogue (catalogue.ts) so the two can change independently.
import { EXPRESS, type CardId } from '../express/cards.js';
import type { Face } from '../express/faces.js';
import type { Line } from '../express/lines.js';
import { linesFor } from '../express/rules.js';
import type {
  ExpressAction,
  ExpressError,
  ExpressErrorCode,
  ExpressEvent,
  ExpressPublicView,
} from '../express/types.js';
import type { Locale } from '../engine/types.js';

/** Names as the reader's locale writes them. */
export interface ExpressNamer {
  card(id: CardId): string;
  continent(id: string): string;
  seat(i: number): string;
  face(f: Face): string;
  /** "line 2 (5 Soldiers)" of a card, the General circle included. */
  line(card: CardId, index: number): string;
  dice(faces: readonly Face[]): string;
  list(items: string[]): string;
}

type ErrorMessages = { [K in ExpressErrorCode]: (e: Extract<ExpressError, { code: K }>, n: ExpressNamer) => string };
type EventMessages = {
  [K in ExpressEvent['type']]: (e: Extract<ExpressEvent, { type: K }>, n: ExpressNamer) => string;
};

export interface ExpressCatalogue {
  faces: Record<Face, string>;
  /** Symbol names in lines, plural-aware: (count) => "2 Cavalry". */
  symbol: Record<'general' | 'cavalry' | 'cannon', (n: number) => string>;
  soldiers: (n: number) => string;
  line: (index: number, text: string) => string;
  generalCircle: string;
  and: string;
  errors: ErrorMessages;
  events: EventMessages;
}

const en: ExpressCatalogue = {
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

const fr: ExpressCatalogue = {
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

const it: ExpressCatalogue = {
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

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const expressCatalogue: Record<Locale, ExpressCatalogue> = { en, fr, it };

/** A line as the reader's locale writes it: "2 Cavalry", "Cavalry + Cannon", "5 Soldiers". */
export function lineText(line: Line, locale: Locale): string {
  const c = expressCatalogue[locale];
  if (line.kind === 'soldiers') return c.soldiers(line.count);
  const counts = new Map<'general' | 'cavalry' | 'cannon', number>();
  for (const f of line.faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([f, n]) => c.symbol[f](n)).join(' + ');
}

export function expressNamer(locale: Locale, seatNames: readonly string[]): ExpressNamer {
  const c = expressCatalogue[locale];
  const namer: ExpressNamer = {
    card: (id) => EXPRESS.byId[id]?.name[locale] ?? id,
    continent: (id) => EXPRESS.continentById[id]?.name[locale] ?? id,
    seat: (i) => seatNames[i] ?? `#${i + 1}`,
    face: (f) => c.faces[f],
    line(cardId, index) {
      const card = EXPRESS.byId[cardId];
      if (!card) return c.line(index, '?');
      // The General circle is the line after the printed ones.
      if (index === card.lines.length) return c.generalCircle;
      const line = linesFor(card, false)[index];
      return line ? c.line(index, lineText(line, locale)) : c.line(index, '?');
    },
    dice: (faces) => faces.map((f) => c.faces[f]).join(', '),
    list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${c.and} ${items.at(-1)}`),
  };
  return namer;
}

export function expressErrorMessage(e: ExpressError, locale: Locale, seatNames: readonly string[]): string {
  const fn = expressCatalogue[locale].errors[e.code] as (err: ExpressError, n: ExpressNamer) => string;
  return fn(e, expressNamer(locale, seatNames));
}

export function expressEventMessage(e: ExpressEvent, locale: Locale, seatNames: readonly string[]): string {
  const fn = expressCatalogue[locale].events[e.type] as (ev: ExpressEvent, n: ExpressNamer) => string;
  return fn(e, expressNamer(locale, seatNames));
}

// ——— What the lead's presenters need: button labels, the card list, the rules in short. ———

type Words = {
  roll: string;
  continueAttack: (card: string) => string;
  fill: (line: string, card: string) => string;
  invade: (card: string, line: string) => string;
  setAside: (face: string) => string;
  timeout: string;
  ev: (points: string, pct: string | null) => string;
  points: string;
  designed: string;
  scoreKnownLinesDesigned: string;
  known: string;
  general: string;
  continentScore: (name: string, score: number, known: boolean) => string;
  rules: string[];
};

const WORDS: Record<Locale, Words> = {
  en: {
    roll: 'Roll the 7 dice',
    continueAttack: (card) => `Continue the attack on ${card}`,
    fill: (line, card) => `Fill ${line} of ${card}`,
    invade: (card, line) => `Invade ${card}: fill ${line}`,
    setAside: (face) => `Set a ${face} die aside`,
    timeout: 'Time out',
    ev: (points, pct) => `expected ${points} pts${pct ? `, ${pct} to conquer` : ''}`,
    points: 'pts',
    designed: 'designed',
    scoreKnownLinesDesigned: 'score as published, lines designed',
    known: 'as published',
    general: 'General circle',
    continentScore: (name, score, known) => `${name}: ${score} pts when closed${known ? '' : ' (designed)'}`,
    rules: [
      'X-1 Everybody rolls the 7 dice; most Generals starts (the tied roll again); then seat order.',
      'X-2 Roll the 7 dice. The first roll that fills a line of a card chooses it as your target for the turn; owned cards only from the second round, and then their General circle is one more line.',
      'X-3 Each roll fills exactly one line of the target (soldier lines take soldiers adding up to at least their number), or, when none fits, one die is set aside. Roll the rest again.',
      'X-4 Every line filled: the card is yours (taken from its owner).',
      'X-5 No dice left: the attack fails.',
      'X-6 All cards of a continent in one hand close it: nobody may invade them. Australia closes at once.',
      'X-7 When every card is owned: card scores, a closed continent scoring its continent score instead. Highest total wins.',
      'X-OPT-1 (option continueFailed) The next player may continue a failed attack: its dice stay on the lines, the set-aside dice come back.',
    ],
  },
  fr: {
    roll: 'Lancer les 7 dés',
    continueAttack: (card) => `Continuer l'attaque sur la carte ${card}`,
    fill: (line, card) => `Remplir ${line} de la carte ${card}`,
    invade: (card, line) => `Envahir la carte ${card} : remplir ${line}`,
    setAside: (face) => `Mettre un dé ${face} de côté`,
    timeout: 'Temps écoulé',
    ev: (points, pct) => `espérance ${points} pts${pct ? `, ${pct} de conquête` : ''}`,
    points: 'pts',
    designed: 'conçue par nous',
    scoreKnownLinesDesigned: 'score publié, lignes conçues par nous',
    known: 'comme publiée',
    general: 'cercle du Général',
    continentScore: (name, score, known) => `${name} : ${score} pts une fois fermé${known ? '' : ' (conçu par nous)'}`,
    rules: [
      "X-1 Chacun lance les 7 dés ; le plus de Généraux commence (les ex æquo relancent) ; puis dans l'ordre des places.",
      "X-2 Lancez les 7 dés. Le premier lancer qui remplit une ligne d'une carte la choisit comme cible du tour ; une carte possédée seulement à partir du deuxième tour, et son cercle du Général est alors une ligne de plus.",
      'X-3 Chaque lancer remplit exactement une ligne de la cible (une ligne de soldats prend des soldats totalisant au moins son nombre) ou, si aucune ne convient, un dé est mis de côté. Relancez le reste.',
      'X-4 Toutes les lignes remplies : la carte est à vous (prise à son propriétaire).',
      "X-5 Plus de dés : l'attaque échoue.",
      "X-6 Toutes les cartes d'un continent dans une même main le ferment : plus personne ne peut les envahir. L'Australie se ferme aussitôt.",
      'X-7 Quand toutes les cartes ont un propriétaire : scores des cartes, un continent fermé comptant son score de continent à la place. Le plus haut total gagne.',
      'X-OPT-1 (option continueFailed) Le joueur suivant peut continuer une attaque ratée : ses dés restent sur les lignes, les dés mis de côté reviennent.',
    ],
  },
  it: {
    roll: 'Tira i 7 dadi',
    continueAttack: (card) => `Continua l'attacco a ${card}`,
    fill: (line, card) => `Riempi ${line} della carta ${card}`,
    invade: (card, line) => `Invadi la carta ${card}: riempi ${line}`,
    setAside: (face) => `Metti da parte un dado ${face}`,
    timeout: 'Tempo scaduto',
    ev: (points, pct) => `attesa ${points} pti${pct ? `, ${pct} di conquista` : ''}`,
    points: 'pti',
    designed: 'progettata da noi',
    scoreKnownLinesDesigned: 'punteggio pubblicato, linee progettate da noi',
    known: 'come pubblicata',
    general: 'cerchio del Generale',
    continentScore: (name, score, known) => `${name}: ${score} pti quando chiuso${known ? '' : ' (progettato da noi)'}`,
    rules: [
      'X-1 Ognuno tira i 7 dadi; chi ha più Generali inizia (i pari ritirano); poi in ordine di posto.',
      'X-2 Tira i 7 dadi. Il primo tiro che riempie una linea di una carta la sceglie come bersaglio del turno; le carte possedute solo dal secondo giro, e allora il cerchio del Generale è una linea in più.',
      'X-3 Ogni tiro riempie esattamente una linea del bersaglio (una linea di soldati prende soldati che sommano almeno il suo numero) oppure, se nessuna va bene, un dado va messo da parte. Ritira il resto.',
      'X-4 Tutte le linee piene: la carta è tua (presa al suo proprietario).',
      "X-5 Niente più dadi: l'attacco fallisce.",
      "X-6 Tutte le carte di un continente nella stessa mano lo chiudono: nessuno può più invaderle. L'Australia si chiude subito.",
      'X-7 Quando ogni carta ha un proprietario: punteggi delle carte, un continente chiuso conta il suo punteggio di continente. Vince il totale più alto.',
      'X-OPT-1 (opzione continueFailed) Il giocatore seguente può continuare un attacco fallito: i suoi dadi restano sulle linee, quelli messi da parte tornano.',
    ],
  },
};

/** A button label for a legal action (the target choice reads "Invade …" while none is chosen). */
export function expressActionLabel(action: ExpressAction, view: ExpressPublicView, locale: Locale): string {
  const w = WORDS[locale];
  const n = expressNamer(
    locale,
    view.seats.map((s) => s.name),
  );
  switch (action.type) {
    case 'roll':
      return w.roll;
    case 'continue':
      return w.continueAttack(view.failed ? n.card(view.failed.target) : '?');
    case 'fill':
      return view.attempt?.target === null
        ? w.invade(n.card(action.card), n.line(action.card, action.line))
        : w.fill(n.line(action.card, action.line), n.card(action.card));
    case 'setAside':
      return w.setAside(n.face(action.face));
    case 'timeout':
      return w.timeout;
  }
}

/** "expected 1.23 pts, 41.0 % to conquer" for the EV-on-request view. */
export function expressEvText(ev: number, p: number | null, locale: Locale): string {
  const num = (x: number, digits: number) =>
    x.toLocaleString(locale === 'en' ? 'en-GB' : locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  return WORDS[locale].ev(num(ev, 2), p === null ? null : `${num(100 * p, 1)} %`);
}

/** One line per card for `/risk rules`: name, continent, score, lines, and what is designed. */
export function expressCardList(locale: Locale): string[] {
  const w = WORDS[locale];
  const cards = EXPRESS.cards.map((c) => {
    const lines = c.lines.map((l) => lineText(l, locale)).join(' / ') + (c.general ? ` + ${w.general}` : '');
    const source = c.known.length === 2 ? w.known : c.known.includes('score') ? w.scoreKnownLinesDesigned : w.designed;
    return `${c.name[locale]} (${EXPRESS.continentById[c.continent].name[locale]}) — ${c.score} ${w.points} — ${lines} — ${source}`;
  });
  const continents = EXPRESS.continents.map((k) => w.continentScore(k.name[locale], k.score, k.known));
  return [...cards, ...continents];
}

/** The rules in short, one line per rule id, for `/risk rules`. */
export function expressRules(locale: Locale): readonly string[] {
  return WORDS[locale].rules;
}
