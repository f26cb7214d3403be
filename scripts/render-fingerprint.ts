// npx tsx scripts/render-fingerprint.ts: a SHA-256 of the pixels of a set of boards (every map
// ruleset, mid-game after seeded AI moves; public, with names in French, 400 px wide, a private
// image with a goal and a secret HQ, and the close-up of the last attack; then the advanced
// game's sample board and a close-up with dice). Run it before and after a change to the renderer
// that must not change a pixel (a refactor): the two outputs must be identical.
import { createHash } from 'node:crypto';
import '../src/rules/registry.js'; // installs the engine's ruleset lookup
import { getPolicy } from '../src/ai/registry.js';
import { seatState } from '../src/ai/seat-state.js';
import { applyAction, newGame, waitingFor, type GameState } from '../src/engine/index.js';
import { getMap } from '../src/engine/maps.js';
import { seedRng } from '../src/engine/rng.js';
import { viewFor } from '../src/engine/view.js';
import { drawBattleView } from '../src/render/battle.js';
import { drawBoard } from '../src/render/board.js';
import { europeSamples, samples } from '../src/render/samples.js';
import { getRuleset, rulesetIds } from '../src/rules/registry.js';

function played(ruleset: (typeof rulesetIds)[number], seats: number, actions: number): GameState {
  const made = newGame(
    {
      ruleset,
      seed: 11,
      seats: Array.from({ length: seats }, (_, i) => ({ name: `p${i}` })),
      options: { setup: 'auto' },
    },
    { now: 0 },
  );
  if (!made.ok) throw new Error(`${ruleset}: ${made.error.code}`);
  let s = made.value.state;
  const rng = seedRng(11);
  for (let n = 0; n < actions && s.phase.kind !== 'over'; n++) {
    const p = waitingFor(s)[0];
    const r = applyAction(s, p, getPolicy('baseline')(seatState(s, p), p, rng), { now: n * 1000 });
    if (!r.ok) throw new Error(`${ruleset}: ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

const pixels = (c: ReturnType<typeof drawBoard>['canvas']): string =>
  createHash('sha256')
    .update(c.getContext('2d').getImageData(0, 0, c.width, c.height).data)
    .digest('hex')
    .slice(0, 16);

for (const id of rulesetIds) {
  const rs = getRuleset(id);
  const s = played(id, Math.max(rs.minPlayers, Math.min(4, rs.maxPlayers)), 120);
  const map = getMap(s.map);
  const view = viewFor(s, null);
  const mine = map.territories.filter((_, i) => i % 3 === 0).map((t) => t.id);
  const out = [
    pixels(drawBoard(view, map).canvas),
    pixels(drawBoard(view, map, { names: true, locale: 'fr', note: 'note' }).canvas),
    pixels(drawBoard(view, map, { width: 400, locale: 'it' }).canvas),
    pixels(drawBoard(view, map, {}, { rows: ['goal', 'line'], highlight: mine, hq: mine[1] }).canvas),
  ];
  const battle = drawBattleView(view, map);
  if (battle) out.push(pixels(battle));
  console.log(`${id.padEnd(18)} ${out.join(' ')}`);
}

// The advanced game's pieces (fleets, routes, generals, forts, epidemics, VP band) on a sample
// state, and the close-up with a roll and its modifiers: drawn whether or not a ruleset plays them.
{
  const europe = getMap('europe-1811');
  const view = europeSamples.advanced();
  const dice = { attack: [6, 4, 2], attackBonus: [1, 0, 0], defence: [5, 3] };
  const conquest = samples.conquest();
  const out = [
    pixels(drawBoard(view, europe, { roundLimit: 5 }).canvas),
    pixels(drawBoard(view, europe, { width: 400, locale: 'fr', roundLimit: 5 }).canvas),
    pixels(drawBattleView(viewFor(conquest, null), getMap(conquest.map), { dice })!),
  ];
  console.log(`${'advanced-sample'.padEnd(18)} ${out.join(' ')}`);
}
