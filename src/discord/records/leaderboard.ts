// /risk leaderboard [ruleset] [page]: one page of the server's ratings (indexed rows, ten at a
// time) as a picture drawn in the drawing thread, the reader's own rank below it, and ◀ ▶ to
// turn the page in place. A private answer.
import { knownRulesetIds } from '../../game/registry.js';
import { recordsCat, type RecordsCatalogue } from '../../i18n/records.js';
import { drawPictureOff } from '../../render/draw-pool.js';
import type { LeaderboardImage, LeaderboardRow } from '../../render/leaderboard.js';
import type { RatingRow, RatingStore } from '../../store/ratings.js';
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
  const png = await drawPictureOff({ kind: 'leaderboard', page });
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

export const leaderboardButtonId = (scope: string, page: number) => `lb:${scope}:${page}`;

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
): Promise<{ text: string; spec?: LeaderboardImage; buttons?: Button[][] }> {
  const c = recordsCat(ctx.user.locale);
  const store = ratingsOf(ctx.bot.service.store);
  if (!ctx.guildId || !store) return { text: c.notInServer };
  const scope = scopeOf(scopeWanted);
  if (scope === null)
    return { text: c.badRuleset(String(scopeWanted).slice(0, 40), ['all', ...knownRulesetIds()].join(', ')) };
  const total = await store.count(ctx.guildId, scope);
  if (total === 0) return { text: c.empty };
  const pages = Math.ceil(total / PAGE_SIZE);
  const page = typeof pageWanted === 'number' ? Math.floor(pageWanted) : 1;
  if (page < 1 || page > pages) return { text: c.noPage(pages) };
  const [rows, mine] = await Promise.all([
    rankedPage(store, ctx.guildId, scope, page),
    store.rankOf(ctx.guildId, scope, ctx.user.id),
  ]);
  const spec: LeaderboardImage = {
    title: c.image.title(scopeName(c, scope)),
    page: c.image.page(page, pages),
    headers: c.image.heads,
    rows: rows.map((x) => imageRow(x.rank, x.row, x.row.userId === ctx.user.id)),
    mine: mine ? { label: c.image.mine(mine.rank, total), row: imageRow(mine.rank, mine.row, true) } : null,
  };
  const text = [
    c.leaderboardTitle(scopeName(c, scope), page, pages),
    mine ? c.yourRank(mine.rank, total, mine.row.ordinal, mine.row.games, mine.row.wins) : c.unrated,
  ].join('\n');
  const turn: Button[] = [];
  if (page > 1) turn.push({ id: leaderboardButtonId(scope, page - 1), label: c.previous });
  if (page < pages) turn.push({ id: leaderboardButtonId(scope, page + 1), label: c.next });
  return { text, spec, buttons: turn.length ? [turn] : [] };
}

/** The answer to one page, its picture drawn in the drawing thread; a refusal as text only. */
export async function leaderboardMessage(
  ctx: CommandContext,
  scopeWanted: unknown,
  pageWanted: unknown,
): Promise<OutMessage> {
  const { text, spec, buttons } = await leaderboardPage(ctx, scopeWanted, pageWanted);
  if (!spec) return { text };
  return {
    text,
    images: [{ name: 'leaderboard.png', data: await picture(spec) }],
    buttons,
  };
}

export async function leaderboard(ctx: CommandContext, opts: OptionValues): Promise<void> {
  await ctx.reply(await leaderboardMessage(ctx, opts.ruleset, opts.page), { ephemeral: true });
}

/** ◀ ▶ (custom id `lb:<scope>:<page>`): the reader's own answer turns to that page in place. */
export async function leaderboardTap(ctx: CommandContext, customId: string): Promise<void> {
  const [, scope, page] = customId.split(':');
  const msg = await leaderboardMessage(ctx, scope, Number(page));
  if (ctx.update && msg.images) await ctx.update(msg);
  else await ctx.reply(msg, { ephemeral: true });
}
