// What else one tap plays once its own move is accepted (issue 26: a big game's turn by fewer
// taps), decided from the record after the move so the engine checks each step as usual:
// - napoleon-advanced, -campaign: a roll's conquest moves every army in (↶ Undo, the choice);
// - NA-GEN-2: the generals (admirals) follow the armies (ships) into what they took, unless the
//   tap said they stay ("↶ Undo" takes back a follow the tap made);
// - NA-MAN: the turn ends with its last manoeuvre (nothing else left to do in the phase), or
//   with the one the player chose "…, end turn" for;
// - NC-REI-2: an ally reinforced in one tap has all its armies placed where it is most threatened.
import type { GameRecord } from '../../app/record.js';
import {
  armiesOn,
  controller,
  followLimits,
  getMap,
  isHostile,
  legalActions,
  type Action,
  type GameState,
  type PlayerId,
  type TerritoryId,
} from '../../engine/index.js';
import type { Step } from '../../app/steps.js';
import type { ThenPlay } from '../flow.js';
import type { PanelStep } from './ids.js';
import { winOdds } from './controls/attack.js';
import { AND_END, STAY } from './chain-args.js';
import { only } from './controls/part.js';

/** The taps after which the leaders follow by default (a roll whose conquest moved in by itself, a move in, a landing). */
const FOLLOWS = new Set(['atk', 'blz', 'blzs', 'mv', 'mvs', 'sl', 'acc', 'cmd', 'rr']);

/** The follow-ups of a tap (`verb`, `args` as in its custom id) by seat `me`, or undefined. */
export function tapFollowUps(verb: string, args: string[], me: PlayerId): ThenPlay | undefined {
  if (FOLLOWS.has(verb) && args.at(-1) !== STAY) return (r) => moveAllIn(state(r), me) ?? followAll(state(r), me);
  if (verb === 'mn' || verb === 'mns') return (r) => endAfterManoeuvre(state(r), me, args.at(-1) === AND_END);
  if (verb === 'ra' && args[1] === 'all') return (r) => placeAllyArmies(state(r), me);
  return undefined;
}

const state = (r: GameRecord): GameState | null => (r.status === 'playing' ? (r.state as GameState | null) : null);

/**
 * napoleon-advanced, -campaign: a roll's conquest moves every army it may in (the usual choice;
 * ↶ Undo brings back the choice of how many, after the generals).
 */
export function moveAllIn(s: GameState | null, me: PlayerId): Action | null {
  if (!s?.ext.advanced || s.turn.player !== me || s.phase.kind !== 'attack' || !s.phase.conquest) return null;
  return { type: 'move', count: s.phase.conquest.max };
}

/** NA-GEN-2: every leader that may follow the last conquest (invasion) goes along. */
export function followAll(s: GameState | null, me: PlayerId): Action | null {
  if (!s?.ext.advanced || s.turn.player !== me) return null;
  const lim = followLimits(s, me);
  return 'code' in lim ? null : { type: 'follow', leaders: lim.max };
}

/** NA-MAN: end the turn when the manoeuvre phase has nothing left to offer (or the player asked). */
function endAfterManoeuvre(s: GameState | null, me: PlayerId, asked: boolean): Action | null {
  if (!s || s.phase.kind !== 'fortify' || s.turn.player !== me) return null;
  const acts = legalActions(s, me);
  if (!acts.some((a) => a.type === 'endTurn')) return null;
  // Cards may be played at many points of a turn: they do not keep it open.
  const left = acts.filter((a) => !['endTurn', 'playCard', 'armCard'].includes(a.type));
  return asked || left.length === 0 ? { type: 'endTurn' } : null;
}

/** How many hostile armies stand next to `t`, less its own: the most threatened first. */
export function threat(s: GameState, t: TerritoryId, me: PlayerId): number {
  const holder = controller(s, t);
  const enemies = s.players
    .filter((q) => q.kind !== 'neutral' && q.id !== me && isHostile(s, me, q.id))
    .map((q) => q.id);
  // An independent is a threat when an enemy seat commands it (its ally), not when it is neutral.
  const hostile = (c: PlayerId) => c >= 0 && enemies.some((q) => q === c || !isHostile(s, q, c));
  const near = (getMap(s.map).adjacency[t] ?? []).filter(
    (x) => hostile(controller(s, x)) && controller(s, x) !== holder,
  );
  return near.reduce((n, x) => n + armiesOn(s, x), 0) - armiesOn(s, t);
}

/** NC-REI-2: the ally's armies still to place, all on its most threatened territory (ties by name). */
export function placeAllyArmies(s: GameState | null, me: PlayerId): Action | null {
  if (!s || s.turn.player !== me) return null;
  const places = only(legalActions(s, me), 'placeNeutral');
  if (!places.length) return null;
  const max = Math.max(...places.map((a) => a.count));
  const best = places
    .filter((a) => a.count === max)
    .map((a) => ({ a, t: threat(s, a.territory, me) }))
    .sort((x, y) => y.t - x.t || x.a.territory.localeCompare(y.a.territory))[0];
  return { type: 'placeNeutral', territory: best.a.territory, count: max };
}

/**
 * The front followed: after a tap whose attack took a territory (and moved in), the panel opens
 * on the best border from it, its dice ready, the other borders in the menu beside them.
 */
export function frontStep(me: PlayerId): (r: GameRecord, steps: Step[]) => PanelStep | undefined {
  return (r, steps) => {
    const s = state(r);
    if (!s || s.turn.player !== me || s.phase.kind !== 'attack' || s.phase.conquest || s.phase.pendingRoll)
      return undefined;
    const taken = steps
      .flatMap((x) => (x.actor === me ? (x.events as { type: string; to?: string; reason?: string }[]) : []))
      .filter((e) => e.type === 'territoryConquered' || (e.type === 'armiesMoved' && e.reason === 'conquest'))
      .at(-1)?.to;
    if (!taken) return undefined;
    const targets = [
      ...new Set(
        only(legalActions(s, me), 'attack')
          .filter((a) => a.from === taken)
          .map((a) => a.to),
      ),
    ];
    const best = targets
      .map((to) => ({ to, win: winOdds(s, taken, to).win }))
      .sort((a, b) => b.win - a.win || a.to.localeCompare(b.to))[0];
    return best ? { kind: 'attackTo', from: taken, to: best.to } : undefined;
  };
}
