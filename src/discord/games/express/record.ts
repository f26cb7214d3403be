// Risk Express's view of the app's generic record: its state, actions and events.
import type { GameRecord } from '../../../app/record.js';
import type { Step } from '../../../app/steps.js';
import type { ExpressAction, ExpressEvent, ExpressState } from '../../../express/index.js';
import { hostFor } from '../../../game/registry.js';

export type ExpressRecord = GameRecord<ExpressState> & { ruleset: 'express' };
export type ExpressStep = Step<ExpressAction, ExpressEvent>;

export function isExpressRecord(r: GameRecord): r is ExpressRecord {
  return hostFor(r.ruleset)?.family === 'express';
}

/** The record as a Risk Express game's; another family's record here is a routing bug. */
export function asExpress(r: GameRecord): ExpressRecord {
  if (!isExpressRecord(r)) throw new Error(`a ${r.ruleset} game reached the Risk Express presenters`);
  return r;
}
