// NM-3 on the panel: a "Claim mission" button when the engine offers a claim, and the private
// picker it opens. The panel is public, so its button names no mission and no rank; the
// picker (an ephemeral message for the owner only) shows the claimable missions' texts and
// carries their ids.
import type { MapRecord } from '../games/map/record.js';
import { legalActions, type Action, type PlayerId } from '../../engine/index.js';
import type { Locale } from '../../i18n/names.js';
import { napoleonMessages, napoleonMissionText } from '../../i18n/napoleon.js';
import type { Button, OutMessage } from '../surface.js';
import { buttonId } from './ids.js';

/** The missions `p` may claim now, as the engine's legal actions say. */
export function claimableNow(
  r: MapRecord,
  p: PlayerId,
  acts: Action[] = r.state ? legalActions(r.state, p) : [],
): number[] {
  return acts.flatMap((a) => (a.type === 'claimMission' ? [a.mission] : []));
}

/** The panel's button (verb `cm`, no arguments), or null when no claim is legal. */
export function claimButton(r: MapRecord, acts: Action[], locale: Locale): Button | null {
  if (!acts.some((a) => a.type === 'claimMission')) return null;
  return { id: buttonId(r, 'cm'), label: napoleonMessages[locale].claimButton, style: 'success' };
}

/** The owner's private picker: one button per claimable mission (verb `cmx`, the mission id). */
export function claimPicker(r: MapRecord, p: PlayerId, locale: Locale): OutMessage {
  const m = napoleonMessages[locale];
  const ready = claimableNow(r, p);
  if (!ready.length) return { text: m.noneClaimable };
  const shown = ready.map((id) => napoleonMissionText(id, locale));
  return {
    text: [m.claimPick, ...shown.map(({ rank, text }) => `• **${rank}**: ${text}`)].join('\n'),
    buttons: [
      ready.map((id, i) => ({
        id: buttonId(r, 'cmx', id),
        label: m.claimRank(shown[i].rank),
        style: 'success' as const,
      })),
    ],
  };
}

/** The claim a picker button stands for. */
export function claimOf(args: string[]): Action | null {
  const mission = Number(args[0]);
  return Number.isInteger(mission) && mission > 0 ? { type: 'claimMission', mission } : null;
}
