// Issue 26's small slips in words: "2 to 2 players", "(1 armies)", and one number format in a
// line ("lost 1764 armies …, 1,770.1 on average").
import { describe, expect, it } from 'vitest';
import { rulesText } from '../../src/discord/present.ts';
import { campaignEventLine } from '../../src/discord/present/campaign.ts';
import type { Namer } from '../../src/i18n/catalogue.ts';
import { cat } from '../../src/i18n/catalogue.ts';
import { campaignPanel } from '../../src/i18n/panel-campaign.ts';
import { duelMessages } from '../../src/i18n/napoleon-duel.ts';
import type { Locale } from '../../src/i18n/names.ts';

const namer: Namer = { t: (id) => id, p: (id) => `P${id}`, list: (xs) => xs.join(', ') };

describe('small slips in words', () => {
  it('/risk rules: a game for exactly two says "2 players", not "2 to 2 players"', () => {
    for (const ruleset of ['napoleon-duel', 'napoleon-campaign'] as const) {
      expect(rulesText(ruleset, {}, 'en')).toContain('2 players.');
      expect(rulesText(ruleset, {}, 'en')).not.toMatch(/2 to 2/);
      expect(rulesText(ruleset, {}, 'fr')).toContain('2 joueurs.');
      expect(rulesText(ruleset, {}, 'it')).toContain('2 giocatori.');
    }
    expect(rulesText('classic', {}, 'en')).toContain('2 to 6 players.');
  });

  it('NC-ANX, NC-REI, NC-ALLY-3: the campaign’s lines agree in number in each language', () => {
    const annex = (armies: number, locale: Locale) =>
      campaignEventLine(
        { type: 'campaignAnnexed', player: 0, from: 2, territory: 'saxe', armies, card: 1 },
        namer,
        locale,
      );
    expect(annex(1, 'en')).toBe('📜 P0 annexes saxe (1 army) for a card.');
    expect(annex(2, 'en')).toBe('📜 P0 annexes saxe (2 armies) for a card.');
    expect(annex(1, 'fr')).toContain('(1 armée)');
    expect(annex(0, 'fr')).toContain('(0 armée)');
    expect(annex(1, 'it')).toContain('(1 armata)');
    expect(annex(3, 'it')).toContain('(3 armate)');
    const raised = campaignEventLine(
      { type: 'campaignAllyReinforced', player: 0, independent: 2, armies: 1 },
      namer,
      'en',
    );
    expect(raised).toBe('➕ P0 raises 1 army for their ally P2.');
    const bought = campaignEventLine(
      { type: 'campaignAllyBought', player: 0, independent: 2, card: 3, capital: 'vienne', to: 'vienne', armies: 1 },
      namer,
      'it',
    );
    expect(bought).toContain('1 armata');
    // The annexation's prompts too.
    expect(campaignPanel('en').prompt.annexAlly('Saxony', 'Prussia', 1)).toMatch(
      /^Annex Saxony\? Its army becomes yours/,
    );
    expect(campaignPanel('en').prompt.annexAlly('Saxony', 'Prussia', 3)).toMatch(/Its 3 armies become yours/);
    expect(campaignPanel('en').prompt.annexNeutral('Saxony', 1)).toContain('(1 army becomes yours)');
    expect(campaignPanel('fr').prompt.annexNeutral('Saxe', 1)).toContain('(1 armée devient la vôtre)');
    expect(campaignPanel('it').prompt.annexAlly('Sassonia', 'Prussia', 1)).toContain('La sua armata diventa tua');
  });

  it('the dice luck line writes both numbers in the reader’s format', () => {
    expect(cat('en').ui.endLuck('alice', 1764, 1770.1)).toBe(
      '🎲 alice lost 1,764 armies in battle (1,770.1 on average for the same rolls).',
    );
    expect(cat('fr').ui.endLuck('alice', 1764, 1770.1)).toContain(`${(1764).toLocaleString('fr')} armées`);
    expect(cat('fr').ui.endLuck('alice', 1764, 1770.1)).toContain(`${(1770.1).toLocaleString('fr')} en moyenne`);
    // Italian groups from five digits on: 1764 and 1770,1, in one format all the same.
    expect(cat('it').ui.endLuck('alice', 1764, 1770.1)).toContain('1764 armate in battaglia (1770,1 in media');
    expect(cat('it').ui.endLuck('alice', 17640, 17701.5)).toContain('17.640 armate in battaglia (17.701,5 in media');
  });

  it('an ally reinforced by a die of 1 gets "1 Armee" / "1 ejército", not the plural (German and Spanish)', () => {
    expect(duelMessages.de.allyReinforced('A', 'B', 1)).toContain(': 1 Armee zu setzen');
    expect(duelMessages.de.allyReinforced('A', 'B', 4)).toContain(': 4 Armeen zu setzen');
    expect(duelMessages['es-ES'].allyReinforced('A', 'B', 1)).toContain(': 1 ejército que colocar');
    expect(duelMessages['es-ES'].allyReinforced('A', 'B', 4)).toContain(': 4 ejércitos que colocar');
  });
});
