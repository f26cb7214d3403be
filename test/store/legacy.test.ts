// Upgrading from the keyv build: its games in progress are brought over once, and play on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLog, sameState } from '../../src/app/history.ts';
import type { GameRecord } from '../../src/app/record.ts';
import { openRecordStore } from '../../src/discord/client.ts';
import { KeyvStore } from '../../src/store/index.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { humanMove, service, startGame } from './helpers.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

describe('games from the keyv build', () => {
  it('are imported once at start-up, keep their state, and play on with a replayable log', async () => {
    const scratch = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-old-')), 'x.sqlite')}`);
    repos.push(scratch);
    const svc0 = service(scratch);
    await startGame(svc0, 'chan-1', { humans: ['alice'], ais: 2 });
    await svc0.runAi('chan-1');
    const {
      logSeq: _a,
      presentedSeq: _b,
      handled: _c,
      dmClosed: _d,
      startedAt: _e,
      endedAt: _f,
      cancelledAt: _g,
      ...old
    } = (await svc0.get('chan-1'))!;
    // The earlier build: keyv over SQLite, records keyed by channel in namespace risk-games.
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-legacy-')), 'games.sqlite')}`;
    const legacy = await KeyvStore.open<GameRecord>({ url, schemaVersion: 2 });
    await legacy.set('chan-1', old as GameRecord);
    await legacy.close();

    const repo = await openRecordStore(url);
    repos.push(repo);
    const svc = service(repo);
    const r = (await svc.get('chan-1'))!;
    expect(r.gameId).toBe(old.gameId);
    expect(sameState(r.state, old.state)).toBe(true);
    expect((await repo.liveGames()).map((g) => g.gameId)).toEqual([old.gameId]);
    expect(await humanMove(svc, 'chan-1')).toBe(true);
    const after = (await svc.get('chan-1'))!;
    expect(sameState(replayLog(await repo.log(after.gameId)), after.state)).toBe(true);
    // A second start-up imports nothing again (the game moved on; it is not reset).
    const again = await openRecordStore(url);
    repos.push(again);
    expect((await service(again).get('chan-1'))!.rev).toBe(after.rev);
  });
});
