// Render figures for `npm run bench`: the default board (draw + encode), the alternatives we
// weighed, the battle view, and how long a render ever holds the event loop.
import { getMap } from '../engine/maps.js';
import { viewFor } from '../engine/view.js';
import { DEFAULT_WIDTH, drawBoard } from './board.js';
import { renderBattleView, renderBoard } from './index.js';
import { encodePng8Off } from './png8Encoder.js';
import { europeSamples, samples } from './samples.js';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const round = (x: number): number => Math.round(x * 10) / 10;

type Encode = (c: ReturnType<typeof drawBoard>['canvas']) => Promise<Buffer>;

/** CPU time of the whole process (every thread: the drawing and encoding ones too), in ms. */
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

/** Wall-clock percentiles and the CPU time per picture (what a busy machine cannot hide). */
export interface Timed {
  p50Ms: number;
  p95Ms: number;
  bytes: number;
  cpuMsPerImage: number;
  imagesPerCpuSecond: number;
}
const cpuFigures = (cpu: number, runs: number) => ({
  cpuMsPerImage: round(cpu / runs),
  imagesPerCpuSecond: round((1000 * runs) / cpu),
});

export interface RenderBench {
  fullBoard: Timed & { format: string; width: number };
  battleView: { p50Ms: number; bytes: number };
  maxEventLoopBlockMs: number;
  /** The Napoléon board (Europe 1811), mid-game with 6 players, at the default width. */
  europe: {
    p50Ms: number;
    p95Ms: number;
    bytes: number;
    format: string;
    width: number;
    png8: Timed;
    /** The same with 256 colours (the palette before issue 19), measured in this run. */
    png8With256Colours: Timed;
    /** Europe's p50 over the world's, from renders taken in turn (fair on a busy machine). */
    vsWorld: number;
  };
  variants: Record<
    string,
    Partial<Timed> & { p50Ms: number; p95Ms: number; bytes: number; maxEventLoopBlockMs?: number }
  >;
  /**
   * The advanced game's board (Europe 1811 with fleets, routes, generals, forts, epidemics and
   * the VP band) beside the world board, both as the bot sends them (palette PNG, default
   * width), rendered in turn: wall-clock p50/p95, CPU per render (all threads), bytes, and the
   * ratios to the world board (goal: ≤ 80 KB, ≤ 1.5×).
   */
  advanced: Record<'world' | 'advanced', SideBench> & { vsWorldP50: number; vsWorldCpu: number };
}

interface SideBench {
  p50Ms: number;
  p95Ms: number;
  cpuMsPerRender: number;
  rendersPerCpuSecond: number;
  bytes: number;
}

