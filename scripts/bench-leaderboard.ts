// `npm run bench -- --only leaderboard`: /risk leaderboard on SQLite with 100,000 results rows.
// The rows are made in one transaction (2,000 players of one server, 4 seats a game, random
// rulesets and places); their ratings are computed with the bot's own rating code (OpenSkill
// over every game in order) and stored as the bot stores them; then the command's handler is
// timed over random pages and readers (wall clock and this process's CPU time): the whole
// answer (queries, then the picture drawn in the drawing thread), the queries alone, and the
// picture drawn on this thread.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaderboard, leaderboardPage } from '../src/discord/records/leaderboard.js';
import { renderLeaderboard, type LeaderboardImage } from '../src/render/leaderboard.js';
import type { Bot, CommandContext } from '../src/discord/surface.js';
import { rateGame, shown, type Skill } from '../src/ratings/rate.js';
import { ratingSchemaSql } from '../src/store/ratings.js';
import { schemaSql } from '../src/store/sql-schema.js';
import { SqlRepository } from '../src/store/sql-repo.js';
import { openSqliteDriver } from '../src/store/sqlite-driver.js';

const RESULTS = 100_000;
const PLAYERS = 2_000;
const GUILD = 'bench-guild';
const RULESETS = ['classic', 'capitals', 'missions', 'risiko'];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

export async function benchLeaderboard(calls = 500): Promise<Record<string, number>> {
  const path = join(mkdtempSync(join(tmpdir(), 'risk-bench-lb-')), 'games.sqlite');
  const db = await openSqliteDriver(path);
  await db.transaction(async (tx) => {
    for (const sql of [...schemaSql('sqlite'), ...ratingSchemaSql('sqlite')]) await tx.run(sql);
  });
  const repo = new SqlRepository('sqlite', db);
  const rand = rng(42);
  const skills = new Map<string, Map<string, Skill & { games: number; wins: number }>>();
  const setup = Date.now();
  await db.transaction(async (tx) => {
    for (let g = 0; g < RESULTS; g++) {
      const ruleset = RULESETS[g % RULESETS.length];
      const users = new Set<string>();
      while (users.size < 4) users.add(`u${Math.floor(rand() * PLAYERS)}`);
      const seats = [...users].map((userId, i) => ({
        seat: i,
        userId,
        name: userId,
        place: i === 0 ? 1 : 2 + Math.floor(rand() * 3),
      }));
      const id = `g${g}`;
      await tx.run(
        `INSERT INTO risk_results (game_id, guild_id, channel_id, ruleset, started_at, ended_at, duration_ms, rounds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, GUILD, 'c', ruleset, g * 1000, g * 1000 + 500, 500, 10],
      );
      for (const [i, s] of seats.entries())
        await tx.run(
          `INSERT INTO risk_result_seats (game_id, seat, user_id, name, kind, place, score) VALUES (?, ?, ?, ?, 'human', ?, NULL)`,
          [id, i, s.userId, s.name, s.place],
        );
      for (const scope of ['*', ruleset]) {
        const table = skills.get(scope) ?? new Map();
        skills.set(scope, table);
        for (const c of rateGame(ruleset, seats, table)) {
          const prev = table.get(c.userId);
          table.set(c.userId, { ...c.after, games: (prev?.games ?? 0) + 1, wins: (prev?.wins ?? 0) + (c.won ? 1 : 0) });
        }
      }
    }
    for (const [scope, table] of skills)
      for (const [userId, s] of table)
        await tx.run(
          `INSERT INTO risk_ratings (guild_id, scope, user_id, name, mu, sigma, ordinal, games, wins, ver) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [GUILD, scope, userId, userId, s.mu, s.sigma, shown(s), s.games, s.wins, s.games],
        );
  });
  const setupMs = Date.now() - setup;
  const bot = { service: { store: repo }, mention: (id: string) => `<@${id}>` } as unknown as Bot;
  const ctxFor = (userId: string, replies: string[]): CommandContext =>
    ({
      user: { id: userId, name: userId, locale: 'en' },
      channelId: 'c',
      channelName: 'c',
      guildId: GUILD,
      guildLocale: 'en',
      canManage: false,
      bot,
      reply: async (m: { text: string; images?: unknown[] }) => void replies.push(m.images?.length ? m.text : ''),
      defer: async () => undefined,
    }) as CommandContext;
  const pick = (i: number) => ({
    scope: i % 3 === 0 ? 'all' : RULESETS[i % RULESETS.length],
    page: 1 + Math.floor(rand() * 20),
    reader: `u${Math.floor(rand() * PLAYERS)}`,
  });
  const timed = async (n: number, run: (i: number) => Promise<unknown>) => {
    const wall: number[] = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await run(i);
      wall.push(performance.now() - start);
    }
    const elapsed = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    return {
      p50Ms: Math.round(pct(wall, 50) * 100) / 100,
      p95Ms: Math.round(pct(wall, 95) * 100) / 100,
      maxMs: Math.round(Math.max(...wall) * 100) / 100,
      perWallSecond: Math.round((n / elapsed) * 1000),
      perCpuSecond: Math.round((n / ((cpu.user + cpu.system) / 1000)) * 1000),
    };
  };
  const replies: string[] = [];
  // The whole answer: the queries on this thread, the picture in the drawing thread (whose CPU
  // this process's counter includes: it is a thread of this process).
  const whole = await timed(calls, async (i) => {
    const p = pick(i);
    await leaderboard(ctxFor(p.reader, replies), { ruleset: p.scope, page: p.page });
  });
  if (!replies.every((r) => r.includes('Leaderboard')))
    throw new Error('a leaderboard call did not answer with a leaderboard picture');
  // The queries alone: what the text answer did before the picture.
  const specs: LeaderboardImage[] = [];
  const queries = await timed(calls, async (i) => {
    const p = pick(i);
    const page = await leaderboardPage(ctxFor(p.reader, []), p.scope, p.page);
    if (page.spec && specs.length < 100) specs.push(page.spec);
  });
  // The picture drawn and encoded on this thread (fonts registered before, once).
  renderLeaderboard(specs[0]);
  const draw = await timed(specs.length, async (i) => renderLeaderboard(specs[i]));
  await repo.close();
  return {
    results: RESULTS,
    players: PLAYERS,
    setupMs,
    calls,
    p50Ms: whole.p50Ms,
    p95Ms: whole.p95Ms,
    maxMs: whole.maxMs,
    callsPerWallSecond: whole.perWallSecond,
    callsPerCpuSecond: whole.perCpuSecond,
    queriesP50Ms: queries.p50Ms,
    queriesP95Ms: queries.p95Ms,
    queriesPerCpuSecond: queries.perCpuSecond,
    drawP50Ms: draw.p50Ms,
    drawP95Ms: draw.p95Ms,
    drawsPerCpuSecond: draw.perCpuSecond,
  };
}
