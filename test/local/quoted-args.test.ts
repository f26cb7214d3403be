// Issue 26: the local table keeps an option's quoted value whole (`territory:"Western Europe"`),
// as Discord's client does; a quote inside a word stays part of it.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { armiesOn, controller } from '../../src/engine/index.ts';
import { tokenize } from '../../src/local/table.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

describe('quoted values at the local table', () => {
  it('splits words, keeps "quoted strings" and key:"quoted values" whole', () => {
    expect(tokenize(`alice /place territory:"Western Europe" count:'2' "a b" O'Brien Bob's`)).toEqual([
      'alice',
      '/place',
      'territory:Western Europe',
      'count:2',
      'a b',
      "O'Brien",
      "Bob's",
    ]);
  });

  it('/place territory:"Two Words" places there (was: "Words" an unexpected argument)', async () => {
    const t = await openedTable(3, ['alice /risk new ruleset:classic', 'alice click Add AI', 'alice click Start']);
    const s = asMap((await t.service.get('local'))!).state!;
    const names: Record<string, string> = {
      western_europe: 'Western Europe',
      southern_europe: 'Southern Europe',
      northern_europe: 'Northern Europe',
      great_britain: 'Great Britain',
      north_africa: 'North Africa',
      east_africa: 'East Africa',
      middle_east: 'Middle East',
      eastern_australia: 'Eastern Australia',
    };
    const [id, name] = Object.entries(names).find(([id]) => controller(s, id) === 0)!;
    const before = armiesOn(s, id);
    const o = await t.table.run(`alice /place territory:"${name}" count:1`);
    expect(o.filter((x) => x.kind === 'error')).toEqual([]);
    expect(armiesOn(asMap((await t.service.get('local'))!).state!, id)).toBe(before + 1);
  });
});
