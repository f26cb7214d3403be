// The campaign replays from its inputs and the log (the engine stays pure and deterministic), and
// its secrets — the cards under the allies' markers, the seats' hands, what a spy saw — reach nobody else.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../../src/ai/registry.js';
import { seatState } from '../../../src/ai/seat-state.js';
import { applyAction } from '../../../src/engine/apply.js';
import { eventsFor, type GameEvent } from '../../../src/engine/events.js';
import { replay, type LoggedAction } from '../../../src/engine/replay.js';
import { seedRng } from '../../../src/engine/rng.js';
import { newGame } from '../../../src/engine/setup.js';
import { viewFor } from '../../../src/engine/view.js';
import type { NewGameInput } from '../../../src/engine/types.js';
import { act, card, ctx, NOW, ofType, playRandom, seats } from '../helpers.js';
import { legalActions, waitingFor } from '../../../src/engine/legal.js';
import { getMap } from '../../../src/engine/maps.js';
import { who } from './helpers.js';
import { describeEvents } from '../../../src/discord/present/events.js';
import type { MapRecord } from '../../../src/discord/games/map/record.js';

describe('napoleon-campaign: replay and secrets', () => {
  it('random legal play replays to the same state and events from { input, seed, log }', () => {
    for (const seed of [3, 4]) {
      const input: NewGameInput = {
        ruleset: 'napoleon-campaign',
        seed,
        seats: seats(2),
        options: { campaignSide: 'random' },
      };
      const events: GameEvent[] = [];
      const played = playRandom(input, seedRng(seed * 7), 500, (step) => events.push(...step.events));
      expect(played.log.length).toBeGreaterThan(100);
      const again = replay(input, ctx, played.log);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.final));
      expect(again.events).toEqual([...played.startEvents, ...events]);
    }
  });

  it('a whole game of random AIs ends after the final scoring or an elimination and replays exactly', () => {
    const input: NewGameInput = {
      ruleset: 'napoleon-campaign',
      seed: 21,
      options: {},
      seats: [
        { name: 'AI0', kind: 'ai', ai: 'random' },
        { name: 'AI1', kind: 'ai', ai: 'random' },
      ],
    };
    const created = newGame(input, ctx);
    if (!created.ok) throw new Error(created.error.code);
    let s = created.value.state;
    const rng = seedRng(99);
    const log: LoggedAction[] = [];
    let now = NOW;
    while (s.phase.kind !== 'over' && log.length < 6000) {
      const player = waitingFor(s)[0];
      const action = getPolicy('random')(seatState(s, player), player, rng);
      now += 30_000;
      const r = applyAction(s, player, action, { now });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      log.push({ actor: player, action, ctx: { now } });
      s = r.value.state;
    }
    expect(s.phase).toMatchObject({ kind: 'over' });
    expect(['roundLimit', 'conquest']).toContain(s.phase.kind === 'over' ? s.phase.reason : '');
    expect(JSON.stringify(replay(input, ctx, log).state)).toBe(JSON.stringify(s));
  });

  it('NC-SET-2: the cards under the allies’ markers and each seat’s hand reach no one else', () => {
    const r = newGame({ ruleset: 'napoleon-campaign', seed: 8, seats: seats(2), options: {} }, ctx);
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value.state;
    const w = who(s);
    const hidden = [...s.players[w.austria].hand, ...s.players[w.prussia].hand, ...s.players[w.england].hand];
    expect(hidden).toHaveLength(3);
    for (const viewer of [null, w.france]) {
      const v = viewFor(s, viewer);
      for (const p of v.players) expect(p).not.toHaveProperty('hand');
      const text = JSON.stringify({ ...v, secrets: null });
      for (const key of ['"hand"', '"deck"', '"rng"', '"seed"']) expect(text).not.toContain(key);
      expect((v.secrets?.hand ?? []).map((c) => c.id)).toEqual(viewer === null ? [] : s.players[viewer].hand);
      expect(JSON.stringify(eventsFor(r.value.events, viewer))).not.toMatch(/"cards":\[\d/);
    }
    // the English seat sees its own card, and still not the allies'
    const mine = viewFor(s, w.england);
    expect(mine.secrets!.hand.map((c) => c.id)).toEqual(s.players[w.england].hand);
    expect(mine.campaign!.powers.map((p) => p.cards)).toEqual([1, 1, 0]);
  });
});

describe('napoleon-campaign: NC-0-1 ESPION', () => {
  it('NC-0-1: ESPION shows the opponent’s hand to the spy only (there are no missions to see)', () => {
    const r = newGame(
      { ruleset: 'napoleon-campaign', seed: 8, seats: seats(2), options: { campaignSide: 'france' } },
      ctx,
    );
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value.state;
    const w = who(s);
    const spy = card('danemark', getMap('europe-1811'));
    s.deck = s.deck.filter((c) => c !== spy);
    for (const p of s.players) p.hand = p.hand.filter((c) => c !== spy);
    s.players[w.france].hand = [spy];
    const play = { type: 'playCard', card: spy, player: w.england } as const;
    expect(legalActions(s, w.france)).toContainEqual(play);
    const done = act(s, w.france, play);
    const seen = ofType(done.events, 'handSpied');
    expect(seen).toEqual([
      { type: 'handSpied', player: w.france, target: w.england, cards: s.players[w.england].hand },
    ]);
    for (const viewer of [null, w.england])
      expect(ofType(eventsFor(done.events, viewer), 'handSpied')[0].cards).toBeNull();
    // the channel's log tells who spied on whom (it had no line before the exhaustive check)
    const rec = {
      ruleset: 'napoleon-campaign',
      locale: 'en',
      seats: s.players.map((p) => ({ userId: null, name: p.name, kind: 'human' })),
      state: done.state,
    } as unknown as MapRecord;
    const line = describeEvents(rec, done.events, 'en').find((l) => l.includes('🕵️'));
    expect(line).toMatch(/🕵️ .+ looked at .+'s hand\./);
  });
});
