// NC-SET, NC-TURN, NC-VP: the 1796 scenario as data (data/scenarios/campagne-1796.json): each
// side's and each independent's starting units, the statuses and hidden cards, the round count
// and calendar, the objectives per side. The set-up is designed (the rulebook's diagram is lost).
import scenarioJson from '../../../data/scenarios/campagne-1796.json' with { type: 'json' };
import { z } from 'zod';
import { parseDataFile, dataFail } from '../data-file.js';
import { getMap } from '../maps.js';
import type { CampaignPower, CampaignSide } from '../types.js';
import { once } from '../lazy.js';

const FILE = 'data/scenarios/campagne-1796.json';

const count = z.number().int().min(0);
const units = z.strictObject({
  territories: z.record(
    z.string(),
    z.strictObject({ armies: z.number().int().min(1), generals: count.optional(), fort: z.boolean().optional() }),
  ),
  seas: z.record(z.string(), z.strictObject({ ships: z.number().int().min(1), admirals: count.optional() })).optional(),
});
const side = units.extend({ colour: z.string(), capital: z.string(), empire: z.string() });
const power = side.extend({ ally: z.enum(['france', 'england']).nullable(), hiddenCard: z.boolean() });
const invasion = z.strictObject({
  territory: z.string(),
  points: z.number().int().min(1),
  beforeRound: z.number().int().min(2).optional(),
  ifAllyOfOpponent: z.enum(['austria', 'prussia', 'russia']).optional(),
});
const schema = z.strictObject({
  id: z.string(),
  designed: z.string().min(1),
  rounds: z.number().int().min(1),
  calendar: z.strictObject({ firstYear: z.number().int(), yearsPerRound: z.number().int().min(1) }),
  startingCards: z.strictObject({ france: count, england: count }),
  sides: z.strictObject({ france: side, england: side }),
  powers: z.strictObject({ austria: power, prussia: power, russia: power }),
  neutral: units.extend({ colour: z.string() }),
  objectives: z.strictObject({
    control: z.strictObject({
      capital: count,
      supremacy: count,
      egypt: z.strictObject({ territory: z.string(), points: count }),
      perAlly: count,
    }),
    invasion: z.strictObject({ france: z.array(invasion), england: z.array(invasion) }),
  }),
});

export type Scenario = z.infer<typeof schema>;
export type ScenarioUnits = z.infer<typeof units>;

/** The board's checks the schema cannot make: every territory and zone exists, every territory is set up once. */
function checked(sc: Scenario): Scenario {
  const fail = dataFail(FILE);
  const map = getMap('europe-1811');
  const zones = new Set(map.seas.zones.map((z) => z.id));
  const seen = new Set<string>();
  const groups: [string, ScenarioUnits][] = [
    ['sides.france', sc.sides.france],
    ['sides.england', sc.sides.england],
    ['powers.austria', sc.powers.austria],
    ['powers.prussia', sc.powers.prussia],
    ['powers.russia', sc.powers.russia],
    ['neutral', sc.neutral],
  ];
  for (const [at, g] of groups) {
    for (const t of Object.keys(g.territories)) {
      if (!map.byId[t]) fail(`${at}.territories.${t}`, 'no such territory');
      if (seen.has(t)) fail(`${at}.territories.${t}`, 'set up twice');
      seen.add(t);
    }
    for (const z of Object.keys(g.seas ?? {})) if (!zones.has(z)) fail(`${at}.seas.${z}`, 'no such sea zone');
  }
  const missing = map.territoryIds.filter((t) => !seen.has(t));
  if (missing.length > 0) fail('territories', `not set up: ${missing.join(', ')}`);
  return sc;
}

/** NC-SET-1: the designed 1796 scenario, read on first use. */
export const scenario = once((): Scenario => checked(parseDataFile(schema, scenarioJson, FILE)));

export const SIDES: readonly CampaignSide[] = ['france', 'england'];
export const POWERS: readonly CampaignPower[] = ['austria', 'prussia', 'russia'];

/** NC-TURN-3: the calendar year of round `round` (1796, 1798, …; the final scoring's after the last). */
export const yearOf = (round: number): number =>
  scenario().calendar.firstYear + scenario().calendar.yearsPerRound * (Math.max(1, round) - 1);
