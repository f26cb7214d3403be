// npm run bench -- --only web: the live map's first load (bytes transferred and time until the
// board is drawn, cache off) and the update latency (from the write of a move in the store to
// the open page showing it), in Debian's Chromium headless shell through playwright-core,
// launched as the browser tests launch it (tools/chromium.ts). The games are real ones on a SQLite store, their
// moves made through the app as the bot makes them (`play`: the move and the AI turns that
// follow, one write); the page is served by the real server. The update latency is measured in
// one process (the bot's own feed) and across two connections to one SQLite file, as shard
// processes share it (the note table the serving side watches); then the history slider's
// replay on long games (bench-web-history.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { createLogger } from '../src/app/log.js';
import { GameService } from '../src/app/service.js';
import { legalActions, waitingFor, type Action, type GameState } from '../src/engine/index.js';
import { openRepository } from '../src/store/open.js';
import type { GameRepository } from '../src/store/repository.js';
import { MemoryFeed, openFeed, type LiveFeed } from '../src/web/feed.js';
import { LinkSigner } from '../src/web/links.js';
import { serveGames } from '../src/web/index.js';
import type { WebServer } from '../src/web/server.js';
import { CHROMIUM, haveChromium, launchChromium } from '../tools/chromium.js';
import { benchHistory } from './bench-web-history.js';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
/** How long the bench waits for the page before it says what it waited for (never hangs). */
const WAIT_MS = 15_000;
const logger = createLogger({ level: 'silent' });
const host = { id: 'h', name: 'host', locale: 'en' as const };
const signer = new LinkSigner('bench', 'http://x');

/** A classic game (the host and two AI seats) made by `mover`; its public page on `web`. */
interface Table {
  mover: GameService;
  ch: string;
  me: number;
  url: string;
  /** When each log position was written (the mover's onSaved). */
  storedAt: Map<number, number>;
}

async function openTable(
  store: GameRepository,
  publish: LiveFeed,
  web: (s: GameService) => Promise<WebServer>,
  ch: string,
): Promise<Table & { web: WebServer }> {
  const storedAt = new Map<number, number>();
  const mover = new GameService({
    store,
    logger,
    seed: () => 17,
    onSaved: (r, m) => {
      storedAt.set(r.logSeq ?? 0, Date.now());
      publish.publish(m.gameId, r.logSeq ?? 0);
    },
  });
  await mover.create(ch, ch, 'g', host, 'classic', { setup: 'auto' }, 'en');
  await mover.addAi(ch, host, true);
  await mover.addAi(ch, host, true);
  await mover.start(ch, host, true);
  const record = (await mover.get(ch))!;
  const server = await web(mover);
  const token = signer.token({ gameId: record.gameId, scope: { kind: 'public' }, expires: Date.now() + 3600_000 });
  return {
    mover,
    ch,
    me: record.seats.findIndex((s) => s.kind === 'human'),
    url: `${server.url}/m/${token}`,
    storedAt,
    web: server,
  };
}

/**
 * Moves stored → the open page shows them. The page notes when it showed each log position
 * (installed before any move, so no update can slip past a listener), and the bench waits
 * until the page shows the move's position, then reads that note.
 */
