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
import { boardImage } from './flow.js';
import { endRankedLines } from './present/missions.js';
import { battleLuck } from './luck.js';
import { buttonId, playerLabel } from './present.js';
import type { Bot, OutMessage } from './surface.js';

/**
 * The standing (most territories first) with each player's secrets revealed; with the game's
 * events (from its log), each player's dice luck too.
 */
export function endgameLines(r: MapRecord, locale: Locale, events?: readonly GameEvent[]): string[] {
  const s = r.state;
  if (!s || s.phase.kind !== 'over') return [];
  const c = cat(locale).ui;
  const v = viewFor(s, null);
  const mapId = mapIdFor(r.ruleset);
  const lines = [c.endTitle];
  const players = [...v.players]
    .filter((p) => p.kind !== 'neutral')
    .sort((a, b) => b.territories - a.territories || b.armies - a.armies);
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
    if (full.mission !== null) lines.push(c.endSecret('mission', missionText(full.mission, locale)));
    if (full.objective !== null) lines.push(c.endSecret('objective', objectiveText(full.objective, locale)));
    const hq = hqOf(s, p.id);
    if (hq) lines.push(c.endSecret('hq', territoryName(mapId, hq, labelLocale(r.ruleset, locale))));
    for (const line of endRankedLines(r, p.id, locale)) lines.push(c.endSecret('mission', line)); // NM-1
  }
  lines.push(c.endRounds(Math.max(1, v.round)));
  if (events) {
    const fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const [p, l] of battleLuck(events)) {
      if (s.players[p]?.kind === 'neutral') continue;
      lines.push(c.endLuck(playerLabel(r, p), l.lost, fmt.format(l.expected)));
    }
  }
  return lines;
}

/** The closing message: standing, secrets, final board, Rematch. */
export async function endgameMessage(bot: Bot, r: MapRecord, events?: readonly GameEvent[]): Promise<OutMessage> {
  const L = r.locale;
  return {
    text: endgameLines(r, L, events).join('\n').slice(0, 2000),
    images: await boardImage(bot, r),
    buttons: [[{ id: buttonId(r, 'rematch'), label: cat(L).ui.btn.rematch, style: 'success' }]],
  };
}
