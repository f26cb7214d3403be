// Stored games of every older schema load and play on: schema 1 (before the board rework) and
// schema 2 (before the per-ruleset `ext` slices), each through the whole chain to the current one.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateRecord } from '../../src/app/record.js';
import { applyAction } from '../../src/engine/apply.js';
import { boardSummary } from '../../src/engine/board-summary.js';
import { migrateState, STATE_SCHEMA_VERSION } from '../../src/engine/migrate.js';
import { hqCardsOf, hqOf, hqRevealed, missionsPoolOf, rankedOf, sdadataOf } from '../../src/engine/ext.js';
import { viewFor, type PublicView } from '../../src/engine/view.js';
import type { Action, GameState } from '../../src/engine/types.js';
import { digestState } from '../../src/sim/digest.js';

// Written by the schema-1 engine: a 3-player missions game mid-attack, the next action, and
// the digests of the state before and after it.
const stored = JSON.parse(readFileSync(new URL('../fixtures/state-v1.json', import.meta.url), 'utf8')) as {
  state: Record<string, unknown> & { territories: Record<string, { owner: number; armies: number }> };
  player: number;
  action: Action;
  now: number;
  digest: string;
  digestAfter: string;
};

/** The state migrated to the current schema (a copy: the fixtures stay as stored). */
function migrated(state: unknown): GameState {
  const m = migrateState(structuredClone(state));
  if (!m.ok) throw new Error(m.detail);
  return m.state;
}

/** A stored record (record schema 2) around an older state, as the store hands it to validation. */
const storedRecord = (ruleset: string, state: unknown) => ({
  schemaVersion: 2,
  gameId: 'g',
  channelId: 'c',
  channelName: 'risk',
  guildId: null,
  hostId: 'h',
  locale: 'en',
  status: 'playing',
  rev: 1,
  ruleset,
  options: {},
  seed: 42,
  seats: [],
  settings: { deadlineMinutes: null, afk: 'end', maxMissed: 3, takeover: 'ai' },
  state: structuredClone(state),
  aiRng: [1, 2, 3, 4],
  timer: null,
  createdAt: 0,
  updatedAt: 0,
});

describe('state schema migration', () => {
  it('a schema-1 state migrates to the current schema with the same board', () => {
    const s = migrated(stored.state);
    expect(s.schemaVersion).toBe(STATE_SCHEMA_VERSION);
    expect(boardSummary(s)).toEqual(stored.state.territories);
    expect(digestState(s)).toBe(stored.digest);
  });

  it('the migrated game plays on exactly as the schema-1 engine did', () => {
    const r = applyAction(migrated(stored.state), stored.player, stored.action, { now: stored.now });
    if (!r.ok) throw new Error(r.error.code);
    expect(digestState(r.value.state)).toBe(stored.digestAfter);
  });

  it('a stored record with a schema-1 state loads through the record validation', () => {
    const loaded = validateRecord(storedRecord('missions', stored.state)).state as GameState;
    expect(loaded.schemaVersion).toBe(STATE_SCHEMA_VERSION);
    expect(boardSummary(loaded)).toEqual(stored.state.territories);
  });

  it('a schema-1 state goes through v2 to v3: no flat variant fields remain', () => {
    const s = migrated(stored.state);
    expect(s.schemaVersion).toBe(3);
    expect(Object.keys(s)).not.toContain('missionsPool');
    expect(missionsPoolOf(s).length).toBeGreaterThan(0); // a missions game keeps its pool (M-1)
    for (const p of s.players) expect(Object.keys(p).filter((k) => k.startsWith('hq'))).toEqual([]);
    expect(Object.keys(s.clock)).not.toContain('sdadata');
  });

  it('refuses what it cannot read, saying why', () => {
    expect(migrateState({ schemaVersion: 9 })).toEqual({ ok: false, detail: 'unknown schemaVersion 9' });
    expect(migrateState('x')).toEqual({ ok: false, detail: 'not an object' });
    expect(migrateState({ schemaVersion: 2, players: [] })).toEqual({
      ok: false,
      detail: 'schema 2 state without players, clock or options',
    });
  });

  it('checks a current-schema state on load: a damaged one is refused with the first thing wrong', () => {
    const good = migrateState(structuredClone(stored.state));
    if (!good.ok) throw new Error(good.detail);
    const damaged = (change: (s: Record<string, unknown>) => void): string => {
      const s = structuredClone(good.state) as unknown as Record<string, unknown>;
      change(s);
      const r = migrateState(s);
      return r.ok ? 'loaded' : r.detail;
    };
    expect(
      damaged((s) => {
        delete s.board;
        s.players = 'oops';
      }),
    ).toMatch(/^(players|board): /);
    expect(damaged((s) => delete s.board)).toMatch(/^board: /);
    expect(damaged((s) => (s.players = 'oops'))).toMatch(/^players: /);
    expect(damaged((s) => ((s.board as { armies: number[] }).armies = [1, 2, 3]))).toBe(
      'board.armies: 3 entries for 42 territories × 3 players',
    );
    expect(damaged((s) => ((s.players as { hand: unknown }[])[1].hand = 'none'))).toMatch(/^players\.1\.hand: /);
    expect(damaged((s) => (s.phase = { kind: 'dancing' }))).toMatch(/^phase\.kind: /);
    expect(damaged((s) => (s.map = 'atlantis'))).toBe('unknown map "atlantis"');
    expect(damaged((s) => (s.order = [0, 1, 2, 9]))).toBe('order: a player that is not seated');
    // and the record holding it does not load (the app quarantines it: test/store/service.test.ts)
    const rec = storedRecord('missions', { ...good.state, board: undefined, players: 'oops' });
    expect(() => validateRecord(rec)).toThrow(/state: (players|board): /);
    expect(validateRecord(storedRecord('missions', good.state)).state).toEqual(good.state);
  });
});

