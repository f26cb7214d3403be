// What must hold in every position of the advanced game beyond the board's unit checks
// (src/engine/board-units.ts `unitBreaks`: limits, generals with their armies, sea control):
// the starting units, captured leaders and owed armies are whole and not negative; a contested
// sea zone between playing seats exists only as the turn player's forced combat (NA-NAV-2); nobody holds more leaders,
// on the board and captured, than the box gives them (NA-MAT-1).
import { mapOf } from '../board.js';
import { seaController, shipsIn, unitsOnBoard } from '../board-units.js';
import { rulesOf } from '../state.js';
import type { GameState } from '../types.js';
import { capturedOf } from './slice.js';

const whole = (n: number): boolean => Number.isInteger(n) && n >= 0;

export function invariantBreaksOf(s: GameState): string[] {
  const a = s.ext.advanced;
  if (!a) return ['napoleon-advanced without its slice'];
  const out: string[] = [];
  for (const [p, left] of Object.entries(a.starting))
    if (!whole(left.generals) || !whole(left.forts) || left.generals > 1 || left.forts > 1)
      out.push(`player ${p} owes ${left.generals} generals and ${left.forts} forts`);
  for (const c of a.captured)
    if (!whole(c.generals) || !whole(c.admirals) || c.owner === c.captor) out.push(`captured ${JSON.stringify(c)}`);
  for (const [p, n] of Object.entries(a.owed)) if (!whole(n)) out.push(`player ${p} owed ${n}`);
  const limits = rulesOf(s).units?.perPlayer ?? {};
  for (const p of s.players) {
    const g = unitsOnBoard(s, p.id, 'generals') + capturedOf(s, p.id, 'generals');
    const ad = unitsOnBoard(s, p.id, 'admirals') + capturedOf(s, p.id, 'admirals');
    if (g > (limits.generals ?? Infinity)) out.push(`player ${p.id} has ${g} generals in all`);
    if (ad > (limits.admirals ?? Infinity)) out.push(`player ${p.id} has ${ad} admirals in all`);
  }
  const forced = s.phase.kind === 'attack' || s.phase.kind === 'reinforce' ? a.turn.forced : [];
  for (const { id } of mapOf(s).seas.zones) {
    if (seaController(s, id) !== -1) continue;
    // a player who abandons keeps their units, also in a forced combat left unfought (R-ABN-1)
    const fleets = s.players.filter((p) => shipsIn(s, id, p.id) > 0);
    if (fleets.length > 1 && fleets.every((p) => p.status === 'active') && !forced.includes(id))
      out.push(`sea zone ${id} contested outside a forced combat`);
  }
  return out;
}
