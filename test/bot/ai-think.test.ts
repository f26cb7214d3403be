// No interaction waits for AI seats that think (issue 27): four `hard` seats decide in the AI
// threads (src/app/ai-pool.ts) while a player taps a button of another game's panel. The
// threads are held (an instrumented pool: every decision waits at a gate before it reaches the
// real worker), so the order is certain without any clock: the tap is answered while the AI
// seats' decisions are still held, and their turns complete only once the gate opens.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import { AiPool, type Decision } from '../../src/app/ai-pool.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { aiSeat, byVerb, closeTables, openTable, panelOf } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

/** A pool whose decisions wait at a gate: how many are held, which policies asked. */
class GatedPool extends AiPool {
  held = 0;
  readonly policies: string[] = [];
  private open = false;
  private readonly waiting: (() => void)[] = [];

  override async decide(...args: Parameters<AiPool['decide']>): Promise<Decision> {
    this.policies.push(args[3]);
    if (!this.open) {
      this.held++;
      await new Promise<void>((res) => this.waiting.push(res));
      this.held--;
    }
    return super.decide(...args);
  }

  release(): void {
    this.open = true;
    for (const go of this.waiting.splice(0)) go();
  }
}

const pools: AiPool[] = [];
afterEach(async () => {
  await closeTables();
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('AI seats thinking', () => {
  it('a panel tap is answered while four hard seats think in the AI threads', async () => {
    const pool = new GatedPool(1);
    pools.push(pool);
    await pool.whenReady();
    const { d, bot } = await openTable(
      9105,
      { channels: ['people', 'robots'] },
      { aiThreads: pool, images: freeImages },
    );
    const [people, robots] = d.channels.map((c) => c.id);
    const alice = d.makeUser('alice');
    const carol = d.makeUser('carol');
    const bob = d.makeUser('bob');

    // alice and carol's game: its panel, with the button that shows a player's secrets
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' }, { channelId: people });
    await d.slash(carol, 'risk join', {}, { channelId: people });
    await d.slash(alice, 'risk start', {}, { channelId: people });
    const panel = await panelOf(d, bot, people);
    const secrets = byVerb(panel, 'sec')[0];
    expect(secrets).toBeTruthy();

    // bob's game beside it: bob and four hard AI seats; the start plays the AI seats' turns
    const svc = bot.service;
    const host = { id: bob.id, name: 'bob', locale: 'en' as const };
    expect((await svc.create(robots, 'robots', d.guildId, host, 'classic', { setup: 'auto' }, 'en')).ok).toBe(true);
    await svc.games.mutate(robots, (r) => {
      r!.seats = [...r!.seats, ...['A', 'B', 'C', 'D'].map((n) => aiSeat(n, 'hard'))];
      return ok({ record: r!, value: null, presented: true });
    });
    const started = svc.start(robots, host, false);
    while (pool.held === 0) await new Promise((res) => setImmediate(res));
    const bobSeat = asMap((await svc.latest(robots))!).seats.findIndex((s) => s.userId === bob.id);

    // the tap, answered while the AI's decision is held
    const tapped = await d.click(alice, panel.id, secrets.customId!);
    expect(tapped.reply?.content).toBeTruthy();
    expect(tapped.ephemeral).toBe(true);
    expect(pool.held).toBe(1);
    // (the start and the AI turns it plays are one write: nothing of them is stored yet)
    const during = (await svc.get(robots))!;
    expect(during.status).toBe('lobby');
    expect(during.state).toBeNull();

    // the gate opens: the four hard seats play their turns (in the thread), back to bob
    pool.release();
    expect((await started).ok).toBe(true);
    const after = asMap((await svc.get(robots))!);
    // (on this seed bob's seat comes last in the turn order: all four AI seats played a turn)
    expect(after.state!.order.at(-1)).toBe(bobSeat);
    expect(after.state!.turn.player).toBe(bobSeat);
    expect(after.state!.turn.number).toBe(5);
    expect(new Set(pool.policies)).toEqual(new Set(['hard']));
    // every decision made in the thread: at least a placement and the end of each of the four turns
    expect(pool.policies.length).toBeGreaterThanOrEqual(8);
    expect(pool.made.inThread).toBe(pool.policies.length);
  });
});
