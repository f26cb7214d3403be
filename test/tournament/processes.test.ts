// A tournament over two bot processes sharing the store: the table's game ends in one process
// (its player abandons there), which records the table and seats the final, while another
// process (this one, on its own connection) sweeps the same tournament at the same time; the
// round is seated once, on every store. The other process is started once for the file and
// plays one job per store, each on its own connection (test/tournament/job-process.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { recordsOf, tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { available, backends, type Location } from '../store/backends.ts';
import { freeImages } from '../store/bot-harness.ts';
import { closeStores, tournamentTable } from './harness.ts';
import { startJobProcess, type JobProcess } from './job-process.ts';
import { runTournamentJob } from './jobs.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

let other: Promise<JobProcess> | null = null;
afterAll(async () => {
  if (!other) return;
  const p = await other;
  // It ended on its own once told there was nothing more, having written no error.
  expect([await p.close(), p.stderr()]).toEqual([0, '']);
});

/** A job in the other process and, once its table is set, another in this process beside it. */
async function beside(loc: Location, args: string[], ownArgs: string[]) {
  const job = (await (other ??= startJobProcess())).run(loc, args);
  await job.ready;
  const [mode, ...rest] = ownArgs;
  // This process's sweeps throw if they fail.
  const [played, own] = await Promise.all([job.done, runTournamentJob(mode!, loc.url, loc.namespace ?? '', rest)]);
  return [played, own] as const;
}

for (const backend of backends) {
  describe.runIf(available(backend))(`tournament over two processes on ${backend.name}`, () => {
    it('the game ends in another process, which seats the final once while this one sweeps', async () => {
      const loc = await backend.fresh();
      const { table } = await tournamentTable(51, loc.url, loc.namespace, freeImages);
      for (const line of [
        'alice /risk tournament new ruleset:classic table_size:3',
        ...Array.from({ length: 5 }, () => 'alice click Add AI'),
        'alice click Start',
      ])
        expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
      const recs = recordsOf(table.bot)!;
      const [id] = await recs.store.liveTournaments();
      const mine = (await recs.get(id))!.t.rounds[0].tables.find((x) => x.seats.includes('u-alice'))!;
      const [played] = await beside(
        loc,
        ['play', mine.threadId!, 'p', 'alice /risk abandon', 'alice click Yes, do it'],
        ['sweep', 's', '40'],
      );
      expect(played.failed).toBeUndefined();
      expect(played.errors).toEqual([]);
      const t = (await recs.get(id))!.t;
      expect(t.status).toBe('over');
      expect(t.rounds.map((r) => r.tables.length)).toEqual([2, 1]);
      expect(t.rounds[0].tables[mine.index].result!.forfeited).toEqual(['u-alice']);
      // The final was opened once: one thread, one game, by one of the two processes.
      const final = t.rounds[1].tables[0];
      expect(final.threadId).toMatch(/thread-[ps]1$/);
      const games = t.rounds.flatMap((r) => r.tables.map((x) => x.gameId));
      expect(new Set(games).size).toBe(3);
      expect(t.champion).toBe(final.result!.ranking[0]);
    });
  });
}
