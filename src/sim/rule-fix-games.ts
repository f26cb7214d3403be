// The recorded games issue 14's rule fixes change (indices into the two fixtures), found by
// replaying every game; src/sim/recorded.ts's changedByFix checks each: it differs now and
// replays exactly with its fix reverted. Every other game replays unchanged.

/** K-3: every `capitals` 2000 game of test/fixtures/replay-games.json.gz (each reached the HQ choice). */
export const K3_MAIN: readonly number[] = Array.from({ length: 143 }, (_, k) => 4 + 7 * k);

/** K-3: every `capitals` 2000 game of replay-games-all.json.gz. */
export const K3_ALL: readonly number[] = Array.from({ length: 30 }, (_, k) => 3 + 11 * k);

/** NT-6: the `napoleon-teams` games of replay-games-all.json.gz in which a set was traded. */
export const NT6_ALL: readonly number[] = [
  8, 19, 52, 63, 74, 107, 118, 129, 173, 184, 217, 228, 239, 272, 283, 294, 327,
];
