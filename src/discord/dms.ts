// Secrets to their owners: a DM when a player's secrets change (mission, objective, HQ, cards),
// with their goal drawn on the board; closed DMs → one channel notice that reveals nothing.
import type { MapRecord, MapStep } from './games/map/record.js';
import { fogActive, viewFor, type GameEvent } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { labelLocale, type Locale } from '../i18n/names.js';
import { panelCat } from '../i18n/panel.js';
import { sinceLastTurn } from './panel/digest.js';
import { boardImages } from './panel/images.js';
import { napoleonMissionText } from '../i18n/napoleon.js';
import { rankedSecretsText } from './present/missions.js';
import { cardLabel, fit, goalOverlay, playerLabel, secretsText } from './present.js';
import { seatTeam } from './present/teams.js';
import type { Bot, OutImage } from './surface.js';
import { turnDmRefused } from './turn-dm.js';

/** The player's own goal on the board: only ever attached to a message for that player. */
export async function goalImage(bot: Bot, r: MapRecord, p: number, locale: Locale): Promise<OutImage[]> {
  const overlay = r.state ? goalOverlay(r, p, locale) : null;
  if (!r.state || !overlay) return [];
  // FOG-2: under fog the goal is drawn over the player's own sight (the public board is all fog)
  const view = viewFor(r.state, fogActive(r.state) ? p : null);
  const data = await bot.images.goal(view, overlay, { locale: labelLocale(r.ruleset, locale) });
  return [{ name: `goal.${bot.images.extension}`, data }];
}

/**
 * The turn ping by DM (notify: dm or both): what happened since their last turn and the public
 * board the channel's ping shows, labelled in the reader's language. Only the public board: it
 * carries no secret of anyone, so it is safe in any inbox (under fog, FOG-2: their own sight,
 * which is theirs to know); their own goal comes with the
 * secrets DM. No controls: the panel in the channel has them.
 */
export async function dmTurnPing(bot: Bot, r: MapRecord, p: number): Promise<boolean> {
  const seat = r.seats[p];
  if (!seat?.userId) return false;
  const text = fit([panelCat(seat.locale).dmPing(r.channelName), ...sinceLastTurn(r, p, seat.locale)]);
  const sent = await bot.transport.dm(seat.userId, {
    text,
    // FOG-2: under fog the DM (theirs alone) shows their own sight; the public board is all fog
    images: await boardImages(bot, r, false, {
      locale: seat.locale,
      ...(r.state && fogActive(r.state) ? { viewer: p } : {}),
    }),
  });
  if (!sent) await turnDmRefused(bot, r, p);
  return sent;
}

/** What one event changed in player `p`'s secrets, as a line for their DM; null: nothing of theirs. */
type SecretChange =
  | { kind: 'start' }
  | { kind: 'drawn'; card?: number }
  | { kind: 'other' }
  | { kind: 'missionChanged' }
  | { kind: 'line'; line: string; goal: boolean };

function touchesSecrets(r: MapRecord, e: GameEvent, p: number, locale: Locale): SecretChange | null {
  const c = cat(locale).ui;
  switch (e.type) {
    case 'gameStarted':
      return { kind: 'start' };
    case 'cardDrawn':
      return e.player === p ? { kind: 'drawn', card: e.card ?? undefined } : null;
    case 'cardReceived':
      // NT-4: the team's hand passing between team-mates changes nothing the team knows.
      if (e.player === p && seatTeam(r, e.from) !== null && seatTeam(r, e.from) === seatTeam(r, p)) return null;
      return e.player === p ? { kind: 'other' } : null;
    case 'hqChosen':
      return e.player === p ? { kind: 'other' } : null;
    case 'missionChanged':
      return e.player === p ? { kind: 'missionChanged' } : null;
    case 'missionClaimed': {
      // NM-3: the claim is public, but the owner's list (the tick, the goal drawn) changed.
      if (e.player !== p) return null;
      const { rank, text } = napoleonMissionText(e.mission, locale);
      return { kind: 'line', line: c.missionClaimedDm(rank, text, e.claimed), goal: true };
    }
    case 'missionRevealed': {
      if (e.player !== p) return null;
      const { rank, text } = napoleonMissionText(e.mission, locale);
      return { kind: 'line', line: c.missionRevealedDm(rank, text), goal: false };
    }
    case 'independentInfluenced':
      // N2-A: the card is the giver's secret (null in everyone else's copy of the event).
      return e.player === p && e.card !== null
        ? {
            kind: 'line',
            line: c.cardGivenDm(cardLabel(r, e.card, locale), playerLabel(r, e.independent)),
            goal: false,
          }
        : null;
    default:
      return null;
  }
}

/** DMs each human whose secrets changed (one message per batch); closed DMs → a channel notice revealing nothing. */
export async function sendSecrets(bot: Bot, r: MapRecord, steps: MapStep[]): Promise<void> {
  const s = r.state;
  // The result reveals every secret: nothing is left to tell one player alone.
  if (!s || s.phase.kind === 'over') return;
  for (let p = 0; p < r.seats.length; p++) {
    const seat = r.seats[p];
    if (seat.kind !== 'human' || !seat.userId) continue;
    const c = cat(seat.locale);
    let touched = false;
    const drawn: number[] = [];
    const changes: string[] = [];
    let started = false;
    let missionChanged = false;
    let goalChanged = false;
    // Only a claim or a reveal: the DM is short (what changed, then the four missions ticked).
    let onlyMissions = true;
    for (const step of steps)
      for (const e of step.events) {
        const t = touchesSecrets(r, e, p, seat.locale);
        if (!t) continue;
        if (t.kind === 'start') {
          started = true;
          continue;
        }
        touched = true;
        if (t.kind === 'missionChanged') missionChanged = true;
        if (t.kind === 'drawn' && t.card !== undefined) drawn.push(t.card);
        if (t.kind === 'line') {
          changes.push(t.line);
          goalChanged ||= t.goal;
          if (e.type === 'independentInfluenced') onlyMissions = false;
        } else onlyMissions = false;
      }
    const hasStartSecret =
      s.players[p].mission !== null ||
      s.players[p].objective !== null ||
      s.players[p].hand.length > 0 ||
      !!viewFor(s, p).secrets?.rankedMissions?.length;
    if (!touched && !(started && hasStartSecret)) continue;
    const lines = [c.ui.dmIntro(r.channelName)];
    if (missionChanged) lines.push(c.ui.missionChanged);
    lines.push(...changes);
    if (drawn.length) lines.push(c.ui.cardsNew(drawn.map((k) => cardLabel(r, k, seat.locale)).join(', ')));
    const ranked = onlyMissions && !started ? rankedSecretsText(r, p, seat.locale) : null;
    lines.push(ranked ?? secretsText(r, p, seat.locale));
    // The goal image goes with the first DM and when the goal itself changes, not with every card.
    const images = started || missionChanged || goalChanged ? await goalImage(bot, r, p, seat.locale) : [];
    const delivered = await bot.transport.dm(seat.userId, { text: fit(lines), images });
    if (!delivered) {
      const key = `${r.gameId}:${seat.userId}`;
      if (!bot.dmFailed.has(key)) {
        bot.dmFailed.add(key);
        await bot.transport.post(r.channelId, {
          text: cat(r.locale).ui.dmFailed(bot.mention(seat.userId)),
          mentions: [seat.userId],
        });
      }
    }
  }
}
