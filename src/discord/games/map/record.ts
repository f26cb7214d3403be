// The map game's view of the app's generic record: its state, actions and events are the map
// engine's. Presenters of the map family take a MapRecord; the router narrows a record here.
import type { GameRecord } from '../../../app/record.js';
import type { Step } from '../../../app/steps.js';
import type { Action, GameEvent, GameState, RulesetId } from '../../../engine/index.js';
import { hostFor } from '../../../game/host.js';

export type MapRecord = GameRecord<GameState> & { ruleset: RulesetId };
export type MapStep = Step<Action, GameEvent>;

/** The family a record's ruleset belongs to ('map', 'express'). */
export function familyOf(r: Pick<GameRecord, 'ruleset'>): string {
  return hostFor(r.ruleset)?.family ?? 'map';
}

export function isMapRecord(r: GameRecord): r is MapRecord {
  return familyOf(r) === 'map';
}

/** The record as a map game's; a record of another family here is a routing bug. */
export function asMap(r: GameRecord): MapRecord;
export function asMap(r: GameRecord | undefined): MapRecord | undefined;
export function asMap(r: GameRecord | undefined): MapRecord | undefined {
  if (r && !isMapRecord(r)) throw new Error(`a ${familyOf(r)} game reached the map presenters (ruleset ${r.ruleset})`);
  return r as MapRecord | undefined;
}

/** Steps of a map game (the app hands them over untyped). */
export const mapSteps = (steps: readonly Step[]): MapStep[] => steps as MapStep[];
