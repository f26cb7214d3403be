// The page's static files, built when the first web server of the process starts: the client code bundled and
// minified by esbuild (src/web/client), the style sheet, each board's art trimmed to what the
// page draws, and the HTML shell. Each is kept compressed (brotli and gzip) so a viewer costs
// a buffer copy, never a compression on the bot's event loop. Files are found from the repository's
// root, so the compiled bot (dist/, scripts/build.mjs) reads the same sources.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getMap } from '../engine/maps.js';
import { fromPackageRoot } from '../package-root.js';
import type { MapGeometry } from '../render/geometry.js';

export interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer;
  gz: Buffer;
  etag: string;
}

export interface Assets {
  /** By path under /assets/. */
  files: Map<string, Asset>;
  page: Asset;
  /** The page inside Discord (an Activity), when one is set up. */
  activity?: Asset;
}

export interface AssetOptions {
  /** The Discord Activity's page: the application id its SDK needs; `mockSdk` (tests) builds it on DiscordSDKMock. */
  activity?: { clientId: string; mockSdk?: boolean };
}

const ARTS = ['world', 'europe-1811'];

/** A file as served: its bytes, compressed both ways (kept on disk: `compressed`), and its etag. */
export function asset(type: string, body: string | Buffer): Asset {
  const raw = Buffer.from(body);
  const hash = createHash('sha256').update(raw).digest('base64url');
  return {
    type,
    raw,
    br: compressed(hash, raw, 'br'),
    gz: compressed(hash, raw, 'gz'),
    etag: `"${hash.slice(0, 16)}"`,
  };
}

/**
 * A file's compressed bytes, kept on disk by the hash of what was compressed (beside the
 * compiled build, dist/compressed/): brotli 11 of the boards' art and the page's bundle is
 * ~0.7 CPU s, paid by every process that serves the page (each restart, each shard) for bytes
 * that only change with the sources. A folder that cannot be written is no error: the bytes
 * are then compressed at every start, as before.
 */
export function compressed(hash: string, raw: Buffer, kind: 'br' | 'gz'): Buffer {
  const file = compressedFile(hash, kind);
  try {
    const kept = readFileSync(file);
    // Unpacking is a few ms: a file damaged on disk is made again, never served.
    if ((kind === 'br' ? brotliDecompressSync(kept) : gunzipSync(kept)).equals(raw)) return kept;
  } catch {
    // Not kept yet (or not readable): made below.
  }
  const bytes =
    kind === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  try {
    mkdirSync(new URL('.', file), { recursive: true });
    // Written aside and renamed, so a process starting meanwhile never reads half a file.
    const part = new URL(`${file.href}.${process.pid}`);
    writeFileSync(part, bytes);
    renameSync(part, file);
  } catch {
    // Read-only install: compressed again next time.
  }
  return bytes;
}

/** Where a file's compressed bytes are kept. */
export const compressedFile = (hash: string, kind: 'br' | 'gz'): URL =>
  fromPackageRoot(`dist/compressed/${hash}.${kind}`);

/**
 * The art without what the page does not draw (bounding boxes, the generator's note), its sea
 * zones named in every language from the map's names data (the art file carries only the
 * languages it was first laid out for; a German or Spanish game would read English).
 */
export function pageArt(id: string): string {
  const { about: _about, ...g } = JSON.parse(
    readFileSync(fromPackageRoot(`data/maps/${id}.geometry.json`), 'utf8'),
  ) as MapGeometry;
  const territories = Object.fromEntries(
    Object.entries(g.territories).map(([t, { bbox: _bbox, ...rest }]) => [t, rest]),
  );
  const zones = getMap(id).seas.zones;
  const seaZones =
    g.seaZones &&
    Object.fromEntries(
      Object.entries(g.seaZones).map(([z, art]) => [
        z,
        { ...art, name: zones.find((x) => x.id === z)?.name ?? art.name },
      ]),
    );
  return JSON.stringify({ ...g, territories, ...(seaZones ? { seaZones } : {}) });
}

