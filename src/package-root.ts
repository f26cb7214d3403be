// Where the repository is, for files read at run time (.env, the live page's sources): found by
// walking up from this module to the folder holding package.json, so the answer is the same
// whether this code runs from src/ under tsx or from the compiled build in dist/ (scripts/build.mjs).
import { existsSync } from 'node:fs';

function findRoot(from: URL): URL {
  for (let dir = new URL('.', from); ; ) {
    if (existsSync(new URL('package.json', dir))) return dir;
    const up = new URL('..', dir);
    if (up.href === dir.href) throw new Error(`no package.json above ${from.href}`);
    dir = up;
  }
}

/** The repository's folder, as a file: URL ending in a slash. */
export const PACKAGE_ROOT: URL = findRoot(new URL(import.meta.url));

/** A file of the repository by its path from the root (e.g. 'src/web/client/page.css'). */
export const fromPackageRoot = (path: string): URL => new URL(path, PACKAGE_ROOT);
