// Autocomplete of the records' and tournaments' options through the real discord.js client and
// the loopback Discord: each list in the reader's language, what was typed first, the reader's
// own page, the format's legal table sizes, the rulebook's time limits; then the leaderboard
// page chosen from the list answered with its picture and ◀ ▶ turning it in place.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { buttons } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from '../bot/table.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeTables();
});

describe('autocomplete through the loopback Discord', () => {
  it('leaderboard ruleset and page, stats ruleset: counts, the reader’s page, typed first, in en/fr/it', async () => {
    const { d, store } = await openTable(7301);
    const alice = d.makeUser('alice', 'en-US');
    const bruno = d.makeUser('bruno', 'fr');
    const carla = d.makeUser('carla', 'it');
    // 25 players rated on classic (alice 17th), 3 of them on risiko too.
    const ids = Array.from({ length: 25 }, (_, i) => (i === 16 ? alice.id : i === 0 ? bruno.id : `9000${i}`));
    const up = (scope: string, userId: string, i: number) => ({
      scope,
      userId,
      name: `p${i}`,
      mu: 25,
      sigma: 8,
      ordinal: 500 - i,
      won: false,
      expectedVer: 0,
    });
    const ratings = store.ratings!();
    expect(
      await ratings.apply('g1', d.guildId, 1, [
        ...ids.map((u, i) => up('*', u, i)),
        ...ids.map((u, i) => up('classic', u, i)),
        ...ids.slice(0, 3).map((u, i) => up('risiko', u, i)),
      ]),
    ).toBe('ok');

    const rulesets = await d.autocomplete(alice, 'risk leaderboard', { ruleset: '' }, 'ruleset');
    expect(rulesets.slice(0, 3)).toEqual([
      { name: 'all rulesets — 25 rated players', value: 'all' },
      { name: 'classic — 25 rated players', value: 'classic' },
      { name: 'risiko — 3 rated players', value: 'risiko' },
    ]);
    expect(rulesets).toContainEqual({ name: 'napoleon — 0 rated players', value: 'napoleon' });
    expect(await d.autocomplete(bruno, 'risk leaderboard', { ruleset: 'RIS' }, 'ruleset')).toEqual([
      { name: 'risiko — 3 joueurs classés', value: 'risiko' },
    ]);

    const pages = await d.autocomplete(alice, 'risk leaderboard', { ruleset: 'classic', page: '' }, 'page');
    expect(pages).toEqual([
      { name: 'Page 2: yours (rank 17)', value: 2 },
      { name: 'Page 1 (ranks 1–10)', value: 1 },
      { name: 'Page 3 (ranks 21–25)', value: 3 },
    ]);
    expect(await d.autocomplete(carla, 'risk leaderboard', { page: '3' }, 'page')).toEqual([
      { name: 'Pagina 3 (posizioni 21–25)', value: 3 },
    ]);
    expect(await d.autocomplete(alice, 'risk leaderboard', { page: '9' }, 'page')).toEqual([]);

    const statsRulesets = await d.autocomplete(carla, 'risk stats', { ruleset: 'cla' }, 'ruleset');
    expect(statsRulesets).toEqual([{ name: 'classic — 25 giocatori in classifica', value: 'classic' }]);

    // The page picked from the list: the picture, and ◀ ▶ turn the same private answer.
    const shown = await d.slash(alice, 'risk leaderboard', { ruleset: 'classic', page: 2 });
    expect(shown.ephemeral).toBe(true);
    expect(shown.reply!.content).toMatch(/Leaderboard — classic\*\* \(page 2\/3\)\nYour rank: \*\*17\*\* of 25/);
    expect(shown.reply!.attachments.map((a) => a.filename)).toEqual(['leaderboard.png']);
    const turn = buttons(shown.reply!);
    expect(turn.map((b) => b.label)).toEqual(['◀ Previous', 'Next ▶']);
    const next = await d.click(alice, shown.reply!, turn[1].customId!);
    expect(next.type).toBe(7);
    expect(next.reply!.content).toMatch(/\(page 3\/3\)/);
    expect(next.reply!.attachments).toHaveLength(1);
    expect(buttons(next.reply!).map((b) => b.label)).toEqual(['◀ Previous']);
  });

  it('tournament new: rulesets, the ruleset’s own format first, the format’s table sizes, time limits', async () => {
    const { d } = await openTable(7302);
    const alice = d.makeUser('alice', 'en-US');
    const bruno = d.makeUser('bruno', 'fr');
    const t = 'risk tournament new';
    expect(await d.autocomplete(alice, t, { ruleset: 'cap' }, 'ruleset')).toEqual([
      { name: 'capitals', value: 'capitals' },
    ]);
    expect((await d.autocomplete(alice, t, { ruleset: 'risiko', format: '' }, 'format')).map((c) => c.value)).toEqual([
      'risiko',
      'classic',
    ]);
    expect(await d.autocomplete(bruno, t, { ruleset: 'classic', format: '' }, 'format')).toEqual([
      { name: 'classique (C-TOUR-2) : les vainqueurs de table passent, jusqu’à la finale', value: 'classic' },
      { name: 'RisiKo! (R-TOUR-1) : trois tours, les meilleurs scores passent', value: 'risiko' },
    ]);
    expect(await d.autocomplete(alice, t, { ruleset: 'risiko', table_size: '' }, 'table_size')).toEqual([
      { name: '4 players a table', value: 4 },
      { name: '5 players a table', value: 5 },
    ]);
    expect(
      (await d.autocomplete(alice, t, { ruleset: 'risiko', format: 'classic', table_size: '' }, 'table_size')).map(
        (c) => c.value,
      ),
    ).toEqual([3, 4, 5, 6]);
    const limits = await d.autocomplete(bruno, t, { ruleset: 'classic', time_limit: '45' }, 'time_limit');
    expect(limits[0]).toEqual({ name: '45 minutes', value: 45 });
    expect(limits).toContainEqual({ name: '2 heures (C-TOUR-1, parties préliminaires)', value: 120 });
    const finals = await d.autocomplete(alice, t, { ruleset: 'classic', final_time_limit: '' }, 'final_time_limit');
    expect(finals).toContainEqual({ name: '3 hours 30 minutes (C-TOUR-1, the final)', value: 210 });

    // What autocomplete does not enforce, the command does: the format's sizes, a known format.
    const small = await d.slash(alice, t, { ruleset: 'risiko', table_size: 3 });
    expect(small.reply!.content).toBe('Tables of the risiko format seat 4 to 5 players.');
    const odd = await d.slash(bruno, t, { ruleset: 'classic', format: 'swiss' });
    expect(odd.reply!.content).toBe('Le format est classic (C-TOUR-2) ou risiko (R-TOUR-1).');
    const chess = await d.slash(alice, t, { ruleset: 'chess' });
    expect(chess.reply!.content).toBe('Tournaments are played with one of: classic, capitals, missions, risiko.');
    expect(d.channelMessages().filter((m) => /🏆 (Tournament|Tournoi|Torneo)/.test(m.content))).toEqual([]);
  });
});
