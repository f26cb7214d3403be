// Rating a finished game: its results row → OpenSkill updates for every human seat, overall
// ('*') and for its ruleset, written once per game with a compare-and-set on each player's row
// (on a conflict — another game with a player in common was rated first — it reads again).
// Only finished games are rated: a cancelled game has no results row and changes no rating;
// a seat that abandoned (R-ABN-1) is rated at the place it finished in (it lost).
import type { GameRecord } from '../../app/record.js';
import { presenterOf } from '../games/registry.js';
import type { Luck } from '../luck.js';
import { resultOf } from '../../app/results.js';
import { seasonScope, serverSettings } from '../../app/server-settings.js';
import type { RatingStore, RatingUpdate } from '../../store/ratings.js';
import type { GameRepository } from '../../store/repository.js';

const MAX_ATTEMPTS = 20;

export function ratingsOf(repo: GameRepository): RatingStore | null {
  return repo.ratings ? repo.ratings() : null;
}

/** Rates a finished game (once; a second call finds it rated). False when it does not rate. */
export async function rateFinished(repo: GameRepository, r: GameRecord): Promise<boolean> {
  const store = ratingsOf(repo);
  if (!store || !r.guildId || r.status !== 'over' || !r.state) return false;
  const result = resultOf(r);
  // OpenSkill (and the ~400 modules of ramda and @stdlib under it: 0.27 CPU s) loads with the
  // first game rated, not at every start of a bot process or script.
  const { rateGame, ratedSeats } = await import('../../ratings/rate.js');
  const seats = ratedSeats(result.seats);
  const luck = await luckOf(repo, r);
  // All time, and the server's current season (/risk server new_season) when one was started:
  // the season's rows start from nothing, so its leaderboard begins empty.
  const season = (await serverSettings(repo, r.guildId)).season;
  const base = ['*', result.ruleset];
  const scopes = [...base, ...base.flatMap((x) => seasonScope(season, x) ?? [])];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const updates: RatingUpdate[] = [];
    for (const scope of scopes) {
      const rows = await store.current(
        r.guildId,
        scope,
        seats.map((s) => s.userId),
      );
      const changes = rateGame(result.ruleset, seats, rows);
      for (const c of changes)
        updates.push({
          scope,
          userId: c.userId,
          name: c.name,
          mu: c.after.mu,
          sigma: c.after.sigma,
          ordinal: c.ordinal,
          won: c.won,
          expectedVer: rows.get(c.userId)?.ver ?? 0,
          ...(scope === '*' && luck.has(c.userId) ? { luck: luck.get(c.userId) } : {}),
        });
    }
    if (!updates.length) return false;
    const out = await store.apply(result.gameId, r.guildId, result.endedAt, updates);
    if (out !== 'conflict') return out === 'ok';
  }
  throw new Error(`ratings of game ${r.gameId} kept changing under ${MAX_ATTEMPTS} attempts`);
}

/** Each human's dice luck, from the game's log, where the family measures it. */
async function luckOf(repo: GameRepository, r: GameRecord): Promise<Map<string, Luck>> {
  const perSeat = presenterOf(r).diceLuck(await repo.log(r.gameId));
  const out = new Map<string, Luck>();
  for (const [seat, l] of perSeat ?? []) {
    const userId = r.seats[seat]?.kind === 'human' ? r.seats[seat].userId : null;
    if (userId) out.set(userId, l);
  }
  return out;
}
