// Counts of legal actions from fixed positions of every ruleset (chessops' perft, by action
// type): a change to what is legal anywhere shows as a changed count here. The positions are
// seeded games played for a fixed number of legal actions (test/engine/legal-positions.ts).
// Three of them are checked by reasoning below, the rest pin the engine's answers.
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, territoriesControlledBy } from '../../src/engine/board.js';
import { getMap } from '../../src/engine/maps.js';
import type { RuleOptions, RulesetId } from '../../src/engine/types.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { countLine, position } from './legal-positions.js';

// [ruleset, seats, seed, actions played, options, whose turn and the legal actions by type]
const POSITIONS: [RulesetId, number, number, number, Partial<RuleOptions>, string][] = [
  ['classic', 4, 11, 0, {}, 'reinforce p1 place:22'],
  ['classic', 4, 11, 150, {}, 'reinforce p3 place:22'],
  ['classic', 4, 11, 400, {}, 'attack p0 attack:40 blitz:19 endPhase:1 endTurn:1 fortify:46'],
  ['capitals', 4, 11, 0, {}, 'chooseHQ p0 chooseHQ:10'],
  ['capitals', 4, 11, 150, {}, 'attack p2 move:2'],
  ['capitals', 4, 11, 400, {}, 'attack p2 move:2'],
  ['missions', 4, 11, 0, {}, 'setupPlace p1 place:11'],
  ['missions', 4, 11, 150, {}, 'attack p0 attack:29 blitz:16 endPhase:1 endTurn:1 fortify:10'],
  ['missions', 4, 11, 400, {}, 'attack p2 attack:38 blitz:16 endPhase:1 endTurn:1 fortify:24'],
  ['risiko', 4, 11, 0, {}, 'setupPlace p1 place:20'],
  ['risiko', 4, 11, 150, {}, 'attack p3 attack:25 blitz:15 endPhase:1 endTurn:1 fortify:9'],
  ['risiko', 4, 11, 400, {}, 'reinforce p0 place:28 trade:2'],
  ['napoleon', 4, 11, 0, {}, 'setupClaim p1 claim:48'],
  ['napoleon', 4, 11, 150, {}, 'attack p3 attack:55 blitz:28 endPhase:1 endTurn:1 fortify:36'],
  ['napoleon', 4, 11, 400, {}, 'attack p1 attack:64 blitz:24 endPhase:1 endTurn:1 fortify:114'],
  ['napoleon-missions', 4, 11, 0, {}, 'setupClaim p1 claim:48'],
  ['napoleon-missions', 4, 11, 150, {}, 'attack p3 attack:68 blitz:28 endPhase:1 endTurn:1 fortify:36'],
  ['napoleon-missions', 4, 11, 400, {}, 'attack p3 move:2'],
  ['napoleon-teams', 4, 11, 0, {}, 'setupClaim p1 claim:48'],
  ['napoleon-teams', 4, 11, 150, {}, 'reinforce p0 place:22'],
  ['napoleon-teams', 4, 11, 400, {}, 'attack p3 attack:75 blitz:27 endPhase:1 endTurn:1 fortify:308'],
  ['napoleon-duel', 2, 11, 0, {}, 'setupPlace p1 place:20 placeNeutral:56'],
  ['napoleon-duel', 2, 11, 150, {}, 'attack p1 attack:56 blitz:23 endPhase:1 endTurn:1 fortify:40'],
  ['napoleon-duel', 2, 11, 400, {}, 'attack p0 attack:74 blitz:28 endPhase:1 endTurn:1 fortify:104'],
  ['napoleon-advanced', 4, 11, 0, {}, 'setupClaim p1 claim:48'],
  ['napoleon-advanced', 4, 11, 150, {}, 'attack p1 attack:65 blitz:28 endPhase:1 endTurn:1'],
  ['napoleon-advanced', 4, 11, 300, {}, 'reinforce p0 build:49 place:30'],
  ['napoleon-campaign', 2, 11, 0, { campaignSide: 'france' }, 'reinforce p0 build:27 place:14'],
  // re-pinned after the balance tuning of the scenario's starting units (docs/rules/napoleon-campaign.md)
  ['napoleon-campaign', 2, 11, 60, { campaignSide: 'france' }, 'fortify p1 endTurn:1'],
  [
    'napoleon-campaign',
    2,
    11,
    150,
    { campaignSide: 'france' },
    'reinforce p0 armCard:27 build:28 influence:9 place:38',
  ],
  [
    'classic',
    6,
    5,
    60,
    { cardReroll: true, commanders: true, fortify: 'connected' },
    'fortify p1 endTurn:1 fortify:16',
  ],
  [
    'classic',
    6,
    5,
    300,
    { cardReroll: true, commanders: true, fortify: 'connected' },
    'fortify p4 endTurn:1 fortify:23',
  ],
  ['capitals', 6, 5, 60, { capitals: '2000' }, 'attack p2 attack:49 blitz:22 endPhase:1 endTurn:1 fortify:7'],
  ['capitals', 6, 5, 300, { capitals: '2000' }, 'attack p2 attack:34 blitz:17 endPhase:1 endTurn:1 fortify:18'],
  ['napoleon-duel', 2, 5, 60, { independents: 'active' }, 'setupPlace p0 place:20'],
  ['napoleon-duel', 2, 5, 300, { independents: 'active' }, 'reinforce p1 placeNeutral:10'],
  // NA-CRD: cards armed and played for their effect among the legal actions (re-pinned when
  // CONTAGION stopped being legal onto one's own territory: the seeded games took other paths)
  ['napoleon-advanced', 5, 5, 40, { setup: 'auto' }, 'reinforce p4 armCard:9 build:24 place:16'],
  ['napoleon-advanced', 5, 5, 210, { setup: 'auto' }, 'reinforce p4 build:9 place:10'],
  [
    'napoleon-advanced',
    5,
    5,
    220,
    { setup: 'auto' },
    'attack p4 attack:9 blitz:3 endPhase:1 endTurn:1 occupy:4 playCard:4',
  ],
  ['napoleon-advanced', 5, 5, 250, { setup: 'auto' }, 'reinforce p3 build:17 place:14 playCard:1'],
  ['missions', 6, 5, 60, { setup: 'simultaneous' }, 'attack p3 attack:33 blitz:18 endPhase:1 endTurn:1 fortify:13'],
  ['missions', 6, 5, 300, { setup: 'simultaneous' }, 'reinforce p1 place:14'],
];

