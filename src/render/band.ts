// Who the image's band lists, and how: one entry per seat, arranged in two columns, with
// optional column headings and short tags after a player's figures. A plain game alternates
// the columns in turn order; a team game (NT-*) gives each team its own column under its
// name. Other relations (the duel's independents and whom they are allied to) become tags.
import type { PlayerView, PublicView } from '../engine/view.js';
import type { Locale } from '../engine/types.js';
import { WORDS } from './labels.js';

export interface BandEntry {
  player: PlayerView;
  /** Short words shown after the player's figures (e.g. an alliance). */
  tags: string[];
}

export interface BandLayout {
  /** Two columns of entries, top to bottom. */
  columns: [BandEntry[], BandEntry[]];
  /** A heading over each column (the teams), or null. */
  headers: [string, string] | null;
}

type BandSource = Pick<PublicView, 'players' | 'order'> & { teams?: number[]; duel?: PublicView['duel'] };

/** The seats the band shows: every player, and neutral armies only while they hold land. */
export function bandSeats(view: Pick<PublicView, 'players'>): PlayerView[] {
  return view.players.filter((p) => p.kind !== 'neutral' || p.territories > 0);
}

export function bandLayout(view: BandSource, locale: Locale = 'en'): BandLayout {
  const seats = bandSeats(view);
  const ordered = [
    ...view.order.map((id) => view.players[id]).filter((p) => seats.includes(p)),
    ...seats.filter((p) => !view.order.includes(p.id)),
  ];
  const w = WORDS[locale];
  const entry = (player: PlayerView): BandEntry => ({ player, tags: allianceTags(view, player, w) });
  const teams = view.teams;
  if (teams && new Set(ordered.map((p) => teams[p.id])).size === 2) {
    const ids = [...new Set(ordered.map((p) => teams[p.id]))].sort((a, b) => a - b);
    return {
      columns: [
        ordered.filter((p) => teams[p.id] === ids[0]).map(entry),
        ordered.filter((p) => teams[p.id] === ids[1]).map(entry),
      ],
      headers: [w.team(ids[0]), w.team(ids[1])],
    };
  }
  const columns: [BandEntry[], BandEntry[]] = [[], []];
  ordered.forEach((p, i) => columns[i % 2].push(entry(p)));
  return { columns, headers: null };
}

/** N2-A: with active independents, each independent says whom it is allied to (or that it is neutral). */
function allianceTags(view: BandSource, p: PlayerView, w: (typeof WORDS)[Locale]): string[] {
  const duel = view.duel;
  if (!duel || duel.independents !== 'active' || !Object.prototype.hasOwnProperty.call(duel.status, p.id)) return [];
  const ally = duel.status[p.id];
  return [ally >= 0 && view.players[ally] ? w.allyOf(view.players[ally].name) : w.unaligned];
}

/** The headings' line, in player rows (it is smaller than a player's row). */
export const HEADING_ROWS = 0.7;

/** Rows the band needs under its title line: the longer column, plus the headings. */
export function bandRows(b: BandLayout): number {
  return Math.max(b.columns[0].length, b.columns[1].length) + (b.headers ? HEADING_ROWS : 0);
}
