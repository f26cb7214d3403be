// NC-SET: the campaign's set-up. Two seats (France blue, England red; the first seat's side from
// the `campaignSide` option or a seeded draw), France first (NC-SET-3); Austria (violet, NC-0-3),
// Prussia (black) and Russia (green) as active independents, yellow as the passive neutral
// (NC-0-2); every unit where the designed scenario puts it (NC-SET-1); one unseen card under each
// English ally (NC-SET-2); then the advanced game's epidemics and starting cards (NC-SET-4).
import { occupy, territoriesControlledBy } from '../board.js';
import { addAdmirals, addGenerals, addShips, setFort } from '../board-units.js';
import { deckOf } from '../cards.js';
import { emit, type Draft } from '../draft.js';
import { randInt, shuffle } from '../rng.js';
import { featuresOf, mapOf, playsCards } from '../state.js';
import type { CampaignPower, CampaignSide, ColourId, GameState, PlayerId, PlayerState } from '../types.js';
import { advancedOf } from '../advanced/slice.js';
import { duelOf } from '../duel/status.js';
import { POWERS, scenario, SIDES, type ScenarioUnits } from './scenario.js';
import { campaign } from './slice.js';

const NAMES: Record<CampaignPower | 'neutral', string> = {
  austria: 'Austria',
  prussia: 'Prussia',
  russia: 'Russia',
  neutral: 'Neutral',
};

const independent = (id: PlayerId, colour: ColourId, name: string): PlayerState => ({
  id,
  name,
  colour,
  kind: 'neutral',
  status: 'active',
  reserve: 0,
  hand: [],
  mission: null,
  objective: null,
  defendWithOne: false,
  eliminatedBy: null,
});

/** NC-0-2: Austria, Prussia, Russia (active) and the yellow neutral (passive), after the two seats. */
export function campaignSeats(firstId: number): PlayerState[] {
  return [
    ...POWERS.map((k, i) => independent(firstId + i, scenario().powers[k].colour as ColourId, NAMES[k])),
    independent(firstId + POWERS.length, scenario().neutral.colour as ColourId, NAMES.neutral),
  ];
}

/** NC-0: the side the first seat plays: the option's, or drawn from the seed. */
function firstSeatSide(d: Draft): { side: CampaignSide; drawn: boolean } {
  const o = featuresOf(d.s).campaignSide;
  if (o !== 'random') return { side: o, drawn: false };
  return { side: SIDES[randInt(d.s.rng, 2)], drawn: true };
}

function layOut(s: GameState, owner: PlayerId, u: ScenarioUnits): void {
  for (const [t, x] of Object.entries(u.territories)) {
    occupy(s, t, owner, x.armies);
    if (x.generals) addGenerals(s, t, owner, x.generals);
    if (x.fort) setFort(s, t, true);
  }
  for (const [z, x] of Object.entries(u.seas ?? {})) {
    addShips(s, z, owner, x.ships);
    if (x.admirals) addAdmirals(s, z, owner, x.admirals);
  }
}

/**
 * The `dealTerritories` hook: the sides, the turn order (France first), the scenario's units,
 * the statuses and the hidden cards under the English allies. Returns the territories each holds.
 */
export function dealCampaign(d: Draft): Record<PlayerId, number> {
  const s = d.s;
  const c = campaign(s);
  const [first, second] = [0, 1];
  const { side, drawn } = firstSeatSide(d);
  c.sides = side === 'france' ? { france: first, england: second } : { france: second, england: first };
  s.order = [c.sides.france, c.sides.england]; // NC-SET-3
  for (const k of SIDES) s.players[c.sides[k]].colour = scenario().sides[k].colour as ColourId;
  const ids = campaignSeats(2).map((p) => p.id);
  POWERS.forEach((k, i) => (c.powers[k] = ids[i]));
  c.neutral = ids[POWERS.length];
  emit(d, { type: 'campaignSides', france: c.sides.france, england: c.sides.england, drawn });
  for (const k of SIDES) layOut(s, c.sides[k], scenario().sides[k]);
  for (const k of POWERS) layOut(s, c.powers[k], scenario().powers[k]);
  layOut(s, c.neutral, scenario().neutral);
  for (const p of s.players) p.reserve = 0;
  // NC-SET-2: the statuses, and one card from the pile, unseen, under each English ally
  const duel = duelOf(s)!;
  const full = deckOf(mapOf(s));
  s.deck = playsCards(s)
    ? shuffle(
        s.rng,
        full.map((x) => x.id),
      )
    : []; // C-OPT-6
  for (const k of POWERS) {
    const p = scenario().powers[k];
    if (p.ally) duel.ally[c.powers[k]] = c.sides[p.ally];
    if (p.hiddenCard && s.deck.length > 0) s.players[c.powers[k]].hand = [s.deck.pop()!];
  }
  const counts: Record<PlayerId, number> = {};
  for (const p of s.players) counts[p.id] = territoriesControlledBy(s, p.id).length;
  return counts;
}

/**
 * The `setupFinished` hook, after the advanced game's (NC-SET-4's epidemics and starting cards as
 * NA-SET-5, NA-SET-7: France 0, England 1): the starting general and fortification of NA-SET-4
 * are not owed (the scenario placed every unit).
 */
export function finishCampaignSetup(s: GameState): void {
  advancedOf(s).starting = {};
}
