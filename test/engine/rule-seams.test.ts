// The seams of the rules core, read from the sources on disk with the TypeScript parser:
// - no runtime import cycle in src/engine and src/rules: a cycle makes a module's exports
//   undefined while another module of the cycle loads, so whether the engine works would depend
//   on which module an entry point imports first (type-only imports are erased and do not count);
// - the core engine reaches the duel (napoleon-duel's modules, src/engine/duel*) and the
//   campaign (napoleon-campaign's, src/engine/campaign/, which builds on the duel's) only through
//   the rule hooks: no core module imports them; so with the other variants' plugin folders
//   (RisiKo!'s src/engine/risiko/, …), which only the rulesets stack;
// - only src/engine/relations.ts reads the `teamPlay` flag in the engine and the AI.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, findCycles, ROOT, runtimeImports } from '../import-graph.ts';

const FOLDERS = ['src/engine', 'src/rules'];
/** The plugin folders of src/engine besides the duel's and the campaign's. */
const PLUGIN_FOLDERS = ['risiko', 'capitals', 'missions', 'ranked', 'teams'];
/** The engine's public surface re-exports what the presentation asks of a plugin (never used by the core itself). */
const PUBLIC_SURFACE = [join(ROOT, 'src/engine/index.ts')];

/** The source without its comments (a mention in a comment is no read). */
const code = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe('import graph of the rules core', () => {
  const files = FOLDERS.flatMap((dir) => filesUnder(join(ROOT, dir)));
  const duel = (f: string) => f.includes(`${join('src', 'engine', 'duel')}`);
  const campaign = (f: string) => f.includes(`${join('src', 'engine', 'campaign')}`);

  it('has no runtime import cycle in src/engine and src/rules', () => {
    expect(findCycles(files).map((c) => c.join(' → '))).toEqual([]);
  });

  it('no core engine module imports the duel: it is reached through the rule hooks', () => {
    const core = filesUnder(join(ROOT, 'src/engine')).filter((f) => !duel(f) && !campaign(f));
    const importers = core.filter((f) => runtimeImports(f).some(duel)).map((f) => relative(ROOT, f));
    expect(importers).toEqual([]);
  });

  it('no core engine module imports the campaign: it is reached through the rule hooks', () => {
    const core = filesUnder(join(ROOT, 'src/engine')).filter((f) => !campaign(f));
    const importers = core.filter((f) => runtimeImports(f).some(campaign)).map((f) => relative(ROOT, f));
    expect(importers).toEqual([]);
    // and the check sees one: the ruleset's own module imports it
    expect(runtimeImports(join(ROOT, 'src/rules/napoleon-campaign.ts')).some(campaign)).toBe(true);
  });

  // The variants moved into rule plugins of their own (#30): reached through the hooks only.
  for (const plugin of PLUGIN_FOLDERS)
    it(`no core engine module imports src/engine/${plugin}/: it is reached through the rule hooks`, () => {
      const inside = (f: string) => f.includes(`${join('src', 'engine', plugin)}${sep}`);
      const core = filesUnder(join(ROOT, 'src/engine')).filter((f) => !inside(f) && !PUBLIC_SURFACE.includes(f));
      const importers = core.filter((f) => runtimeImports(f).some(inside)).map((f) => relative(ROOT, f));
      expect(importers).toEqual([]);
      // and the check sees one: a ruleset's own module stacks the plugin
      const stacked = filesUnder(join(ROOT, 'src/rules')).some((f) => runtimeImports(f).some(inside));
      expect(stacked).toBe(true);
    });

  it('the engine and the AI ask src/engine/relations.ts, the only reader of teamPlay', () => {
    const all = [...filesUnder(join(ROOT, 'src/engine')), ...filesUnder(join(ROOT, 'src/ai'))];
    const readers = all.filter((f) => /\bteamPlay\b/.test(code(f))).map((f) => relative(ROOT, f));
    expect(readers).toEqual(['src/engine/relations.ts']);
  });

  it('the check sees a cycle through a value import, and not through a type-only one', () => {
    const engineState = join(ROOT, 'src/engine/state.ts');
    expect(runtimeImports(engineState)).toContain(join(ROOT, 'src/engine/board.ts'));
    expect(runtimeImports(engineState)).not.toContain(join(ROOT, 'src/rules/ruleset.ts')); // `import type`
  });
});
