// Bad input to the advanced game's own actions is refused with a code that says what is legal,
// and changes nothing (refuse() fails on any accepted action); every refusal reads in en/fr/it.
import { describe, expect, it } from 'vitest';
import type { AdvancedRefusal } from '../../../src/engine/errors.js';
import type { Action } from '../../../src/engine/types.js';
import { advancedError } from '../../../src/i18n/napoleon-advanced.js';
import { refuse } from '../helpers.js';
import { advanced } from './helpers.js';

describe('napoleon-advanced refusals', () => {
  it('NA-CONV, NA-NAV, NA-LAND, NA-MAN: unknown units, zones and territories, odd counts are refused', () => {
    const s = advanced({ board: { england: [0, 4] }, phase: 'reinforce', reserve: 3, ships: [['mer_du_nord', 0, 2]] });
    expect(refuse(s, 0, { type: 'build', unit: 'cannon', at: 'england', count: 1 } as unknown as Action)).toMatchObject(
      { reason: 'unknownUnit' },
    );
    expect(refuse(s, 0, { type: 'build', unit: 'general', at: '__proto__', count: 1 })).toEqual({
      code: 'unknownTerritory',
      territory: '__proto__',
    });
    expect(refuse(s, 0, { type: 'build', unit: 'ship', at: 'lake_geneva', count: 1 })).toMatchObject({
      reason: 'unknownZone',
      at: 'lake_geneva',
    });
    expect(refuse(s, 0, { type: 'build', unit: 'general', at: 'england', count: 1.5 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 3,
    });
    const a = advanced({ board: { england: [0, 4] }, ships: [['mer_du_nord', 0, 2]] });
    expect(refuse(a, 0, { type: 'sail', from: 'mer_du_nord', to: 'constructor', ships: 1 })).toMatchObject({
      reason: 'unknownZone',
    });
    expect(refuse(a, 0, { type: 'occupy', from: 'england', to: 'toString', count: 1 })).toEqual({
      code: 'unknownTerritory',
      territory: 'toString',
    });
    expect(refuse(a, 0, { type: 'seaBattle', zone: 'mer_du_nord' })).toMatchObject({ reason: 'noForcedCombat' });
    expect(
      refuse(a, 0, { type: 'manoeuvre', by: 'land', from: 'england', to: 'scotland', count: 1, leaders: 0 }),
    ).toMatchObject({ code: 'wrongPhase' });
    expect(refuse(a, 0, { type: 'follow', leaders: 1 })).toEqual({ code: 'noConquest' });
  });

  it('every refusal has a sentence in English, French and Italian', () => {
    const reasons: AdvancedRefusal[] = [
      'unknownZone',
      'unitLimit',
      'forcedCombat',
      'epidemicCost',
      'notFromStart',
      'startingUnits',
      'unknownUnit',
    ];
    for (const locale of ['en', 'fr', 'it'] as const)
      for (const reason of reasons) {
        const text = advancedError({ code: 'advanced', reason, at: 'mer_du_nord', max: 2 }, locale, (t) => t);
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toContain('undefined');
      }
    expect(
      advancedError({ code: 'advanced', reason: 'forcedCombat', at: 'mer_du_nord', max: null }, 'fr', (t) => t),
    ).toContain('Mer du Nord');
  });
});
