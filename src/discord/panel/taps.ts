// A button or select on the panel (or on a private confirmation): navigation re-draws the
// panel for the player at the controls, actions go through play(), app verbs (undo, take my
// seat back, confirmations, the HQ picker) through the service.
import { presenterOf } from '../games/registry.js';
import type { MapRecord } from '../games/map/record.js';
import type { GameRecord } from '../../app/record.js';
import type { Acted, AppResult } from '../../app/service.js';
import { cat } from '../../i18n/catalogue.js';
import { panelCat, type PanelCatalogue } from '../../i18n/panel.js';
import { play } from '../flow.js';
import { playerLabel, refusalText } from '../present.js';
import type { CommandContext } from '../surface.js';
import { actionOf, namesOnlyTerritories, stepOf } from './controls/actions.js';
import { ADVANCED_NAV } from './controls/advanced-actions.js';
import { CAMPAIGN_NAV } from './controls/campaign-actions.js';
import { campaignCardTap } from './campaign-taps.js';
import { frontStep, tapFollowUps } from './chain.js';
import { privateCardTap } from './private-cards.js';
import { panelPlayer } from './controls/seat.js';
import { hqPicker, planPicker } from './controls/setup.js';
import { ROOT, parseButtonId, type ButtonId } from './ids.js';
import { showStep } from '../games/map/live.js';
import { advance } from './live.js';
import { claimOf, claimPicker } from './missions.js';
import { myBoardRefresh, myBoardTap } from './fog-board.js';

export type LobbyVerb = 'join' | 'leave' | 'addai' | 'start';

export interface TapHandlers {
  lobby(ctx: CommandContext, verb: LobbyVerb): Promise<void>;
  /** The lobby's setup mode select (host). */
  setup(ctx: CommandContext, mode: string): Promise<void>;
  secrets(ctx: CommandContext): Promise<void>;
  /** The Rematch button under a finished game (src/discord/endgame.ts). */
  rematch(ctx: CommandContext): Promise<void>;
  abandon(ctx: CommandContext): Promise<void>;
  cancel(ctx: CommandContext): Promise<void>;
}

const NAV = new Set(['vb', 'vp', 'va', 'vas', 'vt', 'vat', 'vf', 'vg', ...ADVANCED_NAV, ...CAMPAIGN_NAV]);

export async function handleTap(ctx: CommandContext, customId: string, h: TapHandlers): Promise<void> {
  const b = parseButtonId(customId);
  const c = cat(ctx.user.locale).ui;
  const pc = panelCat(ctx.user.locale);
  const svc = ctx.bot.service;
  const rec = await svc.get(ctx.channelId);
  if (!b || !rec || rec.gameId !== b.gameId) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return;
  }
  const values = ctx.component?.values ?? [];
  switch (b.verb) {
    case 'join':
    case 'leave':
    case 'addai':
    case 'start':
      return h.lobby(ctx, b.verb);
    case 'setup':
      return h.setup(ctx, values[0] ?? '');
    case 'sec':
      return h.secrets(ctx);
    case 'rematch':
      return h.rematch(ctx);
    case 'no':
      await ctx.reply({ text: pc.dismissed }, { ephemeral: true });
      return;
    case 'cab':
      return h.abandon(ctx);
    case 'ccx':
      return h.cancel(ctx);
    case 'back':
      return takeSeatBack(ctx, rec);
  }
  // Each game family has its own controls (src/discord/games/<family>/).
  return presenterOf(rec).tap(ctx, rec, b);
}

