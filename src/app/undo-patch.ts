// What an undoable step changed, kept as the old values at the paths that changed (a few
// numbers of a board for a placement), never a whole state. Works on any game's plain-JSON
// state: the engines replace what they change and share the rest with the state before, so
// the walk skips every shared part by identity.

/** One changed place: its path from the state's root, and the value it had (absent: no such key). */
export interface PatchEntry {
  path: (string | number)[];
  value?: unknown;
  absent?: true;
}

export type UndoPatch = PatchEntry[];

type Container = Record<string | number, unknown>;

const isObject = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** The old values of `before` at every place `after` differs. */
export function diffStates(before: unknown, after: unknown): UndoPatch {
  const out: UndoPatch = [];
  walk(before, after, [], out);
  return out;
}

function walk(a: unknown, b: unknown, path: (string | number)[], out: UndoPatch): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      out.push({ path, value: a });
      return;
    }
    for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], out);
    return;
  }
  if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of Object.keys(a)) walk(a[k], b[k], [...path, k], out);
    for (const k of Object.keys(b)) if (!(k in a)) out.push({ path: [...path, k], absent: true });
    return;
  }
  // Both absent-as-undefined and present-as-undefined read the same after JSON.
  if (a === undefined && b === undefined) return;
  out.push({ path, value: a });
}

/** `current` with the patch's old values put back (copied along the changed paths, never edited in place). */
export function revertPatch(current: unknown, patch: UndoPatch): unknown {
  const copies = new Set<unknown>();
  const own = (v: unknown): Container => {
    if (copies.has(v)) return v as Container;
    const c = (Array.isArray(v) ? v.slice() : { ...(v as object) }) as Container;
    copies.add(c);
    return c;
  };
  let root: unknown = current;
  for (const e of patch) {
    if (e.path.length === 0) {
      root = e.value;
      continue;
    }
    root = own(root);
    let node = root as Container;
    for (let i = 0; i < e.path.length - 1; i++) {
      const child = own(node[e.path[i]!]);
      node[e.path[i]!] = child;
      node = child;
    }
    const last = e.path[e.path.length - 1]!;
    if (e.absent) delete node[last];
    else node[last] = e.value;
  }
  return root;
}
