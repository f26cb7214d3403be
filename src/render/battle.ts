// The "battle view": a close-up of the last attack for phones, drawn as vectors at its own
// scale rather than cut out of the full board (which would blur).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import type { Locale, PlayerId } from '../engine/types.js';
import type { DieModifierSource, RolledDice, RolledDie } from '../engine/events.js';
import { drawArrow, drawBadge, styleOf } from './board.js';
import { font, registerFonts, legible } from './fonts.js';
import { drawAnchor, drawBicorne, drawShip, drawTower } from './icons.js';
import { loadGeometry } from './geometry-data.js';
import { WORDS } from './labels.js';
import { THEME } from './theme.js';

export interface BattleOptions {
  locale?: Locale;
  width?: number;
  height?: number;
  /** The last roll of this attack, when the caller has it (the `diceRolled` event): drawn under the map. */
  dice?: BattleDice;
  /** A naval combat to show instead of the last land move (NA-NAV). */
  sea?: SeaBattle;
}

/**
 * One roll as drawn, each side's dice highest first. With `attackBonus` / `defenceBonus` (what the
 * ruleset's modifiers added to each die: NA, a general's +1, a fortification's) the dice are the
 * values cast and a die reads "5 +1"; without them they are the values that counted (the
 * engine's `diceRolled` event without its `dice` detail).
 */
export interface BattleDice {
  attack: number[];
  defence: number[];
  attackBonus?: number[];
  defenceBonus?: number[];
  /** Where each die's bonus came from (one entry per bonus): drawn as icons under the die. */
  attackSources?: DieModifierSource[][];
  defenceSources?: DieModifierSource[][];
}

/**
 * A roll as the engine logs it (`diceRolled`, `seaBattleRolled`) → the dice to draw: with its
 * detail, each die as cast with its bonus and their sources; without, the values that counted.
 */
export function battleDiceOf(roll: { attack: number[]; defence: number[]; dice?: RolledDice }): BattleDice {
  const d = roll.dice;
  if (!d) return { attack: [...roll.attack], defence: [...roll.defence] };
  const cast = (xs: RolledDie[]) => xs.map((x) => x.cast);
  const bonus = (xs: RolledDie[]) => xs.map((x) => x.modifiers.reduce((a, m) => a + m.bonus, 0));
  const sources = (xs: RolledDie[]) => xs.map((x) => x.modifiers.map((m) => m.source));
  return {
    attack: cast(d.attack),
    defence: cast(d.defence),
    attackBonus: bonus(d.attack),
    defenceBonus: bonus(d.defence),
    attackSources: sources(d.attack),
    defenceSources: sources(d.defence),
  };
}

/** Whether any die names where its bonus came from (the strip then has a row of icons). */
const hasSources = (dice: BattleDice): boolean =>
  [...(dice.attackSources ?? []), ...(dice.defenceSources ?? [])].some((x) => x.length > 0);

/** A naval combat to show instead of the last land move (NA-NAV): its zone, the fleets, what it cost in all. */
export interface SeaBattle {
  zone: string;
  /** The invading fleet's zone (NA-NAV-3), or null for a forced combat (NA-NAV-2). */
  from: string | null;
  attacker: PlayerId;
  defender: PlayerId;
  attackerLost: number;
  defenderLost: number;
}

type Geometry = ReturnType<typeof loadGeometry>;
type Box = readonly [number, number, number, number];

/** The close-up's bands: the map on top, the dice strip (when the roll is known), the caption. */
function bands(options: BattleOptions) {
  // Phone-sized: a phone shows about 400 px across; smaller also means a faster encode.
  const W = options.width ?? 480,
    H = options.height ?? 360;
  const caption = Math.round(H * 0.14);
  // The dice strip, between the map and the caption, when the roll is known.
  // (The dice row is a fifth of the height; the icons of what raised them add a row under it.)
  const row = options.dice ? Math.round(H * 0.2) : 0;
  const strip = options.dice && hasSources(options.dice) ? row + Math.round(H * 0.1) : row;
  return { W, H, caption, row, strip, viewH: H - caption - strip };
}

/** The map's frame around `boxes`, with a margin, scaled into W × viewH (at most 6×). */
function frameOf(boxes: Box[], W: number, viewH: number) {
  let x0 = Math.min(...boxes.map((x) => x[0])),
    y0 = Math.min(...boxes.map((x) => x[1]));
  let x1 = Math.max(...boxes.map((x) => x[2])),
    y1 = Math.max(...boxes.map((x) => x[3]));
  const margin = Math.max(x1 - x0, y1 - y0) * 0.35 + 20;
  x0 -= margin;
  y0 -= margin;
  x1 += margin;
  y1 += margin;
  const k = Math.min(W / (x1 - x0), viewH / (y1 - y0), 6);
  return { x0, y0, x1, y1, k, ox: (W - (x1 - x0) * k) / 2 - x0 * k, oy: (viewH - (y1 - y0) * k) / 2 - y0 * k };
}
type Frame = ReturnType<typeof frameOf>;

