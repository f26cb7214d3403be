// The current player's tap controls for every step of a turn, derived from legalActions (so
// every ruleset and option gets them): each phase's own in controls/, then what any phase may
// offer (a mission claim, the duel's ally controls, undo, my secrets), laid out in rows.
import type { MapRecord } from '../games/map/record.js';
import { canUndo } from '../../app/undo.js';
import { legalActions } from '../../engine/index.js';
import type { Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import type { Button } from '../surface.js';
import { buttonId, type PanelStep } from './ids.js';
import { claimButton } from './missions.js';
import { attackControls, conquestControls, pendingRollControls } from './controls/attack.js';
import { allyControls } from './controls/duel.js';
import { campaignControls, campaignStepControls, isCampaignStep } from './controls/campaign.js';
import { cardEffectControls } from './controls/card-effects.js';
import { fortifyControls } from './controls/fortify.js';
import { chunk, territoryNamer } from './controls/menus.js';
import { only, type Controls, type ControlsPart, type Turn } from './controls/part.js';
import { placementControls, placesOf } from './controls/placement.js';
import { panelPlayer, waitingLabels } from './controls/seat.js';
import { claimControls } from './controls/setup.js';
import { liveMapButtons } from './controls/live-map.js';
import { buildPhaseControls, hasBuilds } from './controls/build.js';
import { hasManoeuvres, manoeuvreControls } from './controls/manoeuvre.js';
import { hasNavalSteps, navalControls } from './controls/naval.js';
import { followButtons } from './controls/advanced-follow.js';
import { myBoardButton, publicFogControls, underFog } from './controls/fog.js';

export type { Controls } from './controls/part.js';

/**
 * The controls for `step`. Under fog of war (FOG-2) the channel's panel gets none that name a
 * place; `mine` builds the seat's own, for its private board (src/discord/panel/fog-board.ts).
 */
export function buildControls(r: MapRecord, step: PanelStep, locale: Locale, mine = false): Controls {
  const s = r.state;
  const pc = panelCat(locale);
  const secrets: Button = { id: buttonId(r, 'sec'), label: pc.btn.secrets, style: 'secondary' };
  const map = liveMapButtons(r, locale);
  const none = (prompt: string): Controls => ({ prompt, selects: [], buttons: [[secrets, ...map]] });
  if (!s || s.phase.kind === 'over') return none('');
  // FOG-2: where everyone acts at once (private pickers already), each sees their board with My board
  const fogBoard = !mine && underFog(r) ? [myBoardButton(r, locale)] : [];
  if (r.paused)
    return {
      prompt: pc.prompt.paused,
      selects: [],
      buttons: [[{ id: buttonId(r, 'back'), label: pc.btn.takeBack, style: 'primary' }, secrets, ...map]],
    };
  if (s.phase.kind === 'chooseHQ') {
    return {
      prompt: pc.prompt.hq,
      selects: [],
      buttons: [[{ id: buttonId(r, 'hqb'), label: pc.btn.chooseHq, style: 'primary' }, ...fogBoard, secrets, ...map]],
    };
  }
  if (s.phase.kind === 'setupSimultaneous') {
    return {
      prompt: `${pc.prompt.simultaneous} ${pc.prompt.waiting(waitingLabels(s))}`,
      selects: [],
      buttons: [[{ id: buttonId(r, 'spo'), label: pc.btn.placeMine, style: 'primary' }, ...fogBoard, secrets, ...map]],
    };
  }
  // (the HQ choice and C-SET-7's plans above open privately already)
  if (!mine && underFog(r)) return publicFogControls(r, locale, [secrets, ...map]);
  const p = panelPlayer(r);
  if (p === null) return none(pc.prompt.waiting(waitingLabels(s)));
  const acts = legalActions(s, p);
  const t: Turn = { r, s, p, acts, step, locale, pc, n: territoryNamer(r, locale) };
  // NC-*: an annexation to confirm or an ally's manoeuvre under way takes the panel.
  const { prompt, selects, buttons } = (isCampaignStep(t) ? campaignStepControls(t) : null) ?? phaseControls(t);
  buttons.unshift(...followButtons(t)); // NA-GEN-2 (napoleon-advanced): only until the next action, so first
  const claim = claimButton(r, acts, locale); // NM-3
  if (claim) buttons.push(claim);
  buttons.push(...cardEffectControls(t).buttons); // NA-CRD (napoleon-advanced): the cards open privately
  const ally = allyControls(t); // N2-A (napoleon-duel)
  buttons.push(...ally.buttons);
  selects.push(...ally.selects);
  const campaign = campaignControls(t); // NC-ANX, NC-ALLY (napoleon-campaign)
  buttons.push(...campaign.buttons);
  selects.push(...campaign.selects);
  if (canUndo(r, p)) buttons.push({ id: buttonId(r, 'undo'), label: pc.btn.undo, style: 'secondary' });
  buttons.push(secrets, ...map);
  const rows = chunk(buttons, 5).slice(0, Math.max(1, 5 - selects.length));
  return { prompt, selects: selects.slice(0, 4), buttons: rows };
}

/** The controls of the phase the game is in (none outside a turn's phases). */
function phaseControls(t: Turn): ControlsPart {
  const phase = t.s.phase;
  if (phase.kind === 'setupClaim') return claimControls(t);
  if (phase.kind === 'attack' && phase.conquest) return conquestControls(t, phase.conquest);
  if (phase.kind === 'attack' && phase.pendingRoll) return pendingRollControls(t, phase.pendingRoll);
  // napoleon-advanced: conversions, naval combat and empty territories, manoeuvres (NA-*).
  if (phase.kind === 'reinforce' && hasBuilds(t)) return buildPhaseControls(t);
  if (phase.kind === 'attack' && hasNavalSteps(t)) return navalControls(t);
  if (phase.kind === 'fortify' && hasManoeuvres(t)) return manoeuvreControls(t);
  // Reinforcement, setup placement, neutral armies, and the C-ELM-2 trade-and-place.
  if (placesOf(t.acts).length || only(t.acts, 'trade').length) return placementControls(t);
  if (phase.kind === 'attack') return attackControls(t);
  if (phase.kind === 'fortify') return fortifyControls(t);
  return { prompt: '', selects: [], buttons: [] };
}
