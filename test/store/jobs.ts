// One bot process's job in the multi-process tests, on its own connection to the store at `url`
// (namespace `namespace`), returning what it did. A job runs in a child process
// (test/store/worker.ts) or in the test's own process beside one: a two-process test then starts
// one child instead of two, still two processes on one store (docs/architecture.md, "The test
// suite": each child costs a second of CPU to start).
//   settings CH TAG N  — N settings changes with its own interaction ids, plus shared ones
//   drive CH N         — plays the game (AI and human moves) with interaction ids both processes share
//   timers CH          — runs the timer loop on a clock 45 minutes ahead until the game's log
//                        holds a deadline (applied by this process or another)
//   crash CH           — plays until a human move leaves the AI to play (the child then SIGKILLs itself)
import { Scheduler } from '../../src/app/scheduler.ts';
import { GameService } from '../../src/app/service.ts';
import { openRepository } from '../../src/store/open.ts';
import { humanMove, playUntilAiPending, user } from './helpers.ts';

export async function runJob(
  mode: string,
  url: string,
  namespace: string,
  args: string[],
  /** Called once the store is open (a child prints its ready line). */
  onOpen: () => void = () => {},
): Promise<Record<string, unknown>> {
  const [ch, a, b] = args;
  const store = await openRepository(url, { namespace: namespace || undefined });
  onOpen();
  const offset = mode === 'timers' ? 45 * 60_000 : 0;
  const svc = new GameService({ store, now: () => Date.now() + offset });
  const out: Record<string, unknown> = { mode, pid: process.pid };
  try {
    if (mode === 'settings') {
      let applied = 0;
      let duplicates = 0;
      for (let i = 0; i < Number(b); i++) {
        for (const id of [`${a}-${i}`, `shared-${i}`]) {
          const res = await svc.settings(ch!, user('alice', id), true, { game: { maxMissed: 1 + (i % 5) } });
          if (res.ok) applied++;
          else if (res.error.code === 'duplicate') duplicates++;
          else throw new Error(res.error.code);
        }
      }
      Object.assign(out, { applied, duplicates });
    } else if (mode === 'drive') {
      let moves = 0;
      for (let i = 0; i < Number(a); i++) {
        await svc.runAi(ch!);
        const r = (await svc.get(ch!))!;
        if (r.status !== 'playing') break;
        // Both processes try the same logical move under the same interaction id.
        try {
          if (await humanMove(svc, ch!, `move-${r.logSeq}`)) moves++;
        } catch (e) {
          // The other process moved first: this move is now stale or not legal any more.
          if (!/act: (duplicate|rule|stale)/.test(String(e))) throw e;
        }
      }
      Object.assign(out, { moves, conflicts: svc.games.conflictsResolved });
    } else if (mode === 'timers') {
      let expired = 0;
      let reminders = 0;
      const scheduler = new Scheduler(
        svc,
        async (channelId) => {
          const res = await svc.runTimers(channelId);
          if (res.ok) {
            expired += res.value.expired.length;
            reminders += res.value.reminders.length;
          }
        },
        { sweepMs: 200 },
      );
      await scheduler.start();
      // Until a deadline is in the log (whichever process applied it), not for a guessed time;
      // each look reads only the entries written since the last.
      const gameId = (await svc.get(ch!))!.gameId;
      for (let seen = 0; ; ) {
        const fresh = await store.log(gameId, seen);
        if (fresh.some((e) => e.kind === 'timer')) break;
        seen += fresh.length;
        await new Promise((r) => setTimeout(r, 50));
      }
      await scheduler.stop();
      Object.assign(out, { expired, reminders });
    } else if (mode === 'crash') {
      const r = await playUntilAiPending(svc, ch!);
      Object.assign(out, { logSeq: r.logSeq });
    } else throw new Error(`unknown job ${mode}`);
  } finally {
    if (mode !== 'crash') await store.close();
  }
  return out;
}
