// Balance of the 1796 campaign (napoleon-campaign): AI games with the same policy on both sides,
// the first seat playing France in even games and England in odd ones (so each side is played
// from each seat equally), and per side the wins, draws and points; per game what the AI did
// that a player would notice (influence, annexations, ally reinforcements, allies bought) and
// England's home defence after each of its turns.
import '../rules/registry.js'; // installs the engine's ruleset lookup
import { getPolicy } from '../ai/registry.js';
import { wholeStateAsView } from '../ai/seat-state.js';
import { applyAction } from '../engine/apply.js';
import { armiesOn, controller, mapOf } from '../engine/board.js';
import { checkInvariants } from '../engine/invariants.js';
import { waitingFor } from '../engine/legal.js';
import { seedRng } from '../engine/rng.js';
import { newGame } from '../engine/setup.js';
import type { CampaignPointsKey, CampaignSide, GameState } from '../engine/types.js';

const SIDES: readonly CampaignSide[] = ['france', 'england'];

/** What one side did over a game, counted from its actions. */
export interface SideUse {
  influence: number;
  annexAlly: number;
  annexCard: number;
  allyReinforcements: number;
  allyPlacements: number;
  allyManoeuvres: number;
  alliesBought: number;
  allyAttacks: number;
}

export interface CampaignGame {
  seed: number;
  /** The side the first seat played. */
  firstSide: CampaignSide;
  /** The winning side, 'draw' for a shared win, null when the game did not end. */
  winner: CampaignSide | 'draw' | null;
  reason: string | null;
  points: Record<CampaignSide, number>;
  /** Where each side's points came from (the campaign's public breakdown). */
  sources: Record<CampaignSide, Partial<Record<CampaignPointsKey, number>>>;
  rounds: number;
  actions: number;
  use: Record<CampaignSide, SideUse>;
  /** The fewest armies England left on a United Kingdom territory it held, after each of its own turns (NC-DEF-1: 5). */
  homeLow: number | null;
  /** First-invasion objectives scored, per side (NC-VP-3). */
  invasions: Record<CampaignSide, string[]>;
  breaks: string[];
}

const noUse = (): SideUse => ({
  influence: 0,
  annexAlly: 0,
  annexCard: 0,
  allyReinforcements: 0,
  allyPlacements: 0,
  allyManoeuvres: 0,
  alliesBought: 0,
  allyAttacks: 0,
});

function countUse(s: GameState, use: SideUse, a: ReturnType<ReturnType<typeof getPolicy>>): void {
  if (a.type === 'influence') use.influence++;
  else if (a.type === 'annex') use[a.card === null ? 'annexAlly' : 'annexCard']++;
  else if (a.type === 'reinforceAlly') use.allyReinforcements++;
  else if (a.type === 'placeNeutral') use.allyPlacements++;
  else if (a.type === 'allyManoeuvre') use.allyManoeuvres++;
  else if (a.type === 'allyCard') use.alliesBought++;
  else if ((a.type === 'blitz' || a.type === 'attack') && controller(s, a.from) !== s.turn.player) use.allyAttacks++;
}

/** The fewest armies on a United Kingdom territory England holds (null: it holds none). */
function homeArmies(s: GameState, england: number): number | null {
  const uk = mapOf(s).continents.find((c) => c.id === 'united_kingdom')!.territories;
  const held = uk.filter((t) => controller(s, t) === england);
  return held.length ? Math.min(...held.map((t) => armiesOn(s, t))) : null;
}

