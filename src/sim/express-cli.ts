// `npm run simulate -- --ruleset express …`: argument checks and the printed report.
import { expressGame } from '../express/definition.js';
import { MAX_SEATS, MIN_SEATS } from '../express/types.js';
import { runExpressBatch } from './express.js';

export interface ExpressCliArgs {
  players: string;
  games: string;
  seed: string;
  ai: string;
  json: boolean;
  varyOptions: boolean;
}

/** Runs the batch and prints it; returns the exit code (1 on any invariant break). */
export function runExpressSimulation(args: ExpressCliArgs, fail: (msg: string) => never): number {
  const range = /^(\d+)(?:-(\d+))?$/.exec(args.players);
  if (!range) fail('--players takes N or N-M, e.g. 4 or 2-5');
  const lo = Number(range[1]),
    hi = Number(range[2] ?? range[1]);
  if (lo < MIN_SEATS || hi > MAX_SEATS || lo > hi) fail(`Risk Express seats ${MIN_SEATS} to ${MAX_SEATS} players`);
  const players = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const ais = args.ai.split(',');
  const known = Object.keys(expressGame.ai);
  for (const a of ais) if (!known.includes(a)) fail(`unknown Express AI "${a}" (known: ${known.join(', ')})`);
  const games = Number(args.games),
    seed = Number(args.seed);
  if (!Number.isInteger(games) || games < 1) fail('--games takes a positive whole number');
  if (!Number.isInteger(seed)) fail('--seed takes a whole number');
  let done = 0;
  const rep = runExpressBatch(
    {
      players,
      games,
      seed,
      ais,
      varyOptions: args.varyOptions,
      onGame: () => {
        done++;
        if (!args.json && process.stderr.isTTY && done % 100 === 0) process.stderr.write(`\r${done}/${games}`);
      },
    },
    () => performance.now(),
  );
  if (args.json) {
    console.log(JSON.stringify(rep));
  } else {
    if (process.stderr.isTTY) process.stderr.write('\r');
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `ruleset express  players ${players.join(',')}  AIs ${ais.join(',')}  seed ${seed}${args.varyOptions ? '  continueFailed on every other game' : ''}`,
    );
    console.log(
      `${rep.games} games in ${rep.seconds.toFixed(1)} s: ${rep.gamesPerSec.toFixed(1)} games/s, ${rep.turnsPerGame.toFixed(1)} turns and ${rep.actionsPerGame.toFixed(0)} actions per game`,
    );
    console.log(`finished ${rep.finished}/${rep.games}`);
    console.log(
      `wins by AI: ${Object.entries(rep.winsByAi)
        .map(
          ([k, v]) =>
            `${k} ${v.toFixed(1)} (${pct(rep.winRateByAi[k])} of its seats, mean score ${rep.meanScoreByAi[k].toFixed(1)})`,
        )
        .join(', ')}`,
    );
    console.log(`invariant breaks: ${rep.breaks.length}`);
    for (const b of rep.breaks.slice(0, 10)) console.log(`  ${b.players}p seed ${b.seed}: ${b.breaks.join(' | ')}`);
  }
  return rep.breaks.length > 0 || rep.finished < rep.games ? 1 : 0;
}
