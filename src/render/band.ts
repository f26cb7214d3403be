// Who the image's band lists, and how: one entry per seat, arranged in two columns, with
// optional column headings and short tags under a player's name. A plain game alternates
// the columns in turn order; a team game (NT-*) gives each team its own column under its
// name. Other relations (the duel's independents and whom they are allied to) become tags.
// A tag carries a player's name, which can be long (a Discord display name, emoji included):
// it gets its own line(s) under the entry and wraps to the column rather than being cut, so
// the band names the ally as fully as the panel does.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerView, PublicView } from '../engine/view.js';
import type { Locale } from '../engine/types.js';
import { font, legible, registerFonts } from './fonts.js';
import { campaignTags } from './campaign.js';
import { WORDS } from './labels.js';

export interface BandEntry {
  player: PlayerView;
  /** Short words about the player (e.g. an alliance). */
  tags: string[];
  /** The tags as drawn: whole, wrapped to the column's width, one line each under the name. */
  tagLines: string[];
  /** Top of the entry, in player rows under the title line (headings included). */
  row: number;
}

export interface BandLayout {
  /** Two columns of entries, top to bottom. */
  columns: [BandEntry[], BandEntry[]];
  /** A heading over each column (the teams), or null. */
  headers: [string, string] | null;
  /** Rows the band needs under its title line: its entries and their tag lines, plus the headings. */
  rows: number;
}

/** The image's width and its band's font size, in pixels: what the tags wrap to. */
export interface BandSize {
  width: number;
  fontPx: number;
}

/** The default image (1000 px wide; see layoutFor in board.ts for the font size). */
const DEFAULT_SIZE: BandSize = { width: 1000, fontPx: 23 };

type BandSource = Pick<PublicView, 'players' | 'order'> & {
  teams?: number[];
  duel?: PublicView['duel'];
  campaign?: PublicView['campaign'];
};

/** The headings' line, in player rows (it is smaller than a player's row). */
export const HEADING_ROWS = 0.7;
/** A tag's line under a player's row, in player rows. */
export const TAG_ROWS = 0.62;
/**
 * A tag longer than this many lines (a name far beyond Discord's 32 characters) is cut on its
 * last line: the band stays a band.
 */
export const MAX_TAG_LINES = 3;

/** The tags' font: a little smaller than the name's, regular weight. */
export const tagFont = (fontPx: number): string => font(fontPx * 0.72);

/**
 * A column's geometry, shared with the drawing (board.ts): the margin, a column's width, and
 * where a player's name starts in it (after the colour badge).
 */
export function bandColumns(size: BandSize): { pad: number; colW: number; indent: number; tagWidth: number } {
  const f = size.fontPx;
  const pad = f * 0.6;
  const colW = (size.width - 2 * pad) / 2;
  const indent = f * 1.35;
  return { pad, colW, indent, tagWidth: colW - indent - f * 0.5 };
}

/** The seats the band shows: every player, and neutral armies only while they hold land. */
export function bandSeats(view: Pick<PublicView, 'players'>): PlayerView[] {
  return view.players.filter((p) => p.kind !== 'neutral' || p.territories > 0);
}

export function bandLayout(view: BandSource, locale: Locale = 'en', size: BandSize = DEFAULT_SIZE): BandLayout {
  const seats = bandSeats(view);
  const ordered = [
    ...view.order.map((id) => view.players[id]).filter((p) => seats.includes(p)),
    ...seats.filter((p) => !view.order.includes(p.id)),
  ];
  const w = WORDS[locale];
  const { tagWidth } = bandColumns(size);
  const measure = measurer(tagFont(size.fontPx));
  const entry = (player: PlayerView): BandEntry => {
    const tags = campaignTags(view, player, locale) ?? allianceTags(view, player, w); // NC-*, N2-A
    return { player, tags, tagLines: tags.flatMap((t) => wrapText(t, tagWidth, measure)), row: 0 };
  };
  const teams = view.teams;
  let columns: [BandEntry[], BandEntry[]] = [[], []];
  let headers: [string, string] | null = null;
  if (teams && new Set(ordered.map((p) => teams[p.id])).size === 2) {
    const ids = [...new Set(ordered.map((p) => teams[p.id]))].sort((a, b) => a - b);
    columns = [
      ordered.filter((p) => teams[p.id] === ids[0]).map(entry),
      ordered.filter((p) => teams[p.id] === ids[1]).map(entry),
    ];
    headers = [w.team(ids[0]), w.team(ids[1])];
  } else {
    ordered.forEach((p, i) => columns[i % 2].push(entry(p)));
  }
  // The columns keep their rows side by side: a row is as tall as its taller entry.
  let row = headers ? HEADING_ROWS : 0;
  for (let i = 0; i < Math.max(columns[0].length, columns[1].length); i++) {
    const pair = [columns[0][i], columns[1][i]].filter((e): e is BandEntry => !!e);
    for (const e of pair) e.row = row;
    row += 1 + TAG_ROWS * Math.max(...pair.map((e) => e.tagLines.length));
  }
  return { columns, headers, rows: row };
}

/** Rows the band needs under its title line. */
export function bandRows(b: BandLayout): number {
  return b.rows;
}

/** N2-A: with active independents, each independent says whom it is allied to (or that it is neutral). */
function allianceTags(view: BandSource, p: PlayerView, w: (typeof WORDS)[Locale]): string[] {
  const duel = view.duel;
  if (!duel || duel.independents !== 'active' || !Object.prototype.hasOwnProperty.call(duel.status, p.id)) return [];
  const ally = duel.status[p.id];
  const name = ally >= 0 && view.players[ally] ? legible(view.players[ally].name, `#${ally + 1}`) : null;
  return [name !== null ? w.allyOf(name) : w.unaligned];
}

// ---- fitting a tag to the column ----

let measuring: SKRSContext2D | null = null;

/** The width of a text in a font, in pixels (the fonts the image draws with). */
function measurer(f: string): (text: string) => number {
  registerFonts();
  measuring ??= createCanvas(1, 1).getContext('2d');
  const ctx = measuring;
  return (text) => {
    ctx.font = f;
    return ctx.measureText(text).width;
  };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` on as few lines as fit `max` pixels: broken at spaces, and inside a word (between
 * characters, never inside an emoji) only when the word alone is wider than a line. Nothing is
 * dropped, unless it would take more than MAX_TAG_LINES lines: then the last one ends in "…".
 */
export function wrapText(text: string, max: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((x) => x)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= max) {
      line = joined;
      continue;
    }
    // A word wider than a whole line follows on from the line it starts, cut between characters;
    // a shorter one starts the next line.
    if (measure(word) > max) line = joined;
    else {
      if (line) lines.push(line);
      line = word;
    }
    while (measure(line) > max) {
      const chars = [...graphemes.segment(line)].map((s) => s.segment);
      let n = 1;
      while (n < chars.length && measure(chars.slice(0, n + 1).join('')) <= max) n++;
      lines.push(chars.slice(0, n).join(''));
      line = chars.slice(n).join('');
    }
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_TAG_LINES) return lines;
  const kept = lines.slice(0, MAX_TAG_LINES);
  const last = [...graphemes.segment(kept[MAX_TAG_LINES - 1])].map((s) => s.segment);
  while (last.length > 1 && measure(`${last.join('')}…`) > max) last.pop();
  kept[MAX_TAG_LINES - 1] = `${last.join('')}…`;
  return kept;
}
