// A map game's dice luck per seat, from its whole log: the battles of every played step
// (the start entry included), as the end-of-game standings count them (src/discord/luck.ts).
import { ENGINE_KINDS } from '../../../app/steps.js';
import type { GameEvent } from '../../../engine/index.js';
import type { LogEntry } from '../../../store/repository.js';
import { battleLuck, type Luck } from '../../luck.js';

export function mapDiceLuck(log: readonly LogEntry[]): ReadonlyMap<number, Luck> | null {
  // A game imported mid-way has no start entry, so no whole record of its battles.
  if (!log.some((e) => e.kind === 'start')) return null;
  const events = log.flatMap((e) => (e.kind === 'start' || ENGINE_KINDS.has(e.kind) ? (e.events as GameEvent[]) : []));
  return battleLuck(events);
}
