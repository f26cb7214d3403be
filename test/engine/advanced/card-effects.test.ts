// NA-CRD-1..5, NA-EFF: territory cards played for their effect in the phase their symbol
// names, their checks (refusals with codes, the state untouched) and what each effect does.
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, NOBODY } from '../../../src/engine/board.js';
import {
  addEpidemics,
  addGenerals,
  addShips,
  epidemicsOn,
  fortified,
  generalsOn,
  setFort,
  shipsIn,
} from '../../../src/engine/board-units.js';
import { eventsFor } from '../../../src/engine/events.js';
import { CARD_EFFECTS, parseCardEffects } from '../../../src/engine/advanced/card-effects.js';
import { playCardEffect, type CardPlay } from '../../../src/engine/advanced/card-play.js';
import {
  effectsOnBattle,
  endOtherInvasions,
  endTurnEffects,
  extraLandManoeuvres,
  scoutsDie,
  spendForcedMarch,
  spendScouts,
} from '../../../src/engine/advanced/card-effects-in-force.js';
import type { AdvPhase } from '../../../src/engine/advanced/card-effects.js';
import effectsJson from '../../../data/napoleon-card-effects.json' with { type: 'json' };
import type { RuleError } from '../../../src/engine/errors.js';
import type { GameState, PlayerId } from '../../../src/engine/types.js';
import { checkInvariants } from '../../../src/engine/invariants.js';
import { legalActions } from '../../../src/engine/legal.js';
import { ofType } from '../helpers.js';
import { cardOf, draft, EUROPE, giveMissions, position } from './helpers.js';

/** Plays a card on a copy: the new state and events, or throws with the refusal. */
function play(s: GameState, actor: PlayerId, p: CardPlay, phase: AdvPhase) {
  const d = draft(s);
  const r = playCardEffect(d, actor, p, phase);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return d;
}

/** The refusal, checking that the state was left as it was. */
function refused(s: GameState, actor: PlayerId, p: CardPlay, phase: AdvPhase): RuleError {
  const d = draft(s);
  const before = JSON.stringify(d.s);
  const r = playCardEffect(d, actor, p, phase);
  if (r.ok) throw new Error('played');
  expect(JSON.stringify(d.s)).toBe(before);
  return r.error;
}

const WILD = 48;
const NONE4 = [-1, -1, -1, -1];

describe('NA-EFF: the card effects as data', () => {
  it('NA-EFF: twelve kinds of four cards, every territory once; symbols R 12, A 12, D 8, AD 4, M 8, S 4', () => {
    expect(CARD_EFFECTS.length).toBe(12);
    const cards = CARD_EFFECTS.flatMap((e) => e.territories);
    expect(new Set(cards)).toEqual(new Set(EUROPE.territoryIds));
    const per: Record<string, number> = {};
    for (const e of CARD_EFFECTS) per[e.symbol] = (per[e.symbol] ?? 0) + e.territories.length;
    expect(per).toEqual({ R: 12, A: 12, D: 8, AD: 4, M: 8, S: 4 });
    for (const e of CARD_EFFECTS)
      for (const l of ['en', 'fr', 'it'] as const) expect(e.text[l].length).toBeGreaterThan(20);
  });

  it('NA-EFF: a file that puts a naval kind inland, or a territory twice, is refused with the field named', () => {
    const inland = structuredClone(effectsJson);
    const transport = inland.kinds.find((k) => k.id === 'transport')!;
    const ok = inland.kinds.find((k) => k.id === 'espion')!;
    [transport.territories[0], ok.territories[1]] = [ok.territories[1], transport.territories[0]]; // Transylvanie is inland
    expect(() => parseCardEffects(inland, EUROPE)).toThrow(/kinds\.10\.territories\.0.*transylvanie.*not on a coast/);
    const twice = structuredClone(effectsJson);
    twice.kinds[0].territories[0] = twice.kinds[1].territories[0];
    expect(() => parseCardEffects(twice, EUROPE)).toThrow(/kinds\.1\.territories\.0.*already carries renfort/);
  });
});

