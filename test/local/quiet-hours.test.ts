// Time zones and quiet hours (/risk settings timezone quiet), two players in two zones on the
// table's test clock: a deadline that would fall in a player's quiet hours moves to their end; a
// turn that starts in a player's night starts for them at its end, its ping waiting for the
// reminder then; the panel shows the deadline as a Discord timestamp; bad values are refused.
import { describe, expect, it } from 'vitest';
import { inQuiet, parseQuiet, quietEnd } from '../../src/app/quiet-hours.ts';
import { pingWaits } from '../../src/app/service.ts';
import { hookedTable } from './hooked-table.ts';
import { zoneChoices } from '../../src/discord/records/quiet.ts';

const at = (iso: string) => Date.parse(iso);

const table = (start: number) => hookedTable(41, start);

describe('quiet hours', () => {
  it('reads hours and zones (daylight saving included)', () => {
    expect(parseQuiet('23-08')).toEqual([23, 8]);
    expect(parseQuiet('23:00–08:00')).toEqual([23, 8]);
    expect(parseQuiet('off')).toBeNull();
    for (const bad of ['8', '25-3', '7-7', 'nights']) expect(parseQuiet(bad)).toBeUndefined();
    const paris = { tz: 'Europe/Paris', from: 23, to: 8 };
    // Winter: Paris is UTC+1; summer: UTC+2.
    expect(inQuiet(at('2026-01-15T21:59:00Z'), paris)).toBe(false);
    expect(inQuiet(at('2026-01-15T22:00:00Z'), paris)).toBe(true);
    expect(quietEnd(at('2026-01-16T01:30:00Z'), paris)).toBe(at('2026-01-16T07:00:00Z'));
    expect(quietEnd(at('2026-07-16T01:30:00Z'), paris)).toBe(at('2026-07-16T06:00:00Z'));
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00 in Paris).
    expect(quietEnd(at('2026-03-29T00:30:00Z'), paris)).toBe(at('2026-03-29T06:00:00Z'));
    expect(zoneChoices('paris').map((c) => c.value)).toEqual(['Europe/Paris']);
    expect(zoneChoices('new_y').map((c) => c.value)).toContain('America/New_York');
  });

  it('two players in two zones: each deadline moves out of its player’s night, and a ping in one waits for its end', async () => {
    // 20:00 UTC on a winter evening: 21:00 in Paris, 15:00 in New York.
    const { store, service, t, clock } = await table(at('2026-01-15T20:00:00Z'));
    const alice = 'alice';
    const bob = 'bob@fr';
    // Refused, nothing kept.
    expect((await t.run(`${alice} /risk settings timezone:Mars/Olympus`))[0].text).toMatch(/not a time zone/);
    expect((await t.run(`${alice} /risk settings quiet:late`))[0].text).toMatch(/23-08, or off/);
    expect(await store.prefs!().get('player', 'u-alice')).toBeUndefined();

    const told = await t.run(`${alice} /risk settings timezone:Europe/Paris quiet:23-08`);
    expect(told[0].text).toMatch(/Quiet hours 23:00–08:00 \(Europe\/Paris\)/);
    const toldBob = await t.run(`${bob} /risk settings timezone:america/new_york quiet:22-07`);
    expect(toldBob[0].text).toMatch(/Heures calmes 22:00–07:00 \(America\/New_York\)/);

    await t.run(`${alice} /risk new ruleset:classic setup:auto deadline:4h`);
    await t.run(`${bob} /risk join`);
    const started = await t.run(`${alice} click Start`);
    let r = (await service.get('local'))!;
    expect(r.seats.map((s) => s.quiet?.tz)).toEqual(['Europe/Paris', 'America/New_York']);
    const first = r.state === null ? -1 : (r.state as { turn: { player: number } }).turn.player;
    const aliceFirst = first === 0;
    // The panel shows the deadline as a Discord timestamp (each reader's own clock).
    const panel = [...started].reverse().find((o) => o.text.includes('⏰'))!;
    expect(panel.text).toContain(`⏰ turn deadline <t:${Math.floor(r.timer!.expiresAt / 1000)}:R>`);

    // The seed makes alice first.
    expect(aliceFirst).toBe(true);
    // 00:00 UTC is 01:00 in Paris, alice's night: her deadline moves to 08:00 Paris (07:00 UTC).
    expect(r.timer!.expiresAt).toBe(at('2026-01-16T07:00:00Z'));
    await t.run('wait 11h');
    r = (await service.get('local'))!;
    // bob's turn began at 07:00 UTC, 02:00 in New York: it starts for him at 07:00 there (12:00
    // UTC), with the ping then; his deadline is four hours later.
    expect(r.timer!.players).toEqual([1]);
    expect(r.timer!.remindAt).toBe(at('2026-01-16T12:00:00Z'));
    expect(r.timer!.expiresAt).toBe(at('2026-01-16T16:00:00Z'));
    // The sleeper's ping waited (its mention does not ring): no reminder until the night ends, then one DM.
    const sleeper = 'bob';
    expect(pingWaits(r, 1, clock.now)).toBe(true);
    expect(pingWaits(r, 0, clock.now)).toBe(false);
    const until = r.timer!.remindAt - clock.now;
    const night = await t.run(`wait ${Math.floor(until / 60_000) - 1}m`);
    expect(night.filter((o) => o.kind === 'dm' && o.to === sleeper)).toEqual([]);
    const morning = await t.run('wait 2m');
    expect(morning.filter((o) => o.kind === 'dm' && o.to === sleeper).map((o) => o.text)).toEqual([
      expect.stringMatching(aliceFirst ? /ton tour expire|votre tour expire|expire/ : /your turn expires/),
    ]);
    await store.close();
  }, 60_000);
});
