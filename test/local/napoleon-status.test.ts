// Issue 26: /risk status in napoleon-advanced and napoleon-campaign tells what the panel's
// header does — the year, who leads on victory points, the campaign's sides — and each
// player's VP, ships and generals.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import type { GameState } from '../../src/engine/index.ts';
import { advancedPosition } from './advanced-position.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const statusOf = async (table: { run(line: string): Promise<{ kind: string; text: string }[]> }, who: string) => {
  const o = await table.run(`${who} /risk status`);
  expect(o.map((x) => x.kind)).toEqual(['ephemeral']);
  return o[0].text;
};

describe('/risk status in the Napoléon games with victory points', () => {
  it('napoleon-advanced: the year and the leader, each player’s ships, generals and VP', async () => {
    const t = await advancedPosition({
      phase: 'attack',
      board: { england: [0, 9], ireland: [1, 3] },
      generals: [['england', 0, 2]],
      ships: [
        ['mer_du_nord', 0, 3],
        ['atlantique_ouest', 1, 2],
      ],
    });
    await t.service.games.mutate('local', (rec) => {
      (rec!.state as GameState).ext.points = { 0: 7, 1: 4, 2: 1 };
      return ok({ record: rec!, value: null });
    });
    const text = await statusOf(t.table, 'alice');
    expect(text).toMatch(/📅 Year 1 of 5 · \S+ alice leads with 7 VP/);
    const line = (name: string) => text.split('\n').find((l) => l.includes(`${name}:`))!;
    expect(line('alice')).toMatch(/⛵ 3 ships, 🎖️ 2 generals, ⭐ 7 VP$/);
    expect(line('Ada')).toMatch(/⛵ 2 ships, 🎖️ 0 generals, ⭐ 4 VP$/);
  });

  it('napoleon-campaign: the year, the sides, the independents by power; in French too', async () => {
    const t = await openedTable(4, [
      'alice /risk new ruleset:napoleon-campaign side:france',
      'alice click Add AI',
      'alice click Start',
    ]);
    const text = await statusOf(t.table, 'alice');
    expect(text).toMatch(/📅 1796 \(round 1 of 8\)/);
    expect(text).toMatch(/alice \(France\): .*⛵ \d+ ships?, 🎖️ \d+ generals?, ⭐ \d+ VP/);
    expect(text).toMatch(/\(England\): .*⛵ \d+ ships?, 🎖️ \d+ generals?, ⭐ \d+ VP/);
    // The independents are named by their power, allied or not, and score no VP.
    expect(text).toMatch(/Austria 🤝🟥: /);
    expect(text.split('\n').find((l) => l.includes('Austria'))).not.toMatch(/VP/);
    const fr = await statusOf(t.table, 'alice@fr');
    expect(fr).toMatch(/alice \(France\) : .*⛵ \d+ navires?, 🎖️ \d+ généra(l|ux), ⭐ \d+ PV/);
    expect(fr).toMatch(/\(Angleterre\) : /);
  });
});
