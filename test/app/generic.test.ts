// src/app is generic over the game definition: no game engine imported, no game phase read.
// The lint (.oxlintrc.json, tools/lint/risk-rules.mjs) enforces it; this proves the rule bites
// and src/app obeys it. The probes are linted in a copy of the lint's configuration, so that
// nothing is written into the source tree.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const oxlint = resolve('node_modules/.bin/oxlint');

interface Diagnostic {
  filename: string;
  code: string;
  message: string;
  help?: string;
}

/** oxlint's JSON verdict on `files`, run in `cwd` (its .oxlintrc.json applies). */
function lint(cwd: string, files: string[]): Diagnostic[] {
  const run = spawnSync(oxlint, ['-f', 'json', ...files], { cwd, encoding: 'utf8' });
  expect(run.stdout, run.stderr).toMatch(/"diagnostics"/);
  return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

const said = (d: Diagnostic) => `${d.code}: ${d.message} ${d.help ?? ''}`;

const probes: Record<string, string> = {
  'src/app/engine.ts': `import { x } from '../engine/index.js';\nexport const y = x;\n`,
  'src/app/rules.ts': `import { x } from '../rules/registry.js';\nexport const y = x;\n`,
  'src/app/ai.ts': `import { x } from '../ai/registry.js';\nexport const y = x;\n`,
  'src/app/express.ts': `import { x } from '../express/index.js';\nexport const y = x;\n`,
  'src/app/engine-types.ts': `import type { GameState } from '../engine/index.js';\nexport type S = GameState;\n`,
  'src/app/phase.ts': `export const over = (s: { phase: { kind: string } }) => s.phase.kind === 'over';\n`,
  'src/game/phase.ts': `export const over = (s: { phase: { kind: string } }) => s.phase.kind === 'over';\n`,
};

let root = '';
let verdict = new Map<string, string[]>();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'risk-lint-'));
  cpSync('.oxlintrc.json', join(root, '.oxlintrc.json'));
  cpSync('tools/lint', join(root, 'tools/lint'), { recursive: true });
  for (const [file, code] of Object.entries(probes)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  verdict = new Map(Object.keys(probes).map((f) => [f, [] as string[]]));
  for (const d of lint(root, Object.keys(probes))) verdict.get(d.filename)?.push(said(d));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the app layer is generic over the game definition', () => {
  it('an import of the map engine, a ruleset, an AI or Risk Express in src/app is a lint error', () => {
    for (const file of ['engine', 'rules', 'ai', 'express', 'engine-types'].map((p) => `src/app/${p}.ts`))
      expect(
        verdict.get(file)!.some((m) => m.includes('generic over the game definition')),
        file,
      ).toBe(true);
  });

  it('reading a game phase (state.phase.kind) in src/app is a lint error; src/game may', () => {
    expect(verdict.get('src/app/phase.ts')!.some((m) => m.includes('does not read a game'))).toBe(true);
    expect(verdict.get('src/game/phase.ts')!).toEqual([]);
  });

  it('every file of src/app passes the lint', () => {
    expect(lint(process.cwd(), ['src/app']).map((d) => `${d.filename}: ${said(d)}`)).toEqual([]);
  });
});
