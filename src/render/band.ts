// Who the image's band lists, and how: one entry per seat, arranged in two columns, with
// optional column headings and short tags under a player's name. A plain game alternates
// the columns in turn order; a team game (NT-*) gives each team its own column under its
// name. Other relations (the duel's independents and whom they are allied to) become tags.
// A tag carries a player's name, which can be long (a Discord display name, emoji included):
// it gets its own line(s) under the entry and wraps to the column rather than being cut, so
// the band names the ally as fully as the panel does. So does what a player holds whole
// (continents, sea routes): after the counts when it fits there, else on lines of its own.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerView, PublicView } from '../engine/view.js';
import type { Locale } from '../engine/types.js';
import { font, legible, MIN_TEXT, registerFonts } from './fonts.js';
import { campaignName, campaignTags } from './campaign.js';
import { WORDS } from './labels.js';
import { statsParts } from './band-stats.js';
import { showsHqs } from './map-legend.js';

export interface BandEntry {
  player: PlayerView;
  /** Short words about the player (e.g. an alliance). */
  tags: string[];
  /** The tags as drawn: whole, wrapped to the column's width, one line each under the name. */
  tagLines: string[];
  /** The tags after the name on its own line (a wide band, when they fit there), else null. */
  inlineTags: string | null;
  /** The counts after the name: victory points (null without them) and the rest. */
  stats: { points: string | null; rest: string };
  /** Continents and sea routes held, named; drawn after the counts when `heldLines` is empty. */
  held: string[];
  /** The holdings that did not fit after the counts, wrapped to the column, under the tags. */
  heldLines: string[];
  /** Top of the entry, in player rows under the title line (headings included). */
  row: number;
  /** Pixels its line takes from the column's left: name, counts and inline holdings, uncut. */
  lineWidth: number;
}

export interface BandLayout {
  /** Two columns of entries, top to bottom. */
  columns: [BandEntry[], BandEntry[]];
  /** A heading over each column (the teams), or null. */
  headers: [string, string] | null;
  /** Rows the band needs under its title line: its entries and their tag lines, plus the headings. */
  rows: number;
  /** Room for the names, from the indent to the counts: the widest name, up to a third of a column. */
  nameWidth: number;
  /** One player a line across the whole width (a game scored in victory points), else two columns. */
  wide: boolean;
  /** A column's width, in pixels. */
  colW: number;
  /**
   * Where the holdings start in a wide band, from the column's left (one column for all, like a
   * table), or null: after each player's counts.
   */
  heldX: number | null;
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
  /** Needed to count public headquarters held (K-2). */
  territories?: PublicView['territories'];
  /** What each seat holds whole, named (band-stats.ts `holdingsByPlayer`); none when absent. */
  held?: Record<number, string[]>;
};

/** The headings' line, in player rows (it is smaller than a player's row). */
export const HEADING_ROWS = 0.7;
/** A wide band's line (one player, one line of type: no second column to line up with), in player rows. */
export const WIDE_ROWS = 0.72;
export { BAND } from './band-metrics.js';

/** A tag's line under a player's row, in player rows. */
export const TAG_ROWS = 0.62;
/**
 * A tag longer than this many lines (a name far beyond Discord's 32 characters) is cut on its
 * last line: the band stays a band.
 */
export const MAX_TAG_LINES = 3;

/** The tags' font: a little smaller than the name's, regular weight. */
export const tagFont = (fontPx: number): string => font(fontPx * MIN_TEXT);
/**
 * The names' font and the counts' (the tags' size). A wide band (one player a line, see
 * bandLayout) has the room for larger ones: at 400 px wide its counts are 7.5 px tall.
 */
export const nameFont = (fontPx: number, wide = false): string => font(fontPx * (wide ? 0.86 : 0.78), true);
export const statsFont = (fontPx: number, bold = false, wide = false): string =>
  font(fontPx * (wide ? 0.82 : MIN_TEXT), bold);

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

/**
 * The last layout made for each view object: a board asks twice (its height, then the drawing),
 * and measuring every name and count takes about 0.4 ms. Views are never changed once made.
 */
const made = new WeakMap<BandSource, { key: string; layout: BandLayout }>();

export function bandLayout(view: BandSource, locale: Locale = 'en', size: BandSize = DEFAULT_SIZE): BandLayout {
  const key = `${locale}|${size.width}|${size.fontPx}`;
  const known = made.get(view);
  if (known?.key === key) return known.layout;
  const layout = measureBand(view, locale, size);
  made.set(view, { key, layout });
  return layout;
}

