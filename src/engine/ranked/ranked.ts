// NM-1..4 in play: the secret deal of one mission per rank, the claim (at most one a turn,
// announced), the fourth revealed after three, the win on the fourth, and the deeds a mission
// may ask for (conquests in one turn) recorded as they happen. Reached through the ranked
// missions' plugin only (plugin.ts); what a seat may know of them is src/engine/ext.ts's.
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { endGame } from '../goals.js';
import { holdingsOf, missionHolds, napoleonMissionById, napoleonMissions, RANKS } from '../napoleon-missions.js';
import { shuffle } from '../rng.js';
import { featuresOf } from '../state.js';
import { rankedFor, rankedOf, setRanked } from '../ext.js';
import type { GameState, PlayerId, RankedMissions } from '../types.js';

/** NM-1: each seated player draws one mission of each rank from its own shuffled pile (the `dealGoals` layer). */
export function dealRankedMissions(d: Draft): void {
  const s = d.s;
  const seated = s.players.filter((p) => p.kind !== 'neutral');
  if (featuresOf(s).goal(seated.length) !== 'rankedMissions') return;
  const piles = RANKS.map((rank) =>
    shuffle(
      s.rng,
      napoleonMissions()
        .filter((m) => m.rank === rank)
        .map((m) => m.id),
    ),
  );
  const ranked: Record<PlayerId, RankedMissions> = {};
  for (const p of seated) {
    ranked[p.id] = { missions: piles.map((pile) => pile.pop()!), claimed: [], lastClaimTurn: -1, bestTurnConquests: 0 };
  }
  setRanked(s, ranked);
}

/** Records a conquest for "conquer N territories in one turn" (called on every conquest). */
export function noteConquest(s: GameState, player: PlayerId): void {
  const r = rankedFor(s, player);
  if (r && s.turn.player === player) r.bestTurnConquests = Math.max(r.bestTurnConquests, s.turn.conquered);
}

/** Whether the phase lets the player on turn claim now (not mid-conquest, mid-roll or mid-trade). */
function claimPhase(s: GameState): boolean {
  const p = s.phase;
  if (p.kind === 'reinforce' || p.kind === 'fortify') return true;
  return p.kind === 'attack' && !p.conquest && !p.pendingRoll && !p.elimTrade;
}

/** The missions `player` may claim right now (empty when none, or not their moment). */
export function claimableMissions(s: GameState, player: PlayerId): number[] {
  const r = rankedFor(s, player);
  if (!r || s.turn.player !== player || !claimPhase(s) || r.lastClaimTurn === s.turn.number) return [];
  const open = r.missions.filter((m) => !r.claimed.includes(m));
  if (open.length === 0) return open;
  const held = holdingsOf(s, player); // the board read once for the four missions
  return open.filter((m) => missionHolds(s, player, m, held));
}

/** NM-3: show one achieved mission; after three the fourth is revealed; the fourth wins. */
export function claimMission(d: Draft, actor: PlayerId, mission: number): Result<void> {
  const s = d.s;
  const r = rankedFor(s, actor);
  if (!r) return err({ code: 'mission', reason: 'noMissions', mission });
  if (s.phase.kind === 'attack' && s.phase.conquest) {
    const { from, to, min, max } = s.phase.conquest;
    return err({ code: 'pendingConquest', from, to, min, max });
  }
  if (!claimPhase(s))
    return err({ code: 'wrongPhase', phase: s.phase.kind, allowed: ['place', 'attack', 'fortify', 'endTurn'] });
  if (!r.missions.includes(mission)) return err({ code: 'mission', reason: 'notYours', mission });
  if (r.claimed.includes(mission)) return err({ code: 'mission', reason: 'alreadyClaimed', mission });
  if (r.lastClaimTurn === s.turn.number) return err({ code: 'mission', reason: 'onePerTurn', mission });
  if (!missionHolds(s, actor, mission)) return err({ code: 'mission', reason: 'notMet', mission });
  r.claimed.push(mission);
  r.lastClaimTurn = s.turn.number;
  const rank = napoleonMissionById(mission).rank;
  emit(d, { type: 'missionClaimed', player: actor, mission, rank, claimed: r.claimed.length });
  if (r.claimed.length === 3) {
    const last = r.missions.find((m) => !r.claimed.includes(m))!;
    emit(d, { type: 'missionRevealed', player: actor, mission: last, rank: napoleonMissionById(last).rank });
  }
  if (r.claimed.length === r.missions.length) endGame(d, [actor], 'mission');
  return ok(undefined);
}

/** NM-1/NM-3 invariants: one mission a rank each, claims among them, a mission win = four claims. */
export function rankedMissionBreaks(s: GameState): string[] {
  const ranked = rankedOf(s);
  if (!ranked) return [];
  const out: string[] = [];
  for (const [id, r] of Object.entries(ranked)) {
    if (r.missions.map((m) => napoleonMissionById(m).rank).join() !== RANKS.join())
      out.push(`player ${id} missions ${r.missions.join(',')} are not one per rank`);
    if (new Set(r.claimed).size !== r.claimed.length || r.claimed.some((m) => !r.missions.includes(m)))
      out.push(`player ${id} claimed ${r.claimed.join(',')}`);
  }
  if (s.phase.kind === 'over' && s.phase.reason === 'mission') {
    for (const w of s.phase.winners)
      if (ranked[w]?.claimed.length !== RANKS.length) out.push(`player ${w} won without four missions`);
  }
  return out;
}
