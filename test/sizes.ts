// How thoroughly the randomized tests search. `npm test` runs the small size: each property still
// plays every ruleset it covers and can fail for the bug it targets, on fewer random games.
// `npm run test:full` (RISK_PROPERTY_RUNS=full) runs the full size, for a rule change or a
// release (docs/architecture.md, "The test suite").
export const fullSize = process.env.RISK_PROPERTY_RUNS === 'full';

/** How many random games (runs, seeds) a property plays: `small` under npm test, `full` under test:full. */
export const sized = (small: number, full: number): number => (fullSize ? full : small);