function measureBand(view: BandSource, locale: Locale, size: BandSize): BandLayout {
  const seats = bandSeats(view);
  const ordered = [
    ...view.order.map((id) => view.players[id]).filter((p) => seats.includes(p)),
    ...seats.filter((p) => !view.order.includes(p.id)),
  ];
  const w = WORDS[locale];
  const f = size.fontPx;
  const teams = view.teams;
  const twoTeams = !!teams && new Set(ordered.map((p) => teams[p.id])).size === 2;
  // NA-VP: where victory points decide the game, each player gets a whole line, so the points,
  // the counts and the holdings (sea routes too) show in full, in larger type.
  const wide = !twoTeams && view.players.some((p) => p.points !== undefined);
  const { indent, tagWidth: narrowTag, pad } = bandColumns(size);
  const colW = wide ? size.width - 2 * pad : bandColumns(size).colW;
  const tagWidth = wide ? colW - indent - f * 0.5 : narrowTag;
  const measure = measurer(tagFont(f));
  const measureStats = measurer(statsFont(f, false, wide));
  const measureName = measurer(nameFont(f, wide));
  // A wide band has room after each name for its short tags (the campaign's sides and allies):
  // one line a player, the map keeps its share of the picture. Tags too long go under the name.
  const tagsOf = (p: PlayerView) => campaignTags(view, p, locale) ?? allianceTags(view, p, w); // NC-*, N2-A
  const shownName = (p: PlayerView) => campaignName(view, p, locale) ?? legible(p.name, `#${p.id + 1}`);
  const nameCap = colW * (wide ? 0.3 : 0.32);
  const inlineWidth = (p: PlayerView) => {
    const tags = tagsOf(p);
    return measureName(shownName(p)) + (tags.length ? f * 0.4 + measure(tags.join(' · ')) : 0);
  };
  const inlineFits = (p: PlayerView) => wide && tagsOf(p).length > 0 && inlineWidth(p) + f * 0.6 <= nameCap;
  const nameWidth = Math.min(
    nameCap,
    Math.max(f * 3, ...seats.map((p) => (inlineFits(p) ? inlineWidth(p) : measureName(shownName(p))))) + f * 0.6,
  );
  const measureBold = measurer(statsFont(f, true, wide));
  const hqs = view.territories !== undefined && showsHqs(view);
  const room = colW - indent - nameWidth - f * 0.6;
  const widths = new Map<number, { stats: number; held: number; cut: boolean }>();
  /** The holdings' column: after the widest counts, if every player's holdings fit after it. */
  const heldColumn = (entries: BandEntry[]): number | null => {
    const x = indent + nameWidth + Math.max(0, ...entries.map((e) => widths.get(e.player.id)!.stats)) + f * 0.9;
    return entries.every((e) => widths.get(e.player.id)!.cut || x + widths.get(e.player.id)!.held <= colW - f * 0.6)
      ? x
      : null;
  };
  const entry = (player: PlayerView): BandEntry => {
    const tags = tagsOf(player);
    const inlineTags = inlineFits(player) ? tags.join(' · ') : null;
    const stats = hqs
      ? statsParts({ players: view.players, territories: view.territories! }, player, locale, true)
      : statsParts({ players: view.players, territories: {} }, player, locale, false);
    const held = view.held?.[player.id] ?? [];
    const statsWidth = (stats.points !== null ? measureBold(`${stats.points} · `) : 0) + measureStats(stats.rest);
    // A player scoring no victory points in a game of them (the campaign's independents and
    // neutral) keeps to one line: what they hold is cut to it rather than wrapped.
    const cut = wide && stats.points === null;
    widths.set(player.id, { stats: statsWidth, held: held.length ? measureStats(held.join(', ')) : 0, cut });
    const inline = !held.length || cut || statsWidth + measureStats(`  ${held.join(', ')}`) <= room;
    return {
      player,
      tags,
      tagLines: inlineTags !== null ? [] : tags.flatMap((t) => wrapText(t, tagWidth, measure)),
      inlineTags,
      stats,
      held,
      heldLines: inline ? [] : wrapText(held.join(', '), tagWidth, measure),
      row: 0,
      lineWidth: indent + nameWidth + statsWidth + (inline && held.length ? measureStats(`  ${held.join(', ')}`) : 0),
    };
  };
  let columns: [BandEntry[], BandEntry[]] = [[], []];
  let headers: [string, string] | null = null;
  if (wide) columns = [ordered.map(entry), []];
  else if (teams && twoTeams) {
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
    row += (wide ? WIDE_ROWS : 1) + TAG_ROWS * Math.max(...pair.map((e) => e.tagLines.length + e.heldLines.length));
  }
  const heldX = wide ? heldColumn(columns[0]) : null;
  if (heldX !== null)
    for (const e of columns[0])
      if (e.held.length && !e.heldLines.length) e.lineWidth = heldX + widths.get(e.player.id)!.held;
  return { columns, headers, rows: row, nameWidth, wide, colW, heldX };
}

/**
 * A private image's goal rows (title first, then one row per mission or line), wrapped to the
 * image's width in the fonts the band draws them with (legend.ts): a mission's text is read
 * whole, its next lines indented.
 */
export function wrapGoalRows(rows: readonly string[], size: BandSize): string[] {
  const f = size.fontPx;
  const max = size.width - 2 * f * 0.6;
  return rows.flatMap((row, i) => {
    if (i === 0) return [row];
    const [first, ...rest] = wrapText(row, max - f, measurer(font(f * MIN_TEXT)));
    return first === undefined ? [] : [first, ...rest.map((line) => `   ${line}`)];
  });
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
