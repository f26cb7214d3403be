// Risk Express auto-fill (a roll with only one choice played for the player, by the app): the
// log says so right under the move it played, before the next roll or the next player's turn.
import { afterEach, describe, expect, it } from 'vitest';
import { asExpress } from '../../src/discord/games/express/record.ts';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('Risk Express auto-fill in the log', () => {
  it('"(only one choice: filled for alice)" comes right under the move played for her, before what follows', async () => {
    const { table, service } = await tapTable(5);
    for (const line of ['alice /risk new ruleset:express', 'alice click Add AI', 'alice click Start'])
      await table.run(line);
    const texts: string[] = [];
    for (let taps = 0; taps < 2000; taps++) {
      if (asExpress((await service.get('local'))!).status === 'over') break;
      const { buttons, selects } = table.controlsFor('alice');
      const move = buttons.find((b) => !/^(Expected values|Auto-fill)/.test(b.label));
      const line = selects.length ? `alice pick ${selects[0].options[0].value}` : `alice click ${move!.label}`;
      for (const o of await table.run(line)) texts.push(o.text);
    }
    const note = /\(only one choice: filled for 🟨 alice\)/;
    const filled = texts.filter((t) => note.test(t));
    expect(filled.length).toBeGreaterThan(0);
    let checked = 0;
    for (const text of filled) {
      const lines = text.split('\n');
      const at = lines.findIndex((l, i) => note.test(l) && lines[i - 1]?.startsWith('• '));
      if (at < 0) continue; // the panel shows the last lines of the log: the move above was cut off
      checked++;
      // The line above is the move played for her (a line filled, a die set aside), not the
      // roll after it nor the next player's turn.
      expect(lines[at - 1], text).toMatch(/^• 🟨 alice (fills|sets a)/);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
