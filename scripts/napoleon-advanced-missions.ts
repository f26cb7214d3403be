// npm run napoleon-advanced-missions -- [--games G] [--players 3-6] [--seed S] [--ai A,B] [--json]
// NA-MIS-1 / NA-EMP tuning: completion rate by rank and the missions' share of the winner's VP.
import { parseArgs } from 'node:util';
import { RANKS } from '../src/engine/napoleon-missions.js';
import { advancedMissionGame, tabulateAdvanced } from '../src/sim/advanced-missions.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    players: { type: 'string', default: '3-6' },
    seed: { type: 'string', default: '1' },
    ai: { type: 'string', default: 'baseline' },
    json: { type: 'boolean', default: false },
  },
});
const range = /^(\d+)(?:-(\d+))?$/.exec(values.players);
const lo = Number(range?.[1]),
  hi = Number(range?.[2] ?? range?.[1]);
if (!range || lo < 3 || hi > 6 || lo > hi) {
  console.error('--players takes N or N-M between 3 and 6');
  process.exit(2);
}
const ais = values.ai.split(',');
const games = Array.from({ length: Number(values.games) }, (_, g) =>
  advancedMissionGame(lo + (g % (hi - lo + 1)), Number(values.seed) + g, ais),
);
const t = tabulateAdvanced(games);
if (values.json) console.log(JSON.stringify(t));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`napoleon-advanced, ${t.games} games, players ${lo}-${hi}, AI ${values.ai}`);
  console.log(`completed / held, all missions:   ${RANKS.map((r) => `${r} ${pct(t.rate[r])}`).join('  ')}`);
  console.log(`completed / held, ranked 28 only: ${RANKS.map((r) => `${r} ${pct(t.rankedRate[r])}`).join('  ')}`);
  console.log(`missions' share of the winner's VP: ${pct(t.missionShare)}`);
  console.log(`invariant breaks and illegal moves: ${t.breaks}`);
}
