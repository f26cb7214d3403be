// Turns played without a person at the controls (AI seats, autopilot, expired deadlines),
// one plain line per turn: "🟦 🤖 Ada, round 2: placed 4, attacked 7 times, took Egypt (from
// 🟥 alice); moved 3." The round is the one the turn was played in: steps before any
// turnStarted belong to the turn already under way when they began.
import type { MapRecord, MapStep as Step } from '../games/map/record.js';
import { eventsFor, type GameEvent } from '../../engine/index.js';
import type { Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { describeEvents, namer } from '../present.js';

/** Events worth their own line even inside a summarised turn. */
const VERBATIM: ReadonlySet<GameEvent['type']> = new Set(['playerEliminated', 'gameOver', 'hqCaptured', 'hqsRevealed', 'timeLimitReached', 'sdadataRolled', 'playerAbandoned', 'cardsTraded', 'placementConfirmed', 'placementsRevealed']);

const COUNTED: ReadonlySet<GameEvent['type']> = new Set(['armiesPlaced', 'territoryClaimed', 'battleResolved', 'territoryConquered', 'armiesMoved', 'turnEnded']);

export function summariseTurns(r: MapRecord, steps: Step[], locale: Locale, start: { player: number; round: number }): string[] {
  const pc = panelCat(locale).ai;
  const n = namer(r, locale);
  const lines: string[] = [];
  let cur: { p: number; round: number; placed: number; attacks: number; took: string[]; moved: number } | null = null;
  let notes: string[] = [];
  const flush = (final = false) => {
    const after = notes;
    notes = [];
    // The turn still under way at the end (just started, nothing done yet) is not "passed".
    if (cur && final && !cur.placed && !cur.attacks && !cur.took.length && !cur.moved) cur = null;
    if (!cur) { lines.push(...after); return; }
    const parts: string[] = [];
    if (cur.placed) parts.push(pc.placed(cur.placed));
    if (cur.attacks) parts.push(pc.attacks(cur.attacks));
    if (cur.took.length) parts.push(pc.took(cur.took.join(', ')));
    if (cur.moved) parts.push(pc.moved(cur.moved));
    if (!parts.length) parts.push(pc.passed);
    lines.push(pc.turn(n.p(cur.p), cur.round, parts.join(', ')), ...after);
    cur = null;
  };
  for (const step of steps) {
    for (const e of eventsFor(step.events, null)) {
      if (e.type === 'turnStarted') { flush(); cur = { p: e.player, round: e.round, placed: 0, attacks: 0, took: [], moved: 0 }; continue; }
      if (VERBATIM.has(e.type)) { notes.push(...describeEvents(r, [e], locale)); continue; }
      if (!COUNTED.has(e.type)) continue;
      cur ??= { p: step.actor < 0 ? start.player : step.actor, round: start.round, placed: 0, attacks: 0, took: [], moved: 0 };
      if (e.type === 'armiesPlaced') cur.placed += e.count;
      else if (e.type === 'territoryClaimed') cur.placed += 1;
      else if (e.type === 'battleResolved') cur.attacks++;
      else if (e.type === 'territoryConquered') cur.took.push(pc.from(n.t(e.to), n.p(e.previousOwner)));
      else if (e.type === 'armiesMoved' && e.reason === 'fortify') cur.moved += e.count;
    }
  }
  flush(true);
  return lines;
}