async function updateLatency(browser: BrowserContext, t: Table, moves: number) {
  const page = await browser.newPage();
  await page.goto(t.url);
  await page.waitForSelector('#live.on', { timeout: WAIT_MS });
  await page.evaluate(() => {
    const w = globalThis as unknown as { riskShown: Record<number, number> };
    w.riskShown = {};
    (globalThis as unknown as { document: EventTarget }).document.addEventListener('risk:update', (e) => {
      w.riskShown[(e as CustomEvent<number>).detail] = Date.now();
    });
  });
  const latency: number[] = [];
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let i = 0; i < moves * 4 && latency.length < moves; i++) {
    const r = (await t.mover.get(t.ch))!;
    const s = r.state as GameState;
    if (s.phase.kind === 'over') break;
    if (!waitingFor(s).includes(t.me)) {
      // The AI seats move first after the start; `play` settles them after each of our moves.
      await t.mover.runAi(t.ch);
      continue;
    }
    const acts = legalActions(s, t.me);
    const act: Action = acts.find((a) => a.type === 'place' && a.count === 1) ?? acts[0];
    const done = await t.mover.play(t.ch, host, act);
    if (!done.ok) throw new Error(`bench move refused: ${JSON.stringify(done.error)}`);
    const seq = done.value.record.logSeq ?? 0;
    const at = await page
      .waitForFunction(
        (want: number) => {
          const shown = (globalThis as unknown as { riskShown: Record<number, number> }).riskShown;
          const hit = Object.keys(shown)
            .map(Number)
            .filter((k) => k >= want)
            .sort((a, b) => a - b)[0];
          return hit === undefined ? false : shown[hit];
        },
        seq,
        { timeout: WAIT_MS, polling: 20 },
      )
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => {
        throw new Error(`the page did not show log position ${seq} within ${WAIT_MS} ms`);
      });
    latency.push(at - (t.storedAt.get(seq) ?? at));
  }
  const wall = performance.now() - wall0;
  const cpu = cpuMs(process.cpuUsage(cpu0));
  await page.close();
  return {
    latencyMs: {
      median: pct(latency, 0.5),
      p95: pct(latency, 0.95),
      max: Math.max(...latency),
      n: latency.length,
      goal: 1000,
    },
    // This process's CPU over the moves (the move, the AI turns after it, the page's payloads).
    moves: {
      wallMs: Math.round(wall),
      cpuMs: Math.round(cpu),
      perSecond: +((latency.length * 1000) / wall).toFixed(1),
      perCpuSecond: +((latency.length * 1000) / cpu).toFixed(1),
    },
  };
}

export async function benchWeb(loads = 5, moves = 12): Promise<Record<string, unknown>> {
  if (!haveChromium) return { skipped: `no Chromium at ${CHROMIUM}` };
  const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-web-')), 'g.sqlite')}`;
  const repo = await openRepository(url);
  const feed = new MemoryFeed();
  const one = await openTable(repo, feed, (service) => serveGames({ service, signer, feed, logger }), 'bench');
  // Two connections to the file, as two shard processes: one moves, the other serves the page.
  const repoMover = await openRepository(url);
  const [watch, notes] = [
    await openFeed(url, 'bench', logger, { shared: true }),
    await openFeed(url, 'bench', logger, { shared: true }),
  ];
  const shared = await openTable(
    repoMover,
    notes,
    () => serveGames({ service: new GameService({ store: repo, logger }), signer, feed: watch, logger }),
    'bench-shared',
  );
  const browser = await launchChromium();
  try {
    // First load, cache off: every byte the page needs until the board is drawn.
    const bytes: number[] = [];
    const ms: number[] = [];
    const loadCpu0 = process.cpuUsage();
    for (let i = 0; i < loads; i++) {
      const page = await browser.newPage();
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let transferred = 0;
      cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transferred += e.encodedDataLength));
      const t0 = Date.now();
      await page.goto(one.url);
      await page.waitForSelector('body[data-ready="1"]', { timeout: WAIT_MS });
      ms.push(Date.now() - t0);
      bytes.push(transferred);
      await page.close();
    }
    const loadCpu = cpuMs(process.cpuUsage(loadCpu0));
    const inProcess = await updateLatency(browser, one, moves);
    const sqliteShards = await updateLatency(browser, shared, moves);
    return {
      firstLoadBytes: { median: pct(bytes, 0.5), max: Math.max(...bytes), n: bytes.length, goal: 150_000 },
      firstLoadMs: { median: pct(ms, 0.5), max: Math.max(...ms) },
      firstLoadBotCpuMs: {
        perLoad: Math.round(loadCpu / loads),
        loadsPerCpuSecond: +((loads * 1000) / loadCpu).toFixed(1),
      },
      updateLatencyMs: inProcess.latencyMs,
      updates: inProcess.moves,
      updateLatencyAcrossSqliteShardsMs: sqliteShards.latencyMs,
      updatesAcrossSqliteShards: sqliteShards.moves,
      historyRandomAi200Turns: await benchHistory('random', 200),
      historyBaselineAiWholeGame: await benchHistory('baseline', 200),
    };
  } finally {
    await browser.close();
    await Promise.all([one.web.close(), shared.web.close()]);
    await Promise.all([watch.close(), notes.close()]);
    await Promise.all([repo.close(), repoMover.close()]);
  }
}
