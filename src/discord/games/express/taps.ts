// A tap on a Risk Express panel: a move (through play(), so refusals and the panel work as for
// every game), Expected values (a private answer), the player's Auto-fill switch.
import type { ButtonId } from '../../panel/ids.js';
import { play } from '../../flow.js';
import { cat } from '../../../i18n/catalogue.js';
import { expressPanelCat } from '../../../i18n/express-panel.js';
import { panelCat } from '../../../i18n/panel.js';
import { playerLabel, refusalText } from '../../present.js';
import { advance } from '../../panel/live.js';
import type { CommandContext } from '../../surface.js';
import { expressActionOf, expressPanelPlayer } from './controls.js';
import { expressEvLines } from './present.js';
import { asExpress, type ExpressRecord } from './record.js';

export async function handleExpressTap(ctx: CommandContext, r: ExpressRecord, b: ButtonId): Promise<void> {
  const c = cat(ctx.user.locale).ui;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (b.verb === 'xev') {
    // Anyone may ask; the values are the current player's choices (nothing is secret here).
    const seat = r.state ? r.state.current : -1;
    await ctx.reply({ text: expressEvLines(r, seat, ctx.user.locale).join('\n') }, { ephemeral: true });
    return;
  }
  if (b.verb === 'xaf') {
    if (me < 0) {
      await ctx.reply({ text: c.notSeatedHere }, { ephemeral: true });
      return;
    }
    const on = r.seats[me].autoFill === false;
    const res = await ctx.bot.service.settings(ctx.channelId, ctx.user, false, { autoFill: on });
    if (!res.ok) {
      await ctx.reply({ text: refusalText(res.error, r, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
      return;
    }
    const rec = asExpress(res.value.record);
    await advance(ctx.bot, {
      before: r,
      record: rec,
      steps: [],
      ctx,
      extraLines: [`${playerLabel(rec, me)}: ${expressPanelCat(rec.locale).autoFill(on)}`],
    });
    return;
  }
  if (b.rev !== r.rev) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return;
  }
  const at = expressPanelPlayer(r);
  if (me < 0 || at === null || at !== me) {
    await ctx.reply(
      {
        text:
          me < 0
            ? c.notSeatedHere
            : at === null
              ? c.stale
              : panelCat(ctx.user.locale).notYourControls(playerLabel(r, at)),
      },
      { ephemeral: true },
    );
    return;
  }
  const action = expressActionOf(b.verb, b.args, ctx.component?.values ?? []);
  if (!action) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return;
  }
  await play(ctx, action, b.rev);
}
