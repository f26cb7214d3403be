// The menus that list a seat's hand (N2-A: a card to give an independent, in the duel and the
// campaign; NA-CRD/NA-EFF: a card to play for its effect or to arm, in the advanced game). The
// panel is a channel message everyone sees and a hand is secret, so the panel only shows a 🃏
// button; its tap answers the seat at the controls, and nobody else, with the menus in a reply
// only they see; a pick there plays the move like any tap (the engine checks it again).
import type { MapRecord } from '../games/map/record.js';
import { legalActions, type Action, type PlayerId } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { duelMessages } from '../../i18n/napoleon-duel.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { panelCat } from '../../i18n/panel.js';
import { play } from '../flow.js';
import { playerLabel } from '../present.js';
import type { CommandContext } from '../surface.js';
import { actionOf } from './controls/actions.js';
import { cardEffectSelects } from './controls/card-effects.js';
import { influenceSelect } from './controls/duel.js';
import { territoryNamer } from './controls/menus.js';
import { only } from './controls/part.js';
import { panelPlayer } from './controls/seat.js';
import type { ButtonId } from './ids.js';

/** The panel's buttons that open a private menu of cards. */
const OPEN: ReadonlySet<string> = new Set(['infp', 'cdp']);
/** The picks in those menus. */
const PICK: ReadonlySet<string> = new Set(['inf', 'pcd', 'acd']);

/**
 * Handles a tap that opens or answers a private menu of the seat's cards; false when the tap is
 * not one. Anyone but the seat at the controls is refused and sees no card.
 */
export async function privateCardTap(
  ctx: CommandContext,
  r: MapRecord,
  b: ButtonId,
  me: PlayerId,
  values: string[],
): Promise<boolean> {
  if ((!OPEN.has(b.verb) && !PICK.has(b.verb)) || !r.state) return false;
  const s = r.state;
  const locale = ctx.user.locale;
  const c = cat(locale).ui;
  if (await refusedUnlessAtControls(ctx, r, me)) return true;
  const acts = legalActions(s, me);
  if (b.verb === 'infp') {
    const gifts = only(acts, 'influence');
    const selects = gifts.length ? [influenceSelect(r, s, gifts, locale, territoryNamer(r, locale))] : [];
    await ctx.reply(
      { text: selects.length ? duelMessages[locale].selectInfluence : c.stale, selects },
      { ephemeral: true },
    );
    return true;
  }
  if (b.verb === 'cdp') {
    const selects = cardEffectSelects(r, s, acts, locale);
    await ctx.reply({ text: selects.length ? advancedPanel(locale).card.open : c.stale, selects }, { ephemeral: true });
    return true;
  }
  await playPrivatePick(ctx, actionOf(s, me, b.verb, b.args, values), b.rev);
  return true;
}

/** Refuses, privately, a tap by anyone but the seat at the controls; true when it did. */
export async function refusedUnlessAtControls(ctx: CommandContext, r: MapRecord, me: PlayerId): Promise<boolean> {
  const at = panelPlayer(r);
  if (me >= 0 && at === me) return false;
  const c = cat(ctx.user.locale).ui;
  const text =
    me < 0 ? c.notSeatedHere : at === null ? c.stale : panelCat(ctx.user.locale).notYourControls(playerLabel(r, at));
  await ctx.reply({ text }, { ephemeral: true });
  return true;
}

/** A pick in a private menu: the menu loses its controls (one pick), then the move is played like any tap. */
export async function playPrivatePick(ctx: CommandContext, action: Action | null, rev: number): Promise<void> {
  if (!action) {
    await ctx.reply({ text: cat(ctx.user.locale).ui.stale }, { ephemeral: true });
    return;
  }
  if (ctx.update) await ctx.update({ text: panelCat(ctx.user.locale).onPanel, buttons: [], selects: [] });
  await play(ctx, action, rev);
}
