// People first (src/discord/people-first.ts): an AI-only game's next slice of AI steps waits
// for the interactions being handled. `/risk status` in a game with people is held at Discord
// (its answer not yet through) while the timer loop drives an AI-only game: the game stores no
// step until the answer is sent. And the bot plays an AI-only game in slices, one write each.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import { AI_ONLY_SLICE } from '../../src/discord/client.ts';
import { interactionsInFlight, waitingForQuiet } from '../../src/discord/people-first.ts';
import { driveGame } from '../../src/discord/recovery.ts';
import { aiSeat, closeTables, openTable } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

describe('people first', () => {
  it('answers /risk status before an AI-only game’s next slice is stored, and plays that game in slices', async () => {
    const { d, bot } = await openTable(777, { channels: ['people', 'robots'] }, { images: freeImages });
    const [people, robots] = d.channels.map((c) => c.id);
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' }, { channelId: people });
    await d.slash(bob, 'risk join', {}, { channelId: people });
    await d.slash(alice, 'risk start', {}, { channelId: people });

    // An AI-only game (as a tournament's AI table is): three AI seats, started by the host.
    const svc = bot.service;
    const host = { id: alice.id, name: 'alice', locale: 'en' as const };
    expect((await svc.create(robots, 'robots', d.guildId, host, 'classic', {}, 'en')).ok).toBe(true);
    await svc.games.mutate(robots, (r) => {
      r!.seats = ['A', 'B', 'C'].map((n) => aiSeat(n));
      return ok({ record: r!, value: null, presented: true });
    });
    const started = await svc.start(robots, host, true);
    expect(started.ok).toBe(true);
    // The start (people's work) plays no AI step of an AI-only game: the timer loop plays it in slices.
    const afterStart = (await svc.get(robots))!;
    expect(afterStart.status).toBe('playing');
    expect(afterStart.logSeq).toBe(2);

    // Every write of the AI-only game from now on, with how many requests Discord had seen then.
    const writes: number[] = [];
    const schedule = bot.scheduler.schedule.bind(bot.scheduler);
    bot.scheduler.schedule = (meta, notBefore) => {
      if (meta.channelId === robots) writes.push(d.requests.length);
      schedule(meta, notBefore);
    };
    const held = d.hold((method, path) => method === 'POST' && /^\/interactions\//.test(path));
    const status = d.slash(alice, 'risk status', {}, { channelId: people });
    await held.caught;
    // (The panel of an earlier command may still be in flight too.)
    expect(interactionsInFlight()).toBeGreaterThanOrEqual(1);
    const drive = driveGame(bot.bot, robots);
    // Until the drive waits for the interaction (or, without people first, has played): nothing stored.
    let driven = false;
    void drive.then(() => (driven = true));
    try {
      while (!driven && waitingForQuiet() === 0) await new Promise((res) => setImmediate(res));
      expect(writes).toEqual([]);
      expect(driven).toBe(false);
    } finally {
      held.release();
    }
    const answered = await status;
    await drive;
    expect(answered.reply?.content).toBeTruthy();
    const answerAt = d.requests.findIndex((q) => q.method === 'POST' && /^\/interactions\//.test(q.path));
    expect(answerAt).toBeGreaterThanOrEqual(0);
    expect(writes.length).toBeGreaterThan(0);
    // The AI-only game's first write came after the answer was through.
    expect(writes[0]).toBeGreaterThan(answerAt);
    // One slice per write.
    expect((await svc.get(robots))!.logSeq).toBeGreaterThan(afterStart.logSeq!);
    expect((await svc.get(robots))!.logSeq! - afterStart.logSeq!).toBeLessThanOrEqual(AI_ONLY_SLICE * writes.length);
  });
});
