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
// A build of unchanged sources is not made again: beside the builds, dist/inputs/ keeps for each
// list of entries the files the last build read (esbuild's metafile, plus tsconfig.json and
// package.json) with a hash of their contents. While every one of them reads the same, that
// build is what these sources compile to, and its folder is returned without running esbuild
// (a hash of ~600 files: about 20 ms, against about a CPU second for the build). A source that
// changed, or one the sources now import (its importer changed), builds anew. The tests start
// the bot and its scripts dozens of times (docs/architecture.md, "The test suite").
//
// CLI: node scripts/build.mjs [extra-entry.ts …]   prints the build's folder.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// esbuild's JavaScript API loads only when a build is made: a start on an unchanged build (every
// `npm start` but the first) reads only its version, from its package.json.
const { version } = createRequire(import.meta.url)('esbuild/package.json');
/** esbuild once loaded (by a build), else null. */
let esbuild = null;

/** Stops esbuild's compiler process if a build started it (the bot's live page starts its own when it builds). */
export async function stopBuilds() {
  await esbuild?.stop();
}

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

/** Files every build depends on besides those esbuild reads for the entries. */
const SETTINGS = ['tsconfig.json', 'package.json'];

/** The hash of these files' names and contents (paths from the repository), or null if one is gone. */
function sourcesHash(files) {
  const hash = createHash('sha256');
  try {
    for (const f of files)
      hash
        .update(f)
        .update('\0')
        .update(readFileSync(join(root, f)))
        .update('\0');
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/** Where the inputs of a build of these entries are kept: one file per list of entries, esbuild version and build script. */
function inputsFile(entries) {
  const key = createHash('sha256')
    .update(JSON.stringify(entries))
    .update(version)
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  return join(dist, 'inputs', `${key}.json`);
}

/** Whether a file was written since `ms` (or is gone). */
function changedSince(files, ms) {
  try {
    return files.some((f) => statSync(join(root, f)).mtimeMs >= ms - 1000);
  } catch {
    return true;
  }
}

/** The folder of the last build of these entries if none of the files it read has changed since. */
function unchanged(file) {
  let kept;
  try {
    kept = JSON.parse(readFileSync(file, 'utf8'));
    statSync(join(kept.dir, 'main.js'));
  } catch {
    return null;
  }
  return sourcesHash(kept.inputs) === kept.hash ? kept.dir : null;
}

/** Builds the entries (and `extra`, paths from the repository); returns the build's folder. */
export async function buildBot(extra = []) {
  const entries = [...ENTRIES, ...extra];
  const inputsAt = inputsFile(entries);
  const same = unchanged(inputsAt);
  if (same) {
    const now = new Date();
    utimesSync(same, now, now);
    return same;
  }
  const started = Date.now();
  esbuild ??= await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
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
    metafile: true,
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
  // What this build read, for the next call (written whole: a reader sees the old file or this
  // one); not if a file changed while it ran, as the hash would then be of what it did not read.
  const inputs = [...Object.keys(result.metafile.inputs), ...SETTINGS].sort();
  const read = sourcesHash(inputs);
  if (read && !changedSince(inputs, started)) {
    mkdirSync(dirname(inputsAt), { recursive: true });
    const tmp = `${inputsAt}.tmp-${process.pid}`;
    writeFileSync(tmp, JSON.stringify({ dir, hash: read, inputs }));
    renameSync(tmp, inputsAt);
  }
  return dir;
}

/** The builds dist/inputs/ names: the last of each list of entries, which the next call may return. */
function named() {
  const dirs = new Set();
  try {
    for (const f of readdirSync(join(dist, 'inputs')))
      if (f.endsWith('.json'))
        try {
          dirs.add(JSON.parse(readFileSync(join(dist, 'inputs', f), 'utf8')).dir);
        } catch {
          // being written, or damaged: its build is not protected
        }
  } catch {
    // no inputs kept yet
  }
  return dirs;
}

/**
 * Removes all but the KEEP newest builds, and those dist/inputs/ names: a run of the tests
 * builds several lists of entries (the bot, its scripts, the tests' workers), and the one whose
 * threads a test process runs (RISK_WORKER_BUILD) must outlive the others.
 */
function prune(current) {
  const keep = named();
  const builds = readdirSync(dist, { withFileTypes: true })
    .filter(
      (e) =>
        e.isDirectory() &&
        /^[0-9a-f]{16}$/.test(e.name) &&
        join(dist, e.name) !== current &&
        !keep.has(join(dist, e.name)),
    )
    .map((e) => ({ path: join(dist, e.name), mtime: statSync(join(dist, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEEP - 1)) rmSync(old.path, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await buildBot(process.argv.slice(2)));
}
