// A server's leaderboard page as a picture (/risk leaderboard): one row per player (rank, name,
// rating, games, wins), the reader's own row tinted, and their rank again in a band below the
// page. Made for a phone: 720 px wide so Discord shows it at its width, four short columns,
// large type, names cut to fit (a long name never pushes the numbers out). A palette PNG: flat
// colours and anti-aliased text, a third of the bytes of a full-colour PNG for the same CPU.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, legible, registerFonts } from './fonts.js';
import { encodePng8 } from './png8.js';

export interface LeaderboardRow {
  rank: number;
  name: string;
  rating: number;
  games: number;
  wins: number;
  /** The reader's own row: tinted. */
  me: boolean;
}

export interface LeaderboardImage {
  title: string;
  /** Right of the title: "page 2/13". */
  page: string;
  headers: { rank: string; player: string; rating: string; games: string; wins: string };
  rows: LeaderboardRow[];
  /** The reader's rank below the page ("You: 57th of 1,203"), with their row; null when unrated. */
  mine: { label: string; row: LeaderboardRow } | null;
}

const W = 720;
const ROW = 52;
const HEAD = 76;
const TOP = HEAD + 52;
const MAX_ROWS = 25;
/** Right edges of the numbers; the name runs from NAME to the rating column. */
const COL = { rank: 74, name: 90, rating: 484, games: 584, wins: 700 };
const INK = '#1b1b1b';
const MUTED = '#5a5a5a';

function cut(g: SKRSContext2D, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && g.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** Draws text right-aligned at x, shrunk (down to 60 %) when wider than `max`. */
function right(g: SKRSContext2D, text: string, x: number, y: number, px: number, bold: boolean, max: number): void {
  g.font = font(px, bold);
  const w = g.measureText(text).width;
  if (w > max) g.font = font(Math.max(px * 0.6, (px * max) / w), bold);
  g.textAlign = 'right';
  g.fillText(text, x, y);
  g.textAlign = 'left';
}

function drawRow(g: SKRSContext2D, r: LeaderboardRow, y: number, ground: string): void {
  g.fillStyle = ground;
  g.fillRect(12, y + 4, W - 24, ROW - 4);
  const mid = y + ROW / 2 + 2;
  g.fillStyle = INK;
  right(g, String(r.rank), COL.rank, mid, 28, true, COL.rank - 16);
  g.font = font(28, r.me);
  g.fillText(cut(g, legible(r.name, '?'), COL.rating - 96 - COL.name), COL.name, mid);
  right(g, String(r.rating), COL.rating, mid, 28, true, 92);
  right(g, String(r.games), COL.games, mid, 28, false, 90);
  right(g, String(r.wins), COL.wins, mid, 28, false, 90);
}

/** A leaderboard page's canvas (drawn in the drawing thread by draw-jobs.ts). */
export function drawLeaderboard(s: LeaderboardImage): Canvas {
  registerFonts();
  const rows = s.rows.slice(0, MAX_ROWS);
  const H = TOP + rows.length * ROW + (s.mine ? 40 + ROW : 0) + 20;
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4efe3';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#1f2a44';
  g.fillRect(0, 0, W, HEAD);
  g.textBaseline = 'middle';
  g.fillStyle = '#ffffff';
  g.font = font(24);
  const pageW = g.measureText(s.page).width;
  g.fillText(s.page, W - 24 - pageW, HEAD / 2);
  g.font = font(32, true);
  g.fillText(cut(g, legible(s.title, 'Leaderboard'), W - 72 - pageW), 24, HEAD / 2);

  g.fillStyle = MUTED;
  const headY = TOP - 22;
  right(g, s.headers.rank, COL.rank, headY, 22, true, COL.rank - 16);
  g.font = font(22, true);
  g.fillText(s.headers.player, COL.name, headY);
  right(g, s.headers.rating, COL.rating, headY, 22, true, 100);
  right(g, s.headers.games, COL.games, headY, 22, true, 90);
  right(g, s.headers.wins, COL.wins, headY, 22, true, 104);

  rows.forEach((r, i) => drawRow(g, r, TOP + i * ROW, r.me ? '#cfe0fb' : i % 2 ? '#ece4d2' : '#f9f6ee'));
  if (s.mine) {
    const y = TOP + rows.length * ROW + 12;
    g.strokeStyle = '#c9bfa8';
    g.lineWidth = 2;
    g.beginPath();
    g.moveTo(12, y);
    g.lineTo(W - 12, y);
    g.stroke();
    g.fillStyle = MUTED;
    g.font = font(22, true);
    g.fillText(cut(g, s.mine.label, W - 48), 24, y + 20);
    drawRow(g, s.mine.row, y + 32, '#cfe0fb');
  }
  return canvas;
}

/** A leaderboard page as a palette PNG, on the calling thread. */
export function renderLeaderboard(s: LeaderboardImage): Buffer {
  const canvas = drawLeaderboard(s);
  return encodePng8(canvas.data(), canvas.width, canvas.height);
}