/** The sea, then the territories in the frame in their owners' colours (the transform left set for more paths). */
function drawLand(ctx: SKRSContext2D, view: PublicView, g: Geometry, fr: Frame, W: number, viewH: number): void {
  ctx.fillStyle = THEME.sea;
  ctx.fillRect(0, 0, W, viewH);
  ctx.save();
  ctx.setTransform(fr.k, 0, 0, fr.k, fr.ox, fr.oy);
  ctx.lineJoin = 'round';
  for (const [id, t] of Object.entries(view.territories)) {
    const p = g.paths[id];
    if (!p) continue;
    const bb = g.territories[id].bbox;
    if (bb[2] < fr.x0 || bb[0] > fr.x1 || bb[3] < fr.y0 || bb[1] > fr.y1) continue;
    ctx.fillStyle = t.owner >= 0 ? styleOf(view, t.owner).fill : '#ece8dc';
    ctx.fill(p, 'evenodd');
    ctx.strokeStyle = THEME.border;
    ctx.lineWidth = 1.2 / fr.k;
    ctx.stroke(p);
  }
}

/** The caption band: who attacked whom, what it cost. */
function drawCaption(ctx: SKRSContext2D, text: string, W: number, y: number, h: number): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, y, W, h);
  ctx.font = font(h * 0.42, true);
  ctx.fillStyle = THEME.panelText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, W / 2, y + h / 2, W - 20);
}

/** Null when there is no last move between two territories to show (nor a naval combat, `options.sea`). */
export function drawBattleView(view: PublicView, map: GameMap, options: BattleOptions = {}): Canvas | null {
  if (options.sea) return drawSeaBattle(view, map, options.sea, options);
  const m = view.lastMove;
  if (!m || !m.from) return null;
  registerFonts();
  const g = loadGeometry(map.id);
  const a = g.territories[m.from],
    b = g.territories[m.to];
  if (!a || !b) return null;
  const { W, H, caption, row, strip, viewH } = bands(options);
  // Frame both territories (the wrap-around pair: frame the target side only).
  const wraps = Math.abs(a.badge[0] - b.badge[0]) > g.width / 2;
  const fr = frameOf(wraps ? [b.bbox] : [a.bbox, b.bbox], W, viewH);
  const { k, ox, oy } = fr;

  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawLand(ctx, view, g, fr, W, viewH);
  if (m.conquered) {
    ctx.strokeStyle = THEME.conquered;
    ctx.lineWidth = 4 / k;
    ctx.setLineDash([8 / k, 5 / k]);
    ctx.stroke(g.paths[m.to]);
    ctx.setLineDash([]);
  }
  ctx.restore();
  const r = Math.max(14, W * 0.035),
    f = r * 1.25;
  if (!wraps)
    drawArrow(
      ctx,
      a.badge[0] * k + ox,
      a.badge[1] * k + oy,
      b.badge[0] * k + ox,
      b.badge[1] * k + oy,
      r * 1.2,
      Infinity,
    );
  for (const [id, t] of Object.entries(view.territories)) {
    const geo = g.territories[id];
    if (!geo || t.owner < 0) continue;
    const x = geo.badge[0] * k + ox,
      y = geo.badge[1] * k + oy;
    if (x < -r || x > W + r || y < -r || y > viewH + r) continue;
    drawBadge(
      ctx,
      styleOf(view, t.owner),
      x,
      y,
      id === m.from || id === m.to ? r * 1.2 : r * 0.85,
      String(t.armies),
      id === m.from || id === m.to ? f * 1.2 : f * 0.85,
    );
  }
  if (options.dice) drawDice(ctx, options.dice, 0, viewH, W, strip, row);
  const locale = options.locale ?? 'en';
  const from = map.byId[m.from]?.name[locale] ?? m.from,
    to = map.byId[m.to]?.name[locale] ?? m.to;
  const attacker = legible(view.players[m.player]?.name ?? '', `#${m.player + 1}`);
  // Only Latin-1 and common punctuation: the shipped font has no arrows or check marks.
  const lost =
    m.kind === 'attack'
      ? `   −${m.attackerLost ?? 0} / −${m.defenderLost ?? 0}${m.conquered ? ` — ${WORDS[locale].conquered}` : ''}`
      : `   ${m.armies ?? ''}`;
  drawCaption(ctx, `${attacker}: ${from} » ${to}${lost}`, W, viewH + strip, caption);
  return canvas;
}

