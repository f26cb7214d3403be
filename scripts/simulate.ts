// npm run simulate -- --ruleset R|all --players N|N-M --games G --seed S [--ai A,B,…] [--vary-options] [--option key=value …] [--json]
// --ruleset express plays Risk Express (AIs expected,random by default; --vary-options toggles X-OPT-1).
import { parseArgs } from 'node:util';
import { policyNames } from '../src/ai/registry.js';
import { getRuleset, isRulesetId, rulesetIds } from '../src/rules/registry.js';
import { runBatch } from '../src/sim/batch.js';
import { runExpressSimulation } from '../src/sim/express-cli.js';
import type { RuleOptions, RulesetId } from '../src/engine/types.js';

function fail(msg: string): never {
  console.error(`simulate: ${msg}`);
  process.exit(2);
}

const USAGE = `Usage: npm run simulate -- [options]
  --ruleset R|all     a ruleset (${rulesetIds.join(', ')}, express), several with commas, or all (default classic)
  --players N|N-M     players per game (default 4; one ruleset that cannot seat 4 plays its own count)
  --games G           games per ruleset and player count (default 100)
  --seed S            first seed (default 1)
  --ai A,B,…          AI policies by seat, cycled (${policyNames.join(', ')}; default baseline)
  --vary-options      draw each game's rule options at random
  --option key=value  one rule option for every game (repeatable), e.g. --option independents=active
  --max-actions N     actions before a game counts as unfinished (default 100000)
  --json              one JSON summary instead of the table
  --help              this text
Exits non-zero on any broken invariant or unfinished game.`;

function parsed() {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (e) {
    // An unknown or malformed flag: say which and how to ask for help, no stack trace.
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
}

const OPTIONS = {
  help: { type: 'boolean', default: false },
  ruleset: { type: 'string', default: 'classic' },
  players: { type: 'string' },
  games: { type: 'string', default: '100' },
  seed: { type: 'string', default: '1' },
  ai: { type: 'string' },
  'max-actions': { type: 'string', default: '100000' },
  json: { type: 'boolean', default: false },
  'vary-options': { type: 'boolean', default: false },
  /** One rule option for every game, e.g. --option independents=active (napoleon-duel). */
  option: { type: 'string', multiple: true },
} as const;
const { values } = parsed();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

if (values.ruleset === 'express') {
  const code = runExpressSimulation(
    {
      players: values.players ?? '4',
      games: values.games,
      seed: values.seed,
      ai: values.ai ?? 'expected,random',
      json: values.json,
      varyOptions: values['vary-options'],
    },
    fail,
  );
  process.exit(code);
}

const rulesets: RulesetId[] =
  values.ruleset === 'all'
    ? rulesetIds
    : values.ruleset.split(',').map((r) => {
        if (!isRulesetId(r)) fail(`unknown ruleset "${r}" (known: ${rulesetIds.join(', ')}, all)`);
        return r;
      });
// Default 4 seats; one ruleset that cannot seat 4 (the duel, the campaign: 2) plays its own count.
const only = rulesets.length === 1 ? getRuleset(rulesets[0]) : null;
const defaultPlayers = only ? Math.min(only.maxPlayers, Math.max(only.minPlayers, only.playerCounts?.[0] ?? 4)) : 4;
const range = /^(\d+)(?:-(\d+))?$/.exec(values.players ?? String(defaultPlayers));
if (!range) fail('--players takes N or N-M, e.g. 4 or 2-6');
const lo = Number(range[1]),
  hi = Number(range[2] ?? range[1]);
const players = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const ais = (values.ai ?? 'baseline').split(',');
for (const a of ais) if (!policyNames.includes(a)) fail(`unknown AI "${a}" (known: ${policyNames.join(', ')})`);
const games = Number(values.games),
  seed = Number(values.seed);
if (!Number.isInteger(games) || games < 1) fail('--games takes a positive whole number');
if (!Number.isInteger(seed)) fail('--seed takes a whole number');

const options: Record<string, unknown> = {};
for (const o of values.option ?? []) {
  const m = /^(\w+)=(.*)$/.exec(o);
  if (!m) fail(`--option takes key=value (got "${o}")`);
  options[m[1]] =
    m[2] === 'true'
      ? true
      : m[2] === 'false'
        ? false
        : m[2] === 'null'
          ? null
          : /^\d+$/.test(m[2])
            ? Number(m[2])
            : m[2];
}

let done = 0;
const rep = runBatch(
  {
    rulesets,
    players,
    games,
    seed,
    ais,
    maxActions: Number(values['max-actions']),
    varyOptions: values['vary-options'],
    options: options as Partial<RuleOptions>,
    onGame: () => {
      done++;
      if (!values.json && process.stderr.isTTY && done % 100 === 0) process.stderr.write(`\r${done}/${games}`);
    },
  },
  () => performance.now(),
);

if (values.json) {
  console.log(JSON.stringify(rep));
} else {
  if (process.stderr.isTTY) process.stderr.write('\r');
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`rulesets ${rulesets.join(',')}  players ${players.join(',')}  AIs ${ais.join(',')}  seed ${seed}`);
  console.log(
    `${rep.games} games in ${rep.seconds.toFixed(1)} s: ${rep.gamesPerSec.toFixed(1)} games/s, ${rep.turnsPerGame.toFixed(1)} turns and ${rep.actionsPerGame.toFixed(0)} actions per game`,
  );
  console.log(
    `finished ${rep.finished}/${rep.games}; endings: ${Object.entries(rep.reasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `wins by seat: ${Object.entries(rep.winsBySeat)
      .map(([k, v]) => `#${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `wins by AI: ${Object.entries(rep.winsByAi)
      .map(([k, v]) => `${k} ${v} (${pct(rep.winRateByAi[k])} of its seats)`)
      .join(', ')}`,
  );
  console.log(`invariant breaks: ${rep.breaks.length}`);
  for (const b of rep.breaks.slice(0, 10))
    console.log(
      `  ${b.ruleset} ${b.players}p seed ${b.seed}${b.options ? ` options ${JSON.stringify(b.options)}` : ''}: ${b.breaks.join(' | ')}`,
    );
}
process.exit(rep.breaks.length > 0 || rep.finished < rep.games ? 1 : 0);