describe('legal action counts from fixed positions', () => {
  it('cover every ruleset', () => {
    expect([...new Set(POSITIONS.map(([id]) => id))].sort()).toEqual([...rulesetIds].sort());
  });

  it.each(POSITIONS)('%s, %i seats, seed %i, after %i actions %j: %s', (id, seats, seed, steps, options, expected) => {
    expect(countLine(position(id, seats, seed, steps, options))).toBe(expected);
  });

  it('classic, 4 seats, first turn: 22 = 2 placements (1 or all 3 armies) on each of the 11 territories dealt', () => {
    const s = position('classic', 4, 11, 0);
    // 42 territories dealt round the table from the first player: 11, 11, 10, 10; the first
    // turn brings ⌊11 / 3⌋ = 3 armies (C-REI-1); no card yet, so no trade and no end before placing.
    expect([s.turn.player, territoriesControlledBy(s, 1).length, s.players[1].reserve, s.players[1].hand]).toEqual([
      1,
      11,
      3,
      [],
    ]);
  });

  it('napoleon-duel, first placement: 20 = 10 dealt territories × (1 or 3 armies); 56 = 4 independents × 7 territories × (1 or 2)', () => {
    const s = position('napoleon-duel', 2, 11, 0);
    expect(s.phase).toMatchObject({ kind: 'setupPlace', perTurn: 3, placed: 0 });
    expect(territoriesControlledBy(s, 1).length).toBe(10);
    expect([2, 3, 4, 5].map((i) => territoriesControlledBy(s, i).length)).toEqual([7, 7, 7, 7]);
  });

  it('classic after 400 actions: attacks, blitzes and fortifies counted from the board by the rules', () => {
    const s = position('classic', 4, 11, 400);
    expect(s.phase).toMatchObject({ kind: 'attack', conquest: null, pendingRoll: null });
    const p = s.turn.player;
    const adj = getMap(s.map).adjacency;
    let attacks = 0,
      blitzes = 0,
      fortifies = 0;
    for (const from of territoriesControlledBy(s, p)) {
      const a = armiesOn(s, from);
      if (a < 2) continue;
      for (const to of adj[from]) {
        if (controller(s, to) !== p) {
          attacks += Math.min(3, a - 1); // C-ATK-2: 1 to 3 dice, one army stays
          blitzes += 1; // C-ATK-7
        } else fortifies += a - 1 === 1 ? 1 : 2; // C-FOR-1: one adjacent move, 1 or all a − 1 armies
      }
    }
    // + endPhase (to fortify) and endTurn
    expect(`attack p${p} attack:${attacks} blitz:${blitzes} endPhase:1 endTurn:1 fortify:${fortifies}`).toBe(
      POSITIONS[2][5],
    );
  });
});
