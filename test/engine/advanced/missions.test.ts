// NA-SET-1, NA-MIS-1..5, NA-EMP, NA-END-2, NA-CAP-4, NA-WIN-2: the advanced game's missions on
// positions built on the Europe 1811 board, checked the way the turn's phases call them.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../../src/engine/board.js';
import {
  addAdmirals,
  addEpidemics,
  addShips,
  admiralsIn,
  fortified,
  shipsIn,
} from '../../../src/engine/board-units.js';
import { eventsFor } from '../../../src/engine/events.js';
import { advMissionsFor, pointsOf } from '../../../src/engine/ext.js';
import { ADVANCED_MISSIONS, advancedRankOf } from '../../../src/engine/advanced/mission-cards.js';
import {
  advMissionBreaks,
  checkMissions,
  dealAdvancedMissions,
  finalMissionCheck,
  permanentReinforcements,
  settlePermanentBonuses,
} from '../../../src/engine/advanced/missions.js';
import { missionSinceLastTurn } from '../../../src/engine/advanced/slice.js';
import { seatState } from '../../../src/ai/seat-state.js';
import type { PlayerId, TerritoryId } from '../../../src/engine/types.js';
import { viewFor } from '../../../src/engine/view.js';
import { checkInvariants } from '../../../src/engine/invariants.js';
import { ofType } from '../helpers.js';
import { draft, EUROPE, giveMissions, position } from './helpers.js';

const IBERIA = ['castille', 'andalousie', 'portugal', 'catalogne_aragon'];
const NORTH_AFRICA = ['egypte', 'etats_barbaresques', 'maroc_fes'];
const own = (ts: readonly TerritoryId[], player: PlayerId = 0, armies = 3) =>
  Object.fromEntries(ts.map((t) => [t, [player, armies] as [PlayerId, number]]));

