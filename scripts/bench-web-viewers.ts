// npm run bench -- --only web-viewers: 5,000 viewers of one game on one web server in one
// process. Each viewer is a raw HTTP connection to the live stream (Server-Sent Events) that
// holds the version of the page it loaded; moves are made through the app as the bot makes them
// (`play`: the move and the AI turns after it, one write) and published to the server's feed.
// Measured per move: the time from the write to each viewer's having the new version (p50,
// p95 over viewers and moves), the bytes each viewer received for it (the event: a patch, or
// the whole payload), and the process's CPU time. The viewers' side runs in the same process
// (HTTP/1.0: no chunked framing to undo), so the CPU figure is the server's and the viewers'
// together (an upper bound for the server).
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../src/app/log.js';
import { GameService } from '../src/app/service.js';
import { legalActions, waitingFor, type GameState } from '../src/engine/index.js';
import { openRepository } from '../src/store/open.js';
import { MemoryFeed } from '../src/web/feed.js';
import { LinkSigner } from '../src/web/links.js';
import { serveGames } from '../src/web/index.js';
import { cutEvents } from '../tools/sse.js';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const logger = createLogger({ level: 'silent' });
const host = { id: 'h', name: 'host', locale: 'en' as const };

interface Viewer {
  socket: Socket;
  /** Log position → when the viewer had it, and the bytes of that event. */
  got: Map<number, { at: number; bytes: number }>;
}

export async function benchWebViewers(viewers = 5000, moves = 10): Promise<Record<string, unknown>> {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-viewers-')), 'g.sqlite')}`);
  const feed = new MemoryFeed();
  const storedAt = new Map<number, number>();
  const service = new GameService({
    store: repo,
    logger,
    seed: () => 23,
    onSaved: (r, m) => {
      storedAt.set(r.logSeq ?? 0, performance.now());
      feed.publish(m.gameId, r.logSeq ?? 0);
    },
  });
  await service.create('c', 'general', 'g', host, 'classic', { setup: 'auto' }, 'en');
  await service.addAi('c', host, true);
  await service.addAi('c', host, true);
  await service.start('c', host, true);
  const signer = new LinkSigner('bench', 'http://x');
  // Every viewer comes from 127.0.0.1 here: the per-address caps are lifted for the bench.
  const big = viewers * 2;
  const web = await serveGames({
    service,
    signer,
    logger,
    feed,
    limits: { streams: big, streamsPerAddress: big, streamsPerNetwork: big, perMinute: big },
  });
  const port = Number(new URL(web.url).port);
  const list: Viewer[] = [];
  try {
    let r = (await service.get('c'))!;
    const token = signer.token({ gameId: r.gameId, scope: { kind: 'public' }, expires: Date.now() + 3600_000 });
    const whole = await (await fetch(`${web.url}/api/${token}/state`)).text();
    const open = (): Promise<Viewer> =>
      new Promise((res, rej) => {
        const v: Viewer = { socket: connect(port, '127.0.0.1'), got: new Map() };
        let buf = '';
        let headers = true;
        v.socket.setEncoding('utf8');
        v.socket.on('error', rej);
        v.socket.on('connect', () =>
          v.socket.write(`GET /api/${token}/live?seq=${r.logSeq ?? 0} HTTP/1.0\r\nHost: x\r\n\r\n`),
        );
        v.socket.on('data', (chunk: string) => {
          buf += chunk;
          if (headers) {
            const end = buf.indexOf('\r\n\r\n');
            if (end < 0) return;
            headers = false;
            buf = buf.slice(end + 4);
            res(v);
          }
          const cut = cutEvents(buf);
          buf = cut.rest;
          for (const e of cut.events) {
            const seq = Number(/"seq":(\d+)/.exec(e.data)?.[1] ?? -1);
            v.got.set(seq, { at: performance.now(), bytes: e.bytes });
          }
        });
      });
    for (let i = 0; i < viewers; i += 250)
      list.push(...(await Promise.all(Array.from({ length: Math.min(250, viewers - i) }, open))));
    if (web.streams() !== viewers) throw new Error(`${web.streams()} streams open, not ${viewers}`);
    const latencies: number[] = [];
    const bytes: number[] = [];
    const perMoveP95: number[] = [];
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    for (let m = 0; m < moves; m++) {
      const s = r.state as GameState;
      const me = waitingFor(s)[0];
      const acts = legalActions(s, me);
      const action = acts.find((a) => a.type === 'place') ?? acts.find((a) => a.type === 'attack') ?? acts[0];
      const res = await service.play('c', host, action);
      if (!res.ok) throw new Error(`move refused: ${JSON.stringify(res.error)}`);
      r = (await service.get('c'))!;
      const seq = r.logSeq ?? 0;
      const t0 = storedAt.get(seq)!;
      // Wait until every viewer has it (a deadline only so the bench says what it waited for).
      const deadline = performance.now() + 60_000;
      while (list.some((v) => !v.got.has(seq))) {
        if (performance.now() > deadline)
          throw new Error(`move ${m}: ${list.filter((v) => !v.got.has(seq)).length} viewers without it`);
        await new Promise((res) => setTimeout(res, 5));
      }
      const these = list.map((v) => v.got.get(seq)!.at - t0);
      latencies.push(...these);
      perMoveP95.push(pct(these, 0.95));
      bytes.push(...list.map((v) => v.got.get(seq)!.bytes));
    }
    const cpu = cpuMs(process.cpuUsage(cpu0));
    const wall = performance.now() - wall0;
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      viewers,
      moves,
      updateLatencyMs: {
        p50: round(pct(latencies, 0.5)),
        p95: round(pct(latencies, 0.95)),
        max: round(Math.max(...latencies)),
      },
      updateP95PerMoveMs: perMoveP95.map(round),
      bytesPerViewerPerMove: { median: pct(bytes, 0.5), max: Math.max(...bytes) },
      wholePayloadBytes: Buffer.byteLength(whole),
      cpuMsPerMove: round(cpu / moves),
      wallMsPerMove: round(wall / moves),
    };
  } finally {
    for (const v of list) v.socket.destroy();
    await web.close();
    await repo.close();
  }
}
