// The lobby's text and buttons, with the pings each setup mode costs.
import { gameName } from '../../i18n/rules.js';
import { scheduleOf } from '../../app/schedule.js';
import { scheduleCat } from '../../i18n/schedule.js';
import type { GameRecord } from '../../app/record.js';
import { presenterOf } from '../games/registry.js';
import type { MapRecord } from '../games/map/record.js';
import { getMap, seatColours, SETUP_EDITION } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { COLOUR_EMOJI, LANGUAGE_NAMES, mapIdFor, safeText, type Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { getRuleset, requestedFeatures } from '../../rules/registry.js';
import type { SetupMode } from '../../engine/types.js';
import type { Button, OutMessage, Select } from '../surface.js';
import { buttonId } from '../panel/ids.js';
import { lobbyTeamsLine, seatTeamSuffix } from './teams.js';
import { aiLevelLine, aiLevelSelects, seatLevelSuffix } from './ai-level.js';
import { lobbySeatColour, lobbySeatSide, lobbySidesLine } from './campaign.js';
import { fogWords } from '../../i18n/fog.js';

/** The lobby message, in the words of the record's game family. */
export function lobbyText(rec: GameRecord, locale: Locale, mention: (id: string) => string): string {
  const level = aiLevelLine(rec, locale);
  const text = presenterOf(rec).lobbyText(rec, locale, mention);
  // Still waiting for its scheduled start: when (a Discord timestamp, each reader's own clock).
  const s = rec.status === 'lobby' ? scheduleOf(rec) : undefined;
  const when = s ? scheduleCat(locale).lobbyLine(s.at, s.seats) : null;
  return [text, level, when].filter(Boolean).join('\n');
}

/** The map game's lobby: seats by colour, teams, the pings the setup costs. */
export function mapLobbyText(r: MapRecord, locale: Locale, mention: (id: string) => string): string {
  const c = cat(locale);
  const rs = getRuleset(r.ruleset);
  const lines = [
    c.ui.lobbyTitle(gameName(r.ruleset, locale), mention(r.hostId)),
    c.ui.lobbyLanguage(LANGUAGE_NAMES[r.locale]),
    c.ui.lobbySeats(rs.minPlayers, rs.maxPlayers),
  ];
  for (let i = 0; i < rs.maxPlayers; i++) {
    const seat = r.seats[i];
    // The colour the seat has, or will have once the game starts (NT: by team, SETUP_EDITION).
    const colour = r.state?.players[i]?.colour ?? lobbySeatColour(r, i) ?? seatColours(rs, SETUP_EDITION)[i];
    lines.push(
      `${i + 1}. ${COLOUR_EMOJI[colour]} ${seat ? (seat.userId ? mention(seat.userId) : safeText(seat.name)) : c.ui.lobbyEmptySeat}${seatLevelSuffix(r, seat, locale)}${seatTeamSuffix(r, i, locale)}${lobbySeatSide(r, i, locale)}`,
    );
  }
  const teams = lobbyTeamsLine(r, locale); // NT-*
  if (teams) lines.push(teams);
  // NC-0: the campaign has no setup to choose (the scenario places everything): its sides instead.
  lines.push(lobbySidesLine(r, locale) ?? setupPingsLine(r, locale));
  if (requestedFeatures(r.ruleset, r.options).fog) lines.push(`🌫 ${fogWords[locale].rulesBullet}.`); // FOG-1
  return lines.join('\n');
}

/** How many turn pings each setup mode costs before round 1 with this many seats. */
export function setupPings(r: MapRecord): Record<SetupMode, number> {
  const rs = getRuleset(r.ruleset);
  const n = Math.max(rs.minPlayers, r.seats.length);
  const territories = getMap(mapIdFor(r.ruleset)).territoryIds.length;
  const left = Math.max(0, rs.startingArmies(n) - Math.ceil(territories / n));
  const placing = n * Math.ceil(left / Math.max(1, rs.setupPerTurn));
  return { auto: 0, simultaneous: 1, deal: placing, claim: territories + placing };
}

/** The setup mode this lobby's game will use (its option, else the ruleset's default). */
export function setupModeOf(r: MapRecord): SetupMode {
  return requestedFeatures(r.ruleset, r.options).setup;
}

/** The lobby says which setup mode is set and what it costs before round 1. */
export function setupPingsLine(r: MapRecord, locale: Locale): string {
  const pc = panelCat(locale);
  const mode = setupModeOf(r);
  if (r.status !== 'lobby') return pc.setupUsed(pc.setupModes[mode]);
  return pc.setupNow(pc.setupModes[mode], setupPings(r)[mode]);
}

/** The host's select of the setup modes the ruleset offers, each with its cost (empty when it offers one). */
export function lobbySelects(rec: GameRecord, locale: Locale): Select[] {
  return [...presenterOf(rec).lobbySelects(rec, locale), ...aiLevelSelects(rec, locale)];
}

/** The map game's setup-mode select (see lobbySelects). */
export function mapLobbySelects(r: MapRecord, locale: Locale): Select[] {
  const offered = (getRuleset(r.ruleset).choices.setup ?? []) as readonly SetupMode[];
  if (offered.length < 2) return [];
  const pc = panelCat(locale);
  const pings = setupPings(r);
  const now = setupModeOf(r);
  const fogged = requestedFeatures(r.ruleset, r.options).fog;
  // The fastest first: the order a player would choose in.
  const order: SetupMode[] = ['simultaneous', 'auto', 'deal', 'claim'];
  return [
    {
      id: buttonId(r, 'setup'),
      placeholder: `${pc.setupPick}: ${pc.setupModes[now]}`,
      options: order
        // FOG-5: a claim is made in the open, so a fogged game deals its territories
        .filter((m) => offered.includes(m) && !(m === 'claim' && fogged))
        .map((m) => ({
          label: `${m === now ? '✓ ' : ''}${pc.setupModes[m]}`,
          value: m,
          description: pc.setupCost(pings[m]),
        })),
    },
  ];
}

export function lobbyButtons(r: Pick<GameRecord, 'gameId' | 'rev'>, locale: Locale): Button[][] {
  const b = cat(locale).ui.btn;
  return [
    [
      { id: buttonId(r, 'join'), label: b.join, style: 'primary' },
      { id: buttonId(r, 'leave'), label: b.leave, style: 'secondary' },
      { id: buttonId(r, 'addai'), label: b.addAi, style: 'secondary' },
      { id: buttonId(r, 'start'), label: b.start, style: 'success' },
    ],
  ];
}

/** The lobby's message (text, selects, buttons), with `note` on top. */
export function lobbyMessage(r: GameRecord, mention: (id: string) => string, note?: string): OutMessage {
  return {
    text: [note, lobbyText(r, r.locale, mention)].filter(Boolean).join('\n'),
    buttons: lobbyButtons(r, r.locale),
    selects: lobbySelects(r, r.locale),
  };
}
