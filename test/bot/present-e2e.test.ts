// What the bot sends at the end and between turns, through the Discord stand-in: each player's
// dice luck in the result (counted from the game's log), and the board on a DM turn ping.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { playerLabel } from '../../src/discord/present.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from './table.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

/**
 * Expected attacker losses per roll, worked out by hand from the 6^n outcomes (C-ATK-4: sorted,
 * paired, ties to the defender), independently of src/discord/luck.ts.
 */
const ATTACKER_LOSS: Record<string, number> = {
  '1:1': 21 / 36,
  '2:1': 91 / 216,
  '3:1': 441 / 1296,
  '1:2': 161 / 216,
  '2:2': 1582 / 1296,
  '3:2': 7161 / 7776,
};

describe('the result and the DM ping', () => {
  it("the result gives each player's dice luck: armies lost in battle against the average, from the game's log", async () => {
    const { d, bot } = await openTable(5150);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    await d.slash(alice, 'risk settings', { autopilot: true });
    const end = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), {
      timeoutMs: 30_000,
    });
    const r = asMap((await bot.service.get(ch))!);
    expect(r.state!.phase.kind).toBe('over');

    // The same count, done here from the stored log.
    const log = await bot.service.store.log(r.gameId);
    const lost = new Map<number, number>();
    const expected = new Map<number, number>();
    let battles = 0;
    for (const entry of log)
      for (const e of entry.events as GameEvent[]) {
        if (e.type !== 'battleResolved') continue;
        battles++;
        const pairs = Math.min(e.attack.length, e.defence.length);
        const ea = ATTACKER_LOSS[`${e.attack.length}:${e.defence.length}`];
        lost.set(e.attacker, (lost.get(e.attacker) ?? 0) + e.attackerLost);
        lost.set(e.defender, (lost.get(e.defender) ?? 0) + e.defenderLost);
        expected.set(e.attacker, (expected.get(e.attacker) ?? 0) + ea);
        expected.set(e.defender, (expected.get(e.defender) ?? 0) + pairs - ea);
      }
    expect(battles).toBeGreaterThan(20);
    expect(lost.size).toBe(3);
    const fmt = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    const lines = end.content.split('\n').filter((l) => l.startsWith('🎲 '));
    expect(lines).toHaveLength(3);
    for (const [p, n] of lost) {
      const line = `🎲 ${playerLabel(r, p)} lost ${n} ${n === 1 ? 'army' : 'armies'} in battle (${fmt.format(expected.get(p)!)} on average for the same rolls).`;
      expect(lines).toContain(line);
    }
    // Not one figure for all: the players' losses differ (a seeded game, so always these).
    expect(new Set(lost.values()).size).toBeGreaterThan(1);
  }, 60_000);
});
