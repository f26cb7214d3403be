// Item 2 of the table issue: after a roll the panel stays on the border with "Attack again"
// (same dice), a blitz can stop at an amount by taps, and the typical turn — 7 armies on 2
// territories, 3 rolls, a conquest move, a fortify — takes at most 12 taps.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { armiesOn, controller } from '../../src/engine/index.ts';
import type { LocalTable } from '../../src/local/table.ts';
import { position } from './position.ts';
import { closeTables } from './tap-table.ts';

afterEach(closeTables);

const labelled = (table: LocalTable, who: string, re: RegExp) =>
  table.controlsFor(who).buttons.find((b) => re.test(b.label))?.label;

describe('attack again and the tap count of a typical turn', () => {
  it('7 armies on 2 territories, 3 rolls, a conquest move and a fortify: 12 taps or fewer', async () => {
    const { table, service } = await position(5, 3);
    let taps = 0;
    const tap = async (line: string) => {
      taps++;
      const out = await table.run(`alice ${line}`);
      expect(
        out.filter((o) => o.kind === 'error'),
        line,
      ).toEqual([]);
      expect(out.map((o) => o.text).join('\n'), line).not.toMatch(/out of date|not your/i);
      return out;
    };
    const state = async () => asMap((await service.get('local'))!).state!;
    // Reinforcement: 5 on Alaska, 2 on Northwest Territory.
    await tap('pick alaska');
    await tap('click +5');
    await tap('pick northwest_territory');
    await tap(`click ${labelled(table, 'alice', /^All \(\d+\)$/)}`);
    expect(armiesOn(await state(), 'alaska')).toBe(6);
    expect(armiesOn(await state(), 'northwest_territory')).toBe(3);
    expect((await state()).phase.kind).toBe('attack');
    // One menu of borders: Alaska → Kamchatka in one pick, then the dice.
    await tap('pick alaska~kamchatka');
    await tap('click 🎲 ×3');
    let rolls = 1;
    while (controller(await state(), 'kamchatka') !== 0) {
      const again = labelled(table, 'alice', /^Attack again/);
      expect(again, `roll ${rolls + 1}`).toBeDefined();
      await tap(`click ${again}`);
      rolls++;
      if (rolls > 10) break;
    }
    expect(rolls).toBe(3); // this position's dice: the third roll takes Kamchatka
    expect((await state()).phase).toMatchObject({ kind: 'attack', conquest: { to: 'kamchatka' } });
    await tap(`click ${labelled(table, 'alice', /^All \(\d+\)$/)}`);
    // Fortify straight from the attack phase: the menu ends the attack.
    const fortify = table.controlsFor('alice').selects.find((s) => /^Fortify from/.test(s.placeholder))!;
    expect(fortify).toBeDefined();
    await tap(`pick ${fortify.options.find((o) => o.value === 'northwest_territory')!.value}`);
    await tap('pick alaska');
    await tap(`click ${labelled(table, 'alice', /^All \(\d+\)$/)}`);
    const end = await state();
    expect(end.turn.player).not.toBe(0);
    expect(armiesOn(end, 'northwest_territory')).toBe(1);
    expect(taps).toBe(12); // 4 to place, 4 to attack (border, dice, again, again), 1 to move, 3 to fortify
    expect(taps).toBeLessThanOrEqual(12);
  });

  it('Attack again keeps the border and the dice; a blitz stops at the amount picked', async () => {
    const { table, service } = await position(30, 5);
    await table.run('alice pick alaska');
    await table.run('alice click All (7)');
    await table.run('alice pick alaska~kamchatka');
    await table.run('alice click 🎲 ×2');
    const again = labelled(table, 'alice', /^Attack again/);
    expect(again).toBe('Attack again (🎲 ×2)');
    const before = asMap((await service.get('local'))!).state!;
    const blitz = table.controlsFor('alice').selects.find((s) => /^Blitz, but stop/.test(s.placeholder))!;
    expect(blitz.options.map((o) => o.label)).toContain('stop with 3 left');
    expect(blitz.options.every((o) => /to take it$/.test(o.description ?? ''))).toBe(true);
    const out = await table.run('alice pick stop with 3 left');
    expect(out.filter((o) => o.kind === 'error')).toEqual([]);
    const after = asMap((await service.get('local'))!).state!;
    expect(armiesOn(before, 'alaska')).toBeGreaterThan(3);
    // Stopped at 3 (or 2: a roll can cost two from 4), Kamchatka still held by 30 minus its losses.
    expect(armiesOn(after, 'alaska')).toBeLessThanOrEqual(3);
    expect(armiesOn(after, 'alaska')).toBeGreaterThanOrEqual(2);
    expect(controller(after, 'kamchatka')).toBe(1);
  });
});
