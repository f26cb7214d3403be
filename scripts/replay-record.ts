// Records AI games at the engine's current behaviour: seed + options + seats + the accepted
// actions + a digest of the final state, gzip'd under test/fixtures/. `npm run replay-check`
// and test/engine/replay-compat.test.ts replay them on the current engine and compare digests,
// so a change of representation that changes a game shows up as a digest mismatch.
//   tsx scripts/replay-record.ts [games=1000] [out=test/fixtures/replay-games.json.gz] [set=pre7|all]
// `pre7` (test/fixtures/replay-games.json.gz) was recorded at the engine before issue 7 on the
// rulesets that issue left alone; re-recording it makes a new baseline (and CHANGED_BY_RULE_FIX
// in src/sim/recorded.ts then lists nothing). `all` (test/fixtures/replay-games-all.json.gz,
// recorded 2026-11-23) covers every map ruleset and player count, so a rule change that would
// stop stored games of any ruleset from replaying shows up too.
import { writeFileSync } from 'node:fs';
import '../src/rules/registry.js'; // installs the engine's ruleset lookup
import { getRuleset } from '../src/rules/registry.js';
import { gzipSync } from 'node:zlib';
import { getPolicy } from '../src/ai/registry.js';
import { applyAction } from '../src/engine/apply.js';
import { waitingFor } from '../src/engine/legal.js';
import { seedRng } from '../src/engine/rng.js';
import { newGame } from '../src/engine/setup.js';
import type { Action, NewGameInput, RuleOptions, RulesetId } from '../src/engine/types.js';
import { digestState, type RecordedGame } from '../src/sim/digest.js';
import { wholeStateAsView } from '../src/ai/seat-state.js';

const games = Number(process.argv[2] ?? 1000);
const out = process.argv[3] ?? 'test/fixtures/replay-games.json.gz';
const set = process.argv[4] ?? 'pre7';

// The rulesets and options whose behaviour the rule fixes of issue 7 leave alone:
// no capitals 1992 (K-2), no card re-roll (C-OPT-4), two players only with the 1992 neutral
// (M-2P-1), no RisiKo! (R-CRD-1/2, R-GAR-1, R-SET-2). Missions games are kept: M-7 only
// changes a game where an elimination brings a hand to 5 or more (flagged when it happens).
const pre7: { ruleset: RulesetId; options: Partial<RuleOptions> }[] = [
  { ruleset: 'classic', options: {} },
  { ruleset: 'classic', options: { cardValues: 'linear', fortify: 'connected' } },
  { ruleset: 'classic', options: { territoryCap: 12, commanders: true } },
  { ruleset: 'classic', options: { setup: 'claim' } },
  { ruleset: 'capitals', options: { capitals: '2000' } },
  { ruleset: 'missions', options: { twoPlayer: '1992' } },
  { ruleset: 'missions', options: { missionGoal: 'conquest', cardValues: 'escalating', twoPlayer: '1992' } },
];
// Every map ruleset with the options that change its flow.
const all: { ruleset: RulesetId; options: Partial<RuleOptions> }[] = [
  { ruleset: 'classic', options: { cardReroll: true, commanders: true } },
  { ruleset: 'classic', options: { setup: 'claim', twoPlayer: '1992' } },
  { ruleset: 'capitals', options: { capitals: '1992' } },
  { ruleset: 'capitals', options: { capitals: '2000' } },
  { ruleset: 'missions', options: { twoPlayer: '2000' } },
  { ruleset: 'risiko', options: {} },
  { ruleset: 'napoleon', options: {} },
  { ruleset: 'napoleon-missions', options: {} },
  { ruleset: 'napoleon-teams', options: {} },
  { ruleset: 'napoleon-duel', options: { independents: 'active' } },
  { ruleset: 'napoleon-duel', options: { independents: 'passive' } },
];
const shapes = set === 'all' ? all : pre7;
const ais = ['aggressive', 'baseline', 'random'];

const recorded: RecordedGame[] = [];
for (let g = 0; g < games; g++) {
  const shape = shapes[g % shapes.length];
  const { minPlayers, maxPlayers, playerCounts } = getRuleset(shape.ruleset);
  const counts =
    set === 'all'
      ? Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i).filter(
          (n) => playerCounts?.includes(n) ?? true, // NT: 4 or 6
        )
      : [2, 3];
  // pre7 keeps its recorded order (2, 3, 2, …); `all` walks each shape through its counts.
  const players = set === 'all' ? counts[Math.floor(g / shapes.length) % counts.length] : counts[g % 2];
  const seed = 10_000 + g;
  const seatAi = Array.from({ length: players }, (_, i) => ais[(g + i) % ais.length]);
  const input: NewGameInput = {
    ruleset: shape.ruleset,
    options: shape.options,
    seed,
    seats: seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai', ai })),
  };
  const start = 1_700_000_000_000;
  const created = newGame(input, { now: start });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value.state;
  const rng = seedRng(seed ^ 0x5eed);
  const actions: [number, Action][] = [];
  // Short games keep the fixture small: a cut game is compared at its cut.
  const cap = 120 + (g % 5) * 60;
  while (s.phase.kind !== 'over' && actions.length < cap) {
    const player = waitingFor(s)[0];
    const action = getPolicy(seatAi[player])(wholeStateAsView(s), player, rng);
    const r = applyAction(s, player, action, { now: start + (actions.length + 1) * 30_000 });
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
    actions.push([player, action]);
    s = r.value.state;
  }
  recorded.push({ input, start, step: 30_000, actions, digest: digestState(s) });
}
const json = JSON.stringify({ version: 1, games: recorded });
const gz = gzipSync(json, { level: 9 });
writeFileSync(out, gz);
console.log(
  `${recorded.length} games, ${recorded.reduce((a, g) => a + g.actions.length, 0)} actions, ${(json.length / 1e6).toFixed(1)} MB JSON, ${(gz.length / 1e6).toFixed(2)} MB gzip → ${out}`,
);
