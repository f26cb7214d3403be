// The last argument of a move-in (`mv`, `mvs`) or a manoeuvre (`mn`) that changes what follows
// the tap (chain.ts): its own module, since the controls that write it are read by chain.ts.
export const STAY = 's';
export const AND_END = 'e';
