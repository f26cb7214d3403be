// A tournament played by people on the local table, as on Discord: each table a thread, a tap
// acts at its table, a typed command goes there with `#thread-N`, `wait 24h` runs a table's
// deadline (the final's too, opened during the wait), and the tournament ends with its
// standings. The --json view line carries each table's game and the tournament.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { join } from 'node:path';
import { humanLabel, viewLine } from '../../src/local/main.ts';
import { LocalTable, type LocalOutput } from '../../src/local/table.ts';
import { closeStores, tournamentTable as withImages } from '../tournament/harness.ts';
import { viewImages } from '../view-images.ts';

// These tests read the text, the threads and the view line: the pictures stand for what they show.
const tournamentTable = (seed: number) => withImages(seed, undefined, undefined, viewImages);

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

const HUMANS = ['alice', 'bob', 'carol'];
/** The human pinged last in a thread: "🟥 bob (@bob), your turn." */
function pinged(out: LocalOutput[]): { who: string; thread: string } | null {
  for (const o of [...out].reverse()) {
    const m = /\(@(\w+)\), your turn\./.exec(o.text);
    if (m && o.thread && o.kind === 'channel') return { who: m[1], thread: o.thread };
  }
  return null;
}

describe('a tournament played by people on the local table', () => {
  it('taps and commands at a table, a table deadline on wait 24h, to the champion', async () => {
    // Seed 3: the tournament's games to the champion cost half of seed 7's (0.9 against 2.0 CPU s).
    const { table, service } = await tournamentTable(3);
    const all: LocalOutput[] = [];
    const run = async (line: string) => {
      const out = await table.run(line);
      all.push(...out);
      expect(out.filter((o) => o.kind === 'error')).toEqual([]);
      return out;
    };
    await run('alice /risk tournament new ruleset:classic table_size:3');
    await run('bob /risk tournament join');
    await run('carol /risk tournament join');
    for (let i = 0; i < 3; i++) await run('alice click Add AI');
    const started = await run('alice click Start');
    expect(started.filter((o) => o.text.startsWith('🧵')).map((o) => o.thread)).toEqual([
      'local/thread-1',
      'local/thread-2',
    ]);

    // The first human to play taps at their table: the table's panel changes, in its thread.
    const first = pinged(started)!;
    expect(first).not.toBeNull();
    const tap = await run(`${first.who} click ➕ All`);
    const edit = tap.find((o) => o.kind === 'edit')!;
    expect(edit.thread).toBe(first.thread);
    expect(edit.text).toMatch(/placed \d+ armies on /);
    expect(tap.some((o) => /out of date/i.test(o.text))).toBe(false);
    // A typed command at the table: `#thread-N` after the name.
    const short = first.thread.replace('local/', '');
    const status = await run(`${first.who} #${short} /risk status`);
    expect(status[0]).toMatchObject({ kind: 'ephemeral', thread: first.thread });
    expect(status[0].text).toMatch(/round 1, attack/);
    // `#thread-N click` taps only that table's messages.
    const other = short === 'thread-1' ? 'thread-2' : 'thread-1';
    expect((await table.run(`${first.who} #${other} click End turn`))[0]).toMatchObject({ kind: 'error' });

    // A day later the table's deadline has ended that turn, in the table's thread.
    const waited = await run('wait 24h');
    const expired = waited.find((o) => /time ran out/.test(o.text) && o.thread === first.thread);
    expect(expired).toBeDefined();
    const game = (await service.get(first.thread))!;
    expect(game.seats.find((s) => s.name === first.who)!.missed).toBe(1);

    // Every human hands their turns to the AI at their table (not a forfeit): the round ends,
    // the final opens in a third thread.
    const humanThreads = new Map<string, string>();
    for (const th of ['local/thread-1', 'local/thread-2']) {
      const g = (await service.get(th))!;
      for (const s of g.seats) if (s.kind === 'human') humanThreads.set(s.name, th);
    }
    expect([...humanThreads.keys()].sort()).toEqual(HUMANS);
    for (const [who, th] of humanThreads)
      await run(`${who} #${th.replace('local/', '')} /risk settings autopilot:true`);
    expect(all.some((o) => o.text === '🧵 Final' && o.thread === 'local/thread-3')).toBe(true);
    const final = (await service.get('local/thread-3'))!;
    const finalists = final.seats.filter((s) => s.kind === 'human').map((s) => s.name);

    expect(finalists.length).toBeGreaterThan(0);
    // The final's deadline runs on wait too.
    const w = await run('wait 24h');
    expect(w.some((o) => /time ran out/.test(o.text) && o.thread === 'local/thread-3')).toBe(true);
    for (const who of finalists) await run(`${who} #thread-3 /risk settings autopilot:true`);
    const standings = all.find((o) => o.kind === 'channel' && !o.thread && o.text.startsWith('**Standings**'));
    expect(standings).toBeDefined();
    expect(all.some((o) => !o.thread && /wins the tournament!/.test(o.text))).toBe(true);
    expect((await service.get('local/thread-3'))!.status).toBe('over');

    // --json: the view line carries each table's game and the channel's tournament.
    const view = (await table.view()) as null;
    expect(view).toBeNull();
    const tables = (await table.threadViews()) as Record<string, { status: string }>;
    expect(Object.keys(tables)).toEqual(['local/thread-1', 'local/thread-2', 'local/thread-3']);
    expect(Object.values(tables).map((v) => v.status)).toEqual(['over', 'over', 'over']);
    const t = (await table.tournamentView()) as { status: string; champion: string; rounds: unknown[] };
    expect(t.status).toBe('over');
    expect(t.rounds).toHaveLength(2);
  });

  it('resumed from its store, the table still plays its threads; the view line and printed labels name them', async () => {
    const { table, service, dir } = await tournamentTable(3);
    for (const l of [
      'alice /risk tournament new ruleset:classic table_size:3',
      'bob /risk tournament join',
      'carol /risk tournament join',
      'alice click Start',
    ])
      await table.run(l);
    const line = await viewLine(table);
    expect(line.view).toBeNull();
    expect(Object.keys(line.threads as object)).toEqual(['local/thread-1']);
    expect(
      (line.tournament as { rounds: { tables: { thread: string; seats: string[] }[] }[] }).rounds[0].tables[0],
    ).toMatchObject({
      thread: 'local/thread-1',
      seats: expect.arrayContaining(['alice', 'bob', 'carol']),
    });
    // A plain game's view line is as it was: no threads, no tournament.
    const plain = await tournamentTable(4);
    await plain.table.run('alice /risk new ruleset:classic');
    expect(Object.keys(await viewLine(plain.table))).toEqual(['kind', 'view']);

    // The same store opened again (npm run local -- --out DIR): #thread-1 and its deadline answer.
    let clock = service.now();
    const again = new LocalTable({
      service,
      images: viewImages,
      outDir: join(dir, 'again'),
      advance: (ms) => (clock += ms),
    });
    await again.resume();
    const status = await again.run('carol #thread-1 /risk status');
    expect(status[0]).toMatchObject({ kind: 'ephemeral', thread: 'local/thread-1' });
    expect(humanLabel(status[0])).toBe(`[only carol ${status[0].message} in #thread-1]`);
    expect(humanLabel({ ...status[0], kind: 'channel', to: null })).toBe(`[#thread-1 ${status[0].message}]`);
  });

  it('wait: a round that ends during the wait opens the next at that moment, and its timers run in the same wait', async () => {
    const { table } = await tournamentTable(4);
    for (const l of [
      'alice /risk tournament new ruleset:classic table_size:3 time_limit:10',
      ...Array.from({ length: 5 }, () => 'alice click Add AI'),
      'alice click Start',
    ])
      expect((await table.run(l)).filter((o) => o.kind === 'error')).toEqual([]);
    // alice's table runs out of time (C-TOUR-1) ten minutes in; she goes through to the final,
    // opened then, whose own limit runs out (a tie: 30 more minutes, again) within the same day.
    const day = await table.run('wait 24h');
    expect(day.some((o) => /^Table \d is over: .*alice/.test(o.text))).toBe(true);
    expect(day.some((o) => o.text === '🧵 Final' && o.thread === 'local/thread-3')).toBe(true);
    const finalTimers = day.filter((o) => o.thread === 'local/thread-3' && /⏰ Time is up/.test(o.text));
    expect(finalTimers.length).toBeGreaterThan(0);
  });
});
