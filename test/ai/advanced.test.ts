// The napoleon-advanced AI (src/ai/advanced.ts, src/ai/advanced/) does what a player would see it
// do: it builds and uses fleets, lands, keeps its generals, avoids epidemics, plays and arms its
// cards in their phase, chases its missions and plays for the census in its last turn. Each test
// sets a position, asks the AI on its seat's own view and applies what it answers.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { armiesOn, mapOf } from '../../src/engine/board.js';
import { shipsIn } from '../../src/engine/board-units.js';
import { armedCardOf } from '../../src/engine/advanced/card-arming.js';
import { effectOfCard } from '../../src/engine/advanced/card-effects.js';
import { advancedOf } from '../../src/engine/advanced/slice.js';
import { seedRng } from '../../src/engine/rng.js';
import type { Action, GameState, PlayerId } from '../../src/engine/types.js';
import { act } from '../engine/helpers.js';
import { cardOf, EUROPE, giveMissions, position, type AdvancedSpec } from '../engine/advanced/helpers.js';
import { setsFor } from '../../src/engine/state.js';

const ask = (s: GameState, ai = 'baseline', player: PlayerId = 0): Action =>
  getPolicy(ai)(seatState(s, player), player, seedRng(1));

/** The AI's actions until `stop` holds (at most 60). */
function playUntil(
  s: GameState,
  stop: (s: GameState) => boolean,
  ai = 'baseline',
): { s: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let i = 0; i < 60 && !stop(s); i++) {
    const a = ask(s, ai);
    actions.push(a);
    s = act(s, 0, a).state;
  }
  return { s, actions };
}

const at = (spec: AdvancedSpec): GameState => position(spec);