describe('NA-MIS: the missions of the advanced game', () => {
  it('NA-SET-1: four rank piles of 7 ranked and 4 Empire missions; each seat draws one of each rank', () => {
    const d = draft(position({ players: 4 }));
    dealAdvancedMissions(d);
    const players = [0, 1, 2, 3].map((p) => advMissionsFor(d.s, p)!);
    for (const r of players) expect(r.held.map(advancedRankOf)).toEqual([0, 1, 2, 3]);
    const all = [...players.flatMap((r) => r.held), ...d.s.ext.advMissions!.piles.flat()];
    expect(all.length).toBe(44);
    expect(new Set(all)).toEqual(new Set(ADVANCED_MISSIONS.map((m) => m.id)));
    expect(d.s.ext.advMissions!.piles.map((p) => p.length)).toEqual([7, 7, 7, 7]);
    expect(advMissionBreaks(d.s)).toEqual([]);
  });

  it('NA-MIS-1: completed missions score by rank — Caporal 2, Capitaine 3, Général 5, Empereur 8', () => {
    const mine = EUROPE.territoryIds.slice(0, 26);
    const s = position({ board: { ...own(mine), [mine[0]]: [0, 10] } });
    // stack of 10, 14 territories, 20 territories, 26 territories
    giveMissions(s, { 0: [3, 14, 21, 27], 1: [-1, -1, -1, -1] });
    const d = draft(s);
    expect(checkMissions(d, 0, 'start')).toBe(4);
    expect(pointsOf(d.s, 0)).toBe(2 + 3 + 5 + 8);
    expect(ofType(d.events, 'advMissionScored').map((e) => e.points)).toEqual([2, 3, 5, 8]);
    expect(advMissionsFor(d.s, 0)!.claimed.map((c) => c.mission)).toEqual([3, 14, 21, 27]);
  });

  it('NA-MIS-1: a mission whose conditions do not hold scores nothing and stays held', () => {
    const s = position({ board: own(['england']) });
    giveMissions(s, { 0: [3, 14, 21, 27] });
    const d = draft(s);
    expect(checkMissions(d, 0, 'end')).toBe(0);
    expect(pointsOf(d.s, 0)).toBe(0);
    expect(advMissionsFor(d.s, 0)!.held).toEqual([3, 14, 21, 27]);
  });

  it('NA-MIS-2: a new mission of the same rank is drawn; an empty pile gives none', () => {
    const s = position({ board: { ...own(EUROPE.territoryIds.slice(0, 14)), england: [0, 10] } });
    giveMissions(s, { 0: [3, 14, 21, 27] }, [[5, 6], [], [], []]);
    const d = draft(s);
    checkMissions(d, 0, 'start');
    const r = advMissionsFor(d.s, 0)!;
    expect(r.held[0]).toBe(6); // the top of the Caporal pile
    expect(r.held[1]).toBe(-1); // the Capitaine pile was empty
    expect(d.s.ext.advMissions!.piles[0]).toEqual([5]);
    const drawn = ofType(d.events, 'advMissionDrawn');
    expect(drawn.map((e) => [e.rank, e.mission, e.empty])).toEqual([
      ['caporal', 6, false],
      ['capitaine', null, true],
    ]);
  });

  it('NA-MIS-3: at most one mission per rank per turn — the one drawn waits for the next turn', () => {
    // 10 armies on England and 3 territories of 5 or more: missions 3 and 6 both hold
    const s = position({ board: { england: [0, 10], scotland: [0, 5], ireland: [0, 5] } });
    giveMissions(s, { 0: [3, -1, -1, -1] }, [[6], [], [], []]);
    const d = draft(s);
    expect(checkMissions(d, 0, 'start')).toBe(1);
    expect(advMissionsFor(d.s, 0)!.held[0]).toBe(6);
    expect(checkMissions(d, 0, 'end')).toBe(0); // same turn: the Caporal slot is used
    d.s.turn.number++;
    expect(checkMissions(d, 0, 'start')).toBe(1);
    expect(pointsOf(d.s, 0)).toBe(4);
    expect(advMissionBreaks(d.s)).toEqual([]);
  });

  it('NA-MIS (deeds): conquests in one turn count at its end and stay done', () => {
    const s = position({ board: own(['england']) });
    giveMissions(s, { 0: [1, -1, -1, -1] }, [[4], [], [], []]); // 1: conquer 3 territories in one turn
    const d = draft(s);
    d.s.turn.conquered = 3;
    expect(checkMissions(d, 0, 'end')).toBe(1);
    expect(advMissionsFor(d.s, 0)!.bestTurnConquests).toBe(3);
  });

  it('NA-EMP E1: controlling the Western Atlantic and holding England gives 2 Caporal VP and 2 ships there', () => {
    const s = position({ board: own(['england']) });
    addShips(s, 'atlantique_ouest', 0, 1);
    giveMissions(s, { 0: [101, -1, -1, -1] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(shipsIn(d.s, 'atlantique_ouest', 0)).toBe(3);
    expect(pointsOf(d.s, 0)).toBe(2);
    const [e] = ofType(d.events, 'advMissionScored');
    expect(e.bonus).toEqual({ kind: 'ships', count: 2, at: 'atlantique_ouest', given: true });
  });

  it('NA-EMP E1: without the sea zone, holding England is not enough', () => {
    const s = position({ board: own(['england', 'bretagne_normandie']) });
    giveMissions(s, { 0: [101, -1, -1, -1] });
    expect(checkMissions(draft(s), 0, 'start')).toBe(0);
  });

  it('NA-EMP E4: an admiral bonus beyond the limit of 2 is lost, the VP are not', () => {
    const s = position({ board: own(['suede', 'danemark']) });
    addShips(s, 'mer_baltique', 0, 2);
    addShips(s, 'mer_du_nord', 0, 1);
    addAdmirals(s, 'mer_du_nord', 0, 2);
    giveMissions(s, { 0: [104, -1, -1, -1] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(admiralsIn(d.s, 'mer_baltique', 0)).toBe(0);
    expect(pointsOf(d.s, 0)).toBe(2);
    expect(ofType(d.events, 'advMissionScored')[0].bonus).toEqual({
      kind: 'admiral',
      count: 1,
      at: null,
      given: false,
    });
  });

  it('NA-EMP E2: the fortification goes on the strongest named territory where one may be built', () => {
    const s = position({
      board: { hollande_belgique: [0, 9], westphalie_saxe: [0, 6], wurtemberg_baviere: [0, 2] },
    });
    addEpidemics(s, 'hollande_belgique', 1); // NA-CONV-3: never where an epidemic is
    giveMissions(s, { 0: [102, -1, -1, -1] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(fortified(d.s, 'hollande_belgique')).toBe(false);
    expect(fortified(d.s, 'westphalie_saxe')).toBe(true);
  });

  it('NA-EMP E6, NA-REI-2: Iberia gives 3 armies on Castille and +1 reinforcement while it is held', () => {
    const s = position({ board: { ...own(IBERIA), syrie: [2, 2] } });
    giveMissions(s, { 0: [-1, 106, -1, -1], 1: [-1, -1, -1, -1], 2: [-1, -1, -1, -1] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(checkInvariants(d.s, s, d.events)).toEqual([]);
    expect(armiesOn(d.s, 'castille')).toBe(6);
    expect(pointsOf(d.s, 0)).toBe(3);
    expect(permanentReinforcements(d.s, 0)).toBe(1);
    expect(viewFor(d.s, null).players[0].advMissions!.permanent).toEqual([106]);
  });

  it('NA-MIS-5: a permanent bonus is lost for good once its condition fails at the start of a turn', () => {
    const s = position({ board: own(IBERIA) });
    giveMissions(s, { 0: [-1, 106, -1, -1] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    d.s.board.armies[EUROPE.index.andalousie * 3 + 0] = 0;
    d.s.board.armies[EUROPE.index.andalousie * 3 + 1] = 2;
    d.s.board.control[EUROPE.index.andalousie] = 1;
    settlePermanentBonuses(d, 0);
    expect(permanentReinforcements(d.s, 0)).toBe(0);
    expect(ofType(d.events, 'advMissionBonusLost')).toEqual([
      { type: 'advMissionBonusLost', player: 0, mission: 106, bonus: 1 },
    ]);
    // taken back: the card stays face down
    d.s.board.armies[EUROPE.index.andalousie * 3 + 0] = 3;
    d.s.board.armies[EUROPE.index.andalousie * 3 + 1] = 0;
    d.s.board.control[EUROPE.index.andalousie] = 0;
    settlePermanentBonuses(d, 0);
    expect(permanentReinforcements(d.s, 0)).toBe(0);
    expect(advMissionsFor(d.s, 0)!.claimed.map((c) => c.mission)).toEqual([106]); // the VP stay
    expect(pointsOf(d.s, 0)).toBe(3);
  });

  it('NA-EMP E8: North Africa draws a territory card that only its owner sees', () => {
    const s = position({ board: own(NORTH_AFRICA) });
    giveMissions(s, { 0: [-1, 108, -1, -1], 1: [-1, -1, -1, -1] });
    const d = draft(s);
    const top = d.s.deck[d.s.deck.length - 1];
    checkMissions(d, 0, 'start');
    expect(d.s.players[0].hand).toEqual([top]);
    expect(ofType(eventsFor(d.events, 0), 'cardDrawn')[0].card).toBe(top);
    expect(ofType(eventsFor(d.events, 1), 'cardDrawn')[0].card).toBeNull();
  });

  it('NA-EMP E16: 6 of the 8 sea zones give an admiral with the biggest fleet and 8 VP', () => {
    const s = position({ board: own(['england', 'scotland', 'danemark', 'andalousie', 'royaume_italie', 'anatolie']) });
    for (const z of ['atlantique_nord', 'atlantique_ouest', 'mer_du_nord', 'mer_baltique', 'mer_adriatique'])
      addShips(s, z, 0, 1);
    addShips(s, 'mer_noire', 0, 4);
    giveMissions(s, { 0: [-1, -1, -1, 116] });
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(admiralsIn(d.s, 'mer_noire', 0)).toBe(1);
    expect(pointsOf(d.s, 0)).toBe(8);
  });

  it('NA-END-2: a mission completed this turn is noted for the end-of-turn card, not the next turn', () => {
    const s = position({ board: { england: [0, 10] } });
    giveMissions(s, { 0: [3, -1, -1, -1] });
    const d = draft(s);
    expect(missionSinceLastTurn(d.s, 0, d.s.turn.number)).toBe(false);
    checkMissions(d, 0, 'start'); // scored in phase 1 counts too
    expect(missionSinceLastTurn(d.s, 0, d.s.turn.number)).toBe(true);
    expect(missionSinceLastTurn(d.s, 0, d.s.turn.number + 1)).toBe(false);
  });

  it('NA-WIN-2: at the end every unclaimed mission is shown and checked once, for its VP only', () => {
    const s = position({ board: { ...own(IBERIA), england: [0, 10] } });
    giveMissions(s, { 0: [3, 106, 21, -1], 1: [1, -1, -1, -1] }, [[5], [13], [], []]);
    const d = draft(s);
    finalMissionCheck(d);
    expect(pointsOf(d.s, 0)).toBe(2 + 3);
    expect(armiesOn(d.s, 'castille')).toBe(3); // no bonus at the end
    expect(permanentReinforcements(d.s, 0)).toBe(0);
    expect(d.s.ext.advMissions!.piles).toEqual([[5], [13], [], []]); // no new draw
    expect(ofType(d.events, 'advMissionsRevealed')).toEqual([
      { type: 'advMissionsRevealed', player: 0, missions: [3, 106, 21] },
      { type: 'advMissionsRevealed', player: 1, missions: [1] },
    ]);
    expect(advMissionBreaks(d.s)).toEqual([]);
  });

  it('NA-WIN-2: a rank already completed in the last turn is still checked at the end', () => {
    const s = position({ board: { england: [0, 10], scotland: [0, 5], ireland: [0, 5] } });
    giveMissions(s, { 0: [3, -1, -1, -1] }, [[6], [], [], []]);
    const d = draft(s);
    checkMissions(d, 0, 'end');
    finalMissionCheck(d);
    expect(pointsOf(d.s, 0)).toBe(4);
    expect(advMissionBreaks(d.s)).toEqual([]);
  });

  it('NA-MIS secrets: unclaimed missions reach only their owner — views, the AI seat state, events', () => {
    const s = position({ board: { england: [0, 10] } });
    giveMissions(s, { 0: [3, 14, 21, 27], 1: [4, 13, 20, 28] }, [[6], [12], [19], [26]]);
    const d = draft(s);
    checkMissions(d, 0, 'start');
    expect(viewFor(d.s, 0).secrets!.advMissions).toEqual([6, 14, 21, 27]);
    expect(viewFor(d.s, 1).secrets!.advMissions).toEqual([4, 13, 20, 28]);
    expect(viewFor(d.s, 1).players[0].advMissions).toEqual({ claimed: [3], permanent: [], revealed: [] });
    expect(viewFor(d.s, null).secrets).toBeNull();
    const seen = seatState(d.s, 1).ext.advMissions!;
    // that a mission lies face down is public (-2), which one is not; an empty slot stays -1
    expect(seen.players[0].held).toEqual([-2, -2, -2, -2]);
    expect(seen.players[1].held).toEqual([4, 13, 20, 28]);
    expect(seen.piles.flat().every((m) => m === -1)).toBe(true);
    const emptied = draft(d.s);
    advMissionsFor(emptied.s, 0)!.held[3] = -1;
    expect(seatState(emptied.s, 1).ext.advMissions!.players[0].held).toEqual([-2, -2, -2, -1]);
    // the new Caporal is the drawer's secret; the claimed one is public
    expect(ofType(eventsFor(d.events, 1), 'advMissionDrawn')[0].mission).toBeNull();
    expect(ofType(eventsFor(d.events, null), 'advMissionDrawn')[0].mission).toBeNull();
    expect(ofType(eventsFor(d.events, 0), 'advMissionDrawn')[0].mission).toBe(6);
    expect(ofType(eventsFor(d.events, null), 'advMissionScored')[0].mission).toBe(3);
  });

  it('NA-WIN-2: once the game is over every unclaimed mission is public', () => {
    const s = position({ board: { england: [0, 10] } });
    giveMissions(s, { 0: [4, 14, 21, 27], 1: [1, 13, 20, 28] });
    s.phase = { kind: 'over', winners: [0], reason: 'roundLimit' };
    expect(viewFor(s, 1).players[0].advMissions!.revealed).toEqual([4, 14, 21, 27]);
    expect(seatState(s, 1).ext.advMissions!.players[0].held).toEqual([4, 14, 21, 27]);
  });
});
