// /risk settings digest_hour: the daily digest comes at the hour the player chose on their own
// clock (not the end of their quiet hours), re-timed in the games they sit in; a wrong hour is
// refused with what is legal, changing nothing.
import { describe, expect, it } from 'vitest';
import { hookedTable } from './hooked-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';

const at = (iso: string) => Date.parse(iso);

describe('the digest hour', () => {
  it('comes at the chosen hour on the player’s clock, in the games they sit in', async () => {
    const { t, service } = await hookedTable(72, at('2026-01-15T10:00:00Z'));
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

  it('answers in French and Italian, and times the digest the player chooses later', async () => {
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
