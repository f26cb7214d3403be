// C-ATK-7, C-ATK-2/3, R-ATK-1: the blitz under classic's rules of attack rolls by index without
// the hooks (src/engine/combat/blitz.ts, plainBlitz). Whole AI games played in lockstep under the
// ruleset itself and under a copy whose reach hook has another identity (so every blitz takes
// the general loop, asking the hooks roll by roll) reach the same state and events after every
// action: the same dice, losses, conquests and ends, with defenders choosing one die or not.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { waitingFor } from '../../src/engine/legal.js';
import { classicCanReach } from '../../src/engine/relations.js';
import { seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import type { GameState, RulesetId } from '../../src/engine/types.js';
import { getRuleset } from '../../src/rules/registry.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { ctx, useRuleset } from './helpers.js';

/** `base` with a reach layer that answers as classic's: the engine then asks the hooks for every attack. */
const hooked = (base: Ruleset): Ruleset => ({
  ...base,
  id: `${base.id}-general-blitz` as RulesetId,
  plugins: [
    ...(base.plugins ?? []),
    { name: 'reach-layer', hooks: { canReach: (s, from, to, player) => classicCanReach(s, from, to, player) } },
  ],
});

const CLASSIC = hooked(getRuleset('classic'));
const RISIKO = hooked(getRuleset('risiko'));

/** The state as JSON, its ruleset id aside (the one thing the two games differ in). */
const comparable = (s: GameState): string => JSON.stringify({ ...s, ruleset: null });

describe('the blitz of classic rules answers as the general one', () => {
  useRuleset(CLASSIC);
  useRuleset(RISIKO);

  for (const [ruleset, general, seed] of [
    ['classic', CLASSIC, 21],
    ['risiko', RISIKO, 22],
  ] as const)
    it(`${ruleset}: a whole AI game, action by action`, () => {
      const created = newGame(
        {
          ruleset,
          seed,
          seats: Array.from({ length: 4 }, (_, i) => ({
            name: `AI${i}`,
            kind: 'ai' as const,
            ai: i % 2 ? 'aggressive' : 'baseline',
          })),
        },
        ctx,
      );
      if (!created.ok) throw new Error(created.error.code);
      let plain = created.value.state;
      // C-ATK-3: two seats defend with one die by choice, the others with all they may (RisiKo! gives no choice)
      for (const seat of getRuleset(ruleset).defenceChoice ? [1, 2] : []) {
        const r = applyAction(plain, seat, { type: 'setDefence', withOne: true }, ctx);
        if (!r.ok) throw new Error(r.error.code);
        plain = r.value.state;
      }
      let other: GameState = { ...plain, ruleset: general.id };
      const rng = seedRng(seed);
      let blitzes = 0,
        conquests = 0;
      for (let n = 0; n < 3000 && plain.phase.kind !== 'over'; n++) {
        const p = waitingFor(plain)[0];
        const action = getPolicy(plain.players[p].ai!)(wholeStateAsView(plain), p, rng);
        const a = applyAction(plain, p, action, ctx);
        const b = applyAction(other, p, action, ctx);
        expect(b.ok, JSON.stringify(action)).toBe(a.ok);
        if (!a.ok || !b.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
        expect(comparable(b.value.state)).toBe(comparable(a.value.state));
        expect(JSON.stringify(b.value.events)).toBe(JSON.stringify(a.value.events));
        if (action.type === 'blitz') blitzes++;
        conquests += a.value.events.filter((e) => e.type === 'territoryConquered').length;
        plain = a.value.state;
        other = b.value.state;
      }
      expect(blitzes).toBeGreaterThan(50);
      expect(conquests).toBeGreaterThan(20);
    });
});
