// Options typed per ruleset (src/rules/options.ts, registry.ts): each ruleset accepts exactly
// the options its choices list; one it does not have is a coded refusal naming those it has.
import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { newGame } from '../../src/engine/setup.js';
import {
  getRuleset,
  optionKeysOf,
  optionSchemas,
  parseOptions,
  rulesetIds,
  type OptionsOf,
} from '../../src/rules/registry.js';
import type { RulesetId } from '../../src/engine/types.js';
import { refusalText } from '../../src/discord/present.js';
import { seats } from './helpers.js';

/** An arbitrary of the options a ruleset accepts, derived from the registry (its choices). */
function optionsArb(id: RulesetId): fc.Arbitrary<Record<string, unknown>> {
  const choices = getRuleset(id).choices as Record<string, readonly unknown[]>;
  return fc.record(Object.fromEntries(Object.entries(choices).map(([k, values]) => [k, fc.constantFrom(...values)])), {
    requiredKeys: [],
  });
}

describe('options per ruleset', () => {
  it('RisiKo! has no capitals option: the refusal is coded and lists the options it has', () => {
    expect(parseOptions('risiko', { capitals: '1992' })).toEqual({
      ok: false,
      error: { code: 'optionNotInRuleset', option: 'capitals', legal: ['setup', 'timeLimitMinutes', 'cards', 'fog'] },
    });
    for (const option of [
      'missionGoal',
      'cardReroll',
      'commanders',
      'territoryCap',
      'twoPlayer',
      'cardValues',
      'fortify',
    ]) {
      const r = parseOptions('risiko', { [option]: null });
      expect(r.ok ? null : r.error.code).toBe('optionNotInRuleset');
    }
  });

  it('a value the ruleset does not offer is refused with the values it does (M-VAR-3: missions capitals 2000 only)', () => {
    expect(parseOptions('missions', { capitals: '1992' })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'capitals', allowed: [null, '2000'] },
    });
    expect(parseOptions('classic', { setup: 'sideways' })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'setup', allowed: ['auto', 'deal', 'claim', 'simultaneous'] },
    });
    expect(parseOptions('risiko', { timeLimitMinutes: -5 })).toMatchObject({
      ok: false,
      error: { code: 'optionNotOffered', option: 'timeLimitMinutes' },
    });
    expect(parseOptions('risiko', { timeLimitMinutes: 45 })).toEqual({ ok: true, options: { timeLimitMinutes: 45 } }); // any whole number of minutes (R-END-1)
  });

  it('C-OPT-4 with C-OPT-6: re-rolls need the cards a card-less game removes', () => {
    expect(parseOptions('classic', { cards: 'none', cardReroll: true })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'cardReroll', allowed: [false] },
    });
  });

  it("every ruleset's schema accepts exactly its choices, and the engine starts a game with any of them", () => {
    for (const id of rulesetIds) {
      const r = getRuleset(id);
      expect(optionKeysOf(id)).toEqual(Object.keys(r.choices));
      fc.assert(
        fc.property(optionsArb(id), fc.integer({ min: 0, max: 1000 }), (opts, seed) => {
          const parsed = parseOptions(id, opts);
          if (!parsed.ok) {
            // the cross-option rules: C-OPT-4 needs cards, FOG-5 a dealt set-up
            const setup = (opts as { setup?: string }).setup ?? r.defaults.setup;
            if (parsed.error.option === 'setup') expect([setup, opts.fog]).toEqual(['claim', true]);
            else expect([parsed.error.option, opts.cards]).toEqual(['cardReroll', 'none']);
            return;
          }
          expect(optionSchemas[id].safeParse(opts).success).toBe(true);
          const n = Math.min(r.maxPlayers, Math.max(r.minPlayers, r.playerCounts?.[0] ?? 3, 3)); // N2: 2 seats
          expect(newGame({ ruleset: id, options: parsed.options, seats: seats(n), seed }, { now: 0 }).ok).toBe(true);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('the options type is derived per ruleset', () => {
    expectTypeOf<OptionsOf<'classic'>>().toHaveProperty('capitals');
    expectTypeOf<OptionsOf<'capitals'>['capitals']>().toEqualTypeOf<'1992' | '2000' | undefined>();
    expectTypeOf<OptionsOf<'risiko'>>().not.toHaveProperty('capitals');
    expectTypeOf<OptionsOf<'napoleon'>>().not.toHaveProperty('twoPlayer');
    // @ts-expect-error RisiKo! has no capitals option
    const bad: OptionsOf<'risiko'> = { capitals: '1992' };
    expect(bad).toBeDefined();
  });

  it('the /risk new refusal is localized and names the options as each client shows them', () => {
    const error = {
      code: 'optionNotInRuleset' as const,
      ruleset: 'risiko',
      option: 'capitals',
      legal: ['setup', 'timeLimitMinutes', 'cards'],
    };
    expect(refusalText(error, undefined, 'u', 'en')).toBe(
      'risiko has no capitals option. Its options: setup, time_limit, cards.',
    );
    expect(refusalText(error, undefined, 'u', 'fr')).toBe(
      'La variante risiko n’a pas d’option capitales. Ses options : installation, limite_temps, cartes.',
    );
    expect(refusalText(error, undefined, 'u', 'it')).toBe(
      'La variante risiko non ha l’opzione capitali. Le sue opzioni: preparazione, limite_tempo, carte.',
    );
  });
});
