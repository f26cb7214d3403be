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
const COLS = { rank: 24, name: 76, round: 420, place: 520, score: 640 };

function cut(g: SKRSContext2D, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && g.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t}…`;
}

export function renderStandings(s: StandingsImage): Buffer {
  registerFonts();
  const rows = s.rows.slice(0, MAX_ROWS);
  const H = TOP + rows.length * ROW + 24;
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4efe3';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#1f2a44';
  g.fillRect(0, 0, W, 74);
  g.fillStyle = '#ffffff';
  g.textBaseline = 'middle';
  g.font = font(32, true);
  g.fillText(cut(g, legible(s.title, 'Tournament'), W - 40), 24, 38);
  g.fillStyle = '#3b3b3b';
  g.font = font(24);
  g.fillText(cut(g, legible(s.subtitle, ''), W - 40), 24, 98);
  g.font = font(22, true);
  g.fillStyle = '#5a5a5a';
  const headY = TOP - 14;
  g.fillText(s.headers.rank, COLS.rank, headY);
  g.fillText(s.headers.player, COLS.name, headY);
  g.textAlign = 'right';
  g.fillText(s.headers.round, COLS.round + 60, headY);
  g.fillText(s.headers.place, COLS.place + 60, headY);
  g.fillText(s.headers.score, COLS.score + 50, headY);
  g.textAlign = 'left';
  rows.forEach((r, i) => {
    const y = TOP + i * ROW;
    g.fillStyle = r.champion ? '#f2d27a' : i % 2 ? '#ece4d2' : '#f9f6ee';
    g.fillRect(12, y + 4, W - 24, ROW - 4);
    const mid = y + ROW / 2 + 2;
    g.fillStyle = '#1b1b1b';
    g.font = font(28, true);
    g.fillText(String(r.rank), COLS.rank, mid);
    g.font = font(28, r.champion);
    const tag = r.tag ? `  (${r.tag})` : '';
    g.fillText(cut(g, legible(r.name, '?') + tag, COLS.round - COLS.name - 20), COLS.name, mid);
    g.textAlign = 'right';
    g.font = font(28);
    g.fillText(r.round, COLS.round + 60, mid);
    g.fillText(r.place, COLS.place + 60, mid);
    g.fillText(r.score, COLS.score + 50, mid);
    g.textAlign = 'left';
  });
  return canvas.toBuffer('image/png');
}
