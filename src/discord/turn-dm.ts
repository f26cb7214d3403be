// Turn pings by DM that Discord refuses (the player's DMs are closed): with `notify: dm` the
// player would never learn it is their turn, so they are mentioned in the channel instead, and
// told why once per game (remembered in the record: `dmClosed`).
import type { GameRecord } from '../app/record.js';
import { cat } from '../i18n/catalogue.js';
import type { Bot } from './surface.js';

/**
 * How a seat is told it is their turn: `notify` as set ('digest': not at each turn), except that a player whose turn DM was
 * refused (their DMs closed) is mentioned in the channel instead until they set it again.
 */
export function pingMode(r: GameRecord, p: number): 'mention' | 'dm' | 'both' | 'none' {
  const seat = r.seats[p];
  const mode = seat?.notify ?? 'mention';
  // Digest: no ping each turn; the daily DM lists the game (src/discord/records/digest.ts).
  if (mode === 'digest') return 'none';
  return mode === 'dm' && seat?.userId && r.dmClosed?.includes(seat.userId) ? 'mention' : mode;
}

/**
 * A turn ping by DM was refused: for `notify: dm` the player is mentioned in the channel
 * instead, with why, once (the game remembers it, so later turns mention them on the panel's
 * ping and no DM is tried). With `both` the panel's ping mentioned them already.
 */
export async function turnDmRefused(bot: Bot, r: GameRecord, p: number): Promise<void> {
  const seat = r.seats[p];
  if (!seat?.userId || seat.notify !== 'dm') return;
  if (!(await bot.service.markDmClosed(r.channelId, r.gameId, seat.userId))) return;
  await bot.transport.post(r.channelId, {
    text: cat(r.locale).ui.dmPingFallback(bot.mention(seat.userId)),
    mentions: [seat.userId],
  });
}
