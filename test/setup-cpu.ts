// With RISK_TEST_CPU_LOG=<file>, each test file appends one line `<cpu ms>\t<file>` once it is
// done: the CPU time of its worker since the previous file there ended (its imports and set-up
// included) plus that of the processes it started and waited for: where the suite's CPU time
// goes (`sort -rn <file> | head`; docs/architecture.md, "The test suite").
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll } from 'vitest';

const out = process.env.RISK_TEST_CPU_LOG;

/** This process's CPU time and its waited-for children's, in ms (/proc/self/stat, ticks of 10 ms). */
function cpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenMs();
}

function childrenMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
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
