// Store figures for `npm run bench`: compare-and-set conflicts resolved under contention,
// start-up time with 10,000 archived games, and the bot's memory with 1,000 live games.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumeGames } from '../src/app/resume.js';
import { Scheduler } from '../src/app/scheduler.js';
import { GameService } from '../src/app/service.js';
import { openRepository } from '../src/store/open.js';
import { fromPackageRoot } from '../src/package-root.js';
import type { GameRepository } from '../src/store/repository.js';
import type { UserRef } from '../src/app/service.js';

const user = (id: string, interactionId?: string): UserRef => ({ id, name: id, locale: 'en', interactionId });

/** A started game: alice (and bob), AI seats, optionally on autopilot and with a deadline. */
async function startGame(
  svc: GameService,
  channel: string,
  opts: { humans: string[]; ais: number; autopilot?: boolean; deadlineMinutes?: number },
): Promise<void> {
  const host = user(opts.humans[0]!);
  await svc.create(
    channel,
    channel,
    'guild-1',
    host,
    'classic',
    {},
    'en',
    opts.deadlineMinutes ? { deadlineMinutes: opts.deadlineMinutes } : {},
  );
  for (const h of opts.humans.slice(1)) await svc.join(channel, user(h));
  for (let i = 0; i < opts.ais; i++) await svc.addAi(channel, host, true);
  if (opts.autopilot) for (const h of opts.humans) await svc.settings(channel, user(h), true, { autopilot: true });
  await svc.start(channel, host, true);
}

const tmpUrl = (name: string) => `sqlite://${join(mkdtempSync(join(tmpdir(), `risk-bench-${name}-`)), 'g.sqlite')}`;

/** Two services on separate connections change one game 200 times each, all at once. */
export async function benchCas(
  url = tmpUrl('cas'),
): Promise<{ casConflictsResolved: number; writes: number; lost: number }> {
  const [a, b] = [await openRepository(url), await openRepository(url)];
  try {
    const [sa, sb] = [new GameService({ store: a }), new GameService({ store: b })];
    // A fresh channel each run: Redis and PostgreSQL keep games between runs.
    const ch = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const made = await sa.create(ch, ch, 'G', user('alice'), 'classic', {}, 'en');
    if (!made.ok) throw new Error(made.error.code);
    const hammer = async (svc: GameService, tag: string) => {
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          svc.settings(ch, user('alice', `${tag}-${i}`), true, { game: { maxMissed: 1 + (i % 5) } }),
        ),
      );
    };
    await Promise.all([hammer(sa, 'a'), hammer(sb, 'b')]);
    const log = await a.log(made.value.gameId);
    const writes = log.filter((e) => e.kind === 'settings').length;
    return {
      casConflictsResolved: sa.games.conflictsResolved + sb.games.conflictsResolved,
      writes,
      lost: 400 - writes,
    };
  } finally {
    await a.close();
    await b.close();
  }
}

async function fill(repo: GameRepository, archived: number, live: number): Promise<void> {
  const svc = new GameService({ store: repo, maxAiSteps: 100_000 });
  // One finished game as the template of every archived one (a realistic record and log size).
  await startGame(svc, 'template', { humans: ['alice'], ais: 2, autopilot: true });
  await svc.runAi('template');
  const t = (await svc.get('template'))!;
  const log = await repo.log(t.gameId);
  for (let i = 0; i < archived; i++) {
    const gameId = `archived-${i}`;
    const data = JSON.stringify({ ...t, gameId, channelId: `a-${i % 500}` });
    await repo.commit({
      meta: { gameId, channelId: `a-${i % 500}`, guildId: `g-${i % 50}`, status: 'over', live: false, wakeAt: null },
      expectedVer: 0,
      data,
      log: log.slice(0, 5),
    });
  }
  for (let i = 0; i < live; i++)
    await startGame(svc, `live-${i}`, { humans: ['alice', 'bob'], ais: 0, deadlineMinutes: 1440 });
}

