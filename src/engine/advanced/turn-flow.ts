// NA-TURN-2: the advanced game's turn around the engine's three phases. Phase 1 (NA-START) and
// the fortifications' armies (NA-REI-6) come as the turn begins; the reinforce phase is phase 2
// (NA-REI, NA-CONV); the attack phase holds naval combat then land offensives (phase 3); the
// fortify phase is the manoeuvre (phase 4); epidemics (phase 5) and the end of turn (phase 6:
// NA-END) come as the turn ends; the game ends after round 5 on victory points (NA-WIN).
import { addArmies, armiesOf, controller, mapOf } from '../board.js';
import { fortified } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { endGame } from '../goals.js';
import { pointsOf } from '../ext.js';
import { activeOrder, featuresOf, rulesOf } from '../state.js';
import { drawCard } from '../turns.js';
import type { GameState, PlayerId } from '../types.js';
import { checkMissions, checkMissionsFinal, missionsCompleted } from './call-points.js';
import { scorePoints } from './common.js';
import { epidemicsStrike } from './epidemics.js';
import { capitalsHeld, empiresHeld, landAndSea, routesHeld } from './holdings.js';
import { advancedOf, freshAdvancedTurn, missionSinceLastTurn } from './slice.js';

/** NA-TURN-1: the last round. */
export const lastRound = (s: GameState): number => rulesOf(s).roundLimit ?? 5;

/**
 * The turn begins (the `turnStarted` hook): phase 1 — missions, then VP for each empire, route
 * and (option) capital held (NA-START-1..4) — then the armies owed for buy-backs (NA-CONV-4) go
 * to the reserve and each fortification held gives its army (NA-REI-6).
 */
export function advancedTurnStarted(d: Draft, player: PlayerId): void {
  const s = d.s;
  const a = advancedOf(s);
  a.turn = freshAdvancedTurn();
  checkMissions(d, player, 'start');
  for (const e of empiresHeld(s, player)) scorePoints(d, player, e.bonus, 'empire', e.id);
  for (const r of routesHeld(s, player)) scorePoints(d, player, r.bonus, 'route', r.id);
  for (const c of capitalsHeld(s, player)) scorePoints(d, player, c.bonus, 'capital', c.id);
  const owed = a.owed[player] ?? 0;
  if (owed > 0) {
    s.players[player].reserve += owed;
    delete a.owed[player];
  }
  // NA-REI-6: not a fortification built this turn (an Empire mission's bonus in phase 1)
  for (const t of mapOf(s).territoryIds)
    if (fortified(s, t) && controller(s, t) === player && !a.turn.fortsBuilt.includes(t)) {
      addArmies(s, t, 1, player);
      emit(d, { type: 'armiesPlaced', player, territory: t, count: 1 });
    }
}

/**
 * The turn ends (the `turnEnded` hook; the engine has drawn the card of a conquest): phase 5,
 * the epidemics (NA-EPI); phase 6, missions (NA-END-1), a card for a mission completed this turn
 * (not with the capitals option, NA-CAP-4) and one for an empire or route held (NA-END-2), and in
 * the last round the census (NA-END-3). True when the game ended.
 */
export function advancedTurnEnded(d: Draft, player: PlayerId): boolean {
  const s = d.s;
  epidemicsStrike(d, player);
  if (endIfAlone(d)) return true;
  if (s.players[player].status !== 'active') return false;
  checkMissions(d, player, 'end');
  if (!featuresOf(s).empireCapitals && missionSinceLastTurn(s, player, s.turn.number)) drawCard(d, player);
  if (empiresHeld(s, player).length > 0 || routesHeld(s, player).length > 0) drawCard(d, player);
  if (s.turn.round >= lastRound(s)) scorePoints(d, player, Math.floor(landAndSea(s, player) / 3), 'census', null);
  return false;
}

/** NA-WIN-2: once the last round is over, unclaimed missions are checked once more (the round limit then ends the game). */
export function advancedRoundEnded(d: Draft, round: number): boolean {
  if (round >= lastRound(d.s)) checkMissionsFinal(d);
  return false;
}

/** NA-WIN-3: among players tied on VP, the most armies on the board, then the most missions; still tied, they share. */
export function advancedTieBreak(s: GameState, tied: readonly PlayerId[]): PlayerId[] {
  const best = (ids: readonly PlayerId[], score: (p: PlayerId) => number): PlayerId[] => {
    const top = Math.max(...ids.map(score));
    return ids.filter((p) => score(p) === top);
  };
  return best(
    best(tied, (p) => armiesOf(s, p)),
    (p) => missionsCompleted(s, p),
  );
}

/**
 * NA-TURN-3 / NA-WIN-3: when one player (or none) is left on the board the game ends at once on
 * victory points: eliminated players keep theirs and may still win.
 */
export function endIfAlone(d: Draft): boolean {
  const s = d.s;
  if (s.phase.kind === 'over') return true;
  if (activeOrder(s).length > 1) return false;
  const seats = s.players.filter((p) => p.kind !== 'neutral').map((p) => p.id);
  const scores: Record<PlayerId, number> = {};
  for (const p of seats) scores[p] = pointsOf(s, p);
  const top = Math.max(...seats.map((p) => scores[p]));
  const tied = seats.filter((p) => scores[p] === top);
  endGame(d, tied.length > 1 ? advancedTieBreak(s, tied) : tied, 'lastStanding', scores);
  return true;
}

/** The `victory` hook: the game ends on points when one player is left (the round limit ends it otherwise). */
export const advancedVictory = (d: Draft): boolean => endIfAlone(d);
