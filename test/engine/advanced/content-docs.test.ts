// The docs list the advanced game's designed content as the data holds it (NA-EMP, NA-EFF,
// NA-MIS-1), so the page players read never drifts from what the bot plays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_EFFECTS } from '../../../src/engine/advanced/card-effects.js';
import { ADVANCED_MISSIONS, missionPoints } from '../../../src/engine/advanced/mission-cards.js';
import { RANKS } from '../../../src/engine/napoleon-missions.js';
import { advancedContentLines } from '../../../src/i18n/napoleon-advanced-content.js';

const page = readFileSync(new URL('../../../docs/rules/napoleon-advanced-cards.md', import.meta.url), 'utf8');
const flat = page.replace(/\s+/g, ' ');

describe('NA-EMP, NA-EFF: the designed content as the docs and /risk rules show it', () => {
  it('NA-EMP, NA-MIS-1: docs/rules lists every Empire mission and the points by rank as the data says', () => {
    for (const m of ADVANCED_MISSIONS.filter((x) => x.empire)) expect(flat).toContain(m.text.en);
    for (const r of RANKS) expect(flat).toMatch(new RegExp(`${missionPoints(r)} VP`));
  });

  it('NA-EFF: docs/rules lists every card kind with its symbol and text', () => {
    for (const e of CARD_EFFECTS) expect(flat).toContain(`| ${e.symbol} | ${e.text.en} |`);
  });

  it('NA-EFF, NA-EMP: the /risk rules table is headed "designed by this project" in en, fr and it', () => {
    const rank = (r: string) => r;
    expect(advancedContentLines('en', rank)[0]).toMatch(/designed by this project/);
    expect(advancedContentLines('fr', rank)[0]).toMatch(/conçus par ce projet/);
    expect(advancedContentLines('it', rank)[0]).toMatch(/ideati da questo progetto/);
    const it = advancedContentLines('it', rank);
    expect(it).toContain(`• ${CARD_EFFECTS[0].name.it} (R) — ${CARD_EFFECTS[0].text.it}`);
    expect(it.length).toBe(1 + 1 + 16 + 1 + 12);
  });
});
