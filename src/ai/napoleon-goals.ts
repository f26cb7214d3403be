// The Napoléon missions (NM-*) as the baseline AI sees them: claim what it can, and want the
// territories its unclaimed missions ask for. It reads only its own missions.
import {
  conditionHolds,
  holdingsOf,
  napoleonMissionById,
  type Holdings,
  rankOf,
  type MissionCondition,
} from '../engine/napoleon-missions.js';
import { napoleonBoard } from '../engine/napoleon-board.js';
import { claimableMissions } from '../engine/ranked/ranked.js';
import { territoriesControlledBy as territoriesOf } from '../engine/board.js';
import { mapOf } from '../engine/state.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { advMissionsFor, rankedFor } from '../engine/ext.js';
import { advancedConditionHolds, advancedMissionById } from '../engine/advanced/mission-cards.js';

/** NM-3: claim the highest-ranked mission that holds now (the others may still hold later). */
export function claimAction(s: GameState, player: PlayerId): Action | null {
  const ready = claimableMissions(s, player);
  if (ready.length === 0) return null;
  const best = ready.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));
  return { type: 'claimMission', mission: best };
}

/** Extra desire for territories, from each condition of the missions not yet claimed. */
export function missionWants(s: GameState, player: PlayerId): Map<TerritoryId, number> {
  const w = new Map<TerritoryId, number>();
  const r = rankedFor(s, player);
  const adv = advMissionsFor(s, player);
  if (!r && !adv) return w;
  const held = holdingsOf(s, player); // the board read once for every condition of this decision
  const index = mapOf(s).index;
  const add = (t: TerritoryId, v: number) => {
    if (!held.owned[index[t]]) w.set(t, (w.get(t) ?? 0) + v);
  };
  if (r)
    for (const id of r.missions) {
      if (r.claimed.includes(id)) continue;
      for (const c of napoleonMissionById(id).conditions)
        if (!conditionHolds(s, player, c, held)) wantFor(s, player, c, held, add);
    }
  // NA-MIS, NA-EMP: the advanced game's missions in hand (one per rank; claimed ones are replaced)
  if (adv)
    for (const id of adv.held) {
      if (id < 0) continue;
      for (const c of advancedMissionById(id).conditions) {
        if (advancedConditionHolds(s, player, c, held, adv)) continue;
        // zones, routes and forts are the builds' business (src/ai/advanced/builds.ts)
        if (c.kind === 'among') for (const t of c.territories) add(t, 3);
        else if (c.kind !== 'zones' && c.kind !== 'route' && c.kind !== 'forts') wantFor(s, player, c, held, add);
      }
    }
  return w;
}

function wantFor(
  s: GameState,
  player: PlayerId,
  c: MissionCondition,
  held: Holdings,
  add: (t: TerritoryId, v: number) => void,
): void {
  const map = mapOf(s);
  const own = (t: TerritoryId) => held.owned[map.index[t]] === 1;
  const share = (e: { territories: TerritoryId[] }) => e.territories.filter(own).length / e.territories.length;
  switch (c.kind) {
    case 'empire':
    case 'inEmpire': {
      const e = map.continents.find((x) => x.id === c.empire)!;
      for (const t of e.territories) add(t, 3);
      return;
    }
    case 'empires': {
      // the empires nearest to completion, as many as still missing
      const shares = new Map(map.continents.map((e) => [e, share(e)]));
      const held = map.continents.filter((e) => shares.get(e) === 1).length;
      const open = map.continents
        .filter((e) => shares.get(e)! < 1)
        .sort((a, b) => shares.get(b)! - shares.get(a)! || a.territories.length - b.territories.length);
      for (const e of open.slice(0, Math.max(1, c.count - held))) for (const t of e.territories) add(t, 3);
      return;
    }
    case 'capitals':
      for (const t of napoleonBoard().capitalTerritories) add(t, 3);
      return;
    case 'presence':
      for (const e of map.continents) if (share(e) === 0) for (const t of e.territories) add(t, 2);
      return;
    case 'seaLines':
      for (const [a, b] of napoleonBoard().seaLines) {
        if (own(a)) add(b, 3);
        else if (own(b)) add(a, 3);
        else {
          add(a, 1);
          add(b, 1);
        }
      }
      return;
    case 'eliminations': {
      // the weakest opponent still playing
      const foes = s.players.filter((p) => p.id !== player && p.kind !== 'neutral' && p.status === 'active');
      const weakest = foes.sort((a, b) => territoriesOf(s, a.id).length - territoriesOf(s, b.id).length)[0];
      if (weakest) for (const t of territoriesOf(s, weakest.id)) add(t, 4);
      return;
    }
    default:
      return; // counts of territories, armies and conquests come from attacking well anyway
  }
}
