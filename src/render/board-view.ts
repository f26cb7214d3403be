// What the board is drawn from: the public view, with other players' stacks (team games), and
// the options of one drawing.
import type { PublicView } from '../engine/view.js';
import type { Locale, PlayerId, TerritoryId, TerritoryState } from '../engine/types.js';

/** Another player's armies on a territory someone else controls (team games, NT-1). */
export interface Stack {
  player: PlayerId;
  armies: number;
}

/** A territory as drawn: its controller (-1: nobody, e.g. a tie) and the other players' armies there. */
export type DrawnTerritory = TerritoryState & { others?: Stack[] };

/**
 * What the board is drawn from: the public view. Other players' stacks on a territory come
 * from its `units` (armies per player), or are given as `others` on the territory; with
 * neither, a territory holds its controller's armies only. Every PublicView is one.
 */
export type BoardView = Omit<PublicView, 'territories' | 'units'> & {
  territories: Record<TerritoryId, DrawnTerritory>;
  units?: PublicView['units'];
};

/** The controller's own count and the other players' stacks on a territory. */
export function stacksOf(view: BoardView, id: TerritoryId): { own: number; others: Stack[] } {
  const t = view.territories[id];
  if (t.others) return { own: t.armies, others: t.others.filter((o) => o.armies > 0 && o.player !== t.owner) };
  const units = view.units?.[id];
  if (!units) return { own: t.armies, others: [] };
  const others: Stack[] = [];
  for (const [p, armies] of Object.entries(units))
    if (Number(p) !== t.owner && armies > 0) others.push({ player: Number(p), armies });
  return { own: t.owner >= 0 ? (units[t.owner] ?? 0) : 0, others };
}

export interface RenderOptions {
  locale?: Locale;
  /** Width of the image in pixels (the map fills it); default 1000 (see `npm run bench`). */
  width?: number;
  /** Territory names on the map (they crowd a phone screen); default false. */
  names?: boolean;
  /** A line for the band, e.g. the turn deadline, already formatted by the caller. */
  note?: string;
  /** NA-TURN-1: the ruleset's last round, when it has one: the band says "Year r of n". */
  roundLimit?: number;
}
