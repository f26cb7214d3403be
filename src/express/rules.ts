// Questions about a Risk Express position (no change): who may invade what, which lines this
// roll fills, scores. They take the public view, so the AI and the presenters ask them too.
import type { SeatIndex } from '../game/definition.js';
import { expressContent, requiredLines, type CardDef, type CardId } from './cards.js';
import { FACES } from './faces.js';
import { diceNeeded, type Line } from './lines.js';
import type { ExpressAction, ExpressError, ExpressPublicView } from './types.js';

type View = ExpressPublicView;

export function isClosed(view: View, card: CardDef): boolean {
  return view.closed.includes(card.continent);
}

/** why `seat` may not invade `card` now, or null if it may. */
export function invadeRefusal(view: View, seat: SeatIndex, card: CardDef): ExpressError | null {
  if (isClosed(view, card)) return { code: 'cardClosed', card: card.id, continent: card.continent };
  const owner = view.owners[card.id];
  if (owner === seat) return { code: 'ownCard', card: card.id };
  if (owner !== null && view.round < 2) return { code: 'ownedInFirstRound', card: card.id, owner };
  return null;
}

/** the General circle is required only for a card another player owns. */
export function needsGeneral(view: View, seat: SeatIndex, card: CardDef): boolean {
  const owner = view.owners[card.id];
  return card.general && owner !== null && owner !== seat;
}

export function linesFor(card: CardDef, needGeneral: boolean): Line[] {
  return requiredLines(card, needGeneral);
}

/** Every (card, line) this roll can fill for the current seat, in card order. */
export function fillOptions(view: View, seat: SeatIndex): { card: CardId; line: number }[] {
  const a = view.attempt;
  if (view.phase.kind !== 'rolling' || !a) return [];
  const out: { card: CardId; line: number }[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  for (const f of a.tray) counts[FACES.indexOf(f)]++;
  const consider = (card: CardDef, needGeneral: boolean, filled: readonly unknown[] | null) => {
    linesFor(card, needGeneral).forEach((line, i) => {
      if (filled && filled[i] !== null) return;
      if (diceNeeded(line, counts) !== null) out.push({ card: card.id, line: i });
    });
  };
  if (a.target !== null) consider(expressContent().byId[a.target], a.needGeneral, a.lines);
  else
    for (const card of expressContent().cards)
      if (!invadeRefusal(view, seat, card)) consider(card, needsGeneral(view, seat, card), null);
  return out;
}

/** X-OPT-1: whether this game lets a failed attack be continued (the option, read here for the presenters). */
export const continuesFailed = (view: Pick<View, 'options'>): boolean => view.options.continueFailed;

/** X-OPT-1: the failed attempt the current seat may continue, if any. */
export function continuable(view: View): CardId | null {
  const f = view.failed;
  if (!continuesFailed(view) || !f || view.phase.kind !== 'start') return null;
  if (view.owners[f.target] === view.current) return null;
  const placed = f.lines.reduce((n, l) => n + (l ? l.length : 0), 0);
  return placed < 7 ? f.target : null;
}

/** The legal actions of `seat` (timeout is the deadline's, never offered). */
export function legalActions(view: View, seat: SeatIndex): ExpressAction[] {
  if (view.phase.kind === 'over' || seat !== view.current) return [];
  if (view.phase.kind === 'start')
    return continuable(view) ? [{ type: 'roll' }, { type: 'continue' }] : [{ type: 'roll' }];
  const fills = fillOptions(view, seat);
  if (fills.length > 0) return fills.map((f) => ({ type: 'fill', card: f.card, line: f.line }));
  const faces = [...new Set(view.attempt!.tray)];
  return faces.map((face) => ({ type: 'setAside', face }));
}

/** card scores, each closed continent scoring its continent score instead. */
export function scores(view: Pick<View, 'seats' | 'owners' | 'closed'>): number[] {
  const out = view.seats.map(() => 0);
  for (const cont of expressContent().continents) {
    if (view.closed.includes(cont.id)) {
      const owner = view.owners[cont.cards[0]];
      if (owner !== null) out[owner] += cont.score;
      continue;
    }
    for (const id of cont.cards) {
      const owner = view.owners[id];
      if (owner !== null) out[owner] += expressContent().byId[id].score;
    }
  }
  return out;
}

/** Dice a position accounts for: tray + lines + aside (7 while a turn is rolling). */
export function diceCount(view: View): number {
  const a = view.attempt;
  if (!a) return 0;
  return a.tray.length + a.aside.length + a.lines.reduce((n, l) => n + (l ? l.length : 0), 0);
}
