// The `ext.campaign` slice (types: src/engine/campaign-types.ts): who plays which side, which
// player is which independent, and the turn's campaign steps. Read and written only through the
// modules of this folder.
import type { CampaignPower, CampaignSide, CampaignSlice, GameState, PlayerId } from '../types.js';
import { POWERS } from './scenario.js';

/** A slice before the scenario is laid out (the deal fills the seats in). */
export const newCampaignSlice = (): CampaignSlice => ({
  sides: { france: 0, england: 1 },
  powers: { austria: 2, prussia: 3, russia: 4 },
  neutral: 5,
  invaded: {},
  points: {},
  turn: freshCampaignTurn(),
  capitalOffer: null,
  finalScored: false,
});

export const freshCampaignTurn = (): CampaignSlice['turn'] => ({ annexed: [], allyMoved: [], allyGeneralsLost: 0 });

/** The campaign slice, or null outside napoleon-campaign. */
export const campaignOf = (s: GameState): CampaignSlice | null => s.ext.campaign ?? null;

/** The campaign slice of a game that has one (the campaign's own handlers). */
export function campaign(s: GameState): CampaignSlice {
  const c = s.ext.campaign;
  if (!c) throw new Error('napoleon-campaign: the game has no campaign slice');
  return c;
}

/** The side `seat` plays, or null for any other player. */
export function sideOf(s: GameState, seat: PlayerId): CampaignSide | null {
  const c = campaignOf(s);
  if (!c) return null;
  return c.sides.france === seat ? 'france' : c.sides.england === seat ? 'england' : null;
}

/** The other seat. */
export function opponentOf(s: GameState, seat: PlayerId): PlayerId {
  const c = campaign(s);
  return c.sides.france === seat ? c.sides.england : c.sides.france;
}

/** Which independent `p` is, or null (the seats and the yellow neutral are none). */
export function powerOf(s: GameState, p: PlayerId): CampaignPower | null {
  const c = campaignOf(s);
  if (!c) return null;
  return POWERS.find((k) => c.powers[k] === p) ?? null;
}

/** NC-0-2: the yellow passive neutral. */
export const isYellow = (s: GameState, p: PlayerId): boolean => campaignOf(s)?.neutral === p;