describe('NA-CRD, NA-EFF: playing a card for its effect', () => {
  it('NA-CRD-3: a wild has no effect', () => {
    const s = position({ board: { england: [0, 3] }, hands: { 0: [WILD] } });
    expect(refused(s, 0, { card: WILD }, 'reinforce')).toEqual({ code: 'cardEffect', reason: 'wild', card: WILD });
  });

  it('NA-CRD-4: a card is played in the phase its symbol names, in its own turn only', () => {
    const renfort = cardOf('grande_russie'); // R
    const s = position({ board: { england: [0, 3] }, hands: { 0: [renfort], 1: [cardOf('maroc_fes')] } });
    expect(refused(s, 0, { card: renfort }, 'combat')).toMatchObject({ reason: 'phase', symbol: 'R' });
    expect(refused(s, 1, { card: cardOf('maroc_fes') }, 'reinforce')).toMatchObject({ reason: 'phase' });
    const levee = cardOf('aquitaine'); // D: armed, never played
    const d = position({ board: { england: [0, 3] }, hands: { 0: [levee] } });
    expect(refused(d, 0, { card: levee }, 'combat')).toMatchObject({ reason: 'armOnly', symbol: 'D' });
    const spy = cardOf('danemark'); // S: any phase of the own turn
    const sp = position({ board: { england: [0, 3] }, hands: { 0: [spy] } });
    giveMissions(sp, { 0: [1, 8, 15, 22], 1: [2, 9, 16, 23] });
    expect(play(sp, 0, { card: spy, player: 1 }, 'epidemic').s.players[0].hand).toEqual([]);
  });

  it('NA-EFF RENFORT: 3 more armies to place; NA-CRD-2: 2 armies at once on its own territory when held', () => {
    const held = cardOf('england'),
      other = cardOf('maroc_fes');
    const s = position({
      board: { england: [0, 3], syrie: [2, 2] },
      hands: { 0: [held, other] },
      phase: 'reinforce',
      reserve: 4,
    });
    const d = play(s, 0, { card: held }, 'reinforce');
    expect(checkInvariants(d.s, s, d.events)).toEqual([]);
    expect(d.s.players[0].reserve).toBe(7);
    expect(armiesOn(d.s, 'england')).toBe(5);
    expect(d.s.players[0].hand).toEqual([other]);
    expect(d.s.discard).toEqual([held]);
    expect(ofType(d.events, 'cardEffectPlayed')[0]).toMatchObject({ kind: 'renfort', armies: 2 });
    const d2 = play(d.s, 0, { card: other }, 'reinforce'); // Maroc is not theirs: no +2
    expect(d2.s.players[0].reserve).toBe(10);
    expect(armiesOn(d2.s, 'maroc_fes')).toBe(2);
  });

  it('NA-EFF ARSENAL: one free ship, general, admiral or fortification where a paid one could go', () => {
    const arsenal = cardOf('prusse');
    const s = position({ board: { england: [0, 3], scotland: [0, 2] }, hands: { 0: [arsenal] } });
    const d = play(s, 0, { card: arsenal, build: 'ship', at: 'mer_du_nord' }, 'reinforce');
    expect(shipsIn(d.s, 'mer_du_nord', 0)).toBe(1);
    expect(d.s.players[0].reserve).toBe(0); // free
    const f = play(s, 0, { card: arsenal, build: 'fort', at: 'scotland' }, 'reinforce');
    expect(fortified(f.s, 'scotland')).toBe(true);
    expect(refused(s, 0, { card: arsenal, build: 'ship', at: 'mer_noire' }, 'reinforce')).toMatchObject({
      code: 'advanced',
      reason: 'notCoastal',
    });
    const full = structuredClone(s);
    addGenerals(full, 'england', 0, 3);
    expect(refused(full, 0, { card: arsenal, build: 'general', at: 'scotland' }, 'reinforce')).toMatchObject({
      reason: 'unitLimit',
      max: 0,
    });
    const sick = structuredClone(s);
    addEpidemics(sick, 'scotland', 1);
    expect(refused(sick, 0, { card: arsenal, build: 'fort', at: 'scotland' }, 'reinforce')).toMatchObject({
      reason: 'epidemic',
    });
  });

  it('NA-EFF CONTAGION, NA-EPI-5: an epidemic moves next door and kills 1 army there at once', () => {
    const contagion = cardOf('anatolie');
    const s = position({ board: { england: [0, 3], galicie: [2, 4] }, hands: { 0: [contagion] } });
    addEpidemics(s, 'hongrie', 1);
    const d = play(s, 0, { card: contagion, from: 'hongrie', at: 'galicie' }, 'reinforce');
    expect(checkInvariants(d.s, s, d.events)).toEqual([]);
    expect(epidemicsOn(d.s, 'hongrie')).toBe(0);
    expect(epidemicsOn(d.s, 'galicie')).toBe(1);
    expect(armiesOn(d.s, 'galicie')).toBe(3);
    expect(refused(s, 0, { card: contagion, from: 'hongrie', at: 'england' }, 'reinforce')).toMatchObject({
      reason: 'notAdjacent',
    });
    expect(refused(s, 0, { card: contagion, from: 'galicie', at: 'hongrie' }, 'reinforce')).toMatchObject({
      reason: 'noEpidemic',
    });
  });

  it('NA-EFF CONTAGION: never onto one’s own territory — onto a last one it would put its player out mid-turn', () => {
    const contagion = cardOf('anatolie');
    // player 0's only territory, 1 army, next to the epidemic
    const s = position({ board: { galicie: [0, 1] }, hands: { 0: [contagion] }, phase: 'reinforce' });
    addEpidemics(s, 'hongrie', 1);
    expect(refused(s, 0, { card: contagion, from: 'hongrie', at: 'galicie' }, 'reinforce')).toMatchObject({
      reason: 'noArmies',
    });
    expect(
      legalActions(s, 0).filter((a) => a.type === 'playCard' && a.card === contagion && a.at === 'galicie'),
    ).toEqual([]);
  });

  it('NA-EPI-5: on the last army the epidemic jumps at random; the territory is left empty, its fort kept, its general home', () => {
    const contagion = cardOf('anatolie');
    const s = position({ board: { england: [0, 3], galicie: [2, 1] }, hands: { 0: [contagion] } });
    addEpidemics(s, 'hongrie', 1);
    setFort(s, 'galicie', true);
    addGenerals(s, 'galicie', 2, 1);
    const d = play(s, 0, { card: contagion, from: 'hongrie', at: 'galicie' }, 'reinforce');
    expect(armiesOn(d.s, 'galicie')).toBe(0);
    expect(controller(d.s, 'galicie')).toBe(NOBODY); // NA-LAND-3
    expect(fortified(d.s, 'galicie')).toBe(true);
    expect(generalsOn(d.s, 'galicie', 2)).toBe(0);
    expect(epidemicsOn(d.s, 'galicie')).toBe(0);
    const jump = ofType(d.events, 'cardEffectPlayed')[0].epidemic!;
    expect(jump.jumpedTo).not.toBeNull();
    expect(epidemicsOn(d.s, jump.jumpedTo!)).toBe(1);
    expect(armiesOn(d.s, jump.jumpedTo!)).toBeGreaterThan(0); // no new victim there
  });

  it('NA-EFF CHARGE, SAPEURS: +1 to the attacker’s highest die, the defender’s fort ignored, for that invasion', () => {
    const charge = cardOf('castille'),
      sappers = cardOf('varsovie');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [charge, sappers] } });
    setFort(s, 'ile_de_france', true);
    expect(refused(s, 0, { card: charge, at: 'england' }, 'combat')).toMatchObject({ reason: 'ownTarget' });
    expect(refused(s, 0, { card: sappers, at: 'scotland' }, 'combat')).toMatchObject({ reason: 'noFort' });
    let d = play(s, 0, { card: charge, at: 'ile_de_france' }, 'combat');
    d = play(d.s, 0, { card: sappers, at: 'ile_de_france' }, 'combat');
    expect(effectsOnBattle(d.s, 0, 1, 'ile_de_france', false)).toEqual({ attack: 1, defence: 0, ignoreFort: true });
    expect(effectsOnBattle(d.s, 0, 1, 'scotland', false)).toEqual({ attack: 0, defence: 0, ignoreFort: false });
    endOtherInvasions(d, 'scotland'); // the player turns to another territory: that invasion is over
    expect(effectsOnBattle(d.s, 0, 1, 'ile_de_france', false)).toEqual({ attack: 0, defence: 0, ignoreFort: false });
  });

  it('NA-EFF BRÛLOTS: +1 to the player’s highest die in the named sea zone, only near their fleet', () => {
    const brulots = cardOf('royaume_naples');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [brulots] } });
    addShips(s, 'atlantique_ouest', 0, 3);
    expect(refused(s, 0, { card: brulots, at: 'mer_noire' }, 'combat')).toMatchObject({ reason: 'noFleet' });
    const d = play(s, 0, { card: brulots, at: 'mer_du_nord' }, 'combat'); // next to their fleet
    expect(effectsOnBattle(d.s, 0, 1, 'mer_du_nord', true).attack).toBe(1);
    expect(effectsOnBattle(d.s, 0, 1, 'mer_du_nord', false).attack).toBe(0); // a land battle of that name: none
  });

  it('NA-EFF ÉCLAIREURS: the lowest losing die is rolled again, once', () => {
    const scouts = cardOf('syrie');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [scouts] } });
    const d = play(s, 0, { card: scouts, at: 'scotland' }, 'combat');
    // attack 6 3 2 against 5 4: the 3 loses its pair (the 2 has none)
    expect(scoutsDie(d.s, 0, 'scotland', [6, 3, 2], [5, 4], true)).toBe(1);
    expect(scoutsDie(d.s, 0, 'scotland', [6, 5], [4, 4], true)).toBe(-1); // nothing loses
    expect(scoutsDie(d.s, 0, 'ireland', [6, 3, 2], [5, 4], true)).toBe(-1); // another invasion
    spendScouts(d, 0, 'scotland');
    expect(scoutsDie(d.s, 0, 'scotland', [6, 3, 2], [5, 4], true)).toBe(-1);
  });

  it('NA-EFF MARCHE FORCÉE: one more land manoeuvre this turn, gone when the turn ends', () => {
    const march = cardOf('portugal');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [march] } });
    expect(refused(s, 0, { card: march }, 'combat')).toMatchObject({ reason: 'phase', symbol: 'M' });
    const d = play(s, 0, { card: march }, 'manoeuvre');
    expect(extraLandManoeuvres(d.s, 0)).toBe(1);
    spendForcedMarch(d, 0);
    expect(extraLandManoeuvres(d.s, 0)).toBe(0);
    const again = play(s, 0, { card: march }, 'manoeuvre');
    endTurnEffects(again);
    expect(extraLandManoeuvres(again.s, 0)).toBe(0);
  });

  it('NA-EFF TRANSPORT: armies sail between own coasts along 1–3 consecutive zones the player controls', () => {
    const transport = cardOf('finlande');
    const s = position({ board: { andalousie: [0, 6], egypte: [0, 1], portugal: [0, 4] }, hands: { 0: [transport] } });
    for (const z of ['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale']) addShips(s, z, 0, 1);
    const d = play(s, 0, { card: transport, from: 'andalousie', at: 'egypte', count: 5 }, 'manoeuvre');
    expect(armiesOn(d.s, 'andalousie')).toBe(1);
    expect(armiesOn(d.s, 'egypte')).toBe(6);
    expect(refused(s, 0, { card: transport, from: 'andalousie', at: 'egypte', count: 6 }, 'manoeuvre')).toMatchObject({
      reason: 'badCount',
    });
    // Portugal is on the Atlantic: a fourth zone would be needed
    addShips(s, 'atlantique_ouest', 0, 1);
    expect(refused(s, 0, { card: transport, from: 'portugal', at: 'egypte', count: 1 }, 'manoeuvre')).toMatchObject({
      reason: 'noChain',
    });
    const broken = structuredClone(s);
    addShips(broken, 'mer_adriatique', 2, 1); // contested: controlled by nobody
    expect(
      refused(broken, 0, { card: transport, from: 'andalousie', at: 'egypte', count: 1 }, 'manoeuvre'),
    ).toMatchObject({ reason: 'noChain' });
  });

  it('NA-EFF ESPION: one of the opponent’s unclaimed missions, seen by the spy alone', () => {
    const spy = cardOf('transylvanie');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [spy] } });
    giveMissions(s, { 0: [1, 8, 15, 22], 1: [2, 9, 16, 23], 2: [-1, -1, -1, -1] });
    expect(refused(s, 0, { card: spy, player: 2 }, 'combat')).toMatchObject({ reason: 'noMissions' });
    expect(refused(s, 0, { card: spy, player: 0 }, 'combat')).toMatchObject({ reason: 'noTarget' });
    const d = play(s, 0, { card: spy, player: 1 }, 'combat');
    const [seen] = ofType(eventsFor(d.events, 0), 'missionSpied');
    expect([2, 9, 16, 23]).toContain(seen.mission);
    expect(ofType(eventsFor(d.events, 1), 'missionSpied')[0].mission).toBeNull();
    expect(ofType(eventsFor(d.events, null), 'missionSpied')[0].mission).toBeNull();
  });
});

