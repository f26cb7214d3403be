// The family registry proven by a third family living in test/: the coin game, registered at
// run time (no product list edited), played whole at the local table by taps against an AI seat.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, tapTable } from '../local/tap-table.ts';
import type { CoinState } from './game.ts';
import { registerCoin } from './presenter.ts';

afterEach(closeTables);
registerCoin();

describe('a registered third family at the local table', () => {
  it('the coin game: /risk new ruleset:coin, an AI seat, Heads/Tails taps to a winner with 3 points', async () => {
    const { table, service } = await tapTable(7);
    // Every line accepted: no error output.
    const run = (line: string) =>
      table.run(line).then((o) => {
        expect(
          o.filter((x) => x.kind === 'error').map((x) => x.text),
          line,
        ).toEqual([]);
        return o;
      });
    // The registry is the source: /risk rules asks the coin family's presenter.
    const rules = await run('alice /risk rules ruleset:coin');
    expect(rules[0]!.text).toMatch(/^\*\*Coin\*\* \(a test's family\):.*first to 3 wins/);
    const lobby = await run('alice /risk new ruleset:coin');
    expect(lobby.map((o) => o.text).join('\n')).toMatch(/New coin game/);
    await run('alice click Add AI');
    await run('alice click Start');

    let taps = 0;
    for (; taps < 100; taps++) {
      const r = (await service.get('local'))!;
      if (r.status === 'over') break;
      expect((r.state as CoinState).current, 'the AI answered at once').toBe(0);
      const labels = table.controlsFor('alice').buttons.map((b) => b.label);
      expect(labels).toEqual(['Heads', 'Tails']);
      await run(`alice click ${taps % 2 ? 'Tails' : 'Heads'}`);
    }
    const r = (await service.get('local'))!;
    const s = r.state as CoinState;
    expect(r.status).toBe('over');
    expect(s.winner).not.toBeNull();
    expect(s.scores[s.winner!]).toBe(3);
    expect(Math.max(...s.scores.filter((_, i) => i !== s.winner))).toBeLessThan(3);
    expect(taps).toBeGreaterThanOrEqual(1);
    expect(table.controlsFor('alice').buttons).toEqual([]);
    // A stored coin game reloads through the record schema (its ruleset id is a registered one).
    expect((await service.get('local'))!.ruleset).toBe('coin');
  });
});
