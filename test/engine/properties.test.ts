// Property tests over random legal play in every ruleset and option mix the lobby offers.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/apply.js';
import { eventsFor } from '../../src/engine/events.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { getMap } from '../../src/engine/maps.js';
import { getRuleset } from '../../src/rules/registry.js';
import { seedRng, randInt, type RngState } from '../../src/engine/rng.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { viewFor } from '../../src/engine/view.js';
import type { Action, GameState, NewGameInput, PlayerId, RulesetId } from '../../src/engine/types.js';
import { deepFreeze, playRandom, randomOptions, seats, type Step } from './helpers.js';
import { seatCounts } from './legal-positions.js';
import { newGame } from '../../src/engine/setup.js';
import { boardSummary, unitsSummary } from '../../src/engine/board-summary.js';
import { hqOf, hqRevealed } from '../../src/engine/ext.js';
import { fullSize, sized } from '../sizes.ts';

// Every ruleset is played in every property: RUNS_PER_RULESET games each (test/sizes.ts: one
// under npm test, ten under npm run test:full), seats drawn among the counts it allows
// (napoleon-teams 4 or 6, napoleon-duel 2, …), options among those it offers.
const RUNS_PER_RULESET = sized(1, 10);
const STEPS = 250;

const gameArb = (ruleset: RulesetId) =>
  fc.record({
    players: fc.constantFrom(...seatCounts(ruleset)),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    pick: fc.integer({ min: 0, max: 0x7fffffff }),
  });

function inputOf(
  ruleset: RulesetId,
  g: { players: number; seed: number; pick: number },
): {
  input: NewGameInput;
  rng: RngState;
} {
  const rng = seedRng(g.pick);
  return {
    input: { ruleset, seed: g.seed, seats: seats(g.players), options: randomOptions(ruleset, rng) },
    rng,
  };
}

/** The rulesets and seat counts the properties played (checked to cover every ruleset). */
const played = new Map<RulesetId, Set<number>>();

/**
 * The games each property walks, played once: every property draws the same games (one fast-check
 * seed), so they are recorded on first use and replayed step by step to the next property instead
 * of played again. Every state is frozen (the play froze each `before`; the last `after` too), so a
 * property that changed one would throw, not pass a changed game to the next.
 */
const recorded = new Map<string, Step[]>();
// The worker keeps this module for the files after it: it keeps no games.
afterAll(() => recorded.clear());

function stepsOf(ruleset: RulesetId, g: { players: number; seed: number; pick: number }): Step[] {
  const key = `${ruleset} ${g.players} ${g.seed} ${g.pick}`;
  let steps = recorded.get(key);
  if (!steps) {
    const { input, rng } = inputOf(ruleset, g);
    const out: Step[] = [];
    const { final } = playRandom(input, rng, STEPS, (step) => out.push(step));
    deepFreeze(final);
    recorded.set(key, (steps = out));
  }
  return steps;
}

function forRandomGames(check: (step: Step) => void, runs = RUNS_PER_RULESET): void {
  for (const ruleset of rulesetIds)
    fc.assert(
      fc.property(gameArb(ruleset), (g) => {
        let seen = played.get(ruleset);
        if (!seen) played.set(ruleset, (seen = new Set()));
        seen.add(g.players);
        for (const step of stepsOf(ruleset, g)) check(step);
      }),
      { numRuns: runs, seed: 20240601 },
    );
}

/** A key no view may hold outside its `secrets`: a hand, a mission, an objective, the deck, the discard, the rng, the seed, the missions' pool. */
const SECRET_KEYS = /"(?:hand|mission|objective|deck|discard|rng|seed|missionsPool)"/;

