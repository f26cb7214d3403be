// npm run napoleon-teams-ai [-- --games G --seed S]: what the baseline AI's team play
// (src/ai/team-play.ts) is worth. napoleon-teams games where one team plays the baseline and
// the other the same baseline with team play off, the sides swapped every other game; prints
// each side's wins, for 4 and 6 players. Invariants are checked after every action.
import { parseArgs } from 'node:util';
import '../src/rules/registry.js'; // installs the engine's ruleset lookup
import { baselineWith } from '../src/ai/baseline.js';
import { seatState } from '../src/ai/seat-state.js';
import { applyAction } from '../src/engine/apply.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { waitingFor } from '../src/engine/legal.js';
import { seedRng } from '../src/engine/rng.js';
import { newGame } from '../src/engine/setup.js';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' } },
});
const games = Number(values.games),
  seed0 = Number(values.seed);
const withTeam = baselineWith({ teamFocus: true });
const without = baselineWith({ teamFocus: false });

console.log('| players | games | team play wins | without wins | unfinished | invariant breaks | turns a game |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const players of [4, 6]) {
  let wins = 0,
    losses = 0,
    unfinished = 0,
    breaks = 0,
    turns = 0;
  for (let g = 0; g < games; g++) {
    const seed = seed0 + g;
    const teamSide = g % 2; // which team (0: seats 0, 2, 4; 1: seats 1, 3, 5) plays with team play
    const created = newGame(
      {
        ruleset: 'napoleon-teams',
        seed,
        seats: Array.from({ length: players }, (_, i) => ({ name: `p${i}`, kind: 'ai' as const, ai: 'baseline' })),
        options: { setup: 'auto' },
      },
      { now: 0 },
    );
    if (!created.ok) throw new Error(created.error.code);
    let s = created.value.state;
    const rng = seedRng(seed ^ 0x7ea);
    for (let n = 0; n < 200_000 && s.phase.kind !== 'over'; n++) {
      const p = waitingFor(s)[0];
      const policy = s.teams[p] === teamSide ? withTeam : without;
      const r = applyAction(s, p, policy(seatState(s, p), p, rng), { now: n * 1000 });
      if (!r.ok) throw new Error(`refused ${r.error.code}`);
      s = r.value.state;
      breaks += checkInvariants(s).length;
    }
    turns += s.turn.number;
    if (s.phase.kind !== 'over' || s.phase.winners.length === 0) {
      unfinished++;
      continue;
    }
    if (s.teams[s.phase.winners[0]] === teamSide) wins++;
    else losses++;
  }
  console.log(
    `| ${players} | ${games} | ${wins} (${Math.round((100 * wins) / games)}%) | ${losses} | ${unfinished} | ${breaks} | ${(turns / games).toFixed(1)} |`,
  );
}