/**
 * NA-NAV: the close-up of a naval combat — its zone (and the invading fleet's) outlined, each
 * fleet there as a ship badge in its owner's colour with its ships now, the last roll under the
 * map, and the caption with what the whole combat cost. Null when the board has no such zone.
 */
function drawSeaBattle(view: PublicView, map: GameMap, sea: SeaBattle, options: BattleOptions): Canvas | null {
  registerFonts();
  const g = loadGeometry(map.id);
  const zone = g.seaZonePaths[sea.zone],
    art = g.seaZones?.[sea.zone];
  if (!zone || !art) return null;
  const fromPath = sea.from ? g.seaZonePaths[sea.from] : undefined,
    fromArt = sea.from ? g.seaZones?.[sea.from] : undefined;
  const { W, H, caption, row, strip, viewH } = bands(options);
  // Framed on the fleets (a zone's water can span half the board): where each zone's ships stand.
  const spots = [art.fleet ?? art.label, ...(fromArt ? [fromArt.fleet ?? fromArt.label] : [])];
  const around = (p: readonly [number, number]): Box => [p[0] - 50, p[1] - 35, p[0] + 50, p[1] + 35];
  const fr = frameOf(spots.map(around), W, viewH);
  const { k, ox, oy } = fr;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawLand(ctx, view, g, fr, W, viewH);
  // The zones fought over: lighter water; the zone attacked outlined, dashed once the attacker holds it.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.fill(zone, 'evenodd');
  if (fromPath) {
    ctx.strokeStyle = THEME.border;
    ctx.lineWidth = 2 / k;
    ctx.stroke(fromPath);
  }
  const taken = view.forces?.sea[sea.zone]?.controller === sea.attacker && sea.from !== null;
  ctx.strokeStyle = taken ? THEME.conquered : THEME.border;
  ctx.lineWidth = (taken ? 4 : 2.5) / k;
  if (taken) ctx.setLineDash([8 / k, 5 / k]);
  ctx.stroke(zone);
  ctx.setLineDash([]);
  ctx.restore();
  const r = Math.max(16, W * 0.04);
  const at = (p: readonly [number, number]) => [p[0] * k + ox, p[1] * k + oy] as const;
  const z = at(art.fleet ?? art.label);
  if (fromArt) {
    const f = at(fromArt.fleet ?? fromArt.label);
    drawArrow(ctx, f[0], f[1], z[0], z[1], r * 1.6, Infinity);
  }
  // Each fleet of the two sides: in the zone, and the invader's in its own zone.
  const fleets: { x: number; y: number; player: PlayerId; ships: number }[] = [];
  const ships = (id: string, p: PlayerId) => view.forces?.sea[id]?.ships[p] ?? 0;
  const pair = [sea.attacker, sea.defender].filter((p) => p >= 0);
  pair.forEach((p, i) =>
    fleets.push({ x: z[0] + (i === 0 ? -1 : 1) * r * 1.3, y: z[1], player: p, ships: ships(sea.zone, p) }),
  );
  if (fromArt && sea.from) {
    const f = at(fromArt.fleet ?? fromArt.label);
    fleets.push({ x: f[0], y: f[1], player: sea.attacker, ships: ships(sea.from, sea.attacker) });
  }
  for (const fl of fleets) {
    drawShip(ctx, fl.x, fl.y - r * 1.55, r * 1.3, '#1b1b1b');
    drawBadge(ctx, styleOf(view, fl.player), fl.x, fl.y, r * 1.1, String(fl.ships), r * 1.35);
  }
  if (options.dice) drawDice(ctx, options.dice, 0, viewH, W, strip, row);
  const locale = options.locale ?? 'en';
  const name = (id: string) => map.seas.zones.find((x) => x.id === id)?.name[locale] ?? id;
  const attacker = legible(view.players[sea.attacker]?.name ?? '', `#${sea.attacker + 1}`);
  const where = sea.from ? `${name(sea.from)} » ${name(sea.zone)}` : name(sea.zone);
  drawCaption(ctx, `${attacker}: ${where}   −${sea.attackerLost} / −${sea.defenderLost}`, W, viewH + strip, caption);
  return canvas;
}

