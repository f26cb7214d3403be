// The end of a game: every secret revealed (missions, objectives, headquarters — nothing is
// secret once the game is over), the final standing, the final board, and a Rematch button
// that opens a new lobby with the same seats and options.
import type { MapRecord } from './games/map/record.js';
import { hqOf, viewFor, type GameEvent } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import {
  continentName,
  labelLocale,
  mapIdFor,
  missionText,
  objectiveText,
  territoryName,
  type Locale,
} from '../i18n/names.js';
import { boardImages } from './panel/images.js';
import { endRankedLines } from './present/missions.js';
import { endAdvancedLines } from './present/advanced-content.js';
import { advancedSources, campaignSources, pointsBySource, pointsLineOf } from './present/points.js';
import { ENGINE_KINDS } from '../app/steps.js';
import { battleLuck } from './luck.js';
import { buttonId, describeEvents, playerLabel } from './present.js';
import type { Bot, OutMessage } from './surface.js';

/**
 * The standing (most territories first) with each player's secrets revealed; with the game's
 * events (from its log), the dice luck of each player who fought.
 */
export function endgameLines(r: MapRecord, locale: Locale, events?: readonly GameEvent[]): string[] {
  const s = r.state;
  if (!s || s.phase.kind !== 'over') return [];
  const c = cat(locale).ui;
  const v = viewFor(s, null);
  const mapId = mapIdFor(r.ruleset);
  const lines = [c.endTitle];
  // NA-WIN: a game decided by victory points is standing by them (then territories).
  const players = [...v.players]
    .filter((p) => p.kind !== 'neutral')
    .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || b.territories - a.territories || b.armies - a.armies);
  const sources = events && s.ext.points ? pointsBySource(events) : null;
  const late: string[] = [];
  // Each player's dice luck sits under their standing line, before their (long) secrets: when a
  // message must be cut, it is the secrets' tail that goes. Neutrals are not players.
  const luck = events ? battleLuck(events) : null;
  for (const p of players) {
    const full = s.players[p.id];
    lines.push(
      c.endPlayer(
        playerLabel(r, p.id),
        p.territories,
        p.armies,
        p.continents.map((x) => continentName(mapId, x, locale)).join(', '),
      ),
    );
    // NC-VP: the campaign keeps its own breakdown (objectives, first invasions, an ally's captures).
    const parts = v.campaign
      ? campaignSources(v.campaign.points[p.id]?.by, locale)
      : advancedSources(sources?.get(p.id), locale);
    if (p.points !== undefined) lines.push(pointsLineOf(p.points, parts, locale));
    const l = luck?.get(p.id);
    if (l) lines.push(c.endLuck(playerLabel(r, p.id), l.lost, l.expected));
    if (full.mission !== null) lines.push(c.endSecret('mission', missionText(full.mission, locale)));
    if (full.objective !== null) lines.push(c.endSecret('objective', objectiveText(full.objective, locale)));
    const hq = hqOf(s, p.id);
    if (hq) lines.push(c.endSecret('hq', territoryName(mapId, hq, labelLocale(r.ruleset, locale))));
    for (const line of endRankedLines(r, p.id, locale)) lines.push(c.endSecret('mission', line)); // NM-1
    // NA-WIN-2: up to eight missions a player: after every standing, so a cut takes only missions
    const missions = endAdvancedLines(r, p.id, locale);
    if (missions.length) late.push(playerLabel(r, p.id), ...missions.map((line) => c.endSecret('mission', line)));
  }
  lines.push(c.endRounds(Math.max(1, v.round)), ...late);
  return lines;
}

/**
 * Every event of the game, from its log; null when the log does not hold the whole game (a game
 * imported from the earlier build starts mid-way, so its luck would be counted from the middle).
 * Undo never crosses a roll, so no battle in the log was taken back.
 */
export async function gameEvents(bot: Bot, r: MapRecord): Promise<GameEvent[] | null> {
  const log = await bot.service.store.log(r.gameId);
  if (!log.some((e) => e.kind === 'start')) return null;
  return log.flatMap((e) => (e.kind === 'start' || ENGINE_KINDS.has(e.kind) ? (e.events as GameEvent[]) : []));
}

/**
 * The log lines to keep above the closing message so that both fit (`fits`): the oldest go
 * first, never the game's result (the "Game over" line and the scores after it).
 */
export function logAboveEnd(r: MapRecord, locale: Locale, log: string[], fits: (log: string[]) => boolean): string[] {
  const phase = r.state?.phase;
  if (!phase || phase.kind !== 'over') return log;
  const over: GameEvent = { type: 'gameOver', winners: phase.winners, reason: phase.reason, scores: phase.scores };
  const result = describeEvents(r, [over], locale)[0];
  const at = result === undefined ? -1 : log.findLastIndex((l) => l.includes(result));
  const keepFrom = at >= 0 ? at : Math.max(0, log.length - 1);
  let shown = log;
  for (let drop = 1; drop <= keepFrom && !fits(shown); drop++) shown = log.slice(drop);
  return shown;
}

/** The closing message: standing, secrets, dice luck (from the log unless given), final board, Rematch. */
export async function endgameMessage(bot: Bot, r: MapRecord, events?: readonly GameEvent[]): Promise<OutMessage> {
  const L = r.locale;
  const all = events ?? (await gameEvents(bot, r)) ?? undefined;
  return {
    text: endgameLines(r, L, all).join('\n').slice(0, 2000),
    images: await boardImages(bot, r),
    buttons: [[{ id: buttonId(r, 'rematch'), label: cat(L).ui.btn.rematch, style: 'success' }]],
  };
}
