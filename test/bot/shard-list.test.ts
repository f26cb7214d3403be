// SHARD_LIST as an operator writes it: single shards, ranges, mixed; refused with a sentence
// that says what is legal when it cannot be used.
import { describe, expect, it } from 'vitest';
import { describeShardListError, parseShardList } from '../../src/shard-list.ts';

describe('SHARD_LIST', () => {
  it('reads shard numbers and ranges, sorted and without repeats', () => {
    expect(parseShardList('0,1,2,3', 8)).toEqual({ ok: true, list: [0, 1, 2, 3] });
    expect(parseShardList(' 4-7 ', 8)).toEqual({ ok: true, list: [4, 5, 6, 7] });
    expect(parseShardList('6,0-2,1', 8)).toEqual({ ok: true, list: [0, 1, 2, 6] });
  });
  it('unset means every shard', () => {
    expect(parseShardList(undefined, null)).toEqual({ ok: true, list: null });
    expect(parseShardList('  ', 4)).toEqual({ ok: true, list: null });
  });
  it('is refused without a fixed total, outside it, or when it is not a list', () => {
    const refused = (text: string, count: number | null) => {
      const r = parseShardList(text, count);
      if (r.ok) throw new Error(`accepted ${text}`);
      return describeShardListError(r.error);
    };
    expect(refused('0-3', null)).toMatch(/needs SHARD_COUNT/);
    expect(refused('0-4', 4)).toBe('SHARD_LIST names shard 4, but SHARD_COUNT=4 has shards 0 to 3.');
    expect(refused('zero', 4)).toMatch(/shard numbers and ranges/);
    expect(refused('3-1', 4)).toMatch(/shard numbers and ranges/);
  });
});
