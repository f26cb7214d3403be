// The engine's data read on first use (src/engine/lazy.ts): the constants other layers import
// stand for their value in every way those layers read it.
import { describe, expect, it } from 'vitest';
import { lazyConstant, once } from '../../src/engine/lazy.js';
import { MISSIONS, missionById } from '../../src/engine/content.js';
import { EXPRESS, expressContent } from '../../src/express/cards.js';

describe('lazy data', () => {
  it('once makes its value on the first call only, and the same object after', () => {
    let made = 0;
    const get = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    const a = get();
    expect(get()).toBe(a);
    expect(made).toBe(1);
  });

  it('a lazy list reads, lists, compares and serializes as the array it stands for', () => {
    let made = 0;
    const real = [{ id: 1 }, { id: 2 }];
    const list = lazyConstant('array', () => (made++, real));
    expect(made).toBe(0);
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(2);
    expect(list[1]).toBe(real[1]);
    expect([...list]).toEqual(real);
    expect(list).toEqual(real);
    expect(JSON.stringify(list)).toBe(JSON.stringify(real));
    expect(list.find((x) => x.id === 2)).toBe(real[1]);
    expect(Object.keys(list)).toEqual(['0', '1']);
  });

  it('a lazy record reads, lists and compares as the object it stands for, even a frozen one', () => {
    const real = Object.freeze({ a: 1, b: [2] });
    const rec = lazyConstant('object', () => real);
    expect(rec.b).toBe(real.b);
    expect(Object.keys(rec)).toEqual(['a', 'b']);
    expect({ ...rec }).toEqual(real);
    expect(rec).toEqual(real);
    expect('a' in rec).toBe(true);
  });

  it('the exported data constants are the values the engine reads', () => {
    expect(MISSIONS.length).toBeGreaterThan(0);
    for (const m of MISSIONS) expect(missionById(m.id)).toBe(m);
    expect(EXPRESS.cards).toBe(expressContent().cards);
    expect(EXPRESS.byId[EXPRESS.cards[0].id]).toBe(EXPRESS.cards[0]);
  });
});
