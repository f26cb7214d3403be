// The small things a newcomer saw (table issue, item 7), each as a player meets it at the
// local table (or its command line).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { headerLine } from '../../src/discord/panel/text.ts';
import { describeEvents } from '../../src/discord/present/events.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { scenario } from '../engine/helpers.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const texts = (out: LocalOutput[]) => out.map((o) => o.text).join('\n');

describe('setup', () => {
  it('claim setup: no "(0)" after free territories, no false "no longer held", round 1 not 0', async () => {
    const { table, service } = await openedTable(6, [
      'alice /risk new ruleset:classic setup:claim',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ]);
    const seen: LocalOutput[] = [];
    for (let i = 0; i < 12; i++) {
      const r = asMap((await service.get('local'))!);
      const who = ['alice', 'bob', 'carol'][r.state!.turn.player];
      const { selects } = table.controlsFor(who);
      expect(selects.flatMap((s) => s.options.map((o) => o.label)).filter((l) => /\(0\)$/.test(l))).toEqual([]);
      seen.push(...(await table.run(`${who} pick ${selects[0].options[0].value}`)));
    }
    const all = texts(seen);
    expect(all).not.toMatch(/no longer held/);
    expect(all).not.toMatch(/round 0/);
    expect(all).toMatch(/round 1 · /);
  });

  it('French says a continent lost its holder whatever its gender', () => {
    expect(panelCat('fr').since.continentBroken('Europe')).toBe('Europe n’a plus de maître');
  });

  it('simultaneous placement: a confirmed plan says, by name, who the reveal still waits for', async () => {
    const { table } = await openedTable(7, [
      'alice /risk new ruleset:missions',
      'bob /risk join',
      'alice click Add AI',
      'alice click Start',
      'alice click Place my armies',
    ]);
    const out = await table.run('alice click Place the rest at random');
    const plan = out.filter((o) => o.to === 'alice').pop()!;
    expect(plan.text).toMatch(/Waiting for 🟥 bob\.$/);
    expect(plan.text).not.toMatch(/…/);
  });
});

describe('refusals and hints', () => {
  it('/place on a neutral territory in one’s reinforcement says it is not theirs, once, without a wrong phase', async () => {
    const { table, service } = await openedTable(1, [
      'alice /risk new ruleset:classic',
      'bob /risk join',
      'alice click Start',
    ]);
    const r = asMap((await service.get('local'))!);
    const view = (await table.view()) as { territories: Record<string, { owner: number }> };
    const t = Object.entries(view.territories).find(([, v]) => r.state!.players[v.owner]?.kind === 'neutral')![0];
    const out = await table.run(`alice /place ${t} 1`);
    const text = texts(out);
    expect(text).toMatch(/not yours|do not control|don’t control|not your/i);
    expect(text).not.toMatch(/cannot do that in the reinforcement phase/);
    expect(text.match(/Now you can/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/Now you can: \./);
  });

  it('"Narnia" suggests nothing; "Alsaka" suggests Alaska', async () => {
    const { table } = await openedTable(1, ['alice /risk new ruleset:classic', 'bob /risk join', 'alice click Start']);
    expect(texts(await table.run('alice /attack narnia alaska 1'))).not.toMatch(/Did you mean/);
    expect(texts(await table.run('alice /attack alsaka kamchatka 1'))).toMatch(/Did you mean: Alaska\?/);
  });
});

describe('words', () => {
  it('/risk help teaches the taps; a two-seat lobby says "2 players"', async () => {
    const { table } = await openedTable(1, ['alice /risk new ruleset:napoleon-duel']);
    const lobby = await table.run('alice /risk help');
    expect(texts(lobby)).toMatch(/Attack again/);
    expect(texts(lobby)).toMatch(/Place on…/);
    const { table: t2 } = await openedTable(1, []);
    const opened = await t2.run('alice /risk new ruleset:napoleon-duel');
    expect(texts(opened)).toMatch(/Seats: 2 players\./);
    expect(texts(opened)).not.toMatch(/2–2/);
  });

  it('the header of a finished game has no "— —"', () => {
    const s = scenario({ players: 3 });
    s.phase = { kind: 'over', winners: [0], reason: 'conquest' } as typeof s.phase;
    const r = { ruleset: 'classic', locale: 'en', seats: [], state: s } as unknown as MapRecord;
    expect(headerLine(r, 'en')).not.toMatch(/—\s*—|— $/);
  });

  it('R-CAP-1: a set traded at the army cap says it brought nothing and why', () => {
    const s = scenario({ ruleset: 'risiko', players: 3 });
    const r = { ruleset: 'risiko', locale: 'en', seats: [], state: s } as unknown as MapRecord;
    const lines = describeEvents(
      r,
      [{ type: 'cardsTraded', player: 0, cards: [1, 2, 3], armies: 0, territoryBonus: [] }],
      'en',
    );
    expect(lines.join('\n')).toMatch(/no armies: the 130-army cap is reached \(R-CAP-1\)/);
  });
});

describe('command lines', () => {
  // The --json machine interface of `npm run local` and its resume: readme-example.test.ts (one run).
  it('npm run simulate -- --help prints the usage; an unknown flag says so without a stack trace', async () => {
    // As `npm run simulate` runs it: compiled by the production build (package.json:
    // scripts/run-compiled.mjs builds it with the bot and runs it), here node on the compiled
    // script, without the builder's start-up in each process.
    const { buildBot } = (await import(new URL('../../scripts/build.mjs', import.meta.url).href)) as {
      buildBot(extra: string[]): Promise<string>;
    };
    const simulate = ['--enable-source-maps', join(await buildBot(['scripts/simulate.ts']), 'simulate.js')];
    const help = execFileSync(process.execPath, [...simulate, '--help'], { encoding: 'utf8' });
    expect(help).toMatch(/^Usage: npm run simulate/);
    const bad = spawnSync(process.execPath, [...simulate, '--bogus'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown option '--bogus'/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
