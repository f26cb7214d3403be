// The channel's presentation queue under a quick series of moves: every command is answered at
// once, and a move that changes no picture leaves its panel edit to the move queued behind it,
// which shows both lines in one edit (Discord paces a bot's edits at 50 a second).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commandTable } from '../../commands/index.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { OutMessage } from '../../src/discord/surface.ts';
import { legalActions } from '../../src/engine/index.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { service, startGame } from '../store/helpers.ts';
import { channelCtx, recordingBot } from '../store/bot-harness.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

const PLACED = /placed 1 army on/g;
const placed = (text: string) => (text.match(PLACED) ?? []).length;
/** Every microtask queued so far has run (the fake answers resolve at once: what follows them is microtasks). */
const drained = () => new Promise((res) => setImmediate(res));

describe('the presentation queue of a channel', () => {
  it('three single placements sent while the panel edit is slow: each answered at once; two panel edits show every line', async () => {
    const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-queue-')), 'g.sqlite')}`);
    repos.push(repo);
    const svc = service(repo);
    const { bot, posts, edits } = recordingBot(svc);
    await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: 0 });
    const r = asMap((await svc.get('c1'))!);
    const p = r.state!.turn.player;
    const who = r.seats[p]!.userId!;
    const place = legalActions(r.state!, p).find((a) => a.type === 'place');
    if (!place || place.type !== 'place') throw new Error('no placement');
    const answers: string[] = [];
    const waiters: { n: number; done: () => void }[] = [];
    const answered = (n: number) =>
      new Promise<void>((done) => (answers.length >= n ? done() : waiters.push({ n, done })));
    const send = (k: number) =>
      commandTable.get('place')!.execute(
        channelCtx(bot, who, `i-${k}`, {
          reply: async (m: OutMessage) => {
            answers.push(m.text);
            for (const w of waiters.filter((x) => answers.length >= x.n)) w.done();
          },
        }),
        { territory: place.territory, count: 1 },
      );
    // The first placement opens the panel (the game had none yet).
    await send(0);
    expect(posts).toHaveLength(1);
    // Discord is slow to take the panel's edits: the first one waits until released.
    let release!: () => void;
    const slow = new Promise<void>((res) => (release = res));
    let asked!: () => void;
    const editAsked = new Promise<void>((res) => (asked = res));
    const edit = bot.transport.edit;
    bot.transport.edit = async (ch, id, msg) => {
      asked();
      await slow;
      return edit(ch, id, msg);
    };
    const moves = [send(1)];
    await editAsked;
    moves.push(send(2));
    await answered(3);
    moves.push(send(3));
    await answered(4);
    await drained();
    // All three answered while the first edit is still waiting.
    expect(answers.slice(1).map(placed)).toEqual([1, 1, 1]);
    expect(edits).toHaveLength(0);
    release();
    await Promise.all(moves);
    // The second placement's edit was left to the third's, which shows both.
    expect(edits.map((m) => placed(m.text))).toEqual([2, 4]);
    const saved = asMap((await svc.get('c1'))!).panel!;
    expect(saved.log.filter((l) => /placed 1 army on/.test(l))).toHaveLength(4);
  });
});
