// A lobby's scheduled start on the local table's test clock: "start at" (read on the host's
// clock from /risk settings timezone, or a Discord timestamp) and "start when N seats are
// filled"; the lobby shows it as a Discord timestamp; the game starts by itself through the
// table's clock (the timer loop's step); refusals (a time past or unreadable, N out of range)
// in English, French and Italian, changing nothing.
import { describe, expect, it } from 'vitest';
import { parseStartTime } from '../../src/app/schedule.ts';
import { hookedTable } from './hooked-table.ts';

const at = (iso: string) => Date.parse(iso);
const sec = (ms: number) => Math.floor(ms / 1000);

describe('scheduled start', () => {
  it('reads times on the host’s clock (daylight saving included) and Discord timestamps', () => {
    const now = at('2026-01-15T20:00:00Z'); // 21:00 in Paris
    expect(parseStartTime('22:30', now, 'Europe/Paris')).toBe(at('2026-01-15T21:30:00Z'));
    // Already past today on the host's clock: tomorrow.
    expect(parseStartTime('20:00', now, 'Europe/Paris')).toBe(at('2026-01-16T19:00:00Z'));
    expect(parseStartTime('2026-07-01 20:00', now, 'Europe/Paris')).toBe(at('2026-07-01T18:00:00Z'));
    expect(parseStartTime('2026-01-16 09:00', now, 'America/New_York')).toBe(at('2026-01-16T14:00:00Z'));
    expect(parseStartTime('<t:1798142400:F>', now, 'UTC')).toBe(1798142400_000);
    expect(parseStartTime('off', now, 'UTC')).toBeNull();
    for (const bad of ['tomorrow', '25:00', '2026-13-01 10:00', '<t:abc>'])
      expect(parseStartTime(bad, now, 'UTC')).toBe(undefined);
  });

  it('starts at its time on the host’s clock; the lobby shows it as a Discord timestamp', async () => {
    const { t, service, clock } = await hookedTable(61, at('2026-01-15T20:00:00Z'));
    await t.run('alice /risk settings timezone:Europe/Paris');
    await t.run('alice /risk new ruleset:classic setup:auto start_at:22:30');
    const when = at('2026-01-15T21:30:00Z');
    const lobby = (await t.run('bob /risk join')).find((o) => o.text.includes('⏰'))!;
    expect(lobby.text).toContain(`⏰ Starts by itself at <t:${sec(when)}:F> (<t:${sec(when)}:R>).`);
    expect(Object.keys(lobby.buttons)).not.toHaveLength(0);
    // The --json view carries it.
    expect(await t.view()).toMatchObject({ status: 'lobby', schedule: { at: when, seats: null } });
    // An hour later: still a lobby.
    await t.run('wait 60m');
    expect((await service.get('local'))!.status).toBe('lobby');
    const out = await t.run('wait 31m');
    const r = (await service.get('local'))!;
    expect(r.status).toBe('playing');
    expect(r.startedAt).toBe(when);
    expect(r.schedule).toBeUndefined();
    expect(out.some((o) => o.text.includes('⏰ The scheduled start: the game begins.'))).toBe(true);
    expect(clock.now).toBe(when + 60_000);
  });

  it('starts when N seats are filled (the join that fills them), and drops a time that finds too few', async () => {
    const { t, service } = await hookedTable(62, at('2026-01-15T20:00:00Z'));
    await t.run('alice /risk new ruleset:classic setup:auto start_when:3');
    await t.run('bob /risk join');
    expect((await service.get('local'))!.status).toBe('lobby');
    const out = await t.run('carol /risk join');
    const r = (await service.get('local'))!;
    expect(r.status).toBe('playing');
    expect(r.seats.map((s) => s.name)).toEqual(['alice', 'bob', 'carol']);
    expect(out.some((o) => o.text.includes('⏰ The scheduled start: the game begins.'))).toBe(true);

    // A time that comes with one player: the lobby stays, the host is told, nothing is left scheduled.
    const second = await hookedTable(63, at('2026-01-15T20:00:00Z'));
    await second.t.run(`dave /risk new ruleset:classic setup:auto start_at:<t:${sec(at('2026-01-15T20:30:00Z'))}>`);
    // A refused Start (one player) leaves the schedule, and a later write keeps it.
    expect((await second.t.run('dave /risk start'))[0].text).toMatch(/^At least 2 players/);
    await second.t.run('dave /risk settings deadline:1h');
    expect((await second.service.get('local'))!.schedule).toEqual({ at: at('2026-01-15T20:30:00Z') });
    const dropped = await second.t.run('wait 31m');
    const lobby = (await second.service.get('local'))!;
    expect(lobby.status).toBe('lobby');
    expect(lobby.schedule).toBeUndefined();
    expect(dropped.some((o) => o.text.includes('too few players (at least 2)'))).toBe(true);
  });

  it('refuses a time past, an unreadable one and N out of range, in en/fr/it, changing nothing', async () => {
    const { t, service, store } = await hookedTable(64, at('2026-01-15T20:00:00Z'));
    const past = `<t:${sec(at('2026-01-15T19:00:00Z'))}>`;
    expect((await t.run(`alice /risk new ruleset:classic start_at:${past}`))[0].text).toBe(
      'That time has already passed: give a time to come.',
    );
    expect((await t.run(`bob@fr /risk new ruleset:classic start_at:${past}`))[0].text).toBe(
      'Cette heure est déjà passée : donnez une heure à venir.',
    );
    expect((await t.run(`carol@it /risk new ruleset:classic start_when:9`))[0].text).toBe(
      'start_when accetta un numero di posti da 2 a 6 per questa partita.',
    );
    expect((await t.run('alice /risk new ruleset:classic start_at:soon'))[0].text).toMatch(
      /^“soon” is not a start time\. Write 20:00 \(your clock: UTC/,
    );
    // No lobby was opened by any of them.
    expect(await service.get('local')).toBeUndefined();
    expect(await store.liveGames()).toEqual([]);

    // In a lobby: /risk settings refuses the same, and only the host may set it.
    await t.run('alice /risk new ruleset:classic');
    await t.run('bob@fr /risk join');
    expect((await t.run('bob@fr /risk settings start_when:2'))[0].text).toMatch(/hôte/);
    expect((await t.run('alice /risk settings start_when:7'))[0].text).toBe(
      'start_when takes a number of seats from 2 to 6 for this game.',
    );
    expect((await t.run(`alice /risk settings start_at:${past}`))[0].text).toBe(
      'That time has already passed: give a time to come.',
    );
    expect((await service.get('local'))!.schedule).toBeUndefined();
    // Set, then cleared.
    const set = await t.run('alice /risk settings start_when:4');
    expect(set.some((o) => o.text === 'Scheduled. ⏰ Starts by itself once 4 seats are filled.')).toBe(true);
    expect((await service.get('local'))!.schedule).toEqual({ seats: 4 });
    await t.run('alice /risk settings start_when:0');
    expect((await service.get('local'))!.schedule).toBeUndefined();
    // Already as many seats as asked: the game starts at once.
    await t.run('alice /risk settings start_when:2');
    expect((await service.get('local'))!.status).toBe('playing');
  });
});
