// The 1796 campaign in messages (napoleon-campaign, NC-*): the independents named by their power
// in the reader's language, each seat's side, the year line, the lobby's sides, and the log
// lines of the campaign's events.
import type { MapRecord } from '../games/map/record.js';
import type { CampaignSide, ColourId, GameEvent, GameState, PlayerId, PublicView } from '../../engine/index.js';
import { getRuleset, requestedFeatures } from '../../rules/registry.js';
import type { Namer } from '../../i18n/catalogue.js';
import { campaignWords } from '../../i18n/napoleon-campaign.js';
import { campaignPanel } from '../../i18n/panel-campaign.js';
import { fogWords } from '../../i18n/fog.js';
import type { Locale } from '../../i18n/names.js';

/** The independents' power, or the neutral, by player id (null outside the campaign or for a seat). */
export function campaignPowerName(s: GameState | null, p: PlayerId, locale: Locale): string | null {
  const c = s?.ext.campaign;
  if (!c) return null;
  const w = campaignWords[locale];
  const power = (Object.keys(c.powers) as (keyof typeof c.powers)[]).find((k) => c.powers[k] === p);
  if (power) return w.power[power];
  return p === c.neutral ? w.neutral : null;
}

/** The side a seat plays (null outside the campaign, for an independent, or before the sides are known). */
export function campaignSideOf(s: GameState | null, p: PlayerId): CampaignSide | null {
  const c = s?.ext.campaign;
  if (!c) return null;
  return c.sides.france === p ? 'france' : c.sides.england === p ? 'england' : null;
}

/** " (France)" after a seat on the players line; empty elsewhere. */
export function campaignSideSuffix(s: GameState | null, p: PlayerId, locale: Locale): string {
  const side = campaignSideOf(s, p);
  return side ? ` (${campaignWords[locale].side[side]})` : '';
}

/** "📅 1798 (round 2 of 8)", or the final scoring's year after the last round; null outside the campaign. */
export function campaignYearLine(v: PublicView, locale: Locale): string | null {
  const c = v.campaign;
  if (!c) return null;
  const w = campaignWords[locale];
  return c.round > c.lastRound ? w.lines.finalScoring(c.year) : `📅 ${w.year(c.year, c.round, c.lastRound)}`;
}

/** NC-0: whether the ruleset deals sides rather than territories (it offers the `campaignSide` option). */
const offersSides = (r: MapRecord): boolean => getRuleset(r.ruleset).choices.campaignSide !== undefined;

/** NC-0: the lobby's `campaignSide` option (random when not given). */
const sideOption = (r: MapRecord): 'random' | CampaignSide => requestedFeatures(r.ruleset, r.options).campaignSide;

/** NC-0: the lobby's side for seat `i`, as the option gives it (none when drawn at the start). */
export function lobbySeatSide(r: MapRecord, i: number, locale: Locale): string {
  const side = lobbySide(r, i);
  return side ? campaignPanel(locale).lobby.seatSide(campaignWords[locale].side[side]) : '';
}

/** The side seat `i` will play, as the option gives it (null when drawn at the start, or outside the campaign). */
function lobbySide(r: MapRecord, i: number): CampaignSide | null {
  const o = offersSides(r) ? sideOption(r) : 'random';
  if (o === 'random' || i > 1) return null;
  return (i === 0) === (o === 'france') ? 'france' : 'england';
}

/** NC-0: the colour of seat `i` once its side is known (France blue, England red), else null. */
export function lobbySeatColour(r: MapRecord, i: number): ColourId | null {
  const side = lobbySide(r, i);
  return side ? getRuleset(r.ruleset).colours[side === 'france' ? 0 : 1] : null;
}

/** NC-0: the lobby's line on how the sides are given, in place of the setup modes (the scenario has none). */
export function lobbySidesLine(r: MapRecord, locale: Locale): string | null {
  if (!offersSides(r)) return null;
  const o = sideOption(r);
  return campaignPanel(locale).lobby.sides(campaignWords[locale].sideOption[o]);
}

/** Log lines of the campaign's events (null for any other event). */
export function campaignEventLine(e: GameEvent, n: Namer, locale: Locale): string | null {
  const w = campaignWords[locale].lines;
  const status = (ally: PlayerId) =>
    ally >= 0 ? campaignWords[locale].status.allyOf(n.p(ally)) : campaignWords[locale].status.neutral;
  switch (e.type) {
    case 'campaignSides':
      return w.sides(n.p(e.france), n.p(e.england), e.drawn);
    case 'campaignAllyReinforced':
      return e.hidden
        ? fogWords[locale].allyReinforced(n.p(e.player), n.p(e.independent)) // FOG-11
        : w.allyReinforced(n.p(e.player), n.p(e.independent), e.armies);
    case 'campaignAllyRolled':
      return w.allyRolled(n.p(e.independent), e.die, e.bonus, e.changed, status(e.ally));
    case 'campaignAllyLost':
      return w.allyLost(n.p(e.independent), e.reason);
    case 'campaignAllyBought':
      return w.allyBought(n.p(e.player), n.p(e.independent), n.t(e.capital), e.armies);
    case 'campaignAnnexed':
      return w.annexed(n.p(e.player), n.t(e.territory), e.armies, e.card !== null);
    case 'campaignAllyManoeuvred':
      return w.allyManoeuvred(n.p(e.independent), n.t(e.from), n.t(e.to), e.count);
    case 'campaignFinalScoring':
      return w.finalScoring(e.year);
    default:
      return null;
  }
}
