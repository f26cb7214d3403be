// /risk vacation: the player's deadlines wait in every game they sit in until the date, the
// channels are told, bad durations are refused without a change, and `off` brings them back.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { closeStores, tournamentTable } from '../tournament/harness.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

const H = 3_600_000;

describe('/risk vacation', () => {
  it('stops the deadlines of a player on vacation, tells the channel, and off restarts them', async () => {
    const { table, service } = await tournamentTable(41);
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
});
