// The game behind a record: its family's host and definition (src/game). Every rule question
// the app asks goes through these; the app never reads a game state itself.
import type { AnyGameDefinition } from '../game/definition.js';
import type { AnyGameHost } from '../game/host.js';
import { hostFor } from '../game/registry.js';
import type { GameRecord } from './record.js';

export function hostOf(r: Pick<GameRecord, 'ruleset'>): AnyGameHost {
  const host = hostFor(r.ruleset);
  // The record's ruleset is validated on load (record.ts), so this is a bug, not bad input.
  if (!host) throw new Error(`no game definition plays ruleset "${r.ruleset}"`);
  return host;
}

export function defOf(r: Pick<GameRecord, 'ruleset'>): AnyGameDefinition {
  return hostOf(r).def;
}

/** The game has ended (its definition gives an outcome). */
export function isOver(r: GameRecord): boolean {
  return r.state !== null && defOf(r).outcome(r.state) !== null;
}

/** Seats the game waits on now (none before the start and after the end). */
export function waitingSeats(r: GameRecord): number[] {
  return r.state === null ? [] : defOf(r).waitingFor(r.state);
}
