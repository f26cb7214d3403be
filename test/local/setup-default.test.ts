// Item 1 of the table issue: a new game defaults to the fastest fair setup its ruleset offers
// (simultaneous placement where it exists, else auto), the lobby says which mode is set, the
// host switches it with a select (the rulebook modes stay), and a single army is one tap.
import { afterEach, describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/index.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { closeTables, openedTable, tapTable } from './tap-table.ts';

afterEach(closeTables);

const lobbyOf = (out: LocalOutput[]) => out.filter((o) => o.kind === 'channel' || o.kind === 'edit').pop()!;

describe('setup mode: fast by default, switched by the host in the lobby', () => {
  for (const [ruleset, mode, phase] of [
    ['missions', 'simultaneous', 'setupSimultaneous'],
    ['risiko', 'simultaneous', 'setupSimultaneous'],
    ['napoleon', 'simultaneous', 'setupSimultaneous'],
    ['napoleon-duel', 'auto', 'reinforce'],
    ['classic', 'auto', 'reinforce'],
  ] as const) {
    it(`${ruleset}: /risk new without setup plays ${mode}, and the lobby says so`, async () => {
      const { table, service } = await tapTable(3);
      const lobby = lobbyOf(await table.run(`alice /risk new ruleset:${ruleset}`));
      expect(lobby.text).toMatch(new RegExp(`Setup: \\*\\*${mode}`));
      // The select lists the modes the ruleset offers, the fastest first, each with its pings.
      const select = lobby.selects!.find((s) => s.placeholder.startsWith('Setup mode'))!;
      expect(select.options[0]).toMatch(/^✓ |simultaneous/);
      await table.run('bob /risk join');
      await table.run('alice click Add AI');
      expect((await table.run('alice click Start')).filter((o) => o.kind === 'error')).toEqual([]);
      const r = asMap((await service.get('local'))!);
      expect(r.options.setup ?? 'auto').toBe(mode);
      expect(r.state!.phase.kind).toBe(phase);
    });
  }

  it('the host switches missions back to the rulebook deal; a non-host cannot; the game then deals', async () => {
    const { table, service } = await openedTable(5, ['alice /risk new ruleset:missions', 'bob /risk join']);
    const refused = await table.run('bob pick deal');
    expect(refused.map((o) => o.text).join('\n')).toMatch(/host/i);
    expect(asMap((await service.get('local'))!).options.setup).toBe('simultaneous');
    const out = await table.run('alice pick deal');
    const lobby = lobbyOf(out);
    expect(lobby.text).toMatch(/Setup is now deal/);
    expect(lobby.text).toMatch(
      /Setup: \*\*deal: dealt, then one army a turn \(rulebook\)\*\* \(\d+ pings before round 1\)/,
    );
    await table.run('alice click Start');
    expect(asMap((await service.get('local'))!).state!.phase.kind).toBe('setupPlace');
  });

  it('a setup turn of one army is one tap: picking the territory places it', async () => {
    const { table, service } = await openedTable(5, [
      'alice /risk new ruleset:missions setup:deal',
      'bob /risk join',
      'alice click Start',
    ]);
    const before = asMap((await service.get('local'))!);
    const who = before.state!.turn.player === 0 ? 'alice' : 'bob';
    const p = before.state!.turn.player;
    const { selects } = table.controlsFor(who);
    const menu = selects.find((s) => /Place on/.test(s.placeholder))!;
    const territory = menu.options[0].value;
    const armies = armiesOn(before.state!, territory);
    const out = await table.run(`${who} pick ${territory}`);
    expect(out.filter((o) => o.kind === 'error')).toEqual([]);
    const after = asMap((await service.get('local'))!);
    expect(armiesOn(after.state!, territory)).toBe(armies + 1);
    expect(after.state!.turn.player).not.toBe(p);
  });
});
