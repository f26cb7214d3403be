// notify: dm with the player's DMs closed: the refused turn DM falls back to a mention in the
// channel, said once ("your turns will be announced here"); on their next turn the panel's ping
// mentions them and no DM is tried. Through discord.js and the stand-in (closed DMs: 50007).
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { legalActions } from '../../src/engine/index.ts';
import { cat } from '../../src/i18n/catalogue.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

describe('a refused turn DM', () => {
  it('mentions the player in the channel instead, says why once, and mentions them on the next turn’s ping', async () => {
    const { d, bot } = await openTable(6161, {}, { images: freeImages });
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    d.closeDms(alice);
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
    await d.slash(alice, 'risk settings', { notify: 'dm' });
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    const fallback = cat('en').ui.dmPingFallback(`<@${alice.id}>`);
    const told = await d.waitForMessage((m) => m.channel_id === ch && m.content === fallback, { timeoutMs: 20_000 });
    expect(told.mentions.map((u) => u.id)).toEqual([alice.id]);
    expect(d.dms(alice)).toEqual([]);
    const refusedDms = () =>
      d.requests.filter((q) => q.status === 403 && /^\/channels\/[^/]+\/messages$/.test(q.path)).length;
    const refusedAtNotice = refusedDms();
    expect(refusedAtNotice).toBeGreaterThan(0);

    // Alice plays her turn out; the AI seats play; her next turn's ping mentions her.
    const first = asMap((await bot.service.get(ch))!).state!.turn.number;
    const seen = d.channelMessages(ch).length;
    for (let i = 0; i < 60; i++) {
      const r = asMap((await bot.service.get(ch))!);
      const s = r.state!;
      if (s.turn.number !== first) break;
      const legal = legalActions(s, s.turn.player);
      const place = legal.find((a) => a.type === 'place');
      if (place && place.type === 'place')
        await d.slash(alice, 'place', { territory: place.territory, count: s.players[s.turn.player].reserve });
      else await d.slash(alice, 'end', {});
    }
    const ping = await d.waitForMessage(
      (m) =>
        m.channel_id === ch &&
        d.channelMessages(ch).indexOf(m) >= seen &&
        m.content.includes(`<@${alice.id}>`) &&
        m.content.includes('your turn'),
      { timeoutMs: 30_000 },
    );
    expect(ping.mentions.map((u) => u.id)).toContain(alice.id);
    // Said once: no second notice, and no DM tried on her second turn.
    expect(d.channelMessages(ch).filter((m) => m.content === fallback)).toHaveLength(1);
    expect(refusedDms()).toBe(refusedAtNotice);
    expect(asMap((await bot.service.get(ch))!).dmClosed).toEqual([alice.id]);
  });
});
