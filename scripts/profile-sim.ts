// Engine + AI speed on this machine, per wall second and per CPU second (a shared machine's
// load distorts the first; `node --cpu-prof --import tsx scripts/profile-sim.ts` to profile).
//   tsx scripts/profile-sim.ts [ai=baseline] [nocards]
import { runGame } from '../src/sim/run.js';

const ai = process.argv[2] ?? 'baseline';
const options = process.argv[3] === 'nocards' ? { cards: 'none' as const } : undefined;
let actions = 0,
  games = 0;
const t0 = performance.now(),
  c0 = process.cpuUsage();
for (let seed = 1; performance.now() - t0 < 6000; seed++) {
  const r = runGame({
    ruleset: 'classic',
    players: 4,
    seed,
    ais: [ai],
    checkInvariants: false,
    maxActions: 3000,
    options,
  });
  actions += r.actions;
  games++;
}
const wall = (performance.now() - t0) / 1000;
const c = process.cpuUsage(c0),
  cpuSec = (c.user + c.system) / 1e6;
console.log(
  `${ai}${options ? ' no cards' : ''}: ${(games / wall).toFixed(1)} games/s, ${(actions / wall).toFixed(0)} actions/s wall; ${(games / cpuSec).toFixed(1)} games/s, ${(actions / cpuSec).toFixed(0)} actions/s per CPU second`,
);