// Written by the schema-2 engine (commit f9487dd): a capitals game after a K-2 capture, a 2000
// capitals game with hidden HQs, a RisiKo! game in its sdadata (R-END-1), a napoleon-missions
// game after a claim (NM-3) and a missions game (M-1 pool); each with every view of the stored
// state, the next 40 AI actions and the digest and public view they led to.
interface StoredV2 {
  label: string;
  state: Record<string, unknown> & {
    players: { id: number; hq: string | null; hqRevealed: boolean; hqCards: string[] }[];
    clock: { sdadata: unknown };
    missionsPool: number[];
    ranked?: unknown;
  };
  digest: string;
  views: PublicView[];
  actions: [number, Action, number][];
  digestAfter: string;
  viewAfter: PublicView;
}
const v2 = (
  JSON.parse(readFileSync(new URL('../fixtures/state-v2.json', import.meta.url), 'utf8')) as { games: StoredV2[] }
).games;
/** One case per stored game, named by its label. */
const eachV2 = it.each(v2.map((g) => [g.label, g] as const));

describe('state schema migration from schema 2 (per-ruleset slices)', () => {
  eachV2('%s: the slices hold what the flat fields held', (_label, g) => {
    const s = migrated(g.state);
    expect(s.schemaVersion).toBe(3);
    expect(digestState(s)).toBe(g.digest);
    for (const p of g.state.players) {
      expect([hqOf(s, p.id), hqRevealed(s, p.id), hqCardsOf(s, p.id)]).toEqual([p.hq, p.hqRevealed, p.hqCards]);
      expect(Object.keys(s.players[p.id]).filter((k) => k.startsWith('hq'))).toEqual([]);
    }
    expect(sdadataOf(s)).toEqual(g.state.clock.sdadata);
    expect(missionsPoolOf(s)).toEqual(g.state.missionsPool);
    expect(rankedOf(s)).toEqual(g.state.ranked);
    expect(Object.keys(s).filter((k) => ['missionsPool', 'ranked'].includes(k))).toEqual([]);
  });

  eachV2('%s: every view keeps its shape and content', (_label, g) => {
    const s = migrated(g.state);
    const viewers = [null, ...s.players.map((p) => p.id)];
    expect(viewers.map((v) => viewFor(s, v))).toEqual(g.views);
  });

  eachV2('%s: plays on exactly as the schema-2 engine did', (_label, g) => {
    let s = migrated(g.state);
    for (const [player, action, now] of g.actions) {
      const r = applyAction(s, player, action, { now });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
      s = r.value.state;
    }
    expect(digestState(s)).toBe(g.digestAfter);
    expect(viewFor(s, null)).toEqual(g.viewAfter);
  });

  it('the fixture covers every slice', () => {
    expect(v2.some((g) => g.state.players.some((p) => p.hqCards.length >= 2))).toBe(true); // K-2 capture
    expect(v2.some((g) => g.state.players.some((p) => p.hq && !p.hqRevealed))).toBe(true); // hidden HQ
    expect(v2.some((g) => g.state.clock.sdadata !== null)).toBe(true);
    expect(v2.some((g) => g.state.ranked)).toBe(true);
    expect(v2.some((g) => g.state.missionsPool.length > 0)).toBe(true);
  });

  it('a stored record with a schema-2 state loads through the record validation', () => {
    const g = v2[0];
    const loaded = validateRecord(storedRecord('capitals', g.state)).state as GameState;
    expect(loaded.schemaVersion).toBe(STATE_SCHEMA_VERSION);
    expect(digestState(loaded)).toBe(g.digest);
  });

  it('a current state is taken as it is', () => {
    const s = migrated(v2[0].state);
    const again = migrateState(s);
    expect(again.ok && again.state).toBe(s);
  });
});
