// Issue 26: "The game starts!" says the secrets were sent by DM only when they were — a game
// whose players hold nothing secret at the start (classic, capitals before the HQs, the campaign)
// does not send players looking for a DM that never came.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

describe('the start line and the secrets sent by DM', () => {
  for (const [ruleset, ais, secrets] of [
    ['classic', 2, false],
    ['capitals', 2, false],
    ['napoleon-campaign', 1, false],
    ['napoleon-duel', 1, false],
    ['napoleon-teams', 3, false],
    ['missions', 2, true],
    ['risiko', 2, true],
    ['napoleon-missions', 2, true],
    ['napoleon-advanced', 2, true],
  ] as const) {
    it(`${ruleset}: ${secrets ? 'says the secrets were sent, and they were' : 'says nothing of secrets, and no DM came'}`, async () => {
      const t = await openedTable(5, [`alice /risk new ruleset:${ruleset}`, ...Array(ais).fill('alice click Add AI')]);
      const out = await t.table.run('alice click Start');
      const started = out.find((o) => o.text.includes('**The game starts!**'))!.text;
      const dms = out.filter((o) => o.kind === 'dm' && o.to === 'alice');
      expect(dms.length > 0).toBe(secrets);
      if (secrets) expect(started).toContain('Secrets were sent by DM (or use My secrets).');
      else expect(started).not.toMatch(/Secrets|DM/);
    });
  }
});
