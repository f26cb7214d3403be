// With RISK_TEST_CPU_LOG=<file>, each test file appends one line `<cpu ms>\t<file>` once it is
// done: the CPU time of its worker since the previous file there ended (its imports and set-up
// included) plus that of the processes it started (waited for or still running): where the suite's CPU time
// goes (`sort -rn <file> | head`; docs/architecture.md, "The test suite").
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll } from 'vitest';

const out = process.env.RISK_TEST_CPU_LOG;

/**
 * CPU time in ms of this process, of the processes it waited for, and of its descendants still
 * running (the browser the browser tests share lives from file to file: its work is counted in
 * the file that asked for it). A descendant's children are in its own figure once it has waited
 * for them, and in this process's once it waited for the descendant: no process counts twice.
 */
function cpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + waitedMs() + liveDescendantsMs();
}

/** `/proc/<pid>/stat`'s fields after the command name (field 3 on), or null for a process gone. */
function stat(pid: string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** Clock ticks (10 ms) to ms. */
const ticks = (f: string[], i: number) => Number(f[i]) * 10;

function waitedMs(): number {
  const f = stat('self');
  return f ? ticks(f, 13) + ticks(f, 14) : 0;
}

function liveDescendantsMs(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  const children = new Map<string, { parent: string; ms: number }>();
  for (const pid of pids) {
    const f = stat(pid);
    if (f) children.set(pid, { parent: f[1]!, ms: ticks(f, 11) + ticks(f, 12) + ticks(f, 13) + ticks(f, 14) });
  }
  const mine = new Set([String(process.pid)]);
  let total = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, c] of children)
      if (!mine.has(pid) && mine.has(c.parent)) {
        mine.add(pid);
        total += c.ms;
        grew = true;
      }
  }
  return total;
}

const LAST = Symbol.for('risk:test-cpu-last');
const shared = globalThis as unknown as Record<symbol, number | undefined>;

if (out)
  // vitest reads the hook's first parameter as fixtures to set up: an empty pattern asks for none.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const now = cpuMs();
    const since = now - (shared[LAST] ?? 0);
    shared[LAST] = now;
    const file = 'filepath' in suite && typeof suite.filepath === 'string' ? suite.filepath : '?';
    appendFileSync(out, `${Math.round(since)}\t${relative(process.cwd(), file)}\n`);
  });
