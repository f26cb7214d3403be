// Bad input to the campaign's own actions: refused with a coded reason, the state unchanged, in
// every phase of the turn; each refusal reads in en/fr/it and names what is legal.
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../../src/engine/errors.js';
import type { Action } from '../../../src/engine/types.js';
import { cat, type Namer } from '../../../src/i18n/catalogue.js';
import { refuse } from '../helpers.js';
import { campaignGame, turnOf, who } from './helpers.js';

const namer: Namer = { t: (id) => `<${id}>`, p: (id) => `P${id}`, list: (xs) => xs.join(', ') };
const say = (e: RuleError, locale: 'en' | 'fr' | 'it') =>
  cat(locale).errors[e.code](e as never, namer as never) as string;

describe('napoleon-campaign: refusals', () => {
  it('malformed or impossible campaign actions are refused in every phase and change nothing', () => {
    const s = campaignGame();
    const w = who(s);
    const bad = [
      { type: 'allyManoeuvre', independent: w.austria, from: 'nowhere', to: 'hongrie', count: 1 },
      { type: 'allyManoeuvre', independent: 'x', from: 'hongrie', to: 'nowhere', count: 1.5 },
      { type: 'annex', territory: 'nowhere', card: null },
      { type: 'annex', territory: { a: 1 }, card: 'x' },
      { type: 'allyCard', card: 999, to: 'nowhere' },
      { type: 'reinforceAlly', independent: 99 },
      { type: 'reinforceAlly', independent: -1 },
      { type: 'influence', independent: w.yellow, card: 1 },
      { type: 'placeNeutral', territory: 'nowhere', count: 1 },
    ] as unknown as Action[];
    for (const phase of ['reinforce', 'attack', 'fortify'] as const) {
      const t = turnOf(structuredClone(s), w.england, phase);
      for (const a of bad) expect(refuse(t, w.england, a).code).toBeTruthy();
      // the other seat is not playing
      expect(refuse(t, w.france, { type: 'annex', territory: 'hongrie', card: null }).code).toBe('notYourTurn');
    }
  });

  it('an annexation refused says which territories may be annexed, in en, fr and it', () => {
    const s = turnOf(campaignGame(), 1, 'fortify');
    const w = who(s);
    s.turn.player = w.england;
    const e = refuse(s, w.england, { type: 'annex', territory: 'ile_de_france', card: null });
    expect(e).toMatchObject({ code: 'campaign', reason: 'annexTarget' });
    for (const locale of ['en', 'fr', 'it'] as const) {
      const text = say(e, locale);
      expect(text).toContain('<ile_de_france>');
      expect(text).toContain('<hongrie>');
    }
  });
});
