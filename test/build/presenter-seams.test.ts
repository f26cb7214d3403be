// #30: the presentation never runs the rules. The presenters and the web server (src/discord,
// src/web) and the command handlers (commands/) read what the game gives them; what a move would
// bring is asked of the definition (`preview`, src/game/map-queries.ts) and a log is replayed by
// the app (src/app/history.ts LogReplay). Read from the sources on disk with the TypeScript
// parser (type-only imports, comments and strings never count), the count of
// - value imports of what applies or sets up a game (`applyAction`, `applyActionInPlace`,
//   `newGame`, `replay`, Risk Express's `setupExpress`, `applyExpress`), by any name and from
//   any module;
// - value imports of the modules that hold the rules' moves (src/engine/apply.ts, replay.ts,
//   setup.ts, turns.ts, src/engine/phases/, src/express/engine.ts);
// - calls of a game definition's `apply` or `setup` (`defOf(r).apply(…)`, `host.def.setup(…)`,
//   `expressGame.apply(…)`)
// is 0. The counter is proved on a sample written the old way (`counts` below), so a checker that
// sees nothing cannot pass. The lint (.oxlintrc.json) refuses the same imports as you type.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declarationsOf, filesUnder, ROOT, sourceOf } from '../import-graph.ts';

/** What applies an action or sets a game up, as the engines export it. */
const RUNS = new Set(['applyAction', 'applyActionInPlace', 'newGame', 'replay', 'setupExpress', 'applyExpress']);

/** The modules holding the rules' moves, from the project root (a folder ends with the separator). */
const MOVE_MODULES = [
  join('src', 'engine', 'apply.ts'),
  join('src', 'engine', 'replay.ts'),
  join('src', 'engine', 'setup.ts'),
  join('src', 'engine', 'turns.ts'),
  join('src', 'engine', 'phases') + sep,
  join('src', 'express', 'engine.ts'),
];

/** A receiver that is a game definition: `def`, `mapRisk`, `expressGame`, `x.def`, `defOf(…)`, `definitionFor(…)`. */
function isDefinition(e: ts.Expression): boolean {
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return /^(def|definition|mapRisk|expressGame)$/.test(e.text);
  if (ts.isPropertyAccessExpression(e))
    return e.name.text === 'def' || (ts.isIdentifier(e.name) && isDefinition(e.name));
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) return /^(defOf|definitionFor)$/.test(e.expression.text);
  return false;
}

export interface Found {
  runImports: string[];
  moveModules: string[];
  definitionRuns: string[];
}

/** What one source (at `file`, for resolving its imports) breaks, each as "line: code". */
export function counts(file: string, text: string): Found {
  const out: Found = { runImports: [], moveModules: [], definitionRuns: [] };
  const at = (source: ts.SourceFile, n: ts.Node) =>
    `${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${n.getText()}`;
  // The imports and re-exports, from the file's declarations alone (test/import-graph.ts).
  const declarations = declarationsOf(file, text);
  for (const node of declarations.statements) {
    let spec: ts.Expression | undefined;
    let names: string[] = [];
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (named && ts.isNamedImports(named))
        names = named.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      // A default or namespace import, or a bare one, loads the module's values.
      if (clause?.name || (named && ts.isNamespaceImport(named)) || !clause) names.push('*');
      spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const named = node.exportClause;
      names =
        named && ts.isNamedExports(named)
          ? named.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      spec = node.moduleSpecifier;
    }
    if (!spec || !ts.isStringLiteral(spec) || !names.length) continue;
    if (names.some((n) => RUNS.has(n))) out.runImports.push(at(declarations, node));
    if (!spec.text.startsWith('.')) continue;
    const target = relative(ROOT, resolve(dirname(file), spec.text.replace(/\.js$/, '.ts')));
    if (MOVE_MODULES.some((m) => (m.endsWith(sep) ? target.startsWith(m) : target === m)))
      out.moveModules.push(at(declarations, node));
  }
  // A call of a definition's apply or setup names it: a file that says neither is not parsed whole.
  if (!/apply|setup/.test(text)) return out;
  const source = sourceOf(file, text);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['apply', 'setup'].includes(node.expression.name.text) &&
      isDefinition(node.expression.expression)
    )
      out.definitionRuns.push(at(source, node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The presentation: the presenters, the web server, the command handlers. */
const presentation = (): string[] =>
  [join(ROOT, 'src', 'discord'), join(ROOT, 'src', 'web'), join(ROOT, 'commands')].flatMap((d) => filesUnder(d));

describe('the presentation never runs the rules', () => {
  const found = presentation().map((f) => ({ file: relative(ROOT, f), ...counts(f, readFileSync(f, 'utf8')) }));
  const list = (key: keyof Found) => found.flatMap((f) => f[key].map((x) => `${f.file}:${x}`));

  it('reads the files it checks (the presenters, the web server, the commands)', () => {
    expect(found.length).toBeGreaterThan(100);
    for (const dir of ['src/discord/', 'src/web/', 'commands/'])
      expect(found.some((f) => f.file.split(sep).join('/').startsWith(dir))).toBe(true);
  });

  it('no presenter, web handler or command imports what applies an action or sets a game up', () => {
    expect(list('runImports')).toEqual([]);
    expect(list('moveModules')).toEqual([]);
  });

  it('no presenter, web handler or command applies or sets up a game through its definition (previews and LogReplay do)', () => {
    expect(list('definitionRuns')).toEqual([]);
  });

  it('the counters see each form written the old way (and not its sound neighbours)', () => {
    const old = counts(
      join(ROOT, 'src', 'discord', 'panel', 'controls', 'old.ts'),
      `
      import { applyAction, setsFor } from '../../../engine/index.js';
      import { newGame as fresh } from '../../../engine/index.js';
      import { replay } from '../../../engine/replay.js';
      import { applyExpress } from '../../../express/engine.js';
      import { endTurn } from '../../../engine/turns.js';
      import * as attack from '../../../engine/phases/attack.js';
      export { applyActionInPlace } from '../../../engine/apply.js';
      const r = defOf(rec).apply(s, 0, a, { now: 0 });
      const m = host.def.setup(input, { now: 0 });
      const e = expressGame.apply(s, 1, a, ctx);
      const d = def.apply(state, seat, action, ctx);
      // applyAction(s, 0, a) in a comment is no call, 'newGame' in a string no import
      import type { LoggedAction } from '../../../engine/replay.js';
      import { type Applied, legalActions } from '../../../engine/index.js';
      import { tradeGain } from '../../../game/map-queries.js';
      const p = mapRisk.preview(s, 0, a);
      const f = new LogReplay().feed(entry);
      const g = fn.apply(null, args);
      await store.apply(id, guild, at, updates);
      `,
    );
    expect(old.runImports).toHaveLength(5);
    expect(old.moveModules).toHaveLength(5);
    expect(old.definitionRuns).toHaveLength(4);
  });
});
