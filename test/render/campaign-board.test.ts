// The 1796 campaign on the board (napoleon-campaign, NC-*): the calendar year in the band's title,
// each seat's side and each independent's side under its name, the VP of the two seats only, and
// the objectives of both sides under the legend — what a player reads off the image.
import { describe, expect, it } from 'vitest';
import { getMap } from '../../src/engine/maps.js';
import { newGame } from '../../src/engine/setup.js';
import { viewFor, type PublicView } from '../../src/engine/view.js';
import { BAND, bandLayout } from '../../src/render/band.js';
import { drawBoard, layoutFor } from '../../src/render/board.js';
import { objectiveLines } from '../../src/render/campaign.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { playerStats } from '../../src/render/band-stats.js';
import { roundText } from '../../src/render/legend.js';
import { renderBoard } from '../../src/render/index.js';

const europe = getMap('europe-1811');
const g = loadGeometry('europe-1811');

function startView(side: 'france' | 'england' = 'france'): PublicView {
  const created = newGame(
    {
      ruleset: 'napoleon-campaign',
      seed: 3,
      seats: [{ name: 'alice' }, { name: 'bob' }],
      options: { campaignSide: side },
    },
    { now: 0 },
  );
  if (!created.ok) throw new Error(created.error.code);
  return viewFor(created.value.state, null);
}

const tagsOf = (view: PublicView, locale: 'en' | 'fr' | 'it' = 'en') =>
  Object.fromEntries(
    bandLayout(view, locale)
      .columns.flat()
      .map((e) => [e.player.id, e.tags]),
  );

describe('the campaign board (NC-*)', () => {
  it('NC-TURN-3: the band says the calendar year with the round, and the final scoring’s year after round 8', () => {
    const view = startView();
    expect(roundText(view, 'en')).toBe('1796 (round 1 of 8)');
    expect(roundText(view, 'fr')).toBe('1796 (tour 1 sur 8)');
    const c = view.campaign!;
    expect(roundText({ ...view, campaign: { ...c, round: 2, year: 1798 } }, 'it')).toBe('1798 (turno 2 di 8)');
    expect(roundText({ ...view, campaign: { ...c, round: 9, year: 1812 } }, 'en')).toBe('1812: final scoring');
  });

  it('NC-SET-2: each seat is tagged with its side, Austria and Prussia with England’s player, Russia neutral', () => {
    const view = startView('england'); // the first seat (alice) plays England
    const c = view.campaign!;
    expect(c.sides).toEqual({ france: 1, england: 0 });
    const tags = tagsOf(view);
    expect(tags[0]).toEqual(['England']);
    expect(tags[1]).toEqual(['France']);
    const power = (p: string) => c.powers.find((x) => x.power === p)!.id;
    expect(tags[power('austria')]).toEqual(['🤝 alice']);
    expect(tags[power('prussia')]).toEqual(['🤝 alice']);
    expect(tags[power('russia')]).toEqual(['neutral']);
    expect(tagsOf(view, 'fr')[power('russia')]).toEqual(['neutre']);
    expect(tagsOf(view, 'fr')[1]).toEqual(['France']);
    expect(tagsOf(view, 'it')[0]).toEqual(['Inghilterra']);
  });

  it('NC-VP-1: only the two seats show victory points in the band', () => {
    const view = startView();
    const c = view.campaign!;
    expect(playerStats(view, view.players[0], 'en', false)).toMatch(/^\d+ VP · /);
    for (const x of [...c.powers.map((p) => p.id), c.neutral])
      expect(playerStats(view, view.players[x], 'en', false)).not.toContain('VP');
  });

  it('NC-VP-3: the objectives under the band: each side’s first invasions, made ones ticked, closed ones in brackets', () => {
    const view = startView();
    const c = view.campaign!;
    const lines = objectiveLines(view, europe, 'en');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('capital 1');
    expect(lines[0]).toContain('1 per ally');
    // France: Égypte before 1809 (rounds 1–7), England 10, the English allies' capitals open, Russia's not (neutral).
    expect(lines[1]).toBe(
      'France: Egypt 5 (before 1809) · England 10 · Austria’s capital 5 · Prussia’s capital 5 · (Russia’s capital 10)',
    );
    // England: Paris 10; the capitals pay only while that power is France's ally (none at the start).
    expect(lines[2]).toBe(
      'England: Île-de-France 10 · (Austria’s capital 5) · (Prussia’s capital 5) · (Russia’s capital 10)',
    );
    const france = c.sides.france;
    const done = {
      ...view,
      campaign: {
        ...c,
        objectives: {
          ...c.objectives,
          [france]: {
            ...c.objectives[france],
            invasion: c.objectives[france].invasion.map((x) =>
              x.territory === 'egypte' ? { ...x, done: true, open: false } : x,
            ),
          },
        },
      },
    };
    expect(objectiveLines(done, europe, 'en')[1]).toMatch(/^France: Egypt ✓ · England 10/);
    expect(objectiveLines(view, europe, 'fr')[1]).toContain('Égypte 5 (avant 1809)');
  });

  it('draws the objectives in three more rows at full size and at 400 px, and encodes both', async () => {
    const view = startView();
    const plain = { ...view, campaign: undefined };
    for (const width of [1000, 400]) {
      const fontPx = Math.max(12, width * 0.023);
      const grow = layoutFor(g, view, width).height - layoutFor(g, plain, width).height;
      // Three lines of objectives (the sides and allies after the names are in both).
      expect(grow).toBeGreaterThanOrEqual(Math.floor(3 * BAND.line * fontPx) - 1);
      const { canvas } = drawBoard(view, europe, { width });
      expect(canvas.width).toBe(width);
      const png = await renderBoard(view, europe, { width, format: 'png8' });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
