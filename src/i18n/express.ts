// Risk Express messages: the catalogue's shape (mapped types over the refusal codes and events
// make a missing translation a compile error) and its lookups; the words of each language are
// in express-en.ts, express-fr.ts and express-it.ts. Kept apart from the main catalogue
// (catalogue.ts) so the two can change independently.
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
import { expressEn } from './express-en.js';
import { expressFr } from './express-fr.js';
import { expressIt } from './express-it.js';
import { de, words as deWords } from './locales/de/express.js';
import { es, words as esWords } from './locales/es-ES/express.js';

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

export const expressCatalogue: Record<Locale, ExpressCatalogue> = {
  en: expressEn,
  fr: expressFr,
  it: expressIt,
  de,
  'es-ES': es,
};

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

export interface ExpressWords {
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
}

const WORDS: Record<Locale, ExpressWords> = {
  de: deWords,
  'es-ES': esWords,
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