describe('napoleon-advanced AI', () => {
  it('NA-CONV-1: converts part of its reinforcements into ships for the empty zones on its coasts (a route’s zone gets two); the landlubber builds none', () => {
    const spec: AdvancedSpec = {
      board: { england: [0, 6], scotland: [0, 3], ireland: [0, 3] },
      phase: 'reinforce',
      reserve: 10,
    };
    const s = at(spec);
    s.turn.received = 10;
    const sea = playUntil(s, (x) => x.phase.kind !== 'reinforce').s;
    expect([
      shipsIn(sea, 'atlantique_ouest', 0),
      shipsIn(sea, 'mer_du_nord', 0),
      shipsIn(sea, 'atlantique_nord', 0),
    ]).toEqual([2, 2, 1]);
    // the other half of the reserve went on the board
    expect(armiesOn(sea, 'england') + armiesOn(sea, 'scotland') + armiesOn(sea, 'ireland')).toBe(12 + 5);
    const land = playUntil(s, (x) => x.phase.kind !== 'reinforce', 'landlubber').s;
    expect(mapOf(land).seas.zones.every((z) => shipsIn(land, z.id, 0) === 0)).toBe(true);
  });

  it('NA-NAV-2: a forced naval combat is fought before anything else', () => {
    const s = at({
      board: { england: [0, 8] },
      ships: [
        ['mer_du_nord', 0, 3],
        ['mer_du_nord', 1, 1],
      ],
    });
    advancedOf(s).turn.forced = ['mer_du_nord'];
    expect(ask(s)).toEqual({ type: 'seaBattle', zone: 'mer_du_nord' });
  });

  it('NA-NAV-3: a fleet invades an enemy fleet it outnumbers 2 to 1, all ships but one; not a fleet that is too strong', () => {
    const strong = at({
      board: { suede: [0, 2] },
      ships: [
        ['mer_baltique', 0, 6],
        ['mer_du_nord', 1, 2],
      ],
    });
    expect(ask(strong)).toEqual({ type: 'sail', from: 'mer_baltique', to: 'mer_du_nord', ships: 5 });
    const weak = at({
      board: { suede: [0, 2] },
      ships: [
        ['mer_baltique', 0, 6],
        ['mer_du_nord', 1, 3],
      ],
    });
    expect(ask(weak).type).not.toBe('sail');
  });

  it('NA-LAND-2: lands across the three Mediterranean zones it controls; the landlubber does not', () => {
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { andalousie: [0, 12], egypte: [1, 1], syrie: [1, 1], etats_barbaresques: [1, 1], laponie: [2, 1] },
      ships: [
        ['mediterranee_occidentale', 0, 1],
        ['mer_adriatique', 0, 1],
        ['mediterranee_orientale', 0, 1],
      ],
    };
    const a = ask(at(spec));
    expect(a).toMatchObject({ type: 'blitz', from: 'andalousie' });
    expect(['egypte', 'syrie', 'etats_barbaresques']).toContain((a as { to: string }).to);
    expect(ask(at(spec), 'landlubber')).not.toMatchObject({ type: 'blitz', from: 'andalousie' });
  });

  it('NA-GEN-3: with a general on the source it stops while three dice still roll, and never risks it from a small stack', () => {
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 10], pomeranie_brandebourg_silesie: [1, 2], laponie: [2, 1] },
    };
    expect(ask(at(spec))).toMatchObject({ type: 'blitz', from: 'prusse', stopAt: 3 });
    const led = ask(at({ ...spec, generals: [['prusse', 0, 1]] }));
    expect(led).toMatchObject({ type: 'blitz', from: 'prusse' });
    expect((led as { stopAt: number }).stopAt).toBeGreaterThanOrEqual(3);
    // from 4 armies against 1 it attacks, unless its general stands there (2 dice could lose it)
    const small: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 4], pomeranie_brandebourg_silesie: [1, 1], laponie: [2, 1] },
    };
    expect(ask(at(small))).toMatchObject({ type: 'blitz', from: 'prusse' });
    expect(
      ask(at({ ...small, board: { ...small.board, prusse: [0, 3] }, generals: [['prusse', 0, 1]] })),
    ).not.toMatchObject({
      type: 'blitz',
      from: 'prusse',
    });
  });

  it('NA-LAND-4: it invades a territory without an epidemic rather than the weaker one that has one', () => {
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 12], pomeranie_brandebourg_silesie: [1, 2], varsovie: [1, 3], laponie: [2, 1] },
    };
    expect(ask(at(spec))).toMatchObject({ type: 'blitz', from: 'prusse', to: 'pomeranie_brandebourg_silesie' });
    expect(ask(at({ ...spec, epidemics: [['pomeranie_brandebourg_silesie', 1]] }))).toMatchObject({
      type: 'blitz',
      from: 'prusse',
      to: 'varsovie',
    });
  });

  it('NA-LAND-4, NA-GEN-3: against an epidemic’s territory only, what it does is legal: no blitz the cost would leave without a roll', () => {
    const spec = (armies: number): AdvancedSpec => ({
      fill: [0, 1],
      board: { prusse: [0, armies], pomeranie_brandebourg_silesie: [1, 1], laponie: [2, 1] },
      epidemics: [['pomeranie_brandebourg_silesie', 2]],
    });
    // 4 armies and a general: paying 2 leaves 2, too few to keep rolling three dice (the blitz
    // the AI once asked for here, stopping at 2, was refused: 2 left after the cost)
    const led = at({ ...spec(4), generals: [['prusse', 0, 1]] });
    expect(ask(led)).not.toMatchObject({ type: 'blitz', from: 'prusse' });
    expect(() => act(led, 0, ask(led))).not.toThrow();
    // 6 and a general: the 4 left may go, and the blitz stops at 3 (a blitz is refused once the cost leaves too few)
    const six = at({ ...spec(6), generals: [['prusse', 0, 1]] });
    expect(ask(six)).toEqual({ type: 'blitz', from: 'prusse', to: 'pomeranie_brandebourg_silesie', stopAt: 3 });
    expect(() => act(six, 0, ask(six))).not.toThrow();
  });

  it('NA-CRD-5: before its turn ends it arms its defence card on the front territory holding its general', () => {
    const levy = cardOf('aquitaine');
    expect(effectOfCard(at({}), levy)!.kind).toBe('levee_locale');
    const s = at({
      fill: [0, 1],
      board: { prusse: [0, 5], pomeranie_brandebourg_silesie: [1, 6], laponie: [2, 1] },
      generals: [['prusse', 0, 1]],
      phase: 'fortify',
      hands: { 0: [levy] },
    });
    const { s: after, actions } = playUntil(s, (x) => x.turn.player !== 0);
    expect(actions).toContainEqual({ type: 'armCard', card: levy, target: 'prusse' });
    expect(armedCardOf(after, 0)).toEqual({ card: levy, target: 'prusse' });
  });

  it('NA-EFF: in its last turn it plays CHARGE on the territory it is about to invade, then invades it; earlier it keeps the card for a set', () => {
    const charge = cardOf('scotland');
    expect(effectOfCard(at({}), charge)!.kind).toBe('charge');
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 12], pomeranie_brandebourg_silesie: [1, 2], laponie: [2, 1] },
      hands: { 0: [charge] },
    };
    const last = at({ ...spec, round: 5 });
    expect(ask(last)).toEqual({ type: 'playCard', card: charge, at: 'pomeranie_brandebourg_silesie' });
    const played = act(last, 0, ask(last)).state;
    expect(played.players[0].hand).toEqual([]);
    expect(ask(played)).toMatchObject({ type: 'blitz', from: 'prusse', to: 'pomeranie_brandebourg_silesie' });
    expect(ask(at({ ...spec, round: 2 }))).toMatchObject({ type: 'blitz', from: 'prusse' });
  });

  it('NA-EFF: in its last turn’s combat a card of a set is played too: no trade is left after the reinforcements', () => {
    const charge = cardOf('scotland');
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 12], pomeranie_brandebourg_silesie: [1, 2], laponie: [2, 1] },
      round: 5,
    };
    // two cards no combat phase plays (Reinforcements, Transport) that make a set with the Charge
    const quiet = EUROPE.territoryIds
      .map(cardOf)
      .filter((c) => ['renfort', 'transport'].includes(effectOfCard(at({}), c)!.kind));
    const pair = quiet
      .flatMap((a) => quiet.map((b) => [a, b]))
      .find(([a, b]) => a !== b && setsFor(at({ ...spec, hands: { 0: [charge, a, b] } }), 0).length > 0)!;
    const s = at({ ...spec, hands: { 0: [charge, ...pair] } });
    expect(setsFor(s, 0)[0].cards).toContain(charge);
    expect(ask(s)).toEqual({ type: 'playCard', card: charge, at: 'pomeranie_brandebourg_silesie' });
  });

  it('NA-EFF: in its last reinforcement phase it plays RENFORT for 3 more armies', () => {
    const renfort = cardOf('england');
    expect(effectOfCard(at({}), renfort)!.kind).toBe('renfort');
    const s = at({ board: { prusse: [0, 5] }, phase: 'reinforce', reserve: 3, round: 5, hands: { 0: [renfort] } });
    const a = ask(s);
    expect(a).toEqual({ type: 'playCard', card: renfort });
    expect(act(s, 0, a).state.players[0].reserve).toBe(6);
  });

  it('NA-MIS: it attacks toward the territories its missions name', () => {
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: {
        toscane_etats_romains: [0, 12],
        piemont_savoie: [0, 1],
        royaume_italie: [1, 3],
        royaume_naples: [1, 2],
        laponie: [2, 1],
      },
    };
    const without = at(spec);
    giveMissions(without, { 0: [-1, -1, -1, -1], 1: [-1, -1, -1, -1], 2: [-1, -1, -1, -1] });
    const other = (ask(without) as { to: string }).to;
    // E3 (Caporal): hold Kingdom of Italy and Piedmont & Savoy
    const wanted = at(spec);
    giveMissions(wanted, { 0: [103, -1, -1, -1], 1: [-1, -1, -1, -1], 2: [-1, -1, -1, -1] });
    expect(ask(wanted)).toMatchObject({ type: 'blitz', from: 'toscane_etats_romains', to: 'royaume_italie' });
    expect(other).toBe('royaume_naples');
  });

  it('NA-END-3: in its last turn it takes an attack at even odds that it declines earlier', () => {
    // 4 attacking armies against 3 win about 64% of the time; a territory already taken this turn
    // (no card at stake), the AI wants 70% before its last turn
    const spec: AdvancedSpec = {
      fill: [0, 1],
      board: { prusse: [0, 5], pomeranie_brandebourg_silesie: [1, 3], laponie: [2, 1] },
    };
    const round = (r: number) => {
      const s = at({ ...spec, round: r });
      s.turn.conquered = 1;
      return s;
    };
    expect(ask(round(3))).not.toMatchObject({ type: 'blitz' });
    expect(ask(round(5))).toMatchObject({ type: 'blitz', from: 'prusse', to: 'pomeranie_brandebourg_silesie' });
  });
});
