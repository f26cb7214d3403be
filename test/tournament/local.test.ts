// A whole tournament through the local table: AI entrants, two rounds of AI tables, each table a
// game in its own thread, the next round seated when the first is over, the standings image.
import { afterEach, describe, expect, it } from 'vitest';
import { recordsOf, tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalTable, type LocalOutput } from '../../src/local/table.ts';
import { viewImages } from '../view-images.ts';
import { closeStores, tournamentTable as withImages } from './harness.ts';

// These tests read the text, the threads, the records and the standings picture (drawn by the
// tournament itself): the boards stand for what they show.
const tournamentTable = (seed: number) => withImages(seed, undefined, undefined, viewImages);

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

async function runAll(table: LocalTable, lines: string[]): Promise<LocalOutput[]> {
  const all: LocalOutput[] = [];
  for (const l of lines) all.push(...(await table.run(l)));
  return all;
}

describe('tournament through the local table', () => {
  it('C-TOUR-2: six AI entrants, two tables of 3 in threads, the winners and the best runner-up in the final, standings posted', async () => {
    const { table, store } = await tournamentTable(11);
    const out = await runAll(table, [
      'alice /risk tournament new ruleset:classic table_size:3',
      'alice /risk tournament leave',
      ...Array.from({ length: 6 }, () => 'alice click Add AI'),
      'alice click Start',
    ]);
    expect(out.filter((o) => o.kind === 'error')).toEqual([]);
    // Two threads for round 1, one for the final; a game panel posted in each.
    const threads = out.filter((o) => o.thread && o.text.startsWith('🧵'));
    expect(threads.map((o) => o.text)).toEqual(['🧵 Round 1 · table 1', '🧵 Round 1 · table 2', '🧵 Final']);
    for (const th of threads) expect(out.some((o) => o.thread === th.thread && o.images.length > 0)).toBe(true);
    // Announcements in the tournament's channel.
    const main = out.filter((o) => o.kind === 'channel' && !o.thread).map((o) => o.text);
    expect(main.some((t) => t.startsWith('**🏆 Round 1**'))).toBe(true);
    expect(main.filter((t) => t.startsWith('Table ') && t.includes('is over')).length).toBe(2);
    expect(main.filter((t) => t.startsWith('The final is over: 1. ')).length).toBe(1);
    expect(main.some((t) => t.startsWith('**🏆 The final (round 2)**'))).toBe(true);
    const standings = out.find((o) => o.kind === 'channel' && o.text.startsWith('**Standings**'))!;
    expect(standings.images).toHaveLength(1);
    expect(readFileSync(standings.images[0]).subarray(1, 4).toString()).toBe('PNG');
    // In words: where each got to, and what the table held at the end (not "Round 2, 1", not 0s).
    const lines = standings.text.split('\n').slice(1, 7);
    expect(lines[0]).toMatch(/^1\. .+ — 🥇 champion, 1st in the final \(\d+ territories at the end\)$/);
    for (const l of lines.slice(1))
      expect(l).toMatch(
        /^\d\. .+ — (\d(st|nd|rd|th) in the final|\d(st|nd|rd|th) at their table in round 1) \((out in the game's round \d+|[1-9]\d* territories at the end)\)$/,
      );
    // How the tables counted for the ratings, under the final standings.
    expect(standings.text.split('\n').at(-1)).toBe(
      '-# Ratings (/risk leaderboard): each table counted as one game, by its places, when two or more people sat at it; winning the tournament adds nothing of its own.',
    );
    // After the end, the command answers with the finished tournament, as the panel's button does.
    const after = (await table.run('bob /risk tournament standings')).find((o) => o.kind === 'ephemeral')!;
    expect(after.text).toBe(standings.text);
    expect(after.images).toHaveLength(1);

    // Stored: over, no longer live, its champion the final's winner, every game indexed to it.
    const recs = recordsOf(table.bot)!;
    expect(await recs.store.liveTournaments()).toEqual([]);
    const tables = threads.map((th) => th.thread!);
    const games = await Promise.all(tables.map(async (ch) => (await store.currentGameId(ch))!));
    const ids = await Promise.all(games.map((g) => recs.store.tournamentOfGame(g)));
    expect(new Set(ids).size).toBe(1);
    const t = (await recs.get(ids[0]!))!.t;
    expect(t.status).toBe('over');
    expect(t.rounds.map((r) => r.tables.length)).toEqual([2, 1]);
    expect(t.champion).toBe(t.rounds[1].tables[0].result!.ranking[0]);
    // Nobody is seated twice in a round; the final's three are the two table winners and one runner-up.
    for (const r of t.rounds)
      expect(new Set(r.tables.flatMap((x) => x.seats)).size).toBe(r.tables.flatMap((x) => x.seats).length);
    const winners = t.rounds[0].tables.map((x) => x.result!.ranking[0]);
    expect(t.rounds[1].tables[0].seats).toEqual(expect.arrayContaining(winners));
  });

  it('a table names its players by their entries, escaped, the ping beside the name; in its thread /risk tournament means its tournament', async () => {
    const { table, service, dir } = await tournamentTable(5);
    const out = await runAll(table, [
      'a_l_i_ce /risk tournament new ruleset:classic table_size:3',
      '**bob** /risk tournament join',
      'carol /risk tournament join',
      'a_l_i_ce click Start',
    ]);
    expect(out.filter((o) => o.kind === 'error')).toEqual([]);
    const panel = out.find((o) => o.thread && /your turn/.test(o.text))!;
    // The seat to play is named as the table names it (colour, escaped entry), then pinged.
    expect(panel.text.split('\n')[0]).toBe('🟥 \\*\\*bob\\*\\* (@\\*\\*bob\\*\\*), your turn.');
    for (const entry of ['a\\_l\\_i\\_ce', '\\*\\*bob\\*\\*', 'carol']) expect(panel.text).toContain(entry);

    // In the table's thread, /risk tournament means the tournament it is a table of.
    const thread = new LocalTable({
      service,
      images: viewImages,
      outDir: join(dir, 'thread'),
      advance: () => undefined,
      channelId: panel.thread!,
    });
    const standings = (await thread.run('carol /risk tournament standings')).find((o) => o.kind === 'ephemeral')!;
    expect(standings.text).toMatch(/^\*\*Standings\*\*\n/);
    expect(standings.images).toHaveLength(1);
    const left = await thread.run('carol /risk tournament leave');
    expect(left.find((o) => o.kind === 'ephemeral')!.text).toMatch(/^You withdrew from the tournament/);
    expect(left.find((o) => o.kind === 'edit')!.text).toMatch(/~~carol~~/);
  });

  it('cancel: only the host (or a manager); the channel may then open another one', async () => {
    const { table } = await tournamentTable(12);
    const made = await runAll(table, ['alice /risk tournament new ruleset:risiko', 'bob@fr /risk tournament join']);
    // RisiKo!'s warning says what ends a timed game there (R-END-1 and the score, not territories).
    const risikoPanel = made.find((o) => o.kind === 'channel')!;
    expect(risikoPanel.text).toContain('the last rounds are played (R-END-1) and the best score wins');
    expect(risikoPanel.selects![0].descriptions).toContain('then the last rounds (R-END-1), the best score wins');
    const refused = await table.run('bob@fr /risk tournament cancel');
    expect(refused.find((o) => o.kind === 'ephemeral')!.text).toBe(
      'Seul l’organisateur ou un gérant du serveur peut faire cela.',
    );
    const again = await table.run('bob /risk tournament new ruleset:classic');
    expect(again.find((o) => o.kind === 'ephemeral')!.text).toMatch(/Ce salon a déjà un tournoi/);
    const cancelled = await table.run('alice /risk tournament cancel');
    expect(cancelled.find((o) => o.kind === 'ephemeral')!.text).toMatch(/was cancelled/);
    expect(cancelled.find((o) => o.kind === 'edit')!.text).toMatch(/The tournament was cancelled\./);
    expect(cancelled.find((o) => o.kind === 'edit')!.buttons).toEqual(['Standings']);
    const next = await table.run('carol /risk tournament new ruleset:classic');
    // The title in words: the ruleset's display name and what the format does (no ids).
    expect(next.find((o) => o.kind === 'channel')!.text.split('\n')[0]).toBe(
      '**🏆 Tournament: Classic Risk — table winners go through, up to a final**',
    );
    // Too few entrants to seat a table: refused with the count needed, nothing changes.
    const few = await table.run('carol /risk tournament start');
    expect(few.find((o) => o.kind === 'ephemeral')!.text).toBe(
      'Not enough entrants to seat the tables: 3 needed (or add AI players).',
    );
  });

  it('C-TOUR-1: without a time limit the panel warns how long tables run and offers limits; the host picks one, the tables get it', async () => {
    const { table, service } = await tournamentTable(21);
    const made = await runAll(table, ['alice@fr /risk tournament new ruleset:classic table_size:3']);
    const panel = made.find((o) => o.kind === 'channel')!;
    expect(panel.text).toContain(
      '⚠️ Pas de limite de temps : chaque table joue jusqu’au bout, souvent 25 à 50 tours — des semaines avec des tours de 24 h.',
    );
    expect(panel.selects![0].options).toEqual([
      'Pas de limite de temps',
      '2 h, finale 3 h 30 (C-TOUR-1)',
      '1 jour',
      '3 jours',
      '7 jours',
      '14 jours',
    ]);
    // Only the host sets it; a refusal changes nothing.
    const refused = await table.run('bob pick 3 jours');
    expect(refused.map((o) => [o.kind, o.text])).toEqual([
      ['ephemeral', 'Only the host or a server manager can do that.'],
    ]);
    const set = await table.run('alice pick 2 h');
    const edit = set.find((o) => o.kind === 'edit')!;
    expect(edit.text).toContain('Tables de 3 · limite de temps 2 h (finale 3 h 30)');
    expect(edit.text).not.toContain('⚠️');
    await runAll(table, ['bob /risk tournament join', 'carol /risk tournament join', 'alice click Lancer']);
    // The final (3 entrants: one table) plays with the final's limit; the menu is gone.
    const game = (await service.get('local/thread-1'))!;
    expect(game.options).toMatchObject({ timeLimitMinutes: 210 });
    expect(table.messageById(panel.message!)!.selects).toBeUndefined();
  });
});
