// FOG-2: a private board drawn while others play says when it was drawn ("As of round N,
// waiting for X") and carries 🔄 Refresh, which draws it anew in place (en/fr/it), with what the
// others did since.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { fogWords } from '../../src/i18n/fog.ts';
import { chooseTap, closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('FOG-2: My board while others play', () => {
  it('is stamped with when it was drawn and redrawn in place by 🔄 Refresh', async () => {
    const { table, service } = await tapTable(7);
    for (const line of ['alice /risk new ruleset:classic fog:true setup:auto', 'bob click Join', 'alice click Start'])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    const s = asMap((await service.get('local'))!).state!;
    const [player, other] = s.turn.player === 0 ? ['alice', 'bob'] : ['bob', 'alice'];
    // the one waiting opens their board: stamped, with Refresh and no controls
    const [opened] = await table.run(`${other} click My board`);
    expect(opened.kind).toBe('ephemeral');
    expect(opened.text).toContain(`As of round 1, waiting for`);
    expect(opened.buttons).toEqual(['🔄 Refresh']);
    expect(opened.selects ?? []).toEqual([]);
    // the player at the controls plays their whole turn from their own board
    const rand = rng(3);
    const start = s.turn.number;
    let taps = 0;
    for (; taps < 200 && asMap((await service.get('local'))!).state!.turn.number === start; taps++) {
      const mine = table.controlsFor(player);
      const line = mine.buttons.some((b) => b.label === 'My board')
        ? `${player} click My board`
        : chooseTap(table, player, 3, rand);
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    }
    expect(taps).toBeLessThan(200);
    // Refresh draws the same message anew: now it is theirs to play, with their controls
    const refreshed = await table.run(`${other} click 🔄 Refresh`);
    expect(refreshed.map((o) => [o.kind, o.message])).toEqual([['edit', opened.message]]);
    expect(refreshed[0].images.length).toBe(1);
    expect(refreshed[0].text).not.toContain('As of');
    expect(refreshed[0].buttons).not.toContain('🔄 Refresh');
    expect(refreshed[0].buttons.length + (refreshed[0].selects ?? []).length).toBeGreaterThan(0);
  });

  it('says so in every language', () => {
    expect(fogWords.fr.asOf(2, 'bob')).toContain('Actualiser');
    expect(fogWords.it.asOf(2, 'bob')).toContain('Aggiorna');
    expect(fogWords.fr.refreshButton).toBe('🔄 Actualiser');
    expect(fogWords.it.refreshButton).toBe('🔄 Aggiorna');
  });
});
