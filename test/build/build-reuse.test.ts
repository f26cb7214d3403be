// scripts/build.mjs uses a build again when none of its sources changed (size and modification
// time of every file esbuild read), and compiles again as soon as one did: `npm start` always
// runs the sources as they are.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Build {
  buildBot(extra?: string[]): Promise<string>;
}

// A source of this test's own under dist/ (ignored by git and the type check), built as an extra entry.
const dir = join(root, 'dist', `probe-${process.pid}`);
const probe = join(dir, 'probe.ts');
// Its builds are its own too (their source maps name the probe's folder): removed with it.
const builds: string[] = [];
afterAll(() => {
  for (const d of [dir, ...builds]) rmSync(d, { recursive: true, force: true });
});

describe('scripts/build.mjs', () => {
  it('compiles again when a source changed, and uses the build again when none did', async () => {
    const { buildBot } = (await import(join(root, 'scripts/build.mjs'))) as Build;
    mkdirSync(dir, { recursive: true });
    const entry = relative(root, probe);
    writeFileSync(probe, "export const said = 'first';\n");
    const first = await buildBot([entry]);
    builds.push(first);
    expect(readFileSync(join(first, 'probe.js'), 'utf8')).toMatch(/first/);
    writeFileSync(probe, "export const said = 'second one';\n");
    const second = await buildBot([entry]);
    builds.push(second);
    expect(second).not.toBe(first);
    expect(readFileSync(join(second, 'probe.js'), 'utf8')).toMatch(/second one/);
    // Nothing changed: the same folder, its list of sources not written again (no compile).
    const listed = statSync(join(second, 'sources.json')).mtimeMs;
    expect(await buildBot([entry])).toBe(second);
    expect(statSync(join(second, 'sources.json')).mtimeMs).toBe(listed);
  });
});