/** A tap on the map panel's own controls. */
export async function handleMapTap(ctx: CommandContext, r: MapRecord, b: ButtonId): Promise<void> {
  const c = cat(ctx.user.locale).ui;
  const pc = panelCat(ctx.user.locale);
  const values = ctx.component?.values ?? [];
  switch (b.verb) {
    case 'spo':
    case 'sp':
    case 'spb': {
      // C-SET-7: the private plan, in an ephemeral message (a tap on it updates it in place).
      const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
      if (me < 0 || !r.state || r.state.phase.kind !== 'setupSimultaneous') {
        await ctx.reply({ text: me < 0 ? c.notSeatedHere : c.stale }, { ephemeral: true });
        return;
      }
      const step = b.verb === 'sp' && values[0] ? { kind: 'place' as const, territory: values[0] } : ROOT;
      const picker = planPicker(r, me, step, ctx.user.locale);
      const msg = { text: picker.prompt, selects: picker.selects, buttons: picker.buttons };
      if (b.verb !== 'spo' && ctx.update) await ctx.update(msg);
      else await ctx.reply(msg, { ephemeral: true });
      return;
    }
    case 'cm': {
      // NM-3: the claim picker, privately (the panel's button names no mission).
      const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
      if (me < 0) {
        await ctx.reply({ text: c.notSeatedHere }, { ephemeral: true });
        return;
      }
      await ctx.reply(claimPicker(r, me, ctx.user.locale), { ephemeral: true });
      return;
    }
    case 'cmx': {
      // NM-3: a claim from the private picker. The picker loses its buttons first (one claim a
      // turn), then the claim is played like any move; the engine checks it again.
      const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
      const action = claimOf(b.args);
      if (me < 0 || b.rev !== r.rev || !action) {
        await ctx.reply({ text: me < 0 ? c.notSeatedHere : c.stale }, { ephemeral: true });
        return;
      }
      if (ctx.update) await ctx.update({ text: pc.onPanel, buttons: [], selects: [] });
      return play(ctx, action, b.rev);
    }
    case 'fgb':
      return myBoardTap(ctx, r); // FOG-2
    case 'fgr':
      return myBoardRefresh(ctx, r); // FOG-2: a private board drawn anew
    case 'hqb': {
      const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
      if (me < 0) {
        await ctx.reply({ text: c.notSeatedHere }, { ephemeral: true });
        return;
      }
      const selects = r.state ? hqPicker(r, me, ctx.user.locale) : [];
      await ctx.reply({ text: selects.length ? pc.prompt.hq : c.stale, selects }, { ephemeral: true });
      return;
    }
  }
  // While several players act at once (HQ choice, C-SET-7 plans), the others' moves bump the
  // revision: a private picker stays usable, and the engine still checks every move.
  const together = r.state?.phase.kind === 'chooseHQ' || r.state?.phase.kind === 'setupSimultaneous';
  if (b.rev !== r.rev && !together) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return;
  }
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (b.verb === 'undo') return undo(ctx, r);
  if (r.state && !namesOnlyTerritories(r.state, b.verb, b.args, values)) {
    await ctx.reply({ text: c.stale }, { ephemeral: true });
    return;
  }
  if (await campaignCardTap(ctx, r, b, me, values)) return; // NC-ANX-2, NC-ALLY-3: a card, privately
  if (await privateCardTap(ctx, r, b, me, values)) return; // N2-A, NA-CRD: a hand's menus, privately
  if (NAV.has(b.verb)) {
    const at = panelPlayer(r);
    if (at === null || at !== me) {
      await ctx.reply({ text: at === null ? c.stale : pc.notYourControls(playerLabel(r, at)) }, { ephemeral: true });
      return;
    }
    const step = stepOf(b.verb, b.args, values);
    if (!step) {
      await ctx.reply({ text: c.stale }, { ephemeral: true });
      return;
    }
    return showStep(ctx.bot, ctx, r, step);
  }
  if (b.verb === 'vff' && me >= 0 && values[0]) {
    // Fortify picked in the attack phase: the attack ends, the panel opens that source's destinations.
    if (panelPlayer(r) !== me) {
      await ctx.reply({ text: c.stale }, { ephemeral: true });
      return;
    }
    return play(ctx, { type: 'endPhase' }, b.rev, { kind: 'fortifyFrom', from: values[0] });
  }
  if (b.verb === 'vfm' && me >= 0 && values[0]) {
    // NA-MAN: a manoeuvre picked in the attack phase: the attack ends, the panel opens its destinations.
    const step = stepOf('vmf', [], values);
    if (panelPlayer(r) !== me || !step) {
      await ctx.reply({ text: c.stale }, { ephemeral: true });
      return;
    }
    return play(ctx, { type: 'endPhase' }, b.rev, step);
  }
  const action = r.state && me >= 0 ? actionOf(r.state, me, b.verb, b.args, values) : null;
  if (!action) {
    await ctx.reply({ text: me < 0 ? c.notSeatedHere : c.stale }, { ephemeral: true });
    return;
  }
  await play(ctx, action, together ? undefined : b.rev, undefined, {
    next: tapFollowUps(b.verb, b.args, me),
    step: frontStep(me),
  });
}

/** Undo and "take my seat back": a service verb that is refused privately, or advances the panel with one log line. */
async function viaService(
  ctx: CommandContext,
  before: GameRecord,
  res: AppResult<Acted>,
  line: (pc: PanelCatalogue, who: string) => string,
): Promise<void> {
  if (!res.ok) {
    await ctx.reply({ text: refusalText(res.error, before, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
    return;
  }
  const rec = res.value.record;
  const me = rec.seats.findIndex((s) => s.userId === ctx.user.id);
  await advance(ctx.bot, {
    before,
    record: rec,
    steps: [],
    ctx,
    extraLines: [line(panelCat(rec.locale), playerLabel(rec, me))],
  });
}

async function undo(ctx: CommandContext, r: MapRecord): Promise<void> {
  const res = await ctx.bot.service.undo(ctx.channelId, ctx.user, r.rev);
  return viaService(ctx, r, res, (pc, who) => pc.undone(who));
}

async function takeSeatBack(ctx: CommandContext, r: GameRecord): Promise<void> {
  const res = await ctx.bot.service.settings(ctx.channelId, ctx.user, false, { autopilot: false });
  return viaService(ctx, r, res, (pc, who) => pc.seatBack(who));
}
