// Leaving the game (abandon, R-ABN-1).
import { moveIn } from '../combat.js';
import { emit } from '../draft.js';
import type { Draft } from '../draft.js';
import { ok } from '../errors.js';
import type { Result } from '../errors.js';
import { checkVictory } from '../goals.js';
import { finishSetup, nextSetupTurn } from '../setup.js';
import { dropPlanner } from '../simultaneous.js';
import { neutralPlayer } from '../state.js';
import { advanceTurn, maybeLeaveReinforce } from '../turns.js';
import type { PlayerId } from '../types.js';

/** R-ABN-1 (every ruleset): the armies stay as a passive army; the seat no longer plays. */
export function abandon(d: Draft, actor: PlayerId): Result<void> {
  const s = d.s;
  const wasTurn = s.turn.player === actor;
  const p = s.players[actor];
  p.status = 'passive';
  p.reserve = 0;
  emit(d, { type: 'playerAbandoned', player: actor });
  if (checkVictory(d, null)) return ok(undefined);
  const phase = s.phase;
  if (phase.kind === 'neutralReinforce' && phase.placer === actor) {
    s.phase = { kind: 'reinforce', mustTrade: false };
    neutralPlayer(s)!.reserve = 0;
    maybeLeaveReinforce(d);
  }
  if (phase.kind === 'setupSimultaneous') {
    dropPlanner(d, actor, finishSetup);
    return ok(undefined);
  }
  if (phase.kind === 'chooseHQ') return ok(undefined); // K-1: the capitals plugin's afterAction goes on
  if (!wasTurn) return ok(undefined);
  switch (phase.kind) {
    case 'setupClaim':
    case 'setupPlace':
      nextSetupTurn(d);
      break;
    default:
      if (phase.kind === 'attack' && phase.conquest) {
        moveIn(d, actor, phase.conquest.min);
      }
      emit(d, { type: 'turnEnded', player: actor });
      advanceTurn(d);
  }
  return ok(undefined);
}
