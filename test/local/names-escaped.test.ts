// Names never format or link: players named like markdown play a whole game at the table, and
// no message any of them can see — panel versions, pings, logs, private replies, DMs — carries
// a working masked link, bold, heading or quote made of a name; the names still show, escaped.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { chooseTap, closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

const EVIL = ['[click me](https://evil.example/x)', '**bold**', '# Heading', '> quote'];

/** Markdown Discord would render from the raw names (an escaped character is preceded by "\"). */
function injected(text: string): string[] {
  const found: string[] = [];
  if (/(?<!\\)\[[^\]\n]*(?<!\\)\]\((?<!\\)\s*https?:/.test(text)) found.push('masked link');
  if (/https?:\/\/evil/.test(text)) found.push('bare link');
  if (/(?<!\\)\*\*bold(?<!\\)\*\*/.test(text)) found.push('bold');
  if (/^\s*#{1,3} Heading/m.test(text)) found.push('heading');
  if (/^\s*> quote/m.test(text)) found.push('quote');
  return found;
}

describe('names inject no formatting', () => {
  it('a game with players named [click me](…), **bold**, # Heading and > quote: no message renders their markdown', async () => {
    const { table, service } = await tapTable(11);
    const out: LocalOutput[] = [];
    const run = async (line: string) => {
      const o = await table.run(line);
      out.push(...o);
      expect(
        o.filter((x) => x.kind === 'error'),
        line,
      ).toEqual([]);
    };
    await run('alice /risk new ruleset:classic setup:auto');
    for (const name of EVIL) {
      await run(`"${name}" /risk join`);
      await run(`"${name}" /risk settings autopilot:true`);
    }
    await run('alice click Start');
    const rand = rng(3);
    let attacks = 0;
    let turn = '';
    for (let taps = 0; taps < 400; taps++) {
      const r = asMap((await service.get('local'))!);
      if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
      const key = `${r.state!.turn.number}`;
      if (key !== turn) [turn, attacks] = [key, 0];
      const line = chooseTap(table, 'alice', attacks, rand);
      if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
      await run(line);
      if (taps % 40 === 0) await run('alice /risk status');
    }
    // Every message version anyone saw (public panel edits included).
    expect(out.length).toBeGreaterThan(50);
    const bad = out.flatMap((o) => injected(o.text).map((what) => `${o.kind} ${o.message}: ${what}`));
    expect(bad).toEqual([]);
    const all = out.map((o) => o.text).join('\n');
    // The names are still there for people to read (escaped, so Discord shows them as typed).
    expect(all).toContain('\\[click me\\]\\(https:\\/\\/evil.example…'); // cut at 32
    expect(all).toContain('\\*\\*bold\\*\\*');
    expect(all).toContain('\\# Heading');
    expect(all).toContain('\\> quote');
  });

  it('a 200-character name is echoed cut to 32 characters', async () => {
    const { table } = await tapTable(12);
    const long = 'n'.repeat(200);
    await table.run('alice /risk new ruleset:classic setup:auto');
    const o = await table.run(`${long} /risk join`);
    const text = o.map((x) => x.text).join('\n');
    expect(text).not.toContain('n'.repeat(33));
    expect(text).toContain(`${'n'.repeat(31)}…`);
  });
});