/** A random action, legal or not, with plausible and implausible arguments. */
function randomAction(s: GameState, rng: RngState): Action {
  const ids = getMap(s.map).territoryIds;
  const t = () => (randInt(rng, 10) === 0 ? 'atlantis' : ids[randInt(rng, ids.length)]);
  const n = () => randInt(rng, 8) - 1;
  const cards = (): [number, number, number] => [randInt(rng, 46) - 1, randInt(rng, 46) - 1, randInt(rng, 46) - 1];
  const all: Action[] = [
    { type: 'claim', territory: t() },
    { type: 'place', territory: t(), count: n() },
    { type: 'placeNeutral', territory: t(), count: n() },
    { type: 'trade', cards: cards() },
    { type: 'attack', from: t(), to: t(), dice: n() },
    { type: 'blitz', from: t(), to: t(), stopAt: n() },
    { type: 'reroll', die: n(), card: n() },
    { type: 'commander', die: n() },
    { type: 'acceptRoll' },
    { type: 'move', count: n() },
    { type: 'endPhase' },
    { type: 'fortify', from: t(), to: t(), count: n() },
    { type: 'endTurn' },
    { type: 'chooseHQ', territory: t() },
    { type: 'setDefence', withOne: randInt(rng, 2) === 0 },
    { type: 'tick' },
    { type: 'claimMission', mission: randInt(rng, 30) },
  ];
  return all[randInt(rng, all.length)];
}

