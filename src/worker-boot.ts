// Starting worker threads (the renderer's, the AI's, the SQLite store's), from compiled JavaScript or from the TypeScript
// sources (tsx, vitest): a worker does not inherit the TS loader's hooks, so it registers tsx
// itself before importing the worker module — unless RISK_WORKER_BUILD names a build of these
// sources (scripts/build.mjs, whose entries include every worker module), whose compiled module
// the thread then runs. The tests set it (test/setup-workers.ts): a thread under tsx takes two
// to four times the CPU to start (the AI's: 1.2 s against 0.33), and the tests start hundreds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Worker code that registers tsx's ESM hooks (its ESM entry, as its package exports it) first. */
function tsxBoot(url: URL): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(join(dirname(pkgPath), pkg.exports['./esm/api'].import.default)).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`;
}

/** compiledWorker's answers by build directory and module: a build's directory is named for its contents, so an answer holds. */
const compiled = new Map<string, string | null>();

/**
 * The compiled twin of a TypeScript worker module in the build RISK_WORKER_BUILD names: the
 * entry of that file name whose source map says it was compiled from this very module.
 */
export function compiledWorker(url: URL): string | null {
  const dir = process.env.RISK_WORKER_BUILD;
  if (!dir) return null;
  const key = `${dir}\0${url.href}`;
  let js = compiled.get(key);
  if (js === undefined) {
    js = findCompiled(dir, url);
    compiled.set(key, js);
  }
  return js;
}

function findCompiled(dir: string, url: URL): string | null {
  const js = join(dir, `${basename(url.pathname, '.ts')}.js`);
  try {
    const map = JSON.parse(readFileSync(`${js}.map`, 'utf8')) as { sources: string[] };
    return map.sources.some((s) => resolve(dir, s) === fileURLToPath(url)) ? js : null;
  } catch {
    return null; // no such entry in the build
  }
}

/** A worker running the module at `url` (a .ts one compiled by RISK_WORKER_BUILD's build, or through tsx), with `options` (workerData…). */
export function startWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const js = compiledWorker(url);
  return js ? new Worker(js, options) : new Worker(tsxBoot(url), { ...options, eval: true });
}
