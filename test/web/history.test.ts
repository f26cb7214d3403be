// The history slider's data (src/web/history.ts): the game's replay kept per game and fed only
// the log written since gives exactly what a whole replay gives, for map games and Risk Express;
// its turns are /risk history's turns; an older record than the replay has seen starts over;
// and a long replay hands the event loop back between slices.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/log.js';
import { GameService } from '../../src/app/service.js';
import { turnFromLog } from '../../src/discord/history.js';
import { getMap, liftFog, viewFor, type GameState } from '../../src/engine/index.js';
import { openRepository } from '../../src/store/open.js';
import type { GameRepository } from '../../src/store/repository.js';
import { feedAll, GameReplay, HistoryBook, historyPayload } from '../../src/web/history.js';

const logger = createLogger({ level: 'silent' });
const host = { id: 'h', name: 'host', locale: 'en' as const };

describe('live map history', () => {
  let repo: GameRepository;
  let service: GameService;

  beforeAll(async () => {
    repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-web-h-')), 'g.sqlite')}`);
    service = new GameService({ store: repo, logger, seed: () => 9, maxAiSteps: 60 });
  });
  afterAll(() => repo.close());

  async function aiGame(ch: string, ruleset: 'classic' | 'express'): Promise<string> {
    expect((await service.create(ch, ch, 'g', host, ruleset, {}, 'en')).ok).toBe(true);
    await service.addAi(ch, host, true);
    await service.addAi(ch, host, true);
    expect((await service.start(ch, host, true)).ok).toBe(true);
    await service.settings(ch, host, true, { autopilot: true });
    return (await service.get(ch))!.gameId;
  }

  it.each(['classic', 'express'] as const)(
    '%s: the kept replay fed move by move equals the whole replay at every step, the turns’ logs included',
    async (ruleset) => {
      const gameId = await aiGame(`inc-${ruleset}`, ruleset);
      const book = new HistoryBook((id, from) => repo.log(id, from));
      let turns = 0;
      for (let i = 0; i < 8; i++) {
        await service.runAi(`inc-${ruleset}`);
        const record = (await service.get(`inc-${ruleset}`))!;
        const seq = record.logSeq!;
        // With the game's record, as the server asks: each turn's log and layers too.
        const kept = await book.build(gameId, seq, record);
        expect(kept).toEqual(historyPayload(await repo.log(gameId), seq, record));
        expect(kept!.turns.every((t) => t.log!.length > 0)).toBe(true);
        expect(kept!.kind).toBe(ruleset === 'express' ? 'express' : 'map');
        turns = kept!.turns.length;
      }
      expect(turns).toBeGreaterThan(3);
    },
  );

  it('map turns are the turns /risk history shows: same count, same player, round and board', async () => {
    const gameId = await aiGame('same-as-risk-history', 'classic');
    for (let i = 0; i < 4; i++) await service.runAi('same-as-risk-history');
    const log = await repo.log(gameId);
    const h = historyPayload(log, log.length)!;
    expect(h.turns.length).toBe(turnFromLog(log)!.turns);
    for (const k of [1, 2, Math.ceil(h.turns.length / 2), h.turns.length]) {
      const past = turnFromLog(log, k)!;
      const v = viewFor(past.state, null);
      const order = getMap((past.state as GameState).map).territoryIds;
      expect([k, h.turns[k - 1].p, h.turns[k - 1].r]).toEqual([k, past.player, past.round]);
      expect(h.turns[k - 1].o).toEqual(order.map((t) => v.territories[t].owner));
      expect(h.turns[k - 1].n).toEqual(order.map((t) => v.territories[t].armies));
    }
  });

  it.each(['classic', 'napoleon-advanced'] as const)(
    'FOG-6: a fogged %s game’s slider shows no territory while it is on, and every turn in the open once it is over, as /risk history does',
    async (ruleset) => {
      const ch = `fogged-${ruleset}`;
      expect((await service.create(ch, ch, 'g', host, ruleset, { fog: true, setup: 'auto' }, 'en')).ok).toBe(true);
      await service.addAi(ch, host, true);
      await service.addAi(ch, host, true);
      expect((await service.start(ch, host, true)).ok).toBe(true);
      await service.settings(ch, host, true, { autopilot: true });
      const gameId = (await service.get(ch))!.gameId;
      const book = new HistoryBook((id, from) => repo.log(id, from));
      for (let i = 0; i < (ruleset === 'classic' ? 3 : 1); i++) await service.runAi(ch);
      let record = (await service.get(ch))!;
      expect(record.status).not.toBe('over');
      // While the game is on: every turn fogged, and the log tells moves 'in the fog'.
      const during = (await book.build(gameId, record.logSeq!, record))!;
      expect(during.turns.length).toBeGreaterThan(2);
      expect(during.turns.every((t) => t.o.every((o) => o === -1) && t.n.every((n) => n === 0))).toBe(true);
      expect(during.turns.flatMap((t) => t.log!).some((line) => line.includes('in the fog'))).toBe(true);
      // FOG-4, FOG-9: no line names a territory or a sea zone; no layer shows a fleet or a sea's holder
      const map = getMap(turnFromLog(await repo.log(gameId))!.state.map as string);
      const places = [...map.territories.map((x) => x.name.en), ...map.seas.zones.map((z) => z.name.en)];
      const told = JSON.stringify(during.turns.map((t) => t.log));
      expect(places.filter((n) => told.includes(n))).toEqual([]);
      for (const t of during.turns)
        for (const z of Object.values(t.l?.seas ?? {})) expect([z.controller, z.fleets]).toEqual([-1, []]);
      for (let i = 0; i < 400 && record.status !== 'over'; i++) {
        await service.runAi(ch);
        record = (await service.get(ch))!;
      }
      expect(record.status).toBe('over');
      const log = await repo.log(gameId);
      // Once over: the kept replay (fed while fogged) and a whole replay show every turn in the open.
      const after = (await book.build(gameId, record.logSeq!, record))!;
      expect(after).toEqual(historyPayload(log, record.logSeq!, record));
      expect(after.turns.length).toBe(turnFromLog(log)!.turns);
      for (const k of [1, 2, Math.ceil(after.turns.length / 2), after.turns.length]) {
        const v = viewFor(liftFog(turnFromLog(log, k)!.state as GameState), null);
        const order = getMap(v.map).territoryIds;
        expect(after.turns[k - 1].o).toEqual(order.map((t) => v.territories[t].owner));
        expect(after.turns[k - 1].n).toEqual(order.map((t) => v.territories[t].armies));
        // (the advanced game's emptied land is nobody's, NA: classic's always has an owner)
        const owned = after.turns[k - 1].o.filter((o) => o >= 0).length;
        expect(ruleset === 'classic' ? owned === order.length : owned > 0).toBe(true);
      }
      expect(after.turns.flatMap((t) => t.log!).some((line) => line.includes('in the fog'))).toBe(false);
    },
  );

  it('a record older than what the replay was fed starts over instead of showing later moves', async () => {
    const gameId = await aiGame('stale', 'classic');
    await service.runAi('stale');
    const older = (await service.get('stale'))!.logSeq!;
    await service.runAi('stale');
    const newer = (await service.get('stale'))!.logSeq!;
    expect(newer).toBeGreaterThan(older);
    const book = new HistoryBook((id, from) => repo.log(id, from));
    const log = await repo.log(gameId);
    expect(await book.build(gameId, newer)).toEqual(historyPayload(log, newer));
    expect(await book.build(gameId, older)).toEqual(historyPayload(log, older));
    expect(historyPayload(log, older)).not.toEqual(historyPayload(log, newer));
  });

  it('a lobby has no history', async () => {
    expect((await service.create('lobby', 'lobby', 'g', host, 'classic', {}, 'en')).ok).toBe(true);
    const r = (await service.get('lobby'))!;
    expect(await new HistoryBook((id, from) => repo.log(id, from)).build(r.gameId, r.logSeq ?? 0)).toBeNull();
  });

  it('a replay hands the event loop back between slices', async () => {
    const gameId = await aiGame('slices', 'classic');
    await service.runAi('slices');
    const log = await repo.log(gameId);
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const replay = new GameReplay();
    // A slice shorter than any action: the loop gets a turn after every entry.
    await feedAll(replay, log, log.length, -1);
    ticking = false;
    expect(replay.next).toBe(log.length);
    expect(ticks).toBeGreaterThanOrEqual(log.length - 1);
    expect(replay.payload(log.length)).toEqual(historyPayload(log, log.length));
  });
});
