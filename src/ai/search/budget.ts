// The search's one knob: RISK_AI_BUDGET_MS, CPU milliseconds an own turn may take. Decisions
// never read a clock (a game must replay the same on any machine, under any load): the budget
// becomes a count of simulated actions, calibrated once on this project's reference machine
// (docs/ai.md: one simulated action — the policy's decision and the engine applying it — costs
// about NODE_US microseconds of CPU in a classic game). With these two constants the heads-up
// bench spent 202 ms of CPU an own turn at a 200 ms budget (59 simulated actions a CPU ms,
// 8 decisions weighed a turn: the two errors cancel); re-calibrate both together.
export const NODE_US = 20;
/** Own-turn decisions the search weighs in a typical turn: the turn's budget is shared among them. */
export const SEARCHED_PER_TURN = 6;
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

/** Simulated actions one searched decision may spend. */
export function nodesPerDecision(): number {
  return Math.floor((budgetMs() * 1000) / NODE_US / SEARCHED_PER_TURN);
}
