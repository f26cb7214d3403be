// The daily digest (/risk settings notify:digest) on the local table's test clock: one DM a day
// at the end of the player's quiet hours on their own clock, listing the games (channel and
// thread) where it is their turn with links; none more that day though two games fire; no
// turn ping meanwhile; no DM on a day no game waits for them; another notify mode ends it; and
// `digest_hour` moves it to the hour the player chooses (its bounds refused as Discord does).
import { describe, expect, it } from 'vitest';
import { digestDay, nextDigestAt } from '../../src/app/digest.ts';
import { waitingHumans } from '../../src/app/service.ts';
import type { GameRecord } from '../../src/app/record.ts';
import { hookedTable } from './hooked-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';

const at = (iso: string) => Date.parse(iso);

/** A table at `start` where alice (Europe/Paris, quiet 23-08) plays a classic game with bob in the channel; every output kept. */
async function parisGame(seed: number, start: number) {
  const { t, service } = await hookedTable(seed, start);
  const out: Awaited<ReturnType<typeof t.run>> = [];
  const run = async (line: string) => {
    const o = await t.run(line);
    out.push(...o);
    return o;
  };
  await run('alice /risk settings timezone:Europe/Paris quiet:23-08');
  await run('alice /risk new ruleset:classic setup:auto');
  await run('bob /risk join');
  await run('alice click Start');
  return { service, out, run };
}

