// /risk status and /risk rules text.
import type { GameRecord } from '../../app/record.js';
import { presenterOf } from '../games/registry.js';
import type { MapRecord } from '../games/map/record.js';
import { viewFor, waitingFor, type PlayerId, type RuleOptions } from '../../engine/index.js';
import type { ForcesView } from '../../engine/board-units.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { pointsLine } from '../panel/points.js';
import { campaignPowerName, campaignSideSuffix } from './campaign.js';
import { cat } from '../../i18n/catalogue.js';
import { rulesLines, gameName } from '../../i18n/rules.js';
import { COLOUR_EMOJI, safeText, type Locale } from '../../i18n/names.js';
import { getRuleset, isRulesetId, requestedFeatures } from '../../rules/registry.js';
import { playerLabel } from './names.js';
import { describeEvents } from './events.js';
import { fogWords } from '../../i18n/fog.js';

/** /risk status, in the words of the record's game family. */
export function statusText(rec: GameRecord, locale: Locale): string {
  return presenterOf(rec).status(rec, locale);
}

export function mapStatusText(r: MapRecord, locale: Locale): string {
  const c = cat(locale);
  const s = r.state!;
  const v = viewFor(s, null);
  const who =
    waitingFor(s)
      .map((p) => playerLabel(r, p))
      .join(', ') || '—';
  // The year and who leads on victory points (the panel's line), in a game that counts them.
  const vp = pointsLine(r, locale);
  const lines = [
    c.ui.statusLine(gameName(r.ruleset, locale), Math.max(1, v.round), c.phase[s.phase.kind] ?? s.phase.kind, who),
    ...(vp ? [vp] : []),
  ];
  const forces = v.forces ? forcesBy(v.forces) : null;
  for (const p of v.players) {
    if (p.kind === 'neutral' && p.territories === 0 && !p.hidden) continue;
    const status = p.status !== 'active' ? p.status : p.reserve > 0 ? `+${p.reserve}` : '';
    // NC-0: a campaign seat's side, an independent by its power and the seat it is allied with.
    const ally = v.duel?.status[p.id] ?? -1;
    const name = `${campaignPowerName(s, p.id, locale) ?? safeText(p.name)}${campaignSideSuffix(s, p.id, locale)}${ally >= 0 ? ` 🤝${COLOUR_EMOJI[v.players[ally].colour]}` : ''}`;
    // FOG-2: a player hidden by the fog shows only what is public (cards, status).
    const line = p.hidden
      ? fogWords[locale].statusLine(name, COLOUR_EMOJI[p.colour], p.cards, status)
      : c.ui.playerLine(name, COLOUR_EMOJI[p.colour], p.territories, p.armies, p.cards, status);
    // NA-*: the units beyond armies, and a seat's VP (NC-VP counts no independent's).
    const points = p.points !== undefined && p.kind !== 'neutral' ? p.points : null;
    lines.push(
      forces && !p.hidden
        ? `${line} · ${advancedPanel(locale).status(forces.ships[p.id] ?? 0, forces.generals[p.id] ?? 0, points)}`
        : p.hidden && points !== null
          ? `${line} · ${points}⭐` // FOG-10: victory points stay public
          : line,
    );
  }
  if (s.phase.kind === 'over')
    lines.push(
      ...describeEvents(
        r,
        [{ type: 'gameOver', winners: s.phase.winners, reason: s.phase.reason, scores: s.phase.scores }],
        locale,
      ),
    );
  return lines.join('\n');
}

/** Each player's ships (over every sea zone) and generals (over every territory). */
function forcesBy(f: ForcesView): { ships: Record<PlayerId, number>; generals: Record<PlayerId, number> } {
  const ships: Record<PlayerId, number> = {};
  const generals: Record<PlayerId, number> = {};
  const add = (to: Record<PlayerId, number>, from: Record<PlayerId, number>) => {
    for (const [p, n] of Object.entries(from)) to[Number(p)] = (to[Number(p)] ?? 0) + n;
  };
  for (const z of Object.values(f.sea)) add(ships, z.ships);
  for (const t of Object.values(f.land)) add(generals, t.generals);
  return { ships, generals };
}

/** /risk rules: the ruleset's rules, in the words of its game family. */
export function rulesText(
  ruleset: string,
  options: Record<string, unknown>,
  locale: Locale,
  settings?: GameRecord['settings'],
): string {
  return presenterOf({ ruleset }).rulesText(ruleset, options, locale, settings);
}

/** The map game's rules: the ruleset, its options over the defaults, the seats and settings. */
export function mapRulesText(
  ruleset: string,
  options: Partial<RuleOptions>,
  locale: Locale,
  settings?: MapRecord['settings'],
): string {
  const rs = getRuleset(isRulesetId(ruleset) ? ruleset : 'classic');
  return rulesLines(
    rs.id,
    requestedFeatures(rs.id, options),
    { min: rs.minPlayers, max: rs.maxPlayers },
    locale,
    settings,
  ).join('\n');
}
