// napoleon-teams in the command layer: the lobby says who plays with whom (NT-*: seats alternate).
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('napoleon-teams lobby (local table)', () => {
  it('NT-1 lobby: the seats show their team, alternately, with a line saying how teams are seated', async () => {
    const { table } = await tapTable(1);
    await table.run('alice /risk new ruleset:napoleon-teams');
    await table.run('bob@fr /risk join');
    const out = await table.run('alice click Add AI');
    const lobby = out.find((o) => o.kind === 'edit')!.text.split('\n');
    expect(lobby).toContain('1. 🟨 @alice — Team A');
    expect(lobby).toContain('2. 🟥 @bob — Team B');
    expect(lobby.find((l) => l.startsWith('3. '))).toMatch(/🤖 .* — Team A$/);
    expect(lobby).toContain('4. ⬛ (empty) — Team B');
    expect(lobby).toContain('Two teams, seated alternately: odd seats against even seats.');
  });

  it('a lobby without teams names none', async () => {
    const { table } = await tapTable(1);
    const out = await table.run('alice /risk new ruleset:napoleon');
    const lobby = out.find((o) => o.kind === 'channel')!.text;
    expect(lobby).toMatch(/1\. 🟨 @alice/);
    expect(lobby).not.toMatch(/Team [AB]/);
  });
});
