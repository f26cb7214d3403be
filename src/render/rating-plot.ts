// A player's rating over their games as a small line plot (for /risk stats): readable at a
// phone's width, one line, the first and last values written at the ends.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { font, legible, registerFonts } from './fonts.js';

const W = 640;
const H = 260;
const PAD = { left: 70, right: 24, top: 52, bottom: 30 };

/** The rating plot's canvas (drawn in the drawing thread by draw-jobs.ts). */
export function drawRatingPlot(title: string, values: readonly number[]): Canvas {
  registerFonts();
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f9f6ee';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#1f2a44';
  g.font = font(28, true);
  g.textBaseline = 'middle';
  g.fillText(legible(title, 'Rating'), PAD.left, 26);
  const lo = Math.min(0, ...values);
  const hi = Math.max(lo + 1, ...values);
  const x = (i: number) => PAD.left + (values.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (values.length - 1));
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  g.strokeStyle = '#c9bfa8';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(PAD.left, y(0));
  g.lineTo(W - PAD.right, y(0));
  g.stroke();
  g.fillStyle = '#5a5a5a';
  g.font = font(22);
  g.textAlign = 'right';
  g.fillText(String(Math.round(hi)), PAD.left - 10, y(hi));
  g.fillText(String(Math.round(lo)), PAD.left - 10, y(lo));
  g.textAlign = 'left';
  g.strokeStyle = '#2f6bd8';
  g.lineWidth = 4;
  g.beginPath();
  values.forEach((v, i) => (i === 0 ? g.moveTo(x(i), y(v)) : g.lineTo(x(i), y(v))));
  g.stroke();
  g.fillStyle = '#2f6bd8';
  for (const i of values.length ? [values.length - 1] : []) {
    g.beginPath();
    g.arc(x(i), y(values[i]), 7, 0, Math.PI * 2);
    g.fill();
  }
  return canvas;
}

/** The rating plot as a PNG, on the calling thread. */
export function renderRatingPlot(title: string, values: readonly number[]): Buffer {
  return drawRatingPlot(title, values).toBuffer('image/png');
}