export async function benchRender(runs = 40): Promise<RenderBench> {
  const state = samples.midGame();
  const view = viewFor(state, null);
  const map = getMap(state.map);
  const variant = async (width: number, encode: Encode, board = { view, map }) => {
    drawBoard(board.view, board.map, { width }); // static layers built once, outside the timing
    const times: number[] = [];
    let bytes = 0;
    const cpu0 = cpuMs();
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const { canvas } = drawBoard(board.view, board.map, { width });
      const buf = await encode(canvas);
      times.push(performance.now() - t0);
      bytes = buf.length;
    }
    return { p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), bytes, ...cpuFigures(cpuMs() - cpu0, runs) };
  };
  const variants: RenderBench['variants'] = {
    'webp-lossless-1200': await variant(1200, (c) => c.encode('webp', 100)),
    'webp-lossless-1000': await variant(1000, (c) => c.encode('webp', 100)),
    'png-1200': await variant(1200, (c) => c.encode('png')),
    'png-1000': await variant(1000, (c) => c.encode('png')),
    'webp-q90-1200': await variant(1200, (c) => c.encode('webp', 90)),
    'jpeg-q85-1200': await variant(1200, (c) => c.encode('jpeg', 85)),
    // Palette PNG: quantised and deflated in our worker thread (src/render/png8*.ts).
    'png8-1000': await variant(1000, encodePng8Off),
    'png8-1200': await variant(1200, encodePng8Off),
    // The palette before issue 19 (256 colours), for a before/after in one run.
    'png8-1000-256colours': await variant(1000, (c) => encodePng8Off(c, 256)),
  };
  const battlePng8: number[] = [];
  let battlePng8Bytes = 0;
  // The bot's format (palette PNG, src/discord/images.ts), through the public function.
  const times: number[] = [];
  let bytes = 0;
  const cpu0 = cpuMs();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    bytes = (await renderBoard(view, map, { format: 'png8' })).length;
    times.push(performance.now() - t0);
  }
  const boardCpu = cpuFigures(cpuMs() - cpu0, runs);
  const battle: number[] = [];
  let battleBytes = 0;
  const conquest = samples.conquest();
  const cview = viewFor(conquest, null);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const img = await renderBattleView(cview, map);
    battle.push(performance.now() - t0);
    battleBytes = img!.length;
  }
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const img = await renderBattleView(cview, map, { format: 'png8' });
    battlePng8.push(performance.now() - t0);
    battlePng8Bytes = img!.length;
  }
  variants['battle-png8'] = {
    p50Ms: round(pct(battlePng8, 50)),
    p95Ms: round(pct(battlePng8, 95)),
    bytes: battlePng8Bytes,
  };
  variants['png8-1000'].maxEventLoopBlockMs = round(
    await maxBlock(async () => {
      await renderBoard(view, map, { format: 'png8' });
    }, runs),
  );
  const europeBoard = { view: viewFor(europeSamples.midGame(), null), map: getMap('europe-1811') };
  const europe = await variant(DEFAULT_WIDTH, (c) => c.encode('webp', 100), europeBoard);
  const europePng8 = await variant(DEFAULT_WIDTH, encodePng8Off, europeBoard);
  const europePng8With256 = await variant(DEFAULT_WIDTH, (c) => encodePng8Off(c, 256), europeBoard);
  const inTurn: Record<'world' | 'europe', number[]> = { world: [], europe: [] };
  for (let i = 0; i < runs; i++) {
    for (const [key, board] of [
      ['world', { view, map }],
      ['europe', europeBoard],
    ] as const) {
      const t0 = performance.now();
      await renderBoard(board.view, board.map);
      inTurn[key].push(performance.now() - t0);
    }
  }
  const advanced = await benchAdvanced(runs, { view, map });
  return {
    advanced,
    fullBoard: {
      p50Ms: round(pct(times, 50)),
      p95Ms: round(pct(times, 95)),
      bytes,
      ...boardCpu,
      format: 'png8',
      width: DEFAULT_WIDTH,
    },
    battleView: { p50Ms: round(pct(battle, 50)), bytes: battleBytes },
    maxEventLoopBlockMs: round(
      await maxBlock(async () => {
        await renderBoard(view, map);
      }, runs),
    ),
    europe: {
      ...europe,
      format: 'webp-lossless',
      width: DEFAULT_WIDTH,
      png8: europePng8,
      png8With256Colours: europePng8With256,
      vsWorld: Math.round((pct(inTurn.europe, 50) / pct(inTurn.world, 50)) * 100) / 100,
    },
    variants,
  };
}

/** The advanced board against the world board, as the bot draws them, in turn (fair on a busy machine). */
async function benchAdvanced(
  runs: number,
  world: { view: Parameters<typeof renderBoard>[0]; map: Parameters<typeof renderBoard>[1] },
): Promise<RenderBench['advanced']> {
  const boards = {
    world: { ...world, options: { format: 'png8' as const } },
    advanced: {
      view: europeSamples.advanced(),
      map: getMap('europe-1811'),
      options: { format: 'png8' as const, roundLimit: 5 },
    },
  };
  const times: Record<'world' | 'advanced', number[]> = { world: [], advanced: [] };
  const cpu = { world: 0, advanced: 0 };
  const bytes = { world: 0, advanced: 0 };
  for (const b of Object.values(boards)) await renderBoard(b.view, b.map, b.options); // static layers, outside the timing
  for (let i = 0; i < runs; i++) {
    for (const key of ['world', 'advanced'] as const) {
      const b = boards[key];
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      bytes[key] = (await renderBoard(b.view, b.map, b.options)).length;
      times[key].push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[key] += (c.user + c.system) / 1000;
    }
  }
  const side = (key: 'world' | 'advanced'): SideBench => ({
    p50Ms: round(pct(times[key], 50)),
    p95Ms: round(pct(times[key], 95)),
    cpuMsPerRender: round(cpu[key] / runs),
    rendersPerCpuSecond: round((1000 * runs) / cpu[key]),
    bytes: bytes[key],
  });
  return {
    world: side('world'),
    advanced: side('advanced'),
    vsWorldP50: Math.round((pct(times.advanced, 50) / pct(times.world, 50)) * 100) / 100,
    vsWorldCpu: Math.round((cpu.advanced / cpu.world) * 100) / 100,
  };
}

/** The longest gap between event-loop turns while renders run back to back. */
async function maxBlock(render: () => Promise<void>, runs: number): Promise<number> {
  let last = performance.now();
  let worst = 0;
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  for (let i = 0; i < runs; i++) await render();
  running = false;
  return worst;
}
