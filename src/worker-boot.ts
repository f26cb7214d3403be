// Starting worker threads (the renderer's, the AI's, the SQLite store's), from compiled JavaScript or from the TypeScript
// sources (tsx, vitest). A worker does not inherit the TS loader's hooks: from the sources, its
// module is bundled by esbuild (as scripts/build.mjs builds the bot) once per process and the
// worker runs that; only where esbuild cannot be loaded does the worker register tsx itself.
// Registering tsx costs a worker about 0.3 CPU s (its hooks get a thread of their own and
// transform each module), and a SQLite store starts one per store opened: the tests open
// hundreds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** The bundle of each worker module started from the sources in this process. */
const bundles = new Map<string, URL | null>();

/**
 * The worker module at `url` (a .ts source) bundled into dist/workers/<name>-<hash>.mjs: two
 * levels below the repository like a build's files (its modules find data/ and assets/ from
 * their own file), npm packages left as imports resolved from the repository's node_modules.
 * Null when esbuild is not installed.
 */
function bundled(url: URL): URL | null {
  const known = bundles.get(url.href);
  if (known !== undefined) return known;
  let out: URL | null = null;
  const source = fileURLToPath(url);
  let esbuild: typeof import('esbuild') | undefined;
  try {
    esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  } catch {
    esbuild = undefined;
  }
  if (esbuild) {
    const { outputFiles } = esbuild.buildSync({
      entryPoints: [source],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
    });
    const text = outputFiles[0]!.contents;
    const root = fileURLToPath(new URL('..', import.meta.url));
    const name = source.replace(/^.*[\\/]/, '').replace(/\.ts$/, '');
    const file = join(
      root,
      'dist',
      'workers',
      `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`,
    );
    if (!existsSync(file)) {
      // Moved into place whole: two processes writing the same bundle end with one file.
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.tmp-${process.pid}`;
      writeFileSync(tmp, text);
      renameSync(tmp, file);
      prune(dirname(file), name);
    }
    out = pathToFileURL(file);
  }
  bundles.set(url.href, out);
  return out;
}

/** Bundles of one worker kept: the newest few, so a process started from an older one keeps its file. */
const KEEP = 5;

function prune(dir: string, name: string): void {
  const old = readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.mjs'))
    .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const f of old.slice(KEEP)) rmSync(f.path, { force: true });
}

/** A worker running the module at `url` (a .ts one bundled, or through tsx), with `options` (workerData…). */
export function startWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const js = bundled(url);
  return js ? new Worker(js, options) : new Worker(tsxBoot(url), { ...options, eval: true });
}
