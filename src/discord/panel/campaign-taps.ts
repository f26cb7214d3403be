// The 1796 campaign's taps that involve a card (napoleon-campaign, NC-ANX-2, NC-ALLY-3): the
// panel is public and a hand is secret, so the card is picked in a private menu, opened from the
// panel's annexation menu (a neutral's territory) or its "ally for a card" button; a pick there
// plays the move like any tap (the engine checks it again).
import type { MapRecord } from '../games/map/record.js';
import { legalActions, type Action, type PlayerId } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { panelCat } from '../../i18n/panel.js';
import { play } from '../flow.js';
import { playerLabel } from '../present.js';
import type { CommandContext } from '../surface.js';
import { campaignActionOf } from './controls/campaign-actions.js';
import { actionOf } from './controls/actions.js';
import { influenceSelect } from './controls/duel.js';
import { territoryNamer } from './controls/menus.js';
import { allyCardPicker, annexCardPicker, annexCards } from './controls/campaign.js';
import { panelPlayer } from './controls/seat.js';
import type { ButtonId } from './ids.js';

const VERBS: ReadonlySet<string> = new Set(['vcx', 'cap', 'cxc', 'cac', 'infp', 'inf']);

/**
 * Handles a campaign tap that opens or answers a private card menu; false when the tap is not
 * one (then it goes on as navigation or an action: `vcx` on an ally's territory is the panel's
 * confirmation step).
 */
export async function campaignCardTap(
  ctx: CommandContext,
  r: MapRecord,
  b: ButtonId,
  me: PlayerId,
  values: string[],
): Promise<boolean> {
  if (!VERBS.has(b.verb) || !r.state?.ext.campaign) return false;
  const c = cat(ctx.user.locale).ui;
  const pc = panelCat(ctx.user.locale);
  const at = panelPlayer(r);
  if (me < 0 || at !== me) {
    await ctx.reply(
      { text: me < 0 ? c.notSeatedHere : at === null ? c.stale : pc.notYourControls(playerLabel(r, at)) },
      { ephemeral: true },
    );
    return true;
  }
  const acts = legalActions(r.state, me);
  if (b.verb === 'vcx') {
    const t = values[0] ?? '';
    const byAlly = acts.some((a) => a.type === 'annex' && a.territory === t && a.card === null);
    if (byAlly || !annexCards(acts, t).length) return false;
    await ctx.reply(annexCardPicker(r, me, acts, t, ctx.user.locale), { ephemeral: true });
    return true;
  }
  if (b.verb === 'infp') {
    // N2-A in the campaign: the cards to give, privately (verb `inf`, played below).
    const gifts = acts.filter((a): a is Extract<Action, { type: 'influence' }> => a.type === 'influence');
    const select = influenceSelect(r, r.state, gifts, ctx.user.locale, territoryNamer(r, ctx.user.locale));
    await ctx.reply({ text: select.placeholder, selects: gifts.length ? [select] : [] }, { ephemeral: true });
    return true;
  }
  if (b.verb === 'cap') {
    await ctx.reply(allyCardPicker(r, acts, ctx.user.locale), { ephemeral: true });
    return true;
  }
  const action =
    b.verb === 'inf' ? actionOf(r.state, me, b.verb, b.args, values) : campaignActionOf(b.verb, b.args, values);
  if (!action) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return true;
  }
  // The private menu loses its controls (one pick), then the move is played like any tap.
  if (ctx.update) await ctx.update({ text: pc.onPanel, buttons: [], selects: [] });
  await play(ctx, action, b.rev);
  return true;
}