/** One campaign game, `ai` on both seats, the first seat playing `firstSide`. */
export function campaignGame(seed: number, ai: string, firstSide: CampaignSide, maxActions = 50_000): CampaignGame {
  const created = newGame(
    {
      ruleset: 'napoleon-campaign',
      seed,
      options: { campaignSide: firstSide },
      seats: [0, 1].map((i) => ({ name: `${ai}-${i}`, kind: 'ai' as const, ai })),
    },
    { now: 0 },
  );
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value.state;
  const sides = s.ext.campaign!.sides;
  const sideOf = (p: number): CampaignSide => (p === sides.france ? 'france' : 'england');
  const out: CampaignGame = {
    seed,
    firstSide,
    winner: null,
    reason: null,
    points: { france: 0, england: 0 },
    sources: { france: {}, england: {} },
    rounds: 0,
    actions: 0,
    use: { france: noUse(), england: noUse() },
    homeLow: null,
    invasions: { france: [], england: [] },
    breaks: checkInvariants(s).map((b) => `start: ${b}`),
  };
  const policy = getPolicy(ai);
  const rng = seedRng(seed ^ 0xc796);
  for (let n = 0; n < maxActions && s.phase.kind !== 'over' && out.breaks.length === 0; n++) {
    const player = waitingFor(s)[0];
    const action = policy(wholeStateAsView(s), player, rng);
    if (player === s.turn.player && sideOf(player)) countUse(s, out.use[sideOf(player)], action);
    const r = applyAction(s, player, action, { now: n * 30_000 });
    out.actions++;
    if (!r.ok) {
      out.breaks.push(`illegal ${JSON.stringify(action)} in ${s.phase.kind}: ${JSON.stringify(r.error)}`);
      break;
    }
    out.breaks.push(
      ...checkInvariants(r.value.state, s, r.value.events).map((b) => `after ${JSON.stringify(action)}: ${b}`),
    );
    for (const e of r.value.events)
      if (e.type === 'pointsScored' && e.source === 'invasion' && e.detail)
        out.invasions[sideOf(e.player)].push(e.detail);
    const ended = r.value.events.some((e) => e.type === 'turnEnded' && e.player === sides.england);
    s = r.value.state;
    if (ended) {
      const low = homeArmies(s, sides.england);
      if (low !== null) out.homeLow = out.homeLow === null ? low : Math.min(out.homeLow, low);
    }
  }
  for (const side of SIDES) {
    out.points[side] = s.ext.points?.[sides[side]] ?? 0;
    out.sources[side] = { ...s.ext.campaign!.points[sides[side]] };
  }
  out.rounds = s.turn.round;
  if (s.phase.kind === 'over') {
    out.reason = s.phase.reason;
    const w = s.phase.winners;
    out.winner = w.length === 1 ? sideOf(w[0]) : w.length > 1 ? 'draw' : null;
  }
  return out;
}

export interface CampaignTable {
  games: number;
  finished: number;
  wins: Record<CampaignSide, number>;
  draws: number;
  /** Wins of each side by the seat that played it (seat 1 = the first seat). */
  winsBySeat: Record<CampaignSide, [number, number]>;
  avgPoints: Record<CampaignSide, number>;
  /** Average points per game by source, per side. */
  avgSources: Record<CampaignSide, Partial<Record<CampaignPointsKey, number>>>;
  reasons: Record<string, number>;
  breaks: number;
}

export function tabulateCampaign(games: CampaignGame[]): CampaignTable {
  const t: CampaignTable = {
    games: games.length,
    finished: 0,
    wins: { france: 0, england: 0 },
    draws: 0,
    winsBySeat: { france: [0, 0], england: [0, 0] },
    avgPoints: { france: 0, england: 0 },
    avgSources: { france: {}, england: {} },
    reasons: {},
    breaks: 0,
  };
  for (const g of games) {
    t.breaks += g.breaks.length;
    for (const side of SIDES) {
      t.avgPoints[side] += g.points[side] / games.length;
      const avg = t.avgSources[side];
      for (const [k, v] of Object.entries(g.sources[side]) as [CampaignPointsKey, number][])
        avg[k] = (avg[k] ?? 0) + v / games.length;
    }
    if (g.winner === null) continue;
    t.finished++;
    t.reasons[g.reason!] = (t.reasons[g.reason!] ?? 0) + 1;
    if (g.winner === 'draw') t.draws++;
    else {
      t.wins[g.winner]++;
      t.winsBySeat[g.winner][g.firstSide === g.winner ? 0 : 1]++;
    }
  }
  return t;
}

/** `count` games from `seed` on, the first seat France in even games and England in odd ones. */
export function campaignGames(
  count: number,
  seed: number,
  ai: string,
  each?: (g: CampaignGame) => void,
): CampaignGame[] {
  return Array.from({ length: count }, (_, i) => {
    const g = campaignGame(seed + i, ai, i % 2 === 0 ? 'france' : 'england');
    each?.(g);
    return g;
  });
}
