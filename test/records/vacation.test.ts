// /risk vacation: the player's deadlines wait in every game they sit in until the date, the
// channels are told, bad durations are refused without a change, and `off` brings them back.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { closeStores, tournamentTable } from '../tournament/harness.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

const H = 3_600_000;

describe('/risk vacation', () => {
  it('stops the deadlines of a player on vacation, tells the channel, and off restarts them', async () => {
    const { table, service } = await tournamentTable(41, undefined, undefined, freeImages);
    for (const line of [
      'alice /risk new ruleset:classic setup:auto deadline:24h',
      'bob /risk join',
      'alice click Start',
    ])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    await tournamentsIdle();
    let r = (await service.get('local'))!;
    const waiting = r.timer!.players[0];
    const who = r.seats[waiting].userId === 'u-alice' ? 'alice' : 'bob';
    // Refused, nothing changes.
    const bad = await table.run(`${who} /risk vacation 10m`);
    expect(bad.find((o) => o.kind === 'ephemeral')!.text).toMatch(/1 hour to 30 days/);
    expect((await service.get('local'))!.timer).toEqual(r.timer);

    const set = await table.run(`${who} /risk vacation 3d`);
    expect(set.find((o) => o.kind === 'ephemeral')!.text).toMatch(/On vacation until <t:\d+:f>: in your 1 game/);
    expect(set.find((o) => o.kind === 'channel')!.text).toMatch(new RegExp(`${who} is on vacation until`));
    // The panel says so beside the player's name.
    expect(set.some((o) => o.kind === 'edit' && new RegExp(`${who} .*🏖️`).test(o.text))).toBe(true);
    r = (await service.get('local'))!;
    const now = service.now();
    expect(r.seats[waiting].vacationUntil).toBe(now + 72 * H);
    expect(r.timer!.expiresAt).toBe(now + 72 * H + 24 * H);
    // A day and more later, the turn still waits: nothing expired, no turn missed.
    const later = await table.run('wait 30h');
    expect(later.some((o) => /ran out|time is up|expired/i.test(o.text))).toBe(false);
    r = (await service.get('local'))!;
    expect(r.seats[waiting].missed).toBe(0);
    expect((await table.run(`${who} /risk games`)).find((o) => o.kind === 'ephemeral')!.text).toMatch(
      /On vacation until/,
    );

    const off = await table.run(`${who} /risk vacation off`);
    expect(off.find((o) => o.kind === 'ephemeral')!.text).toMatch(/Welcome back/);
    r = (await service.get('local'))!;
    expect(r.seats[waiting].vacationUntil).toBeUndefined();
    expect(r.timer!.expiresAt).toBe(service.now() + 24 * H);
  });

  it('covers a game that starts after it was set, until it is switched off', async () => {
    const { table, service } = await tournamentTable(42, undefined, undefined, freeImages);
    const set = await table.run('alice /risk vacation 2d');
    expect(set.find((o) => o.kind === 'ephemeral')!.text).toMatch(/On vacation until <t:\d+:f>: in your 0 game/);
    const until = service.now() + 48 * H;
    expect((await table.run('alice /risk games')).find((o) => o.kind === 'ephemeral')!.text).toMatch(
      /^You sit in no game in progress\.\n🏖️ On vacation until <t:\d+:f>/,
    );
    const said: string[] = [];
    for (const line of [
      'bob /risk new ruleset:classic setup:auto deadline:24h',
      'alice /risk join',
      'carol /risk join',
      'bob click Start',
    ]) {
      const out = await table.run(line);
      expect(out.filter((o) => o.kind === 'error')).toEqual([]);
      said.push(...out.filter((o) => o.kind === 'channel').map((o) => o.text));
    }
    let r = (await service.get('local'))!;
    const alice = r.seats.findIndex((s) => s.userId === 'u-alice');
    expect(r.seats[alice].vacationUntil).toBe(until);
    expect(r.seats.filter((s) => s.vacationUntil !== undefined)).toHaveLength(1);
    // The channel is told, and alice's deadline, when her turn comes, starts when she is back.
    expect(said.some((t) => /^🏖️ alice is on vacation until <t:\d+:f>/.test(t))).toBe(true);
    expect(r.timer!.players).toEqual([alice]);
    expect(r.timer!.expiresAt).toBe(until + 24 * H);

    // Switched off: the next game she starts is not held.
    await table.run('alice /risk vacation off');
    await table.run('bob /risk cancel');
    for (const line of ['bob /risk new ruleset:classic setup:auto deadline:24h', 'alice /risk join', 'bob click Start'])
      await table.run(line);
    await tournamentsIdle();
    r = (await service.get('local'))!;
    expect(r.seats.every((s) => s.vacationUntil === undefined)).toBe(true);
  });
});
