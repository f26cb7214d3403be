// #30: a record reaches a family's code typed by the family object (src/discord/games/family.ts)
// or narrowed by a guard that cannot throw (`isMapRecord`); outside a family's own folder the
// product never casts a record to a family's type (asMap / asExpress, which throw for another
// family's game, or a bare `as MapRecord`). Before the family object there were 18 (14 `asMap`
// in src, 2 in commands/, 2 `as MapRecord`).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { declarationsOf, filesUnder, ROOT, sourceOf } from '../import-graph.ts';

const CASTS = new Set(['asMap', 'asExpress']);
const RECORD_TYPES = new Set(['MapRecord', 'ExpressRecord']);
/** A family's own folder may cast its own records (its presenter's helpers, its taps). */
const OWN = ['src/discord/games/map/', 'src/discord/games/express/'];

/** Every cast of a record to a family's type in `file`: `asMap(…)` calls and `… as MapRecord`. */
function castsIn(file: string): string[] {
  // A cast names one of these types or functions: a file that names none is not parsed.
  const text = readFileSync(file, 'utf8');
  if (![...CASTS, ...RECORD_TYPES].some((name) => text.includes(name))) return [];
  const source = sourceOf(file, text);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    const at = () => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CASTS.has(node.expression.text))
      out.push(`${at()} ${node.expression.text}(…)`);
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      ts.isTypeReferenceNode(node.type) &&
      ts.isIdentifier(node.type.typeName) &&
      RECORD_TYPES.has(node.type.typeName.text)
    )
      out.push(`${at()} as ${node.type.typeName.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

it('the product casts no record to a family type outside that family’s folder (src/, commands/)', () => {
  const files = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'commands'))].filter(
    (f) => !f.includes('/src/web/client/') && !OWN.some((own) => relative(ROOT, f).startsWith(own)),
  );
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap(castsIn)).toEqual([]);
});

it('the scan finds a cast where there is one (a test file that plays map games)', () => {
  expect(castsIn(join(ROOT, 'test/bot/e2e.test.ts')).length).toBeGreaterThan(0);
});

/** The module specifiers `file` imports or re-exports (type-only ones too). */
function importsOf(file: string): string[] {
  const source = declarationsOf(file);
  return source.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? [node.moduleSpecifier.text]
      : [],
  );
}

/** Identifiers `file` names anywhere (calls, imports). */
function namesIn(file: string): Set<string> {
  const source = sourceOf(file);
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

it('the presentation reaches a ruleset’s own modules through the engine’s surface, never src/engine/advanced, duel or campaign', () => {
  const files = [
    ...filesUnder(join(ROOT, 'src/discord')),
    ...filesUnder(join(ROOT, 'src/web')),
    ...filesUnder(join(ROOT, 'commands')),
  ].filter((f) => !f.includes('/src/web/client/'));
  const inner = files.flatMap((f) =>
    importsOf(f)
      .filter((spec) => /engine\/(advanced|campaign)\/|engine\/duel/.test(spec))
      .map((spec) => `${relative(ROOT, f)} → ${spec}`),
  );
  expect(inner).toEqual([]);
});

it('commands never run the engine: the slash commands and their helpers hand the action to the app (flow.play)', () => {
  const files = [
    ...filesUnder(join(ROOT, 'commands')),
    join(ROOT, 'src/discord/command.ts'),
    join(ROOT, 'src/discord/advanced-commands.ts'),
  ];
  // (a file whose text never says applyAction names neither identifier: it is not parsed)
  const running = files.filter(
    (f) =>
      readFileSync(f, 'utf8').includes('applyAction') &&
      ['applyAction', 'applyActionInPlace'].some((n) => namesIn(f).has(n)),
  );
  expect(running.map((f) => relative(ROOT, f))).toEqual([]);
});
