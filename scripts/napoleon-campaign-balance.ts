// npm run napoleon-campaign-balance -- [--games G] [--seed S] [--ai A] [--json]
// NC balance (issue 16): the same AI on both sides, the first seat France in even games and
// England in odd ones; wins per side (40–60 % is the target), draws, average points, CPU time.
import { parseArgs } from 'node:util';
import { policyNames } from '../src/ai/registry.js';
import { campaignGames, tabulateCampaign } from '../src/sim/campaign-balance.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '400' },
    seed: { type: 'string', default: '1' },
    ai: { type: 'string', default: 'baseline' },
    json: { type: 'boolean', default: false },
  },
});
const games = Number(values.games),
  seed = Number(values.seed);
if (!Number.isInteger(games) || games < 2) {
  console.error('--games takes a whole number of 2 or more');
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error('--seed takes a whole number');
  process.exit(2);
}
if (!policyNames.includes(values.ai)) {
  console.error(`unknown AI "${values.ai}" (known: ${policyNames.join(', ')})`);
  process.exit(2);
}

const cpu0 = process.cpuUsage();
const wall0 = performance.now();
let done = 0;
const list = campaignGames(games, seed, values.ai, () => {
  done++;
  if (!values.json && process.stderr.isTTY && done % 20 === 0) process.stderr.write(`\r${done}/${games}`);
});
const cpu = process.cpuUsage(cpu0);
const cpuMsPerGame = (cpu.user + cpu.system) / 1000 / games;
const wallMsPerGame = (performance.now() - wall0) / games;
const t = tabulateCampaign(list);

if (values.json) console.log(JSON.stringify({ ...t, cpuMsPerGame, wallMsPerGame }));
else {
  if (process.stderr.isTTY) process.stderr.write('\r');
  const pct = (x: number) => `${((100 * x) / Math.max(1, t.games)).toFixed(1)}%`;
  console.log(`napoleon-campaign, ${t.games} games from seed ${seed}, AI ${values.ai} on both sides`);
  console.log(
    `finished ${t.finished}/${t.games}; endings: ${Object.entries(t.reasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  for (const side of ['france', 'england'] as const)
    console.log(
      `${side}: ${t.wins[side]} wins (${pct(t.wins[side])}; as seat 1 ${t.winsBySeat[side][0]}, as seat 2 ${t.winsBySeat[side][1]}), average ${t.avgPoints[side].toFixed(1)} VP (${Object.entries(
        t.avgSources[side],
      )
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')})`,
    );
  console.log(`draws (shared wins): ${t.draws} (${pct(t.draws)})`);
  console.log(`CPU time ${cpuMsPerGame.toFixed(0)} ms a game (wall clock ${wallMsPerGame.toFixed(0)} ms)`);
  console.log(`invariant breaks and illegal moves: ${t.breaks}`);
}
process.exit(t.breaks > 0 || t.finished < t.games ? 1 : 0);
