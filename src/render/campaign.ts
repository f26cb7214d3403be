// The 1796 campaign on the board's band (napoleon-campaign, NC-*): the calendar year, which side
// each seat plays, whose side each independent is on, and the objectives of both sides — the
// victory points every turn and the first invasions still to make (printed rules: public).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { CampaignView, Locale, PlayerId } from '../engine/types.js';
import type { PlayerView, PublicView } from '../engine/view.js';
import { campaignWords } from '../i18n/napoleon-campaign.js';
import { campaignPanel } from '../i18n/panel-campaign.js';
import { font, legible, MIN_TEXT } from './fonts.js';
import type { Layout } from './layout.js';
import { fit } from './text.js';
import { BAND } from './band-metrics.js';
import { THEME } from './theme.js';

type CampaignSource = Pick<PublicView, 'players'> & { campaign?: CampaignView };

/** The band's round: "1798 (round 2 of 8)"; after the last round, the final scoring's year. */
export function campaignRoundText(c: CampaignView, locale: Locale): string {
  const w = campaignWords[locale];
  return c.round > c.lastRound
    ? w.lines.finalScoring(c.year).replace(/^🏁 /, '').replace(/\.$/, '')
    : w.year(c.year, c.round, c.lastRound);
}

/** A campaign player's name in the reader's language: the independents are named by their power. */
export function campaignName(view: CampaignSource, p: PlayerView, locale: Locale): string | null {
  const c = view.campaign;
  if (!c) return null;
  const w = campaignWords[locale];
  const power = c.powers.find((x) => x.id === p.id);
  if (power) return w.power[power.power];
  return p.id === c.neutral ? w.neutral : null;
}

/**
 * The tags under a campaign player's name: a seat's side, an independent's status (whose ally,
 * or neutral), the yellow neutral's passivity. Null outside the campaign.
 */
export function campaignTags(view: CampaignSource, p: PlayerView, locale: Locale): string[] | null {
  const c = view.campaign;
  if (!c) return null;
  const w = campaignWords[locale];
  if (p.id === c.sides.france) return [w.side.france];
  if (p.id === c.sides.england) return [w.side.england];
  const power = c.powers.find((x) => x.id === p.id);
  if (power) return [power.ally >= 0 ? `🤝 ${seatName(view, power.ally)}` : w.status.neutral];
  return [];
}

/** Rows the objectives take under the band (0 outside the campaign). */
export const campaignRows = (view: CampaignSource): number => (view.campaign ? 3 : 0);

/**
 * The objectives in three rows: what each turn pays to both sides, then each side's first
 * invasions ("✓" once made; the ones that would not pay now — their year past, or the power not
 * the opponent's ally — dimmed in brackets).
 */
export function objectiveLines(view: CampaignSource, map: GameMap, locale: Locale): string[] {
  const c = view.campaign;
  if (!c) return [];
  const w = campaignWords[locale];
  const o = campaignPanel(locale).objectives;
  const france = c.objectives[c.sides.france];
  const ctl = france?.control;
  const lines = [
    ctl
      ? o.eachTurn(
          [
            `${w.points.capital} ${ctl.capital}`,
            `${w.points.supremacy} ${ctl.supremacy}`,
            `${w.points.egypt} ${ctl.egypt}`,
            o.perAlly(ctl.perAlly),
          ].join(' · '),
        )
      : '',
  ];
  for (const side of ['france', 'england'] as const) {
    const goals = c.objectives[c.sides[side]]?.invasion ?? [];
    const items = goals.map((g) => {
      // An independent's capital is named by its power: the target is that power while it is the opponent's ally.
      const power = c.powers.find((x) => x.capital === g.territory);
      const name = power ? o.capitalOf[power.power] : (map.byId[g.territory]?.name[locale] ?? g.territory);
      if (g.done) return `${name} ✓`;
      const until = g.untilRound !== null ? ` (${o.until(yearOfRound(c, g.untilRound) + 1)})` : '';
      return g.open ? `${name} ${g.points}${until}` : `(${name} ${g.points})`;
    });
    lines.push(o.side(w.side[side], items.join(' · ')));
  }
  return lines;
}

/** Draws the objective rows (objectiveLines) from `top` (the middle of the first row); returns where the next row goes. */
export function drawObjectives(ctx: SKRSContext2D, lines: string[], L: Layout, top: number): number {
  const f = L.fontPx;
  const pad = f * 0.6;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.font = font(f * MIN_TEXT, i > 0);
    ctx.fillStyle = i === 0 ? THEME.panelDim : THEME.panelText;
    ctx.fillText(fit(ctx, line, L.width - 2 * pad), pad, top + f * BAND.line * i);
  });
  return top + f * BAND.line * lines.length;
}

/** NC-TURN-3: two years a round, counted from the view's year (the final scoring's is the last round's + 1). */
const yearOfRound = (c: CampaignView, round: number): number =>
  c.year + 2 * (round - Math.min(c.round, c.lastRound + 1));

function seatName(view: Pick<PublicView, 'players'>, seat: PlayerId): string {
  const p = view.players[seat];
  return p ? legible(p.name, `#${seat + 1}`) : `#${seat + 1}`;
}
