// Risk Express as text: refusals, the log lines of events, the panel's header and scores, the
// lobby, the end (scores with continent bonuses, winner), expected values on request.
import type { GameRecord } from '../../../app/record.js';
import type { CodedError } from '../../../game/definition.js';
import { choiceValues, EXPRESS, scores, type ExpressError, type ExpressEvent } from '../../../express/index.js';
import { expressActionLabel, expressErrorMessage, expressEventMessage, expressEvText } from '../../../i18n/express.js';
import { expressPanelCat } from '../../../i18n/express-panel.js';
import { LANGUAGE_NAMES, safeText, type Locale } from '../../../i18n/names.js';
import { cat } from '../../../i18n/catalogue.js';
import { hostFor } from '../../../game/registry.js';
import { EXPRESS_COLOURS, expressSeatLabel, seatLabels } from './names.js';
import { COLOUR_EMOJI } from '../../../i18n/names.js';
import type { ExpressRecord } from './record.js';

export function expressRefusal(r: GameRecord, rule: CodedError, locale: Locale): string {
  return expressErrorMessage(rule as ExpressError, locale, seatLabels(r));
}

/**
 * The log lines of a batch of events. The seven start rolls of X-1 are summed up by the order
 * they decided; every other event is one line.
 */
export function expressEventLines(r: GameRecord, events: readonly ExpressEvent[], locale: Locale): string[] {
  const names = seatLabels(r);
  return events.filter((e) => e.type !== 'startRolled').map((e) => expressEventMessage(e, locale, names));
}

export function expressLobbyText(r: GameRecord, locale: Locale, mention: (id: string) => string): string {
  const w = expressPanelCat(locale);
  const { min, max } = hostFor('express')!.seats('express');
  const lines = [
    w.lobbyTitle(mention(r.hostId)),
    cat(locale).ui.lobbyLanguage(LANGUAGE_NAMES[r.locale]),
    w.lobbySeats(min, max),
  ];
  for (let i = 0; i < max; i++) {
    const seat = r.seats[i];
    lines.push(
      `${i + 1}. ${COLOUR_EMOJI[EXPRESS_COLOURS[i]]} ${seat ? (seat.userId ? mention(seat.userId) : safeText(seat.name)) : cat(locale).ui.lobbyEmptySeat}`,
    );
  }
  lines.push(w.lobbyHow);
  return lines.join('\n');
}

export function headerLine(r: ExpressRecord, locale: Locale): string {
  const s = r.state!;
  const w = expressPanelCat(locale);
  return s.phase.kind === 'over' ? w.over : w.header(s.round, expressSeatLabel(r, s.current));
}

export function scoresLine(r: ExpressRecord, locale: Locale): string {
  const sc = scores(r.state!);
  return expressPanelCat(locale).scores(sc.map((v, i) => `${expressSeatLabel(r, i)} ${v}`).join(' · '));
}

/** The end: every seat's score (cards, closed continents with their score), the winner(s). */
export function expressEndLines(r: ExpressRecord, locale: Locale): string[] {
  const s = r.state!;
  const w = expressPanelCat(locale);
  const sc = scores(s);
  const order = sc.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
  const lines = [w.end.title];
  for (const { v, i } of order) {
    const closed = EXPRESS.continents.filter((c) => s.closed.includes(c.id) && s.owners[c.cards[0]] === i);
    const cards = EXPRESS.cards.filter((c) => s.owners[c.id] === i && !closed.some((k) => k.id === c.continent));
    lines.push(
      w.end.line(
        expressSeatLabel(r, i),
        v,
        cards.map((c) => `${c.name[locale]} ${c.score}`).join(', '),
        closed.map((k) => w.end.continentBonus(k.name[locale], k.score)).join(', '),
      ),
    );
  }
  const top = Math.max(...sc);
  lines.push(w.end.winner(sc.flatMap((v, i) => (v === top ? [expressSeatLabel(r, i)] : [])).join(', ')));
  lines.push(w.end.rounds(s.round));
  return lines;
}

const EV_SHOWN = 12;

/** Expected points of each choice the seat has now (the exact odds of src/express/ev.ts). */
export function expressEvLines(r: ExpressRecord, seat: number, locale: Locale): string[] {
  const s = r.state!;
  const w = expressPanelCat(locale);
  if (s.phase.kind === 'over' || s.current !== seat) return [w.evNone];
  const view = hostFor('express')!.def.publicView(s);
  const values = choiceValues(view, seat).sort((a, b) => b.ev - a.ev);
  if (!values.length) return [w.evNone];
  // Which face goes aside changes nothing: one line says so for all of them.
  const seen = new Set<string>();
  const lines = [w.evTitle];
  let left = 0;
  for (const v of values) {
    const label = expressActionLabel(v.action, view, locale);
    if (seen.has(label)) continue;
    seen.add(label);
    // The best choices first; a first roll may offer thirty, more than a phone screen holds.
    if (lines.length > EV_SHOWN) {
      left++;
      continue;
    }
    lines.push(`• ${label}: ${expressEvText(v.ev, v.p, locale)}`);
  }
  if (left) lines.push(`… (+${left})`);
  return lines;
}

/** /risk status for Risk Express: header, scores, who owns what. */
export function expressStatusText(r: ExpressRecord, locale: Locale): string {
  const s = r.state!;
  const lines = [headerLine(r, locale), scoresLine(r, locale)];
  for (let i = 0; i < r.seats.length; i++) {
    const owned = EXPRESS.cards.filter((c) => s.owners[c.id] === i).map((c) => c.name[locale]);
    lines.push(`${expressSeatLabel(r, i)}: ${owned.join(', ') || '—'}`);
  }
  return lines.join('\n');
}
