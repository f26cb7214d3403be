// The battle odds the memo keeps (src/engine/battle-odds.ts, issue 28) are the odds computed
// afresh from the dice hooks: in real napoleon-advanced and napoleon-campaign games, for every
// attack the player on turn could make, and where what the dice count on differs (an epidemic
// on the target, NA-LAND-4) or the roll's bonus (generals, a fortification: NA-GEN-1, NA-FORT-1).
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { battleOddsMemoCount, hookDiceModel, oddsOfBattle, standardDice } from '../../src/engine/battle-odds.js';
import { battleOdds } from '../../src/engine/dice-odds.js';
import { waitingFor } from '../../src/engine/legal.js';
import { forEachAttack } from '../../src/engine/relations.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameState } from '../../src/engine/types.js';
import { advanced } from './advanced/helpers.js';
import { campaignGame } from './campaign/helpers.js';
import { game } from './helpers.js';
import { sized } from '../sizes.ts';

const fresh = (s: GameState, from: string, to: string, a: number, d: number, stopAt?: number) =>
  battleOdds(a, d, hookDiceModel(s, from, to), stopAt);

/** Plays `actions` AI moves from `s`, checking every attack's odds at each attack-phase position. */
function checkAlongGame(start: GameState, actions: number): { checked: number; hits: number } {
  const hits0 = battleOddsMemoCount().hits;
  const rng = seedRng(7);
  const ai = getPolicy('normal');
  let s = start,
    checked = 0;
  for (let k = 0; k < actions && s.phase.kind !== 'over'; k++) {
    const p = waitingFor(s)[0]!;
    if (s.phase.kind === 'attack' && !s.phase.conquest && p === s.turn.player)
      forEachAttack(s, p, 2, (from, to, own, d) => {
        for (const stopAt of [undefined, 3]) {
          const kept = oddsOfBattle(s, from, to, own, Math.max(1, d), stopAt);
          expect(kept).toEqual(fresh(s, from, to, own, Math.max(1, d), stopAt));
          checked++;
        }
      });
    const r = applyAction(s, p, ai(wholeStateAsView(s), p, rng), { now: k * 30_000 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state;
  }
  return { checked, hits: battleOddsMemoCount().hits - hits0 };
}

/** AI actions each game plays while its attacks are checked (test/sizes.ts: 300 under npm test, 900 under test:full). */
const ACTIONS = sized(300, 900);

describe('battle odds kept by the memo', () => {
  it('napoleon-advanced: every attack of a game played by the AI, kept or not, equals its odds computed afresh', () => {
    const s = game('napoleon-advanced', 3, {}, 11).state;
    expect(standardDice(s)).toBe(false);
    const { checked, hits } = checkAlongGame(s, ACTIONS);
    expect(checked).toBeGreaterThan(100);
    expect(hits).toBeGreaterThan(0); // answers kept from earlier positions were given, and were right
  });

  it('napoleon-campaign: the same, with the home defence force the attacker counts above (NC-DEF-1)', () => {
    const { checked, hits } = checkAlongGame(campaignGame(3), ACTIONS);
    expect(checked).toBeGreaterThan(100);
    expect(hits).toBeGreaterThan(0);
  });

  it('NA-LAND-4: an epidemic on the target changes the odds, the kept answer for the same armies without it is not given', () => {
    const plain = advanced({ board: { england: [0, 8], ireland: [1, 5] } });
    const sick = advanced({ board: { england: [0, 8], ireland: [1, 5] }, epidemics: [['ireland', 2]] });
    const before = oddsOfBattle(plain, 'england', 'ireland', 8, 5);
    expect(oddsOfBattle(plain, 'england', 'ireland', 8, 5)).toBe(before); // kept
    const withEpidemic = oddsOfBattle(sick, 'england', 'ireland', 8, 5);
    expect(withEpidemic).toEqual(fresh(sick, 'england', 'ireland', 8, 5));
    expect(withEpidemic.win).toBeLessThan(before.win);
  });

  it('NA-GEN-1, NA-FORT-1: the defender’s generals and fort give other odds than the same armies without them', () => {
    const bare = advanced({ board: { england: [0, 9], ireland: [1, 4] } });
    const held = advanced({
      board: { england: [0, 9], ireland: [1, 4] },
      generals: [['ireland', 1, 1]],
      forts: ['ireland'],
    });
    const a = oddsOfBattle(bare, 'england', 'ireland', 9, 4);
    const b = oddsOfBattle(held, 'england', 'ireland', 9, 4);
    expect(b).toEqual(fresh(held, 'england', 'ireland', 9, 4));
    expect(b.win).toBeLessThan(a.win);
  });

  it('a kept answer cannot be changed by a caller (it is shared)', () => {
    const s = advanced({ board: { england: [0, 6], ireland: [1, 3] } });
    const o = oddsOfBattle(s, 'england', 'ireland', 6, 3);
    expect(() => {
      (o as { win: number }).win = 1;
    }).toThrow(TypeError);
    expect(() => o.attackerLeft.push(1)).toThrow(TypeError);
  });
});
