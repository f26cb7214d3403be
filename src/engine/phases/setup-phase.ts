// Setup phase handlers: claims (C-SET-3), setup placement (C-SET-4, C-2P-2).
import { addArmies, controller, occupy } from '../board.js';
import { emit } from '../draft.js';
import type { Draft } from '../draft.js';
import { err, ok } from '../errors.js';
import type { Result } from '../errors.js';
import { nextSetupTurn } from '../setup.js';
import { featuresOf, hooksOf, roomOn } from '../state.js';
import { loseUnplaceable } from '../turns.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { checkCount, territoryError, wrongPhase } from './common.js';

export function claim(d: Draft, actor: PlayerId, t: TerritoryId): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (controller(s, t) !== -1) return err({ code: 'alreadyClaimed', territory: t });
  occupy(s, t, actor, 1);
  s.players[actor].reserve--;
  emit(d, { type: 'territoryClaimed', player: actor, territory: t });
  nextSetupTurn(d);
  return ok(undefined);
}

export function setupPlace(d: Draft, actor: PlayerId, t: TerritoryId, count: number, neutral: boolean): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'setupPlace') return wrongPhase(s, []);
  const phase = s.phase;
  const e = territoryError(s, t);
  if (e) return err(e);
  // C-2P-2: the neutral's quota; N2-1: the independent whose territory it is (each has its own).
  const np = neutral ? hooksOf(s).neutralSetupPlacement(s, t) : null;
  if (np && 'code' in np) return err(np);
  const owner = np ? s.players[np.owner] : s.players[actor];
  if (controller(s, t) !== owner.id)
    return err(neutral ? { code: 'notNeutral', territory: t } : { code: 'notOwner', territory: t });
  const left = np ? np.left : phase.perTurn - phase.placed;
  const max = Math.min(left, roomOn(s, t));
  const ce = checkCount(count, 1, max);
  if (ce)
    return err(
      max === 0 && left > 0 ? { code: 'territoryCap', territory: t, cap: featuresOf(s).territoryCap ?? 0 } : ce,
    );
  addArmies(s, t, count);
  owner.reserve -= count;
  if (neutral) phase.neutralPlaced += count;
  else phase.placed += count;
  if (neutral) hooksOf(s).neutralPlaced(s, owner.id, count);
  emit(d, { type: 'armiesPlaced', player: owner.id, territory: t, count, neutral: neutral || undefined });
  loseUnplaceable(d, owner.id);
  if (phase.placed >= phase.perTurn && phase.neutralPlaced >= phase.neutralPerTurn) nextSetupTurn(d);
  else if (phase.perTurn - phase.placed > 0 && s.players[actor].reserve === 0) nextSetupTurn(d);
  return ok(undefined);
}
