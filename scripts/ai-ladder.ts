// npm run ai-ladder -- [--ruleset classic] [--players 4] [--games 400] [--candidate hard]
//   [--opponent normal] [--seed 1] [--seats 0,1] [--budget MS] [--option key=value ...] [--json]
// One candidate AI level against opponents of another level, per ruleset: seats rotated over
// paired seeds, win share with its 95 % interval, CPU per decision and per own turn (docs/ai.md).
// --budget sets RISK_AI_BUDGET_MS (the hard AI's CPU ms per own turn) for this run.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'classic' },
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '400' },
    candidate: { type: 'string', default: 'hard' },
    opponent: { type: 'string', default: 'normal' },
    seed: { type: 'string', default: '1' },
    seats: { type: 'string' },
    budget: { type: 'string' },
    option: { type: 'string', multiple: true, default: [] },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
if (values.budget !== undefined) process.env.RISK_AI_BUDGET_MS = values.budget;
// imported after the budget is set: the AI reads it once
const { runLadder } = await import('../src/sim/ladder.js');
const { policyNames } = await import('../src/ai/registry.js');
const { rulesetIds } = await import('../src/rules/registry.js');
type Id = (typeof rulesetIds)[number];

const players = Number(values.players),
  games = Number(values.games),
  seed = Number(values.seed);
const problems: string[] = [];
for (const r of values.ruleset.split(','))
  if (!rulesetIds.includes(r as Id)) problems.push(`--ruleset takes ${rulesetIds.join(', ')}`);
for (const a of [values.candidate, values.opponent])
  if (!policyNames.includes(a)) problems.push(`--candidate and --opponent take ${policyNames.join(', ')}`);
if (!(players >= 2) || !(games > 0)) problems.push('--players and --games take positive numbers');
if (problems.length) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(2);
}
const options: Record<string, unknown> = {};
for (const kv of values.option) {
  const [k, v] = kv.split('=');
  options[k] = v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v;
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const out: Record<string, unknown> = {};
for (const ruleset of values.ruleset.split(',') as Id[]) {
  const t0 = performance.now();
  const r = runLadder({
    ruleset,
    players,
    games,
    candidate: values.candidate,
    opponent: values.opponent,
    seed,
    seats: values.seats?.split(',').map(Number),
    options,
    onGame: values.quiet
      ? undefined
      : (d, n, w, seats) =>
          process.stderr.write(`\r${ruleset} ${d}/${n} (${values.candidate} ${w}; by seat ${seats.join(' ')})`),
  });
  if (!values.quiet && !values.json) process.stderr.write('\n');
  out[ruleset] = r;
  if (values.json) continue;
  const who = `${values.candidate} + ${players - 1}× ${values.opponent}`;
  console.log(
    `${ruleset}, ${players} players, ${who}${Object.keys(options).length ? ` ${JSON.stringify(options)}` : ''}`,
  );
  console.log(
    `  ${r.games} games (${r.seeds} seeds × ${players} seats, from seed ${seed}): ${values.candidate} wins ${r.wins.toFixed(1)} = ${pct(r.win.share)} [95 % ${pct(r.win.low)}–${pct(r.win.high)}], fair ${pct(r.fair)}`,
  );
  console.log(
    `  by seat: ${r.bySeat.map((b, i) => `${i}: ${pct(b.win.share)} [${pct(b.win.low)}–${pct(b.win.high)}]`).join(', ')}`,
  );
  console.log(`  unfinished ${r.unfinished}, illegal moves ${r.illegal}, mean rounds ${r.meanRounds.toFixed(1)}`);
  const c = r.cpu;
  console.log(
    `  ${values.candidate} CPU: ${c.meanMsPerDecision.toFixed(3)} ms a decision (p99 ${c.p99MsPerDecision.toFixed(2)}, max ${c.maxMsPerDecision.toFixed(1)}; ${c.decisions} decisions), ${c.meanMsPerOwnTurn.toFixed(2)} ms an own turn (${c.ownTurns} turns); wall ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}
if (values.json) console.log(JSON.stringify(out));
