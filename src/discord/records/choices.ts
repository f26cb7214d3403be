// Autocomplete of the records' options (/risk leaderboard ruleset and page, /risk stats ruleset):
// every keystroke is answered from a per-server cache of how many players are rated in each
// ruleset (one indexed count per ruleset, at most once a minute per server, and again after a
// game of that server is rated here), plus, for pages, one indexed count for the reader's own
// rank. No scan of the results.
import { knownRulesetIds } from '../../game/registry.js';
import { recordsCat } from '../../i18n/records.js';
import type { Choice, CommandContext } from '../surface.js';
import { PAGE_SIZE, scopeOf } from './leaderboard.js';
import { ratingsOf } from './ratings.js';

const TTL_MS = 60_000;
/** Servers whose counts are kept (the least recently read go first). */
const MAX_SERVERS = 500;

const cache = new Map<string, { at: number; counts: Map<string, number> }>();

/** Rated players per scope ('*' and each ruleset) on a server, at most a minute old. */
export async function ratedCounts(ctx: CommandContext): Promise<Map<string, number>> {
  const store = ratingsOf(ctx.bot.service.store);
  if (!store || !ctx.guildId) return new Map();
  const now = ctx.bot.service.now();
  const hit = cache.get(ctx.guildId);
  if (hit && now - hit.at < TTL_MS) {
    cache.delete(ctx.guildId);
    cache.set(ctx.guildId, hit);
    return hit.counts;
  }
  const scopes = ['*', ...knownRulesetIds()];
  const counts = new Map<string, number>();
  for (const scope of scopes) counts.set(scope, await store.count(ctx.guildId, scope));
  cache.set(ctx.guildId, { at: now, counts });
  while (cache.size > MAX_SERVERS) cache.delete(cache.keys().next().value!);
  return counts;
}

/** A game of the server was rated: its counts are read again on the next keystroke. */
export function forgetRatedCounts(guildId: string | null): void {
  if (guildId) cache.delete(guildId);
}

const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** `all` and every ruleset, those with the most rated players first, matching what was typed. */
export async function rulesetChoices(ctx: CommandContext, typed: string): Promise<Choice[]> {
  const c = recordsCat(ctx.user.locale);
  const counts = await ratedCounts(ctx);
  const want = norm(typed);
  // Matched on the ruleset's id (and "all" also on its words), not on the counts' words.
  const all = { name: c.scopeChoice(c.allRulesets, counts.get('*') ?? 0), value: 'all', key: `all ${c.allRulesets}` };
  const rulesets = knownRulesetIds()
    .map((id, i) => ({ id, i, n: counts.get(id) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => ({ name: c.scopeChoice(x.id, x.n), value: x.id, key: x.id }));
  return [all, ...rulesets]
    .filter((x) => !want || norm(x.key).includes(want))
    .slice(0, 25)
    .map(({ name, value }) => ({ name, value }));
}

/** The page typed (when it exists), the reader's own page, then the pages from the first. */
export async function pageChoices(ctx: CommandContext, ruleset: unknown, typed: string): Promise<Choice[]> {
  const c = recordsCat(ctx.user.locale);
  const scope = scopeOf(ruleset);
  const store = ratingsOf(ctx.bot.service.store);
  if (scope === null || !store || !ctx.guildId) return [];
  const total = (await ratedCounts(ctx)).get(scope) ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  const page = (p: number): Choice => ({
    name: c.pageChoice(p, (p - 1) * PAGE_SIZE + 1, Math.min(total, p * PAGE_SIZE)),
    value: p,
  });
  const out: Choice[] = [];
  const asked = /^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : null;
  if (asked !== null && asked >= 1 && asked <= pages) out.push(page(asked));
  const mine = await store.rankOf(ctx.guildId, scope, ctx.user.id);
  if (mine && asked === null) {
    const p = Math.ceil(mine.rank / PAGE_SIZE);
    out.push({ name: c.yourPageChoice(p, mine.rank), value: p });
  }
  for (let p = 1; p <= pages && out.length < 25; p++)
    if (!out.some((x) => x.value === p) && (asked === null || String(p).startsWith(typed.trim()))) out.push(page(p));
  return out.slice(0, 25);
}
