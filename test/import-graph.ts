// The project's import graph as the runtime sees it: which modules a file loads (type-only
// imports are erased and do not count), and the import cycles among a set of files. A cycle
// makes a module's exports undefined while another module of the cycle loads, so whether code
// works would depend on which module an entry point imports first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '..');

/** Every .ts file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * `file` parsed by TypeScript (parent nodes set), once per worker: the source checks of test/build
 * (import cycles, family casts, ruleset and presenter seams) walk the same files, and parsing them
 * was most of what those checks cost. `text` given (a sample written for a test) is parsed as it is.
 */
export function sourceOf(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  const cached = sources.get(file);
  if (cached?.text === text) return cached;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  sources.set(file, source);
  return source;
}
const sources = new Map<string, ts.SourceFile>();

/** Each file's runtime imports, parsed once per run (the sources do not change under the suite). */
const parsed = new Map<string, string[]>();

/** The modules `file` loads at run time (relative imports and re-exports that are not type-only). */
export function runtimeImports(file: string): string[] {
  let out = parsed.get(file);
  if (!out) parsed.set(file, (out = parseImports(file)));
  return out;
}

function parseImports(file: string): string[] {
  const source = sourceOf(file);
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
