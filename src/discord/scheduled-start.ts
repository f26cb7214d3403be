// A lobby's scheduled start, presented: the timer loop (recovery.ts), the local table's clock
// and the join that filled the seats call it; the store decides (src/app/schedule.ts), so the
// game starts once whichever process gets there first. The start is shown as a manual one is
// (the lobby closed, the first panel), with a line saying the schedule started it.
import { presenterOf } from './games/registry.js';
import { hostOf } from '../app/family.js';
import { scheduleCat } from '../i18n/schedule.js';
import { publish } from './flow.js';
import { lobbyMessage } from './present.js';
import type { Bot } from './surface.js';

export async function startScheduled(bot: Bot, channelId: string): Promise<boolean> {
  const due = await bot.service.startDue(channelId);
  if (!due) return false;
  if (due.kind === 'started') {
    const r = due.acted.record;
    await publish(bot, r, due.acted.steps, null, null, [
      presenterOf(r).startedLine(r, r.locale),
      scheduleCat(r.locale).started,
    ]);
    return true;
  }
  // Too few players at the time: the lobby stays open and says so.
  const r = due.record;
  const note = scheduleCat(r.locale).dropped(hostOf(r).seats(r.ruleset).min);
  const msg = lobbyMessage(r, bot.mention, note);
  if (!r.panel || !(await bot.transport.edit(r.channelId, r.panel.messageId, msg)))
    await bot.transport.post(r.channelId, { text: note });
  return true;
}
