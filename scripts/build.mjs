// The production build: the bot's entry points compiled to plain JavaScript by esbuild, so
// `npm start` runs node on them instead of transforming TypeScript at run time (tsx keeps every
// function's name through esbuild's keepNames helper, about a fifth of the Napoléon AI's CPU).
// One bundle per entry, shared code in chunks beside them, npm packages left as imports. It
// takes well under a second, so `npm start` builds every time (scripts/start.mjs): what runs
// is always the sources as they are.
//
// Where it writes matters. Modules find data/, assets/ and their worker threads from their own
// file (import.meta.url), as src/<folder>/<file>.ts does: `../../data/…`, `./draw-worker.js`.
// A build therefore sits two levels below the repository, entries and chunks side by side, in
// dist/<hash of its contents>/: a running bot keeps loading chunks and workers from its own
// build while a newer one is written beside it, and two builds of the same sources at once
// (two shards, two tests) end in the same folder, moved into place whole.
//
// CLI: node scripts/build.mjs [extra-entry.ts …]   prints the build's folder.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** The bot, the sharding manager, the modules of its worker threads (the renderer's two, the AI's, the SQLite store's), the local table. */
export const ENTRIES = [
  'src/main.ts',
  'src/shard.ts',
  'src/render/draw-worker.ts',
  'src/render/png8Worker.ts',
  'src/app/ai-worker.ts',
  'src/store/sqlite-worker.ts',
  // `npm run local`: the local table (its entry would be main.js too, hence its own name).
  { in: 'src/local/main.ts', out: 'local' },
];

/** Builds kept in dist/: the newest few, so a bot started from an older one keeps its files. */
const KEEP = 5;

/** Builds the entries (and `extra`, paths from the repository); returns the build's folder. */
export async function buildBot(extra = []) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...ENTRIES, ...extra],
    outdir: join(dist, 'out'),
    write: false,
    // Entries by their file name (draw-worker.js beside the chunk that starts it), chunks beside them.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  const files = result.outputFiles
    .map((f) => ({ name: relative(join(dist, 'out'), f.path), contents: f.contents }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.contents);
  const dir = join(dist, hash.digest('hex').slice(0, 16));
  try {
    statSync(join(dir, 'main.js'));
  } catch {
    const tmp = `${dir}.tmp-${process.pid}`;
    for (const f of files) {
      mkdirSync(dirname(join(tmp, f.name)), { recursive: true });
      writeFileSync(join(tmp, f.name), f.contents);
    }
    try {
      renameSync(tmp, dir);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // the same build, moved into place by another process
    }
  }
  const now = new Date();
  utimesSync(dir, now, now);
  prune(dir);
  return dir;
}

/** Removes all but the KEEP newest builds. */
function prune(current) {
  const builds = readdirSync(dist, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[0-9a-f]{16}$/.test(e.name) && join(dist, e.name) !== current)
    .map((e) => ({ path: join(dist, e.name), mtime: statSync(join(dist, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEEP - 1)) rmSync(old.path, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await buildBot(process.argv.slice(2)));
}
