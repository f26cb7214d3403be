// Small checks every phase handler shares.
import { err } from '../errors.js';
import type { Result, RuleError } from '../errors.js';
import { mapOf } from '../state.js';
import type { GameState, TerritoryId } from '../types.js';

export function wrongPhase(s: GameState, allowed: string[]): Result<void> {
  return err({ code: 'wrongPhase', phase: s.phase.kind, allowed });
}

export function territoryError(s: GameState, t: TerritoryId): RuleError | null {
  return mapOf(s).byId[t] ? null : { code: 'unknownTerritory', territory: t };
}

export function checkCount(count: number, min: number, max: number): RuleError | null {
  return Number.isInteger(count) && count >= min && count <= max ? null : { code: 'badCount', min, max };
}
