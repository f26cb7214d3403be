// Issue 26: titles and headers name the game as /risk rules does ("Risk Napoléon: advanced
// game"), never by its ruleset id ("napoleon-advanced"): the lobby, the start, the panel's
// header, /risk status, /risk games and the result — in the reader's language.
import { afterEach, describe, expect, it } from 'vitest';
import { indexSeats } from '../../src/discord/records/my-games.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

/** An id (or its capitals) outside the backticks /risk rules quotes it in (`napoleon-advanced`). */
const bareId = (id: string) => new RegExp(`(?<![\`\\w])(${id}|${id.toUpperCase()})(?![\`\\w-])`);

describe('ruleset display names in titles and headers', () => {
  for (const [ruleset, name, fr, extra] of [
    ['napoleon-advanced', 'Risk Napoléon: advanced game', 'Risk Napoléon : règles avancées', ['alice click Add AI']],
    ['napoleon-campaign', 'Risk Napoléon: the 1796 campaign', 'Risk Napoléon : la campagne de 1796', []],
    ['classic', 'Classic Risk', 'Risk classique', []],
  ] as const) {
    it(`${ruleset}: "${name}" in the lobby, the panel, /risk status and /risk games`, async () => {
      const t = await openedTable(3, [`alice /risk new ruleset:${ruleset}`]);
      const lobby = (await t.table.run('alice click Add AI')).find((o) => o.kind === 'edit')!;
      expect(lobby.text).toContain(`**New game: ${name}** (host @alice)`);
      const out = [];
      for (const line of [...extra, 'alice click Start', 'alice /risk status']) out.push(...(await t.table.run(line)));
      // /risk games reads the players' index (the store hook writes it on Discord).
      await indexSeats(t.store, (await t.service.get('local'))!);
      out.push(...(await t.table.run('alice /risk games')));
      const texts = out.map((o) => o.text);
      expect(texts.filter((x) => bareId(ruleset).test(x))).toEqual([]);
      const panel = out.filter((o) => o.kind === 'channel').at(-1)!.text;
      expect(panel).toContain(`**${name}** · round 1`);
      expect(texts.some((x) => x.startsWith(`**${name}** — round 1`))).toBe(true);
      expect(texts.some((x) => x.includes(`• ${name} — `))).toBe(true);
      const status = await t.table.run('alice@fr /risk status');
      expect(status[0].text.startsWith(`**${fr}** — tour 1`)).toBe(true);
    });
  }
});
