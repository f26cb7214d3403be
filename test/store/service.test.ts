// The app on the store: archived games, the action log and replay, results, duplicate
// interactions, reads that do not write, unreadable records set aside, bounded lookups.
import { asMap } from '../../src/discord/games/map/record.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLog, sameState } from '../../src/app/history.ts';
import { Scheduler } from '../../src/app/scheduler.ts';
import { GameService } from '../../src/app/service.ts';
import type { RulesetId } from '../../src/engine/index.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { humanMove, service, startGame, user } from './helpers.ts';
import { sized } from '../sizes.ts';
import { viewImages } from '../view-images.ts';

const GAMES = sized(40, 200);

const repos: GameRepository[] = [];
async function sqlite(): Promise<GameRepository> {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-svc-')), 'g.sqlite')}`);
  repos.push(repo);
  return repo;
}
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

describe('games kept by id, with their log', () => {
  // Four set-ups (ruleset, AI seats and autopilot go round together), each on GAMES / 4 seeds:
  // 40 games under npm test, 200 under npm run test:full (test/sizes.ts).
  it(`replay(log) reproduces the stored state over ${GAMES} games of every ruleset, across many writes`, async () => {
    const repo = await sqlite();
    const clock = { now: 1_700_000_000_000 };
    const svc = new GameService({
      store: repo,
      now: () => clock.now++,
      seed: (() => {
        let s = 1000;
        return () => s++;
      })(),
      maxAiSteps: 40,
    });
    const rulesets: RulesetId[] = ['classic', 'capitals', 'missions', 'risiko'];
    let checked = 0;
    for (let g = 0; g < GAMES; g++) {
      const ch = `ch-${g}`;
      await startGame(svc, ch, { ruleset: rulesets[g % 4], ais: 1 + (g % 4), autopilot: g % 2 === 0 });
      // Several stored writes per game: AI chunks (40 actions each) and human moves between them.
      for (let k = 0; k < 3; k++) {
        await svc.runAi(ch);
        await humanMove(svc, ch);
      }
      const r = asMap((await svc.get(ch))!);
      const log = await repo.log(r.gameId);
      expect(log).toHaveLength(r.logSeq!);
      expect(sameState(replayLog(log), r.state)).toBe(true);
      checked++;
    }
    expect(checked).toBe(GAMES);
  });

  it('a finished game is archived with a results row; /risk new takes the channel without overwriting it', async () => {
    const repo = await sqlite();
    const svc = service(repo);
    const first = await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: 1, autopilot: true, guild: 'G1' });
    await svc.runAi('c1');
    const over = asMap((await svc.get('c1'))!);
    expect(over.status).toBe('over');
    const results = await repo.resultsByGuild('G1');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ gameId: first.gameId, ruleset: 'classic', rounds: over.state!.turn.round });
    const phase = over.state!.phase as { kind: 'over'; winners: number[] };
    expect(results[0].seats.filter((s) => s.place === 1).map((s) => s.seat)).toEqual(phase.winners);
    expect((await repo.resultsByUser('bob')).map((x) => x.gameId)).toEqual([first.gameId]);
    const second = await svc.create('c1', 'c1', 'G1', user('carol'), 'classic', {}, 'en');
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.value.gameId).not.toBe(first.gameId);
    expect((await repo.load(first.gameId))!.meta.status).toBe('over');
    expect(sameState(replayLog(await repo.log(first.gameId)), over.state)).toBe(true);
    expect(asMap((await svc.get('c1'))!).gameId).toBe(second.value.gameId);
  });

  it('cancel archives the game with its log and frees the channel', async () => {
    const repo = await sqlite();
    const svc = service(repo);
    const g = await startGame(svc, 'c1');
    const cancelled = await svc.cancel('c1', user('alice'), false);
    expect(cancelled.ok).toBe(true);
    expect(await svc.get('c1')).toBeUndefined();
    const kept = (await repo.load(g.gameId))!;
    expect(kept.meta).toMatchObject({ status: 'cancelled', live: false });
    expect((await repo.log(g.gameId)).at(-1)!.kind).toBe('cancel');
    expect((await svc.create('c1', 'c1', null, user('bob'), 'classic', {}, 'en')).ok).toBe(true);
  });

  it('a re-delivered interaction is applied once', async () => {
    const repo = await sqlite();
    const svc = service(repo);
    await startGame(svc, 'c1', { humans: ['alice'], ais: 1 });
    await svc.runAi('c1');
    expect(await humanMove(svc, 'c1', 'interaction-1')).toBe(true);
    const after = asMap((await svc.get('c1'))!);
    const r = asMap((await svc.get('c1'))!);
    const again = await svc.act('c1', user('alice', 'interaction-1'), { type: 'endPhase' });
    expect(again).toEqual({ ok: false, error: { code: 'duplicate' } });
    expect(asMap((await svc.get('c1'))!).rev).toBe(after.rev);
    const log = await repo.log(r.gameId);
    expect(log.filter((e) => e.interactionId === 'interaction-1')).toHaveLength(1);
  });

  it('/risk settings with no option reads: nothing is written, buttons stay valid', async () => {
    const repo = await sqlite();
    const svc = service(repo);
    const g = await startGame(svc, 'c1');
    const before = (await repo.load(g.gameId))!;
    const res = await svc.settings('c1', user('bob'), false, { game: { deadlineMinutes: undefined } });
    expect(res.ok).toBe(true);
    const after = (await repo.load(g.gameId))!;
    expect(after.ver).toBe(before.ver);
    expect(asMap((await svc.get('c1'))!).rev).toBe(g.rev);
  });
});

