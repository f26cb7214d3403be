// A player's rating over their games as a small line plot (for /risk stats): readable at a
// phone's width, one line, the highest and lowest values on the left, the games counted along
// the bottom (0 = before the first rated game) under a caption.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { font, legible, registerFonts } from './fonts.js';

const W = 640;
const H = 300;
const PAD = { left: 70, right: 24, top: 52, bottom: 74 };
/** Most game counts written under the x axis. */
const MAX_TICKS = 7;

/**
 * The game counts labelled under the x axis for `n` values (value i: after i games): round steps
 * (1, 2, 5, 10, 20, 50…) from 0, at most MAX_TICKS, and the last count too unless it would
 * crowd the step before it.
 */
export function ratingPlotTicks(n: number): number[] {
  const last = Math.max(0, n - 1);
  if (last === 0) return [0];
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const step = steps.find((s) => last / s < MAX_TICKS) ?? Math.ceil(last / (MAX_TICKS - 1));
  const ticks: number[] = [];
  for (let i = 0; i <= last; i += step) ticks.push(i);
  const gap = last - ticks[ticks.length - 1];
  if (gap > 0) {
    if (gap < step * 0.6 && ticks.length > 1) ticks.pop();
    ticks.push(last);
  }
  return ticks;
}

/** Where the plot puts a value's point (tests read the axis labels' places from it). */
export function ratingPlotX(i: number, n: number): number {
  return PAD.left + (n <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (n - 1));
}

/** The rating plot's canvas (drawn in the drawing thread by draw-jobs.ts). `axis`: the x axis's caption ("Games rated"). */
export function drawRatingPlot(title: string, values: readonly number[], axis: string): Canvas {
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
  const x = (i: number) => ratingPlotX(i, values.length);
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
  // The x axis: its line at the bottom, a tick and the game count under each labelled game.
  const base = H - PAD.bottom + 8;
  g.strokeStyle = '#8a826f';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(PAD.left, base);
  g.lineTo(W - PAD.right, base);
  g.stroke();
  g.textAlign = 'center';
  for (const i of ratingPlotTicks(values.length)) {
    g.beginPath();
    g.moveTo(x(i), base);
    g.lineTo(x(i), base + 8);
    g.stroke();
    g.fillText(String(i), x(i), base + 24);
  }
  g.font = font(20);
  g.fillText(legible(axis, 'Games'), (PAD.left + W - PAD.right) / 2, H - 14);
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
export function renderRatingPlot(title: string, values: readonly number[], axis: string): Buffer {
  return drawRatingPlot(title, values, axis).toBuffer('image/png');
}