describe('engine properties over random legal play', () => {
  it('the harness seats only the counts each ruleset allows, and each of them starts a game', () => {
    for (const ruleset of rulesetIds) {
      const r = getRuleset(ruleset);
      const counts = seatCounts(ruleset);
      expect(counts.every((n) => n >= r.minPlayers && n <= r.maxPlayers)).toBe(true);
      for (let n = 1; n <= 7; n++) {
        const created = newGame({ ruleset, seed: 1, seats: seats(n) }, { now: 0 });
        expect([ruleset, n, created.ok]).toEqual([ruleset, n, counts.includes(n)]);
      }
    }
  });

  it('armies change only by placements and battle losses; every invariant holds after every action', () => {
    forRandomGames(({ before, after, events, action }) => {
      const broken = checkInvariants(after, before, events);
      if (broken.length) throw new Error(`after ${JSON.stringify(action)}: ${broken.join('; ')}`);
    });
  });

  it('every territory is owned and holds at least one army once setup is done (a conquest in progress and NA-LAND-3 emptied territories aside)', () => {
    forRandomGames(({ after, action }) => {
      if (after.phase.kind === 'setupClaim') return;
      const pending = after.phase.kind === 'attack' ? after.phase.conquest?.to : undefined;
      const units = unitsSummary(after);
      for (const [id, t] of Object.entries(boardSummary(after))) {
        // NT-1: team-mates' stacks of equal size leave a territory to nobody.
        const tie = getRuleset(after.ruleset).teamPlay && Object.keys(units[id]).length > 1;
        // NA-LAND-3: a territory an epidemic emptied is nobody's until armies move in
        const emptied = after.board.units?.emptiedIsNobodys === true && t.armies === 0 && t.owner === -1;
        if (emptied) continue;
        if (!after.players[t.owner] && !tie) throw new Error(`${id} has no owner after ${JSON.stringify(action)}`);
        if (id !== pending && t.armies < 1)
          throw new Error(`${id} has ${t.armies} armies after ${JSON.stringify(action)}`);
      }
    });
  });

  it('the input state is never changed; a refused action changes nothing at all', () => {
    const rng = seedRng(77);
    let refused = 0;
    const uncoded: string[] = [];
    forRandomGames(({ after, now }) => {
      // `after` is deep-frozen (stepsOf): a write to it throws in the engine's strict-mode modules,
      // at the action that made it; the JSON comparison after the three tries is the second net.
      const before = JSON.stringify(after);
      for (let k = 0; k < 3; k++) {
        const actor: PlayerId = randInt(rng, after.players.length + 1) - (randInt(rng, 8) === 0 ? 1 : 0);
        const action = randomAction(after, rng);
        const r = applyAction(after, actor, action, { now });
        if (!r.ok) {
          refused++;
          if (typeof r.error.code !== 'string') uncoded.push(JSON.stringify(action));
        }
      }
      expect(JSON.stringify(after)).toBe(before);
    });
    expect(uncoded).toEqual([]);
    expect(refused).toBeGreaterThan(100);
  });

  it('a state survives a JSON round trip unchanged and plays on identically', () => {
    const rng = seedRng(5);
    forRandomGames(({ before, actor, action, after, events, now }) => {
      if (randInt(rng, 4) !== 0) return;
      const copy = JSON.parse(JSON.stringify(before)) as GameState;
      expect(copy).toEqual(before); // (undefined-valued keys aside, which JSON drops)
      const r = applyAction(copy, actor, action, { now });
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(after));
        expect(r.value.events).toEqual(events);
      }
    });
  });

  it("public and other players' views never hold anyone else's hand, mission, objective, unrevealed HQ, the deck, the seed or the rng", () => {
    const fail = (viewer: PlayerId | null, what: string) => {
      throw new Error(`view of ${viewer}: ${what}`);
    };
    const check = (s: GameState, viewer: PlayerId | null) => {
      const view = viewFor(s, viewer);
      const { secrets, ...rest } = view;
      const json = JSON.stringify(rest);
      const secretKey = SECRET_KEYS.exec(json);
      if (secretKey) fail(viewer, `has ${secretKey[0]}`);
      for (const word of s.rng) if (word > 1_000_000 && json.includes(String(word))) fail(viewer, 'shows the rng');
      if (viewer === null) {
        if (secrets !== null) fail(viewer, 'public secrets');
      } else {
        const me = s.players[viewer];
        if (
          !secrets ||
          secrets.player !== viewer ||
          secrets.mission !== me.mission ||
          secrets.objective !== me.objective ||
          secrets.hq !== hqOf(s, me.id)
        )
          fail(viewer, 'wrong own secrets');
        if (JSON.stringify(secrets!.hand.map((c) => c.id)) !== JSON.stringify(me.hand)) fail(viewer, 'wrong own hand');
      }
      for (const p of s.players) {
        if (!hqRevealed(s, p.id) && view.players[p.id].hq !== null) fail(viewer, `shows ${p.id}'s HQ`);
        if (hqOf(s, p.id) && !hqRevealed(s, p.id) && p.id !== viewer && json.includes(`"hq":"${hqOf(s, p.id)}"`))
          fail(viewer, `leaks ${p.id}'s HQ`);
        if (view.players[p.id].cards !== p.hand.length) fail(viewer, 'card count');
      }
      // C-SET-7: nobody sees another seat's secret placement plan
      if (
        view.phase.kind === 'setupSimultaneous' &&
        Object.keys(view.phase.placements).some((k) => Number(k) !== viewer)
      )
        fail(viewer, 'shows a placement plan');
    };
    // Under npm test, each step's public view and one seat's, the seat turning with each step
    // (every seat's view is checked all through every game); every seat's at every step under
    // npm run test:full (test/sizes.ts).
    let turn = 0;
    forRandomGames(({ after }) => {
      check(after, null);
      if (fullSize) for (const p of after.players) check(after, p.id);
      else check(after, after.players[turn++ % after.players.length].id);
    });
  });

  it("events for a viewer never carry another player's drawn or received cards, HQ choice or mission notice", () => {
    let drawn = 0;
    forRandomGames(({ after, events }) => {
      for (const viewer of [null, ...after.players.map((p) => p.id)]) {
        for (const e of eventsFor(events, viewer)) {
          if ((e.type === 'placementPlanned' || e.type === 'placementCleared') && e.player !== viewer)
            throw new Error(`${viewer} sees ${e.player}'s plan`);
          if (e.type === 'cardDrawn') {
            if (e.player === viewer) drawn++;
            else expect(e.card).toBeNull();
          }
          if (e.type === 'cardReceived' && e.player !== viewer && e.from !== viewer) expect(e.cards).toBeNull();
          if (e.type === 'hqChosen' && e.player !== viewer) expect(e.territory).toBeNull();
          if (e.type === 'missionChanged') expect(e.player).toBe(viewer);
        }
      }
      // the owner's copy is complete
      for (const e of events) if (e.type === 'cardDrawn') expect(eventsFor([e], e.player)[0]).toEqual(e);
    });
    expect(drawn).toBeGreaterThan(0);
  });

  it('played every ruleset (the properties above ran on each)', () => {
    expect([...played.keys()].sort()).toEqual([...rulesetIds].sort());
  });
});
