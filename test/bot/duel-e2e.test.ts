// Risk Napoléon for two (napoleon-duel, independents active) end to end: the real discord.js
// Client against the loopback Discord stand-in. alice against an AI seat: at the start of her
// turn she gives a card to an independent with /ally influence and rolls its reinforcements
// with the panel's button, then hands over to the autopilot until someone wins.
import { closeTables, openTable } from './table.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { cardLabel } from '../../src/discord/present/secrets.ts';
import { getMap } from '../../src/engine/index.ts';
import { COLOUR_EMOJI } from '../../src/i18n/names.ts';
import { buttons, components, type Standin } from '../../tools/discord-standin/index.ts';
import { until } from '../../tools/fair-time.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

const world = () => openTable(1811, {}, { images: freeImages });

/** The record once the panel on screen carries its revision's controls. */
async function settled(d: Standin, bot: RunningBot): Promise<MapRecord> {
  return until(
    async () => {
      const r = asMap((await bot.service.get(d.channel.id))!);
      const panel = r.panel ? d.message(r.panel.messageId) : undefined;
      return panel && components(panel).some((c) => (c.custom_id ?? '').includes(`:${r.rev}:`)) ? r : undefined;
    },
    { what: 'the panel catching up with the stored revision', needMs: 10_000, everyMs: 10 },
  );
}

describe('Risk Napoléon for two through the Discord stand-in', () => {
  it('N2-A: a whole duel with active independents: influence, an ally’s die, 🤝 on the panel, hands kept secret, a winner', async () => {
    const { d, bot } = await world();
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const created = await d.slash(alice, 'risk new', {
      ruleset: 'napoleon-duel',
      independents: 'active',
      setup: 'auto',
    });
    expect(created.ephemeral).toBe(true);
    const lobby = created.posts[0];
    const tap = (label: RegExp) =>
      d.click(alice, lobby.id, buttons(d.message(lobby.id)!).find((b) => b.label && label.test(b.label))!.customId!);
    await tap(/^Add AI$/);
    expect((await tap(/^Start$/)).type).toBe(7);

    let r = await settled(d, bot);
    const me = r.seats.findIndex((s) => s.userId === alice.id);
    expect(r.state!.turn.player).toBe(me); // the AI's first turn, if it came first, is already played
    expect(r.state!.phase.kind).toBe('reinforce');
    // Fixture: alice holds three territory cards (a game's first turns give none).
    await bot.service.games.mutate(ch, (rec) => {
      const g = asMap(rec!).state!;
      const territories = getMap(g.map).territoryIds.length;
      const cards = g.deck.filter((c) => c < territories).slice(0, 3);
      g.deck = g.deck.filter((c) => !cards.includes(c));
      g.players[me].hand = [...g.players[me].hand, ...cards];
      return { ok: true, value: { record: rec!, value: undefined, keepRev: true } };
    });
    r = asMap((await bot.service.get(ch))!);
    const s0 = r.state!;
    const independent = s0.players.findIndex((p) => p.kind === 'neutral' && s0.ext!.duel!.ally[p.id] < 0);
    const card = s0.players[me].hand[0];
    const territory = getMap(s0.map).territoryIds[card];
    const given = await d.slash(alice, 'ally influence', {
      independent: s0.players[independent].colour,
      card: territory,
    });
    expect(given.errors).toEqual([]);
    r = await settled(d, bot);
    expect(r.state!.ext!.duel!.ally[independent]).toBe(me);
    const indName = s0.players[independent].name;
    let panel = d.message(r.panel!.messageId)!;
    // The panel says it in words and shows the alliance: the independent's colour, 🤝 and alice's colour.
    expect(panel.content).toContain(
      `🃏 ${COLOUR_EMOJI[s0.players[me].colour]} alice gives a card to ${COLOUR_EMOJI[s0.players[independent].colour]} ${indName} (1/3): now ally of ${COLOUR_EMOJI[s0.players[me].colour]} alice.`,
    );
    expect(panel.content).toContain(
      `${COLOUR_EMOJI[s0.players[independent].colour]} ${indName} 🤝${COLOUR_EMOJI[s0.players[me].colour]}`,
    );

    const reinforce = buttons(panel).find((b) => b.label?.startsWith('🎲 Reinforce'))!;
    expect(reinforce).toBeDefined();
    expect((await d.click(alice, panel.id, reinforce.customId!)).type).toBe(7);
    r = await settled(d, bot);
    const die = r.state!.players[independent].reserve;
    expect(die).toBeGreaterThanOrEqual(1);
    panel = d.message(r.panel!.messageId)!;
    expect(panel.content).toMatch(
      new RegExp(`🎲 \\S+ alice rolls ${die} for their ally .*${indName}: ${die} armies to place\\.`),
    );

    // The hand: alice's own, privately (My secrets); never in the channel.
    const hand = r.state!.players[me].hand.map((k) => cardLabel(r, k, 'en'));
    expect(hand).toHaveLength(2);
    const secrets = await d.click(
      alice,
      panel.id,
      buttons(panel).find((b) => /My secrets/.test(b.label ?? ''))!.customId!,
    );
    expect(secrets.ephemeral).toBe(true);
    for (const label of hand) expect(secrets.reply!.content).toContain(label);
    const given1 = cardLabel(r, card, 'en');
    const publicText = () =>
      d
        .channelMessages(ch)
        .map((m) => m.content)
        .join('\n');
    for (const label of [...hand, given1]) expect(publicText()).not.toContain(label);

    // The autopilot plays alice's seat from here to the end.
    await d.slash(alice, 'risk settings', { autopilot: true });
    const closing = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), {
      timeoutMs: 45_000,
    });
    const final = asMap((await bot.service.get(ch))!);
    expect(final.state!.phase.kind).toBe('over');
    const winner = final.state!.phase.kind === 'over' ? final.state!.phase.winners : [];
    expect(winner).toHaveLength(1);
    expect([0, 1]).toContain(winner[0]);
    expect(
      d
        .channelMessages(ch)
        .some((m) => m.content.includes('Game over') && m.content.includes(final.state!.players[winner[0]].name)),
    ).toBe(true);
    // No hand reached the channel while the game ran (the closing message may reveal them).
    const whilePlaying = d
      .channelMessages(ch)
      .filter((m) => m.id !== closing.id)
      .map((m) => m.content)
      .join('\n');
    for (const label of hand) expect(whilePlaying).not.toContain(label);
    expect(d.errors).toEqual([]);
  });
});
