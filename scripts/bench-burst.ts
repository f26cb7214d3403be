// bot.burst200: 200 interactions at once over 40 games through discord.js and the stand-in
// (5 `/place 1` per game, all sent together); each timed from sending to the final reply.
// Also counts the REST requests of the burst: the bot's own (channel posts and edits, under
// Discord's global 50 a second) and the interactions' (callbacks and webhooks, outside it).
import { ok as accepted } from '../src/app/errors.js';
import { asMap } from '../src/discord/games/map/record.js';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardImages } from '../src/app/images.js';
import { openRecordStore, startBot } from '../src/discord/client.js';
import { commandDefinitions, commandTable } from '../commands/index.js';
import { legalActions } from '../src/engine/index.js';
import { watchdogStats } from '../src/discord/router.js';
import { buttons, startStandin } from '../tools/discord-standin/index.js';

/**
 * BURST_CPU_PROFILE=dir: the main thread's CPU profile of each burst, written to dir as
 * burst-<kind>-<driver>-<cold|warm>-<time>.cpuprofile (Chrome DevTools, or scripts/profile-share.mjs for the share
 * of the SQLite driver in it).
 */
async function profileMainThread(): Promise<{ stop: (name: string) => Promise<void> }> {
  const dir = process.env.BURST_CPU_PROFILE;
  if (!dir) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    stop: async (name) => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

/** CPU time of this process's main thread so far, in ms (Linux: /proc, 10 ms ticks), or null elsewhere. */
function mainThreadCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Counts the garbage collections from now until `stop()`. */
function watchGc(): { stop: () => BurstResult['gc'] } {
  const seen = { minor: 0, major: 0, pauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) seen.minor++;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR || kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL)
        seen.major++;
      seen.pauseMs += e.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop: () => {
      observer.disconnect();
      return { ...seen, pauseMs: Math.round(seen.pauseMs) };
    },
  };
}

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
  /** CPU time of the main thread alone (the bot's event loop and the stand-in's; Linux, 10 ms ticks). */
  mainThreadCpuMs?: number;
  /**
   * Garbage collections during the burst: scavenges of the young generation, mark-compacts of
   * the whole heap (incremental marking included) and their pauses in ms (wall clock).
   */
  gc: { minor: number; major: number; pauseMs: number };
  /** Replies the router's 2 s watchdog deferred (Discord's 3 s window kept only by it). */
  watchdogDeferred: number;
  /** Answers that took longer than Discord's 3 s window. */
  past3s: number;
  /** With AI games playing: `/risk status` in other channels during the burst, and the AI steps stored meanwhile. */
  status?: { p50Ms: number; p95Ms: number; maxMs: number; n: number };
  aiStepsDuringBurst?: number;
  /** The tournament's tables (threads) open when the burst began. */
  tournamentTables?: number;
  /** With AI games: the same burst again on the warm bot right after. */
  warm?: BurstResult;
}

/**
 * AI games playing beside the burst (issue 28): four all-AI napoleon-advanced games and a
 * tournament of eight AI entrants (two all-AI classic tables of four), started just before it. 'before':
 * decided on the event loop, each game played whole in the write that starts it (the bot before
 * the AI threads and pacing); 'after': the bot as it is (AI threads, AI-only games in slices,
 * people first).
 */
export type AiLoad = 'before' | 'after';

