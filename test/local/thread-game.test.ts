// The local table plays games in threads: /risk new beside the channel's game opens a thread,
// typed commands go there with `#thread-1`, taps where their message is, `wait` runs the
// thread's deadline, and the game ends there (its messages carry the thread's id).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import { viewImages } from '../view-images.ts';

describe('a game in a thread on the local table', () => {
  it('opens, takes commands and taps, runs its deadline and ends in the thread', async () => {
    const store = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-thread-')), 'g.sqlite')}`);
    const clock = { now: 1_700_000_000_000 };
    let seed = 31;
    const service = new GameService({ store, now: () => clock.now, seed: () => seed++ });
    const table = new LocalTable({
      service,
      images: viewImages,
      outDir: mkdtempSync(join(tmpdir(), 'risk-thread-out-')),
      advance: (ms) => {
        clock.now += ms;
      },
    });
    await table.run('alice /risk new ruleset:classic');
    const opened = await table.run('bob /risk new ruleset:classic setup:auto deadline:1h');
    expect(opened.find((o) => o.text === '🧵 Risk classic — bob')?.thread).toBe('local/thread-1');
    expect(opened.some((o) => o.kind === 'channel' && !o.thread && o.text.includes('in <#local/thread-1>'))).toBe(true);
    expect(opened.find((o) => o.kind === 'ephemeral')!.text).toBe('Your game is in its own thread: <#local/thread-1>.');
    const lobby = opened.find((o) => o.kind === 'channel' && o.thread && o.buttons.includes('Start'))!;
    expect(lobby).toBeDefined();

    const joined = await table.run('carol #thread-1 /risk join');
    expect(joined.every((o) => o.kind !== 'error')).toBe(true);
    expect((await service.get('local/thread-1'))!.seats.map((s) => s.name)).toEqual(['bob', 'carol']);
    // The tap is on the thread's lobby (the newest Start bob sees).
    await table.run('bob click Start');
    const g = (await service.get('local/thread-1'))!;
    expect(g.status).toBe('playing');
    expect((await service.get('local'))!.status).toBe('lobby');
    expect((await table.run('bob #thread-9 /risk status'))[0]).toMatchObject({ kind: 'error' });

    // The thread's deadline: an hour later the waiting player's turn is ended, in the thread.
    const waited = await table.run('wait 61m');
    const expired = waited.find((o) => /time ran out/.test(o.text));
    expect(expired?.thread).toBe('local/thread-1');
    expect((await service.get('local/thread-1'))!.seats[g.timer!.players[0]].missed).toBe(1);

    // To the end, in the thread.
    await table.run('bob #thread-1 /risk settings autopilot:true');
    const end = await table.run('carol #thread-1 /risk settings autopilot:true');
    const final = [...waited, ...end].find((o) => /Final standing/.test(o.text));
    expect(final?.thread).toBe('local/thread-1');
    expect((await service.get('local/thread-1'))!.status).toBe('over');
    await store.close();
  });
});
