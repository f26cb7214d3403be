// Issue 26: My map (a seat's page) lists the player's secrets once — the ranked missions are not
// repeated by the goal's lines — and a mission's progress says something: each of its conditions
// counted ("Sea zones 0/1 ✘ · Territories 9/14 ✘"), for the owner only.
import { afterEach, describe, expect, it } from 'vitest';
import { publicPayload, seatPayload } from '../../src/web/payload.ts';
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

  it('napoleon-advanced: each mission once, with each of its conditions counted (no "Progress 0/1")', async () => {
    const lines = await myLines('napoleon-advanced');
    expect(lines.join('\n')).not.toMatch(/Progress: \d+\/1\b|conditions met/);
    // The Caporal's mission here has two (a sea to control, a territory to hold).
    expect(lines.filter((l) => /^▫️ Caporal: .+ — Sea zones 0\/1 ✘ · .+ \d\/\d ✘$/u.test(l))).toHaveLength(1);
  });

  it('napoleon-missions: each open mission with its conditions counted', async () => {
    const lines = await myLines('napoleon-missions');
    const missions = lines.filter((l) => /^(\[[ x]\]|✅|▫️)/u.test(l));
    for (const l of missions) expect(l).toMatch(/ — .+ \d+\/\d+ [✔✘]( · .+ \d+\/\d+ [✔✘])*$/u);
  });

  it('missions: the mission’s parts counted on the owner’s page only, never on another seat’s or the public one', async () => {
    const t = await openedTable(6, [
      'alice /risk new ruleset:missions',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
    ]);
    const r = (await t.service.get('local'))!;
    const mine = seatPayload(r, [], 0);
    const lines = mine?.kind === 'map' ? mine.me!.lines : [];
    const progress = lines.filter((l) => /\d+\/\d+ [✔✘]|territor(y|ies) left/u.test(l));
    expect(progress).toHaveLength(1);
    for (const seat of [1, 2]) expect(JSON.stringify(seatPayload(r, [], seat))).not.toContain(progress[0]);
    expect(JSON.stringify(publicPayload(r, []))).not.toContain(progress[0]);
  });
});
