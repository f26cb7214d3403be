// Pictures drawn once per public view: the same board asked again (the channel's ping and the
// DM pings of that turn, a re-post, /risk board) is answered from a small cache keyed by a hash
// of everything the picture shows, so the bot re-draws only when the public view changed.
import { createHash } from 'node:crypto';
import type { BoardImages } from '../app/images.js';

/** Most pictures kept (a board is ~75 KB: at most a few MB). */
const KEPT = 48;

/** A stable hash of what is drawn; `version` counts actions and is not drawn, so it is left out. */
export function viewKey(kind: string, ...parts: unknown[]): string {
  const json = JSON.stringify(parts, (k, v: unknown) => (k === 'version' ? undefined : v));
  return createHash('sha1').update(kind).update('\0').update(json).digest('base64');
}

/** `inner` with its pictures cached by view (least recently used first out). */
export function cachedImages(inner: BoardImages, kept = KEPT): BoardImages & { readonly drawn: number } {
  const cache = new Map<string, Promise<Buffer | null>>();
  let drawn = 0;
  const once = <T extends Buffer | null>(key: string, draw: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) {
      cache.delete(key);
      cache.set(key, hit); // most recently used last
      return hit;
    }
    drawn++;
    const made = draw();
    cache.set(key, made);
    made.catch(() => cache.delete(key)); // a failed drawing is tried again next time
    while (cache.size > kept) cache.delete(cache.keys().next().value!);
    return made;
  };
  const out: BoardImages & { readonly drawn: number } = {
    extension: inner.extension,
    get drawn() {
      return drawn;
    },
    board: (view, options) => once(viewKey('board', view, options), () => inner.board(view, options)),
    battle: (view, options) => once(viewKey('battle', view, options), () => inner.battle(view, options)),
    goal: (view, overlay, options) =>
      once(viewKey('goal', view, overlay, options), () => inner.goal(view, overlay, options)),
  };
  const express = inner.express;
  if (express)
    out.express = (view, options) => once(viewKey('express', view, options), () => express.call(inner, view, options));
  return out;
}
