// A whole human turn played on My map the way a player would, for any ruleset: the test reads
// the seat's moves (the same list the page shows, src/web/moves.ts) to decide what a typical
// turn does next, then taps the page for it (the territory or sea zone, then the button with
// that exact label). The turn: a set traded when one is held, each ruleset's own actions once
// (influence, ally reinforcements, an armed card, a build, an ally's card, an annexation, an
// ally's manoeuvre), the reserve placed on two territories, attacks from the prepared border,
// the attack ended, one manoeuvre or fortify, the turn ended.
import type { Page } from 'playwright-core';
import { ok } from '../../src/app/errors.js';
import type { GameService } from '../../src/app/service.js';
import { asMap } from '../../src/discord/games/map/record.js';
import { addArmies, controller } from '../../src/engine/board.js';
import { deckOf, setKind } from '../../src/engine/cards.js';
import { getMap, legalActions, waitingFor, type Action, type GameState } from '../../src/engine/index.js';
import { movesFor, type MoveOption } from '../../src/web/moves.js';
import { trace, type Taps } from './play-helpers.ts';

/** The board a typical turn is played on: A and B (a border facing X, with an own Y behind). */
export interface Prepared {
  A: string;
  B: string;
  X: string;
  Y: string;
  /** A set of three cards was put in the hand (the ruleset deals territory cards). */
  gaveSet: boolean;
}

/**
 * Prepares the seat's turn on the stored game: B gets 20 armies facing X's 30 (rolls cannot
 * take it, so no move-in decides the turn's length), the reserve is at least 4, and three cards
 * making a set (and one more) are drawn into the hand where the deck holds territory cards.
 */
export async function prepareTurn(svc: GameService, ch: string, me: number): Promise<Prepared> {
  const p: Prepared = { A: '', B: '', X: '', Y: '', gaveSet: false };
  await svc.games.mutate(ch, (cur) => {
    const st = asMap(cur!).state!;
    const adj = getMap(st.map).adjacency;
    const own = getMap(st.map).territoryIds.filter((t) => controller(st, t) === me);
    const foe = (t: string) => controller(st, t) >= 0 && controller(st, t) !== me;
    p.B = own.find((t) => adj[t].some(foe) && adj[t].some((n) => own.includes(n)))!;
    p.X = adj[p.B].find(foe)!;
    p.Y = adj[p.B].find((n) => own.includes(n))!;
    p.A = own.find((t) => t !== p.B && t !== p.Y) ?? p.Y;
    addArmies(st, p.B, 20);
    addArmies(st, p.X, 30);
    st.players[me].reserve = Math.max(st.players[me].reserve, 4);
    p.gaveSet = giveSet(st, me);
    return ok({ record: cur!, value: null });
  });
  return p;
}

/** Draws three cards that make a set (C-CRD-1), and one more, from the pile into the seat's hand. */
function giveSet(st: GameState, me: number): boolean {
  const deck = deckOf(getMap(st.map));
  const pile = st.deck.filter((id) => deck[id]?.symbol);
  for (let i = 0; i < pile.length; i++)
    for (let j = i + 1; j < pile.length; j++)
      for (let k = j + 1; k < pile.length; k++) {
        const set = [pile[i], pile[j], pile[k]];
        if (!setKind(set.map((id) => deck[id].symbol))) continue;
        st.deck = st.deck.filter((id) => !set.includes(id));
        st.players[me].hand.push(...set);
        // And one card more, for a ruleset that gives one away (N2-A influence) or arms one
        // (NA-CRD-5): one the seat may arm where the ruleset arms cards, so the turn arms it
        // whatever the deal.
        const others = pile.filter((id) => !set.includes(id));
        const mayArm = (id: number) => {
          st.players[me].hand.push(id);
          const can = legalActions(st, me).some((a) => a.type === 'armCard' && a.card === id);
          st.players[me].hand.pop();
          return can;
        };
        const more = others.find(mayArm) ?? others[0];
        if (more !== undefined) {
          st.deck = st.deck.filter((id) => id !== more);
          st.players[me].hand.push(more);
        }
        return true;
      }
  return false;
}

export interface Played {
  /** The actions sent, in order (each one tap on a button). */
  sent: Action[];
  /** The taps each sent action took (its place, when not selected yet, and its button). */
  taps: number[];
  /** Every action type the page offered along the turn. */
  offered: Set<string>;
}

/** Ruleset actions a typical turn plays once when offered (before placing, where they must come first). */
const ONCE = ['reinforceAlly', 'influence', 'trade', 'allyCard', 'armCard', 'build', 'annex', 'allyManoeuvre'];

type Choice = { at: string | null; o: MoveOption };

