// bot.burst200: 200 interactions at once over 40 games through the real bot process and the
// stand-in (5 `/place 1` per game, all sent together); each timed from sending to the final
// reply. The bot runs as `npm start` runs it (tools/bot-process.ts: the production build, in a
// process of its own); the loopback Discord and the simulated players are this process, as
// Discord and its users are outside the bot. The bench sets games up through the bot's public
// surface (slash commands, buttons) and reads the store file read-only. Also counts the REST
// requests of the burst: the bot's own (channel posts and edits, under Discord's global 50 a
// second) and the interactions' (callbacks and webhooks, outside it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { REST, Routes } from 'discord.js';
import { asMap } from '../src/discord/games/map/record.js';
import type { GameRecord } from '../src/app/record.js';
import { commandDefinitions } from '../commands/index.js';
import { legalActions } from '../src/engine/index.js';
import { startNpm } from '../tools/bot-process.js';
import { buttons, startStandin, type Standin, type StandinUser } from '../tools/discord-standin/index.js';

/**
 * CPU time of a process so far, in ms (Linux: /proc, 10 ms ticks): all its threads (the event
 * loop, the AI, drawing and SQLite threads, libuv's), and its main thread alone; null elsewhere.
 */
function cpuOf(pid: number): { all: number; main: number } | null {
  const ticks = (file: string) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return null;
  }
}

/** The bot's own figures from its /metrics (METRICS_PORT): garbage collections, busy loop, late defers. */
async function scrape(port: number): Promise<{ gc: BurstResult['gc']; busyMs: number; deferred: number }> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (re: RegExp) => Number(text.match(re)?.[1] ?? 0);
  const gcCount = (kind: string) =>
    value(new RegExp(`^risk_nodejs_gc_duration_seconds_count\\{kind="${kind}"\\} (\\S+)`, 'm'));
  let pause = 0;
  for (const m of text.matchAll(/^risk_nodejs_gc_duration_seconds_sum\{kind="[a-z]+"\} (\S+)/gm)) pause += Number(m[1]);
  return {
    gc: { minor: gcCount('minor'), major: gcCount('major') + gcCount('incremental'), pauseMs: pause * 1000 },
    busyMs: value(/^risk_event_loop_busy_seconds_total (\S+)/m) * 1000,
    deferred: value(/^risk_interactions_deferred_late_total (\S+)/m),
  };
}

/** A free loopback port for the bot's /metrics. */
function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
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
  /** TCP connections the bot opened to the loopback Discord during the burst (the rest reused kept-alive ones). */
  connectionsOpened: number;
  /** How long the bot's event loop was busy during the burst (its /metrics). */
  eventLoopBusyMs: number;
  /**
   * CPU time of the bot's process during the burst (user + system of all its threads: the event
   * loop, the AI, drawing and SQLite threads, libuv's; Linux /proc, 10 ms ticks), and the burst's
   * interactions per CPU second of it: a figure the other loads on a shared machine disturb far
   * less than the wall clock. The stand-in and the players are another process, not counted.
   */
  cpuMs: number;
  interactionsPerCpuSecond: number;
  /**
   * CPU time of this process during the burst: the loopback Discord (its HTTP server, multipart
   * parsing, gateway sends) and the players. It shares the machine's two cores with the bot, so
   * it is part of the wall-clock figures where real Discord would not be.
   */
  standinCpuMs: number;
  /** CPU time of the bot's main thread alone (its event loop; Linux, 10 ms ticks). */
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

export interface BurstOptions {
  /** The checkout whose bot runs (default this one): `before` of a change, built as `npm start` builds it. */
  root?: string;
}

