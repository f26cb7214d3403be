// #30: no runtime import cycle anywhere in src. In a cycle one module's exports are undefined
// while another of the cycle loads, so whether code works would depend on which entry point
// (the bot, a shard, the local table, a worker, a test) imports first. Type-only imports are
// erased at run time and do not count (test/import-graph.ts).
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder, findCycles, ROOT } from '../import-graph.ts';

it('src has no runtime import cycle (the presenters are registered by games/built-in.ts, not imported by the registry)', () => {
  const cycles = findCycles(filesUnder(join(ROOT, 'src')));
  expect(cycles.map((c) => c.join(' → '))).toEqual([]);
});
