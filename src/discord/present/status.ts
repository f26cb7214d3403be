// /risk status and /risk rules text.
import type { GameRecord } from '../../app/record.js';
import { viewFor, waitingFor, type RuleOptions } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { COLOUR_EMOJI, type Locale } from '../../i18n/names.js';
import { getRuleset } from '../../rules/registry.js';
import { playerLabel } from './names.js';
import { describeEvents } from './events.js';

export function statusText(r: GameRecord, locale: Locale): string {
  const c = cat(locale);
  const s = r.state!;
  const v = viewFor(s, null);
  const who = waitingFor(s).map((p) => playerLabel(r, p)).join(', ') || '—';
  const lines = [c.ui.statusLine(r.ruleset, v.round, c.phase[s.phase.kind] ?? s.phase.kind, who)];
  for (const p of v.players) {
    if (p.kind === 'neutral' && p.territories === 0) continue;
    const status = p.status !== 'active' ? p.status : p.reserve > 0 ? `+${p.reserve}` : '';
    lines.push(c.ui.playerLine(p.name, COLOUR_EMOJI[p.colour], p.territories, p.armies, p.cards, status));
  }
  if (s.phase.kind === 'over') lines.push(...describeEvents(r, [{ type: 'gameOver', winners: s.phase.winners, reason: s.phase.reason, scores: s.phase.scores }], locale));
  return lines.join('\n');
}

const OPTION_IDS: Partial<Record<keyof RuleOptions, string>> = {
  setup: 'C-SET-3/4/5/7', twoPlayer: 'C-2P / M-2P-1', cardValues: 'C-CRD-2 / C-OPT-1 / M-3 / R-CRD-2', fortify: 'C-FOR-1 / C-OPT-2',
  territoryCap: 'C-OPT-3', cardReroll: 'C-OPT-4', commanders: 'C-OPT-5', timeLimitMinutes: 'C-TOUR-1 / R-END-1', capitals: 'K-2 / K-3', missionGoal: 'M-VAR-1',
  cards: 'C-OPT-6',
};

export function rulesText(ruleset: GameRecord['ruleset'], options: Partial<RuleOptions>, locale: Locale, settings?: GameRecord['settings']): string {
  const c = cat(locale);
  const rs = getRuleset(ruleset);
  const o = { ...rs.defaults, ...options };
  const lines = [c.ui.rulesHeader(ruleset), `${rs.ruleIds.join(', ')} · ${rs.minPlayers}–${rs.maxPlayers}`, `**${c.ui.optionsHeader}**`];
  for (const k of Object.keys(rs.choices) as (keyof RuleOptions)[]) {
    const allowed = (rs.choices[k] ?? []).map((x) => String(x)).join('/');
    lines.push(`• ${k} = ${String(o[k])} (${OPTION_IDS[k] ?? ''}; ${allowed})`);
  }
  if (o.capitals) lines.push(`• HQs to hold: 2–3 players all; 4: 3; 5–6: 4 (K-2/K-3)`);
  if (settings) lines.push(`• deadline = ${settings.deadlineMinutes === null || settings.deadlineMinutes === undefined ? 'off' : `${settings.deadlineMinutes} min`}, afk = ${settings.afk}, missed = ${settings.maxMissed}, takeover = ${settings.takeover}`);
  return lines.join('\n');
}
