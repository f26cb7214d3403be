// Game states for sample images, benches and tests: played by the AIs from fixed seeds.
import { getPolicy } from '../ai/registry.js';
import { applyAction } from '../engine/apply.js';
import { waitingFor } from '../engine/legal.js';
import { addArmies, armiesOn, controller, unitsOf } from '../engine/board.js';
import { addAdmirals, addEpidemics, addGenerals, addShips, emptyUnits, setFort } from '../engine/board-units.js';
import { getMap } from '../engine/maps.js';
import { seedRng } from '../engine/rng.js';
import { newGame, seatColours, SETUP_EDITION } from '../engine/setup.js';
import { rulesetFor } from '../engine/ruleset-source.js';
import type { GameState, RulesetId, SetupMode } from '../engine/types.js';
import { viewFor } from '../engine/view.js';
import type { BoardView } from './board.js';
import { hqRevealed } from '../engine/ext.js';
import { seatState } from '../ai/seat-state.js';

const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];

/** A game after `actions` baseline-AI actions (or until the predicate holds). */
export function sampleState(
  ruleset: RulesetId,
  players: number,
  seed: number,
  stop: (s: GameState, n: number) => boolean,
  names: readonly string[] = NAMES,
  setup: SetupMode = 'auto',
): GameState {
  const created = newGame(
    {
      ruleset,
      seed,
      seats: names.slice(0, players).map((name) => ({ name })),
      options: { setup },
    },
    { now: 0 },
  );
  if (!created.ok) throw new Error(created.error.code);
  return playOn(created.value.state, seed, stop);
}

export const samples = {
  start: () => sampleState('classic', 6, 11, (s) => s.phase.kind === 'reinforce'),
  midGame: () => sampleState('classic', 6, 12, (s) => s.turn.round >= 4 && s.phase.kind === 'reinforce'),
  conquest: () =>
    sampleState(
      'classic',
      4,
      13,
      (s) => s.turn.round >= 3 && !!s.lastMove?.conquered && s.phase.kind === 'attack' && !s.phase.conquest,
    ),
  risiko: () => sampleState('risiko', 4, 14, (s) => s.turn.round >= 3 && s.phase.kind === 'reinforce', NAMES, 'deal'),
  /** Capitals with every HQ revealed, and seats named with emoji, Cyrillic and Chinese (font fallback). */
  capitals: () =>
    sampleState(
      'capitals',
      4,
      15,
      (s) => s.phase.kind === 'attack' && s.players.every((p) => p.kind === 'neutral' || hqRevealed(s, p.id)),
      ['alice', '🤖 Ada', 'Жуков', '李小龙 Lee'],
    ),
};

// ---- the Europe 1811 board ----

/** A Napoléon game (Europe 1811) played by the baseline AI from a fixed seed, claims included. */
export function europeState(players: number, seed: number, stop: (s: GameState, n: number) => boolean): GameState {
  const created = newGame(
    {
      ruleset: 'napoleon',
      seed,
      seats: NAMES.slice(0, players).map((name) => ({ name })),
      options: { setup: 'claim' },
    },
    { now: 0 },
  );
  if (!created.ok) throw new Error(created.error.code);
  return playOn(created.value.state, seed, stop);
}

function playOn(start: GameState, seed: number, stop: (s: GameState, n: number) => boolean): GameState {
  let s = start;
  const rng = seedRng(seed);
  for (let n = 0; s.phase.kind !== 'over' && !stop(s, n); n++) {
    const p = waitingFor(s)[0];
    const ctx = { now: n * 1000 };
    let r = applyAction(s, p, getPolicy('baseline')(seatState(s, p), p, rng), ctx);
    // A move the rules refuse (an AI still learning a ruleset) gives way to a random legal one.
    if (!r.ok) r = applyAction(s, p, getPolicy('random')(seatState(s, p), p, rng), ctx);
    if (!r.ok) throw new Error(`sample game refused ${JSON.stringify(r.error)}`);
    s = r.value.state;
  }
  return s;
}

/**
 * A team game's board (NT-1: team-mates may share territories, the larger stack controls, a
 * tie controls nothing): a 4-player Europe game where seats 0 and 2 play seats 1 and 3, with
 * team-mates' armies then added on some of their partner's territories, one of them as a tie.
 * Drawing only: the team rules belong to the napoleon-teams ruleset.
 */
