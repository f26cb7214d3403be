// The live map's history slider on a long game (six AI seats on a SQLite store, played until
// 200 turns or the end: the random AI's games last past 200 turns, the baseline's end sooner
// with more moves per turn): the
// longest stall of the event loop while the history is built, before (the whole replay in one
// go, as the server did) and after (HistoryBook: sliced, then fed only the new moves), measured
// in the same run with Node's event-loop delay monitor, next to the CPU time each took.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createLogger } from '../src/app/log.js';
import { GameService } from '../src/app/service.js';
import type { GameState } from '../src/engine/index.js';
import { openRepository } from '../src/store/open.js';
import { HistoryBook, historyPayload, SLICE_MS } from '../src/web/history.js';

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

/** Runs `work` with the event-loop delay monitor on: the longest stall (ms), wall and CPU time. */
async function stall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number; wallMs: number; cpuMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  // Something for the loop to do meanwhile, as the bot always has.
  const tick = setInterval(() => undefined, 1);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const wallMs = performance.now() - t0;
  const cpu = cpuMs(process.cpuUsage(c0));
  await new Promise((r) => setTimeout(r, 5));
  clearInterval(tick);
  h.disable();
  return { value, stallMs: +(h.max / 1e6).toFixed(1), wallMs: +wallMs.toFixed(1), cpuMs: +cpu.toFixed(1) };
}

export async function benchHistory(aiPolicy: string, minTurns = 200): Promise<Record<string, unknown>> {
  const logger = createLogger({ level: 'silent' });
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-hist-')), 'g.sqlite')}`);
  try {
    const service = new GameService({ store: repo, logger, seed: () => 20, maxAiSteps: 400, aiPolicy });
    const host = { id: 'h', name: 'host', locale: 'en' as const };
    const ch = 'hist';
    await service.create(ch, ch, 'g', host, 'classic', { setup: 'auto' }, 'en');
    for (let i = 0; i < 5; i++) await service.addAi(ch, host, true);
    await service.start(ch, host, true);
    await service.settings(ch, host, true, { autopilot: true });
    // Play until the game has lasted minTurns turns (or ended), leaving one move to play after.
    for (;;) {
      const r = (await service.get(ch))!;
      const s = r.state as GameState;
      if (r.status !== 'playing' || s.turn.number >= minTurns) break;
      const { steps } = await service.runAi(ch);
      if (!steps.length) break;
    }
    const r = (await service.get(ch))!;
    const seq = r.logSeq ?? 0;
    const log = await repo.log(r.gameId);
    const before = await stall(async () => historyPayload(await repo.log(r.gameId), seq));
    const book = new HistoryBook((id, from) => repo.log(id, from));
    const after = await stall(() => book.build(r.gameId, seq));
    const same = JSON.stringify(before.value) === JSON.stringify(after.value);
    // One more stretch of play, then the kept replay fed only what was written since.
    const service2 = new GameService({ store: repo, logger, seed: () => 20, maxAiSteps: 30 });
    await service2.runAi(ch);
    const r2 = (await service.get(ch))!;
    const next = await stall(() => book.build(r2.gameId, r2.logSeq ?? 0));
    const nextSync = await stall(async () => historyPayload(await repo.log(r2.gameId), r2.logSeq ?? 0));
    // The floor on this machine now: a loop of as much CPU, handing the loop back every slice.
    const floor = await stall(async () => {
      const until = process.cpuUsage();
      while (cpuMs(process.cpuUsage(until)) < after.cpuMs) {
        const t = performance.now();
        while (performance.now() - t < SLICE_MS);
        await new Promise((res) => setImmediate(res));
      }
    });
    const turns = before.value?.turns.length ?? 0;
    return {
      game: { status: r.status, turns, logEntries: log.length, jsonBytes: JSON.stringify(before.value).length },
      // The stalls are wall-clock: on a loaded machine a slice of CPU takes longer (2 cores).
      loadAverage1m: +loadavg()[0].toFixed(1),
      sameAsWholeReplay: same && JSON.stringify(next.value) === JSON.stringify(nextSync.value),
      before: { ...pick(before), turnsPerCpuSecond: Math.round((turns * 1000) / before.cpuMs) },
      after: { ...pick(after), turnsPerCpuSecond: Math.round((turns * 1000) / after.cpuMs) },
      // A busy loop as long, yielding every SLICE_MS: what scheduling alone makes of such slices under this load.
      slicedLoopOfSameCpu: pick(floor),
      afterNextMoves: { newEntries: (r2.logSeq ?? 0) - seq, ...pick(next), wholeReplayAgain: pick(nextSync) },
    };
  } finally {
    await repo.close();
  }
}

const pick = (x: { stallMs: number; wallMs: number; cpuMs: number }) => ({
  longestStallMs: x.stallMs,
  wallMs: x.wallMs,
  cpuMs: x.cpuMs,
});
