// The server's results channel (/risk server results_channel): every finished game posts its
// standings there — places from the results row, each seat as its game names it — and its
// final board, with a link to where it was played. Posted by the process whose write ended the
// game (the store hook fires there once); nothing when the game was played in that channel.
import { gameName } from '../../i18n/rules.js';
import { resultOf } from '../../app/results.js';
import type { GameRecord } from '../../app/record.js';
import { serverSettings } from '../../app/server-settings.js';
import { serverCat } from '../../i18n/server.js';
import { presenterOf } from '../games/registry.js';
import { isMapRecord } from '../games/map/record.js';
import { boardImages } from '../panel/images.js';
import type { Bot, OutMessage } from '../surface.js';

/** The post: header, one line per seat by place (winners first), the final board. */
export async function resultsPost(bot: Bot, r: GameRecord): Promise<OutMessage> {
  const c = serverCat(r.locale);
  const res = resultOf(r);
  const seats = [...res.seats].sort((a, b) => a.place - b.place || a.seat - b.seat);
  const lines = [
    c.resultsHeader(gameName(r.ruleset, r.locale), `<#${r.channelId}>`),
    ...seats.map((s) => c.standing(s.place, presenterOf(r).seatLabel(r, s.seat), s.score)),
    c.rounds(res.rounds),
  ];
  // A family draws its own final board; the map family's is the panel's (the guard narrows, no cast).
  const own = await presenterOf(r).board(bot, r, r.locale);
  const images = own?.images ?? (isMapRecord(r) ? await boardImages(bot, r) : []);
  return { text: lines.join('\n').slice(0, 2000), images };
}

/** The store hook's step at a game's end. */
export async function postResults(bot: Bot, r: GameRecord): Promise<void> {
  if (!r.guildId || r.status !== 'over' || !r.state) return;
  const channel = (await serverSettings(bot.service.store, r.guildId)).resultsChannel;
  if (!channel || channel === r.channelId) return;
  await bot.transport.post(channel, await resultsPost(bot, r));
}
