// npm run bench -- --only web: the live map's first load (bytes transferred and time until the
// board is drawn, cache off) and the update latency (from the write of a move in the store to
// the open page showing it), in Debian's Chromium through playwright-core, launched as the
// browser tests launch it (tools/chromium.ts). The game is a real one on a SQLite store, its
// moves made through the app as the bot makes them (`play`: the move and the AI turns that
// follow, one write); the page is served by the real server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../src/app/log.js';
import { GameService } from '../src/app/service.js';
import { legalActions, waitingFor, type Action, type GameState } from '../src/engine/index.js';
import { openRepository } from '../src/store/open.js';
import { MemoryFeed } from '../src/web/feed.js';
import { LinkSigner } from '../src/web/links.js';
import { serveGames } from '../src/web/index.js';
import { CHROMIUM, haveChromium, launchChromium } from '../tools/chromium.js';
import { benchHistory } from './bench-web-history.js';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
/** How long the bench waits for the page before it says what it waited for (never hangs). */
const WAIT_MS = 15_000;

export async function benchWeb(loads = 5, moves = 12): Promise<Record<string, unknown>> {
  if (!haveChromium) return { skipped: `no Chromium at ${CHROMIUM}` };
  const logger = createLogger({ level: 'silent' });
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-web-')), 'g.sqlite')}`);
  const feed = new MemoryFeed();
  const storedAt = new Map<number, number>();
  const service = new GameService({
    store: repo,
    logger,
    seed: () => 17,
    onSaved: (r, m) => {
      storedAt.set(r.logSeq ?? 0, Date.now());
      feed.publish(m.gameId, r.logSeq ?? 0);
    },
  });
  const host = { id: 'h', name: 'host', locale: 'en' as const };
  const ch = 'bench';
  await service.create(ch, ch, 'g', host, 'classic', { setup: 'auto' }, 'en');
  await service.addAi(ch, host, true);
  await service.addAi(ch, host, true);
  await service.start(ch, host, true);
  const signer = new LinkSigner('bench', 'http://x');
  const web = await serveGames({ service, signer, feed, logger });
  const record = (await service.get(ch))!;
  const me = record.seats.findIndex((s) => s.kind === 'human');
  const url = `${web.url}/m/${signer.token({ gameId: record.gameId, scope: { kind: 'public' }, expires: Date.now() + 3600_000 })}`;
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
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]', { timeout: WAIT_MS });
      ms.push(Date.now() - t0);
      bytes.push(transferred);
      await page.close();
    }
    const loadCpu = cpuMs(process.cpuUsage(loadCpu0));

    // Update latency: a move stored → the open page shows it. The page notes when it showed
    // each log position (installed before any move, so no update can slip past a listener),
    // and the bench waits until the page shows the move's position, then reads that note.
    const page = await browser.newPage();
    await page.goto(url);
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
      const r = (await service.get(ch))!;
      const s = r.state as GameState;
      if (s.phase.kind === 'over') break;
      if (!waitingFor(s).includes(me)) {
        // The AI seats move first after the start; `play` settles them after each of our moves.
        await service.runAi(ch);
        continue;
      }
      const acts = legalActions(s, me);
      const act: Action = acts.find((a) => a.type === 'place' && a.count === 1) ?? acts[0];
      const done = await service.play(ch, host, act);
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
      latency.push(at - (storedAt.get(seq) ?? at));
    }
    const updWall = performance.now() - wall0;
    const updCpu = cpuMs(process.cpuUsage(cpu0));
    return {
      firstLoadBytes: { median: pct(bytes, 0.5), max: Math.max(...bytes), n: bytes.length, goal: 150_000 },
      firstLoadMs: { median: pct(ms, 0.5), max: Math.max(...ms) },
      firstLoadBotCpuMs: {
        perLoad: Math.round(loadCpu / loads),
        loadsPerCpuSecond: +((loads * 1000) / loadCpu).toFixed(1),
      },
      updateLatencyMs: {
        median: pct(latency, 0.5),
        p95: pct(latency, 0.95),
        max: Math.max(...latency),
        n: latency.length,
        goal: 1000,
      },
      // The bot process's CPU over the moves (the move, the AI turns after it, the page's payload).
      updates: {
        wallMs: Math.round(updWall),
        botCpuMs: Math.round(updCpu),
        movesPerSecond: +((latency.length * 1000) / updWall).toFixed(1),
        movesPerCpuSecond: +((latency.length * 1000) / updCpu).toFixed(1),
      },
      historyRandomAi200Turns: await benchHistory('random', 200),
      historyBaselineAiWholeGame: await benchHistory('baseline', 200),
    };
  } finally {
    await browser.close();
    await web.close();
    await repo.close();
  }
}
