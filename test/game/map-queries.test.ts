// What the map family's presenters ask before a move is played, answered by the map definition
// (src/game/map-queries.ts): a preview changes nothing, and what it says is what the move then
// does — the trade's armies as the log reports them, the phase the end of the attack opens.
import { describe, expect, it } from 'vitest';
import { applyAction, deckOf, getMap, legalActions, waitingFor, type GameState } from '../../src/engine/index.js';
import { mapRisk } from '../../src/game/map-risk.js';
import { phaseAfterEnd, tradeGain } from '../../src/game/map-queries.js';
import { deepFreeze, scenario } from '../engine/helpers.js';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { seedRng } from '../../src/engine/rng.js';

const deck = deckOf(getMap('world'));
const card = (t: string) => deck.findIndex((c) => c.territory === t);

/** Player 0 to reinforce in a classic game holding Alaska's card (Alaska is theirs) and two more of its symbol. */
function withSet(): { s: GameState; bonusSet: [number, number, number]; plainSet: [number, number, number] } {
  const symbol = deck[card('alaska')].symbol;
  const same = deck.filter(
    (c) => c.symbol === symbol && c.territory && !['alaska', 'northwest_territory'].includes(c.territory),
  );
  const s = scenario({
    phase: 'reinforce',
    reserve: 4,
    board: { alaska: [0, 2], northwest_territory: [0, 2] },
    fill: [1, 1],
    hands: { 0: [card('alaska'), same[0].id, same[1].id, same[2].id] },
  });
  return {
    s: deepFreeze(s),
    bonusSet: [card('alaska'), same[0].id, same[1].id],
    plainSet: [same[0].id, same[1].id, same[2].id],
  };
}

describe('mapRisk.preview: what a move would change, nothing changed', () => {
  it('gives the state and the events the move leads to, as the seat sees them; null when refused', () => {
    const { s, bonusSet } = withSet();
    const before = JSON.stringify(s);
    const seen = mapRisk.preview(s, 0, { type: 'trade', cards: bonusSet })!;
    const played = applyAction(s, 0, { type: 'trade', cards: bonusSet }, { now: 0 });
    if (!played.ok) throw new Error(played.error.code);
    expect(seen.state).toEqual(played.value.state);
    expect(seen.events.map((e) => e.type)).toContain('cardsTraded');
    expect(JSON.stringify(s)).toBe(before); // the game itself is untouched (frozen, too)
    expect(mapRisk.preview(s, 1, { type: 'trade', cards: bonusSet })).toBeNull(); // not player 1's turn
  });
});

describe('tradeGain: what trading a set brings, as the log then reports it', () => {
  it('C-CRD-2, C-CRD-4: the set’s armies, plus the +2 on a traded card’s territory the seat holds', () => {
    const { s, bonusSet, plainSet } = withSet();
    expect(tradeGain(s, 0, bonusSet)).toEqual({ armies: 4, bonus: 2 });
    expect(tradeGain(s, 0, plainSet)).toEqual({ armies: 4, bonus: 0 });
    // What the trade then does, as the log says it.
    const played = applyAction(s, 0, { type: 'trade', cards: bonusSet }, { now: 0 });
    if (!played.ok) throw new Error(played.error.code);
    const e = played.value.events.find((x) => x.type === 'cardsTraded');
    expect(e?.type === 'cardsTraded' && e.armies + e.territoryBonus.reduce((n, b) => n + b.armies, 0)).toBe(6);
  });

  it('null for a trade the rules refuse (cards the seat does not hold, not the seat’s turn)', () => {
    const { s, bonusSet } = withSet();
    const notHeld = deck.filter((c) => !s.players[0].hand.includes(c.id)).slice(0, 3);
    expect(tradeGain(s, 0, [notHeld[0].id, notHeld[1].id, notHeld[2].id])).toBeNull();
    expect(tradeGain(s, 1, bonusSet)).toBeNull();
  });
});

describe('phaseAfterEnd: what ending the attack opens for the same seat', () => {
  it('C-FOR-1: the attack’s end leads to the seat’s fortify phase, with its fortify moves', () => {
    const s = deepFreeze(
      scenario({ phase: 'attack', board: { alaska: [0, 5], northwest_territory: [0, 1] }, fill: [1, 1] }),
    );
    const ended = phaseAfterEnd(s, 0)!;
    expect(ended.phase.kind).toBe('fortify');
    expect(ended.turn.player).toBe(0);
    expect(legalActions(ended, 0).some((a) => a.type === 'fortify' && a.from === 'alaska')).toBe(true);
    expect(s.phase.kind).toBe('attack');
  });

  it('null when the end hands the turn on (the fortify phase’s end) or is refused (not the seat’s turn)', () => {
    const fortify = deepFreeze(scenario({ phase: 'fortify', board: { alaska: [0, 5] }, fill: [1, 1] }));
    expect(phaseAfterEnd(fortify, 0)).toBeNull();
    const attack = deepFreeze(scenario({ phase: 'attack', board: { alaska: [0, 5] }, fill: [1, 1] }));
    expect(phaseAfterEnd(attack, 1)).toBeNull();
  });
});

describe('phaseAfterEnd looks ahead only where the end rolls no dice', () => {
  it('N2-A: a duel attack that invaded with or against an independent rolls its status when it ends, so nothing is shown of it before', () => {
    const seats = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    const created = mapRisk.setup(
      { ruleset: 'napoleon-duel', options: { independents: 'active' }, seed: 3, seats },
      { now: 0 },
    );
    if (!created.ok) throw new Error(created.error.code);
    let s = created.value.state;
    const rng = seedRng(7);
    let rolling: GameState | null = null;
    let plain: GameState | null = null;
    for (let i = 0; i < 4000 && !(rolling && plain) && s.phase.kind !== 'over'; i++) {
      const p = waitingFor(s)[0]!;
      if (s.phase.kind === 'attack' && s.turn.player === p) {
        const ended = mapRisk.preview(s, p, { type: 'endPhase' });
        if (ended && ended.state.turn.player === p) {
          if (ended.state.rng.some((v, k) => v !== s.rng[k])) rolling ??= s;
          else plain ??= s;
        }
      }
      const r = applyAction(s, p, getPolicy('baseline')(wholeStateAsView(s), p, rng), { now: i * 60_000 });
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    // Both kinds of attack end were met: one that rolls (hidden) and one that does not (shown).
    expect(rolling).not.toBeNull();
    expect(phaseAfterEnd(rolling!, rolling!.turn.player)).toBeNull();
    expect(plain).not.toBeNull();
    expect(phaseAfterEnd(plain!, plain!.turn.player)?.turn.player).toBe(plain!.turn.player);
  });
});
