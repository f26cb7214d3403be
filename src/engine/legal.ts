// The actions a player may take now, as concrete actions: autocomplete, buttons, the AI and
// counting tests use them. Counts are listed at their ends (1 and the most; the least for a
// move after a conquest) rather than every value in between.
import { attackDiceRange, checkAttack, eliminationTradeDownTo, rerollCards } from './combat.js';
import {
  activeOrder,
  featuresOf,
  fortifyRule,
  setsFor,
  garrisonMin,
  hooksOf,
  isActive,
  mapOf,
  neutralPlayer,
  roomOn,
} from './state.js';
import { isPlanning, plannedRoom, stillPlanning, unplanned } from './simultaneous.js';
import type { Action, GameState, PlayerId, TerritoryId } from './types.js';
import {
  armiesOn,
  connectedControlled,
  connectedFriendly,
  controller,
  territoriesControlledBy,
  unitsOf,
} from './board.js';
import { alliedTerritories, canCommand, commandedBy, sharesGround } from './relations.js';
import { hasPhase } from './turns.js';
import { phaseFilter } from './phase-actions.js';

function counts(min: number, max: number): number[] {
  if (max < min) return [];
  return min === max ? [min] : [min, max];
}

export function attacksFrom(s: GameState, player: PlayerId, from: TerritoryId): TerritoryId[] {
  if (!canCommand(s, player, from)) return [];
  const h = hooksOf(s);
  const beyond = h.reachBeyond(s, from); // landings: targets beyond the neighbours
  const candidates = beyond.length === 0 ? mapOf(s).adjacency[from] : [...mapOf(s).adjacency[from], ...beyond];
  return candidates.filter((to) => checkAttack(s, player, from, to, null) === null);
}

export function fortifyTargets(s: GameState, player: PlayerId, from: TerritoryId): { to: TerritoryId; max: number }[] {
  const own = hooksOf(s).moveTargets(s, player, from); // N2-A: own and allies' strategic moves, one each
  if (own !== undefined) return own;
  if (sharesGround(s)) {
    // NT-3
    const avail = unitsOf(s, from, player) - 1;
    return avail < 1 ? [] : [...connectedFriendly(s, from, player)].map((to) => ({ to, max: avail }));
  }
  if (controller(s, from) !== player) return [];
  const keep = garrisonMin(s, from);
  const avail = armiesOn(s, from) - keep;
  if (avail < 1) return [];
  const targets = fortifyRule(s).connected
    ? [...connectedControlled(s, from)].filter((t) => t !== from)
    : mapOf(s).adjacency[from].filter((t) => controller(s, t) === player);
  return targets.map((to) => ({ to, max: Math.min(avail, roomOn(s, to)) })).filter((x) => x.max >= 1);
}

/** The actions `player` may take now (those the phase's table leaves out removed, src/engine/phase-actions.ts). */
export function legalActions(s: GameState, player: PlayerId): Action[] {
  const out = candidateActions(s, player);
  const keep = phaseFilter(s);
  return keep ? out.filter(keep) : out;
}

