import { runGame } from '../src/sim/run.js';
const ai = process.argv[2] ?? 'baseline';
const options = process.argv[3] === 'nocards' ? { cards: 'none' as const } : undefined;
let actions = 0; const t0 = performance.now(); let games = 0;
for (let seed = 1; performance.now() - t0 < 6000; seed++) { const r = runGame({ ruleset: 'classic', players: 4, seed, ais: [ai], checkInvariants: false, maxActions: 3000, options }); actions += r.actions; games++; }
const s = (performance.now() - t0) / 1000;
console.log(ai, 'games/s', (games / s).toFixed(1), 'actions/s', (actions / s).toFixed(0));
