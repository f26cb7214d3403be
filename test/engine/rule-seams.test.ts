// The seams of the rules core, read from the sources on disk with the TypeScript parser:
// - no runtime import cycle in src/engine and src/rules: a cycle makes a module's exports
//   undefined while another module of the cycle loads, so whether the engine works would depend
//   on which module an entry point imports first (type-only imports are erased and do not count);
// - the core engine reaches the duel (napoleon-duel's modules, src/engine/duel*) only through
//   the rule hooks: no core module imports them;
// - only src/engine/relations.ts reads the `teamPlay` flag in the engine and the AI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['src/engine', 'src/rules'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The modules `file` loads at run time (relative imports and re-exports that are not type-only). */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      // `import { type A, type B }` is erased too (an import with no value binding left).
      if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly))
        continue;
      spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly || !node.moduleSpecifier) continue;
      const named = node.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly)) continue;
      spec = node.moduleSpecifier;
    }
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    out.push(resolve(dirname(file), spec.text.replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every elementary cycle's first appearance in a depth-first walk (each cycle named once). */
export function findCycles(files: readonly string[]): string[][] {
  const inScope = new Set(files);
  const edges = new Map(files.map((f) => [f, runtimeImports(f).filter((g) => inScope.has(g))]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of edges.get(f) ?? []) {
      if (state.get(g) === 'open') cycles.push(stack.slice(stack.indexOf(g)).concat(g));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of [...files].sort()) if (!state.has(f)) visit(f);
  return cycles.map((c) => c.map((f) => relative(ROOT, f)));
}

/** The source without its comments (a mention in a comment is no read). */
const code = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe('import graph of the rules core', () => {
  const files = FOLDERS.flatMap((dir) => filesUnder(join(ROOT, dir)));
  const duel = (f: string) => f.includes(`${join('src', 'engine', 'duel')}`);

  it('has no runtime import cycle in src/engine and src/rules', () => {
    expect(findCycles(files).map((c) => c.join(' → '))).toEqual([]);
  });

  it('no core engine module imports the duel: it is reached through the rule hooks', () => {
    const core = filesUnder(join(ROOT, 'src/engine')).filter((f) => !duel(f));
    const importers = core.filter((f) => runtimeImports(f).some(duel)).map((f) => relative(ROOT, f));
    expect(importers).toEqual([]);
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
