// A game is its inputs: { ruleset, options, seats, seed } and the accepted actions replay it exactly.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { applyAction } from '../../src/engine/apply.js';
import type { GameEvent } from '../../src/engine/events.js';
import { waitingFor } from '../../src/engine/legal.js';
import { replay, type LoggedAction } from '../../src/engine/replay.js';
import { seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import type { NewGameInput, RulesetId } from '../../src/engine/types.js';
import { ctx, NOW, playRandom, randomOptions, seats } from './helpers.js';
import { seatState } from '../../src/ai/seat-state.js';

describe('replay', () => {
  const cases: [RulesetId, number, number][] = [
    ['classic', 3, 1],
    ['classic', 2, 2],
    ['capitals', 4, 3],
    ['missions', 5, 4],
    ['missions', 2, 5],
    ['risiko', 4, 6],
    ['risiko', 6, 7],
    ['napoleon', 3, 8],
    ['napoleon-missions', 5, 9],
    ['napoleon-duel', 2, 10],
    ['napoleon-duel', 2, 17],
  ];
  for (const [ruleset, players, seed] of cases) {
    it(`random legal play in ${ruleset} with ${players} players replays to the same state and events`, () => {
      const rng = seedRng(seed * 101);
      const input: NewGameInput = { ruleset, seed, seats: seats(players), options: randomOptions(ruleset, rng) };
      const events: GameEvent[] = [];
      const played = playRandom(input, rng, 600, (step) => events.push(...step.events));
      expect(played.log.length).toBeGreaterThan(50);
      const again = replay(input, ctx, played.log);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.final));
      expect(again.events).toEqual([...played.startEvents, ...events]);
    });
  }

  it('a game played by the AIs to its end replays exactly from { input, seed, actions }', () => {
    for (const [ruleset, players, seed, options] of [
      ['classic', 3, 11, { timeLimitMinutes: 1440 }],
      ['missions', 4, 12, {}],
      ['capitals', 3, 13, { capitals: '2000' }],
      ['risiko', 4, 14, { setup: 'auto', timeLimitMinutes: 60 }],
      ['napoleon-missions', 4, 15, {}],
      ['napoleon-duel', 2, 16, { independents: 'active' }],
    ] as const) {
      const input: NewGameInput = {
        ruleset,
        seed,
        options,
        seats: Array.from({ length: players }, (_, i) => ({
          name: `AI${i}`,
          kind: 'ai' as const,
          ai: i % 2 ? 'random' : 'aggressive',
        })),
      };
      const created = newGame(input, ctx);
      if (!created.ok) throw new Error(created.error.code);
      let s = created.value.state;
      const aiRng = seedRng(seed ^ 0x5eed);
      const log: LoggedAction[] = [];
      let now = NOW;
      let aiRefused = false;
      while (s.phase.kind !== 'over' && log.length < 4000) {
        const player = waitingFor(s)[0];
        const action = getPolicy(s.players[player].ai!)(seatState(s, player), player, aiRng);
        now += 30_000;
        const r = applyAction(s, player, action, { now });
        if (!r.ok) {
          aiRefused = true;
          break;
        } // an AI's mistake is the AI suite's business; the log so far still replays
        log.push({ actor: player, action, ctx: { now } });
        s = r.value.state;
      }
      expect(log.length).toBeGreaterThan(20);
      if (!aiRefused) expect(s.phase.kind).toBe('over');
      expect(JSON.stringify(replay(input, ctx, log).state)).toBe(JSON.stringify(s));
    }
  });

  it('a log with a refused action does not replay', () => {
    const input: NewGameInput = { ruleset: 'classic', seed: 3, seats: seats(3) };
    const played = playRandom(input, seedRng(9), 40);
    const bad: LoggedAction[] = [
      ...played.log,
      { actor: played.final.turn.player, action: { type: 'move', count: 99 }, ctx: { now: NOW + 1e9 } },
    ];
    expect(() => replay(input, ctx, bad)).toThrow(/refused/);
  });
});
