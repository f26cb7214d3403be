// Risk Express through the app layer, which knows no game: the record stores and reloads its
// state (migrated by the Express definition), the log replays to it, a deadline forfeits the
// turn (forfeitTurn: the attempt fails), a kicked player's seat goes to the AI, results rank by score.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLog, sameState } from '../../src/app/history.ts';
import { GameService, type UserRef } from '../../src/app/service.ts';
import { asExpress } from '../../src/discord/games/express/record.ts';
import { expressGame } from '../../src/express/index.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';

const user = (id: string): UserRef => ({ id, name: id, locale: 'en' });
let stores: GameRepository[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

async function open(clock: { now: number }) {
  const store = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-x-')), 'g.sqlite')}`);
  stores.push(store);
  let seed = 40;
  return { store, svc: new GameService({ store, now: () => clock.now, seed: () => seed++ }) };
}

describe('Risk Express through the generic app layer', () => {
  it('stores, reloads and replays a whole game; the results row ranks by score', async () => {
    const clock = { now: 1_700_000_000_000 };
    const { store, svc } = await open(clock);
    expect((await svc.create('c', 'c', 'g', user('alice'), 'express', { continueFailed: true }, 'en')).ok).toBe(true);
    await svc.join('c', user('bob'));
    await svc.addAi('c', user('alice'), true);
    expect((await svc.start('c', user('alice'), true)).ok).toBe(true);
    // The humans play the expected-value AI's choice; the AI seat plays itself.
    for (let i = 0; i < 3000; i++) {
      await svc.runAi('c');
      const r = asExpress((await svc.get('c'))!);
      if (r.status === 'over') break;
      const seat = r.state!.current;
      const action = expressGame.ai.expected(
        expressGame.privateView(r.state!, seat),
        expressGame.legal(r.state!, seat),
        () => 0.5,
      );
      clock.now += 1000;
      const res = await svc.act('c', user(r.seats[seat].userId!), action);
      expect(res.ok).toBe(true);
    }
    const r = asExpress((await svc.get('c'))!);
    expect(r.status).toBe('over');
    expect(r.seats[2].ai).toBe('expected');
    // A fresh service reads the stored record back (the Express schema validates it) and the log replays to it.
    const again = asExpress((await new GameService({ store }).get('c'))!);
    expect(again.state).toEqual(r.state);
    expect(sameState(replayLog(await store.log(r.gameId)), r.state)).toBe(true);
    const [row] = await store.resultsByGuild('g');
    const out = expressGame.outcome(r.state!)!;
    expect(row.ruleset).toBe('express');
    expect(row.seats.map((s) => s.score)).toEqual(out.scores);
    for (const w of out.winners) expect(row.seats[w].place).toBe(1);
    expect(row.rounds).toBe(r.state!.round);
  });

  it('a deadline that runs out fails the attempt (forfeitTurn) and passes the turn; a kicked seat goes to the AI', async () => {
    const clock = { now: 1_700_000_000_000 };
    const { svc } = await open(clock);
    await svc.create('c', 'c', 'g', user('alice'), 'express', {}, 'en', { deadlineMinutes: 60 });
    await svc.join('c', user('bob'));
    await svc.start('c', user('alice'), true);
    let r = asExpress((await svc.get('c'))!);
    const first = r.state!.current;
    await svc.act('c', user(r.seats[first].userId!), { type: 'roll' });
    r = asExpress((await svc.get('c'))!);
    expect(r.timer?.players).toEqual([first]);
    clock.now = r.timer!.expiresAt;
    const due = await svc.runTimers('c');
    expect(due.ok && due.value.expired).toEqual([first]);
    expect(due.ok && due.value.steps.map((s) => [s.by, s.action])).toEqual([['timer', { type: 'timeout' }]]);
    r = asExpress((await svc.get('c'))!);
    expect(r.state!.current).not.toBe(first);
    expect(r.seats[first].missed).toBe(1);
    // Kicking a player of a game without passive seats hands the seat to the AI, which plays on.
    const other = r.state!.current;
    const kicked = await svc.kick('c', user('alice'), true, r.seats[other].userId!);
    expect(kicked.ok).toBe(true);
    r = asExpress((await svc.get('c'))!);
    expect(r.seats[other]).toMatchObject({ kind: 'ai', userId: null, ai: 'expected' });
    // The AI plays the seat in the kick's own write, logged as the AI's.
    const ran = kicked.ok ? kicked.value.steps : [];
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.every((s) => s.actor === other && s.by === 'ai')).toBe(true);
    expect((await svc.runAi('c')).steps).toEqual([]);
  });

  it('refuses options Risk Express does not have (naming the one it has), a wrong value, and more than 5 seats', async () => {
    const { svc } = await open({ now: 1 });
    const bad = await svc.create('c', 'c', 'g', user('alice'), 'express', { capitals: '1992' }, 'en');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toEqual({
      code: 'optionNotInRuleset',
      ruleset: 'express',
      option: 'capitals',
      legal: ['continueFailed'],
    });
    const wrong = await svc.create('c', 'c', 'g', user('alice'), 'express', { continueFailed: 'yes' }, 'en');
    expect(!wrong.ok && wrong.error).toEqual({ code: 'badOption', option: 'continueFailed', allowed: [true, false] });
    await svc.create('c', 'c', 'g', user('alice'), 'express', {}, 'en');
    for (let i = 0; i < 4; i++) expect((await svc.addAi('c', user('alice'), true)).ok).toBe(true);
    const full = await svc.addAi('c', user('alice'), true);
    expect(!full.ok && full.error).toEqual({ code: 'lobbyFull', max: 5 });
  });
});
