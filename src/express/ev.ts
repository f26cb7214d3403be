// Expected points of every choice (the "EV on request" feature and the `expected` AI), exact:
// a conquest's worth to the seat times the chance the DP gives for what is left.
import type { SeatIndex } from '../game/definition.js';
import { expressContent, type CardDef, type CardId } from './cards.js';
import { DICE, FACES, type Face } from './faces.js';
import { diceNeeded, type Line } from './lines.js';
import { CardOdds, rollOutcomes } from './odds.js';
import { continuable, invadeRefusal, legalActions, linesFor, needsGeneral, scores } from './rules.js';
import type { ExpressAction, ExpressPublicView } from './types.js';

type View = ExpressPublicView;

const solvers = new Map<string, CardOdds>();

/** The shared memoised solver for a card's required lines. */
export function oddsFor(card: CardDef, needGeneral: boolean): CardOdds {
  const key = `${card.id}:${needGeneral && card.general ? 'g' : '-'}`;
  let s = solvers.get(key);
  if (!s) {
    s = new CardOdds(linesFor(card, needGeneral));
    solvers.set(key, s);
  }
  return s;
}

/** The exact chance to conquer `card` from a fresh tray of seven dice (X-2..X-5). */
export function conquestChance(card: CardDef, withGeneral: boolean): number {
  return oddsFor(card, withGeneral).fresh();
}

/** Points `seat` gains by conquering `card` now (a closing continent counts its score, X-7). */
export function gainOf(view: View, seat: SeatIndex, card: CardId): number {
  const before = scores(view)[seat];
  const owners = { ...view.owners, [card]: seat };
  const cont = expressContent().continentById[expressContent().byId[card].continent];
  const closed = cont.cards.every((id) => owners[id] === seat) ? [...view.closed, cont.id] : view.closed;
  return scores({ seats: view.seats, owners, closed })[seat] - before;
}

const mask = (lines: readonly unknown[]): number =>
  lines.reduce<number>((m, l, i) => (l === null ? m | (1 << i) : m), 0);

interface Candidate {
  solver: CardOdds;
  gain: number;
  lines: number;
}

function candidates(view: View, seat: SeatIndex): Candidate[] {
  return expressContent()
    .cards.filter((c) => !invadeRefusal(view, seat, c))
    .map((c) => {
      const g = needsGeneral(view, seat, c);
      const solver = oddsFor(c, g);
      return { solver, gain: gainOf(view, seat, c.id), lines: solver.lines.length };
    });
}

/**
 * `diceNeeded(line, o.counts)` for each outcome `o` of `rollOutcomes(n)`, -1 for none. A card's
 * lines (its solver's, kept for the process) and the outcomes never change, so each pair is worked
 * out once: freshValue asks it for every card at every outcome of every roll it weighs.
 */
const neededBy = new WeakMap<Line, Int8Array[]>();
function neededFor(line: Line, n: number): Int8Array {
  let byDice = neededBy.get(line);
  if (!byDice) neededBy.set(line, (byDice = []));
  let needed = byDice[n];
  if (!needed) {
    const outcomes = rollOutcomes(n);
    needed = byDice[n] = new Int8Array(outcomes.length);
    for (let i = 0; i < outcomes.length; i++) needed[i] = diceNeeded(line, outcomes[i].counts) ?? -1;
  }
  return needed;
}

/** Expected points of a turn with `dice` in the tray and no target yet, playing best. */
export function freshValue(view: View, seat: SeatIndex, dice = DICE): number {
  const cands = candidates(view, seat);
  const memo: number[] = [0];
  for (let n = 1; n <= dice; n++) {
    let total = 0;
    const needed = cands.map((c) => c.solver.lines.map((line) => neededFor(line, n)));
    const outcomes = rollOutcomes(n);
    for (let i = 0; i < outcomes.length; i++) {
      const o = outcomes[i];
      let best = -1;
      for (let ci = 0; ci < cands.length; ci++) {
        const c = cands[ci];
        const all = (1 << c.lines) - 1;
        for (let l = 0; l < c.lines; l++) {
          const used = needed[ci][l][i];
          if (used < 0) continue;
          const v = c.gain * c.solver.p(n - used, all & ~(1 << l));
          if (v > best) best = v;
        }
      }
      total += o.p * (best >= 0 ? best : memo[n - 1]);
    }
    memo[n] = total;
  }
  return memo[dice];
}

export interface ChoiceValue {
  action: ExpressAction;
  /** Expected points this turn after taking the action. */
  ev: number;
  /** Chance of conquering the target; null before a target is chosen (the value mixes cards). */
  p: number | null;
}

/** Expected points of each legal action of `seat` now. */
export function choiceValues(view: View, seat: SeatIndex): ChoiceValue[] {
  const legal = legalActions(view, seat);
  const a = view.attempt;
  // Which die goes aside changes nothing but the die: one value serves every face.
  let asideValue: number | undefined;
  return legal.map((action): ChoiceValue => {
    switch (action.type) {
      case 'roll':
        return { action, ev: freshValue(view, seat), p: null };
      case 'continue': {
        const f = view.failed!;
        const card = expressContent().byId[continuable(view)!];
        const placed = f.lines.reduce((n, l) => n + (l ? l.length : 0), 0);
        const p = oddsFor(card, f.needGeneral).p(DICE - placed, mask(f.lines));
        return { action, ev: p * gainOf(view, seat, card.id), p };
      }
      case 'fill': {
        const card = expressContent().byId[action.card];
        const g = a!.target === null ? needsGeneral(view, seat, card) : a!.needGeneral;
        const solver = oddsFor(card, g);
        const lines = a!.target === null ? solver.lines.map(() => null) : a!.lines;
        const counts = countFaces(a!.tray);
        const used = diceNeeded(solver.lines[action.line], counts)!;
        const p = solver.p(a!.tray.length - used, mask(lines) & ~(1 << action.line));
        return { action, ev: p * gainOf(view, seat, card.id), p };
      }
      case 'setAside': {
        if (a!.target === null)
          return { action, ev: (asideValue ??= freshValue(view, seat, a!.tray.length - 1)), p: null };
        const card = expressContent().byId[a!.target];
        const p = oddsFor(card, a!.needGeneral).p(a!.tray.length - 1, mask(a!.lines));
        return { action, ev: p * gainOf(view, seat, card.id), p };
      }
      case 'timeout':
        return { action, ev: 0, p: 0 };
    }
  });
}

export function countFaces(tray: readonly Face[]): number[] {
  const c = [0, 0, 0, 0, 0, 0];
  for (const f of tray) c[FACES.indexOf(f)]++;
  return c;
}
