// The family registry proven by a third family living in test/: the coin game, registered at
// run time (no product list edited). Played whole at the local table by taps against an AI
// seat, and end to end with the real discord.js client against the loopback Discord stand-in:
// /risk new ruleset:coin, two people, every call a button tap on the live panel, to the winner.
// The wait changes hands on every call, so each tap closes the panel it was on and posts one
// new message that pings the next caller. One file, so one process registers it (the coin
// family's files run each in a process of their own: vitest.config.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { components, type Standin } from '../../tools/discord-standin/index.ts';
import { until } from '../../tools/fair-time.ts';
import { closeTables, openTable } from '../bot/table.ts';
import { closeTables as closeTapTables, tapTable } from '../local/tap-table.ts';
import type { CoinState } from './game.ts';
import { registerCoin } from './presenter.ts';

registerCoin();
afterEach(closeTables);
afterEach(closeTapTables);

/** The record once its panel carries the current revision (presentation runs after the click's answer). */
async function settled(d: Standin, bot: RunningBot) {
  return until(
    async () => {
      const r = (await bot.service.get(d.channel.id))!;
      const panel = r.panel ? d.message(r.panel.messageId) : undefined;
      const ids = panel ? components(panel).map((c) => c.custom_id ?? '') : [];
      return (r.status === 'over' ? /🏆/.test(panel?.content ?? '') : ids.some((id) => id.includes(`:${r.rev}:`)))
        ? r
        : undefined;
    },
    { what: 'the panel catching up with the stored revision', needMs: 10_000, everyMs: 10 },
  );
}

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

describe('a registered third family through the Discord stand-in', () => {
  it('the coin game: two players call by buttons, one new message per call, the panel pings the caller, to a winner', async () => {
    const { d, bot } = await openTable(99);
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'en-US');
    // The registry is the source of the ruleset choices: the registered coin ruleset is offered
    // by /risk new and /risk rules as Discord shows them, and by the leaderboard's autocomplete.
    type Option = { name: string; options?: Option[]; choices?: { value: unknown }[] };
    const risk = d.commands().find((c) => c.name === 'risk') as unknown as Option;
    for (const sub of ['new', 'rules']) {
      const option = risk.options!.find((o) => o.name === sub)!.options!.find((o) => o.name === 'ruleset')!;
      expect(option.choices!.map((c) => c.value)).toContain('coin');
    }
    const offered = await d.autocomplete(alice, 'risk leaderboard', { ruleset: 'co' }, 'ruleset');
    expect(offered.map((c) => c.value)).toContain('coin');
    const created = await d.slash(alice, 'risk new', { ruleset: 'coin' });
    expect(created.errors ?? []).toEqual([]);
    const lobby = created.posts[0];
    expect(lobby.content).toMatch(/New coin game/);
    const button = (messageId: string, label: RegExp) =>
      components(d.message(messageId)!).find((c) => c.type === 2 && c.label && label.test(c.label))!;
    await d.click(bob, lobby.id, button(lobby.id, /^Join$/).custom_id!);
    const started = await d.click(alice, lobby.id, button(lobby.id, /^Start$/).custom_id!);
    expect(started.errors ?? []).toEqual([]);
    let r = await settled(d, bot);
    // /risk games lists it among each player's games, and /risk rules words its rules.
    expect((await d.slash(bob, 'risk games', {})).reply!.content).toMatch(/coin/);
    expect((await d.slash(bob, 'risk rules', {})).reply!.content).toMatch(/^\*\*Coin\*\*/);
    const users = [alice, bob];
    let calls = 0;
    for (; calls < 100 && r.status !== 'over'; calls++) {
      const s = r.state as CoinState;
      const caller = users[r.seats[s.current]!.userId === alice.id ? 0 : 1]!;
      const panel = d.message(r.panel!.messageId)!;
      expect(panel.content).toContain(`<@${caller.id}>, your call`);
      const other = users.find((u) => u !== caller)!;
      const refused = await d.click(other, panel.id, button(panel.id, /^Heads$/).custom_id!);
      expect(refused.ephemeral, 'the other player cannot call').toBe(true);
      const n0 = d.channelMessages(d.channel.id).length;
      const out = await d.click(caller, panel.id, button(panel.id, calls % 3 ? /^Heads$/ : /^Tails$/).custom_id!);
      expect(out.type, 'the tap updates the panel it is on').toBe(7);
      r = await settled(d, bot);
      expect(d.channelMessages(d.channel.id).length - n0, 'one new message per call').toBe(1);
      expect(components(d.message(panel.id)!), 'the old panel lost its controls').toEqual([]);
    }
    expect(r.status).toBe('over');
    const s = r.state as CoinState;
    expect(s.scores[s.winner!]).toBe(3);
    expect(calls).toBe(s.flips);
    expect(d.message(r.panel!.messageId)!.content).toMatch(/🏆 .*(alice|bob) wins/);
  });
});
