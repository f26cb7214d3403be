// The app's replay (src/app/history.ts LogReplay): a log fed entry by entry through the game's
// definition gives each entry's state and public events, as playing the game did; an undo puts
// back its logged state; a refused action stops the replay and says which. /risk history, the
// live map's slider and the store's replay check read these frames instead of running the rules.
import { describe, expect, it } from 'vitest';
import { LogReplay, replayLog, type ReplayEntry } from '../../src/app/history.js';
import type { SetupInput } from '../../src/game/definition.js';
import { definitionFor } from '../../src/game/registry.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'human' as const }));

/** A game played by its first legal action each step, logged as the app logs it (lobby entries around). */
function played(input: SetupInput<unknown>, steps: number) {
  const def = definitionFor(input.ruleset)!;
  const made = def.setup(input, { now: 1000 });
  if (!made.ok) throw new Error(made.error.code);
  const log: ReplayEntry[] = [
    { seq: 0, at: 0, kind: 'create', actor: null, action: {} },
    { seq: 1, at: 1000, kind: 'start', actor: null, action: { input } },
  ];
  const expected = [{ state: made.value.state, events: def.eventsFor(made.value.events, null) }];
  let s = made.value.state;
  for (let i = 0; i < steps && def.outcome(s) === null; i++) {
    const seat = def.waitingFor(s)[0];
    const action = def.legal(s, seat)[0];
    const at = 2000 + i * 60_000;
    const r = def.apply(s, seat, action, { now: at });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    log.push({ seq: log.length, at, kind: i % 5 === 4 ? 'ai' : 'act', actor: seat, action });
    log.push({ seq: log.length, at, kind: 'shown', actor: null, action: null });
    expected.push({ state: s, events: def.eventsFor(r.value.events, null) });
  }
  return { log, expected };
}

describe('LogReplay: a game log replayed through its definition', () => {
  it.each([
    ['missions', 3],
    ['express', 2],
  ])(
    '%s: every entry’s frame is the state and the public events playing it gave; lobby entries carry nothing',
    (ruleset, n) => {
      const input: SetupInput<unknown> = {
        ruleset,
        options: ruleset === 'express' ? {} : { setup: 'auto' },
        seats: seats(n),
        seed: 7,
      };
      const { log, expected } = played(input, 30);
      const replay = new LogReplay();
      const frames = log.map((e) => replay.feed(e)).filter((f) => f !== null);
      expect(frames.map((f) => ({ state: f.state, events: f.events }))).toEqual(expected);
      expect(frames.map((f) => f.kind)).toEqual(['start', ...expected.slice(1).map(() => 'action')]);
      expect(replay.failure).toBeNull();
      expect(replay.ruleset).toBe(ruleset);
      expect(replay.next).toBe(log.length);
      expect(replay.state).toEqual(expected.at(-1)!.state);
      expect(replayLog(log.map((e) => ({ ...e, userId: null, interactionId: null, events: [] })))).toEqual(
        replay.state,
      );
    },
  );

  it('a secret stays out of the frames: the card a player draws is not named', () => {
    const { log } = played({ ruleset: 'classic', options: { setup: 'auto' }, seats: seats(3), seed: 7 }, 200);
    const replay = new LogReplay();
    const events = log.flatMap((e) => (replay.feed(e)?.events ?? []) as { type: string; card?: unknown }[]);
    const drawn = events.filter((e) => e.type === 'cardDrawn');
    expect(drawn.length).toBeGreaterThan(0);
    for (const e of drawn) expect(e.card).toBeNull();
  });

  it('an undo puts back the state it logged; a refused action stops the replay and names it', () => {
    const { log, expected } = played({ ruleset: 'classic', options: { setup: 'auto' }, seats: seats(3), seed: 3 }, 6);
    const replay = new LogReplay();
    for (const e of log) replay.feed(e);
    const undo = replay.feed({
      seq: log.length,
      at: 9e6,
      kind: 'undo',
      actor: 0,
      action: { state: expected[2].state },
    });
    expect(undo).toEqual({ kind: 'undo', state: expected[2].state, events: [] });
    expect(replay.state).toEqual(expected[2].state);
    const bad = replay.feed({
      seq: log.length + 1,
      at: 9e6,
      kind: 'act',
      actor: 0,
      action: { type: 'attack', from: 'nowhere', to: 'alaska', dice: 3 },
    });
    expect(bad).toBeNull();
    expect(replay.failure).toMatchObject({ code: 'actionRefused', seq: log.length + 1, action: 'attack' });
    expect(
      replay.feed({ seq: log.length + 2, at: 9e6, kind: 'act', actor: 0, action: { type: 'endPhase' } }),
    ).toBeNull();
    expect(replay.state).toEqual(expected[2].state);
  });

  it('a log without a start replays nothing; a start the rules refuse is named', () => {
    const replay = new LogReplay();
    expect(replay.feed({ seq: 0, at: 0, kind: 'act', actor: 0, action: { type: 'endPhase' } })).toBeNull();
    expect(replay.ruleset).toBeNull();
    const refused = new LogReplay();
    const input = { ruleset: 'classic', options: { setup: 'auto' }, seats: seats(1), seed: 1 };
    expect(refused.feed({ seq: 0, at: 0, kind: 'start', actor: null, action: { input } })).toBeNull();
    expect(refused.failure?.code).toBe('startRefused');
  });
});
