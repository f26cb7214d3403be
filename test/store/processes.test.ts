// Several bot processes on one store, and crashes, against SQLite, Redis and PostgreSQL:
// nothing lost, nothing applied twice, each deadline once, the AI plays after a kill.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLog, sameState } from '../../src/app/history.ts';
import { Scheduler } from '../../src/app/scheduler.ts';
import { GameService } from '../../src/app/service.ts';
import { aiPending } from '../../src/app/timers.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { available, backends, type Location } from './backends.ts';
import { service, startGame } from './helpers.ts';
import { runJob } from './jobs.ts';
import { runWorker, startWorker, type Run } from './spawn-worker.ts';
import { pollUpTo } from '../../tools/fair-time.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

const worker = (loc: Location, ...args: string[]): Promise<Run> => runWorker(WORKER, loc, ...args);
/**
 * One job in a worker and the same job in this process on its own connection, started once the
 * worker's store is open so that the two run together: two processes on the store for one
 * child's start-up (test/store/jobs.ts).
 */
async function beside(loc: Location, args: string[], ownArgs = args): Promise<[Run, Run]> {
  const child = await startWorker(WORKER, loc, ...args);
  await child.ready;
  const [mode, ...rest] = ownArgs;
  const own = runJob(mode!, loc.url, loc.namespace ?? '', rest).then(
    (out): Run => ({
      code: 0,
      signal: null,
      stderr: '',
      lines: [out],
    }),
  );
  return Promise.all([child.done, own]);
}

const last = (run: Run) => {
  if (run.code !== 0) throw new Error(`worker failed (${run.code}): ${run.stderr.slice(-2000)}`);
  return run.lines.at(-1)!;
};

for (const backend of backends) {
  describe.runIf(available(backend))(`several processes: ${backend.name}`, () => {
    const opened: GameRepository[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((r) => r.close()));
    });
    const open = async (loc: Location) => {
      const r = await loc.open();
      opened.push(r);
      return r;
    };

    it('two processes writing one game: 0 lost, 0 doubled, a shared interaction id applied once', async () => {
      const loc = await backend.fresh();
      const repo = await open(loc);
      const svc = service(repo);
      const made = await svc.create('c1', 'c1', 'G', { id: 'alice', name: 'alice', locale: 'en' }, 'classic', {}, 'en');
      if (!made.ok) throw new Error(made.error.code);
      const [p, q] = await beside(loc, ['settings', 'c1', 'p', '15'], ['settings', 'c1', 'q', '15']);
      const [a, b] = [last(p), last(q)];
      expect(Number(a.applied) + Number(b.applied)).toBe(45);
      expect(Number(a.duplicates) + Number(b.duplicates)).toBe(15);
      const log = await repo.log(made.value.gameId);
      const ids = log.flatMap((e) => (e.interactionId ? [e.interactionId] : []));
      expect(ids).toHaveLength(45);
      expect(new Set(ids).size).toBe(45);
      for (let i = 0; i < 15; i++) for (const id of [`p-${i}`, `q-${i}`, `shared-${i}`]) expect(ids).toContain(id);
      const r = (await svc.get('c1'))!;
      expect(r.logSeq).toBe(log.length);
    });

    it('two processes playing one game: every move once, and the log replays to the stored state', async () => {
      const loc = await backend.fresh();
      const repo = await open(loc);
      const svc = service(repo);
      const g = await startGame(svc, 'c1', { humans: ['alice'], ais: 2 });
      const [p, q] = await beside(loc, ['drive', 'c1', '25']);
      last(p);
      last(q);
      const r = (await svc.get('c1'))!;
      const log = await repo.log(g.gameId);
      expect(log).toHaveLength(r.logSeq!);
      const ids = log.flatMap((e) => (e.interactionId ? [e.interactionId] : []));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(5);
      expect(sameState(replayLog(log), r.state)).toBe(true);
    });

    it('a turn deadline fires once across two processes', async () => {
      const loc = await backend.fresh();
      const repo = await open(loc);
      const svc = new GameService({ store: repo });
      // The processes' clock is 45 minutes ahead (test/store/jobs.ts): past this deadline, and the
      // next player's is then 30 wall minutes away, past the hang guard, so however slow the
      // machine no second one fires before the test looks.
      await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: 0, deadlineMinutes: 30 });
      const before = (await svc.get('c1'))!;
      expect(before.timer).not.toBeNull();
      const [p, q] = await beside(loc, ['timers', 'c1']);
      const [a, b] = [last(p), last(q)];
      expect(Number(a.expired) + Number(b.expired)).toBe(1);
      const after = (await svc.get('c1'))!;
      expect(after.seats[before.timer!.players[0]!]!.missed).toBe(1);
      const timerEntries = (await repo.log(before.gameId)).filter((e) => e.kind === 'timer');
      expect(timerEntries.length).toBeGreaterThan(0);
    });

    it('killed between storing a move and the AI: the AI plays after the restart', async () => {
      const loc = await backend.fresh();
      const repo = await open(loc);
      const svc = service(repo);
      const g = await startGame(svc, 'c1', { humans: ['alice'], ais: 2 });
      const crashed = await worker(loc, 'crash', 'c1');
      expect(crashed.signal).toBe('SIGKILL');
      const stuck = (await svc.get('c1'))!;
      expect(aiPending(stuck)).toBe(true);
      const seqAtCrash = stuck.logSeq!;
      // The restarted bot: a new service and its timer loop, nothing else.
      const restarted = new GameService({ store: repo, now: () => Date.now() + 60_000 });
      const scheduler = new Scheduler(
        restarted,
        async (ch) => {
          await restarted.runTimers(ch);
          await restarted.runAi(ch);
        },
        { sweepMs: 0 },
      );
      await scheduler.start();
      // Waited for as long as the AI's turn needs; the assertion below says if it never came.
      await pollUpTo(async () => !aiPending((await restarted.get('c1'))!), 10_000, 50);
      await scheduler.stop();
      const after = (await svc.get('c1'))!;
      expect(aiPending(after)).toBe(false);
      const played = await repo.log(g.gameId, seqAtCrash);
      expect(played.length).toBeGreaterThan(0);
      expect(played.every((e) => e.kind === 'ai')).toBe(true);
    });
  });
}
