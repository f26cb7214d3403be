// The search's one knob: RISK_AI_BUDGET_MS, CPU milliseconds an own turn may take. Decisions
// never read a clock (a game must replay the same on any machine, under any load): the budget
// becomes a count of simulated actions, calibrated on this project's reference machine
// (docs/ai.md: one simulated action — the policy's decision and the engine applying it — costs
// about NODE_US microseconds of CPU in a classic game, CAMPAIGN_NODE_US in the 1796 campaign,
// whose advanced rules and policies are heavier). Re-calibrate each pair together (the bench's
// keys ai.searchNodesPerCpuMs and ai.searchedDecisionsPerOwnTurn, and their campaign twins).
import type { GameState } from '../../engine/types.js';

export const NODE_US = 15;
/** Own-turn decisions the search weighs in a typical classic turn: the turn's budget is shared among them. */
export const SEARCHED_PER_TURN = 6;
export const CAMPAIGN_NODE_US = 150;
/** And in a campaign turn. */
export const CAMPAIGN_SEARCHED_PER_TURN = 4;
/** The production budget: well under the 0.3 s mean an own turn may cost. */
export const DEFAULT_BUDGET_MS = 200;

let override: number | null = null;

/** The ladder and tests set the budget here rather than through the environment. */
export function setBudgetMs(ms: number | null): void {
  override = ms;
}

export function budgetMs(): number {
  if (override !== null) return override;
  const env = Number(process.env.RISK_AI_BUDGET_MS);
  return Number.isFinite(env) && env >= 0 && process.env.RISK_AI_BUDGET_MS !== '' ? env : DEFAULT_BUDGET_MS;
}

/** Simulated actions one searched decision of `s`'s game may spend. */
export function nodesPerDecision(s: GameState): number {
  const campaign = s.ext.campaign !== undefined;
  const us = campaign ? CAMPAIGN_NODE_US : NODE_US;
  const per = campaign ? CAMPAIGN_SEARCHED_PER_TURN : SEARCHED_PER_TURN;
  return Math.floor((budgetMs() * 1000) / us / per);
}
