// /risk server through the loopback Discord: Manage Server only, what new games start from,
// who may open games, the results channel, and seasons (a new season's leaderboard starts
// empty while all time keeps the old).
import { afterEach, describe, expect, it } from 'vitest';
import { serverSettings } from '../../src/app/server-settings.ts';
import { closeTables, openTable } from './table.ts';
import { buttons, type Standin, type StandinMessage, type StandinUser } from '../../tools/discord-standin/index.ts';
import { until } from '../../tools/fair-time.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));
const tap = (d: Standin, u: StandinUser, id: string, label: RegExp) =>
  d.click(u, id, findButton(d.message(id)!, label)!.customId!);

describe('/risk server', () => {
  it('is refused without Manage Server, and nothing is stored', async () => {
    const { d, bot } = await openTable(4100);
    const bob = d.makeUser('bob', 'fr');
    const out = await d.slash(bob, 'risk server', { ruleset: 'missions' });
    expect(out.ephemeral).toBe(true);
    expect(out.reply!.content).toMatch(/Gérer le serveur/);
    expect(await serverSettings(bot.service.store, d.guildId)).toEqual({});
    // Showing them is refused too: they are the managers' business.
    const it = d.makeUser('ida', 'it');
    expect((await d.slash(it, 'risk server')).reply!.content).toMatch(/Gestire il server/);
    // /risk help tells of it, in each language (and stays within Discord's 2,000 characters).
    for (const u of [d.makeUser('en', 'en-US'), bob, it])
      expect((await d.slash(u, 'risk help')).reply!.content).toMatch(/\/risk server/);
  });

  it('sets what new games start from; a typed value still wins; bad values are refused unchanged', async () => {
    const { d, bot } = await openTable(4200, { channels: ['risk', 'second'] });
    const admin = d.users[0];
    const bob = d.makeUser('bob');
    const set = await d.slash(admin, 'risk server', {
      ruleset: 'missions',
      options: 'setup:auto territory_cap:true',
      deadline: '2h',
      language: 'fr',
      ai_level: 'hard',
    });
    expect(set.ephemeral).toBe(true);
    expect(set.reply!.content).toMatch(/Saved/);
    expect(set.reply!.content).toMatch(/Default ruleset: missions/);
    expect(set.reply!.content).toMatch(/Turn deadline: 2 hours/);
    expect(set.reply!.content).toMatch(/AI level: hard/);

    // Refused, each saying what is legal; the settings stay as they were.
    const before = await serverSettings(bot.service.store, d.guildId);
    const bad = await d.slash(admin, 'risk server', { options: 'setup:sideways' });
    expect(bad.reply!.content).toMatch(/setup/);
    expect((await d.slash(admin, 'risk server', { options: 'not an option' })).reply!.content).toMatch(/name:value/);
    expect((await d.slash(admin, 'risk server', { deadline: 'soon' })).reply!.content).toMatch(/30m, 24h/);
    expect(await serverSettings(bot.service.store, d.guildId)).toEqual(before);

    // bob opens a game without options: the server's.
    await d.slash(bob, 'risk new');
    const g = (await bot.service.get(d.channel.id))!;
    expect(g.ruleset).toBe('missions');
    expect(g.options).toMatchObject({ setup: 'auto', territoryCap: 12 });
    expect(g.settings.deadlineMinutes).toBe(120);
    expect(g.locale).toBe('fr');
    // Typed values win over the server's.
    await d.slash(
      bob,
      'risk new',
      { ruleset: 'classic', deadline: 'off', language: 'en' },
      {
        channelId: d.channels[1].id,
      },
    );
    const h = (await bot.service.get(d.channels[1].id))!;
    expect([h.ruleset, h.settings.deadlineMinutes, h.locale]).toEqual(['classic', null, 'en']);
    expect(h.options.territoryCap ?? null).toBeNull();

    // Reset: back to the bot's default.
    await d.slash(admin, 'risk server', { reset: 'ruleset' });
    const after = await serverSettings(bot.service.store, d.guildId);
    expect(after.ruleset).toBeUndefined();
    expect(after.options).toBeUndefined();
    expect(after.deadlineMinutes).toBe(120);
  });

  it('only a role (or managers) may open games when the server says so', async () => {
    const { d } = await openTable(4300);
    const admin = d.users[0];
    const bob = d.makeUser('bob');
    expect((await d.slash(admin, 'risk server', { creators: 'role' })).reply!.content).toMatch(/give the `role`/);
    const set = await d.slash(admin, 'risk server', { creators: 'role', role: '123456789012345678' });
    expect(set.reply!.content).toMatch(/Who may open games: <@&123456789012345678>/);
    const refused = await d.slash(bob, 'risk new', { ruleset: 'classic' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply!.content).toMatch(/only <@&123456789012345678> \(or managers\) may open games/);
    expect(refused.posts).toEqual([]);
    // A manager may; and back to everyone.
    expect((await d.slash(admin, 'risk new', { ruleset: 'classic' })).posts.length).toBe(1);
    await d.slash(admin, 'risk server', { creators: 'everyone' });
    await d.slash(admin, 'risk cancel');
    const cancel = d.channelMessages(d.channel.id, { includeEphemeral: true }).at(-1)!;
    await tap(d, admin, cancel.id, /Yes/);
    expect((await d.slash(bob, 'risk new', { ruleset: 'classic' })).posts.length).toBe(1);
  });

  it('seasons: a new season’s leaderboard starts empty while all time keeps the old; results go to the results channel', async () => {
    const { d, bot } = await openTable(4400, { channels: ['risk', 'results'] });
    const admin = d.users[0];
    const bob = d.makeUser('bob');
    const ch = d.channel.id;
    const results = d.channels[1].id;
    await d.slash(admin, 'risk server', { results_channel: results });

    const playOne = async () => {
      const lobby = (await d.slash(admin, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
      await d.slash(bob, 'risk join');
      await tap(d, admin, lobby.id, /^Add AI$/);
      await tap(d, admin, lobby.id, /^Start$/);
      const id = (await bot.service.get(ch))!.gameId;
      await d.slash(bob, 'risk settings', { autopilot: true });
      await d.slash(admin, 'risk settings', { autopilot: true });
      // The results channel gets the standings and the board, with a link to the game.
      const post = await d.waitForMessage(
        (m) => m.channel_id === results && m.content.includes(`<#${ch}>`) && !seen.has(m.id),
        { timeoutMs: 60_000 },
      );
      seen.add(post.id);
      expect((await bot.service.get(ch))!.gameId).toBe(id);
      return post;
    };
    const seen = new Set<string>();
    const first = await playOne();
    expect(first.content).toMatch(/^🏁 A game of Classic Risk is over in <#\d+>\./);
    expect(first.content).toMatch(/🏆 /);
    expect(first.content).toMatch(/rounds? played/);
    expect(first.attachments.some((a) => a.filename.startsWith('board'))).toBe(true);

    // Ratings are written after the end: wait for both humans to be rated.
    const waitRated = (scope: string, n: number) =>
      until(async () => (await bot.service.store.ratings!().count(d.guildId, scope)) >= n, {
        what: `both humans rated in ${scope}`,
        needMs: 10_000,
      });
    await waitRated('*', 2);
    const board1 = await d.slash(bob, 'risk leaderboard');
    expect(board1.reply!.content).toMatch(/Leaderboard — all rulesets/);

    const season = await d.slash(admin, 'risk server', { new_season: true });
    expect(season.reply!.content).toMatch(/Season 1, since/);
    expect(season.posts.map((p) => p.content)).toEqual([expect.stringMatching(/Season 1 starts now/)]);
    // The season's board is empty; all time still has both players.
    expect((await d.slash(bob, 'risk leaderboard')).reply!.content).toMatch(/Season 1 has no rated game yet/);
    const allTime = await d.slash(bob, 'risk leaderboard', { season: 'all' });
    expect(allTime.reply!.content).toMatch(/all time, all rulesets/);
    expect(allTime.reply!.content).toMatch(/Your rank: \*\*\d\*\* of 2/);
    expect((await d.slash(bob, 'risk stats')).reply!.content).toMatch(/Season 1: no rated game yet/);

    // A game in the new season counts in both.
    await playOne();
    await waitRated('s1/*', 2);
    const inSeason = await d.slash(bob, 'risk leaderboard');
    expect(inSeason.reply!.content).toMatch(/season 1, all rulesets/);
    const rows = await bot.service.store.ratings!().leaderboard(d.guildId, 's1/*', 0, 10);
    expect(rows.map((r) => r.games)).toEqual([1, 1]);
    const all = await bot.service.store.ratings!().leaderboard(d.guildId, '*', 0, 10);
    expect(all.map((r) => r.games)).toEqual([2, 2]);
    expect((await d.slash(bob, 'risk stats')).reply!.content).toMatch(/Season 1: rating -?\d+, rank \d of 2\./);
  });
});
