// The 1796 campaign's taps that involve a card (napoleon-campaign, NC-ANX-2, NC-ALLY-3): the
// panel is public and a hand is secret, so the card is picked in a private menu, opened from the
// panel's annexation menu (a neutral's territory) or its "ally for a card" button; a pick there
// plays the move like any tap (the engine checks it again).
import type { MapRecord } from '../games/map/record.js';
import { legalActions, type PlayerId } from '../../engine/index.js';
import type { CommandContext } from '../surface.js';
import { campaignActionOf } from './controls/campaign-actions.js';
import { allyCardPicker, annexCardPicker, annexCards } from './controls/campaign.js';
import type { ButtonId } from './ids.js';
import { playPrivatePick, refusedUnlessAtControls } from './private-cards.js';

const VERBS: ReadonlySet<string> = new Set(['vcx', 'cap', 'cxc', 'cac']);

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
  if (await refusedUnlessAtControls(ctx, r, me)) return true;
  const acts = legalActions(r.state, me);
  if (b.verb === 'vcx') {
    const t = values[0] ?? '';
    const byAlly = acts.some((a) => a.type === 'annex' && a.territory === t && a.card === null);
    if (byAlly || !annexCards(acts, t).length) return false;
    await ctx.reply(annexCardPicker(r, me, acts, t, ctx.user.locale), { ephemeral: true });
    return true;
  }
  if (b.verb === 'cap') {
    await ctx.reply(allyCardPicker(r, acts, ctx.user.locale), { ephemeral: true });
    return true;
  }
  await playPrivatePick(ctx, campaignActionOf(b.verb, b.args, values), b.rev);
  return true;
}