/** Where each die goes in the strip: the attacker's from the left, the defender's from the right (pixels). */
export function diceLayout(
  dice: BattleDice,
  W: number,
  H: number,
): { size: number; attack: number[]; defence: number[] } {
  // Both sides in one row with a gap between them: smaller dice when bonuses make the row long.
  const units = (values: number[], bonus: number[] | undefined) =>
    values.reduce((w, _, i) => w + 1.18 + (bonus?.[i] ? 0.95 : 0), 0) - 0.18;
  const need = units(dice.attack, dice.attackBonus) + units(dice.defence, dice.defenceBonus) + 0.9;
  const size = Math.min(H * 0.62, (W * 0.88) / need);
  const slot = (bonus: number | undefined) => size * 1.18 + (bonus ? size * 0.95 : 0);
  // Left to right, highest first on both sides: the attacker's from the left edge, the defender's ending at the right one.
  const place = (values: number[], bonus: number[] | undefined, fromLeft: boolean): number[] => {
    const width = values.reduce((w, _, i) => w + slot(bonus?.[i]), 0) - size * 0.18;
    let x = fromLeft ? W * 0.06 : W * 0.94 - width;
    return values.map((_, i) => {
      const at = x + size / 2;
      x += slot(bonus?.[i]);
      return at;
    });
  };
  return {
    size,
    attack: place(dice.attack, dice.attackBonus, true),
    defence: place(dice.defence, dice.defenceBonus, false),
  };
}

/** BONUS_INK: the bonuses and their icons, one colour so that "+1" and what gave it read together. */
const BONUS_INK = '#ffe27a';

/** A card effect's mark: a small playing card. */
function drawCardIcon(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const w = s * 0.62,
    h = s * 0.9;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, s * 0.1);
  ctx.fillStyle = '#fbf7ec';
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, s * 0.09);
  ctx.strokeStyle = BONUS_INK;
  ctx.stroke();
  ctx.fillStyle = '#c62828';
  ctx.beginPath();
  ctx.arc(x, y, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
}

/** What raised a die, as the board draws it: a bicorne (general), a tower (fort), an anchor (admiral), a card. */
export function drawSourceIcon(ctx: SKRSContext2D, source: DieModifierSource, x: number, y: number, s: number): void {
  if (source === 'general') drawBicorne(ctx, x, y, s, BONUS_INK);
  else if (source === 'fort') drawTower(ctx, x, y, s * 0.9);
  else if (source === 'admiral') drawAnchor(ctx, x, y, s * 0.95, BONUS_INK);
  else drawCardIcon(ctx, x, y, s);
}

/**
 * The roll: red dice for the attacker, ivory for the defender, each with its bonus ("+1") beside
 * it and, when known, what gave it under it (a strip `H` tall whose first `row` pixels are the dice).
 */
function drawDice(ctx: SKRSContext2D, dice: BattleDice, x0: number, y0: number, W: number, H: number, row = H): void {
  ctx.fillStyle = '#2a3140';
  ctx.fillRect(x0, y0, W, H);
  const lay = diceLayout(dice, W, row);
  const y = y0 + row / 2;
  // The icons sit under their die's bonus, a little into the dice row when the dice are small.
  const iconY = y0 + row + (H - row) / 2 - row * 0.12,
    icon = Math.min((H - row) * 1.05, lay.size * 0.62);
  const icons = (sources: DieModifierSource[] | undefined, x: number) =>
    (sources ?? []).forEach((src, k, all) => {
      const step = icon * 1.15;
      drawSourceIcon(ctx, src, x + (k - (all.length - 1) / 2) * step, iconY, icon);
    });
  const side = (
    values: number[],
    xs: number[],
    bonus: number[] | undefined,
    sources: DieModifierSource[][] | undefined,
    fill: string,
    ink: string,
  ) =>
    values.forEach((v, i) => {
      icons(sources?.[i], xs[i] + (bonus?.[i] ? lay.size * 0.45 : 0));
      const x = xs[i],
        s = lay.size;
      ctx.beginPath();
      ctx.roundRect(x - s / 2, y - s / 2, s, s, s * 0.18);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#111111';
      ctx.stroke();
      ctx.fillStyle = ink;
      ctx.font = font(s * 0.62, true);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(v), x, y + s * 0.03);
      const b = bonus?.[i];
      if (b) {
        ctx.fillStyle = BONUS_INK;
        ctx.font = font(s * 0.5, true);
        ctx.textAlign = 'left';
        ctx.fillText(`${b > 0 ? '+' : '−'}${Math.abs(b)}`, x + s * 0.58, y);
      }
    });
  side(dice.attack, lay.attack, dice.attackBonus, dice.attackSources, '#c62828', '#ffffff');
  side(dice.defence, lay.defence, dice.defenceBonus, dice.defenceSources, '#f4efe1', '#111111');
}
