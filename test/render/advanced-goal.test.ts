// The advanced game's goal image (NA-MIS, NA-EMP): the owner's missions with their progress on
// their private board, and nothing of them on any public one.
import { describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/discord/games/map/record.js';
import { advancedProgress } from '../../src/discord/present/progress.js';
import { goalOverlay } from '../../src/discord/present/secrets.js';
import { ADVANCED_MISSIONS, advancedMissionById, advancedRankOf } from '../../src/engine/advanced/mission-cards.js';
import { napoleonMessages } from '../../src/i18n/napoleon.js';
import { advMissionsFor } from '../../src/engine/ext.js';
import { getMap } from '../../src/engine/maps.js';
import type { GameState } from '../../src/engine/types.js';
import { viewFor } from '../../src/engine/view.js';
import { wrapGoalRows } from '../../src/render/band.js';
import { renderBoard, renderPrivate } from '../../src/render/index.js';
import { sampleState } from '../../src/render/samples.js';

const europe = getMap('europe-1811');
const state = sampleState('napoleon-advanced', 3, 31, (s) => s.turn.round >= 2 && s.phase.kind === 'reinforce');
const recordOf = (s: GameState) =>
  ({ ruleset: 'napoleon-advanced', locale: 'en', seats: [], state: s }) as unknown as MapRecord;

describe('the advanced game’s goal image', () => {
  it('NA-MIS: the owner’s image lists each mission they hold, ranked or Empire, with how far they are with each of its conditions', () => {
    for (const p of [0, 1, 2]) {
      const held = advMissionsFor(state, p)!.held.filter((id) => id >= 0);
      expect(held.length).toBeGreaterThan(0);
      const o = goalOverlay(recordOf(state), p, 'en')!;
      expect(o.title).toBe('Your missions');
      expect(o.lines).toHaveLength(held.length);
      held.forEach((id, i) => {
        const m = advancedMissionById(id);
        // Issue 26: each condition counted ("Capitals 2/3 ✘"), never "Progress: 0/1".
        expect(o.lines![i]).toBe(
          `[ ] ${napoleonMessages.en.rank[m.rank]}: ${m.text.en} — ${advancedProgress(state, p, id, 'en')}`,
        );
        expect(o.lines![i].split(' — ').at(-1)!.split(' · ')).toHaveLength(m.conditions.length);
      });
    }
    const fr = goalOverlay(recordOf(state), 0, 'fr')!;
    expect(fr.title).toBe('Vos missions');
    for (const l of fr.lines!) expect(l).toMatch(/ — .+ \d+\/\d+ [✔✘]$/u);
  });

  it('NA-MIS: the land an open mission names (an empire, the capitals) is outlined; a mission scored leaves the image', () => {
    const s = structuredClone(state);
    const mine = advMissionsFor(s, 0)!;
    // alice's mission of some rank is one that names a whole empire.
    const named = ADVANCED_MISSIONS.find((m) => m.conditions.some((c) => c.kind === 'empire'))!;
    const rank = advancedRankOf(named.id);
    mine.held[rank] = named.id;
    const c = named.conditions.find((x) => x.kind === 'empire')!;
    const empire = europe.continents.find((e) => c.kind === 'empire' && e.id === c.empire)!;
    const o = goalOverlay(recordOf(s), 0, 'en')!;
    for (const t of empire.territories) expect(o.highlight).toContain(t);
    expect(o.lines!.filter((l) => l.includes(named.text.en))).toHaveLength(1);
    // Every mission scored (none left to draw): no goal image at all.
    mine.held = mine.held.map(() => -1);
    expect(goalOverlay(recordOf(s), 0, 'en')).toBeNull();
  });

  it('NA-MIS secrets: no public image shows a player’s missions — the public board is the same whatever they hold; their own differs', async () => {
    const other = structuredClone(state);
    const slice = other.ext.advMissions!;
    // alice holds other missions of the same ranks (taken from the piles).
    slice.players[0].held = slice.players[0].held.map((id, rank) => slice.piles[rank].pop() ?? id);
    expect(slice.players[0].held).not.toEqual(advMissionsFor(state, 0)!.held);
    const options = { format: 'png8' as const, roundLimit: 5 };
    const [a, b] = await Promise.all([
      renderBoard(viewFor(state, null), europe, options),
      renderBoard(viewFor(other, null), europe, options),
    ]);
    expect(a.equals(b)).toBe(true);
    const [mine, theirs] = await Promise.all([
      renderPrivate(viewFor(state, null), europe, goalOverlay(recordOf(state), 0, 'en')!, options),
      renderPrivate(viewFor(other, null), europe, goalOverlay(recordOf(other), 0, 'en')!, options),
    ]);
    expect(mine.equals(theirs)).toBe(false);
    expect(mine.equals(a)).toBe(false);
  });

  it('a mission too long for one line wraps under itself, whole, in the band', () => {
    const long = `[ ] Empereur: ${'Hold the whole of the French Empire and two capitals '.repeat(3)}— Progress: 1/3`;
    const rows = wrapGoalRows(['Your missions', long, '[ ] Caporal: short'], { width: 1000, fontPx: 23 });
    expect(rows[0]).toBe('Your missions');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.at(-1)).toBe('[ ] Caporal: short');
    const middle = rows.slice(1, -1);
    expect(middle.slice(1).every((r) => r.startsWith('   '))).toBe(true);
    expect(middle.map((r) => r.trim()).join(' ')).toBe(long);
  });
});