describe('NA-EFF: bad input', () => {
  it('NA-EFF: unknown places, units and players are refused as "no valid target", the state untouched', () => {
    const arsenal = cardOf('prusse'),
      charge = cardOf('castille'),
      spy = cardOf('danemark');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [arsenal, charge, spy] } });
    giveMissions(s, { 0: NONE4, 1: [1, 8, 15, 22] });
    const bad: [CardPlay, AdvPhase][] = [
      [{ card: arsenal, build: 'castle' as 'fort', at: 'england' }, 'reinforce'],
      [{ card: arsenal, build: 'general', at: '__proto__' }, 'reinforce'],
      [{ card: charge, at: 'toString' }, 'combat'],
      [{ card: spy, player: 'constructor' as unknown as number }, 'combat'],
    ];
    const refusals = bad.map(([p, phase]) => refused(s, 0, p, phase));
    expect(refusals).toEqual([
      { code: 'cardEffect', reason: 'noTarget', card: arsenal, symbol: 'R' },
      { code: 'unknownTerritory', territory: '__proto__' }, // the conversion's own refusal
      { code: 'cardEffect', reason: 'noTarget', card: charge, symbol: 'A' },
      { code: 'cardEffect', reason: 'noTarget', card: spy, symbol: 'S' },
    ]);
  });
});
