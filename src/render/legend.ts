// The band under the map: ruleset, round, who plays and the phase; each player with their
// counts (in team columns when there are teams); and, on a private image, the goal's rows.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../engine/types.js';
import {
  BAND,
  bandColumns,
  bandLayout,
  bandRows,
  HEADING_ROWS,
  nameFont,
  statsFont,
  TAG_ROWS,
  tagFont,
  WIDE_ROWS,
} from './band.js';
import { drawBadge } from './badges.js';
import { campaignName, campaignRoundText, drawObjectives } from './campaign.js';
import type { BoardView } from './board-view.js';
import { font, legible, MIN_TEXT } from './fonts.js';

export { playerStats, routesHeldBy } from './band-stats.js';
import { rulesetTitle, WORDS } from './labels.js';
import type { Layout } from './layout.js';
import { drawLegend, legendRows } from './map-legend.js';
import { fit } from './text.js';
import { ownerStyle, THEME } from './theme.js';

/** The phases of one player's turn. */
const IN_TURN: ReadonlySet<BoardView['phase']['kind']> = new Set(['reinforce', 'attack', 'fortify']);

export function drawPanel(
  ctx: SKRSContext2D,
  view: BoardView & { held?: Record<number, string[]>; objectives?: string[] },
  L: Layout,
  locale: Locale,
  note: string | undefined,
  extra: string[],
  roundLimit?: number,
): void {
  const w = WORDS[locale];
  const top = L.mapHeight;
  const f = L.fontPx;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, top, L.width, L.panelHeight);
  const pad = f * 0.6;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const current = view.currentPlayer !== null ? view.players[view.currentPlayer] : null;
  const phase = w.phase[view.phase.kind] ?? view.phase.kind;
  const parts = [
    rulesetTitle(view.ruleset, locale),
    roundText(view, locale, roundLimit),
    // Within a turn the picture names whose turn it is, not its phase (the message above it
    // says that): ending the attack with nothing new on the map re-uses the picture attached.
    current && IN_TURN.has(view.phase.kind)
      ? clip(legible(current.name, `#${current.id + 1}`), 24)
      : current
        ? `${clip(legible(current.name, `#${current.id + 1}`), 24)} — ${phase}`
        : phase,
  ];
  if (view.clock.lastRound !== null) parts.push(`${w.lastRound}: ${view.clock.lastRound}`);
  if (note) parts.push(note);
  ctx.font = font(f * 0.85, true);
  ctx.fillStyle = THEME.panelText;
  ctx.fillText(fit(ctx, parts.join('  ·  '), L.width - 2 * pad), pad, top + f * BAND.title);

  const band = bandLayout(view, locale, { width: L.width, fontPx: f });
  const { indent } = bandColumns({ width: L.width, fontPx: f });
  const { colW, wide } = band;
  // Column headings (the teams), in the band's text colour, above their players.
  band.headers?.forEach((h, col) => {
    ctx.textAlign = 'left';
    ctx.font = font(f * MIN_TEXT, true);
    ctx.fillStyle = THEME.panelDim;
    ctx.fillText(
      fit(ctx, h.toUpperCase(), colW - f),
      pad + col * colW,
      top + f * (BAND.top + (HEADING_ROWS / 2) * BAND.row),
    );
  });
  const leaders = pointsLeaders(view);
  const nameW = band.nameWidth;
  const entries = band.columns.flatMap((column, col) => column.map((e) => ({ ...e, col })));
  // An entry's first line is centred in its row (a wide band's rows are shorter).
  const half = (wide ? WIDE_ROWS : 1) / 2;
  entries.forEach(({ player: p, tagLines, inlineTags, heldLines, stats, held, col, row }) => {
    const x = pad + col * colW;
    const y = top + f * (BAND.top + (row + half) * BAND.row);
    const st = ownerStyle(p.colour);
    drawBadge(ctx, st, x + f * 0.55, y, f * (wide ? 0.44 : 0.5), '', f);
    const dim = p.status !== 'active';
    ctx.globalAlpha = dim ? 0.55 : 1;
    ctx.textAlign = 'left';
    ctx.fillStyle = view.currentPlayer === p.id ? '#ffe27a' : THEME.panelText;
    ctx.font = nameFont(f, wide);
    const name = fit(ctx, campaignName(view, p, locale) ?? legible(p.name, `#${p.id + 1}`), nameW - f * 0.4);
    ctx.fillText(name, x + indent, y);
    // Short tags (a side, an ally) after the name, dimmer (band.ts measured that they fit).
    if (inlineTags !== null) {
      const after = x + indent + ctx.measureText(name).width + f * 0.4;
      ctx.font = tagFont(f);
      ctx.fillStyle = THEME.panelDim;
      ctx.fillText(inlineTags, after, y);
    }
    const text = dim ? THEME.panelDim : THEME.panelText;
    let sx = x + indent + nameW;
    const end = x + colW - f * 0.6;
    // Victory points lead the counts, in bold gold for whoever leads (NA-VP: who is ahead).
    if (stats.points !== null) {
      const lead = leaders.includes(p.id);
      ctx.font = statsFont(f, true, wide);
      ctx.fillStyle = lead && !dim ? THEME.secret : text;
      const vp = `${stats.points} · `;
      ctx.fillText(vp, sx, y);
      sx += ctx.measureText(vp).width;
    }
    ctx.font = statsFont(f, false, wide);
    ctx.fillStyle = text;
    // Continents and sea routes held (NA-BRD-2/3) follow the counts, or have lines of their own.
    const inline = heldLines.length === 0 && held.length ? `  ${held.join(', ')}` : '';
    if (band.heldX !== null && inline) {
      ctx.fillText(stats.rest, sx, y);
      ctx.fillText(fit(ctx, held.join(', '), end - x - band.heldX), x + band.heldX, y);
    } else ctx.fillText(fit(ctx, stats.rest + inline, end - sx), sx, y);
    // Tags (an independent's ally), then holdings, under the name, already wrapped to the column: never cut.
    ctx.font = tagFont(f);
    [...tagLines, ...heldLines].forEach((line, i) =>
      ctx.fillText(line, x + indent, y + (half + TAG_ROWS * (i + 0.5)) * f * BAND.row),
    );
    ctx.globalAlpha = 1;
  });
  // The legend of the map's marks, then private rows (one player's goal) in gold, under the players.
  // Lines under the players, BAND.line apart: the legend, the campaign's objectives, a private goal.
  const linesTop = top + f * (BAND.top + bandRows(band) * BAND.row + BAND.line / 2);
  drawLegend(ctx, view, L, locale, linesTop);
  // NC-VP: the campaign's objectives, public, under the legend.
  const rowsEnd = drawObjectives(ctx, view.objectives ?? [], L, linesTop + legendRows(view) * f * BAND.line);
  extra.forEach((line, i) => {
    ctx.textAlign = 'left';
    ctx.font = font(f * (i === 0 ? 0.8 : MIN_TEXT), i === 0);
    ctx.fillStyle = i === 0 ? THEME.secret : THEME.panelText;
    ctx.fillText(fit(ctx, line, L.width - 2 * pad), pad, rowsEnd + f * BAND.line * i);
  });
}

/** The band's round: "Year r of n" in a game with a round limit (NA-TURN-1), else "Round r". */
export function roundText(view: Pick<BoardView, 'round' | 'campaign'>, locale: Locale, roundLimit?: number): string {
  if (view.campaign) return campaignRoundText(view.campaign, locale); // NC-TURN-3: the calendar year
  const w = WORDS[locale];
  const r = Math.max(1, view.round);
  return roundLimit !== undefined ? w.year(r, roundLimit) : `${w.round} ${r}`;
}

/** Who has the most victory points (all of them on a tie; nobody before anyone scores). */
export function pointsLeaders(view: Pick<BoardView, 'players'>): number[] {
  const best = Math.max(0, ...view.players.map((p) => p.points ?? 0));
  return best > 0 ? view.players.filter((p) => p.points === best).map((p) => p.id) : [];
}

/** At most `n` characters (graphemes), the cut marked with "…". */
function clip(text: string, n: number): string {
  const g = [...text];
  return g.length > n ? `${g.slice(0, n - 1).join('')}…` : text;
}
