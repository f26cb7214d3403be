// Classic's roll hooks, in a module of their own below both classic-hooks.ts (which installs them)
// and combat/roll.ts (which skips them by identity when no layer changes the roll): the dice as
// cast, nothing more to tell.
import type { RuleHooks } from '../hooks.js';

export const keepRoll: RuleHooks['modifyRoll'] = (_s, roll) => roll;
export const keepCast: RuleHooks['recastRoll'] = (_d, _player, _cast, modified) => modified;
export const noDiceDetail: RuleHooks['diceDetail'] = () => null;
