// Turn deadlines: one reminder, the AFK rule on expiry, a take-over after N missed turns, the
// deadline persisted and honoured by a new service on the same store (a restart); time limits.
import { asMap } from '../../src/discord/games/map/record.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { LocalTable } from '../../src/local/table.ts';
import { openRepository } from '../../src/store/open.ts';
import { armiesOn, territoriesControlledBy } from '../../src/engine/board.ts';
import { getMap } from '../../src/engine/index.ts';
import { viewImages } from '../view-images.ts';

async function setup(url: string, clock: { now: number }) {
  const store = await openRepository(url);
  let seed = 21;
  const service = new GameService({ store, now: () => clock.now, seed: () => seed++ });
  const table = new LocalTable({
    service,
    images: viewImages,
    outDir: mkdtempSync(join(tmpdir(), 'risk-timers-')),
    advance: (ms) => {
      clock.now += ms;
    },
  });
  return { store, service, table };
}

describe('turn deadlines and the AFK rule', () => {
  it('reminds once, ends the expired turn, takes the seat over after N misses, and survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'risk-timers-db-'));
    const url = `sqlite://${join(dir, 'g.sqlite')}`;
    const clock = { now: 1_700_000_000_000 };
    let { store, service, table } = await setup(url, clock);
    for (const l of [
      'alice /risk new ruleset:classic deadline:24h',
      'bob /risk join',
      'alice click Start',
      'alice /risk settings missed_turns:2',
    ])
      await table.run(l);
    let r = asMap((await service.get('local'))!);
    expect(r.settings.deadlineMinutes).toBe(1440);
    expect(r.timer).not.toBeNull();
    const first = r.state!.turn.player;
    const late = r.seats[first].name;
    // 20 h: the reminder (at 75 %), once.
    const reminded = await table.run('wait 20h');
    expect(reminded.filter((o) => /expires/.test(o.text))).toHaveLength(1);
    expect((await table.run('wait 1h')).filter((o) => /expires/.test(o.text))).toHaveLength(0);
    // Restart: a new service on the same file still knows the deadline.
    await store.close();
    ({ store, service, table } = await setup(url, clock));
    r = asMap((await service.get('local'))!);
    expect(r.timer?.reminded).toBe(true);
    const expired = await table.run('wait 4h');
    expect(expired.some((o) => isPublic(o) && new RegExp(`${late}'s time ran out`).test(o.text))).toBe(true);
    r = asMap((await service.get('local'))!);
    expect(r.state!.turn.player).not.toBe(first); // the turn was ended, armies placed
    expect(r.state!.players[first].reserve).toBe(0);
    expect(r.seats[first].missed).toBe(1);
    // Nobody plays: turns keep expiring; at 2 misses the AI takes the seat.
    const later = await table.run('wait 3d');
    expect(later.some((o) => /AI takes the seat/.test(o.text))).toBe(true);
    r = asMap((await service.get('local'))!);
    expect(r.seats.some((s) => s.autopilot)).toBe(true);
    await store.close();
  });

  it('C-SET-7: players place at once in secret; at the deadline the missing armies are spread at random and all is revealed', async () => {
    const clock = { now: 1_700_000_000_000 };
    const { service, table } = await setup(
      `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-sim-')), 'g.sqlite')}`,
      clock,
    );
    for (const l of [
      'alice /risk new ruleset:classic setup:simultaneous deadline:24h',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ])
      await table.run(l);
    let r = asMap((await service.get('local'))!);
    expect(r.state!.phase.kind).toBe('setupSimultaneous');
    const alice = r.seats.findIndex((x) => x.name === 'alice');
    const mine = territoriesControlledBy(r.state!, alice);
    const armies = r.state!.players[alice].reserve;
    const deadline = r.timer!.expiresAt;
    // alice plans everything on one territory, out of any turn order, and confirms
    // (without a count, /place asks first; All confirms)
    const planned = [...(await table.run(`alice /place ${mine[0]}`)), ...(await table.run('alice click All'))];
    const isPrivate = (o: { kind: string; to: string | null }) => o.kind !== 'channel' && o.to === 'alice';
    // (the public panel shows every reserve, untouched until the reveal; the plan itself never)
    const publicText = planned
      .filter((o) => !isPrivate(o))
      .map((o) => o.text)
      .join('\n');
    expect(publicText).not.toMatch(new RegExp(`${mine[0]}|${getMap('world').byId[mine[0]].name.en}|Planned`, 'i'));
    expect(planned.some((o) => isPrivate(o) && /Planned: \d+ on/.test(o.text))).toBe(true);
    await table.run('alice /end');
    r = asMap((await service.get('local'))!);
    expect(armiesOn(r.state!, mine[0])).toBe(1); // still secret
    expect(r.timer?.expiresAt).toBe(deadline); // one deadline for the phase: a confirmation does not re-arm it
    // the others never place: at the deadline their armies land at random, and every plan shows
    await table.run('wait 25h');
    r = asMap((await service.get('local'))!);
    expect(r.state!.phase.kind).not.toBe('setupSimultaneous');
    expect(armiesOn(r.state!, mine[0])).toBe(1 + armies);
    for (const p of r.state!.order) if (p !== r.state!.turn.player) expect(r.state!.players[p].reserve).toBe(0);
  });

  it('C-TOUR-1: the time limit is announced and ends the game on the persisted clock', async () => {
    const { service, table } = await timeLimited();
    const out = await table.run('wait 2h');
    expect(out.some((o) => isPublic(o) && /time limit|Time is up/i.test(o.text))).toBe(true);
    const r = asMap((await service.get('local'))!);
    expect(['over', 'playing']).toContain(r.status);
    if (r.status === 'over') expect(r.state!.phase.kind).toBe('over');
  });

  it('C-TOUR-1: a tie at the time limit is said once, however many 30-minute extensions it takes (test clock)', async () => {
    const { service, table } = await timeLimited();
    const r0 = asMap((await service.get('local'))!);
    // The deal leaves alice, bob and the neutral 14 territories each: a tie, and nobody moves.
    const held = r0.state!.players.map((p) => territoriesControlledBy(r0.state!, p.id).length);
    expect(held[0]).toBe(held[1]);
    const out = [...(await table.run('wait 61m'))];
    for (let i = 0; i < 5; i++) out.push(...(await table.run('wait 30m')));
    const r = asMap((await service.get('local'))!);
    // Extended six times (the timer wakes at each new end), the game still on.
    expect(r.state!.clock.endsAt).toBe(r0.state!.clock.endsAt! + 6 * 30 * 60_000);
    expect(r.status).toBe('playing');
    const line = /Time is up with a tie/;
    const panel = out.filter(isPublic).at(-1)!.text;
    expect(panel.split('\n').filter((l) => line.test(l))).toHaveLength(1);
    expect(out.filter((o) => o.kind === 'channel' && line.test(o.text))).toHaveLength(0);
  });

  it('loads a schema v1 record and migrates it', async () => {
    const store = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-mig-')), 'g.sqlite')}`);
    const service = new GameService({ store, now: () => 1 });
    const meta = { gameId: 'g1', channelId: 'old', guildId: null, status: 'lobby', live: true, wakeAt: null };
    await store.commit({
      meta,
      expectedVer: 0,
      log: [],
      claimChannel: true,
      data: JSON.stringify({
        schemaVersion: 1,
        gameId: 'g1',
        channelId: 'old',
        channelName: 'old',
        guildId: null,
        hostId: 'u',
        locale: 'en',
        status: 'lobby',
        rev: 3,
        ruleset: 'classic',
        options: {},
        seed: 1,
        seats: [{ userId: 'u', name: 'u', kind: 'human', ai: 'baseline', locale: 'en' }],
        settings: { deadlineMinutes: 60 },
        state: null,
        aiRng: [1, 2, 3, 4],
        createdAt: 0,
        updatedAt: 0,
      }),
    });
    const r = asMap((await service.get('old'))!);
    expect(r.schemaVersion).toBe(2);
    expect(r.settings).toMatchObject({ deadlineMinutes: 60, afk: 'end', maxMissed: 3 });
    expect(r.seats[0]).toMatchObject({ autopilot: false, missed: 0 });
  });
});

/** A classic game of alice and bob with a 60-minute time limit, started on a test clock. */
async function timeLimited() {
  const clock = { now: 1_700_000_000_000 };
  const t = await setup(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-tl-')), 'g.sqlite')}`, clock);
  for (const l of ['alice /risk new ruleset:classic time_limit:60', 'bob /risk join', 'alice click Start'])
    await t.table.run(l);
  return t;
}

/** Public text: a new channel message or an edit of one (the live panel). */
function isPublic(o: { kind: string }): boolean {
  return o.kind === 'channel' || o.kind === 'edit';
}
