// The Risk Express state machine: setup and one action at a time (X-2..X-7, X-OPT-1).
// Pure: the dice come from the PRNG state carried in the game state.
import { seedRng, type RngState } from '../engine/rng.js';
import type { DefResult, SeatIndex, SetupInput } from '../game/definition.js';
import { expressContent, type CardId } from './cards.js';
import { DICE, isFace, rollFaces, type Face } from './faces.js';
import { diceFor } from './lines.js';
import { continuable, fillOptions, invadeRefusal, linesFor, needsGeneral, scores } from './rules.js';
import {
  MAX_SEATS,
  MIN_SEATS,
  type ExpressAction,
  type ExpressError,
  type ExpressEvent,
  type ExpressOptions,
  type ExpressState,
} from './types.js';

type Step = DefResult<{ state: ExpressState; events: ExpressEvent[] }, ExpressError>;
const fail = (error: ExpressError): Step => ({ ok: false, error });

export const DEFAULT_OPTIONS: ExpressOptions = { continueFailed: false };

/** everybody rolls the seven dice; most Generals starts, the tied re-roll. */
function startOrder(rng: RngState, seats: number, events: ExpressEvent[]): SeatIndex[] {
  let tied = Array.from({ length: seats }, (_, i) => i);
  for (let reroll = 0; tied.length > 1; reroll++) {
    const generals = tied.map((seat) => {
      const dice = rollFaces(rng, DICE);
      const n = dice.filter((f) => f === 'general').length;
      events.push({ type: 'startRolled', seat, dice, generals: n, reroll });
      return n;
    });
    const top = Math.max(...generals);
    tied = tied.filter((_, i) => generals[i] === top);
  }
  const first = tied[0];
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

export function setupExpress(input: SetupInput<Partial<ExpressOptions>>): Step {
  if (input.ruleset !== 'express') return fail({ code: 'badRuleset', ruleset: input.ruleset });
  const n = input.seats.length;
  if (n < MIN_SEATS || n > MAX_SEATS) return fail({ code: 'badSeats', min: MIN_SEATS, max: MAX_SEATS, got: n });
  const rng = seedRng(input.seed);
  const events: ExpressEvent[] = [];
  const order = startOrder(rng, n, events);
  events.push({ type: 'orderDecided', order });
  const state: ExpressState = {
    schemaVersion: 1,
    game: 'express',
    options: { ...DEFAULT_OPTIONS, ...input.options },
    seats: input.seats.map((s) => ({ ...s })),
    rng,
    owners: Object.fromEntries(expressContent().cards.map((c) => [c.id, null])),
    closed: [],
    order,
    turnIndex: 0,
    round: 1,
    current: order[0],
    phase: { kind: 'start' },
    attempt: null,
    failed: null,
  };
  events.push({ type: 'turnStarted', seat: state.current, round: 1, turn: 1, canContinue: null });
  return { ok: true, value: { state, events } };
}

const copyLines = (lines: (Face[] | null)[]): (Face[] | null)[] => lines.map((l) => (l ? l.slice() : null));

/** A deep copy, field by field (structuredClone and spreads were most of an AI game's time). */
export function cloneState(s: ExpressState): ExpressState {
  const a = s.attempt;
  const f = s.failed;
  const owners: Record<string, number | null> = {};
  for (const id in s.owners) owners[id] = s.owners[id];
  return {
    schemaVersion: s.schemaVersion,
    game: s.game,
    options: { continueFailed: s.options.continueFailed },
    seats: s.seats.map((x) =>
      x.ai === undefined ? { name: x.name, kind: x.kind } : { name: x.name, kind: x.kind, ai: x.ai },
    ),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    owners,
    closed: s.closed.slice(),
    order: s.order.slice(),
    turnIndex: s.turnIndex,
    round: s.round,
    current: s.current,
    phase: { kind: s.phase.kind },
    attempt: a
      ? {
          target: a.target,
          needGeneral: a.needGeneral,
          lines: copyLines(a.lines),
          tray: a.tray.slice(),
          aside: a.aside.slice(),
        }
      : null,
    failed: f ? { by: f.by, target: f.target, needGeneral: f.needGeneral, lines: copyLines(f.lines) } : null,
  };
}

function nextTurn(s: ExpressState, events: ExpressEvent[]): void {
  s.turnIndex++;
  s.round = Math.floor(s.turnIndex / s.order.length) + 1;
  s.current = s.order[s.turnIndex % s.order.length];
  s.phase = { kind: 'start' };
  s.attempt = null;
  events.push({
    type: 'turnStarted',
    seat: s.current,
    round: s.round,
    turn: s.turnIndex + 1,
    canContinue: continuable(s),
  });
}

/** X-5 (and a timeout): the attempt ends unconquered; X-OPT-1 keeps it for the next seat. */
function failAttempt(s: ExpressState, seat: SeatIndex, events: ExpressEvent[]): void {
  const a = s.attempt;
  events.push({ type: 'attemptFailed', seat, card: a?.target ?? null });
  s.failed = a && a.target !== null ? { by: seat, target: a.target, needGeneral: a.needGeneral, lines: a.lines } : null;
  nextTurn(s, events);
}

/** */
function conquer(s: ExpressState, seat: SeatIndex, card: CardId, events: ExpressEvent[]): void {
  const from = s.owners[card];
  s.owners[card] = seat;
  events.push({ type: 'cardConquered', seat, card, from });
  const cont = expressContent().continentById[expressContent().byId[card].continent];
  if (cont.cards.every((id) => s.owners[id] === seat)) {
    s.closed.push(cont.id);
    events.push({ type: 'continentClosed', seat, continent: cont.id });
  }
  s.failed = null;
  if (expressContent().cards.every((c) => s.owners[c.id] !== null)) {
    s.phase = { kind: 'over' };
    s.attempt = null;
    const sc = scores(s);
    const top = Math.max(...sc);
    events.push({ type: 'gameEnded', scores: sc, winners: sc.flatMap((v, i) => (v === top ? [i] : [])) });
    return;
  }
  nextTurn(s, events);
}

function roll(s: ExpressState, seat: SeatIndex, events: ExpressEvent[]): void {
  const a = s.attempt!;
  a.tray = rollFaces(s.rng, a.tray.length);
  events.push({ type: 'rolled', seat, dice: a.tray.slice() });
}

/** After a fill or a set-aside: conquered, failed, or roll the tray again (X-3..X-5). */
function afterMove(s: ExpressState, seat: SeatIndex, events: ExpressEvent[]): void {
  const a = s.attempt!;
  if (a.target !== null && a.lines.every((l) => l !== null)) return conquer(s, seat, a.target, events);
  if (a.tray.length === 0) return failAttempt(s, seat, events);
  roll(s, seat, events);
}

function fill(
  s: ExpressState,
  seat: SeatIndex,
  cardId: CardId,
  line: number,
  events: ExpressEvent[],
): ExpressError | null {
  const a = s.attempt!;
  const card =
    typeof cardId === 'string' && Object.hasOwn(expressContent().byId, cardId)
      ? expressContent().byId[cardId]
      : undefined;
  if (!card) return { code: 'unknownCard', card: String(cardId) };
  if (a.target !== null && a.target !== cardId) return { code: 'otherTarget', card: cardId, target: a.target };
  if (a.target === null) {
    const refusal = invadeRefusal(s, seat, card);
    if (refusal) return refusal;
  }
  const needGeneral = a.target === null ? needsGeneral(s, seat, card) : a.needGeneral;
  const lines = linesFor(card, needGeneral);
  if (!Number.isInteger(line) || line < 0 || line >= lines.length)
    return { code: 'unknownLine', card: cardId, line, lines: lines.length };
  if (a.target !== null && a.lines[line] !== null) return { code: 'lineAlreadyFilled', card: cardId, line };
  const used = diceFor(lines[line], a.tray);
  if (!used) {
    const fillable = fillOptions(s, seat)
      .filter((f) => f.card === cardId)
      .map((f) => f.line);
    return { code: 'lineNotFillable', card: cardId, line, fillable };
  }
  if (a.target === null) {
    a.target = cardId;
    a.needGeneral = needGeneral;
    a.lines = lines.map(() => null);
    events.push({ type: 'targetChosen', seat, card: cardId, owner: s.owners[cardId], needGeneral });
  }
  const dice = used.map((i) => a.tray[i]);
  a.lines[line] = dice;
  a.tray = a.tray.filter((_, i) => !used.includes(i));
  events.push({ type: 'lineFilled', seat, card: cardId, line, dice });
  afterMove(s, seat, events);
  return null;
}

export function applyExpress(state: ExpressState, seat: SeatIndex, action: ExpressAction): Step {
  if (state.phase.kind === 'over') return fail({ code: 'gameOver' });
  if (seat !== state.current) return fail({ code: 'notYourTurn', current: state.current });
  if (!action || typeof action !== 'object') return fail({ code: 'badAction' });
  const s = cloneState(state);
  const events: ExpressEvent[] = [];
  switch (action.type) {
    case 'roll':
      if (s.phase.kind !== 'start') return fail({ code: 'alreadyRolled' });
      s.phase = { kind: 'rolling' };
      s.attempt = {
        target: null,
        needGeneral: false,
        lines: [],
        tray: new Array<Face>(DICE).fill('general'),
        aside: [],
      };
      s.failed = null;
      roll(s, seat, events);
      break;
    case 'continue': {
      if (s.phase.kind !== 'start') return fail({ code: 'alreadyRolled' });
      const card = continuable(s);
      const f = s.failed;
      if (!card || !f) return fail({ code: 'nothingToContinue' });
      const placed = f.lines.reduce((n, l) => n + (l ? l.length : 0), 0);
      s.phase = { kind: 'rolling' };
      s.attempt = {
        target: f.target,
        needGeneral: f.needGeneral,
        lines: f.lines,
        tray: new Array<Face>(DICE - placed).fill('general'),
        aside: [],
      };
      s.failed = null;
      events.push({ type: 'attemptContinued', seat, card, from: f.by, dice: DICE - placed });
      roll(s, seat, events);
      break;
    }
    case 'fill': {
      if (s.phase.kind !== 'rolling') return fail({ code: 'mustRoll', canContinue: continuable(s) !== null });
      const err = fill(s, seat, action.card, action.line, events);
      if (err) return fail(err);
      break;
    }
    case 'setAside': {
      if (s.phase.kind !== 'rolling') return fail({ code: 'mustRoll', canContinue: continuable(s) !== null });
      const a = s.attempt!;
      const choices = fillOptions(s, seat).length;
      if (choices > 0) return fail({ code: 'mustFill', choices });
      const i = isFace(action.face) ? a.tray.indexOf(action.face) : -1;
      if (i < 0) return fail({ code: 'faceNotInTray', face: String(action.face), tray: a.tray.slice() });
      a.tray.splice(i, 1);
      a.aside.push(action.face);
      events.push({ type: 'dieSetAside', seat, face: action.face, left: a.tray.length });
      afterMove(s, seat, events);
      break;
    }
    case 'timeout':
      events.push({ type: 'turnTimedOut', seat });
      failAttempt(s, seat, events);
      break;
    default:
      return fail({ code: 'badAction' });
  }
  return { ok: true, value: { state: s, events } };
}