describe('what the channel was told', () => {
  it('the DM-closed notice is given once per game and user, across a restart', async () => {
    const repo = await sqlite();
    const g = await startGame(service(repo), 'c1', { humans: ['alice', 'bob'], ais: 0 });
    const first = service(repo);
    expect(await first.markDmClosed('c1', g.gameId, 'alice')).toBe(true);
    expect(await first.markDmClosed('c1', g.gameId, 'alice')).toBe(false);
    const restarted = service(repo);
    expect(await restarted.markDmClosed('c1', g.gameId, 'alice')).toBe(false);
    expect(await restarted.markDmClosed('c1', g.gameId, 'bob')).toBe(true);
    // Bookkeeping keeps the revision: the game's buttons stay valid.
    expect((await restarted.get('c1'))!.rev).toBe(g.rev);
  });
});

describe('a record that cannot be read', () => {
  const bad: [string, (data: string) => string][] = [
    ['not JSON', () => '{"schemaVersion": 2, "gameId": '],
    ['failing the schema', (d) => JSON.stringify({ ...JSON.parse(d), seats: 'nobody' })],
    ['from a newer build', (d) => JSON.stringify({ ...JSON.parse(d), schemaVersion: 99 })],
    [
      'with a damaged map state (no board, players "oops")',
      (d) => {
        const rec = JSON.parse(d) as { state: Record<string, unknown> };
        delete rec.state.board;
        rec.state.players = 'oops';
        return JSON.stringify(rec);
      },
    ],
  ];
  for (const [what, corrupt] of bad) {
    it(`${what}: is quarantined with an error id; the other games play and the channel can start again`, async () => {
      const repo = await sqlite();
      const svc = service(repo);
      const broken = await startGame(svc, 'broken');
      await startGame(svc, 'fine');
      const stored = (await repo.load(broken.gameId))!;
      await repo.commit({ meta: stored.meta, expectedVer: stored.ver, data: corrupt(stored.data), log: [] });
      // Start-up: every live game is scheduled, the broken one included, without throwing.
      const scheduler = new Scheduler(svc, async () => undefined, { sweepMs: 0 });
      expect(await scheduler.resumeAll()).toBe(2);
      await scheduler.stop();
      const refused = await svc.act('broken', user('alice'), { type: 'endPhase' });
      expect(refused.ok).toBe(false);
      const errorId = !refused.ok && refused.error.code === 'unreadable' ? refused.error.errorId : null;
      expect(errorId).toMatch(/^[0-9a-f]{8}$/);
      expect(await repo.quarantined(broken.gameId)).toMatchObject({ errorId });
      expect((await repo.liveGames()).map((g) => g.channelId)).toEqual(['fine']);
      await svc.runAi('fine');
      expect(await humanMove(svc, 'fine')).toBe(true);
      expect((await svc.create('broken', 'broken', null, user('bob'), 'classic', {}, 'en')).ok).toBe(true);
    });
  }

  it('debug mode: a state that differs from what its log replays to is set aside on load', async () => {
    const repo = await sqlite();
    const svc = service(repo);
    const g = await startGame(svc, 'c1');
    const stored = (await repo.load(g.gameId))!;
    const data = JSON.parse(stored.data);
    const i = (data.state.board.armies as number[]).findIndex((a) => a > 0);
    data.state.board.armies[i] += 5;
    await repo.commit({ meta: stored.meta, expectedVer: stored.ver, data: JSON.stringify(data), log: [] });
    expect(asMap((await svc.get('c1'))!).state!.board.armies[i]).toBe(data.state.board.armies[i]);
    const checking = new GameService({ store: repo, verifyReplay: true });
    expect(await checking.get('c1')).toBeUndefined();
    expect((await repo.quarantined(g.gameId))!.reason).toMatch(/replays to/);
  });
});

describe('bounded work per request', () => {
  it('territory names that are prototype keys or 6,000 characters long get a clear refusal and change nothing', async () => {
    const repo = await sqlite();
    const svc = service(repo, { now: 1_700_000_000_000 }, 7);
    const table = new LocalTable({
      service: svc,
      // (the refusals are read, never the pictures: test/view-images.ts)
      images: viewImages,
      outDir: mkdtempSync(join(tmpdir(), 'risk-bound-')),
      advance: () => undefined,
    });
    for (const l of ['alice /risk new ruleset:classic', 'bob /risk join', 'alice click Start']) await table.run(l);
    const before = asMap((await svc.get('local'))!);
    const long = 'x'.repeat(6000);
    for (const name of ['__proto__', 'constructor', 'toString', long]) {
      for (const cmd of [`/place ${name} 1`, `/attack ${name} ${name} 3`, `/risk odds from:${name} to:${name}`]) {
        for (const who of ['alice', 'bob']) {
          const outs = await table.run(`${who} ${cmd}`);
          expect(outs.some((o) => o.kind === 'error')).toBe(false);
          expect(outs.length).toBeGreaterThan(0);
        }
      }
    }
    const after = asMap((await svc.get('local'))!);
    expect(after.rev).toBe(before.rev);
    expect(sameState(after.state, before.state)).toBe(true);
  });
});