/** From opening the store to the timer loop armed (what `npm start` does before serving), 10,000 archived games and 20 live. */
export async function benchStartup(): Promise<{ startupMsWith10kArchived: number; liveGames: number }> {
  const url = tmpUrl('startup');
  const seed = await openRepository(url);
  await fill(seed, 10_000, 20);
  await seed.close();
  const t0 = performance.now();
  const repo = await openRepository(url);
  const svc = new GameService({ store: repo });
  for (const meta of await repo.liveGames()) await svc.games.loadGame(meta.gameId);
  const scheduler = new Scheduler(svc, async () => undefined, { sweepMs: 0 });
  const liveGames = await scheduler.start();
  const ms = performance.now() - t0;
  await scheduler.stop();
  await repo.close();
  return { startupMsWith10kArchived: Math.round(ms), liveGames };
}

/** 10,000 live games (copies of one started game), then from opening the store to the timer loop armed. */
export async function benchStartupLive(): Promise<{ startupMsWith10kLive: number; liveGames: number }> {
  const url = tmpUrl('startup-live');
  const seed = await openRepository(url);
  const svc0 = new GameService({ store: seed });
  await startGame(svc0, 'template', { humans: ['alice', 'bob'], ais: 0, deadlineMinutes: 1440 });
  const t = (await svc0.get('template'))!;
  const stored = (await seed.load(t.gameId))!;
  const log = await seed.log(t.gameId);
  for (let i = 0; i < 10_000; i++) {
    const gameId = `live-${i}`;
    const channelId = `l-${i}`;
    await seed.commit({
      meta: { ...stored.meta, gameId, channelId, guildId: `g-${i % 50}` },
      expectedVer: 0,
      data: JSON.stringify({ ...t, gameId, channelId }),
      log: log.slice(0, 5),
      claimChannel: true,
    });
  }
  await seed.close();
  const t0 = performance.now();
  const repo = await openRepository(url);
  const svc = new GameService({ store: repo });
  const scheduler = new Scheduler(svc, async () => undefined, { sweepMs: 0 });
  const { checked } = await resumeGames(svc, scheduler);
  const ms = performance.now() - t0;
  const liveGames = scheduler.armed;
  await checked;
  await scheduler.stop();
  await repo.close();
  return { startupMsWith10kLive: Math.round(ms), liveGames };
}

/** RSS of a fresh process that loads and schedules 1,000 live games (child: this file with `rss URL`). */
export async function benchRss(): Promise<{ rssMbFor1000LiveGames: number }> {
  const url = tmpUrl('rss');
  const seed = await openRepository(url);
  await fill(seed, 0, 1000);
  await seed.close();
  // this file's source under tsx, also when the bench runs compiled (npm run bench)
  const self = fileURLToPath(fromPackageRoot('scripts/bench-store.ts'));
  const line = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', self, 'rss', url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim().split('\n').at(-1)!) : reject(new Error(`rss child exited ${code}`)),
    );
  });
  return JSON.parse(line) as { rssMbFor1000LiveGames: number };
}

async function rssChild(url: string): Promise<void> {
  // What the bot process holds for its games: the store, the service, every live game loaded
  // once (start-up check) and its timer armed, plus discord.js loaded (not connected).
  await import('discord.js');
  const repo = await openRepository(url);
  const svc = new GameService({ store: repo });
  for (const meta of await repo.liveGames()) await svc.games.loadGame(meta.gameId);
  const scheduler = new Scheduler(svc, async () => undefined, { sweepMs: 0 });
  const n = await scheduler.start();
  (globalThis as { gc?: () => void }).gc?.();
  const rss = process.memoryUsage().rss / 2 ** 20;
  process.stdout.write(
    `${JSON.stringify({ rssMbFor1000LiveGames: Math.round(rss), liveGames: n, armed: scheduler.armed })}\n`,
  );
  await scheduler.stop();
  await repo.close();
}

if (process.argv[2] === 'rss' && process.argv[3]) await rssChild(process.argv[3]);
