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

/**
 * An import or export-from declaration at the start of a line (after its indent): `import … from
 * '…'`, a bare `import '…'`, `export * from '…'`, `export { … } from '…'` (type-only ones too). A
 * declaration ends at its module specifier and never crosses a `;`: the project's style (Biome)
 * ends every statement with one.
 */
const DECLARATION =
  /^[ \t]*(?:import\s*(?:type\b)?[^;'"]*?\bfrom\s*(['"])[^'"\n]*\1|import\s*(['"])[^'"\n]*\2|export\s*(?:type\b\s*)?(?:\*|\{)[^;'"]*?\bfrom\s*(['"])[^'"\n]*\3)(?:\s*with\s*\{[^}]*\})?/gm;
/**
 * A line that begins an import with braces, a namespace, a type or a bare specifier, or an
 * `export *`: each must begin a DECLARATION (a default import alone is one line, and another
 * language's `import x, y` in a template is no TypeScript).
 */
const BEGINS = /^[ \t]*(?:import\s*(?:type\b\s*)?(?:\{|\*|['"]|[\w$]+\s*,\s*\{)|export\s*(?:type\b\s*)?\*)/gm;

/**
 * `file`'s import and export-from declarations parsed by TypeScript, the rest of the text left
 * out but its line breaks (a declaration's line is the file's own; its column is not): what the
 * import checks read, at a fraction of a whole parse. A line that begins an import the pattern
 * cannot read (a quote or a `;` in a comment inside its braces) throws, naming it, rather than
 * drop an import. test/build/import-graph.test.ts holds it to the whole parse.
 */
export function declarationsOf(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  const cached = declarations.get(file);
  if (cached?.original === text) return cached.source;
  const blank = (from: number, to: number) => text.slice(from, to).replace(/[^\n]+/g, '');
  let kept = '';
  let at = 0;
  const starts = new Set<number>();
  for (const m of text.matchAll(DECLARATION)) {
    const end = m.index + m[0].length + (text[m.index + m[0].length] === ';' ? 1 : 0);
    kept += blank(at, m.index) + text.slice(m.index, end);
    at = end;
    starts.add(m.index);
  }
  for (const m of text.matchAll(BEGINS))
    if (!starts.has(m.index)) {
      const line = text.slice(0, m.index).split('\n').length;
      throw new Error(`${file}:${line}: an import declarationsOf cannot read (test/import-graph.ts)`);
    }
  kept += blank(at, text.length);
  const source = ts.createSourceFile(file, kept, ts.ScriptTarget.ES2022, true);
  declarations.set(file, { original: text, source });
  return source;
}
const declarations = new Map<string, { original: string; source: ts.SourceFile }>();

/** Each file's runtime imports, parsed once per run (the sources do not change under the suite). */
const parsed = new Map<string, string[]>();

/** The modules `file` loads at run time (relative imports and re-exports that are not type-only). */
export function runtimeImports(file: string): string[] {
  let out = parsed.get(file);
  if (!out) parsed.set(file, (out = parseImports(file)));
  return out;
}

function parseImports(file: string): string[] {
  const source = declarationsOf(file);
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