function candidateActions(s: GameState, player: PlayerId): Action[] {
  const p = s.players[player];
  if (!p || !isActive(p) || s.phase.kind === 'over') return [];
  const phase = s.phase;
  const out: Action[] = [];
  const own = () => territoriesControlledBy(s, player);
  if (phase.kind === 'chooseHQ') return hooksOf(s).seatActions(s, player) ?? out; // K-1: the capitals plugin's
  if (phase.kind === 'setupSimultaneous') {
    if (!isPlanning(s, player)) return out;
    const left = unplanned(s, player);
    for (const t of own())
      for (const c of counts(1, Math.min(left, plannedRoom(s, player, t))))
        out.push({ type: 'place', territory: t, count: c });
    if (left < p.reserve) out.push({ type: 'clearPlacement' });
    if (out.every((a) => a.type !== 'place')) out.push({ type: 'confirmPlacement' });
    else out.push({ type: 'autoPlace' });
    return out;
  }
  if (phase.kind === 'neutralReinforce') {
    if (phase.placer !== player) return out;
    const np = neutralPlayer(s)!;
    for (const t of territoriesControlledBy(s, np.id))
      for (const c of counts(1, Math.min(np.reserve, roomOn(s, t))))
        out.push({ type: 'placeNeutral', territory: t, count: c });
    return out;
  }
  if (s.turn.player !== player) return out;
  if (hooksOf(s).ownLegalActions(s, player, out)) return out; // N2-A: influence, ally armies (first); NM-3 claims
  const trades = () => setsFor(s, player).map((x): Action => ({ type: 'trade', cards: x.cards }));
  const places = () => {
    for (const t of commandedBy(s, player))
      for (const c of counts(1, Math.min(p.reserve, roomOn(s, t)))) out.push({ type: 'place', territory: t, count: c });
  };
  switch (phase.kind) {
    case 'setupClaim':
      for (const t of mapOf(s).territoryIds) if (controller(s, t) === -1) out.push({ type: 'claim', territory: t });
      return out;
    case 'setupPlace': {
      for (const t of own())
        for (const c of counts(1, Math.min(phase.perTurn - phase.placed, roomOn(s, t))))
          out.push({ type: 'place', territory: t, count: c });
      // C-2P-2: the neutral's quota; N2-1: up to 2 on each independent (the ruleset's hook says whose and how many)
      const h = hooksOf(s);
      for (const np of s.players) {
        if (np.kind !== 'neutral' || np.status === 'eliminated') continue;
        for (const t of territoriesControlledBy(s, np.id)) {
          const q = h.neutralSetupPlacement(s, t);
          if ('code' in q || q.owner !== np.id) continue;
          for (const c of counts(1, Math.min(q.left, roomOn(s, t))))
            out.push({ type: 'placeNeutral', territory: t, count: c });
        }
      }
      return out;
    }
    case 'reinforce':
      out.push(...trades());
      if (!phase.mustTrade) {
        places();
        if (p.reserve === 0) out.push({ type: 'endPhase' });
      }
      return out;
    case 'attack': {
      if (phase.conquest) {
        for (const c of counts(phase.conquest.min, phase.conquest.max)) out.push({ type: 'move', count: c });
        return out;
      }
      if (phase.pendingRoll) {
        const roll = phase.pendingRoll;
        out.push({ type: 'acceptRoll' });
        if (featuresOf(s).commanders && !s.turn.commanderUsed)
          roll.attack.forEach((_, i) => out.push({ type: 'commander', die: i }));
        if (featuresOf(s).cardReroll && !roll.rerolled) {
          for (const card of rerollCards(s, player, roll.from, roll.to))
            roll.attack.forEach((_, i) => out.push({ type: 'reroll', die: i, card }));
        }
        return out;
      }
      if (phase.elimTrade) {
        if (p.hand.length > eliminationTradeDownTo(s)) out.push(...trades());
        else places();
        return out;
      }
      for (const from of [...commandedBy(s, player), ...alliedTerritories(s, player)]) {
        for (const to of attacksFrom(s, player, from)) {
          const range = attackDiceRange(s, from, to)!;
          for (let dice = range.min; dice <= range.max; dice++) out.push({ type: 'attack', from, to, dice });
          out.push({ type: 'blitz', from, to });
        }
      }
      if (hasPhase(s, 'fortify')) pushFortifies(s, player, out);
      out.push({ type: 'endPhase' }, { type: 'endTurn' });
      return out;
    }
    case 'fortify':
      pushFortifies(s, player, out);
      out.push({ type: 'endTurn' });
      return out;
  }
}

function pushFortifies(s: GameState, player: PlayerId, out: Action[]): void {
  for (const from of [...commandedBy(s, player), ...alliedTerritories(s, player)]) {
    for (const { to, max } of fortifyTargets(s, player, from))
      for (const c of counts(1, max)) out.push({ type: 'fortify', from, to, count: c });
  }
}

/**
 * The armies one placement may put down now: the player's own (setup quota, C-SET-7 plan left,
 * or reserve), or with `neutral` the neutral's (C-2P-2 quota, M-2P-1 reserve). The /place default.
 */
export function placeableNow(s: GameState, player: PlayerId, neutral: boolean, territory?: TerritoryId): number {
  const phase = s.phase;
  const np = neutralPlayer(s);
  if (neutral && territory !== undefined && mapOf(s).byId[territory]) {
    const own = hooksOf(s).neutralPlaceable(s, territory); // N2-1 quotas, N2-A rolled ally armies
    if (own !== undefined) return own;
  }
  if (neutral) {
    if (phase.kind === 'setupPlace') return phase.neutralPerTurn - phase.neutralPlaced;
    return phase.kind === 'neutralReinforce' && np ? np.reserve : 0;
  }
  if (phase.kind === 'setupPlace') return phase.perTurn - phase.placed;
  if (phase.kind === 'setupSimultaneous') return unplanned(s, player);
  return s.players[player]?.reserve ?? 0;
}

/** What "end" means now: the fortify phase ends the turn, C-SET-7 confirms the plan, else the phase ends. */
export function endAction(s: GameState): Action {
  if (s.phase.kind === 'fortify') return { type: 'endTurn' };
  if (s.phase.kind === 'setupSimultaneous') return { type: 'confirmPlacement' };
  return { type: 'endPhase' };
}

/** Whose input the game waits for (several during HQ choice and C-SET-7 placement). */
export function waitingFor(s: GameState): PlayerId[] {
  if (s.phase.kind === 'over') return [];
  if (s.phase.kind === 'chooseHQ')
    return activeOrder(s).filter((id) => (hooksOf(s).seatActions(s, id) ?? []).length > 0);
  if (s.phase.kind === 'setupSimultaneous') return stillPlanning(s);
  if (s.phase.kind === 'neutralReinforce') return [s.phase.placer];
  return [s.turn.player];
}
