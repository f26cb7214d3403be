// The docs list the advanced game's designed content as the data holds it (NA-EMP, NA-EFF,
// NA-MIS-1), so the page players read never drifts from what the bot plays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_EFFECTS } from '../../../src/engine/advanced/card-effects.js';
import { ADVANCED_MISSIONS, missionPoints } from '../../../src/engine/advanced/mission-cards.js';
import { RANKS } from '../../../src/engine/napoleon-missions.js';
import { rulesText } from '../../../src/discord/present.js';

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

  it('NA-EFF, NA-EMP: /risk rules says in en, fr and it that the missions, points and card effects are designed', () => {
    const en = rulesText('napoleon-advanced', {}, 'en');
    expect(en).toContain('🛠️ Empire missions and victory points per mission are designed by this project');
    expect(en).toContain('Caporal: 2 VP · Capitaine: 3 VP · Général: 5 VP · Empereur: 8 VP');
    expect(en).toContain('Reinforcements (R) · Arsenal (R) · Contagion (R)');
    expect(rulesText('napoleon-advanced', {}, 'fr')).toMatch(/conçus par ce projet[\s\S]*Renfort \(R\)/);
    expect(rulesText('napoleon-advanced', {}, 'it')).toMatch(/ideati da questo progetto[\s\S]*Spia \(S\)/);
    expect(rulesText('napoleon', {}, 'en')).not.toContain('Empire missions');
    expect(en.length).toBeLessThanOrEqual(2000); // one Discord message
  });
});
