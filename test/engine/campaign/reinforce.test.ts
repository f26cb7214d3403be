// NC-REI: the capital's half bonus, and the allies' reinforcements counted like a player's.
import { describe, expect, it } from 'vitest';
import { armiesOf, controller } from '../../../src/engine/board.js';
import { legalActions } from '../../../src/engine/legal.js';
import { reinforcementsFor } from '../../../src/engine/turns.js';
import { act, ofType, refuse } from '../helpers.js';
import { campaignGame, setBoard, turnOf, who } from './helpers.js';

const FRENCH_EMPIRE = [
  'ile_de_france',
  'nord_picardie',
  'bretagne_normandie',
  'aquitaine',
  'languedoc_provence',
  'bourgogne_lyonnais',
  'hollande_belgique',
  'piemont_savoie',
  'provinces_illyriennes',
];

describe('napoleon-campaign: NC-REI', () => {
  it('NC-REI-1: holding its capital without the whole empire, France gets half its empire bonus (4), England half the UK’s (1)', () => {
    const s = campaignGame();
    const w = who(s);
    // France at the start: 7 territories + 1 zone → 3, and Île de France → +4
    expect(reinforcementsFor(s, w.france)).toMatchObject({ territories: 3, continentArmies: 4, total: 7 });
    // England: 3 territories + 2 zones → 3 (minimum), the whole UK → +2, not +1 on top
    expect(reinforcementsFor(s, w.england)).toMatchObject({ continentArmies: 2, total: 5 });
    setBoard(s, { scotland: [w.france, 1] });
    expect(reinforcementsFor(s, w.england)).toMatchObject({ continentArmies: 1, total: 4 });
    // the whole French Empire gives its full 7, not 7 + 4
    for (const t of FRENCH_EMPIRE) if (controller(s, t) !== w.france) setBoard(s, { [t]: [w.france, 1] });
    expect(reinforcementsFor(s, w.france).continentArmies).toBe(7);
    // without Paris, nothing
    setBoard(s, { ile_de_france: [w.england, 1] });
    expect(reinforcementsFor(s, w.france).continentArmies).toBe(0);
  });

  it('NC-REI-2: an ally gets ⌊territories / 3⌋ (at least 3) plus its capital’s half bonus or its empire’s bonus, placed by its player', () => {
    const s = turnOf(campaignGame(), 1, 'reinforce');
    const w = who(s);
    s.turn.player = w.england;
    s.players[w.england].reserve = 3;
    // Austria: 6 territories → 3 (minimum); it holds its whole empire → +3 (its full bonus)
    expect(legalActions(s, w.england).filter((a) => a.type === 'reinforceAlly')).toEqual([
      { type: 'reinforceAlly', independent: w.austria },
      { type: 'reinforceAlly', independent: w.prussia },
    ]);
    let r = act(s, w.england, { type: 'reinforceAlly', independent: w.austria });
    expect(ofType(r.events, 'campaignAllyReinforced')).toEqual([
      { type: 'campaignAllyReinforced', player: w.england, independent: w.austria, armies: 6 },
    ]);
    // the ally's armies go on its own territories before anything else
    expect(legalActions(r.state, w.england).every((a) => a.type === 'placeNeutral')).toBe(true);
    expect(refuse(r.state, w.england, { type: 'placeNeutral', territory: 'prusse', count: 1 })).toMatchObject({
      code: 'notNeutral',
    });
    const before = armiesOf(r.state, w.austria);
    r = act(r.state, w.england, { type: 'placeNeutral', territory: 'hongrie', count: 6 });
    expect(armiesOf(r.state, w.austria)).toBe(before + 6);
    // Prussia holds its whole empire (3 territories): 3 + its full bonus 2
    r = act(r.state, w.england, { type: 'reinforceAlly', independent: w.prussia });
    expect(ofType(r.events, 'campaignAllyReinforced')[0].armies).toBe(5);
    // once a turn each
    r = act(r.state, w.england, { type: 'placeNeutral', territory: 'prusse', count: 5 });
    expect(refuse(r.state, w.england, { type: 'reinforceAlly', independent: w.prussia })).toMatchObject({
      reason: 'alreadyReinforced',
    });
  });

  it('NC-REI-1/2: an ally holding its capital without its whole empire gets half that empire’s bonus', () => {
    const s = turnOf(campaignGame(), 1, 'reinforce');
    const w = who(s);
    setBoard(s, { galicie: [w.france, 1] });
    s.turn.player = w.england;
    const r = act(s, w.england, { type: 'reinforceAlly', independent: w.austria });
    // 5 territories → 3; Vienna without Galicia → ⌈3 / 2⌉ = 2
    expect(ofType(r.events, 'campaignAllyReinforced')[0].armies).toBe(5);
  });

  it('NC-REI-2: neutral independents and the yellow neutral get nothing', () => {
    const s = turnOf(campaignGame(), 0, 'reinforce');
    const w = who(s);
    expect(refuse(s, w.france, { type: 'reinforceAlly', independent: w.russia })).toMatchObject({ reason: 'notAlly' });
    expect(refuse(s, w.france, { type: 'reinforceAlly', independent: w.austria })).toMatchObject({ reason: 'notAlly' });
    expect(refuse(s, w.france, { type: 'reinforceAlly', independent: w.yellow })).toMatchObject({
      code: 'campaign',
      reason: 'passiveNeutral',
    });
  });
});
