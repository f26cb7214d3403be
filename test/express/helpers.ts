// Building Risk Express positions by hand: a game from a seed, then the tray set to chosen faces.
import { expect } from 'vitest';
import { expressGame } from '../../src/express/definition.js';
import type { Face } from '../../src/express/faces.js';
import type {
  ExpressAction,
  ExpressError,
  ExpressEvent,
  ExpressOptions,
  ExpressState,
} from '../../src/express/types.js';
import type { SeatSpec } from '../../src/game/definition.js';

export const ctx = { now: 0 };

export function seats(n: number): SeatSpec[] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'human' as const }));
}

export function newGame(players = 3, seed = 1, options: Partial<ExpressOptions> = {}): ExpressState {
  const r = expressGame.setup({ ruleset: 'express', seats: seats(players), seed, options }, ctx);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

/** Applies an action that must be accepted. */
export function play(
  state: ExpressState,
  action: ExpressAction,
  seat = state.current,
): { state: ExpressState; events: ExpressEvent[] } {
  const r = expressGame.apply(state, seat, action, ctx);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Applies an action that must be refused with `code`, and checks the state did not change. */
export function refuse(
  state: ExpressState,
  action: ExpressAction,
  code: ExpressError['code'],
  seat = state.current,
): ExpressError {
  const before = JSON.stringify(state);
  const r = expressGame.apply(state, seat, action, ctx);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  return r.error;
}

/** The current seat has rolled, and the tray shows exactly `faces` (the scripted roll). */
export function rolled(state: ExpressState, faces: Face[]): ExpressState {
  const s = state.phase.kind === 'start' ? play(state, { type: 'roll' }).state : structuredClone(state);
  const a = s.attempt!;
  const onLines = a.lines.reduce((n, l) => n + (l ? l.length : 0), 0);
  if (onLines + a.aside.length + faces.length !== 7)
    throw new Error(`scripted roll of ${faces.length} dice, tray holds ${a.tray.length}`);
  a.tray = faces.slice();
  return s;
}

/** Sets the tray of an attempt in progress to `faces` (same count as the tray holds). */
export function retray(state: ExpressState, faces: Face[]): ExpressState {
  const s = structuredClone(state);
  if (s.attempt!.tray.length !== faces.length)
    throw new Error(`tray has ${s.attempt!.tray.length} dice, script has ${faces.length}`);
  s.attempt!.tray = faces.slice();
  return s;
}

/** A position some turns into the game: `owners` set, at round `round`, seat `current` to play. */
export function position(
  owners: Record<string, number>,
  opts: { players?: number; round?: number; current?: number; options?: Partial<ExpressOptions> } = {},
): ExpressState {
  const s = newGame(opts.players ?? 3, 1, opts.options ?? {});
  const players = s.seats.length;
  s.order = Array.from({ length: players }, (_, i) => i);
  const round = opts.round ?? 1;
  const current = opts.current ?? 0;
  s.turnIndex = (round - 1) * players + current;
  s.round = round;
  s.current = current;
  for (const [card, seat] of Object.entries(owners)) s.owners[card] = seat;
  return s;
}

export const G: Face = 'general',
  CAV: Face = 'cavalry',
  CAN: Face = 'cannon',
  S1: Face = 'soldier1',
  S2: Face = 'soldier2',
  S3: Face = 'soldier3';
