// The duel's invariants, checked with the engine's (src/engine/invariants.ts).
import { featuresOf } from '../ruleset-source.js';
import type { GameState } from '../types.js';
import { INFLUENCE_LIMIT } from './influence.js';
import { duelOf, isIndependent, NEUTRAL_STATUS } from './status.js';

/** Broken duel invariants (empty outside the duel). */
export function duelBreaks(s: GameState): string[] {
  const slice = duelOf(s);
  if (!slice) return [];
  const out: string[] = [];
  const seats = new Set(s.order);
  for (const [i, a] of Object.entries(slice.ally)) {
    if (!isIndependent(s, Number(i))) out.push(`duel status for non-independent ${i}`);
    if (a !== NEUTRAL_STATUS && !seats.has(a)) out.push(`independent ${i} allied with ${a}`);
  }
  if (featuresOf(s).independents !== 'active' && Object.keys(slice.ally).length > 0)
    out.push('passive independents with a status');
  for (const i of s.players.filter((p) => p.kind === 'neutral')) {
    if (i.hand.length > INFLUENCE_LIMIT) out.push(`independent ${i.id} holds ${i.hand.length} cards`);
    if (featuresOf(s).independents !== 'active' && i.hand.length > 0)
      out.push(`passive independent ${i.id} holds cards`);
  }
  return out;
}
