// What the public view shows of the advanced game beyond the board's forces and the points (the
// `publicExtras` hook): the combat step, the forced combats owed, the starting units still to
// place, the captured leaders and armies owed for them, the manoeuvres made, the pool.
import type { AdvancedView, GameState } from '../types.js';
import { fortsLeft } from './build.js';
import { forcedCombats } from './naval.js';
import { lastRound } from './turn-flow.js';

export function advancedView(s: GameState): AdvancedView | null {
  const a = s.ext.advanced;
  if (!a) return null;
  const m = s.phase.kind === 'fortify' ? a.turn.manoeuvre : null;
  return {
    lastRound: lastRound(s),
    combatStep: s.phase.kind === 'attack' ? (a.turn.land ? 'land' : 'naval') : null,
    forced: forcedCombats(s),
    starting: Object.fromEntries(Object.entries(a.starting).map(([p, v]) => [p, { ...v }])),
    captured: a.captured.map((c) => ({ ...c })),
    owed: { ...a.owed },
    manoeuvres: m ? { land: m.land, naval: m.naval, leadersUsed: { ...m.used } } : null,
    fortsLeft: fortsLeft(s),
  };
}
