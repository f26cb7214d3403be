// Stored games from before the board rework (schema 1) load and play on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateRecord } from '../../src/app/record.js';
import { applyAction } from '../../src/engine/apply.js';
import { boardSummary } from '../../src/engine/board.js';
import { migrateState } from '../../src/engine/migrate.js';
import type { Action, GameState } from '../../src/engine/types.js';
import { digestState } from '../../src/sim/digest.js';

// Written by the schema-1 engine: a 3-player missions game mid-attack, the next action, and
// the digests of the state before and after it.
const stored = JSON.parse(readFileSync(new URL('../fixtures/state-v1.json', import.meta.url), 'utf8')) as {
  state: Record<string, unknown> & { territories: Record<string, { owner: number; armies: number }> };
  player: number; action: Action; now: number; digest: string; digestAfter: string;
};

describe('state schema migration', () => {
  it('a schema-1 state migrates to the current schema with the same board', () => {
    const m = migrateState(structuredClone(stored.state));
    if (!m.ok) throw new Error(m.detail);
    expect(m.state.schemaVersion).toBe(2);
    expect(boardSummary(m.state)).toEqual(stored.state.territories);
    expect(digestState(m.state)).toBe(stored.digest);
  });

  it('the migrated game plays on exactly as the schema-1 engine did', () => {
    const m = migrateState(structuredClone(stored.state));
    if (!m.ok) throw new Error(m.detail);
    const r = applyAction(m.state, stored.player, stored.action, { now: stored.now });
    if (!r.ok) throw new Error(r.error.code);
    expect(digestState(r.value.state)).toBe(stored.digestAfter);
  });

  it('a stored record with a schema-1 state loads through the record validation', () => {
    const rec = {
      schemaVersion: 2, gameId: 'g', channelId: 'c', channelName: 'risk', guildId: null, hostId: 'h', locale: 'en', status: 'playing', rev: 1,
      ruleset: 'missions', options: {}, seed: 42, seats: [], settings: { deadlineMinutes: null, afk: 'end', maxMissed: 3, takeover: 'ai' },
      state: structuredClone(stored.state), aiRng: [1, 2, 3, 4], timer: null, createdAt: 0, updatedAt: 0,
    };
    const loaded = validateRecord(rec).state as GameState;
    expect(loaded.schemaVersion).toBe(2);
    expect(boardSummary(loaded)).toEqual(stored.state.territories);
  });

  it('refuses what it cannot read, saying why', () => {
    expect(migrateState({ schemaVersion: 9 })).toEqual({ ok: false, detail: 'unknown schemaVersion 9' });
    expect(migrateState('x')).toEqual({ ok: false, detail: 'not an object' });
  });
});
