// napoleon-teams in the command layer: the lobby says who plays with whom (NT-*: seats alternate),
// and My secrets shows the team's shared hand to team-mates only (NT-4).
import { afterEach, describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/discord/games/map/record.ts';
import { cardLabel, secretsText } from '../../src/discord/present.ts';
import { newGame } from '../../src/engine/setup.ts';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('napoleon-teams lobby (local table)', () => {
  it('NT-1 lobby: the seats show their team and its colours (warm against cool), alternately, with a line saying how teams are seated', async () => {
    const { table } = await tapTable(1);
    await table.run('alice /risk new ruleset:napoleon-teams');
    await table.run('bob@fr /risk join');
    const out = await table.run('alice click Add AI');
    const lobby = out.find((o) => o.kind === 'edit')!.text.split('\n');
    expect(lobby).toContain('1. 🟥 @alice — Team A');
    expect(lobby).toContain('2. 🟦 @bob — Team B');
    expect(lobby.find((l) => l.startsWith('3. '))).toMatch(/^3\. 🟨 🤖 .* — Team A$/);
    expect(lobby).toContain('4. 🟩 (empty) — Team B');
    expect(lobby).toContain('Two teams, seated alternately: odd seats against even seats.');
    // The game started plays the colours the lobby showed.
    await table.run('alice click Add AI');
    await table.run('alice click Start');
    const view = (await table.view()) as { players: { colour: string }[] };
    expect(view.players.map((p) => p.colour)).toEqual(['red', 'blue', 'yellow', 'green']);
  });

  it('a lobby without teams names none', async () => {
    const { table } = await tapTable(1);
    const out = await table.run('alice /risk new ruleset:napoleon');
    const lobby = out.find((o) => o.kind === 'channel')!.text;
    expect(lobby).toMatch(/1\. 🟨 @alice/);
    expect(lobby).not.toMatch(/Team [AB]/);
  });
});

describe('napoleon-teams secrets', () => {
  it("NT-4: My secrets shows the team's hand to a team-mate of its holder, never to the other team", () => {
    const g = newGame(
      {
        ruleset: 'napoleon-teams',
        seed: 3,
        seats: ['a', 'b', 'c', 'd'].map((name) => ({ name })),
        options: { setup: 'auto' },
      },
      { now: 0 },
    );
    if (!g.ok) throw new Error(g.error.code);
    const s = g.value.state;
    // seat 0 holds the team's hand (three cards off the deck)
    s.players[0].hand = s.deck.splice(0, 3);
    const r = {
      ruleset: 'napoleon-teams',
      state: s,
      seats: s.players.map((p) => ({ name: p.name })),
    } as unknown as MapRecord;
    const labels = s.players[0].hand.map((k) => cardLabel(r, k, 'en'));
    expect(secretsText(r, 2, 'en')).toContain(`Your team’s cards: ${labels.join(', ')}`);
    for (const other of [1, 3]) for (const l of labels) expect(secretsText(r, other, 'en')).not.toContain(l);
    // the holder sees the same line, once: the team's one hand, never "Cards: none."
    expect(secretsText(r, 0, 'en')).toContain(`Your team’s cards: ${labels.join(', ')}`);
    for (const who of [0, 2]) {
      expect(secretsText(r, who, 'en')).not.toMatch(/^Cards:/m);
      expect(secretsText(r, who, 'en').match(/team’s cards/g)).toHaveLength(1);
    }
    // a team without cards says so in the same words
    expect(secretsText(r, 1, 'en')).toContain('Your team’s cards: none.');
  });
});
