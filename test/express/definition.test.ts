// Risk Express through the GameDefinition interface: replay, views, storage, deadlines.
import { describe, expect, it } from 'vitest';
import { expressGame } from '../../src/express/definition.js';
import { definitionFor } from '../../src/game/registry.js';
import type { ExpressAction, ExpressEvent, ExpressState } from '../../src/express/types.js';
import { runExpressGame } from '../../src/sim/express.js';
import { ctx, newGame, play, rolled, seats, CAV, CAN, G } from './helpers.js';

function replay(
  players: number,
  seed: number,
  options: { continueFailed: boolean },
  log: { seat: number; action: ExpressAction }[],
) {
  const r = expressGame.setup(
    { ruleset: 'express', seats: seats(players).map((s, i) => ({ ...s, name: `x-${i}` })), seed, options },
    ctx,
  );
  if (!r.ok) throw new Error(r.error.code);
  let state = r.value.state;
  const events: ExpressEvent[] = [...r.value.events];
  for (const { seat, action } of log) {
    const step = expressGame.apply(state, seat, action, ctx);
    if (!step.ok) throw new Error(step.error.code);
    state = step.value.state;
    events.push(...step.value.events);
  }
  return { state, events };
}

describe('Risk Express as a GameDefinition', () => {
  it('a game replays exactly from its seed and action log', () => {
    for (const [players, seed, continueFailed] of [
      [2, 1, false],
      [3, 2, true],
      [5, 3, true],
    ] as const) {
      const g = runExpressGame({ players, seed, ais: ['expected', 'random'], options: { continueFailed } });
      expect(g.finished).toBe(true);
      const a = replay(players, seed, { continueFailed }, g.log);
      const b = replay(players, seed, { continueFailed }, g.log);
      expect(JSON.stringify(a.state.owners)).toBe(JSON.stringify(g.final.owners));
      expect(JSON.stringify(a.state.rng)).toBe(JSON.stringify(g.final.rng));
      expect(a.events).toEqual(b.events);
      // A different seed rolls different dice.
      const other = expressGame.setup(
        { ruleset: 'express', seats: seats(players), seed: seed + 1000, options: {} },
        ctx,
      );
      const first = expressGame.setup({ ruleset: 'express', seats: seats(players), seed, options: {} }, ctx);
      expect(
        other.ok && first.ok && JSON.stringify(other.value.state.rng) !== JSON.stringify(first.value.state.rng),
      ).toBe(true);
    }
  });

  it('the game registry plays ruleset "express" with this definition', () => {
    expect(definitionFor('express')).toBe(expressGame);
    expect(expressGame.id).toBe('express');
  });

  it('setup refuses a bad seat count or ruleset', () => {
    const one = expressGame.setup({ ruleset: 'express', seats: seats(1), seed: 1, options: {} }, ctx);
    expect(one).toEqual({ ok: false, error: { code: 'badSeats', min: 2, max: 5, got: 1 } });
    const six = expressGame.setup({ ruleset: 'express', seats: seats(6), seed: 1, options: {} }, ctx);
    expect(six.ok).toBe(false);
    expect(expressGame.setup({ ruleset: 'classic', seats: seats(3), seed: 1, options: {} }, ctx)).toEqual({
      ok: false,
      error: { code: 'badRuleset', ruleset: 'classic' },
    });
  });

  it('the public view hides the PRNG state (the next rolls) and nothing else', () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    const v = expressGame.publicView(s);
    expect('rng' in v).toBe(false);
    const { rng: _r, ...rest } = s;
    expect(v).toEqual(rest);
    expect(expressGame.privateView(s, 2)).toEqual({ ...rest, seat: 2 });
    const events = play(s, { type: 'fill', card: 'usa', line: 0 }).events;
    expect(expressGame.eventsFor(events, null)).toEqual(events);
    expect(expressGame.eventsFor(events, 1)).toEqual(events);
  });

  it('a refused action leaves the state unchanged, from any seat, with a typed code', () => {
    const g = runExpressGame({ players: 3, seed: 9, ais: ['random'], maxActions: 40 });
    const s = g.final;
    const other = (s.current + 1) % 3;
    const before = JSON.stringify(s);
    const attempts: [number, unknown][] = [
      [other, { type: 'roll' }],
      [s.current, { type: 'fly' }],
      [s.current, null],
      [s.current, { type: 'fill', card: '__proto__', line: 0 }],
      [s.current, { type: 'fill', card: 'usa', line: 99 }],
      [s.current, { type: 'setAside', face: 'dragon' }],
    ];
    for (const [seat, action] of attempts) {
      const r = expressGame.apply(s, seat, action as ExpressAction, ctx);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(typeof r.error.code).toBe('string');
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('migrate accepts a stored state (JSON round trip) and refuses a broken one', () => {
    const g = runExpressGame({ players: 4, seed: 4, ais: ['random'], maxActions: 50 });
    const raw: unknown = JSON.parse(JSON.stringify(g.final));
    const m = expressGame.migrate(raw);
    expect(m).toEqual({ ok: true, value: g.final });
    const broken = JSON.parse(JSON.stringify(g.final)) as ExpressState;
    delete (broken.owners as Record<string, unknown>).usa;
    const r = expressGame.migrate(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('badState');
    expect(expressGame.migrate({ schemaVersion: 2 }).ok).toBe(false);
  });

  it('waitingFor, deadlineKey and forfeitTurn: the current seat; the key moves with turn and phase; a timeout fails the attempt', () => {
    const s = newGame(3, 3);
    expect(expressGame.waitingFor(s)).toEqual([s.current]);
    const k0 = expressGame.deadlineKey(s);
    const r = rolled(s, [CAV, CAN, G, G, G, G, G]);
    const k1 = expressGame.deadlineKey(r);
    expect(k1).not.toBe(k0);
    expect(expressGame.forfeitTurn(r, (r.current + 1) % 3)).toEqual([]);
    const actions = expressGame.forfeitTurn(r, r.current);
    expect(actions).toEqual([{ type: 'timeout' }]);
    const t = play(r, actions[0]);
    expect(t.events.map((e) => e.type)).toEqual(['turnTimedOut', 'attemptFailed', 'turnStarted']);
    expect(t.state.current).not.toBe(r.current);
    expect(expressGame.deadlineKey(t.state)).not.toBe(k1);
    expect(expressGame.legal(r, r.current).some((a) => a.type === 'timeout')).toBe(false);
  });
});
