// What changed between two payloads, as a short list of operations, and its application: the
// live stream sends a viewer only what a move changed since the version it holds (a few
// hundred bytes), not the whole payload again. Pure data (no DOM): the server diffs, the page
// applies. Arrays that only grew (the turn's log) send their new items; other arrays whose
// length changed are sent whole.
export type Key = string | number;
export type Op = { p: Key[]; v: unknown } | { p: Key[]; d: 1 } | { p: Key[]; a: unknown[] };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The operations that turn `a` into `b`. */
export function diff(a: unknown, b: unknown, p: Key[] = [], out: Op[] = []): Op[] {
  if (a === b) return out;
  if (isObj(a) && isObj(b)) {
    for (const k of Object.keys(a)) if (!(k in b)) out.push({ p: [...p, k], d: 1 });
    for (const k of Object.keys(b)) {
      if (!(k in a)) out.push({ p: [...p, k], v: b[k] });
      else diff(a[k], b[k], [...p, k], out);
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) {
      for (let i = 0; i < a.length; i++) diff(a[i], b[i], [...p, i], out);
      return out;
    }
    if (b.length > a.length && a.every((x, i) => same(x, b[i]))) {
      out.push({ p, a: b.slice(a.length) });
      return out;
    }
  }
  if (!same(a, b)) out.push({ p, v: b });
  return out;
}

/** Applies `ops` to a copy of `doc` (the copy shares what did not change). */
export function applyPatch<T>(doc: T, ops: readonly Op[]): T {
  let root: unknown = doc;
  for (const op of ops) {
    if (op.p.length === 0) {
      if ('v' in op) root = op.v;
      else if ('a' in op) root = [...(root as unknown[]), ...op.a];
      continue;
    }
    root = setIn(root, op.p, op);
  }
  return root as T;
}

function setIn(node: unknown, p: Key[], op: Op): unknown {
  const [k, ...rest] = p;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...(node as object) }) as Record<Key, unknown>;
  if (rest.length) copy[k] = setIn(copy[k], rest, op);
  else if ('d' in op) delete copy[k];
  else if ('a' in op) copy[k] = [...(copy[k] as unknown[]), ...op.a];
  else copy[k] = op.v;
  return copy;
}
