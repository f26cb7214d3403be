// The share of the SQLite driver in a main-thread CPU profile (bench-burst.ts writes one per
// burst with BURST_CPU_PROFILE=dir): the samples whose stack passes through the driver (the
// sqlite3 or better-sqlite3 package, or our module over it: src/store/sqlite-driver.ts, or in a
// build the chunk that imports the package), over the busy samples (all but idle, and the
// profiler's own work of stopping).
// Usage: node scripts/profile-share.mjs file.cpuprofile [--top N]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/profile-share.mjs file.cpuprofile [--top N]');
  process.exit(2);
}
const top = process.argv[3] === '--top' ? Number(process.argv[4]) : 0;
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// A build's frames are mapped to their sources through the build's source maps.
const maps = new Map();
function sourceOf(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!/\/dist\/[0-9a-f]{16}\//.test(url)) return url;
  if (!maps.has(url)) {
    const path = `${url.startsWith('file:') ? fileURLToPath(url) : url}.map`;
    maps.set(url, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const map = maps.get(url);
  return map?.findEntry(lineNumber, columnNumber)?.originalSource ?? url;
}
const isDriver = (frame) =>
  /node_modules\/(better-)?sqlite3\/|src\/store\/sqlite-(driver|worker)/.test(sourceOf(frame));
const name = (n) => n.callFrame.functionName;
const idle = (n) => name(n) === '(idle)';
const profiler = (n) => n.callFrame.url === 'node:inspector' || /inspector/.test(n.callFrame.url);

let total = 0,
  busy = 0,
  driver = 0;
const memo = new Map();
const classify = (id) => {
  if (memo.has(id)) return memo.get(id);
  let kind = 'other';
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    if (idle(n)) {
      kind = 'idle';
      break;
    }
    if (profiler(n)) {
      kind = 'profiler';
      break;
    }
    if (isDriver(n.callFrame)) {
      kind = 'driver';
      break;
    }
  }
  memo.set(id, kind);
  return kind;
};
const selfOf = new Map();
for (let i = 0; i < p.samples.length; i++) {
  const dt = p.timeDeltas[i] ?? 0;
  total += dt;
  const kind = classify(p.samples[i]);
  if (kind === 'idle' || kind === 'profiler') continue;
  busy += dt;
  if (kind === 'driver') driver += dt;
  const n = byId.get(p.samples[i]);
  const k = `${name(n) || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}${kind === 'driver' ? ' [driver]' : ''}`;
  selfOf.set(k, (selfOf.get(k) ?? 0) + dt);
}
const ms = (us) => Math.round(us / 1000);
console.log(
  JSON.stringify({
    profiledMs: ms(total),
    busyMs: ms(busy),
    driverMs: ms(driver),
    driverShareOfBusy: +(driver / busy).toFixed(3),
  }),
);
if (top)
  for (const [k, v] of [...selfOf].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * v) / busy).toFixed(1).padStart(5)} % ${k}`);