describe('the daily digest', () => {
  it('is due on the player’s clock (daylight saving included)', () => {
    const now = at('2026-01-15T20:00:00Z');
    expect(nextDigestAt(now, 'Europe/Paris', 8)).toBe(at('2026-01-16T07:00:00Z'));
    expect(nextDigestAt(now, 'UTC', 9)).toBe(at('2026-01-16T09:00:00Z'));
    expect(nextDigestAt(at('2026-01-15T05:00:00Z'), 'UTC', 9)).toBe(at('2026-01-15T09:00:00Z'));
    // The night the clocks go forward in Paris: 08:00 is 06:00 UTC.
    expect(nextDigestAt(at('2026-03-28T12:00:00Z'), 'Europe/Paris', 8)).toBe(at('2026-03-29T06:00:00Z'));
    expect(digestDay(at('2026-01-15T23:30:00Z'), 'Europe/Paris')).toBe('2026-01-16');
  });

  it('sends one DM a day listing the games waiting for the player, none on a day none waits', async () => {
    // Two games: one in the channel, one in a thread beside it.
    const { service, out, run } = await parisGame(71, at('2026-01-15T20:00:00Z'));
    await run('bob /risk new ruleset:classic setup:auto');
    await run('alice #thread-1 /risk join');
    await run('bob click Start');
    const channels = ['local', 'local/thread-1'];
    for (const ch of channels) expect((await service.get(ch))!.status).toBe('playing');

    const told = await run('alice /risk settings notify:digest');
    expect(told[0].text).toMatch(/^📬 Digest: one DM a day at 08:00 \(Europe\/Paris\).*Applied to 2 games in progress/);
    for (const ch of channels) {
      const seat = (await service.get(ch))!.seats.find((s) => s.name === 'alice')!;
      expect(seat.notify).toBe('digest');
      expect(seat.digestAt).toBe(at('2026-01-16T07:00:00Z'));
    }

    const waitingFor = async (name: string) => {
      const links: string[] = [];
      for (const ch of channels) {
        const r = (await service.get(ch)) as GameRecord;
        if (waitingHumans(r).some((p) => r.seats[p].name === name)) links.push(`<#${ch}>`);
      }
      return links;
    };
    const expected = await waitingFor('alice');
    expect(expected.length).toBeGreaterThan(0);
    const dms = () => out.filter((o) => o.kind === 'dm' && o.to === 'alice' && o.text.startsWith('📬'));

    // Up to 08:00 in Paris: nothing. Then one DM, though both games fire at that time.
    await run(`wait ${10 * 60 + 59}m`);
    expect(dms()).toHaveLength(0);
    await run('wait 2m');
    expect(dms()).toHaveLength(1);
    const dm = dms()[0].text;
    expect(dm.split('\n')[0]).toBe(`📬 Your turn in ${expected.length} game${expected.length === 1 ? '' : 's'}:`);
    for (const link of channels.map((c) => `<#${c}>`)) expect(dm.includes(link)).toBe(expected.includes(link));
    // Later that day: no second one.
    await run('wait 12h');
    expect(dms()).toHaveLength(1);

    // alice hands her turns to the AI: the games wait for bob only; the next day brings no DM.
    for (const ch of channels) await run(`alice ${ch === 'local' ? '' : '#thread-1 '}/risk settings autopilot:true`);
    expect(await waitingFor('alice')).toEqual([]);
    const before = (await service.get('local'))!.seats.find((s) => s.name === 'alice')!.digestAt!;
    await run('wait 24h');
    expect(dms()).toHaveLength(1);
    // (The digest was due and passed: its time moved on a day.)
    expect((await service.get('local'))!.seats.find((s) => s.name === 'alice')!.digestAt!).toBeGreaterThan(before);

    // A game alice joins later starts with her seat in the digest, timed on her clock.
    await run('bob /risk new ruleset:classic setup:auto');
    await run('alice #thread-2 /risk join');
    await run('bob click Start');
    const later = (await service.get('local/thread-2'))!.seats.find((s) => s.name === 'alice')!;
    expect(later.notify).toBe('digest');
    expect(new Date(later.digestAt!).toISOString()).toMatch(/T07:00:00\.000Z$/);

    // Another way of being told in a game: that game's seat leaves the digest, and later games do not get it.
    await run('alice /risk settings notify:mention');
    const seat = (await service.get('local'))!.seats.find((s) => s.name === 'alice')!;
    expect(seat.notify).toBe('mention');
    expect(seat.digestAt).toBeUndefined();
  }, 120_000);

  it('answers in French and Italian', async () => {
    const { t } = await hookedTable(72, at('2026-01-15T20:00:00Z'));
    expect((await t.run('bob@fr /risk settings notify:digest'))[0].text).toMatch(
      /^📬 Résumé : un MP par jour à 09:00 \(UTC\).*Appliqué à 0 partie en cours/,
    );
    const it = await t.run('carol@it /risk settings timezone:Europe/Rome notify:digest');
    expect(it.map((o) => o.text)).toContainEqual(
      expect.stringMatching(/^📬 Riepilogo: un DM al giorno alle 09:00 \(Europe\/Rome\)/),
    );
    expect(it.every((o) => o.kind !== 'error')).toBe(true);
  });

  it('digest_hour: comes at the chosen hour on the player’s clock, in the games they sit in', async () => {
    const { service, out, run } = await parisGame(72, at('2026-01-15T10:00:00Z'));
    await run('alice /risk settings notify:digest');
    const seat = async () => (await service.get('local'))!.seats.find((s) => s.name === 'alice')!;
    expect((await seat()).digestAt).toBe(at('2026-01-16T07:00:00Z')); // 08:00 in Paris, the end of her night
    // 20:00 in Paris (19:00 UTC) from now on, this evening already
    const told = await run('alice /risk settings digest_hour:20');
    const answer = told.filter((o) => o.kind === 'ephemeral');
    expect(answer).toHaveLength(1);
    expect(answer[0].text).toContain('📬 Your daily digest comes at 20:00 (Europe/Paris).');
    expect((await seat()).digestAt).toBe(at('2026-01-15T19:00:00Z'));
    // a wrong hour: refused as Discord does (the option's bounds), the hour unchanged
    const bad = await run('alice /risk settings digest_hour:25');
    expect(bad.map((o) => [o.kind, o.text])).toEqual([
      ['error', '/risk: "digest_hour" takes a whole number from 0 to 23 (got "25")'],
    ]);
    expect((await seat()).digestAt).toBe(at('2026-01-15T19:00:00Z'));
    // the DM comes at 20:00 Paris time, not before, when the game waits for her
    const r = asMap((await service.get('local'))!);
    expect(r.state!.turn.player).toBe(0); // the game waits for alice
    const dms = () => out.filter((o) => o.kind === 'dm' && o.to === 'alice' && o.text.startsWith('📬'));
    await run('wait 539m');
    expect(dms()).toHaveLength(0);
    await run('wait 2m');
    expect(dms()).toHaveLength(1);
    // the next one is due the next evening
    expect((await seat()).digestAt).toBe(at('2026-01-16T19:00:00Z'));
  });

  it('digest_hour: answers in French and Italian, and times the digest the player chooses later', async () => {
    const { t } = await hookedTable(73, at('2026-01-15T10:00:00Z'));
    const fr = await t.run('bob@fr /risk settings digest_hour:7');
    expect(fr.map((o) => o.text)).toContainEqual(
      expect.stringContaining('📬 Votre résumé quotidien arrive à 07:00 (UTC) dès que vous le choisissez'),
    );
    expect((await t.run('bob@fr /risk settings notify:digest'))[0].text).toMatch(
      /^📬 Résumé : un MP par jour à 07:00 \(UTC\)/,
    );
    const it = await t.run('carol@it /risk settings timezone:Europe/Rome digest_hour:21');
    expect(it.map((o) => o.text)).toContainEqual(
      expect.stringContaining('📬 Il tuo riepilogo quotidiano arriva alle 21:00 (Europe/Rome) quando lo scegli'),
    );
  });
});
