// The tournament's standings as a picture: one row per entrant (rank, name, the round they
// reached and their place there, their score or territories), the champion's row gilded.
// Made to stay readable at a phone's width: large type, few columns, names cut to fit.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, legible, registerFonts } from './fonts.js';

export interface StandingsRow {
  rank: number;
  name: string;
  round: string;
  place: string;
  score: string;
  /** "withdrew", "forfeit" or empty. */
  tag: string;
  champion: boolean;
}

export interface StandingsImage {
  title: string;
  subtitle: string;
  headers: { rank: string; player: string; round: string; place: string; score: string };
  rows: StandingsRow[];
}

const W = 720;
const ROW = 50;
const TOP = 150;
const MAX_ROWS = 40;
const LEFT = 24;
const RIGHT = W - 28;
/** Between two columns: enough that a header never runs into the next (they are right-aligned). */
const GAP = 26;
const NAME_X = 76;
const HEAD = 22;
const CELL = 28;

function cut(g: SKRSContext2D, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && g.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** Where each column's text goes: the player's [left, right] and each right-aligned column's [left, right]. */
export interface StandingsColumns {
  player: [number, number];
  round: [number, number];
  place: [number, number];
  score: [number, number];
}

/**
 * The right-hand columns (round, place, score), each as wide as its widest header or cell, laid
 * out from the right edge; the player's column takes what is left. Words differ by language
 * ("Territoires", "éliminé, tour 31"): measured, never guessed.
 */
function layout(g: SKRSContext2D, s: StandingsImage, rows: StandingsRow[]): StandingsColumns {
  const widest = (key: 'round' | 'place' | 'score') => {
    g.font = font(HEAD, true);
    let w = g.measureText(s.headers[key]).width;
    g.font = font(CELL);
    for (const r of rows) w = Math.max(w, g.measureText(r[key]).width);
    return Math.ceil(w);
  };
  const score: [number, number] = [RIGHT - widest('score'), RIGHT];
  const place: [number, number] = [score[0] - GAP - widest('place'), score[0] - GAP];
  const round: [number, number] = [place[0] - GAP - widest('round'), place[0] - GAP];
  return { player: [NAME_X, round[0] - GAP], round, place, score };
}

/** The columns of the picture for these rows (tests check that no two overlap, in every language). */
export function standingsColumns(s: StandingsImage): StandingsColumns {
  registerFonts();
  return layout(createCanvas(W, 10).getContext('2d'), s, s.rows.slice(0, MAX_ROWS));
}

export function renderStandings(s: StandingsImage): Buffer {
  registerFonts();
  const rows = s.rows.slice(0, MAX_ROWS);
  const H = TOP + rows.length * ROW + 24;
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  const cols = layout(g, s, rows);
  const ends = { round: cols.round[1], place: cols.place[1], score: cols.score[1] };
  const nameWidth = cols.player[1] - cols.player[0];
  g.fillStyle = '#f4efe3';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#1f2a44';
  g.fillRect(0, 0, W, 74);
  g.fillStyle = '#ffffff';
  g.textBaseline = 'middle';
  g.font = font(32, true);
  g.fillText(cut(g, legible(s.title, 'Tournament'), W - 40), LEFT, 38);
  g.fillStyle = '#3b3b3b';
  g.font = font(24);
  g.fillText(cut(g, legible(s.subtitle, ''), W - 40), LEFT, 98);
  g.font = font(HEAD, true);
  g.fillStyle = '#5a5a5a';
  const headY = TOP - 14;
  g.fillText(s.headers.rank, LEFT, headY);
  g.fillText(cut(g, s.headers.player, nameWidth), NAME_X, headY);
  g.textAlign = 'right';
  g.fillText(s.headers.round, ends.round, headY);
  g.fillText(s.headers.place, ends.place, headY);
  g.fillText(s.headers.score, ends.score, headY);
  g.textAlign = 'left';
  rows.forEach((r, i) => {
    const y = TOP + i * ROW;
    g.fillStyle = r.champion ? '#f2d27a' : i % 2 ? '#ece4d2' : '#f9f6ee';
    g.fillRect(12, y + 4, W - 24, ROW - 4);
    const mid = y + ROW / 2 + 2;
    g.fillStyle = '#1b1b1b';
    g.font = font(CELL, true);
    g.fillText(String(r.rank), LEFT, mid);
    g.font = font(CELL, r.champion);
    const tag = r.tag ? `  (${r.tag})` : '';
    g.fillText(cut(g, legible(r.name, '?') + tag, nameWidth), NAME_X, mid);
    g.textAlign = 'right';
    g.font = font(CELL);
    g.fillText(r.round, ends.round, mid);
    g.fillText(r.place, ends.place, mid);
    g.fillText(r.score, ends.score, mid);
    g.textAlign = 'left';
  });
  return canvas.toBuffer('image/png');
}
