// Risk Express as an image: the 14 cards by continent (owners, closed continents, the target),
// the scores, and the turn in progress (the target's lines with the dice on them, the tray,
// the dice set aside). Drawn from the public view only; legible at 400 px wide.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { EXPRESS, type CardDef } from '../express/cards.js';
import type { Face } from '../express/faces.js';
import { continuesFailed, linesFor, scores } from '../express/rules.js';
import type { ExpressPublicView } from '../express/types.js';
import type { ColourId, Locale } from '../engine/types.js';
import { drawBadge } from './board.js';
import { font, registerFonts } from './fonts.js';
import { OWNER_STYLES, THEME, type OwnerStyle } from './theme.js';
import { roundRect, star, glyph, faceFill, drawDie, drawSlot, drawLine, FACE_FILL } from './express-dice.js';

export interface ExpressRenderOptions {
  locale?: Locale;
  /** Seat colours (the lobby's); by default the palette in seat order. */
  colours?: ColourId[];
  width?: number;
}

const SEAT_COLOURS: ColourId[] = ['yellow', 'red', 'blue', 'violet', 'green'];

const WORDS: Record<
  Locale,
  {
    round: string;
    toRoll: string;
    failed: string;
    target: string;
    noTarget: string;
    tray: string;
    aside: string;
    closed: string;
    over: string;
    points: string;
  }
> = {
  de: {
    round: 'Runde',
    toRoll: 'würfelt',
    failed: 'Gescheiterter Angriff:',
    target: 'Angriff auf',
    noTarget: 'Noch keine Karte gewählt',
    tray: 'Schale',
    aside: 'Beiseite',
    closed: 'geschlossen',
    over: 'Partie vorbei',
    points: 'P.',
  },
  'es-ES': {
    round: 'Ronda',
    toRoll: 'tira',
    failed: 'Ataque fallido:',
    target: 'Invadiendo',
    noTarget: 'Aún sin carta elegida',
    tray: 'Bandeja',
    aside: 'Apartados',
    closed: 'cerrado',
    over: 'Fin de la partida',
    points: 'pts',
  },
  en: {
    round: 'Round',
    toRoll: 'to roll',
    failed: 'Failed attack:',
    target: 'Invading',
    noTarget: 'No card chosen yet',
    tray: 'Tray',
    aside: 'Set aside',
    closed: 'closed',
    over: 'Game over',
    points: 'pts',
  },
  fr: {
    round: 'Tour',
    toRoll: 'doit lancer',
    failed: 'Attaque ratée :',
    target: 'Invasion',
    noTarget: 'Aucune carte choisie',
    tray: 'Piste',
    aside: 'De côté',
    closed: 'fermé',
    over: 'Partie finie',
    points: 'pts',
  },
  it: {
    round: 'Giro',
    toRoll: 'deve tirare',
    failed: 'Attacco fallito:',
    target: 'Invasione',
    noTarget: 'Nessuna carta scelta',
    tray: 'Pista',
    aside: 'Da parte',
    closed: 'chiuso',
    over: 'Partita finita',
    points: 'pti',
  },
};

const CONTINENT_COLOURS: Record<string, string> = {
  'north-america': '#b8860b',
  'south-america': '#b5432f',
  europe: '#3d6ea8',
  africa: '#7a5a3a',
  asia: '#3f7f3a',
  australia: '#7b4f9c',
};

// Rows of the card grid; the two free cells of the Africa row hold the scores.
const ROWS: string[][] = [
  ['usa', 'canada', 'mexico', 'australia'],
  ['brazil', 'argentina', 'france', 'germany'],
  ['china', 'india', 'mongolia', 'japan'],
  ['north-africa', 'south-africa'],
];

function styleFor(seat: number, colours: ColourId[]): OwnerStyle {
  return OWNER_STYLES[colours[seat] ?? SEAT_COLOURS[seat % SEAT_COLOURS.length]];
}

/** The text drawn as large as fits `maxW`, from `px` down to 70 % of it. */
function fitText(ctx: SKRSContext2D, text: string, x: number, y: number, maxW: number, px: number, bold = true): void {
  let size = px;
  ctx.font = font(size, bold);
  while (ctx.measureText(text).width > maxW && size > px * 0.7) {
    size -= 1;
    ctx.font = font(size, bold);
  }
  ctx.fillText(text, x, y, maxW);
}

