// A game in its own thread, through the loopback Discord: /risk new in a channel that already has
// a game opens the new one in a public thread of it; every command, tap and deadline works
// there; /risk games links it; it is played to the end there. `thread:true` and the server's
// thread-per-game setting do the same in a free channel.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { closeTables, openTable } from './table.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

describe('a game in its own thread', () => {
  it('opens beside the channel’s game, plays its commands, taps and deadline there, and ends there', async () => {
    let offset = 0;
    const { d, bot } = await openTable(5100, {}, { now: () => Date.now() + offset });
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'fr');
    const carol = d.makeUser('carol');
    await d.slash(alice, 'risk new', { ruleset: 'classic' });
    const channelGame = (await bot.service.get(ch))!;

    // The channel is busy: bob's game gets a thread.
    const opened = await d.slash(bob, 'risk new', { ruleset: 'classic', setup: 'auto', deadline: '1h' });
    const [thread] = d.threads(ch);
    expect(thread).toBeDefined();
    expect(thread.name).toBe('Risk classic — bob');
    expect(opened.ephemeral).toBe(true);
    expect(opened.reply!.content).toBe(`Votre partie a son propre fil : <#${thread.id}>.`);
    // The channel is told where (in the game's language: bob's, French).
    expect(
      d.channelMessages(ch).some((m) => m.content.includes(`a ouvert une partie de classic dans <#${thread.id}>`)),
    ).toBe(true);
    const lobby = d.channelMessages(thread.id).find((m) => findButton(m, /^Rejoindre$/))!;
    expect(lobby).toBeDefined();
    // The channel's own game is untouched.
    expect((await bot.service.get(ch))!.gameId).toBe(channelGame.gameId);

    // Commands and taps in the thread act on the thread's game.
    const joined = await d.slash(carol, 'risk join', {}, { channelId: thread.id });
    expect(joined.errors).toEqual([]);
    await d.click(bob, lobby.id, findButton(d.message(lobby.id)!, /^Ajouter une IA$/)!.customId!, {
      channelId: thread.id,
    });
    await d.click(bob, lobby.id, findButton(d.message(lobby.id)!, /^Commencer$/)!.customId!, { channelId: thread.id });
    const g = asMap((await bot.service.get(thread.id))!);
    expect(g.status).toBe('playing');
    expect(g.seats.map((s) => s.name)).toEqual(['bob', 'carol', expect.any(String)]);
    const status = await d.slash(carol, 'risk status', {}, { channelId: thread.id });
    expect(status.ephemeral).toBe(true);
    expect(status.reply!.content).toMatch(/^\*\*Classic Risk\*\* — round 1/);

    // /risk games links the thread.
    const games = await d.slash(carol, 'risk games');
    expect(games.reply!.content).toContain(`/${thread.id}/`);

    // The deadline runs in the thread: an hour later the waiting player's turn is ended there.
    const waiting = g.timer!.players;
    expect(waiting.length).toBe(1);
    offset += 61 * 60_000;
    await bot.scheduler.rearmAll();
    await d.waitForMessage((m) => m.channel_id === thread.id && /Le temps de .* est écoulé/.test(m.content), {
      timeoutMs: 20_000,
    });
    const after = asMap((await bot.service.get(thread.id))!);
    expect(after.seats[waiting[0]].missed).toBe(1);

    // Played to the end in the thread (both humans hand their seats to the AI).
    await d.slash(bob, 'risk settings', { autopilot: true }, { channelId: thread.id });
    await d.slash(carol, 'risk settings', { autopilot: true }, { channelId: thread.id });
    const end = await d.waitForMessage((m) => m.channel_id === thread.id && /Classement final/.test(m.content), {
      timeoutMs: 60_000,
    });
    expect(end.attachments.some((a) => a.filename.startsWith('board'))).toBe(true);
    expect(asMap((await bot.service.get(thread.id))!).state!.phase.kind).toBe('over');
    expect(d.channelMessages(ch).some((m) => /Classement final|Final standing/.test(m.content))).toBe(false);
    expect((await bot.service.get(ch))!.status).toBe('lobby');
  });

  it('thread:true, or the server’s thread per game, opens a free channel’s game in a thread', async () => {
    const { d, bot } = await openTable(5200);
    const ch = d.channel.id;
    const admin = d.users[0];
    const alice = d.makeUser('alice');
    await d.slash(alice, 'risk new', { ruleset: 'classic', thread: true });
    expect(d.threads(ch).length).toBe(1);
    expect(await bot.service.get(ch)).toBeUndefined();
    expect((await bot.service.get(d.threads(ch)[0].id))!.status).toBe('lobby');

    await d.slash(admin, 'risk server', { thread_per_game: true });
    await d.slash(alice, 'risk new', { ruleset: 'risiko' });
    expect(d.threads(ch).length).toBe(2);
    expect((await bot.service.get(d.threads(ch)[1].id))!.ruleset).toBe('risiko');
    expect(await bot.service.get(ch)).toBeUndefined();
  });
});
