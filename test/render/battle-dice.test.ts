// The battle close-up with the dice's modifiers (NA-GEN-1, NA-FORT-1, NA-NAV-4, NA-EFF): each die
// as cast, its bonus beside it and what gave it under it, both sides in one row on a phone.
import { describe, expect, it } from 'vitest';
import type { Canvas } from '@napi-rs/canvas';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { battleDiceOf, diceLayout, drawBattleView } from '../../src/render/battle.js';
import { addAdmirals, addShips } from '../../src/engine/board-units.js';
import { styleOf } from '../../src/render/territories.js';
import { act, ofType } from '../engine/helpers.js';
import { advanced, fortifiedAttack } from '../engine/advanced/helpers.js';

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** Pixels of `colour` in the rows y0..y1 of `canvas`. */
function count(canvas: Canvas, colour: string, y0: number, y1: number, tol = 10): number {
  const want = hex(colour);
  const data = canvas.getContext('2d').getImageData(0, y0, canvas.width, y1 - y0).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i + 3] > 250 && want.every((v, j) => Math.abs(data[i + j] - v) <= tol)) n++;
  return n;
}

/** The roll of `fortifiedAttack` and the public view after it. */
function fortifiedView() {
  const { state, roll } = fortifiedAttack();
  return { view: viewFor(state, null), roll };
}

describe('the battle close-up with modifiers', () => {
  it('NA-FORT-1: the dice are drawn as cast with their bonus and its sources (two generals and the fort on the defender’s highest)', () => {
    const { roll } = fortifiedView();
    expect(battleDiceOf(roll)).toEqual({
      attack: [6, 4, 3],
      defence: [5, 4],
      attackBonus: [1, 1, 0],
      defenceBonus: [2, 1],
      attackSources: [['general'], ['general'], []],
      defenceSources: [['general', 'fort'], ['general']],
    });
    // Without the detail (a classic roll) the values that counted are drawn as they are.
    expect(battleDiceOf({ attack: [6, 2], defence: [3] })).toEqual({ attack: [6, 2], defence: [3] });
  });

  it('bonuses on both sides still fit one row at 480 px: the attacker’s dice end well before the defender’s begin', () => {
    const { roll } = fortifiedView();
    const lay = diceLayout(battleDiceOf(roll), 480, 72);
    const bonusWidth = lay.size * 0.95; // the "+2" after the defender's last bonused die
    expect(Math.max(...lay.attack) + lay.size / 2).toBeLessThan(Math.min(...lay.defence) - lay.size / 2);
    expect(Math.min(...lay.attack) - lay.size / 2).toBeGreaterThanOrEqual(0);
    expect(Math.max(...lay.defence) + lay.size / 2 + bonusWidth).toBeLessThanOrEqual(480);
    expect(lay.size).toBeGreaterThan(30); // still a die a thumb can read at 400 px
  });

  it('NA-GEN-1: the row under the dice shows the generals’ hats in the bonus colour and the fort’s tower; a roll without sources has no such row', () => {
    const { view, roll } = fortifiedView();
    const europe = getMap('europe-1811');
    const W = 480,
      H = 360;
    const withSources = drawBattleView(view, europe, { dice: battleDiceOf(roll) })!;
    const plain = drawBattleView(view, europe, { dice: { attack: roll.attack, defence: roll.defence } })!;
    // The caption is 14 % of the height; the dice row a fifth; the icon row a tenth above the caption.
    const caption = Math.round(H * 0.14),
      row = Math.round(H * 0.2),
      icons = Math.round(H * 0.1);
    const iconTop = H - caption - icons - Math.round(row * 0.15),
      iconBottom = H - caption;
    expect(count(withSources, '#ffe27a', iconTop, iconBottom)).toBeGreaterThan(4 * 40); // four hats
    // one tower (the ivory dice's anti-aliased edges have a few pixels of its grey too)
    const towerGrey = count(withSources, '#b9b2a3', iconTop, iconBottom);
    expect(towerGrey).toBeGreaterThan(count(plain, '#b9b2a3', H - caption - row, H) + 60);
    expect(count(plain, '#ffe27a', 0, H)).toBe(0); // no bonus, no "+1", no hat
    expect([withSources.width, withSources.height]).toEqual([W, H]);
  });

  it('NA-NAV-4: a naval combat’s close-up frames its zones, each fleet a badge in its owner’s colour, the anchors under the raised dice; no such zone, no picture', () => {
    const s = advanced({ board: { england: [0, 5], hollande_belgique: [1, 4] }, phase: 'attack' });
    addShips(s, 'mediterranee_occidentale', 0, 5);
    addAdmirals(s, 'mediterranee_occidentale', 0, 1);
    addShips(s, 'mer_adriatique', 1, 3);
    addAdmirals(s, 'mer_adriatique', 1, 1);
    const r = act(s, 0, { type: 'sail', from: 'mediterranee_occidentale', to: 'mer_adriatique', ships: 4 });
    const e = ofType(r.events, 'seaBattleRolled').at(-1)!;
    const view = viewFor(r.state, null);
    const europe = getMap('europe-1811');
    const sea = { zone: e.zone, from: e.from, attacker: 0, defender: 1, attackerLost: 1, defenderLost: 3 };
    const c = drawBattleView(view, europe, { dice: battleDiceOf(e), sea })!;
    const H = 360,
      caption = Math.round(H * 0.14),
      icons = Math.round(H * 0.1),
      row = Math.round(H * 0.2);
    const mapBand = H - caption - icons - row;
    // Both fleets' badges: the attacker's and the defender's badge colours in the map band (the
    // badge's full colour, not the land's lighter fill: the frame need not show either's land).
    for (const p of [0, 1]) expect(count(c, styleOf(view, p).badge, 0, mapBand)).toBeGreaterThan(150);
    // An anchor under each side's raised die.
    expect(count(c, '#ffe27a', H - caption - icons - Math.round(row * 0.15), H - caption)).toBeGreaterThan(2 * 40);
    expect(drawBattleView(view, europe, { dice: battleDiceOf(e), sea: { ...sea, zone: 'nowhere' } })).toBeNull();
  });
});
