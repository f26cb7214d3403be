// The fronts and holdings a board played in place keeps up to date (src/engine/board-tally.ts)
// equal the ones counted afresh after every action of random games, in every ruleset (shared
// territories, ties that nobody controls, emptied territories that fall to nobody included), and
// the board's readers answer the same on the tracked board as on an untracked copy. A write of a
// controller that forgot the tally fails here at the first action it mattered.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { applyActionInPlace } from '../../src/engine/apply.js';
import {
  armiesOn,
  bordersEnemy,
  continentsControlledBy,
  controlledCount,
  frontOf,
  keepTally,
  forEachForeignNeighbour,
} from '../../src/engine/board.js';
import { countTally, tallyOf } from '../../src/engine/board-tally.js';
import { forEachLegalAttack } from '../../src/engine/combat.js';
import { waitingFor } from '../../src/engine/legal.js';
import { randInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import { cloneState, mapOf } from '../../src/engine/state.js';
import type { Action, GameState, PlayerId, RulesetId } from '../../src/engine/types.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { sized } from '../sizes.ts';
import { ctx, randomOptions } from './helpers.js';
import { seatCounts } from './legal-positions.js';

const GAMES = sized(1, 6);
const STEPS = 400;

/** Every reader the tally serves, as one comparable record. */
function readings(s: GameState) {
  const ids = mapOf(s).territoryIds;
  const seats = [-1, ...s.players.map((p) => p.id)];
  const attacks: string[] = [];
  const foreign: string[] = [];
  for (const p of s.players) {
    forEachLegalAttack(s, p.id, 2, (from, to, a, d, h) => attacks.push(`${p.id}:${from}>${to}:${a}:${d}:${h}`));
    forEachForeignNeighbour(s, p.id, 1, (from, to, a, d, h) => foreign.push(`${p.id}:${from}>${to}:${a}:${d}:${h}`));
  }
  return {
    counts: seats.map((p) => controlledCount(s, p)),
    fronts: seats.map((p) => frontOf(s, p)),
    continents: seats.map((p) => continentsControlledBy(s, p)),
    borders: ids.filter((t) => bordersEnemy(s, t)),
    armies: ids.map((t) => armiesOn(s, t)),
    attacks,
    foreign,
  };
}

/** Every how many actions the readers are compared too (the kept values are after every one). */
const READERS_EVERY = sized(5, 1);

/** Whether two lists hold the same values in the same order. */
const sameList = (a: ArrayLike<unknown>, b: ArrayLike<unknown>): boolean =>
  a.length === b.length && Array.prototype.every.call(a, (x: unknown, i: number) => x === b[i]);

/**
 * Throws at the first kept value that differs from the one counted afresh, naming it and where (a
 * check after each of thousands of actions: an expect() per value cost more than the check).
 */
function expectKeptEqualsCounted(s: GameState, where: string, readers = true): void {
  const kept = tallyOf(s.board);
  if (!kept) throw new Error(`${where}: the board is not tracked`);
  const counted = countTally(mapOf(s), s.board, s.players.length);
  for (const [what, k, c] of [
    ['territories held', kept.owned, counted.owned],
    ['territories held per continent', kept.inContinent, counted.inContinent],
    ['foreign neighbours', kept.foreign, counted.foreign],
    ['armies per territory', kept.armies, counted.armies],
    ["each seat's front", kept.front, counted.front],
  ] as const)
    if (!sameList(k, c)) expect([...k], `${where}: ${what}`).toEqual([...c]);
  if (!readers) return;
  const copy = cloneState(s); // a new board, which nobody tracks: the readers scan it
  if (tallyOf(copy.board) !== null) throw new Error(`${where}: the copy's board is tracked`);
  const [mine, fresh] = [readings(s), readings(copy)];
  if (JSON.stringify(mine) !== JSON.stringify(fresh)) expect(mine, `${where}: the readers`).toEqual(fresh);
}

/**
 * Plays `s` in place, tracked, choosing each action with `choose`, checking after every one;
 * counts the actions other than claims that changed a territory's controller.
 */
function playTracked(
  s: GameState,
  choose: (s: GameState, actor: PlayerId) => Action,
  label: string,
  steps: number,
): { end: GameState; changes: number } {
  let changes = 0;
  keepTally(s);
  expectKeptEqualsCounted(s, `${label} start`);
  for (let i = 0; i < steps && s.phase.kind !== 'over'; i++) {
    const actor = waitingFor(s)[0];
    const action = choose(s, actor);
    const before = s.board.control.slice();
    const r = applyActionInPlace(s, actor, action, { now: ctx.now + i * 60_000 });
    if (!r.ok) throw new Error(`${label}: ${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
    s = r.value.state;
    if (action.type !== 'claim' && s.board.control.some((c, i) => c !== before[i])) changes++;
    keepTally(s); // as the simulation does: a board a ruleset replaced is counted once, then kept
    expectKeptEqualsCounted(s, `${label} after ${i + 1} actions (${action.type})`, i % READERS_EVERY === 0);
  }
  return { end: s, changes };
}

function start(ruleset: RulesetId, seed: number, options: 'random' | 'noCards'): { s: GameState; rng: RngState } {
  const rng = seedRng(seed);
  const counts = seatCounts(ruleset);
  const players = counts[randInt(rng, counts.length)];
  const created = newGame(
    {
      ruleset,
      seed,
      options: options === 'noCards' ? { cards: 'none' } : randomOptions(ruleset, rng),
      seats: Array.from({ length: players }, (_, i) => ({
        name: `AI${i}`,
        kind: 'ai' as const,
        ai: options === 'noCards' || i % 2 ? 'aggressive' : 'baseline',
      })),
    },
    ctx,
  );
  if (!created.ok) throw new Error(created.error.code);
  return { s: created.value.state, rng };
}

const aiMove = (rng: RngState) => (st: GameState, p: PlayerId) =>
  getPolicy(st.players[p].ai!)(wholeStateAsView(st), p, rng);

describe('fronts and holdings kept up to date on a board played in place', () => {
  for (const ruleset of rulesetIds)
    it(`${ruleset}: AI games with the lobby's options, checked after every action`, () => {
      let changes = 0;
      for (let g = 0; g < GAMES; g++) {
        const { s, rng } = start(ruleset, 9100 + g, 'random');
        changes += playTracked(s, aiMove(rng), `${ruleset} game ${g}`, STEPS).changes;
      }
      // the games changed hands (conquests, eliminations, ties): the updates were exercised
      expect(changes).toBeGreaterThan(5);
    });

  it('classic: four aggressive AIs without cards (the engine bench), a whole game', () => {
    const { s, rng } = start('classic', 4242, 'noCards');
    const { end, changes } = playTracked(s, aiMove(rng), 'aggressive', 5000);
    expect(end.phase.kind).toBe('over');
    expect(changes).toBeGreaterThan(42);
  });
});