function choose(s: GameState, me: number, all: Choice[], p: Prepared, sent: Action[], rolls: number): Choice | null {
  const of = (type: string) => all.filter((c) => c.o.action.type === type);
  const done = (type: string) => sent.some((a) => a.type === type);
  const num = (c: Choice, k: string) => (c.o.action as unknown as Record<string, number>)[k];
  const least = (cs: Choice[], k: string) => [...cs].sort((a, b) => num(a, k) - num(b, k))[0];
  const most = (cs: Choice[], k: string) => [...cs].sort((a, b) => num(b, k) - num(a, k))[0];
  for (const t of ['chooseHQ', 'acceptRoll', 'follow']) if (of(t).length) return of(t)[0];
  if (of('move').length) return least(of('move'), 'count');
  // Influence gives a card that leaves a set to trade next (none such: the set is traded instead).
  const sets = of('trade').map((c) => (c.o.action as { cards: number[] }).cards);
  const spare = of('influence').filter((c) => !sets.length || sets.some((set) => !set.includes(num(c, 'card'))));
  for (const t of ONCE)
    if (!done(t) && (t === 'influence' ? spare : of(t)).length)
      return t === 'build' ? least(of(t), 'count') : t === 'influence' ? spare[0] : of(t)[0];
  const places = of('place');
  if (places.length) {
    const reserve = s.players[me].reserve;
    const onA = places.filter((c) => c.at === p.A);
    const firstPlace = !sent.some((a) => a.type === 'place');
    if (firstPlace && onA.length && reserve >= 2) {
      const half = onA.filter((c) => num(c, 'count') <= Math.ceil(reserve / 2));
      return most(half.length ? half : onA, 'count');
    }
    const onB = places.filter((c) => c.at === p.B);
    return most(onB.length ? onB : places, 'count');
  }
  if (of('placeNeutral').length) return most(of('placeNeutral'), 'count');
  if (of('confirmPlacement').length) return of('confirmPlacement')[0];
  const attacks = of('attack');
  if (attacks.length && sent.filter((a) => a.type === 'attack').length < rolls) {
    const fromB = attacks.filter((c) => c.at === p.B && (c.o.action as { to: string }).to === p.X);
    return most(fromB.length ? fromB : attacks, 'dice');
  }
  if (s.phase.kind === 'attack' && of('endPhase').length) return of('endPhase')[0];
  if (!done('fortify') && !done('manoeuvre')) {
    // Armies moved by land (not a general alone: a count of 0), the advanced game's manoeuvre first.
    const moves = [
      ...of('manoeuvre').filter((c) => (c.o.action as { by: string }).by === 'land'),
      ...of('fortify'),
    ].filter((c) => num(c, 'count') > 0);
    const fromB = moves.filter((c) => c.at === p.B && (c.o.action as { to: string }).to === p.Y);
    if (moves.length) return least(fromB.length ? fromB : moves, 'count');
  }
  // A sea battle the turn must fight before it goes on (NA-SEA) is the one thing left to do.
  return of('endTurn')[0] ?? of('endPhase')[0] ?? of('seaBattle')[0] ?? null;
}

/**
 * Plays the seat's turn on the page until the game no longer waits for it in this turn; every
 * step is a tap on the place (when the action starts from one not selected yet) and one on the
 * button. `rolls`: the attacks made before the attack is ended.
 */
export async function playTurn(
  page: Page,
  taps: Taps,
  svc: GameService,
  ch: string,
  me: number,
  p: Prepared,
  rolls = 1,
  /** Called with each step's number once its place is selected, before its button is tapped. */
  onStep?: (step: number) => Promise<void>,
): Promise<Played> {
  const sent: Action[] = [];
  const perAction: number[] = [];
  const offered = new Set<string>();
  const start = asMap((await svc.get(ch))!).state!.turn.number;
  for (let step = 0; step < 40; step++) {
    const r = asMap((await svc.get(ch))!);
    const s = r.state!;
    if (r.status !== 'playing' || !waitingFor(s).includes(me) || s.turn.number !== start)
      return { sent, taps: perAction, offered };
    const m = movesFor(r, me, 'en')!;
    const all: Choice[] = [
      ...Object.entries(m.byPlace).flatMap(([at, os]) => os.map((o) => ({ at, o }))),
      ...m.general.map((o) => ({ at: null, o })),
    ];
    for (const c of all) offered.add(c.o.action.type);
    const c = choose(s, me, all, p, sent, rolls);
    if (!c) throw new Error(`nothing to play in ${s.phase.kind}: ${all.map((x) => x.o.label).join(' | ')}`);
    const before = taps.n;
    if (c.at !== null && taps.selected !== c.at) await taps.place(c.at);
    await onStep?.(step);
    trace(`${ch} ${s.phase.kind}: ${c.at ?? '-'} ${c.o.label}`);
    await taps.act(c.o.label);
    sent.push(c.o.action);
    perAction.push(taps.n - before);
  }
  throw new Error(`the turn did not end: ${sent.map((a) => a.type).join(', ')}`);
}

/** Whether the engine lets the seat trade a set now (the ruleset trades territory cards). */
export const canTrade = (s: GameState, me: number) => legalActions(s, me).some((a) => a.type === 'trade');
