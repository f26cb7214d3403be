// Ratings: OpenSkill over finished games (humans only, teams as teams, ties as ties), kept once
// per game on all three stores with a compare-and-set per player, and read as a leaderboard.
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_SKILL, rateGame, ratedSeats, shown } from '../../src/ratings/rate.js';
import type { GameRepository } from '../../src/store/repository.ts';
import { available, backends } from '../store/backends.ts';

const seat = (userId: string | null, place: number, kind = 'human') => ({ userId, name: userId ?? 'AI', kind, place });
/** Seats in seat order (their index is their seat, and their team under a team rule). */
const seated = <T>(xs: T[]) => xs.map((x, i) => ({ ...x, seat: i }));

describe('rating a game', () => {
  it('rates humans only: AI seats are left out, and a game with one human rates nobody', () => {
    expect(ratedSeats(seated([seat('a', 1), seat(null, 2, 'ai'), seat('b', 2)])).map((s) => s.userId)).toEqual([
      'a',
      'b',
    ]);
    expect(
      rateGame('classic', ratedSeats(seated([seat('a', 1), seat(null, 2, 'ai'), seat(null, 2, 'ai')])), new Map()),
    ).toEqual([]);
  });

  it('the winner gains, the others lose; equal places are ties', () => {
    const out = rateGame('classic', ratedSeats(seated([seat('a', 1), seat('b', 2), seat('c', 2)])), new Map());
    const by = new Map(out.map((c) => [c.userId, c]));
    expect(by.get('a')!.after.mu).toBeGreaterThan(NEW_SKILL.mu);
    expect(by.get('b')!.after.mu).toBeLessThan(NEW_SKILL.mu);
    expect(by.get('b')!.after.mu).toBeCloseTo(by.get('c')!.after.mu, 10);
    expect(by.get('a')!.won).toBe(true);
    expect(by.get('b')!.won).toBe(false);
    // Uncertainty shrinks with every game; the shown rating of a beginner is 0.
    expect(by.get('a')!.after.sigma).toBeLessThan(NEW_SKILL.sigma);
    expect(shown(NEW_SKILL)).toBe(0);
  });

  it('RisiKo! places by score order the losers too', () => {
    const out = rateGame(
      'risiko',
      ratedSeats(seated([seat('a', 1), seat('b', 2), seat('c', 3), seat('d', 4)])),
      new Map(),
    );
    const mu = out.map((c) => c.after.mu);
    expect([...mu].sort((x, y) => y - x)).toEqual(mu);
  });

  it('napoleon-teams: the two sides are rated as teams', () => {
    const out = rateGame(
      'napoleon-teams',
      ratedSeats(seated([seat('a', 1), seat('b', 2), seat('c', 1), seat('d', 2)])),
      new Map(),
    );
    const by = new Map(out.map((c) => [c.userId, c.after.mu]));
    expect(by.get('a')).toBeCloseTo(by.get('c')!, 10);
    expect(by.get('b')).toBeCloseTo(by.get('d')!, 10);
    expect(by.get('a')!).toBeGreaterThan(NEW_SKILL.mu);
    // As teams, a 2-against-2 moves less than four separate players would for the winners' pair.
    const solo = rateGame('classic', ratedSeats(seated([seat('a', 1), seat('b', 2)])), new Map());
    expect(solo.find((c) => c.userId === 'a')!.after.mu).toBeGreaterThan(NEW_SKILL.mu);
  });

  it('any ruleset declaring teamPlay is rated as teams, by the engine team rule (not a list of names)', () => {
    const table = ratedSeats(seated([seat('a', 1), seat('b', 2), seat('c', 1), seat('d', 2)]));
    const mu = (out: ReturnType<typeof rateGame>) => out.map((c) => [c.userId, c.after.mu] as const).sort();
    const madeUp = rateGame({ teamPlay: true }, table, new Map());
    expect(mu(madeUp)).toEqual(mu(rateGame('napoleon-teams', table, new Map())));
    // seat by seat (no team rule) the same places rate differently: four players, two ties
    expect(mu(madeUp)).not.toEqual(mu(rateGame({}, table, new Map())));
    expect(mu(rateGame({}, table, new Map()))).toEqual(mu(rateGame('classic', table, new Map())));
  });

  it('the duel: a strong player beating a beginner gains less than a beginner beating them', () => {
    const strong = { mu: 35, sigma: 3 };
    const expected = rateGame(
      'napoleon-duel',
      ratedSeats(seated([seat('s', 1), seat('n', 2)])),
      new Map([['s', strong]]),
    );
    const upset = rateGame('napoleon-duel', ratedSeats(seated([seat('s', 2), seat('n', 1)])), new Map([['s', strong]]));
    const gain = (o: typeof expected, id: string) =>
      o.find((c) => c.userId === id)!.after.mu - (id === 's' ? strong.mu : NEW_SKILL.mu);
    expect(gain(expected, 's')).toBeGreaterThan(0);
    expect(gain(upset, 'n')).toBeGreaterThan(gain(expected, 's'));
    expect(gain(upset, 's')).toBeLessThan(0);
  });
});

const open: GameRepository[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

for (const backend of backends) {
  describe.runIf(available(backend))(`ratings on ${backend.name}`, () => {
    it('a game is rated once; a stale version is refused; the leaderboard and ranks read the index', async () => {
      const loc = await backend.fresh();
      const repo = await loc.open();
      open.push(repo);
      const store = repo.ratings!();
      const up = (userId: string, ordinal: number, expectedVer: number, won = false) => ({
        scope: '*',
        userId,
        name: userId,
        mu: 25,
        sigma: 8,
        ordinal,
        won,
        expectedVer,
      });
      expect(
        await store.apply('g1', 'G', 10, [
          { ...up('a', 50, 0, true), luck: { lost: 12, expected: 10.5 } },
          up('b', -20, 0),
        ]),
      ).toBe('ok');
      expect(await store.apply('g1', 'G', 10, [up('a', 90, 1, true)])).toBe('done');
      expect(await store.apply('g2', 'G', 20, [up('a', 70, 0), up('c', 10, 0)])).toBe('conflict');
      expect(await store.apply('g2', 'G', 20, [up('a', 70, 1, true), up('c', 10, 0)])).toBe('ok');
      expect(await store.apply('g3', 'G', 30, [up('d', 10, 0)])).toBe('ok');
      const board = await store.leaderboard('G', '*', 0, 10);
      expect(board.map((r) => [r.userId, r.ordinal, r.games, r.wins])).toEqual([
        ['a', 70, 2, 2],
        [board[1].userId, 10, 1, 0],
        [board[2].userId, 10, 1, 0],
        ['b', -20, 1, 0],
      ]);
      expect(await store.count('G', '*')).toBe(4);
      expect((await store.rankOf('G', '*', 'c'))!.rank).toBe(2);
      expect((await store.rankOf('G', '*', 'd'))!.rank).toBe(2);
      expect((await store.rankOf('G', '*', 'b'))!.rank).toBe(4);
      expect(await store.rankOf('G', '*', 'zz')).toBeNull();
      expect(await store.history('G', '*', 'a', 10)).toEqual([
        { at: 10, ordinal: 50 },
        { at: 20, ordinal: 70 },
      ]);
      expect(await store.leaderboard('other', '*', 0, 10)).toEqual([]);
      // Dice luck adds up over the games that had battles; a player who never fought has none.
      expect(await store.luck('G', 'a')).toEqual({ lost: 12, expected: 10.5 });
      expect(await store.luck('G', 'b')).toBeNull();
    });
  });
}
