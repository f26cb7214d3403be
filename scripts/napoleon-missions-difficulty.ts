// npm run napoleon-difficulty -- [--games G] [--players 3-6] [--seed S] [--ai A,B] [--rounds 3,5,10,15] [--per-mission] [--json]
// The NM-1 check: share of missions of each rank achieved by round N over AI games.
import { parseArgs } from 'node:util';
import { napoleonMissionById, RANKS } from '../src/engine/napoleon-missions.js';
import { missionGame, ranksOrdered, tabulate, type DifficultyGame } from '../src/sim/napoleon-difficulty.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    players: { type: 'string', default: '3-6' },
    seed: { type: 'string', default: '1' },
    ai: { type: 'string', default: 'baseline' },
    rounds: { type: 'string', default: '3,5,8,12,20' },
    'per-mission': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const range = /^(\d+)(?:-(\d+))?$/.exec(values.players);
if (!range) {
  console.error('--players takes N or N-M');
  process.exit(2);
}
const lo = Number(range[1]),
  hi = Number(range[2] ?? range[1]);
const counts = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
if (counts.some((n) => n < 3 || n > 6)) {
  console.error('napoleon-missions seats 3 to 6 players');
  process.exit(2);
}
const byRound = values.rounds.split(',').map(Number);
const ais = values.ai.split(',');
const games: DifficultyGame[] = [];
const n = Number(values.games),
  seed = Number(values.seed);
for (let g = 0; g < n; g++)
  games.push(
    missionGame(
      counts[g % counts.length],
      seed + g,
      ais.map((_, i) => ais[(i + g) % ais.length]),
    ),
  );
const all = tabulate(games, byRound);
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
if (values.json) {
  console.log(
    JSON.stringify({
      all,
      byPlayers: Object.fromEntries(
        counts.map((c) => [
          c,
          tabulate(
            games.filter((x) => x.players === c),
            byRound,
          ),
        ]),
      ),
    }),
  );
} else {
  console.log(
    `${all.games} games of napoleon-missions, ${counts.join('/')} players, AIs ${ais.join(',')}, seeds ${seed}–${seed + n - 1}; ${all.meanRounds.toFixed(1)} rounds a game; endings ${Object.entries(
      all.reasons,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; invariant breaks ${all.breaks}`,
  );
  console.log('');
  console.log(`| missions achieved by the end of round | ${byRound.join(' | ')} |`);
  console.log(`|---|${byRound.map(() => '---:').join('|')}|`);
  for (const r of RANKS) console.log(`| ${r} | ${all.achieved[r].map(pct).join(' | ')} |`);
  for (const c of counts) {
    const t = tabulate(
      games.filter((x) => x.players === c),
      byRound,
    );
    console.log(
      `| *${c} players, last round:* | ${RANKS.map((r) => `${r} ${pct(t.achieved[r][byRound.length - 1])}`).join(', ')} |`,
    );
  }
  console.log('');
  console.log(`| missions claimed by the end of round | ${byRound.join(' | ')} |`);
  console.log(`|---|${byRound.map(() => '---:').join('|')}|`);
  for (const r of RANKS) console.log(`| ${r} | ${all.claimed[r].map(pct).join(' | ')} |`);
  console.log('');
  console.log(
    `ranks ordered (Caporal > Capitaine > Général > Empereur at every round): ${ranksOrdered(all) ? 'yes' : 'NO'}`,
  );
  if (values['per-mission']) {
    for (const [id, [dealt, done]] of Object.entries(all.perMission).sort((a, b) => Number(a[0]) - Number(b[0]))) {
      const m = napoleonMissionById(Number(id));
      console.log(
        `#${id} ${m.rank.padEnd(9)} ${pct(done / dealt).padStart(4)} of ${String(dealt).padStart(3)}  ${m.text.en}`,
      );
    }
  }
}
process.exit(all.breaks > 0 ? 1 : 0);
