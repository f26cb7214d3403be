// /risk leaderboard [ruleset] [page]: one page of the server's ratings (indexed rows, ten at a
// time) as a picture drawn in the drawing thread, the reader's own rank below it, and ◀ ▶ to
// turn the page in place. A private answer.
import { knownRulesetIds } from '../../game/registry.js';
import { recordsCat, type RecordsCatalogue } from '../../i18n/records.js';
import { drawRecordPicture } from './picture.js';
import type { LeaderboardImage, LeaderboardRow } from '../../render/leaderboard.js';
import type { RatingRow, RatingStore } from '../../store/ratings.js';
import { seasonScope, serverSettings } from '../../app/server-settings.js';
import { serverCat } from '../../i18n/server.js';
import type { Button, CommandContext, OptionValues, OutMessage } from '../surface.js';
import { ratingsOf } from './ratings.js';

export const PAGE_SIZE = 10;

/** Pages drawn lately, by what they show: turning back and forth draws nothing again. */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 64;

async function picture(page: LeaderboardImage): Promise<Buffer> {
  const key = JSON.stringify(page);
  const hit = drawn.get(key);
  if (hit) return hit;
  const png = await drawRecordPicture({ kind: 'leaderboard', page });
  drawn.set(key, png);
  if (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  return png;
}

/** '*' (every ruleset) for no ruleset or "all"; the ruleset id; null when no ruleset has that id. */
export function scopeOf(ruleset: unknown): string | null {
  if (ruleset === undefined || ruleset === '' || ruleset === 'all' || ruleset === '*') return '*';
  const id = String(ruleset).trim().toLowerCase();
  return knownRulesetIds().includes(id) ? id : null;
}

const scopeName = (c: RecordsCatalogue, scope: string) => (scope === '*' ? c.allRulesets : scope);

/** `:a` marks all time on a server that has seasons (the season is the default). */
export const leaderboardButtonId = (scope: string, page: number, allTime = false) =>
  `lb:${scope}:${page}${allTime ? ':a' : ''}`;

/** The rows of a page with their ranks: equal ratings share a rank (the first is placed by counting those above it). */
async function rankedPage(
  store: RatingStore,
  guildId: string,
  scope: string,
  page: number,
): Promise<{ rank: number; row: RatingRow }[]> {
  const rows = await store.leaderboard(guildId, scope, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  let rank = (page - 1) * PAGE_SIZE + 1;
  if (page > 1 && rows[0]) rank = (await store.rankOf(guildId, scope, rows[0].userId))?.rank ?? rank;
  return rows.map((row, i) => {
    if (i > 0 && row.ordinal !== rows[i - 1].ordinal) rank = (page - 1) * PAGE_SIZE + i + 1;
    return { rank, row };
  });
}

const imageRow = (rank: number, r: RatingRow, me: boolean): LeaderboardRow => ({
  rank,
  name: r.name,
  rating: r.ordinal,
  games: r.games,
  wins: r.wins,
  me,
});

/** One page: its words, what its picture shows and its page buttons; or a refusal's words. */
export async function leaderboardPage(
  ctx: CommandContext,
  scopeWanted: unknown,
  pageWanted: unknown,
  allTime = false,
): Promise<{ text: string; spec?: LeaderboardImage; buttons?: Button[][] }> {
  const c = recordsCat(ctx.user.locale);
  const store = ratingsOf(ctx.bot.service.store);
  if (!ctx.guildId || !store) return { text: c.notInServer };
  const base = scopeOf(scopeWanted);
  if (base === null)
    return { text: c.badRuleset(String(scopeWanted).slice(0, 40), ['all', ...knownRulesetIds()].join(', ')) };
  // A server with seasons shows the current one unless all time is asked for.
  const season = (await serverSettings(ctx.bot.service.store, ctx.guildId)).season;
  const scope = (!allTime && seasonScope(season, base)) || base;
  const sc = serverCat(ctx.user.locale);
  const named = season
    ? scope === base
      ? sc.allTime(scopeName(c, base))
      : sc.seasonScope(season.number, scopeName(c, base))
    : scopeName(c, base);
  const total = await store.count(ctx.guildId, scope);
  if (total === 0) return { text: season && scope !== base ? sc.seasonEmpty(season.number) : c.empty };
  const pages = Math.ceil(total / PAGE_SIZE);
  const page = typeof pageWanted === 'number' ? Math.floor(pageWanted) : 1;
  if (page < 1 || page > pages) return { text: c.noPage(pages) };
  const [rows, mine] = await Promise.all([
    rankedPage(store, ctx.guildId, scope, page),
    store.rankOf(ctx.guildId, scope, ctx.user.id),
  ]);
  const spec: LeaderboardImage = {
    title: c.image.title(named),
    page: c.image.page(page, pages),
    headers: c.image.heads,
    rows: rows.map((x) => imageRow(x.rank, x.row, x.row.userId === ctx.user.id)),
    mine: mine ? { label: c.image.mine(mine.rank, total), row: imageRow(mine.rank, mine.row, true) } : null,
  };
  const text = [
    c.leaderboardTitle(named, page, pages),
    mine ? c.yourRank(mine.rank, total, mine.row.ordinal, mine.row.games, mine.row.wins) : c.unrated,
    `-# ${c.howRated}`,
  ].join('\n');
  const turn: Button[] = [];
  const allTimeHere = !!season && scope === base;
  if (page > 1) turn.push({ id: leaderboardButtonId(base, page - 1, allTimeHere), label: c.previous });
  if (page < pages) turn.push({ id: leaderboardButtonId(base, page + 1, allTimeHere), label: c.next });
  return { text, spec, buttons: turn.length ? [turn] : [] };
}

/** The answer to one page, its picture drawn in the drawing thread; a refusal as text only. */
export async function leaderboardMessage(
  ctx: CommandContext,
  scopeWanted: unknown,
  pageWanted: unknown,
  allTime = false,
): Promise<OutMessage> {
  const { text, spec, buttons } = await leaderboardPage(ctx, scopeWanted, pageWanted, allTime);
  if (!spec) return { text };
  return {
    text,
    images: [{ name: 'leaderboard.png', data: await picture(spec) }],
    buttons,
  };
}

export async function leaderboard(ctx: CommandContext, opts: OptionValues): Promise<void> {
  await ctx.reply(await leaderboardMessage(ctx, opts.ruleset, opts.page, opts.season === 'all'), { ephemeral: true });
}

/** ◀ ▶ (custom id `lb:<scope>:<page>[:a]`): the reader's own answer turns to that page in place. */
export async function leaderboardTap(ctx: CommandContext, customId: string): Promise<void> {
  const [, scope, page, period] = customId.split(':');
  const msg = await leaderboardMessage(ctx, scope, Number(page), period === 'a');
  if (ctx.update && msg.images) await ctx.update(msg);
  else await ctx.reply(msg, { ephemeral: true });
}
