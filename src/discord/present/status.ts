// /risk status and /risk rules text.
import type { GameRecord } from '../../app/record.js';
import { presenterOf } from '../games/registry.js';
import { asMap, type MapRecord } from '../games/map/record.js';
import { viewFor, waitingFor, type RuleOptions } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { rulesLines } from '../../i18n/rules.js';
import { COLOUR_EMOJI, safeText, type Locale } from '../../i18n/names.js';
import { getRuleset, isRulesetId } from '../../rules/registry.js';
import { playerLabel } from './names.js';
import { describeEvents } from './events.js';
import { fogWords } from '../../i18n/fog.js';

/** /risk status, in the words of the record's game family. */
export function statusText(rec: GameRecord, locale: Locale): string {
  return presenterOf(rec).status(rec, locale);
}

export function mapStatusText(rec: GameRecord, locale: Locale): string {
  const r = asMap(rec);
  const c = cat(locale);
  const s = r.state!;
  const v = viewFor(s, null);
  const who =
    waitingFor(s)
      .map((p) => playerLabel(r, p))
      .join(', ') || '—';
  const lines = [c.ui.statusLine(r.ruleset, Math.max(1, v.round), c.phase[s.phase.kind] ?? s.phase.kind, who)];
  for (const p of v.players) {
    if (p.kind === 'neutral' && p.territories === 0 && !p.hidden) continue;
    const status = p.status !== 'active' ? p.status : p.reserve > 0 ? `+${p.reserve}` : '';
    lines.push(
      p.hidden // FOG-2
        ? fogWords[locale].statusLine(safeText(p.name), COLOUR_EMOJI[p.colour], p.cards, status)
        : c.ui.playerLine(safeText(p.name), COLOUR_EMOJI[p.colour], p.territories, p.armies, p.cards, status),
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
    { ...rs.defaults, ...options },
    { min: rs.minPlayers, max: rs.maxPlayers },
    locale,
    settings,
  ).join('\n');
}
