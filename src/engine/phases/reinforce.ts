// Reinforce phase handlers: trades (C-CRD-*, M-3, R-CRD-*), placement, the 2000 neutral (M-2P-1).
import { addArmies, controller, territoriesControlledBy } from '../board.js';
import { deckOf, setKind } from '../cards.js';
import { emit } from '../draft.js';
import type { Draft } from '../draft.js';
import { err, ok } from '../errors.js';
import type { Result } from '../errors.js';
import { activeOrder, featuresOf, hooksOf, mapOf, neutralPlayer, playsCards, roomOn, rulesOf } from '../state.js';
import { capByArmyLimit, loseUnplaceable, maybeLeaveReinforce } from '../turns.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { checkCount, territoryError } from './common.js';
import { canPlaceOn } from '../relations.js';

export function trade(d: Draft, actor: PlayerId, cards: [number, number, number]): Result<void> {
  const s = d.s;
  const p = s.players[actor];
  if (!playsCards(s)) return err({ code: 'noCardsInGame' }); // C-OPT-6
  if (!Array.isArray(cards) || cards.length !== 3 || new Set(cards).size !== 3) return err({ code: 'notASet' });
  for (const c of cards) if (!p.hand.includes(c)) return err({ code: 'cardNotInHand', card: c });
  const deck = deckOf(mapOf(s));
  const kind = setKind(cards.map((c) => deck[c].symbol));
  if (!kind || !hooksOf(s).setAllowed(s, kind)) return err({ code: 'notASet' }); // R-CRD-2: three kinds only
  const rules = rulesOf(s);
  let armies = hooksOf(s).setValue(s, { ...kind, cards });
  s.trades++;
  p.hand = p.hand.filter((c) => !cards.includes(c));
  s.discard = [...s.discard, ...cards];
  // C-CRD-4 / M-3 / R-CRD-2: +2 for each card showing an owned territory.
  const territoryBonus: { territory: TerritoryId; armies: number }[] = [];
  for (const c of cards) {
    const t = deck[c].territory;
    if (!t || controller(s, t) !== actor) continue;
    if (rules.cardBonusOnTerritory) {
      if (rules.cardBonusMaxPerTurn !== null && s.turn.cardBonusPlaced + 2 > rules.cardBonusMaxPerTurn) continue;
      const placed = Math.min(2, roomOn(s, t), capByArmyLimit(s, actor, 2));
      addArmies(s, t, placed);
      s.turn.cardBonusPlaced += 2;
      territoryBonus.push({ territory: t, armies: placed });
    } else {
      armies += 2;
    }
  }
  armies = capByArmyLimit(s, actor, armies);
  p.reserve += armies;
  s.turn.received += armies + territoryBonus.reduce((a, b) => a + b.armies, 0);
  emit(d, { type: 'cardsTraded', player: actor, cards: [...cards], armies, territoryBonus });
  if (s.phase.kind === 'reinforce') s.phase.mustTrade = false;
  loseUnplaceable(d, actor);
  return ok(undefined);
}

export function reinforce(d: Draft, actor: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind === 'reinforce' && s.phase.mustTrade)
    return err({ code: 'mustTrade', hand: s.players[actor].hand.length });
  const r = placeReserve(d, actor, t, count);
  if (!r.ok) return r;
  if (s.players[actor].reserve === 0) afterReinforcements(d);
  return ok(undefined);
}

export function placeReserve(d: Draft, actor: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  // NT-2: reinforcements go where the player has armies, controlled or shared.
  if (!canPlaceOn(s, actor, t)) return err({ code: 'notOwner', territory: t });
  if (s.players[actor].reserve === 0) return err({ code: 'notEnoughReserve', reserve: 0 });
  const r = putFromReserve(d, actor, t, count, false);
  if (r.ok) s.lastMove = { kind: 'place', player: actor, to: t, armies: count };
  return r;
}

/**
 * Moves `count` armies of `owner`'s reserve onto `t` (ownership already checked): within the
 * reserve and the room C-OPT-3 leaves; armies that then fit nowhere are lost.
 */
export function putFromReserve(
  d: Draft,
  owner: PlayerId,
  t: TerritoryId,
  count: number,
  neutral: boolean,
): Result<void> {
  const s = d.s;
  const p = s.players[owner];
  const room = roomOn(s, t);
  if (room === 0) return err({ code: 'territoryCap', territory: t, cap: featuresOf(s).territoryCap ?? 0 });
  const ce = checkCount(count, 1, Math.min(p.reserve, room));
  if (ce) return err(ce);
  addArmies(s, t, count, owner);
  p.reserve -= count;
  emit(
    d,
    neutral
      ? { type: 'armiesPlaced', player: owner, territory: t, count, neutral: true }
      : { type: 'armiesPlaced', player: owner, territory: t, count },
  );
  loseUnplaceable(d, owner);
  return ok(undefined);
}

/** M-2P-1: the neutral gets half of what the active player received, placed by the other one. */
export function afterReinforcements(d: Draft): void {
  const s = d.s;
  const np = neutralPlayer(s);
  if (
    np &&
    featuresOf(s).neutralArmy === '2000' &&
    np.status === 'active' &&
    territoriesControlledBy(s, np.id).length > 0
  ) {
    // Half of everything received this turn, once: a set traded after the first placements
    // adds only what the neutral has not had yet.
    const armies = Math.floor(s.turn.received / 2) - (s.turn.neutralPaid ?? 0);
    if (armies > 0) {
      s.turn.neutralPaid = (s.turn.neutralPaid ?? 0) + armies;
      const placer = activeOrder(s).find((id) => id !== s.turn.player);
      if (placer !== undefined) {
        np.reserve = armies;
        emit(d, { type: 'neutralReinforcements', placer, armies });
        loseUnplaceable(d, np.id);
        if (np.reserve > 0) {
          s.phase = { kind: 'neutralReinforce', placer, armies };
          return;
        }
      }
    }
  }
  maybeLeaveReinforce(d);
}

export function neutralReinforce(d: Draft, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  const np = neutralPlayer(s)!;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (controller(s, t) !== np.id) return err({ code: 'notNeutral', territory: t });
  const r = putFromReserve(d, np.id, t, count, true);
  if (!r.ok) return r;
  if (np.reserve === 0) {
    s.phase = { kind: 'reinforce', mustTrade: false };
    maybeLeaveReinforce(d);
  }
  return ok(undefined);
}
