// Secrets to their owners: a DM when a player's secrets change (mission, objective, HQ, cards),
// with their goal drawn on the board; closed DMs → one channel notice that reveals nothing.
import type { MapRecord, MapStep } from './games/map/record.js';
import { viewFor, type GameEvent } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { labelLocale, type Locale } from '../i18n/names.js';
import { panelCat } from '../i18n/panel.js';
import { sinceLastTurn } from './panel/digest.js';
import { boardImages } from './panel/images.js';
import { cardLabel, fit, goalOverlay, secretsText } from './present.js';
import type { Bot, OutImage } from './surface.js';

/** The player's own goal on the board: only ever attached to a message for that player. */
export async function goalImage(bot: Bot, r: MapRecord, p: number, locale: Locale): Promise<OutImage[]> {
  const overlay = r.state ? goalOverlay(r, p, locale) : null;
  if (!r.state || !overlay) return [];
  const data = await bot.images.goal(viewFor(r.state, null), overlay, { locale: labelLocale(r.ruleset, locale) });
  return [{ name: `goal.${bot.images.extension}`, data }];
}

/**
 * The turn ping by DM (notify: dm or both): what happened since their last turn and the public
 * board the channel's ping shows, labelled in the reader's language. Only the public board: it
 * carries no secret of anyone, so it is safe in any inbox; their own goal comes with the
 * secrets DM. No controls: the panel in the channel has them.
 */
export async function dmTurnPing(bot: Bot, r: MapRecord, p: number): Promise<boolean> {
  const seat = r.seats[p];
  if (!seat?.userId) return false;
  const text = fit([panelCat(seat.locale).dmPing(r.channelName), ...sinceLastTurn(r, p, seat.locale)]);
  return bot.transport.dm(seat.userId, { text, images: await boardImages(bot, r, false, { locale: seat.locale }) });
}

function touchesSecrets(e: GameEvent, p: number): { drawn?: number } | null {
  switch (e.type) {
    case 'gameStarted':
      return {};
    case 'cardDrawn':
      return e.player === p ? { drawn: e.card ?? undefined } : null;
    case 'cardReceived':
      return e.player === p ? {} : null;
    case 'hqChosen':
      return e.player === p ? {} : null;
    case 'missionChanged':
      return e.player === p ? {} : null;
    default:
      return null;
  }
}

/** DMs each human whose secrets changed (one message per batch); closed DMs → a channel notice revealing nothing. */
export async function sendSecrets(bot: Bot, r: MapRecord, steps: MapStep[]): Promise<void> {
  const s = r.state;
  if (!s) return;
  for (let p = 0; p < r.seats.length; p++) {
    const seat = r.seats[p];
    if (seat.kind !== 'human' || !seat.userId) continue;
    let touched = false;
    const drawn: number[] = [];
    let started = false;
    let missionChanged = false;
    for (const step of steps)
      for (const e of step.events) {
        const t = touchesSecrets(e, p);
        if (!t) continue;
        if (e.type === 'gameStarted') {
          started = true;
          continue;
        }
        if (e.type === 'missionChanged') missionChanged = true;
        touched = true;
        if (t.drawn !== undefined) drawn.push(t.drawn);
      }
    const hasStartSecret =
      s.players[p].mission !== null ||
      s.players[p].objective !== null ||
      s.players[p].hand.length > 0 ||
      !!viewFor(s, p).secrets?.rankedMissions?.length;
    if (!touched && !(started && hasStartSecret)) continue;
    const c = cat(seat.locale);
    const lines = [c.ui.dmIntro(r.channelName)];
    if (missionChanged) lines.push(c.ui.missionChanged);
    if (drawn.length) lines.push(c.ui.cardsNew(drawn.map((k) => cardLabel(r, k, seat.locale)).join(', ')));
    lines.push(secretsText(r, p, seat.locale));
    // The goal image goes with the first DM and when the goal itself changes, not with every card.
    const images = started || missionChanged ? await goalImage(bot, r, p, seat.locale) : [];
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