export async function benchBurst(games = 40, each = 5, ai?: AiLoad, opts: BurstOptions = {}): Promise<BurstResult> {
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
  const dir = mkdtempSync(join(tmpdir(), 'risk-burst-'));
  const storeFile = join(dir, 'g.sqlite');
  await new REST({ api: d.apiUrl })
    .setToken(d.token)
    .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
  const metricsPort = await freePort();
  // BURST_CPU_PROFILE=dir: the bot's CPU profile (its whole run: node --cpu-prof), written as it
  // exits (Chrome DevTools, or scripts/profile-share.mjs for the share of the SQLite driver in it).
  const profileDir = process.env.BURST_CPU_PROFILE;
  const proc = startNpm(
    'start',
    {
      DISCORD_TOKEN: d.token,
      DISCORD_API_URL: d.apiUrl,
      STORE_URL: `sqlite://${storeFile}`,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
      // 'before': decided on the event loop, each AI-only game played whole in its first write
      ...(ai === 'before' ? { RISK_AI_THREADS: '0', RISK_AI_ONLY_SLICE: '20000' } : {}),
    },
    { root: opts.root, nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  let db: Database.Database | null = null;
  let aiStarted: Promise<unknown>[] = [];
  try {
    await proc.waitFor(/Logged in as/);
    await d.waitForReady(120_000);
    const pid = proc.child.pid!;
    // The store file, read-only: the games' state as the bot stored it (the bench writes nothing).
    db = new Database(storeFile, { readonly: true, fileMustExist: true });
    const byChannel = db.prepare<[string], { data: string; log_length: number }>(
      'SELECT g.data, g.log_length FROM risk_channels c JOIN risk_games g ON g.game_id = c.game_id WHERE c.channel_id = ?',
    );
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
    // The AI-only games: a lobby its host leaves, four AI seats added, started together just before the burst.
    for (const channelId of robots) await aiOnlyLobby(d, alice, channelId);
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
    const aiSteps = () => {
      let n = 0;
      for (const channelId of [...robots, ...(ai ? tableChannels() : [])])
        n += byChannel.get(channelId)?.log_length ?? 0;
      return n;
    };
    // 'before' plays a whole game in the write that starts it: its answer comes when it is over.
    aiStarted = robots.map((channelId) => d.slash(alice, 'risk start', {}, { channelId }).catch(() => undefined));
    if (ai) {
      const tap = buttons(d.message(panelId)!).find((b) => b.label === 'Start')!.customId!;
      await d.click(alice, panelId, tap);
    }
    // Give the AI games a moment to be under way (the burst lands on a busy bot), the two tables opened.
    await new Promise((res) => setTimeout(res, ai ? 1500 : 0));
    for (let k = 0; ai && k < 100 && tableChannels().length < 2; k++) await new Promise((res) => setTimeout(res, 100));
    // One burst; with AI games, a second one on the same warm bot right after (issue 28: the same figures warm).
    const once = async (label: 'cold' | 'warm'): Promise<BurstResult> => {
      const aiAtBurst = ai ? aiSteps() : 0;
      const tablesAtBurst = ai ? tableChannels().length : 0;
      // Each game's placement is read before the burst, so that the placements and the status
      // requests all leave in one tick.
      const planned: { channelId: string; who: StandinUser; territory: string }[] = [];
      for (const channelId of label === 'cold' ? ids : warmIds) {
        const row = byChannel.get(channelId);
        if (!row) continue;
        const r = asMap(JSON.parse(row.data) as GameRecord);
        const p = r.state!.turn.player;
        const place = legalActions(r.state!, p).find((a) => a.type === 'place');
        if (place?.type === 'place')
          planned.push({ channelId, who: byId.get(r.seats[p]!.userId!)!, territory: place.territory });
      }
      const mark = d.requests.length;
      const connections0 = d.connectionsOpened;
      const before = await scrape(metricsPort);
      const cpu0 = cpuOf(pid);
      const own0 = process.cpuUsage();
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
      const cpu1 = cpuOf(pid);
      const own = process.cpuUsage(own0);
      const connectionsOpened = d.connectionsOpened - connections0;
      const after = await scrape(metricsPort);
      const aiAfterBurst = ai ? aiSteps() : 0;
      const cpuMs = cpu0 && cpu1 ? cpu1.all - cpu0.all : NaN;
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
        connectionsOpened,
        eventLoopBusyMs: Math.round(after.busyMs - before.busyMs),
        cpuMs: Math.round(cpuMs),
        ...(cpu0 && cpu1 ? { mainThreadCpuMs: cpu1.main - cpu0.main } : {}),
        gc: {
          minor: after.gc.minor - before.gc.minor,
          major: after.gc.major - before.gc.major,
          pauseMs: Math.round(after.gc.pauseMs - before.gc.pauseMs),
        },
        interactionsPerCpuSecond: Math.round((times.length / cpuMs) * 1000),
        standinCpuMs: Math.round((own.user + own.system) / 1000),
        watchdogDeferred: after.deferred - before.deferred,
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
    if (ai === 'before') await Promise.race([Promise.all(aiStarted), new Promise((res) => setTimeout(res, 60_000))]);
    db?.close();
    await proc.stop();
    await d.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A lobby of `napoleon-advanced` with four AI seats and no person, through the bot's surface:
 * the host opens it, leaves it (staying its host) and adds the AIs with the lobby's button.
 */
async function aiOnlyLobby(d: Standin, host: StandinUser, channelId: string): Promise<void> {
  const created = await d.slash(host, 'risk new', { ruleset: 'napoleon-advanced' }, { channelId });
  const lobby = created.posts.find((m) => m.channel_id === channelId);
  if (!lobby) throw new Error(`no lobby in ${channelId}: ${created.reply?.content ?? ''}`);
  const tap = (label: string) => buttons(d.message(lobby.id)!).find((b) => b.label === label)!.customId!;
  await d.click(host, lobby.id, tap('Leave'), { channelId });
  for (let i = 0; i < 4; i++) await d.click(host, lobby.id, tap('Add AI'), { channelId });
}
