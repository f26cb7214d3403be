// The engine's data files (missions, objectives, card effects, the 1796 scenario, the Express
// cards) are read and checked when a game first needs them, not when the engine is imported:
// every bot process, AI thread and drawing thread imports the engine, and most of them never
// read most of the files (each costs zod's checks and, for the Europe board's, the map itself).

/** `make`'s value, made on the first call and the same object on every call after. */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/**
 * A constant that stands for `get()`'s value, made on its first use: every read, listing and
 * write goes to that value (a list stays an array to `Array.isArray`, `JSON.stringify` and
 * `toEqual`). Reading through it costs a trap per property, so the engine's own hot paths call
 * the getter; this is the exported constant other layers and tests read.
 */
export function lazyConstant<T extends object>(shape: 'array' | 'object', get: () => T): T {
  const target = (shape === 'array' ? [] : {}) as T;
  return new Proxy(target, {
    get: (_, key) => {
      const value = get();
      return Reflect.get(value, key, value) as unknown;
    },
    set: (_, key, v) => Reflect.set(get(), key, v),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      // a proxy may call configurable only what its (empty) target has as such: an array's length
      return d && !Reflect.getOwnPropertyDescriptor(t, key) ? { ...d, configurable: true } : d;
    },
    defineProperty: (_, key, d) => Reflect.defineProperty(get(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(get(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
}
