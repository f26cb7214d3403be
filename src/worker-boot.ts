// Starting worker threads (the renderer's, the AI's, the SQLite store's), from compiled JavaScript or from the TypeScript
// sources (tsx, vitest): a worker does not inherit the TS loader's hooks, so it registers tsx
// itself before importing the worker module.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Worker code that registers tsx's ESM hooks (its ESM entry, as its package exports it) first. */
function tsxBoot(url: URL): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(join(dirname(pkgPath), pkg.exports['./esm/api'].import.default)).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`;
}

/** A worker running the module at `url` (a .ts one through tsx), with `options` (workerData…). */
export function startWorker(url: URL, options: WorkerOptions = {}): Worker {
  return url.pathname.endsWith('.ts') ? new Worker(tsxBoot(url), { ...options, eval: true }) : new Worker(url, options);
}
