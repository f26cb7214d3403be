// The Express simulator's invariant checks catch broken states, and AI games keep them.
import { describe, expect, it } from 'vitest';
import { expressInvariants, runExpressBatch } from '../../src/sim/express.js';
import { CAV, CAN, G, newGame, play, rolled } from './helpers.js';

describe('Risk Express simulation', () => {
  it('AI games with 2 to 5 players, with and without X-OPT-1, end with every card owned and no break', () => {
    const rep = runExpressBatch(
      { players: [2, 3, 4, 5], games: 24, seed: 500, ais: ['expected', 'random'], varyOptions: true },
      () => 0,
    );
    expect(rep.breaks).toEqual([]);
    expect(rep.finished).toBe(24);
  });

  it('the invariants see lost dice, a wrongly closed continent and an unowned card at the end', () => {
    const s = play(rolled(newGame(), [CAV, CAN, G, G, G, G, G]), { type: 'fill', card: 'usa', line: 0 }).state;
    expect(expressInvariants(s)).toEqual([]);
    const lost = structuredClone(s);
    lost.attempt!.tray.pop();
    expect(expressInvariants(lost)[0]).toMatch(/dice not conserved/);
    const closed = structuredClone(s);
    closed.closed.push('asia');
    expect(expressInvariants(closed)[0]).toMatch(/asia closed=true/);
    const over = structuredClone(s);
    over.phase = { kind: 'over' };
    over.attempt = null;
    expect(expressInvariants(over)).toContain('game over with an unowned card');
  });
});
