// Ratings from finished games: Weng-Lin (OpenSkill, Plackett-Luce model) per player per server,
// overall and per ruleset. Pure: takes a game's results row and the players' current ratings,
// returns their new ones. AI seats are left out (they are not rated and do not count as
// opponents); a game with fewer than two human players rates nobody. In a ruleset played in
// teams (napoleon-teams, or any whose `teamPlay` the engine's `seatTeam` reads) the sides are
// rated as teams. Equal places are ties.
import { ordinal, rate, rating } from 'openskill';
import { seatTeam } from '../engine/relations.js';
import { getRuleset, isRulesetId } from '../rules/registry.js';
import type { Ruleset } from '../rules/ruleset.js';

export interface Skill {
  mu: number;
  sigma: number;
}

export interface RatedSeat {
  /** The seat's index in the game (its team under a team rule). */
  seat: number;
  userId: string;
  name: string;
  place: number;
}

export interface RatingChange {
  userId: string;
  name: string;
  before: Skill;
  after: Skill;
  /** The number a leaderboard sorts on: mu − 3σ, scaled (a new player starts at 0). */
  ordinal: number;
  won: boolean;
}

export const NEW_SKILL: Skill = { mu: rating().mu, sigma: rating().sigma };

/** The leaderboard figure: OpenSkill's ordinal (μ − 3σ), shown ×100 / 25 so a beginner has 0 and a strong player ~1000+. */
export const shown = (s: Skill): number => Math.round((ordinal(rating(s)) * 100) / 25);

/** Which seats are rated: humans only. */
export function ratedSeats(
  seats: readonly { seat: number; userId: string | null; kind: string; name: string; place: number }[],
): RatedSeat[] {
  return seats.flatMap((s) =>
    s.kind === 'human' && s.userId && s.place > 0
      ? [{ seat: s.seat, userId: s.userId, name: s.name, place: s.place }]
      : [],
  );
}

/**
 * New ratings for the humans of one finished game, or [] when it does not rate (fewer than two
 * humans, or everyone shares one place). `ruleset`: the game's ruleset id (or the ruleset
 * itself); its team rule groups the seats into sides, each ranked by its best place.
 */
export function rateGame(
  ruleset: string | Pick<Ruleset, 'teamPlay'>,
  seats: readonly RatedSeat[],
  current: ReadonlyMap<string, Skill>,
): RatingChange[] {
  const unique = [...new Map(seats.map((s) => [s.userId, s])).values()];
  if (unique.length < 2 || new Set(unique.map((s) => s.place)).size < 2) return [];
  const rules = typeof ruleset !== 'string' ? ruleset : isRulesetId(ruleset) ? getRuleset(ruleset) : undefined;
  const sides = new Map<number | string, RatedSeat[]>();
  for (const s of unique) {
    const side = seatTeam(rules, s.seat) ?? `seat ${s.seat}`;
    sides.set(side, [...(sides.get(side) ?? []), s]);
  }
  const groups = [...sides.values()];
  const rank = groups.map((g) => Math.min(...g.map((s) => s.place)));
  if (new Set(rank).size < 2) return [];
  const teams = groups.map((g) => g.map((s) => rating(current.get(s.userId) ?? NEW_SKILL)));
  const next = rate(teams, { rank });
  const best = Math.min(...unique.map((s) => s.place));
  return groups.flatMap((g, i) =>
    g.map((s, j) => {
      const after = { mu: next[i][j].mu, sigma: next[i][j].sigma };
      return {
        userId: s.userId,
        name: s.name,
        before: current.get(s.userId) ?? NEW_SKILL,
        after,
        ordinal: shown(after),
        won: s.place === best,
      };
    }),
  );
}
