// A whole-number option as typed (Discord sends numbers; the local table sends text): undefined
// when left out, NaN when it is not a number. Its own module: the game options of /risk new
// (new-options.ts) read numbers too, and command.ts imports the family registry.
export function intArg(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : NaN;
}
