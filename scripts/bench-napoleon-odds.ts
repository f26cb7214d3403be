// npm run bench -- --only napoleon-odds: the Napoléon AI's cost per decision (four `normal` AIs
// playing napoleon-advanced, as the burst bench's AI-only games do), with the battle-odds memo
// of src/engine/battle-odds.ts off and on, alternated game by game in one run on the same seeds.
// CPU per decision is the policies' own (process.cpuUsage around each decision); the games must
// come out the same either way (the memo changes no answer), which the run checks.
import { setBattleOddsMemo } from '../src/engine/battle-odds.js';
import { advancedAiGame } from '../src/sim/advanced-ai.js';

export interface DecisionCost {
  games: number;
  decisions: number;
  /** Mean CPU microseconds a decision (the policies' own). */
  cpuMicrosPerDecision: number;
  /** Decisions per CPU second of deciding, and per wall second of the games (engine included). */
  decisionsPerCpuSecond: number;
  decisionsPerWallSecond: number;
}

const SEATS = ['normal', 'normal', 'normal', 'normal'];

export function benchNapoleonOdds(games = 4, seed0 = 1, maxActions = 4000): Record<string, unknown> {
  const sum = { off: { d: 0, cpu: 0, wall: 0 }, on: { d: 0, cpu: 0, wall: 0 } };
  for (let g = 0; g < games; g++) {
    const runs: Record<'off' | 'on', string> = { off: '', on: '' };
    // alternate which goes first, so a warmer JIT favours neither
    for (const mode of g % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      setBattleOddsMemo(mode === 'on');
      const t0 = performance.now();
      const r = advancedAiGame(SEATS, seed0 + g, maxActions);
      sum[mode].wall += performance.now() - t0;
      sum[mode].d += r.decisions.reduce((a, b) => a + b, 0);
      sum[mode].cpu += r.cpuMicros.reduce((a, b) => a + b, 0);
      runs[mode] = JSON.stringify([r.decisions, r.points, r.win, r.breaks]);
    }
    if (runs.off !== runs.on)
      throw new Error(`seed ${seed0 + g}: the memo changed the game (${runs.off} vs ${runs.on})`);
  }
  setBattleOddsMemo(true);
  const cost = (m: { d: number; cpu: number; wall: number }): DecisionCost => ({
    games,
    decisions: m.d,
    cpuMicrosPerDecision: Math.round(m.cpu / m.d),
    decisionsPerCpuSecond: Math.round(m.d / (m.cpu / 1e6)),
    decisionsPerWallSecond: Math.round(m.d / (m.wall / 1000)),
  });
  return { seats: SEATS.length, maxActions, memoOff: cost(sum.off), memoOn: cost(sum.on) };
}
