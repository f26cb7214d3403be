// NC-ANX: annexations at the end of the turn (in the manoeuvre phase). Once a turn a territory
// of one of the player's allies (not its capital, not its last), which turns the ally neutral;
// once a turn, for a discarded card, a territory of the yellow neutral that the player reaches.
// The armies there become the player's, as many as there were (NC-ANX-3).
import { armiesOn, controller, mapOf, occupy, territoriesControlledBy } from '../board.js';
import { addGenerals, generalsOn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import type { AnnexKind, GameState, PlayerId, TerritoryId } from '../types.js';
import { alliesOf, duelOf, NEUTRAL_STATUS } from '../duel/status.js';
import { reachableBy } from './allies.js';
import { refuse } from './refusals.js';
import { scenario } from './scenario.js';
import { campaign, powerOf } from './slice.js';

/** The annexations `player` has not made yet this turn (none outside their manoeuvre phase). */
export function annexLeft(s: GameState, player: PlayerId): AnnexKind[] {
  if (s.phase.kind !== 'fortify' || s.turn.player !== player) return [];
  const done = campaign(s).turn.annexed;
  return (['ally', 'card'] as const).filter((k) => !done.includes(k));
}

/** The territories `player` may annex this way now. */
export function annexTargets(s: GameState, player: PlayerId, kind: AnnexKind): TerritoryId[] {
  if (!annexLeft(s, player).includes(kind)) return [];
  if (kind === 'card') {
    const yellow = campaign(s).neutral;
    return territoriesControlledBy(s, yellow).filter((t) => reachableBy(s, player, t));
  }
  return alliesOf(s, player)
    .filter((a) => powerOf(s, a) !== null)
    .flatMap((a) => {
      const own = territoriesControlledBy(s, a);
      const capital = scenario().powers[powerOf(s, a)!].capital;
      return own.length > 1 ? own.filter((t) => t !== capital) : [];
    });
}

export function checkAnnex(s: GameState, player: PlayerId, t: TerritoryId, card: number | null): RuleError | null {
  if (s.turn.player !== player) return { code: 'notYourTurn', current: s.turn.player };
  if (s.phase.kind !== 'fortify') return refuse('annexPhase');
  if (!Object.hasOwn(mapOf(s).byId, t)) return { code: 'unknownTerritory', territory: String(t) };
  const kind: AnnexKind = card === null ? 'ally' : 'card';
  if (!annexLeft(s, player).includes(kind)) return refuse('annexUsed', t, { legal: annexLeft(s, player) });
  if (card !== null && !s.players[player].hand.includes(card)) return { code: 'cardNotInHand', card };
  const legal = annexTargets(s, player, kind);
  if (legal.includes(t)) return null;
  const holder = controller(s, t);
  const k = powerOf(s, holder);
  if (k && scenario().powers[k].capital === t) return refuse('annexCapital', t, { legal });
  // the right territory with the wrong kind: say which kind it takes
  const other: AnnexKind = kind === 'ally' ? 'card' : 'ally';
  if (annexTargets(s, player, other).includes(t)) return refuse('annexCard', t, { legal });
  return refuse('annexTarget', t, { legal });
}

/** NC-ANX: the territory becomes the player's with as many armies; an ally annexed from turns neutral. */
export function annex(d: Draft, player: PlayerId, t: TerritoryId, card: number | null): Result<void> {
  const s = d.s;
  const e = checkAnnex(s, player, t, card);
  if (e) return err(e);
  const from = controller(s, t);
  const armies = armiesOn(s, t);
  const g = generalsOn(s, t, from);
  if (g > 0) addGenerals(s, t, from, -g); // back to the ally's supply
  occupy(s, t, player, armies);
  campaign(s).turn.annexed.push(card === null ? 'ally' : 'card');
  if (card !== null) {
    s.players[player].hand = s.players[player].hand.filter((x) => x !== card);
    s.discard = [...s.discard, card];
  }
  emit(d, { type: 'campaignAnnexed', player, from, territory: t, armies, card });
  if (card === null) {
    duelOf(s)!.ally[from] = NEUTRAL_STATUS;
    emit(d, { type: 'campaignAllyLost', independent: from, was: player, reason: 'annexed' });
  }
  s.lastMove = { kind: 'place', player, to: t, armies };
  return ok(undefined);
}