export function europeTeamState(): GameState {
  const s = europeState(4, 23, (x) => x.turn.round >= 3 && x.phase.kind === 'reinforce');
  s.teams = [0, 1, 0, 1];
  // The colours a team game gives its seats (one family a team), as the band and badges show them.
  const colours = seatColours(rulesetFor('napoleon-teams'), SETUP_EDITION);
  for (const p of s.players) p.colour = colours[p.id];
  const mate = (p: number) => (p + 2) % 4;
  const map = getMap(s.map);
  let shared = 0;
  let tie = false;
  for (const id of map.territoryIds) {
    const owner = controller(s, id);
    // Where the partner holds a neighbour, some of their armies stand here too.
    const partnerNear = map.adjacency[id].some((n) => controller(s, n) === mate(owner));
    if (owner < 0 || !partnerNear || armiesOn(s, id) < 2) continue;
    shared++;
    if (!tie && armiesOn(s, id) >= 3) {
      addArmies(s, id, unitsOf(s, id, owner), mate(owner)); // as many as the owner: a tie
      tie = true;
    } else if (shared % 2 === 0) {
      addArmies(s, id, Math.max(1, armiesOn(s, id) - 1 - (shared % 3)), mate(owner));
    }
  }
  return s;
}

/** The team game's view, as the renderer receives it. */
export function europeTeamView(): BoardView {
  const s = europeTeamState();
  // The state plays the basic ruleset, whose view names no teams: the band is told them here.
  return { ...viewFor(s, null), teams: [...s.teams] };
}

/**
 * The advanced game's board (NA-*): a 5-player Europe game in round 3 with fleets in every kind
 * of zone (one player holding the whole Americas route, a contested zone, admirals), generals,
 * fortifications, epidemics and victory points. Drawing only: the pieces are set with the board
 * writers, not played (the advanced rules belong to their ruleset).
 */
export function europeAdvancedState(): GameState {
  const s = europeState(5, 24, (x) => x.turn.round >= 3 && x.phase.kind === 'reinforce');
  const map = getMap(s.map);
  s.board.units = emptyUnits(map, s.players.length, {
    perPlayer: { ships: 26, generals: 3, admirals: 2 },
    forts: 12,
    epidemics: 4,
    emptiedIsNobodys: true,
  });
  addShips(s, 'atlantique_ouest', 0, 6);
  addShips(s, 'mer_du_nord', 0, 3);
  addShips(s, 'mer_baltique', 0, 4);
  addAdmirals(s, 'atlantique_ouest', 0, 1);
  addShips(s, 'mediterranee_occidentale', 1, 5);
  addShips(s, 'mediterranee_occidentale', 2, 2); // contested (NA-NAV-2): nobody controls it
  addAdmirals(s, 'mediterranee_occidentale', 1, 2);
  addShips(s, 'mer_adriatique', 3, 12);
  addShips(s, 'mer_noire', 4, 1);
  // A general, a fortification and an epidemic for several players, on land they hold.
  map.territoryIds.forEach((t, i) => {
    const owner = controller(s, t);
    if (owner < 0) return;
    if (i % 9 === 0) addGenerals(s, t, owner, i % 18 === 0 ? 2 : 1);
    if (i % 7 === 3) setFort(s, t, true);
  });
  for (const [t, n] of [
    [map.territoryIds[5], 1],
    [map.territoryIds[30], 2],
  ] as const)
    addEpidemics(s, t, n);
  s.ext = { ...s.ext, points: { 0: 14, 1: 9, 2: 11, 3: 6, 4: 3 } };
  return s;
}

/** The advanced game's public view, as the renderer receives it (draw it with `roundLimit: 5`, NA-TURN-1). */
export function europeAdvancedView(): BoardView {
  // Drawn as the advanced game's board: its band names that ruleset.
  return { ...viewFor(europeAdvancedState(), null), ruleset: 'napoleon-advanced' };
}

/** The 1796 campaign (NC-*) played by the baseline AI into round 3: sides, allies, VP and objectives on the band. */
export function europeCampaignState(seed = 25, round = 3): GameState {
  return sampleState('napoleon-campaign', 2, seed, (s) => s.turn.round >= round && s.phase.kind === 'reinforce');
}

export const europeSamples = {
  start: () => europeState(6, 21, (s) => s.phase.kind === 'reinforce'),
  midGame: () => europeState(6, 22, (s) => s.turn.round >= 4 && s.phase.kind === 'reinforce'),
  team: europeTeamView,
  advanced: europeAdvancedView,
  campaign: () => viewFor(europeCampaignState(), null),
};
