// test/import-graph.ts reads a file's imports from its declarations alone (`declarationsOf`: the
// import and export-from declarations found line by line, parsed without the rest of the file):
// the import cycles, the seams of the rules core and of the presentation rest on it. Here it is
// held to TypeScript's whole parse: the same declarations, on the same lines, with the same text.
// Under `npm test` every fourth file of src/ and commands/ is compared (a whole parse of each is
// what the shortcut saves), every file under `npm run test:full` (test/sizes.ts).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { declarationsOf, filesUnder, ROOT, sourceOf } from '../import-graph.ts';
import { sized } from '../sizes.ts';

const EVERY = sized(4, 1);

/** The import and export-from declarations of a parse, each as "line: text". */
const declared = (source: ts.SourceFile): string[] =>
  source.statements
    .filter((n) => ts.isImportDeclaration(n) || (ts.isExportDeclaration(n) && n.moduleSpecifier !== undefined))
    .map((n) => `${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${n.getText()}`);

it('the declarations alone give the whole parse’s imports and re-exports (src/, commands/)', () => {
  const files = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'commands'))].filter(
    (_, i) => i % EVERY === 0,
  );
  expect(files.length).toBeGreaterThan(100);
  const differ: string[] = [];
  let found = 0;
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const whole = declared(sourceOf(f, text));
    found += whole.length;
    if (JSON.stringify(declared(declarationsOf(f, text))) !== JSON.stringify(whole)) differ.push(relative(ROOT, f));
  }
  expect(differ).toEqual([]);
  expect(found).toBeGreaterThan(files.length);
});

it('reads every form of declaration the project writes, and nothing that only looks like one', () => {
  const text = `// import { inComment } from './comment.js';
import { a, type B } from './a.js';
import type { C } from './c.js';
import {
  d,
  e,
} from './d.js';
import './side-effect.js';
import data from '../data/x.json' with { type: 'json' };
import * as ns from './ns.js';
export * from './star.js';
export * as stars from './stars.js';
export { f } from './f.js';
export type { G } from './g.js';
export { h };
const later = await import('./dynamic.js');
const text = 'import { q } from "./string.js"';
export const fromArray = Array.from('abc');
import { last } from './last.js';
`;
  const specifiers = (source: ts.SourceFile) =>
    source.statements.flatMap((n) =>
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
        ? [`${source.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${n.moduleSpecifier.text}`]
        : [],
    );
  const whole = sourceOf(join(ROOT, 'sample-declarations.ts'), text);
  const mine = declarationsOf(join(ROOT, 'sample-declarations.ts'), text);
  expect(specifiers(mine)).toEqual(specifiers(whole));
  // an import it cannot read is refused, not dropped
  const unread = `import {\n  a, // the 'first'\n} from './a.js';\n`;
  expect(() => declarationsOf(join(ROOT, 'sample-unread.ts'), unread)).toThrow(/sample-unread.ts:1: an import/);
  expect(specifiers(mine)).toEqual([
    '2 ./a.js',
    '3 ./c.js',
    '4 ./d.js',
    '8 ./side-effect.js',
    '9 ../data/x.json',
    '10 ./ns.js',
    '11 ./star.js',
    '12 ./stars.js',
    '13 ./f.js',
    '14 ./g.js',
    '19 ./last.js',
  ]);
});
