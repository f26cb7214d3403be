// npm run bench -- --only web: the live map's first load (bytes transferred and time until the
// board is drawn, cache off) and the update latency (from the write of a move in the store to
// the open page showing it), in Debian's Chromium through playwright-core. The game is a real
// one on a SQLite store, its moves made through the app; the page is served by the real server.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger } from '../src/app/log.js';
import { GameService } from '../src/app/service.js';
import { legalActions, waitingFor, type Action, type GameState } from '../src/engine/index.js';
import { openRepository } from '../src/store/open.js';
import { MemoryFeed } from '../src/web/feed.js';
import { LinkSigner } from '../src/web/links.js';
import { historyPayload } from '../src/web/history.js';
import { serveGames } from '../src/web/index.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export async function benchWeb(loads = 5, moves = 12): Promise<Record<string, unknown>> {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
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
  const url = `${web.url}/m/${signer.token({ gameId: record.gameId, scope: { kind: 'public' }, expires: Date.now() + 3600_000 })}`;
  const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'risk-bench-chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    // First load, cache off: every byte the page needs until the board is drawn.
    const bytes: number[] = [];
    const ms: number[] = [];
    for (let i = 0; i < loads; i++) {
      const page = await browser.newPage();
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let transferred = 0;
      cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transferred += e.encodedDataLength));
      const t0 = Date.now();
      await page.goto(url);
      await page.waitForSelector('body[data-ready="1"]');
      ms.push(Date.now() - t0);
      bytes.push(transferred);
      await page.close();
    }
    // Update latency: a move stored → the open page shows it.
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('#live.on');
    const latency: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < moves * 4 && latency.length < moves; i++) {
      const r = (await service.get(ch))!;
      const s = r.state as GameState;
      if (s.phase.kind === 'over') break;
      const p = waitingFor(s)[0];
      if (r.seats[p].kind !== 'human') {
        await service.runAi(ch);
        continue;
      }
      const acts = legalActions(s, p);
      const act: Action = acts.find((a) => a.type === 'place' && a.count === 1) ?? acts[0];
      const before = r.logSeq ?? 0;
      const shown = page.evaluate(
        (after: number) =>
          new Promise<number>((res) => {
            const d = (
              globalThis as unknown as {
                document: { body: { dataset: { seq?: string } }; addEventListener: (t: string, f: () => void) => void };
              }
            ).document;
            d.addEventListener('risk:update', () => {
              if (Number(d.body.dataset.seq) > after) res(Date.now());
            });
          }),
        before,
      );
      const done = await service.act(ch, host, act);
      if (!done.ok) throw new Error(`bench move refused: ${JSON.stringify(done.error)}`);
      const seq = (await service.get(ch))!.logSeq ?? 0;
      const at = await shown;
      latency.push(at - (storedAt.get(seq) ?? at));
    }
    const cpu = process.cpuUsage(cpu0);
    // The history slider of a whole game: the replay on the event loop (once per new move, shared by every viewer).
    await service.settings(ch, host, true, { autopilot: true });
    await service.runAi(ch);
    const whole = (await service.get(ch))!;
    const log = await repo.log(whole.gameId);
    const h0 = performance.now();
    const c0 = process.cpuUsage();
    const hist = historyPayload(log, whole.logSeq ?? 0);
    const historyMs = performance.now() - h0;
    const hc = process.cpuUsage(c0);
    return {
      firstLoadBytes: { median: pct(bytes, 0.5), max: Math.max(...bytes), goal: 150_000 },
      firstLoadMs: { median: pct(ms, 0.5), max: Math.max(...ms) },
      updateLatencyMs: {
        median: pct(latency, 0.5),
        p95: pct(latency, 0.95),
        max: Math.max(...latency),
        n: latency.length,
        goal: 1000,
      },
      botProcessCpuMsDuringUpdates: Math.round((cpu.user + cpu.system) / 1000),
      historyOfWholeGame: {
        status: whole.status,
        logEntries: log.length,
        turns: hist?.turns.length ?? 0,
        buildMs: Math.round(historyMs),
        buildCpuMs: Math.round((hc.user + hc.system) / 1000),
        jsonBytes: hist ? JSON.stringify(hist).length : 0,
      },
    };
  } finally {
    await browser.close();
    await web.close();
    await repo.close();
  }
}
