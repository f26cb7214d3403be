// The bot's side of playing from the live map: one action from the page goes through the same
// write path as a slash command or a panel tap (the app's `play`: compare-and-set, the AI
// seats and forced moves after it in the same write), a refusal comes back in the viewer's
// language, and an accepted move is shown in the channel exactly as a tap's (the panel edited
// or a new one pinged, the log lines). A move that was stored is never reported as not made:
// if showing it fails, the timer loop posts it from the log.
import { newErrorId } from '../app/log.js';
import { presentMove } from '../discord/flow.js';
import { refusalText } from '../discord/present.js';
import type { Bot } from '../discord/surface.js';
import { plain } from './payload.js';
import type { WebAct, WebPlayer } from './server.js';

export function webPlayer(bot: Bot): WebPlayer {
  const svc = bot.service;
  return {
    async act(req: WebAct) {
      const res = await svc.play(req.channelId, req.user, req.action, req.rev);
      if (!res.ok) {
        const r = await svc.latest(req.channelId);
        return { ok: false, text: plain(refusalText(res.error, r, req.user.id, req.user.locale)) };
      }
      // The page learns of the move at once (its live stream); the channel's panel follows in
      // the channel's own order (src/discord/panel/live.ts serialises each channel's edits).
      presentMove(bot, res.value, null, req.user.id, req.action).catch((err: unknown) => {
        svc.logger.warn(
          { err, errorId: newErrorId(), channelId: req.channelId },
          'live map move stored but not presented; the timer loop will post it',
        );
        svc.presentSoon(res.value.record);
      });
      return { ok: true, seq: res.value.record.logSeq ?? 0 };
    },
  };
}
