// Issue 26: My map (a seat's page) lists the player's secrets once — the ranked missions are not
// repeated by the goal's lines — and a mission's progress says something: a one-condition
// mission gets no "Progress 0/1", a mission of several says how many of its conditions hold.
import { afterEach, describe, expect, it } from 'vitest';
import { seatPayload } from '../../src/web/payload.ts';
import { closeTables, openedTable } from '../local/tap-table.ts';

afterEach(closeTables);

const myLines = async (ruleset: string) => {
  const t = await openedTable(6, [
    `alice /risk new ruleset:${ruleset}`,
    'alice click Add AI',
    'alice click Add AI',
    'alice click Start',
  ]);
  const p = seatPayload((await t.service.get('local'))!, [], 0);
  return p?.kind === 'map' ? p.me!.lines : [];
};

/** A mission's words without the box or mark before them. */
const bare = (l: string) => l.replace(/^(\[[ x]\]|✅|▫️)\s*/u, '');

describe('My map: the secrets in words', () => {
  it('napoleon-missions: each of the four ranked missions once', async () => {
    const lines = await myLines('napoleon-missions');
    const missions = lines.filter((l) => /^(\[[ x]\]|✅|▫️)/u.test(l)).map(bare);
    expect(missions).toHaveLength(4);
    expect(new Set(missions).size).toBe(4);
  });

  it('napoleon-advanced: no "Progress 0/1"; a mission of several conditions counts them', async () => {
    const lines = await myLines('napoleon-advanced');
    expect(lines.join('\n')).not.toMatch(/Progress: \d+\/1\b/);
    // The Caporal's mission here has two (a sea to control, a territory to hold).
    expect(lines.filter((l) => /^▫️ Caporal: .+ — 0 of 2 conditions met$/u.test(l))).toHaveLength(1);
  });
});
