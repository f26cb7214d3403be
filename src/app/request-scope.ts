// Whether the current request has stored anything yet. The error triage reads it: "please
// try again" is only honest when nothing was saved; after a save the user is told the move
// was recorded instead, so a retry never applies it twice.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  saved: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

export function inRequest<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run({ saved: false }, fn);
}

export function noteSaved(): void {
  const s = scope.getStore();
  if (s) s.saved = true;
}

export function savedInRequest(): boolean {
  return scope.getStore()?.saved ?? false;
}