export async function benchBurst(games = 40, each = 5, images?: BoardImages, ai?: AiLoad): Promise<BurstResult> {
  // four AI-only napoleon-advanced games in channels of their own; the tournament's two AI
  // tables in threads of one more channel
  const aiChannels = ai ? [...Array.from({ length: 4 }, (_, i) => `robots-${i}`), 'tournament'] : [];
  const statusChannels = ai ? Array.from({ length: 10 }, (_, i) => `status-${i}`) : [];
  // with AI games, a second set of games for the warm burst (the first leaves no army to place)
  const warmChannels = ai ? Array.from({ length: games }, (_, i) => `warm-${i}`) : [];
  const channels = [
    ...Array.from({ length: games }, (_, i) => `risk-${i}`),
    ...aiChannels,
    ...statusChannels,
    ...warmChannels,
  ];
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
    ...(ai === 'before' ? { aiThreads: 0, aiOnlySlice: 20_000 } : {}),
  });
  let aiStarted: Promise<void>[] = [];
  try {
    await running.client.application!.commands.set(commandDefinitions());
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    const byId = new Map([
      [alice.id, alice],
      [bob.id, bob],
    ]);
    const ids = d.channels.map((c) => c.id).slice(0, games);
    const robots = d.channels.map((c) => c.id).slice(games, games + 4);
    const tourney = d.channels.map((c) => c.id)[games + 4];
    const elsewhere = d.channels
      .map((c) => c.id)
      .slice(games + aiChannels.length, games + aiChannels.length + statusChannels.length);
    const warmIds = d.channels.map((c) => c.id).slice(games + aiChannels.length + statusChannels.length);
    // The games set up ten channels at a time (each channel's three commands in order): the set-up is
    // not measured, and one channel after another takes minutes on a loaded machine.
    const setUp = [...ids, ...elsewhere, ...warmIds];
    for (let i = 0; i < setUp.length; i += 10)
      await Promise.all(
        setUp.slice(i, i + 10).map(async (channelId) => {
          await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' }, { channelId });
          await d.slash(bob, 'risk join', {}, { channelId });
          await d.slash(alice, 'risk start', {}, { channelId });
        }),
      );
    // The AI-only games: lobbies seated with AI players only, started together just before the burst.
    const svc = running.service;
    const host = { id: alice.id, name: 'alice', locale: 'en' as const };
    for (const [k, channelId] of robots.entries()) {
      await svc.create(channelId, `robots-${k}`, d.guildId, host, 'napoleon-advanced', {}, 'en');
      await svc.games.mutate(channelId, (r) => {
        r!.seats = ['A', 'B', 'C', 'D'].map((name) => ({
          userId: null,
          name,
          kind: 'ai' as const,
          ai: 'baseline',
          locale: 'en' as const,
          autopilot: false,
          missed: 0,
        }));
        return accepted({ record: r!, value: null, presented: true });
      });
    }
    // The tournament: eight AI entrants, two tables of four, each in its thread, all-AI.
    let panelId = '';
    if (ai) {
      await d.slash(alice, 'risk tournament new', { ruleset: 'classic', table_size: 4 }, { channelId: tourney });
      const panel = await d.waitForMessage((m) => m.channel_id === tourney && m.content.includes('🏆 Tournament: '));
      panelId = panel.id;
      const tap = (label: string) => buttons(d.message(panelId)!).find((b) => b.label === label)!.customId!;
      await d.click(alice, panelId, tap('Leave'));
      for (let i = 0; i < 8; i++) await d.click(alice, panelId, tap('Add AI'));
    }
    const tableChannels = () => d.threads(tourney).map((t) => t.id);
    const aiSteps = async () => {
      let n = 0;
      for (const channelId of [...robots, ...(ai ? tableChannels() : [])]) n += (await svc.get(channelId))?.logSeq ?? 0;
      return n;
    };
    aiStarted = robots.map((channelId) =>
      svc.start(channelId, host, true).then(
        () => undefined,
        () => undefined,
      ),
    );
    if (ai) {
      const tap = buttons(d.message(panelId)!).find((b) => b.label === 'Start')!.customId!;
      await d.click(alice, panelId, tap);
    }
    // Give the AI games a moment to be under way (the burst lands on a busy bot), the two tables opened.
    await new Promise((res) => setTimeout(res, ai ? 1500 : 0));
    for (let k = 0; ai && k < 100 && tableChannels().length < 2; k++) await new Promise((res) => setTimeout(res, 100));
    // One burst; with AI games, a second one on the same warm bot right after (issue 28: the same figures warm).
    const once = async (label: 'cold' | 'warm'): Promise<BurstResult> => {
      const aiAtBurst = ai ? await aiSteps() : 0;
      const tablesAtBurst = ai ? tableChannels().length : 0;
      // Each game's placement is read before the burst: the bench's own store reads used to sit
      // between the sends (a game's five, then the next game's read behind the bot's writes), so
      // the burst was spread over a second or more and `/risk status` went out only at its end,
      // at a moment that depended on the store's queue: cold and warm were not the same test.
      const planned: { channelId: string; who: ReturnType<typeof d.makeUser>; territory: string }[] = [];
      for (const channelId of label === 'cold' ? ids : warmIds) {
        const r = asMap((await running.service.get(channelId))!);
        const p = r.state!.turn.player;
        const place = legalActions(r.state!, p).find((a) => a.type === 'place');
        if (place?.type === 'place')
          planned.push({ channelId, who: byId.get(r.seats[p]!.userId!)!, territory: place.territory });
      }
      // BURST_GC_FIRST=1 under `node --expose-gc`: a full collection before each burst, so that
      // neither pays for the garbage the set-up left (the cold burst otherwise runs a mark-compact).
      const collect = (globalThis as { gc?: () => void }).gc;
      if (process.env.BURST_GC_FIRST && collect) collect();
      const mark = d.requests.length;
      const gc = watchGc();
      const main0 = mainThreadCpuMs();
      // How long the event loop (the bot's, and the stand-in's beside it) was busy during the burst.
      const elu = performance.eventLoopUtilization();
      const cpu = process.cpuUsage();
      const profile = await profileMainThread();
      const deferred0 = watchdogStats.deferred;
      const sends: Promise<number>[] = [];
      // The placements and the status requests all go in the same tick.
      for (const { channelId, who, territory } of planned) {
        for (let k = 0; k < each; k++) {
          const t0 = performance.now();
          sends.push(
            d.slash(who, 'place', { territory, count: 1 }, { channelId, settleMs: 0 }).then(
              (o) => (o.reply ? performance.now() - t0 : -1),
              () => -1,
            ),
          );
        }
      }
      const statusSends = elsewhere.map((channelId) => {
        const t0 = performance.now();
        return d.slash(alice, 'risk status', {}, { channelId, settleMs: 0 }).then(
          (o) => (o.reply ? performance.now() - t0 : -1),
          () => -1,
        );
      });
      const times = await Promise.all(sends);
      const statusTimes = (await Promise.all(statusSends)).filter((t) => t >= 0);
      const aiAfterBurst = ai ? await aiSteps() : 0;
      await profile.stop(
        `burst-${ai ?? 'plain'}${images === noImages ? '-noimages' : ''}-${process.env.RISK_SQLITE_DRIVER ?? 'sqlite'}-${label}`,
      );
      const eventLoopBusyMs = Math.round(performance.eventLoopUtilization(elu).active);
      const used = process.cpuUsage(cpu);
      const main1 = mainThreadCpuMs();
      const gcSeen = gc.stop();
      const cpuMs = (used.user + used.system) / 1000;
      const ok = times.filter((t) => t >= 0);
      // The panel edits the last replies left behind land shortly after.
      await new Promise((res) => setTimeout(res, 1000));
      const burst = d.requests.slice(mark);
      const interactionRequests = burst.filter((q) => /^\/(interactions|webhooks)\//.test(q.path)).length;
      const result: BurstResult = {
        p50Ms: Math.round(pct(ok, 50)),
        p95Ms: Math.round(pct(ok, 95)),
        maxMs: Math.round(Math.max(...ok)),
        ok: ok.length,
        total: times.length,
        botRequests: burst.length - interactionRequests,
        interactionRequests,
        eventLoopBusyMs,
        cpuMs: Math.round(cpuMs),
        ...(main0 !== null && main1 !== null ? { mainThreadCpuMs: main1 - main0 } : {}),
        gc: gcSeen,
        interactionsPerCpuSecond: Math.round((times.length / cpuMs) * 1000),
        watchdogDeferred: watchdogStats.deferred - deferred0,
        past3s: times.filter((t) => t < 0 || t > 3000).length,
        ...(ai
          ? {
              status: {
                p50Ms: Math.round(pct(statusTimes, 50)),
                p95Ms: Math.round(pct(statusTimes, 95)),
                maxMs: Math.round(Math.max(...statusTimes)),
                n: statusTimes.length,
              },
              aiStepsDuringBurst: aiAfterBurst - aiAtBurst,
              tournamentTables: tablesAtBurst,
            }
          : {}),
      };
      return result;
    };
    const cold = await once('cold');
    return ai ? { ...cold, warm: await once('warm') } : cold;
  } finally {
    if (ai) await Promise.race([Promise.all(aiStarted), new Promise((res) => setTimeout(res, 60_000))]);
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
