// The dice-luck lines of the result in each language: one per player who fought, in the
// standing's order, with the reader's number format.
import { describe, expect, it } from 'vitest';
import { endgameLines, logAboveEnd } from '../../src/discord/endgame.ts';
import { describeEvents } from '../../src/discord/present.ts';
import type { MapRecord } from '../../src/discord/games/map/record.ts';
import { newGame, type GameEvent, type GameState } from '../../src/engine/index.ts';

const created = newGame(
  {
    ruleset: 'classic',
    seed: 9,
    seats: [{ name: 'ann' }, { name: 'bea' }, { name: 'cid' }],
    options: { setup: 'auto' },
  },
  { now: 0 },
);
if (!created.ok) throw new Error('start');
const over = {
  ...created.value.state,
  phase: { kind: 'over', winners: [0], reason: 'conquest', scores: null },
} as unknown as GameState;
const record = {
  ruleset: 'classic',
  locale: 'en',
  seats: over.players.map((p) => ({ userId: null, name: p.name, kind: 'ai' })),
  state: over,
} as unknown as MapRecord;

const battle = (attacker: number, defender: number, attack: number[], defence: number[], a: number, d: number) =>
  ({
    type: 'battleResolved',
    attacker,
    defender,
    from: 'x',
    to: 'y',
    attack,
    defence,
    attackerLost: a,
    defenderLost: d,
  }) as GameEvent;
// ann attacks bea twice (3 v 2: expected attacker loss 7161/7776 each); cid never fights.
const events = [battle(0, 1, [6, 5, 1], [2, 2], 0, 2), battle(0, 1, [3, 2, 2], [4, 3], 2, 0)];

describe('the dice luck in the result', () => {
  it('one line per player who fought, the exact sums, in en/fr/it number formats', () => {
    const ann = 2 * (7161 / 7776); // 1.8418…
    const bea = 4 - ann; // 2.1581…
    expect(ann.toFixed(1)).toBe('1.8');
    expect(bea.toFixed(1)).toBe('2.2');
    const luck = (locale: 'en' | 'fr' | 'it') => endgameLines(record, locale, events).filter((l) => l.startsWith('🎲'));
    const names = over.players.map((p) => p.name);
    const en = luck('en');
    expect(en).toHaveLength(2);
    expect(en.find((l) => l.includes(names[0]))).toMatch(
      / lost 2 armies in battle \(1\.8 on average for the same rolls\)\.$/,
    );
    expect(en.find((l) => l.includes(names[1]))).toMatch(
      / lost 2 armies in battle \(2\.2 on average for the same rolls\)\.$/,
    );
    expect(en.some((l) => l.includes(names[2]))).toBe(false);
    expect(luck('fr').find((l) => l.includes(names[0]))).toMatch(
      / a perdu 2 armées au combat \(1,8 en moyenne pour les mêmes lancers\)\.$/,
    );
    expect(luck('it').find((l) => l.includes(names[1]))).toMatch(
      / ha perso 2 armate in battaglia \(2,2 in media per gli stessi lanci\)\.$/,
    );
  });

  it('without the log, no luck line (nothing made up)', () => {
    expect(endgameLines(record, 'en').some((l) => l.startsWith('🎲'))).toBe(false);
  });

  it('to make room for the result, the oldest log lines go first, never the "Game over" line', () => {
    const result = describeEvents(record, [{ type: 'gameOver', winners: [0], reason: 'conquest' }], 'en')[0];
    expect(result).toMatch(/Game over/);
    const log = ['turn 1', 'turn 2', 'turn 3', result, 'after it'];
    const total = (shown: string[]) => shown.join('\n').length;
    expect(logAboveEnd(record, 'en', log, () => true)).toEqual(log);
    expect(logAboveEnd(record, 'en', log, (shown) => total(shown) <= total(log.slice(2)))).toEqual(log.slice(2));
    // Room for nothing: everything before the result goes, the result stays.
    expect(logAboveEnd(record, 'en', log, () => false)).toEqual([result, 'after it']);
  });
});
