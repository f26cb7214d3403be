// Attack phase handler: attacks, blitz, pending rolls and conquests, elimination trades (C-ELM-2).
import { acceptRoll, attack, blitz, commander, eliminationTradeDownTo, moveIn, reroll } from '../combat.js';
import type { Draft } from '../draft.js';
import { err, ok } from '../errors.js';
import type { Result } from '../errors.js';
import { endTurn, hasPhase, nextPhase, returnFaceUpCards } from '../turns.js';
import type { Action, PlayerId } from '../types.js';
import { wrongPhase } from './common.js';
import { checkFortify, fortify } from './fortify.js';
import { placeReserve, trade } from './reinforce.js';

export function attackPhase(d: Draft, actor: PlayerId, a: Action): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack') return wrongPhase(s, []);
  const phase = s.phase;
  if (phase.conquest) {
    if (a.type !== 'move') {
      const { from, to, min, max } = phase.conquest;
      return err({ code: 'pendingConquest', from, to, min, max });
    }
    const r = moveIn(d, actor, a.count);
    return r;
  }
  if (phase.pendingRoll) {
    if (a.type === 'acceptRoll') return acceptRoll(d, actor);
    if (a.type === 'reroll') return reroll(d, actor, a.die, a.card);
    if (a.type === 'commander') return commander(d, actor, a.die);
    return err({ code: 'pendingRoll' });
  }
  if (phase.elimTrade) {
    // C-ELM-2: trade down to 4 or fewer cards (the ruleset's eliminationTrade), place those armies, then go on.
    const p = s.players[actor];
    const downTo = eliminationTradeDownTo(s);
    if (a.type === 'trade') {
      if (p.hand.length <= downTo) return err({ code: 'cannotTradeNow' });
      const r = trade(d, actor, a.cards);
      if (r.ok) settleElimTrade(d, actor);
      return r;
    }
    if (a.type === 'place') {
      if (p.hand.length > downTo) return err({ code: 'mustTrade', hand: p.hand.length });
      const r = placeReserve(d, actor, a.territory, a.count);
      if (r.ok) settleElimTrade(d, actor);
      return r;
    }
    return err(
      p.hand.length > downTo
        ? { code: 'mustTrade', hand: p.hand.length }
        : { code: 'mustPlaceAll', reserve: p.reserve },
    );
  }
  switch (a.type) {
    case 'attack':
      return attack(d, actor, a.from, a.to, a.dice);
    case 'blitz':
      return blitz(d, actor, a.from, a.to, a.stopAt ?? 1);
    case 'endPhase':
      nextPhase(d);
      return ok(undefined);
    case 'endTurn':
      endTurn(d);
      return ok(undefined);
    case 'fortify': {
      if (!hasPhase(s, 'fortify')) return wrongPhase(s, ['attack', 'blitz', 'endPhase', 'endTurn']);
      const e = checkFortify(s, actor, a.from, a.to, a.count);
      if (e) return err(e);
      returnFaceUpCards(s);
      s.phase = { kind: 'fortify', moves: 0 };
      return fortify(d, actor, a.from, a.to, a.count);
    }
    case 'move':
      return err({ code: 'noConquest' });
    case 'acceptRoll':
    case 'reroll':
    case 'commander':
      return err({ code: 'noPendingRoll' });
    default:
      return wrongPhase(s, ['attack', 'blitz', 'fortify', 'endPhase', 'endTurn']);
  }
}

export function settleElimTrade(d: Draft, actor: PlayerId): void {
  const s = d.s;
  if (s.phase.kind !== 'attack') return;
  const p = s.players[actor];
  if (p.hand.length <= eliminationTradeDownTo(s) && p.reserve === 0) s.phase.elimTrade = false;
}
