// The panel's words: who plays what, the players at a glance, this panel's log, and the one
// line that says what to tap next. Short lines: it is read on a phone.
import { gameName } from '../../i18n/rules.js';
import type { MapRecord } from '../games/map/record.js';
import { viewFor } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { COLOUR_EMOJI, safeText, type Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { fit, playerLabel } from '../present.js';
import { pointsLine } from './points.js';
import { campaignPowerName, campaignSideSuffix } from '../present/campaign.js';

/** Lines of the log the panel shows (the record keeps a few more). */
const LOG_SHOWN = 8;
export const LOG_KEPT = 20;

export function headerLine(r: MapRecord, locale: Locale): string {
  const s = r.state!;
  const c = cat(locale);
  // Nobody in particular once over, or while everyone acts at once (the prompt names who is waited for).
  const who =
    s.phase.kind === 'over' || s.phase.kind === 'chooseHQ' || s.phase.kind === 'setupSimultaneous'
      ? ''
      : playerLabel(r, s.phase.kind === 'neutralReinforce' ? s.phase.placer : s.turn.player);
  // Setup counts as round 1, as on the board's image.
  return panelCat(locale).header(
    gameName(r.ruleset, locale),
    Math.max(1, s.turn.round),
    c.phase[s.phase.kind] ?? s.phase.kind,
    who,
  );
}

/** One line per three players: colour, name, territories, armies, cards, reserve. */
export function playersLine(r: MapRecord): string[] {
  const v = viewFor(r.state!, null);
  const parts = v.players
    .filter((p) => !(p.kind === 'neutral' && p.territories === 0 && !p.hidden))
    .map((p) => {
      const out = p.status !== 'active' ? ` ${p.status === 'eliminated' ? '☠️' : '💤'}` : '';
      const ally = v.duel?.status[p.id] ?? -1; // N2-A: an independent allied with a seat
      const allied = ally >= 0 ? ` 🤝${COLOUR_EMOJI[v.players[ally].colour]}` : '';
      // /risk vacation: on vacation as of the game's last change (their deadline waits).
      const away = (r.seats[p.id]?.vacationUntil ?? 0) > r.updatedAt ? ' 🏖️' : '';
      // NA-WIN: victory points (never an independent's: NC-VP counts the seats only)
      const vp = p.points !== undefined && p.kind !== 'neutral' ? ` ${p.points}⭐` : '';
      const name = campaignPowerName(r.state, p.id, r.locale) ?? safeText(p.name);
      return `${COLOUR_EMOJI[p.colour]} ${name}${campaignSideSuffix(r.state, p.id, r.locale)}${allied} ${p.hidden ? '🌫' : `${p.territories}🗺 ${p.armies}⚔`}${p.cards ? ` ${p.cards}🃏` : ''}${p.reserve ? ` +${p.reserve}` : ''}${vp}${out}${away}`;
    });
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 3) lines.push(parts.slice(i, i + 3).join(' · '));
  return lines;
}

export function panelText(
  r: MapRecord,
  locale: Locale,
  opts: { top?: string[]; log: string[]; prompt: string },
): string {
  const vp = pointsLine(r, locale);
  // The turn's deadline as a Discord timestamp: each reader sees it on their own clock.
  const due = r.timer && r.status === 'playing' ? [deadlineLine(r.timer.expiresAt, locale)] : [];
  const lines = [...(opts.top ?? []), headerLine(r, locale), ...due, ...(vp ? [vp] : []), ...playersLine(r)];
  const log = opts.log.slice(-LOG_SHOWN);
  if (log.length) lines.push('', ...log.map((l) => `• ${l}`));
  if (opts.prompt) lines.push('', `➡️ ${opts.prompt}`);
  return fit(lines);
}

/** "⏰ Deadline: in 3 hours" (Discord writes the relative time in the reader's language and clock). */
export const deadlineLine = (at: number, locale: Locale) =>
  `⏰ ${cat(locale).ui.noteDeadline(`<t:${Math.floor(at / 1000)}:R>`)}`;

/** An old panel once its turn is over: its log, no controls. */
export function closedText(r: MapRecord, locale: Locale, log: string[]): string {
  return fit([headerLine(r, locale), ...log.slice(-LOG_SHOWN * 2).map((l) => `• ${l}`)]);
}

export { COLOUR_EMOJI };
