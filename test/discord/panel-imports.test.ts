// The shared panel routine (src/discord/panel/turn.ts) sits below every family's panel: the
// panels import it, it imports none of them nor the family registry, so no import cycle runs
// through it and it loads the same whichever entry point comes first.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, findCycles, ROOT, runtimeImports } from '../import-graph.ts';

describe('import graph of the live panel', () => {
  const turn = join(ROOT, 'src/discord/panel/turn.ts');

  it('has no import cycle among the modules of src/discord/panel', () => {
    const cycles = findCycles(filesUnder(join(ROOT, 'src/discord/panel')));
    expect(cycles.map((c) => c.join(' → '))).toEqual([]);
  });

  it('panel/turn.ts is in no import cycle of src (it imports no panel, presenter or registry)', () => {
    const cycles = findCycles(filesUnder(join(ROOT, 'src'))).filter((c) => c.includes('src/discord/panel/turn.ts'));
    expect(cycles.map((c) => c.join(' → '))).toEqual([]);
    expect(runtimeImports(turn).map((f) => f.slice(ROOT.length + 1))).toEqual([
      'src/i18n/panel.ts',
      'src/discord/present/fit.ts',
    ]);
  });

  it('the move flow (src/discord/flow.ts) is in no import cycle of src: the end of game takes the board from the panel images, not from the flow', () => {
    const cycles = findCycles(filesUnder(join(ROOT, 'src'))).filter((c) => c.includes('src/discord/flow.ts'));
    expect(cycles.map((c) => c.join(' → '))).toEqual([]);
  });

  it("the commands' helpers (src/discord/command.ts) are in no import cycle of src: /risk new's options read numbers from int-arg.ts", () => {
    const cycles = findCycles(filesUnder(join(ROOT, 'src'))).filter((c) => c.includes('src/discord/command.ts'));
    expect(cycles.map((c) => c.join(' → '))).toEqual([]);
  });

  it('the panels import it: the map panel and the Express panel share it', () => {
    for (const panel of ['src/discord/games/map/live.ts', 'src/discord/games/express/live.ts'])
      expect(runtimeImports(join(ROOT, panel))).toContain(turn);
  });

  it("panel/live.ts is every family's entry, no family's panel: it loads the registry and no family folder", () => {
    const loaded = runtimeImports(join(ROOT, 'src/discord/panel/live.ts')).map((f) => f.slice(ROOT.length + 1));
    // people-first.ts: a presentation waits for the answers pending (it imports no family either).
    expect(loaded).toEqual(['src/discord/games/registry.ts', 'src/discord/people-first.ts']);
  });
});