function drawCard(
  ctx: SKRSContext2D,
  view: ExpressPublicView,
  card: CardDef,
  x: number,
  y: number,
  w: number,
  h: number,
  o: Required<ExpressRenderOptions>,
): void {
  const owner = view.owners[card.id];
  const closed = view.closed.includes(card.continent);
  const target = view.attempt?.target === card.id;
  const band = h * 0.27;
  const style = owner !== null ? styleFor(owner, o.colours) : null;
  // Card body: the owner's colour, paper when unowned, a dark back when face down (closed).
  roundRect(ctx, x, y, w, h, 10);
  ctx.fillStyle = closed ? '#2a2f3a' : style ? style.fill : '#f4f1e8';
  ctx.fill();
  // Continent band with the name and the score.
  ctx.save();
  roundRect(ctx, x, y, w, h, 10);
  ctx.clip();
  ctx.fillStyle = CONTINENT_COLOURS[card.continent] ?? '#555';
  ctx.fillRect(x, y, w, band);
  if (closed && style) {
    // Face down: stripes in the owner's colour.
    ctx.strokeStyle = style.badge;
    ctx.lineWidth = 6;
    ctx.globalAlpha = 0.35;
    for (let d = -h; d < w; d += 18) {
      ctx.beginPath();
      ctx.moveTo(x + d, y + h);
      ctx.lineTo(x + d + h, y + band);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
  ctx.restore();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const scoreR = band * 0.36;
  fitText(ctx, card.name[o.locale], x + 8, y + band / 2 + 1, w - 16 - scoreR * 2 - 6, band * 0.62);
  ctx.beginPath();
  ctx.arc(x + w - 8 - scoreR, y + band / 2, scoreR, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.fillStyle = '#111111';
  ctx.font = font(scoreR * 1.35, true);
  ctx.textAlign = 'center';
  ctx.fillText(String(card.score), x + w - 8 - scoreR, y + band / 2 + 1);

  const bodyY = y + band + 6;
  if (closed) {
    ctx.fillStyle = '#ffffff';
    ctx.font = font(h * 0.17, true);
    ctx.textAlign = 'left';
    ctx.fillText(
      `${WORDS[o.locale].closed} · ${EXPRESS.continentById[card.continent].score} ${WORDS[o.locale].points}`,
      x + 10,
      bodyY + h * 0.2,
    );
  } else {
    // Lines, one per row; the General circle at the right.
    const rows = card.lines.length;
    const s = Math.min(h * 0.2, (h - band - 12 - (rows - 1) * 4) / rows);
    card.lines.forEach((line, i) => {
      const filled = target ? view.attempt!.lines[i] : null;
      drawLine(ctx, line, x + 8, bodyY + i * (s + 4), s, filled);
    });
    if (card.general) {
      const r = h * 0.13;
      const cx = x + w - 10 - r,
        cy = y + h - 10 - r - (owner !== null ? r * 1.9 : 0);
      const generalDie = target && view.attempt!.needGeneral ? view.attempt!.lines[card.lines.length] : null;
      if (generalDie) {
        drawDie(ctx, 'general', cx - r, cy - r, r * 2);
      } else {
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.fillStyle = 'rgba(255,255,255,0.8)';
        ctx.fill();
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = FACE_FILL.general;
        ctx.stroke();
        ctx.fillStyle = FACE_FILL.general;
        star(ctx, cx, cy, r * 0.6);
      }
    }
  }
  if (owner !== null && style) {
    const r = h * 0.12;
    drawBadge(ctx, style, x + w - 10 - r, y + h - 8 - r, r, String(owner + 1), r * 1.1);
  }
  // Frame: the target in the conquest colour, thick.
  roundRect(ctx, x, y, w, h, 10);
  ctx.lineWidth = target ? 5 : 1.5;
  ctx.strokeStyle = target ? THEME.conquered : 'rgba(0,0,0,0.55)';
  ctx.stroke();
}

/** The whole table as one image, `width` px wide (720 by default; legible when shown at 400). */
export function drawExpress(view: ExpressPublicView, options: ExpressRenderOptions = {}): Canvas {
  registerFonts();
  const o: Required<ExpressRenderOptions> = {
    locale: options.locale ?? 'en',
    colours: options.colours ?? [],
    width: options.width ?? 720,
  };
  const W = o.width,
    k = W / 720;
  const M = 12 * k,
    gap = 8 * k,
    header = 44 * k;
  const tileW = (W - 2 * M - 3 * gap) / 4,
    tileH = 118 * k;
  const gridH = ROWS.length * tileH + (ROWS.length - 1) * gap;
  const panelH = 210 * k;
  const H = Math.round(header + gridH + gap + panelH + M);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e9e4d6';
  ctx.fillRect(0, 0, W, H);

  // Header: whose turn, the round.
  const w = WORDS[o.locale];
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, W, header);
  ctx.fillStyle = THEME.panelText;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(22 * k, true);
  const title =
    view.phase.kind === 'over'
      ? w.over
      : `${w.round} ${view.round} · ${view.seats[view.current]?.name ?? ''} ${view.phase.kind === 'start' ? w.toRoll : ''}`;
  fitText(ctx, title.trim(), M, header / 2 + 1, W - 2 * M - 40 * k, 22 * k);
  if (view.phase.kind !== 'over')
    drawBadge(
      ctx,
      styleFor(view.current, o.colours),
      W - M - 14 * k,
      header / 2,
      13 * k,
      String(view.current + 1),
      14 * k,
    );

  ROWS.forEach((row, r) => {
    row.forEach((id, c) => {
      const card = EXPRESS.byId[id];
      drawCard(ctx, view, card, M + c * (tileW + gap), header + gap / 2 + r * (tileH + gap), tileW, tileH, o);
    });
  });

  // Scores in the free cells of the last row.
  const sx = M + 2 * (tileW + gap),
    sy = header + gap / 2 + 3 * (tileH + gap),
    sw = 2 * tileW + gap;
  roundRect(ctx, sx, sy, sw, tileH, 10);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.stroke();
  const sc = scores(view);
  const n = view.seats.length;
  const rowH = Math.min(26 * k, (tileH - 10 * k) / n);
  view.seats.forEach((seat, i) => {
    const cy = sy + 5 * k + rowH * (i + 0.5);
    drawBadge(ctx, styleFor(i, o.colours), sx + 16 * k, cy, rowH * 0.38, String(i + 1), rowH * 0.45);
    ctx.fillStyle = '#111111';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    fitText(
      ctx,
      seat.name,
      sx + 32 * k,
      cy + 1,
      sw - 90 * k,
      rowH * 0.72,
      i === view.current && view.phase.kind !== 'over',
    );
    ctx.textAlign = 'right';
    ctx.font = font(rowH * 0.72, true);
    ctx.fillText(String(sc[i]), sx + sw - 12 * k, cy + 1);
  });

  drawPanel(ctx, view, M, header + gridH + gap, W - 2 * M, panelH, k, o);
  return canvas;
}

/** A target's lines in the panel: the dice placed, open slots for the rest. */
function drawTargetLines(
  ctx: SKRSContext2D,
  card: CardDef,
  needGeneral: boolean,
  placedLines: (Face[] | null)[],
  x: number,
  y: number,
  h: number,
  k: number,
): void {
  const lines = linesFor(card, needGeneral);
  const s = Math.min(34 * k, (h - (lines.length - 1) * 6 * k) / lines.length);
  lines.forEach((line, i) => {
    const ly = y + i * (s + 6 * k);
    const placed = placedLines[i];
    if (placed) {
      drawLine(ctx, line, x, ly, s, placed);
    } else if (line.kind === 'soldiers') {
      drawSlot(ctx, FACE_FILL.soldier, x, ly, s * 1.5, s, `${line.count}+`);
    } else {
      line.faces.forEach((f, j) => {
        const sx = x + j * (s * 1.18);
        drawSlot(ctx, faceFill(f), sx, ly, s, s);
        // The face's glyph on a disc of its colour: an open slot, not a die.
        ctx.fillStyle = faceFill(f);
        ctx.beginPath();
        ctx.arc(sx + s / 2, ly + s / 2, s * 0.33, 0, Math.PI * 2);
        ctx.fill();
        glyph(ctx, f, sx + s / 2, ly + s / 2, s * 0.8);
      });
    }
  });
}

/** The turn in progress: the target with its lines, the tray, the set-aside dice; otherwise who plays or who won. */
function drawPanel(
  ctx: SKRSContext2D,
  view: ExpressPublicView,
  x: number,
  y: number,
  w: number,
  h: number,
  k: number,
  o: Required<ExpressRenderOptions>,
): void {
  const words = WORDS[o.locale];
  roundRect(ctx, x, y, w, h, 12);
  ctx.fillStyle = THEME.panel;
  ctx.fill();
  const a = view.attempt;
  const pad = 12 * k;
  const leftW = w * 0.52;
  const label = (text: string, lx: number) => {
    ctx.fillStyle = THEME.panelDim;
    ctx.font = font(18 * k, true);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, lx, y + pad + 10 * k);
  };
  const title = (text: string, lx: number, maxW: number) => {
    ctx.fillStyle = THEME.panelText;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    fitText(ctx, text, lx, y + pad + 10 * k, maxW, 22 * k);
  };
  if (view.phase.kind === 'over') {
    const sc = scores(view);
    const top = Math.max(...sc);
    const winners = view.seats.flatMap((seat, i) => (sc[i] === top ? [seat.name] : []));
    label(words.over, x + pad);
    ctx.fillStyle = THEME.panelText;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = font(34 * k, true);
    ctx.fillText(`${winners.join(' · ')} — ${top} ${words.points}`, x + w / 2, y + h / 2, w - 2 * pad);
    return;
  }
  if (!a) {
    // Before the roll: who rolls, and the failed attack they may continue (X-OPT-1).
    const f = view.failed;
    const canContinue = f && continuesFailed(view) && view.owners[f.target] !== view.current;
    label(`${view.seats[view.current]?.name ?? ''} ${words.toRoll}`, x + pad);
    if (canContinue) {
      const card = EXPRESS.byId[f.target];
      label(words.failed, x + leftW + pad);
      const lw = ctx.measureText(words.failed).width + 8 * k;
      title(card.name[o.locale], x + leftW + pad + lw, w - leftW - 2 * pad - lw);
      drawTargetLines(ctx, card, f.needGeneral, f.lines, x + leftW + pad, y + 44 * k, h - 56 * k, k);
    }
    const ds = 40 * k,
      dg = 8 * k;
    for (let i = 0; i < 7; i++)
      drawDie(
        ctx,
        (['general', 'cavalry', 'cannon', 'soldier1', 'soldier2', 'soldier3', 'soldier3'] as Face[])[i],
        x + pad + (i % 4) * (ds + dg),
        y + 44 * k + Math.floor(i / 4) * (ds + dg),
        ds,
        true,
      );
    return;
  }
  if (a.target === null) {
    label(words.noTarget, x + pad);
  } else {
    const card = EXPRESS.byId[a.target];
    label(words.target, x + pad);
    ctx.font = font(18 * k, true);
    title(card.name[o.locale], x + pad + ctx.measureText(words.target).width + 10 * k, leftW - 120 * k);
    drawTargetLines(ctx, card, a.needGeneral, a.lines, x + pad, y + 44 * k, h - 56 * k, k);
  }
  // The tray and the dice set aside.
  const tx = x + leftW + pad;
  label(`${words.tray} (${a.tray.length})`, tx);
  const ds = 40 * k,
    dg = 8 * k;
  const perRow = Math.max(1, Math.floor((w - leftW - 2 * pad + dg) / (ds + dg)));
  a.tray.forEach((f, i) =>
    drawDie(ctx, f, tx + (i % perRow) * (ds + dg), y + 40 * k + Math.floor(i / perRow) * (ds + dg), ds),
  );
  if (a.aside.length) {
    const ay = y + h - pad - 30 * k;
    ctx.fillStyle = THEME.panelDim;
    ctx.font = font(18 * k, true);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${words.aside} (${a.aside.length})`, tx, ay - 14 * k);
    a.aside.forEach((f, i) => drawDie(ctx, f, tx + i * (28 * k + 6 * k), ay, 28 * k, true));
  }
}