/**
 * A board's art as served: the same for every set of options, so compressed once per process
 * (brotli 11 of the two arts is most of a build's CPU time).
 */
const arts = new Map<string, Asset>();

function artAsset(id: string): Asset {
  let a = arts.get(id);
  if (!a) {
    a = asset('application/json', pageArt(id));
    arts.set(id, a);
  }
  return a;
}

/**
 * The page's files, built once per process and options: the sources do not change while it
 * runs, so a bot restarted in the same process (and the tests' many servers) serves what the
 * first one built instead of bundling and compressing again (about 0.6 CPU s, most of it brotli).
 */
const built = new Map<string, Promise<Assets>>();

export function buildAssets(opts: AssetOptions = {}): Promise<Assets> {
  const key = JSON.stringify(opts.activity ?? null);
  let assets = built.get(key);
  if (!assets) {
    assets = compileAssets(opts);
    built.set(key, assets);
    // A build that failed is tried again by the next server.
    assets.catch(() => built.delete(key));
  }
  return assets;
}

async function compileAssets(opts: AssetOptions): Promise<Assets> {
  // The page and the Activity are two bundles: the Activity's carries Discord's SDK, the page does not.
  const out = await build({
    entryPoints: {
      app: fromPackageRoot('src/web/client/page.ts').pathname,
      ...(opts.activity ? { activity: fromPackageRoot('src/web/client/activity.ts').pathname } : {}),
    },
    outdir: '/assets',
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    // A production build has no mock: the branch that would use it is removed.
    define: { ACTIVITY_MOCK: opts.activity?.mockSdk ? 'true' : 'false' },
  });
  const bundle = (name: string) => {
    const f = out.outputFiles.find((x) => x.path.endsWith(`/${name}.js`));
    return f ? asset('text/javascript; charset=utf-8', Buffer.from(f.contents)) : null;
  };
  const js = bundle('app')!;
  // One style sheet: the page's, then My map's action bar.
  const css = asset(
    'text/css; charset=utf-8',
    Buffer.concat(['page.css', 'play.css'].map((f) => readFileSync(fromPackageRoot(`src/web/client/${f}`)))),
  );
  const v = (a: Asset) => a.etag.slice(1, 9);
  const files = new Map<string, Asset>([
    [`app.${v(js)}.js`, js],
    [`page.${v(css)}.css`, css],
  ]);
  for (const id of ARTS) files.set(`${id}.json`, artAsset(id));
  const shell = (script: string, body: string, extraCss = '') =>
    asset(
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="referrer" content="no-referrer"><title>Risk — live map</title>` +
        `<link rel="stylesheet" href="/assets/page.${v(css)}.css">${extraCss}</head><body${body}>` +
        `<header><h1 id="title">Risk</h1><span id="status"></span><span id="live"></span><div id="pastbar"></div></header>` +
        `<main><div id="left"><div id="boardwrap"></div><div id="timebar"></div><div id="band"></div></div>` +
        `<aside id="side"></aside></main>` +
        `<script src="/assets/${script}" defer></script></body></html>`,
    );
  const page = shell(`app.${v(js)}.js`, '');
  const act = bundle('activity');
  if (!opts.activity || !act) return { files, page };
  const actCss = asset('text/css; charset=utf-8', readFileSync(fromPackageRoot('src/web/client/activity.css')));
  files.set(`activity.${v(act)}.js`, act);
  files.set(`activity.${v(actCss)}.css`, actCss);
  // The application id is public (it is in the Activity's own address); set as an attribute, never as script.
  const id = opts.activity.clientId.replace(/[^0-9]/g, '');
  const activity = shell(
    `activity.${v(act)}.js`,
    ` class="activity" data-client-id="${id}"`,
    `<link rel="stylesheet" href="/assets/activity.${v(actCss)}.css">`,
  );
  return { files, page, activity };
}
