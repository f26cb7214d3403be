// bot.burst200: 200 interactions at once over 40 games through discord.js and the stand-in
// (5 `/place 1` per game, all sent together); each timed from sending to the final reply.
// Also counts the REST requests of the burst: the bot's own (channel posts and edits, under
// Discord's global 50 a second) and the interactions' (callbacks and webhooks, outside it).
import { asMap } from '../src/discord/games/map/record.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardImages } from '../src/app/images.js';
import { openRecordStore, startBot } from '../src/discord/client.js';
import { commandDefinitions, commandTable } from '../commands/index.js';
import { legalActions } from '../src/engine/index.js';
import { watchdogStats } from '../src/discord/router.js';
import { startStandin } from '../tools/discord-standin/index.js';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export interface BurstResult {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  ok: number;
  total: number;
  botRequests: number;
  interactionRequests: number;
  eventLoopBusyMs: number;
  /**
   * CPU time of the whole process during the burst (user + system: the bot's event loop, its
   * drawing and libuv threads, and the stand-in, which shares the process), and the burst's
   * interactions per CPU second of it: a figure the other loads on a shared machine disturb far
   * less than the wall clock.
   */
  cpuMs: number;
  interactionsPerCpuSecond: number;
  /** Replies the router's 2 s watchdog deferred (Discord's 3 s window kept only by it). */
  watchdogDeferred: number;
}

export async function benchBurst(games = 40, each = 5, images?: BoardImages): Promise<BurstResult> {
  const channels = Array.from({ length: games }, (_, i) => `risk-${i}`);
  const d = await startStandin({ guildLocale: 'en-US', channels, timeoutMs: 60_000 });
  const store = await openRecordStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-burst-')), 'g.sqlite')}`);
  let seed = 500;
  const running = await startBot({
    token: d.token,
    apiUrl: d.apiUrl,
    store,
    seed: () => seed++,
    images,
    commands: commandTable,
  });
  try {
    await running.client.application!.commands.set(commandDefinitions());
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    const byId = new Map([
      [alice.id, alice],
      [bob.id, bob],
    ]);
    const ids = d.channels.map((c) => c.id).slice(0, games);
    for (const channelId of ids) {
      await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' }, { channelId });
      await d.slash(bob, 'risk join', {}, { channelId });
      await d.slash(alice, 'risk start', {}, { channelId });
    }
    const mark = d.requests.length;
    // How long the event loop (the bot's, and the stand-in's beside it) was busy during the burst.
    const elu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const deferred0 = watchdogStats.deferred;
    const sends: Promise<number>[] = [];
    for (const channelId of ids) {
      const r = asMap((await running.service.get(channelId))!);
      const p = r.state!.turn.player;
      const place = legalActions(r.state!, p).find((a) => a.type === 'place');
      if (!place || place.type !== 'place') continue;
      const who = byId.get(r.seats[p]!.userId!)!;
      for (let k = 0; k < each; k++) {
        const t0 = performance.now();
        sends.push(
          d.slash(who, 'place', { territory: place.territory, count: 1 }, { channelId, settleMs: 0 }).then(
            (o) => (o.reply ? performance.now() - t0 : -1),
            () => -1,
          ),
        );
      }
    }
    const times = await Promise.all(sends);
    const eventLoopBusyMs = Math.round(performance.eventLoopUtilization(elu).active);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const ok = times.filter((t) => t >= 0);
    // The panel edits the last replies left behind land shortly after.
    await new Promise((res) => setTimeout(res, 1000));
    const burst = d.requests.slice(mark);
    const interactionRequests = burst.filter((q) => /^\/(interactions|webhooks)\//.test(q.path)).length;
    return {
      p50Ms: Math.round(pct(ok, 50)),
      p95Ms: Math.round(pct(ok, 95)),
      maxMs: Math.round(Math.max(...ok)),
      ok: ok.length,
      total: times.length,
      botRequests: burst.length - interactionRequests,
      interactionRequests,
      eventLoopBusyMs,
      cpuMs: Math.round(cpuMs),
      interactionsPerCpuSecond: Math.round((times.length / cpuMs) * 1000),
      watchdogDeferred: watchdogStats.deferred - deferred0,
    };
  } finally {
    await running.stop();
    await store.close();
    await d.stop();
  }
}

/** The same burst with images that cost nothing: what the bot itself (store, Discord calls) adds. */
export const noImages: BoardImages = {
  extension: 'png',
  board: async () => Buffer.from('png'),
  battle: async () => null,
  goal: async () => Buffer.from('png'),
};
