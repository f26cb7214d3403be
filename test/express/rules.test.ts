// Every Risk Express rule (X-*), named after its id, on scripted rolls.
import { describe, expect, it } from 'vitest';
import { expressGame } from '../../src/express/definition.js';
import { legalActions, scores } from '../../src/express/rules.js';
import type { ExpressEvent, ExpressState } from '../../src/express/types.js';
import { CAN, CAV, ctx, G, newGame, play, position, refuse, retray, rolled, S1, S2, S3, seats } from './helpers.js';

const types = (events: ExpressEvent[]) => events.map((e) => e.type);

describe('Risk Express rules', () => {
  it('X-1: the seat with most Generals starts; the tied re-roll among themselves; play goes clockwise', () => {
    let sawReroll = false;
    for (let seed = 1; seed <= 60; seed++) {
      const players = 2 + (seed % 4);
      const r = expressGame.setup({ ruleset: 'express', seats: seats(players), seed, options: {} }, ctx);
      if (!r.ok) throw new Error(r.error.code);
      const rolls = r.value.events.filter(
        (e): e is Extract<ExpressEvent, { type: 'startRolled' }> => e.type === 'startRolled',
      );
      const last = Math.max(...rolls.map((e) => e.reroll));
      // Round k of rolling holds exactly the seats tied on most Generals in round k-1.
      for (let k = 1; k <= last; k++) {
        const prev = rolls.filter((e) => e.reroll === k - 1);
        const top = Math.max(...prev.map((e) => e.generals));
        expect(rolls.filter((e) => e.reroll === k).map((e) => e.seat)).toEqual(
          prev.filter((e) => e.generals === top).map((e) => e.seat),
        );
        sawReroll = true;
      }
      const final = rolls.filter((e) => e.reroll === last);
      const top = Math.max(...final.map((e) => e.generals));
      const winners = final.filter((e) => e.generals === top);
      expect(winners).toHaveLength(1);
      for (const e of rolls) expect(e.generals).toBe(e.dice.filter((f) => f === 'general').length);
      const { state } = r.value;
      expect(state.order[0]).toBe(winners[0].seat);
      expect(state.current).toBe(winners[0].seat);
      expect(state.order).toEqual(Array.from({ length: players }, (_, i) => (winners[0].seat + i) % players));
    }
    expect(sawReroll).toBe(true);
  });

  it('X-1: turns follow the order and the round counts full circles', () => {
    let s = newGame(3, 5);
    const seen: number[] = [];
    for (let t = 0; t < 6; t++) {
      seen.push(s.current);
      expect(s.round).toBe(Math.floor(t / 3) + 1);
      s = play(s, { type: 'timeout' }).state;
    }
    expect(seen).toEqual([...s.order, ...s.order]);
  });

  it('X-2: a roll that fills no line of any invadable card sets a die aside and chooses no card', () => {
    // Only Generals and 1-soldiers: nothing takes a General while no card is owned; 2 soldiers
    // would fill Japan's "2 Soldiers", so one 1-soldier only.
    let s = rolled(newGame(), [G, G, G, G, G, G, S1]);
    expect(legalActions(s, s.current)).toEqual([
      { type: 'setAside', face: 'general' },
      { type: 'setAside', face: 'soldier1' },
    ]);
    const r = play(s, { type: 'setAside', face: 'general' });
    expect(types(r.events)).toEqual(['dieSetAside', 'rolled']);
    s = r.state;
    expect(s.attempt!.target).toBeNull();
    expect(s.attempt!.tray).toHaveLength(6);
    expect(s.attempt!.aside).toEqual(['general']);
  });

  it('X-2: the first roll that fills a line of a card chooses it as the target; one card per turn', () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    const legal = legalActions(s, s.current);
    // Every card with a line of Cavalry, Cannon or Cavalry + Cannon is offered.
    expect(legal).toContainEqual({ type: 'fill', card: 'usa', line: 0 });
    expect(legal).toContainEqual({ type: 'fill', card: 'argentina', line: 0 });
    expect(legal).not.toContainEqual({ type: 'fill', card: 'china', line: 0 });
    expect(legal.every((a) => a.type === 'fill')).toBe(true);
    const r = play(s, { type: 'fill', card: 'usa', line: 0 });
    expect(types(r.events)).toEqual(['targetChosen', 'lineFilled', 'rolled']);
    expect(r.state.attempt!.target).toBe('usa');
    const next = retray(r.state, [CAV, G, G, G, G]);
    refuse(next, { type: 'fill', card: 'argentina', line: 0 }, 'otherTarget');
    expect(legalActions(next, next.current)).toEqual([
      { type: 'setAside', face: 'cavalry' },
      { type: 'setAside', face: 'general' },
    ]);
  });

  it('X-2: a card another player owns cannot be invaded in the first round, and then needs its General', () => {
    const first = rolled(position({ usa: 1 }, { round: 1 }), [CAV, CAN, G, G, G, G, G]);
    refuse(first, { type: 'fill', card: 'usa', line: 0 }, 'ownedInFirstRound');
    expect(legalActions(first, 0)).not.toContainEqual({ type: 'fill', card: 'usa', line: 0 });
    const second = rolled(position({ usa: 1 }, { round: 2 }), [CAV, CAN, G, G, G, G, G]);
    // The General circle is line 3 of the USA and may be the line that chooses it.
    expect(legalActions(second, 0)).toContainEqual({ type: 'fill', card: 'usa', line: 3 });
    const r = play(second, { type: 'fill', card: 'usa', line: 0 });
    expect(r.events[0]).toEqual({ type: 'targetChosen', seat: 0, card: 'usa', owner: 1, needGeneral: true });
    expect(r.state.attempt!.lines).toHaveLength(4);
  });

  it('X-2: an unowned card never needs the General, in any round; nobody invades their own card', () => {
    const s = rolled(position({ usa: 0 }, { round: 3 }), [CAV, CAN, G, G, G, G, G]);
    refuse(s, { type: 'fill', card: 'usa', line: 0 }, 'ownCard');
    expect(legalActions(s, 0).some((a) => a.type === 'fill' && a.card === 'usa')).toBe(false);
    const r = play(s, { type: 'fill', card: 'argentina', line: 1 });
    expect(r.state.attempt!.needGeneral).toBe(false);
    expect(r.state.attempt!.lines).toHaveLength(3);
  });

  it('X-3: exactly one line per roll, then the rest of the tray is rolled again', () => {
    // This roll could fill both Cavalry + Cannon lines of the USA and its 3 Soldiers.
    const s = rolled(newGame(), [CAV, CAN, CAV, CAN, S3, G, G]);
    const r = play(s, { type: 'fill', card: 'usa', line: 0 });
    const filled = r.state.attempt!.lines.filter((l) => l !== null);
    expect(filled).toEqual([['cavalry', 'cannon']]);
    expect(r.state.attempt!.tray).toHaveLength(5);
    const rolledEvent = r.events.find((e) => e.type === 'rolled');
    expect(rolledEvent).toEqual({ type: 'rolled', seat: s.current, dice: r.state.attempt!.tray });
  });

  it('X-3: a die may be set aside only when no line can be filled', () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    const e = refuse(s, { type: 'setAside', face: 'general' }, 'mustFill');
    expect(e).toMatchObject({ choices: legalActions(s, s.current).length });
    const t = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    const u = retray(t, [G, G, G, S1, S1]);
    refuse(u, { type: 'setAside', face: 'cannon' }, 'faceNotInTray');
    const r = play(u, { type: 'setAside', face: 'soldier1' });
    expect(r.state.attempt!.aside).toEqual(['soldier1']);
    expect(r.state.attempt!.tray).toHaveLength(4);
  });

  it('X-3: a soldier line accepts more soldiers than needed, using the fewest dice', () => {
    let s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    s = retray(s, [S3, S3, S1, G, G]);
    // 3 Soldiers: one 3-soldier die suffices.
    refuse(s, { type: 'fill', card: 'usa', line: 1 }, 'lineNotFillable');
    const r = play(s, { type: 'fill', card: 'usa', line: 2 });
    expect(r.state.attempt!.lines[2]).toEqual(['soldier3']);
    expect(r.state.attempt!.tray).toHaveLength(4);
    // 5 Soldiers from 3 + 3 (overshoot) on North Africa.
    let n = rolled(newGame(), [S3, S3, G, G, G, G, G]);
    expect(legalActions(n, n.current)).toContainEqual({ type: 'fill', card: 'north-africa', line: 1 });
    n = play(n, { type: 'fill', card: 'north-africa', line: 1 }).state;
    expect(n.attempt!.lines[1]).toEqual(['soldier3', 'soldier3']);
  });

  it('X-3: a symbol line takes exactly its symbols', () => {
    const s = rolled(newGame(), [CAV, G, G, G, G, G, G]);
    refuse(s, { type: 'fill', card: 'usa', line: 0 }, 'lineNotFillable');
    refuse(s, { type: 'fill', card: 'north-africa', line: 0 }, 'lineNotFillable');
    const r = play(s, { type: 'fill', card: 'argentina', line: 0 });
    expect(r.state.attempt!.lines[0]).toEqual(['cavalry']);
  });

  it('X-4: all lines filled conquers the card, taking it from its owner', () => {
    let s = rolled(position({ argentina: 1 }, { round: 2 }), [CAV, G, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'argentina', line: 0 }).state;
    s = retray(s, [CAV, CAN, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'argentina', line: 1 }).state;
    s = retray(s, [S3, G, G, G]);
    s = play(s, { type: 'fill', card: 'argentina', line: 2 }).state;
    s = retray(s, [G, S1, S1]);
    const r = play(s, { type: 'fill', card: 'argentina', line: 3 });
    expect(r.events.find((e) => e.type === 'cardConquered')).toEqual({
      type: 'cardConquered',
      seat: 0,
      card: 'argentina',
      from: 1,
    });
    expect(r.state.owners.argentina).toBe(0);
    expect(r.state.current).toBe(1);
    expect(r.state.phase.kind).toBe('start');
  });

  it('X-5: the tray empty with lines unfilled fails the attempt and ends the turn', () => {
    let s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    for (let left = 5; left > 1; left--) {
      s = retray(s, Array(left).fill(G));
      s = play(s, { type: 'setAside', face: 'general' }).state;
    }
    s = retray(s, [G]);
    const seat = s.current;
    const r = play(s, { type: 'setAside', face: 'general' });
    expect(types(r.events)).toEqual(['dieSetAside', 'attemptFailed', 'turnStarted']);
    expect(r.state.owners.usa).toBeNull();
    expect(r.state.current).not.toBe(seat);
  });

  it('X-6: owning every card of a continent closes it; closed cards cannot be invaded', () => {
    let s = rolled(position({ 'north-africa': 0 }, { round: 2 }), [CAV, G, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'south-africa', line: 0 }).state;
    s = retray(s, [S3, S2, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'south-africa', line: 1 }).state;
    s = retray(s, [S3, S3, G, G]);
    const r = play(s, { type: 'fill', card: 'south-africa', line: 2 });
    expect(r.events).toContainEqual({ type: 'continentClosed', seat: 0, continent: 'africa' });
    expect(r.state.closed).toEqual(['africa']);
    const t = rolled(r.state, [CAV, CAV, S3, S2, G, G, G]);
    refuse(t, { type: 'fill', card: 'north-africa', line: 0 }, 'cardClosed', t.current);
    expect(
      legalActions(t, t.current).some(
        (a) => a.type === 'fill' && (a.card === 'north-africa' || a.card === 'south-africa'),
      ),
    ).toBe(false);
  });

  it('X-6: Australia closes as soon as it is conquered', () => {
    let s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'australia', line: 0 }).state;
    expect(s.attempt!.lines).toHaveLength(2);
    s = retray(s, [S3, S3, G, G, G]);
    const seat = s.current;
    const r = play(s, { type: 'fill', card: 'australia', line: 1 });
    expect(r.events).toContainEqual({ type: 'continentClosed', seat, continent: 'australia' });
    expect(r.state.closed).toContain('australia');
  });

  it('X-7: the game ends when every card is owned; closed continents score their continent score', () => {
    // Seat 0 owns all but Japan; seat 1 owns nothing. Seat 0 conquers Japan last.
    const owners = Object.fromEntries(
      Object.keys(newGame().owners)
        .filter((id) => id !== 'japan')
        .map((id) => [id, 0]),
    );
    let s = position(owners, { players: 2, round: 4 });
    s.closed = ['north-america', 'south-america', 'europe', 'africa', 'australia'];
    s = rolled(s, [CAN, G, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'japan', line: 0 }).state;
    s = retray(s, [CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'japan', line: 1 }).state;
    s = retray(s, [S2, G, G, G, G]);
    const r = play(s, { type: 'fill', card: 'japan', line: 2 });
    const end = r.events.at(-1)!;
    // Every continent closed: 10 + 4 + 8 + 5 + 17 + 3.
    expect(end).toEqual({ type: 'gameEnded', scores: [47, 0], winners: [0] });
    expect(expressGame.outcome(r.state)).toEqual({
      winners: [0],
      reason: 'score',
      placements: [1, 2],
      scores: [47, 0],
    });
    expect(expressGame.waitingFor(r.state)).toEqual([]);
    refuse(r.state, { type: 'roll' }, 'gameOver', 1);
  });

  it('X-7: an open continent scores its cards one by one', () => {
    const s = position({ usa: 0, canada: 1, mexico: 0, 'north-africa': 1, 'south-africa': 1, australia: 2 });
    s.closed = ['africa', 'australia'];
    expect(scores(s)).toEqual([3 + 1, 4 + 5, 3]);
  });

  it('X-OPT-1: with continueFailed, the next player may continue a failed attempt: dice stay on the lines, the set-aside dice come back', () => {
    let s = rolled(newGame(3, 2, { continueFailed: true }), [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    for (let left = 5; left >= 1; left--) {
      s = retray(s, Array(left).fill(G));
      s = play(s, { type: 'setAside', face: 'general' }).state;
    }
    expect(s.failed).toMatchObject({ target: 'usa', lines: [['cavalry', 'cannon'], null, null] });
    expect(legalActions(s, s.current)).toEqual([{ type: 'roll' }, { type: 'continue' }]);
    const r = play(s, { type: 'continue' });
    expect(types(r.events)).toEqual(['attemptContinued', 'rolled']);
    expect(r.state.attempt).toMatchObject({ target: 'usa', lines: [['cavalry', 'cannon'], null, null], aside: [] });
    expect(r.state.attempt!.tray).toHaveLength(5);
  });

  it('X-OPT-1: otherwise the next player starts at X-2; without the option nothing is offered', () => {
    const fail = (options: { continueFailed: boolean }) => {
      let s = rolled(newGame(3, 2, options), [CAV, CAN, G, G, G, G, G]);
      s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
      for (let left = 5; left >= 1; left--) {
        s = retray(s, Array(left).fill(G));
        s = play(s, { type: 'setAside', face: 'general' }).state;
      }
      return s;
    };
    const off = fail({ continueFailed: false });
    expect(legalActions(off, off.current)).toEqual([{ type: 'roll' }]);
    refuse(off, { type: 'continue' }, 'nothingToContinue');
    const on = fail({ continueFailed: true });
    const fresh = play(on, { type: 'roll' }).state;
    expect(fresh.attempt).toMatchObject({ target: null, lines: [], aside: [] });
    expect(fresh.attempt!.tray).toHaveLength(7);
    expect(fresh.failed).toBeNull();
  });

  it('X-OPT-1: a player is not offered to continue an attack on their own card', () => {
    let s = position({ usa: 1 }, { round: 2, current: 0, options: { continueFailed: true } });
    s = rolled(s, [CAV, CAN, G, G, G, G, G]);
    s = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    // Cavalry alone fills none of the USA's lines, its General circle included.
    for (let left = 5; left >= 1; left--) {
      s = retray(s, Array(left).fill(CAV));
      s = play(s, { type: 'setAside', face: 'cavalry' }).state;
    }
    expect(s.failed).toMatchObject({ by: 0, target: 'usa', needGeneral: true });
    expect(s.current).toBe(1);
    expect(legalActions(s, 1)).toEqual([{ type: 'roll' }]);
  });
});

export type { ExpressState };
