// /risk new's game options as the creator typed them (setup, two_player, card_values…), named as
// the games name them. Every family gets them: a family reads its own and its host refuses the
// ones it has not, saying which it has.
import { intArg } from './int-arg.js';
import type { OptionValues } from './surface.js';
import type { RuleOptions } from '../engine/index.js';

/** The typed options (only those given). */
export function typedNewOptions(opts: OptionValues): Partial<RuleOptions> {
  const o: Partial<RuleOptions> = {};
  if (opts.setup) o.setup = opts.setup as RuleOptions['setup'];
  if (opts.two_player) o.twoPlayer = opts.two_player as RuleOptions['twoPlayer'];
  if (opts.card_values) o.cardValues = opts.card_values as RuleOptions['cardValues'];
  if (opts.fortify) o.fortify = opts.fortify as RuleOptions['fortify'];
  if (opts.territory_cap !== undefined)
    o.territoryCap = opts.territory_cap === true || opts.territory_cap === 'true' ? 12 : null;
  if (opts.card_reroll !== undefined) o.cardReroll = opts.card_reroll === true || opts.card_reroll === 'true';
  if (opts.commanders !== undefined) o.commanders = opts.commanders === true || opts.commanders === 'true';
  if (opts.time_limit !== undefined) o.timeLimitMinutes = intArg(opts.time_limit) ?? null;
  if (opts.capitals) o.capitals = opts.capitals === 'none' ? null : (opts.capitals as '1992' | '2000');
  if (opts.mission_goal) o.missionGoal = opts.mission_goal as RuleOptions['missionGoal'];
  if (opts.cards) o.cards = opts.cards as RuleOptions['cards'];
  if (opts.independents) o.independents = opts.independents as RuleOptions['independents'];
  if (opts.empire_capitals !== undefined)
    o.empireCapitals = opts.empire_capitals === true || opts.empire_capitals === 'true'; // NA-CAP
  if (opts.side) o.campaignSide = opts.side as RuleOptions['campaignSide']; // NC-0
  if (opts.fog !== undefined) o.fog = opts.fog === true || opts.fog === 'true'; // FOG-1
  return o;
}
