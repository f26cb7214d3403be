// Accepted ≠ presented, through the real flow: Discord fails the acknowledgement (or the post)
// after the move was stored; the player is told it was recorded, and the timer loop's pass
// (driveGame) plays the AI and posts the move from the log.
import { asMap } from '../../src/discord/games/map/record.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aiPending, wakeAt } from '../../src/app/timers.ts';
import { play } from '../../src/discord/flow.ts';
import { driveGame } from '../../src/discord/recovery.ts';
import type { Bot, CommandContext, OutMessage } from '../../src/discord/surface.ts';
import { waitingFor } from '../../src/engine/index.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import { reliability } from '../../src/i18n/reliability.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { humanMove, service, startGame } from './helpers.ts';
import { channelCtx, freeImages } from './bot-harness.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

const images = freeImages;

class DiscordDown extends Error {
  status = 503;
}

async function setup() {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-present-')), 'g.sqlite')}`);
  repos.push(repo);
  const clock = { now: 1_700_000_000_000 };
  const svc = service(repo, clock, 3);
  const posts: OutMessage[] = [];
  let postsFail = false;
  const bot: Bot = {
    service: svc,
    images,
    mention: (id) => `<@${id}>`,
    dmFailed: new Set(),
    commands: new Map(),
    transport: {
      post: async (_ch, msg) => {
        if (postsFail) throw new DiscordDown('503 on channel post');
        posts.push(msg);
        return `m${posts.length}`;
      },
      dm: async () => true,
      edit: async (_ch, _id, msg) => {
        if (postsFail) throw new DiscordDown('503 on edit');
        posts.push(msg);
        return true;
      },
    },
  };
  return {
    repo,
    svc,
    bot,
    posts,
    clock,
    setPostsFail: (v: boolean) => {
      postsFail = v;
    },
  };
}

/** Plays human moves through the service until the next one, made through `play`, hands the turn to the AI. */
async function moveThatEndsTurn(svc: Awaited<ReturnType<typeof setup>>['svc']) {
  for (let i = 0; i < 400; i++) {
    await svc.runAi('c1');
    const r = asMap((await svc.get('c1'))!);
    const humanToPlay = waitingFor(r.state!).some((q) => r.seats[q].kind === 'human');
    if (humanToPlay && (r.state!.phase.kind === 'fortify' || r.state!.phase.kind === 'attack'))
      return { type: 'endTurn' } as const;
    await humanMove(svc, 'c1');
  }
  throw new Error('never reached the end of a turn');
}

function ctxFor(bot: Bot, replies: { msg: OutMessage; ephemeral: boolean }[], failAck: boolean): CommandContext {
  return channelCtx(bot, 'alice', 'i-1', {
    defer: async () => {
      if (failAck) throw new DiscordDown('503 on deferReply');
    },
    reply: async (msg, o) => {
      replies.push({ msg, ephemeral: !!o?.ephemeral });
    },
  });
}

describe('a move stored but not shown', () => {
  it('failed acknowledgement: the player is told the move was recorded; the AI turns stored with it are posted by the timer loop', async () => {
    const { repo, svc, bot, posts, clock } = await setup();
    const g = await startGame(svc, 'c1', { humans: ['alice'], ais: 2 });
    const action = await moveThatEndsTurn(svc);
    const seqBefore = (await svc.get('c1'))!.logSeq!;
    const replies: { msg: OutMessage; ephemeral: boolean }[] = [];
    await play(ctxFor(bot, replies, true), action);
    expect(replies).toEqual([{ msg: { text: reliability('en').recordedNotPosted }, ephemeral: true }]);
    const stored = asMap((await svc.get('c1'))!);
    // The whole move: the AI seats played in the same write, nothing of it shown yet.
    expect(aiPending(stored)).toBe(false);
    expect(stored.presentedSeq).toBeLessThan(stored.logSeq!);
    expect(posts).toHaveLength(0);
    // The game wakes itself shortly after: the timer loop's pass.
    expect(wakeAt(stored)).not.toBeNull();
    clock.now = wakeAt(stored)!;
    await driveGame(bot, 'c1');
    const after = asMap((await svc.get('c1'))!);
    expect(aiPending(after)).toBe(false);
    expect(after.presentedSeq).toBe(after.logSeq);
    expect(posts).toHaveLength(1);
    expect(posts[0].text).toMatch(/🤖/);
    const log = await repo.log(g.gameId, seqBefore);
    expect(log[0]).toMatchObject({ kind: 'act', userId: 'alice', interactionId: 'i-1', action: { type: 'endTurn' } });
    expect(log.slice(1).every((e) => e.kind === 'ai')).toBe(true);
    // Nothing left to post: a second pass posts nothing.
    await driveGame(bot, 'c1');
    expect(posts).toHaveLength(1);
  });

  it('the board post fails after the reply: the AI moves are kept and posted by the next pass', async () => {
    const { svc, bot, posts, setPostsFail } = await setup();
    await startGame(svc, 'c1', { humans: ['alice'], ais: 2 });
    const action = await moveThatEndsTurn(svc);
    const replies: { msg: OutMessage; ephemeral: boolean }[] = [];
    setPostsFail(true);
    await play(ctxFor(bot, replies, false), action);
    expect(replies.at(-1)!.msg.text).toBe(reliability('en').recordedNotPosted);
    const stored = asMap((await svc.get('c1'))!);
    expect(aiPending(stored)).toBe(false);
    expect(stored.presentedSeq).toBeLessThan(stored.logSeq!);
    setPostsFail(false);
    await driveGame(bot, 'c1');
    expect(posts).toHaveLength(1);
    expect(asMap((await svc.get('c1'))!).presentedSeq).toBe(stored.logSeq);
  });

  it('a move presented normally is marked shown: the timer loop has nothing to re-post', async () => {
    const { svc, bot, posts } = await setup();
    await startGame(svc, 'c1', { humans: ['alice'], ais: 2 });
    const action = await moveThatEndsTurn(svc);
    const replies: { msg: OutMessage; ephemeral: boolean }[] = [];
    await play(ctxFor(bot, replies, false), action);
    // The channel sees the move on the live panel; the player's own answer is private.
    expect(replies).toEqual([
      { msg: { text: expect.stringMatching(new RegExp(`${panelCat('en').onPanel}$`)) }, ephemeral: true },
    ]);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.at(-1)!.text).toMatch(/🤖/);
    const shownPosts = posts.length;
    const r = asMap((await svc.get('c1'))!);
    expect(r.presentedSeq).toBe(r.logSeq);
    await driveGame(bot, 'c1');
    expect(posts).toHaveLength(shownPosts);
  });
});
