// npm run napoleon-advanced-ai -- [--games G] [--seed S] [--measure random|sea|both] [--json]
// Issue 15's AI figures for napoleon-advanced, 3 players, seats rotated game by game:
// `random`: 1 baseline against 2 random AIs (goal: the baseline wins ≥ 90 %);
// `sea`: 2 baseline against 1 landlubber, the baseline that ignores the sea (goal: the two
// sea-aware seats win clearly more than their 2/3 share). CPU ms per game are the policies' own.
import { parseArgs } from 'node:util';
import { advancedAiMatch, type AiMatch } from '../src/sim/advanced-ai.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    measure: { type: 'string', default: 'both' },
    json: { type: 'boolean', default: false },
  },
});
const games = Number(values.games),
  seed = Number(values.seed);
if (!['random', 'sea', 'both'].includes(values.measure) || !(games > 0)) {
  console.error('--measure takes random, sea or both; --games a positive number');
  process.exit(2);
}
const runs: [string, AiMatch][] = [];
if (values.measure !== 'sea')
  runs.push(['1 baseline v 2 random', advancedAiMatch('baseline', 'random', 1, games, seed)]);
if (values.measure !== 'random')
  runs.push(['2 baseline v 1 landlubber', advancedAiMatch('baseline', 'landlubber', 2, games, seed)]);
if (values.json) console.log(JSON.stringify(Object.fromEntries(runs)));
else
  for (const [label, m] of runs) {
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    const src = (r: Record<string, number>) =>
      Object.entries(r)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ');
    console.log(`napoleon-advanced, 3 players, ${label}: ${m.games} games (seeds ${seed}-${seed + m.games - 1})`);
    console.log(
      `  baseline side wins ${m.wins.toFixed(1)} = ${pct(m.share)} ± ${pct(m.margin)} (fair share ${pct(m.fair)})`,
    );
    console.log(`  unfinished ${m.unfinished}, invariant breaks and illegal moves ${m.breaks}`);
    console.log(
      `  CPU ms per game deciding: baseline side ${m.cpuMsPerGame.measured.toFixed(0)}, others ${m.cpuMsPerGame.others.toFixed(0)}`,
    );
    console.log(`  VP per seat a game: baseline ${src(m.sources.measured)}; others ${src(m.sources.others)}`);
    console.log(`  seeds lost: ${m.lost.slice(0, 40).join(' ')}${m.lost.length > 40 ? ' …' : ''}`);
  }
