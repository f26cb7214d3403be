// The victory-points line of a game that counts them (napoleon-advanced, NA-TURN-1, NA-WIN):
// the year of the round limit and who leads, so that everyone can follow the race.
import type { MapRecord } from '../games/map/record.js';
import { viewFor } from '../../engine/index.js';
import { COLOUR_EMOJI, safeText, type Locale } from '../../i18n/names.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { getRuleset } from '../../rules/registry.js';
import { campaignYearLine } from '../present/campaign.js';

/** "📅 Year 3 of 5 · 🟨 alice leads with 12 VP", or null when the game counts no points. */
export function pointsLine(r: MapRecord, locale: Locale): string | null {
  const s = r.state;
  if (!s || s.ext.points === undefined) return null;
  const ap = advancedPanel(locale);
  const limit = getRuleset(s.ruleset).roundLimit;
  const round = Math.max(1, Math.min(s.turn.round, limit ?? s.turn.round));
  const view = viewFor(s, null);
  const seats = view.players.filter((p) => p.kind !== 'neutral');
  const label = (p: (typeof seats)[number]) => `${COLOUR_EMOJI[p.colour]} ${safeText(p.name)}`;
  const best = Math.max(...seats.map((p) => p.points ?? 0));
  // Over, the game names its winners (who may not hold the most points: an elimination, or a
  // tie broken by armies, NC-WIN-2); nobody "leads" any more.
  const over = s.phase.kind === 'over' ? s.phase.winners : null;
  const top = over ? seats.filter((p) => over.includes(p.id)) : seats.filter((p) => (p.points ?? 0) === best);
  const who = top.map(label).join(', ');
  const vp = top.length ? (top[0].points ?? 0) : best;
  const lead = !over
    ? (top.length === 1 ? ap.leads : ap.tied)(who, best)
    : top.length
      ? (top.length === 1 ? ap.won : ap.shared)(who, vp)
      : null;
  // NC-TURN-3: the campaign's calendar year in place of "Year r of n".
  const year = campaignYearLine(view, locale) ?? (limit ? ap.year(round, limit) : null);
  return [year, lead].filter(Boolean).join(' · ');
}
