// /risk stats [player] [ruleset]: a player's record on this server from the results rows (of
// one ruleset, or all), their rating there and its history as a small plot drawn in the drawing
// thread. A private answer.
import { recordsCat } from '../../i18n/records.js';
import { duration } from '../../i18n/rules.js';
import { drawRecordPicture } from './picture.js';
import type { GameResult } from '../../store/repository.js';
import type { CommandContext, OptionValues } from '../surface.js';
import { plain } from '../tournament/text.js';
import { scopeOf } from './leaderboard.js';
import { ratingsOf } from './ratings.js';
import { knownRulesetIds } from '../../game/registry.js';
import { seasonScope, serverSettings } from '../../app/server-settings.js';
import { serverCat } from '../../i18n/server.js';

async function say(ctx: CommandContext, text: string): Promise<void> {
  await ctx.reply({ text }, { ephemeral: true });
}

/** Games, wins and places by ruleset, the favourite ruleset, the longest game, from results rows. */
export function recordLines(results: readonly GameResult[], userId: string, locale: string): string[] {
  const c = recordsCat(locale);
  const by = new Map<string, { games: number; wins: number; places: Map<number, number> }>();
  let longest: GameResult | null = null;
  for (const r of results) {
    const seat = r.seats.find((s) => s.userId === userId);
    if (!seat) continue;
    const e = by.get(r.ruleset) ?? { games: 0, wins: 0, places: new Map() };
    e.games++;
    if (seat.place === 1) e.wins++;
    e.places.set(seat.place, (e.places.get(seat.place) ?? 0) + 1);
    by.set(r.ruleset, e);
    if (!longest || r.endedAt - r.startedAt > longest.endedAt - longest.startedAt) longest = r;
  }
  const lines = [...by.entries()]
    .sort((a, b) => b[1].games - a[1].games || a[0].localeCompare(b[0]))
    .map(([ruleset, e]) =>
      c.byRuleset(
        ruleset,
        e.games,
        e.wins,
        [...e.places.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([p, n]) => `${p}×${n}`)
          .join(' '),
      ),
    );
  const favourite = [...by.entries()].sort((a, b) => b[1].games - a[1].games || a[0].localeCompare(b[0]))[0];
  if (favourite) lines.push(c.favourite(favourite[0]));
  if (longest)
    lines.push(
      c.longest(
        longest.ruleset,
        longest.rounds,
        duration(Math.max(1, Math.round((longest.endedAt - longest.startedAt) / 60_000)), locale as 'en'),
      ),
    );
  return lines;
}

export async function stats(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const c = recordsCat(ctx.user.locale);
  if (!ctx.guildId) return say(ctx, c.notInServer);
  const scope = scopeOf(opts.ruleset);
  if (scope === null)
    return say(ctx, c.badRuleset(String(opts.ruleset).slice(0, 40), ['all', ...knownRulesetIds()].join(', ')));
  const userId = typeof opts.player === 'string' ? opts.player : ctx.user.id;
  const results = (await ctx.bot.service.store.resultsByUser(userId, 1000)).filter(
    (r) => r.guildId === ctx.guildId && (scope === '*' || r.ruleset === scope),
  );
  const seatName = results.flatMap((r) => r.seats.filter((s) => s.userId === userId)).at(0)?.name;
  const name = plain(seatName ?? (userId === ctx.user.id ? ctx.user.name : ctx.bot.mention(userId)));
  if (!results.length) return say(ctx, scope === '*' ? c.statsNone(name) : c.statsNoneIn(name, scope));
  const title = scope === '*' ? c.statsTitle(name) : `${c.statsTitle(name)} — ${scope}`;
  const lines = [title, ...recordLines(results, userId, ctx.user.locale)];
  const store = ratingsOf(ctx.bot.service.store);
  const rank = store ? await store.rankOf(ctx.guildId, scope, userId) : null;
  const images = [];
  if (store && rank) {
    lines.push(c.rating(rank.row.ordinal, rank.rank, await store.count(ctx.guildId, scope)));
    const history = await store.history(ctx.guildId, scope, userId, 200);
    const values = [0, ...history.map((h) => h.ordinal)];
    images.push({
      name: 'rating.png',
      data: await drawRecordPicture({ kind: 'ratingPlot', title: c.plotTitle, values, axis: c.plotAxis }),
    });
  }
  // The current season beside all time (its ratings started from nothing).
  const season = (await serverSettings(ctx.bot.service.store, ctx.guildId)).season;
  const inSeason = store && season ? await store.rankOf(ctx.guildId, seasonScope(season, scope)!, userId) : null;
  if (store && season) {
    const sc = serverCat(ctx.user.locale);
    lines.push(
      inSeason
        ? sc.seasonRating(
            season.number,
            inSeason.row.ordinal,
            inSeason.rank,
            await store.count(ctx.guildId, seasonScope(season, scope)!),
          )
        : sc.seasonUnrated(season.number),
    );
  }
  // Dice luck is summed over every rated game (it is kept with the overall rating only).
  const luck = store && scope === '*' ? await store.luck(ctx.guildId, userId) : null;
  if (luck)
    lines.push(
      c.luck(luck.lost, new Intl.NumberFormat(ctx.user.locale, { maximumFractionDigits: 1 }).format(luck.expected)),
    );
  // How ratings count (tables, AI seats, μ − 3σ), as under the leaderboard: kept whole at the end.
  const note = `-# ${c.howRated}`;
  const text = `${lines.join('\n').slice(0, 2000 - note.length - 1)}\n${note}`;
  await ctx.reply({ text, images }, { ephemeral: true });
}
