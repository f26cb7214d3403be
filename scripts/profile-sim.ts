// Engine + AI speed on this machine, per wall second and per CPU second (a shared machine's
// load distorts the first). Compiled as the bot runs:
//   node scripts/run-compiled.mjs scripts/profile-sim.ts [ai=baseline] [nocards] [games]
// plays for 6 s, or exactly `games` games (seeds 1…games: a fixed amount of work, to compare
// two builds by their CPU seconds); `node --cpu-prof scripts/run-compiled.mjs …` to profile.
import { runGame } from '../src/sim/run.js';

const ai = process.argv[2] ?? 'baseline';
const options = process.argv[3] === 'nocards' ? { cards: 'none' as const } : undefined;
const fixed = Number(process.argv[4] ?? 0);
let actions = 0,
  games = 0;
const t0 = performance.now(),
  c0 = process.cpuUsage();
for (let seed = 1; fixed ? seed <= fixed : performance.now() - t0 < 6000; seed++) {
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
  `${ai}${options ? ' no cards' : ''}: ${(games / wall).toFixed(1)} games/s, ${(actions / wall).toFixed(0)} actions/s wall; ${(games / cpuSec).toFixed(1)} games/s, ${(actions / cpuSec).toFixed(0)} actions/s per CPU second (${games} games, ${actions} actions, ${cpuSec.toFixed(2)} CPU s)`,
);
