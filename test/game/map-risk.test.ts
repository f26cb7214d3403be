// The map engine behind the one game interface: a whole game through the definition only,
// AI policies fed the seat's view, secrets kept from other seats, stored states migrated.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { policies } from '../../src/ai/registry.js';
import { seatState, wholeStateAsView } from '../../src/ai/seat-state.js';
import { seedRng } from '../../src/engine/rng.js';
import type { Action, GameState } from '../../src/engine/types.js';
import { mapRisk } from '../../src/game/map-risk.js';
import { definitionFor } from '../../src/game/registry.js';
import { getRuleset, rulesetIds } from '../../src/rules/registry.js';
import { runGame } from '../../src/sim/run.js';

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 0x1_0000_0000;
}

describe('mapRisk: the map engine as a GameDefinition', () => {
  it('every registered ruleset is played by a definition', () => {
    for (const id of rulesetIds) expect(definitionFor(id)).toBe(mapRisk);
    expect(definitionFor('chess')).toBeNull();
  });

  it.each(rulesetIds)('%s: a whole AI game through setup, privateView, legal, ai, apply and outcome', (ruleset) => {
    const r = getRuleset(ruleset);
    const n = Math.min(r.maxPlayers, Math.max(3, r.minPlayers, r.playerCounts?.[0] ?? 0)); // NT: 4 or 6 seats; N2: 2
    const seats = Array.from({ length: n }, (_, i) => ({ name: `ai${i}`, kind: 'ai' as const, ai: 'baseline' }));
    const created = mapRisk.setup({ ruleset, options: {}, seats, seed: 11 }, { now: 0 });
    if (!created.ok) throw new Error(created.error.code);
    let s: GameState = created.value.state;
    const rng = lcg(5);
    for (let i = 0; i < 6000 && mapRisk.outcome(s) === null; i++) {
      const seat = mapRisk.waitingFor(s)[0];
      const action = mapRisk.ai.baseline(mapRisk.privateView(s, seat), mapRisk.legal(s, seat), rng);
      const r = mapRisk.apply(s, seat, action, { now: (i + 1) * 60_000 });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
      s = r.value.state;
    }
    const out = mapRisk.outcome(s);
    expect(out).not.toBeNull();
    expect(mapRisk.waitingFor(s)).toEqual([]);
    expect(out!.placements.filter((p, i) => out!.winners.includes(i)).every((p) => p === 1)).toBe(true);
    expect(out!.placements.length).toBe(s.players.length);
  });

  it("a seat's view holds no other seat's hand, mission, objective, hidden HQ, deck order or PRNG", () => {
    const s = runGame({
      ruleset: 'missions',
      players: 4,
      seed: 8,
      ais: ['baseline'],
      maxActions: 300,
      checkInvariants: false,
    }).final;
    const v = mapRisk.privateView(s, 1);
    expect(v.secrets?.player).toBe(1);
    expect(v.seatState.players[1].hand).toEqual(s.players[1].hand);
    expect(v.seatState.players[1].mission).toBe(s.players[1].mission);
    for (const p of [0, 2, 3]) {
      expect(v.seatState.players[p].hand.every((c) => c === -1)).toBe(true);
      expect(v.seatState.players[p].mission).toBeNull();
    }
    expect(v.seatState.deck.every((c) => c === -1)).toBe(true);
    expect(v.seatState.rng).toEqual([0, 0, 0, 0]);
    expect(JSON.stringify(mapRisk.publicView(s))).not.toContain('"hand":');
  });

  it("the AI policies decide the same on the seat's view as on the whole state (they use no secret)", () => {
    let compared = 0;
    for (const ruleset of rulesetIds) {
      const r = getRuleset(ruleset);
      const s0 = runGame({
        ruleset,
        players: Math.min(4, r.maxPlayers),
        seed: 21,
        ais: ['baseline', 'aggressive'],
        maxActions: 250,
        checkInvariants: false,
      }).final;
      if (s0.phase.kind === 'over') continue;
      for (const name of Object.keys(policies)) {
        const seat = mapRisk.waitingFor(s0)[0];
        const full: Action = policies[name](wholeStateAsView(s0), seat, seedRng(3));
        const seen: Action = policies[name](seatState(s0, seat), seat, seedRng(3));
        expect(seen).toEqual(full);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it("forfeitTurn ends an absent player's attack; deadlineKey changes with the wait", () => {
    const s = runGame({
      ruleset: 'classic',
      players: 3,
      seed: 4,
      ais: ['baseline'],
      maxActions: 200,
      checkInvariants: false,
    }).final;
    const seat = mapRisk.waitingFor(s)[0];
    const acts = mapRisk.forfeitTurn(s, seat);
    expect(acts.length).toBe(1);
    const r = mapRisk.apply(s, seat, acts[0], { now: 1 });
    expect(r.ok).toBe(true);
    if (r.ok && r.value.state.turn.number !== s.turn.number)
      expect(mapRisk.deadlineKey(r.value.state)).not.toBe(mapRisk.deadlineKey(s));
    expect(mapRisk.forfeitTurn(s, (seat + 1) % 3)).toEqual([]);
  });

  it('migrate reads a schema-1 state and refuses garbage with a code', () => {
    const stored = JSON.parse(readFileSync(new URL('../fixtures/state-v1.json', import.meta.url), 'utf8')) as {
      state: unknown;
    };
    const m = mapRisk.migrate(stored.state);
    expect(m.ok && m.value.schemaVersion).toBe(mapRisk.schemaVersion);
    expect(mapRisk.migrate(42)).toEqual({ ok: false, error: { code: 'badState', detail: 'not an object' } });
  });
});
