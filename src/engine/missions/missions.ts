// The secret missions in play (M-1..7, Risk 2000): the deal (M-1: missions naming a colour not in
// play removed), how far a player is with theirs (M-4, M-6), the win, and the private notice
// when a destroy mission becomes "24 territories" (M-6). Reached through the missions plugin only.
import { continentsControlledBy, controller, armiesOn, territoriesControlledBy } from '../board.js';
import { FALLBACK_MISSION, MISSIONS, missionById, type MissionDef } from '../content.js';
import { emit, type Draft } from '../draft.js';
import { setMissionsPool } from '../ext.js';
import { endGame, goalToCheck } from '../goals.js';
import { shuffle } from '../rng.js';
import { featuresOf, mapOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';

/** M-1: one mission each, secretly, in a game whose goal is the missions (the `dealGoals` layer). */
export function dealMissions(d: Draft): void {
  const s = d.s;
  const seated = s.players.filter((p) => p.kind !== 'neutral');
  if (featuresOf(s).goal(seated.length) !== 'missions') return;
  const inPlay = new Set(seated.map((p) => p.colour));
  const pool = MISSIONS.filter((m) => m.type !== 'destroy' || inPlay.has(m.colour)).map((m) => m.id);
  const deck = shuffle(s.rng, pool);
  for (const p of seated) p.mission = deck.pop()!;
  setMissionsPool(s, deck);
}

/** M-6: a destroy mission becomes "24 territories" when the colour is yours or fell to someone else. */
export function effectiveMission(s: GameState, player: PlayerId): MissionDef | null {
  const id = s.players[player].mission;
  if (id === null) return null;
  const m = missionById(id);
  if (m.type !== 'destroy') return m;
  const target = s.players.find((p) => p.colour === m.colour && p.kind !== 'neutral');
  if (!target || target.id === player) return FALLBACK_MISSION;
  if (target.status === 'eliminated' && target.eliminatedBy !== player) return FALLBACK_MISSION;
  return m;
}

/**
 * One part of a mission (M-4, M-6) and how far `player` is with it: a named continent's
 * territories held, the third continent of one's choice (whole continents held beyond those
 * named), territories (with their minimum armies), or the target of a destroy mission (the
 * territories it still holds; done once this player eliminated it).
 */
export type MissionPart = { met: boolean } & (
  | { kind: 'continent'; continent: string; have: number; need: number }
  | { kind: 'thirdContinent'; have: number }
  | { kind: 'territories'; minArmies: number; have: number; need: number }
  | { kind: 'destroy'; target: PlayerId; left: number }
);

/** The parts of `player`'s mission as it stands now (M-6: a destroy mission may have become 24 territories); [] without one. */
export function missionProgress(s: GameState, player: PlayerId): MissionPart[] {
  const m = effectiveMission(s, player);
  if (!m) return [];
  switch (m.type) {
    case 'continents': {
      const held = continentsControlledBy(s, player);
      const parts: MissionPart[] = m.continents.map((id) => {
        const ts = mapOf(s).continents.find((c) => c.id === id)!.territories;
        const have = ts.filter((t) => controller(s, t) === player).length;
        return { kind: 'continent', continent: id, have, need: ts.length, met: have === ts.length };
      });
      if (m.anyThird) {
        const have = held.filter((c) => !m.continents.includes(c)).length;
        parts.push({ kind: 'thirdContinent', have, met: have > 0 });
      }
      return parts;
    }
    case 'territories': {
      const have = territoriesControlledBy(s, player).filter((t) => armiesOn(s, t) >= m.minArmies).length;
      return [{ kind: 'territories', minArmies: m.minArmies, have, need: m.count, met: have >= m.count }];
    }
    case 'destroy': {
      const target = s.players.find((p) => p.colour === m.colour)!;
      const left = territoriesControlledBy(s, target.id).length;
      const met = target.status === 'eliminated' && target.eliminatedBy === player;
      return [{ kind: 'destroy', target: target.id, left, met }];
    }
  }
}

export function missionComplete(s: GameState, player: PlayerId): boolean {
  const parts = missionProgress(s, player);
  return parts.length > 0 && parts.every((p) => p.met);
}

/** M-4: the one who completes their mission wins (the `victory` layer over the ones below). */
export function missionVictory(
  d: Draft,
  player: PlayerId | null,
  below: (d: Draft, player: PlayerId | null) => boolean,
): boolean {
  if (below(d, player)) return true;
  if (player === null || goalToCheck(d.s, player) !== 'missions' || !missionComplete(d.s, player)) return false;
  endGame(d, [player], 'mission');
  return true;
}

/** M-6: someone else's kill turns a destroy-that-colour mission into 24 territories (the `playerEliminated` layer). */
export function noticeChangedMissions(d: Draft, loser: PlayerId, by: PlayerId): void {
  const s = d.s;
  const colour = s.players[loser].colour;
  for (const p of s.players) {
    if (p.mission === null || p.id === by) continue;
    const m = missionById(p.mission);
    if (m.type === 'destroy' && m.colour === colour) emit(d, { type: 'missionChanged', player: p.id });
  }
}
