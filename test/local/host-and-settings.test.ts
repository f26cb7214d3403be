// The rough edges a newcomer hit (table issue, items 5 and 7): host-only Start and cancel,
// the settings replies, the log order of a blitz, the ping's headline, neutral placements
// named with who placed them, and a kicked seat that cannot "play again".
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { position } from './position.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const texts = (out: LocalOutput[]) => out.map((o) => o.text).join('\n');

describe('only the host starts or cancels', () => {
  it('bob, seated but not the host, cannot press Start; alice can', async () => {
    const { table, service } = await openedTable(2, ['alice /risk new ruleset:classic', 'bob /risk join']);
    const refused = await table.run('bob click Start');
    expect(texts(refused)).toMatch(/Only the host/);
    expect((await service.get('local'))!.status).toBe('lobby');
    await table.run('alice click Start');
    expect((await service.get('local'))!.status).toBe('playing');
  });

  it('a non-host /risk cancel is refused at once, without a Yes/No question; the host is asked', async () => {
    const { table, service } = await openedTable(2, [
      'alice /risk new ruleset:classic',
      'bob /risk join',
      'alice click Start',
    ]);
    const refused = await table.run('bob /risk cancel');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ kind: 'ephemeral', to: 'bob', buttons: [] });
    expect(refused[0].text).toMatch(/Only the host/);
    const asked = await table.run('alice /risk cancel');
    expect(asked[0].buttons).toEqual(['Yes, do it', 'No']);
    expect((await service.get('local'))!.status).toBe('playing');
  });
});

describe('/risk settings replies', () => {
  it('an out-of-range deadline is refused with the legal values (a setting, not a ruleset value); nothing changes', async () => {
    const { table, service } = await openedTable(2, ['alice /risk new ruleset:classic deadline:24h', 'bob /risk join']);
    for (const bad of ['99999d', '31d', 'soon']) {
      const out = await table.run(`alice /risk settings deadline:${bad}`);
      expect(texts(out)).toMatch(/not allowed for deadline\. Allowed: 1m … 30d \(e\.g\. 30m, 24h, 2d\), off\./);
      expect(texts(out)).not.toMatch(/ruleset/i);
    }
    expect((await service.get('local'))!.settings.deadlineMinutes).toBe(1440);
    const fr = await table.run('alice@fr /risk settings deadline:99999d');
    expect(texts(fr)).toMatch(/n’est pas permise pour deadline\. Valeurs possibles : 1m … 30d/);
    const ok = await table.run('alice@en /risk settings deadline:2d');
    expect(texts(ok)).toMatch(/Turn deadline: 2 days/);
  });

  it('a personal setting is confirmed in words to its owner and not copied into the public log', async () => {
    const { table } = await openedTable(2, ['alice /risk new ruleset:classic', 'bob /risk join', 'alice click Start']);
    const defend = await table.run('bob /risk settings defend_with_one:true');
    const reply = defend.filter((o) => o.kind === 'ephemeral');
    expect(reply.map((o) => o.text)).toEqual(['You now defend with one die (C-ATK-3).']);
    expect(
      defend
        .filter((o) => o.kind === 'edit' || o.kind === 'channel')
        .map((o) => o.text)
        .join('\n'),
    ).not.toMatch(/defend|Settings saved/i);
    const auto = await table.run('bob /risk settings autopilot:true');
    expect(auto.filter((o) => o.kind === 'ephemeral' && o.to === 'bob').map((o) => o.text)).toContain(
      'Your autopilot is on: the AI plays your turns.',
    );
    const pub = auto.filter((o) => o.kind === 'edit' || o.kind === 'channel').map((o) => o.text);
    expect(pub.join('\n')).toMatch(/The AI now plays for @bob/);
    expect(pub.join('\n')).not.toMatch(/Settings saved|Turn deadline|autopilot is on/);
  });

  it('a kicked player cannot take the passive seat back with autopilot:false', async () => {
    const { table, service } = await openedTable(2, [
      'alice /risk new ruleset:classic',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ]);
    await table.run('alice /risk kick player:bob');
    const out = await table.run('bob /risk settings autopilot:false');
    expect(texts(out)).toMatch(/cannot be taken back/);
    expect(texts(out)).not.toMatch(/plays again/);
    const r = asMap((await service.get('local'))!);
    expect(r.state!.players[1].status).not.toBe('active');
  });
});

describe('the log and the ping headline', () => {
  it("a blitz's summary comes before the conquest it led to; the ping's headline names no stale phase", async () => {
    const { table } = await position(1, 4);
    const placed = await table.run('alice pick alaska');
    await table.run('alice click All (7)');
    const out = await table.run('alice pick alaska~kamchatka');
    const blitz = await table.run('alice click Blitz');
    const panel = [...placed, ...out, ...blitz].filter((o) => o.kind === 'edit').pop()!;
    const lines = panel.text.split('\n');
    const summary = lines.findIndex((l) => /blitzes Kamchatka from Alaska/.test(l));
    const conquest = lines.findIndex((l) => /conquers Kamchatka|took Kamchatka|takes Kamchatka/.test(l));
    expect(summary).toBeGreaterThanOrEqual(0);
    expect(conquest).toBeGreaterThan(summary);
    // The panel is in the attack phase now; its first line (the ping) does not say "reinforcement".
    expect(panel.text).toMatch(/· attack —/);
    expect(panel.text).not.toMatch(/\(reinforcement\)/);
  });

  it('a neutral placement in setup names who placed it', async () => {
    const { table, service } = await openedTable(4, [
      'alice /risk new ruleset:classic setup:deal',
      'bob /risk join',
      'alice click Start',
    ]);
    const lines: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = asMap((await service.get('local'))!);
      const who = r.state!.turn.player === 0 ? 'alice' : 'bob';
      const { selects } = table.controlsFor(who);
      if (!selects.length) break;
      const menu = selects.find((x) => /^Neutral/.test(x.placeholder)) ?? selects[0];
      const o = await table.run(`${who} pick ${menu.options[0].value}`);
      lines.push(...o.map((x) => x.text));
    }
    const all = lines.join('\n');
    expect(all).toMatch(/(alice|bob) placed 1 army of ⬜ Neutral on /);
    expect(all).not.toMatch(/^• ⬜ placed/m);
  });
});
