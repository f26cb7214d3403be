// sfc32: small, fast, good enough for dice, and its whole state is four uint32s that live in
// the game state, so a game replays exactly from its seed.

export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  // splitmix32 spreads a small integer seed over the four words.
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `state` in place and returns a uint32. */
export function nextUint32(state: RngState): number {
  // read by index: a destructuring may go through the array's iterator on every draw
  let a = state[0],
    b = state[1],
    c = state[2],
    d = state[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  state[0] = a >>> 0;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  return t;
}

/** Uniform integer in [0, n) without modulo bias. */
export function randInt(state: RngState, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** randInt(state, 6)'s bound, kept: a die is rolled more than anything else is drawn. */
const SIX_LIMIT = Math.floor(0x100000000 / 6) * 6;

export function rollDie(state: RngState): number {
  for (;;) {
    const x = nextUint32(state);
    if (x < SIX_LIMIT) return (x % 6) + 1;
  }
}

export function rollDice(state: RngState, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rollDie(state));
  return out;
}

export function shuffle<T>(state: RngState, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randInt(state, i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * A binomial count, `trials` draws each true with probability `p`, from one uint32 (inverse
 * transform over the distribution) rather than one draw per trial.
 */
export function randBinomial(state: RngState, trials: number, p: number): number {
  if (trials <= 0 || p <= 0) return 0;
  if (p >= 1) return trials;
  const u = nextUint32(state) / 0x100000000;
  const odds = p / (1 - p);
  let pk = Math.pow(1 - p, trials); // P(0)
  let cdf = pk;
  let k = 0;
  while (u >= cdf && k < trials) {
    pk *= (odds * (trials - k)) / (k + 1);
    k++;
    cdf += pk;
  }
  return k;
}
