// The map game's view of the app's generic record: its state, actions and events are the map
// engine's. The family registry hands the map family's parts MapRecords (./family.ts); code
// outside the family that serves map games only (the map's slash commands, the live page's
// buttons) narrows a record with `isMapRecord`, which never throws.
import type { GameRecord } from '../../../app/record.js';
import type { Step } from '../../../app/steps.js';
import type { Action, GameEvent, GameState, RulesetId } from '../../../engine/index.js';
import { hostFor } from '../../../game/registry.js';

export type MapRecord = GameRecord<GameState> & { ruleset: RulesetId };
export type MapStep = Step<Action, GameEvent>;

export function isMapRecord(r: GameRecord): r is MapRecord {
  return hostFor(r.ruleset)?.family === 'map';
}

/**
 * The record as a map game's, for the tests and scripts that play map games (they know the
 * ruleset they started); throws for another family. The product narrows with `isMapRecord` or
 * takes a MapRecord from the family registry instead (test/build/family-casts.test.ts).
 */
export function asMap(r: GameRecord): MapRecord;
export function asMap(r: GameRecord | undefined): MapRecord | undefined;
export function asMap(r: GameRecord | undefined): MapRecord | undefined {
  if (r && !isMapRecord(r)) throw new Error(`a ${r.ruleset} game is not a map game`);
  return r as MapRecord | undefined;
}
