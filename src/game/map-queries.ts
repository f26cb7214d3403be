// What the map family's presenters (the panel, My map, /risk odds) ask before a move is played,
// answered by the map definition (src/game/map-risk.ts): a presenter shows what the rules say a
// move would bring and never applies the engine itself (test/build/presenter-seams.test.ts).
import { controller, getMap, oddsOfBattle, type OddsResult } from '../engine/index.js';
import type { GameState, PlayerId, RulesetId, TerritoryId } from '../engine/types.js';
import { getRuleset } from '../rules/registry.js';
import { mapRisk } from './map-risk.js';

/**
 * What trading `cards` now brings the seat (C-CRD-2, C-CRD-3), as the log then reports it: the
 * set's armies and the territory bonus (+2 on a territory of a card the seat holds); null when
 * the trade is refused.
 */
export function tradeGain(
  s: GameState,
  seat: PlayerId,
  cards: [number, number, number],
): { armies: number; bonus: number } | null {
  const e = mapRisk.preview(s, seat, { type: 'trade', cards })?.events.find((x) => x.type === 'cardsTraded');
  return e?.type === 'cardsTraded'
    ? { armies: e.armies, bonus: e.territoryBonus.reduce((n, b) => n + b.armies, 0) }
    : null;
}

/**
 * The state ending the phase leads to when the same seat goes on playing in it (the attack's
 * end opens the seat's fortify or manoeuvre phase): what the panel offers ahead, one tap saved.
 * Null when the end is refused or hands the turn on.
 */
export function phaseAfterEnd(s: GameState, seat: PlayerId): GameState | null {
  const ended = mapRisk.preview(s, seat, { type: 'endPhase' });
  if (!ended || ended.state.turn.player !== seat) return null;
  // An end that rolls dice (the duel's and the campaign's independents attack when the attack
  // phase ends) is not looked ahead: the menu built from it would tell what the dice will do
  // before the player chose to stop attacking.
  return ended.state.rng.every((v, i) => v === s.rng[i]) ? ended.state : null;
}

/**
 * Blitz odds from army counts under a ruleset's dice hooks (C-ATK-3, R-ATK-1, a variant's own
 * dice): a battle between two neighbours of a fresh game of that ruleset, nothing else on them.
 */
export function countOdds(ruleset: RulesetId, attackers: number, defenders: number): OddsResult {
  const { s, from, to } = sampleBattle(ruleset);
  return oddsOfBattle(s, from, to, attackers, defenders);
}

const samples = new Map<RulesetId, { s: GameState; from: TerritoryId; to: TerritoryId }>();
function sampleBattle(ruleset: RulesetId): { s: GameState; from: TerritoryId; to: TerritoryId } {
  let b = samples.get(ruleset);
  if (!b) {
    const rs = getRuleset(ruleset);
    const seats = Array.from({ length: rs.playerCounts?.[0] ?? rs.minPlayers }, (_, i) => ({
      name: `P${i}`,
      kind: 'human' as const,
    }));
    const created = mapRisk.setup({ ruleset, options: { setup: 'auto' }, seed: 1, seats }, { now: 0 });
    if (!created.ok) throw new Error(`odds: no sample game of ${ruleset}: ${created.error.code}`);
    const s = created.value.state;
    const map = getMap(s.map);
    const me = s.turn.player;
    const from = map.territoryIds.find(
      (t) => controller(s, t) === me && map.adjacency[t].some((n) => controller(s, n) !== me && controller(s, n) >= 0),
    )!;
    const to = map.adjacency[from].find((n) => controller(s, n) !== me && controller(s, n) >= 0)!;
    b = { s, from, to };
    samples.set(ruleset, b);
  }
  return b;
}
