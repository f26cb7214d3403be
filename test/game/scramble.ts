// Every secret a seat may not see, replaced by other values of the same shape (other hands of
// the same sizes, other missions, objectives, ranked missions, hidden HQs, deck order, undealt
// missions, C-SET-7 plans, seed and PRNG): what a seat (or, with seat -1, the public) is shown
// must not change. Used by the AI secrecy test and the live map's payload secrecy test.
import { hqOf, hqRevealed, setHq } from '../../src/engine/ext.js';
import { MISSIONS, OBJECTIVES } from '../../src/engine/content.js';
import { NAPOLEON_MISSIONS, napoleonMissionById } from '../../src/engine/napoleon-missions.js';
import { territoriesControlledBy } from '../../src/engine/board.js';
import { randInt, shuffle, type RngState } from '../../src/engine/rng.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';

export function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 0x1_0000_0000;
}

export type Changed =
  | 'hands'
  | 'deck'
  | 'mission'
  | 'objective'
  | 'ranked'
  | 'hiddenHq'
  | 'pool'
  | 'plans'
  | 'advMissions'
  | 'armed'
  /** The cards under the independents' markers (N2-A, NC-ALLY). */
  | 'markers';

/** `s` with every secret `seat` may not know replaced by other values; notes what changed. */
export function scramble(s: GameState, seat: PlayerId, rng: RngState, changed: Set<Changed>): GameState {
  const x = structuredClone(s);
  x.rng = [randInt(rng, 1e9) + 1, 2, 3, 4];
  x.seed = s.seed + 1 + randInt(rng, 1000);
  // Other hands and the deck: the same sizes, other cards.
  const others = x.players.filter((p) => p.id !== seat);
  const pool = shuffle(rng, [...x.deck, ...others.flatMap((p) => p.hand)]);
  const before = JSON.stringify([x.deck, others.map((p) => p.hand)]);
  for (const p of others) p.hand = pool.splice(0, p.hand.length);
  x.deck = pool;
  if (JSON.stringify([x.deck, others.map((p) => p.hand)]) !== before)
    changed.add(others.some((p) => p.hand.length) ? 'hands' : 'deck');
  // The cards under the independents' (powers') markers: N2-A influence, NC-ALLY.
  const markers = (y: GameState) => JSON.stringify(y.players.filter((p) => p.kind === 'neutral').map((p) => p.hand));
  if (markers(x) !== markers(s)) changed.add('markers');
  if (x.deck.length > 1) changed.add('deck');
  for (const p of others) {
    if (p.mission !== null) {
      p.mission =
        MISSIONS[
          (MISSIONS.findIndex((m) => m.id === p.mission) + 1 + randInt(rng, MISSIONS.length - 1)) % MISSIONS.length
        ].id;
      changed.add('mission');
    }
    if (p.objective !== null) {
      p.objective =
        OBJECTIVES[
          (OBJECTIVES.findIndex((o) => o.number === p.objective) + 1 + randInt(rng, OBJECTIVES.length - 1)) %
            OBJECTIVES.length
        ].number;
      changed.add('objective');
    }
    const hq = hqOf(x, p.id);
    if (hq && !hqRevealed(x, p.id)) {
      const elsewhere = territoriesControlledBy(x, p.id).filter((t) => t !== hq);
      if (elsewhere.length) {
        setHq(x, p.id, elsewhere[randInt(rng, elsewhere.length)]);
        changed.add('hiddenHq');
      }
    }
    const r = x.ext.ranked?.[p.id];
    if (r && r.claimed.length < 3) {
      // NM-3: unclaimed missions stay secret (the fourth shows once three are claimed)
      r.missions = r.missions.map((m) => {
        if (r.claimed.includes(m)) return m;
        const same = NAPOLEON_MISSIONS.filter((n) => n.rank === napoleonMissionById(m).rank && n.id !== m);
        return same[randInt(rng, same.length)].id;
      });
      changed.add('ranked');
    }
  }
  // NA-MIS: the unclaimed missions of the others, each swapped with one of its rank's pile.
  const adv = x.ext.advMissions;
  if (adv)
    for (const p of others) {
      const mine = adv.players[p.id];
      if (!mine) continue;
      mine.held = mine.held.map((m, rank) => {
        const pile = adv.piles[rank];
        if (m < 0 || !pile.length) return m;
        const k = randInt(rng, pile.length);
        const other = pile[k];
        pile[k] = m;
        changed.add('advMissions');
        return other;
      });
    }
  // NA-CRD-5: another's armed card and the territory it names.
  const armed = x.ext.advCards?.armed;
  if (armed)
    for (const p of others) {
      const a = armed[p.id];
      if (!a) continue;
      const own = territoriesControlledBy(x, p.id).filter((t) => t !== a.target);
      if (own.length) a.target = own[randInt(rng, own.length)];
      if (x.deck.length) [a.card, x.deck[0]] = [x.deck[0], a.card];
      changed.add('armed');
    }
  if (x.ext.missions && x.ext.missions.pool.length > 1) {
    x.ext.missions = { pool: shuffle(rng, x.ext.missions.pool) };
    changed.add('pool');
  }
  if (x.phase.kind === 'setupSimultaneous') {
    for (const p of others) {
      const own = territoriesControlledBy(x, p.id);
      if (own.length) {
        x.phase.placements[p.id] = { [own[randInt(rng, own.length)]]: 1 + randInt(rng, 5) };
        changed.add('plans');
      }
    }
  }
  return x;
}
