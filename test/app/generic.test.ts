// src/app is generic over the game definition: no game engine imported, no game phase read.
// The lint rule (eslint.config.js) enforces it; this proves the rule bites and src/app obeys it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, file: string): Promise<string[]> {
  const [res] = await eslint.lintText(code, { filePath: file });
  return res.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the app layer is generic over the game definition', () => {
  it('an import of the map engine, a ruleset, an AI or Risk Express in src/app is a lint error', async () => {
    for (const from of ['../engine/index.js', '../rules/registry.js', '../ai/registry.js', '../express/index.js']) {
      const found = await problems(`import { x } from '${from}';\nexport const y = x;\n`, 'src/app/probe.ts');
      expect(found.some((m) => m.includes('generic over the game definition'))).toBe(true);
    }
    const typeOnly = await problems(
      `import type { GameState } from '../engine/index.js';\nexport type S = GameState;\n`,
      'src/app/probe.ts',
    );
    expect(typeOnly.some((m) => m.includes('generic over the game definition'))).toBe(true);
  });

  it('reading a game phase (state.phase.kind) in src/app is a lint error; src/game may', async () => {
    const code = `export const over = (s: { phase: { kind: string } }) => s.phase.kind === 'over';\n`;
    expect((await problems(code, 'src/app/probe.ts')).some((m) => m.includes('does not read a game'))).toBe(true);
    expect((await problems(code, 'src/game/probe.ts')).some((m) => m.includes('does not read a game'))).toBe(false);
  });

  it('every file of src/app passes that rule', async () => {
    const files = readdirSync('src/app')
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('src/app', f));
    const results = await eslint.lintFiles(files);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId} ${m.message}`))).toEqual([]);
  });
});
