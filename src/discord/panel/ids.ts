// Component custom ids: g:<gameId>:<rev>:<verb>:<args…>. The game id and revision make a
// click on an old message a polite "out of date" instead of a wrong move; everything a
// multi-step tap needs (the territory picked so far) travels in the id, so nothing is kept
// in memory and the controls keep working after a restart.
import type { GameRecord } from '../../app/record.js';

export interface ButtonId {
  gameId: string;
  rev: number;
  verb: string;
  args: string[];
}

export function buttonId(r: Pick<GameRecord, 'gameId' | 'rev'>, verb: string, ...args: (string | number)[]): string {
  return ['g', r.gameId, r.rev, verb, ...args].join(':');
}

export function parseButtonId(id: string): ButtonId | null {
  const parts = id.split(':');
  if (parts[0] !== 'g' || parts.length < 4) return null;
  return { gameId: parts[1], rev: Number(parts[2]), verb: parts[3], args: parts.slice(4) };
}

/** Where the current player is in a multi-tap step (carried by the component ids). */
export type PanelStep =
  | { kind: 'root' }
  | { kind: 'place'; territory: string }
  | { kind: 'attackFrom'; from: string }
  | { kind: 'attackTo'; from: string; to: string; again?: number }
  | { kind: 'fortifyFrom'; from: string }
  | { kind: 'fortifyTo'; from: string; to: string }
  // napoleon-advanced (NA-CONV, NA-NAV-3, NA-LAND-3, NA-MAN): `unit` and `by` are the ids' short codes
  | { kind: 'build'; unit: string }
  | { kind: 'buildAt'; unit: string; at: string }
  | { kind: 'sail'; from: string; to: string }
  | { kind: 'occupy'; from: string; to: string }
  | { kind: 'manoeuvreFrom'; by: string; from: string }
  | { kind: 'manoeuvreTo'; by: string; from: string; to: string }
  // napoleon-campaign: an ally's territory to annex (NC-ANX-1), an ally's manoeuvre (`ally` its player id)
  | { kind: 'annex'; territory: string }
  | { kind: 'allyFrom'; ally: string; from: string }
  | { kind: 'allyTo'; ally: string; from: string; to: string };

export const ROOT: PanelStep = { kind: 'root' };

/** The source menu's step when the borders do not all fit in the attack menus of "from → to" pairs. */
export const ALL_SOURCES = '*';

/** After a roll (typed or tapped) the panel stays on that border, the same dice offered again (Attack again). */
export function stepAfter(action: unknown): PanelStep | undefined {
  const a = action as { type?: string; from?: string; to?: string; dice?: number } | null;
  if (!a || !a.from || !a.to) return undefined;
  if (a.type === 'attack') return { kind: 'attackTo', from: a.from, to: a.to, again: a.dice };
  if (a.type === 'blitz') return { kind: 'attackTo', from: a.from, to: a.to };
  return undefined;
}
