// The live map inside Discord, as an Activity, in a real headless Chromium against the loopback
// Discord. The page is the test build, on the SDK's DiscordSDKMock (its authorize gives the code
// the stand-in issued for that user); the bot's server exchanges the code at the stand-in's
// OAuth2 token endpoint, asks `users/@me` and the Activity instance, and opens the channel's
// game: a seated player plays a move from the Activity and the channel's log follows as for a
// slash command; a spectator sees the board and cannot act; a forged or reused code, a user not
// in the instance, a forged session and a kicked player's session are refused. `/risk map` and
// the panel's 🎲 button launch the Activity (callback 12); with Activities off at Discord, the
// links come back instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { viewFor } from '../../src/engine/index.js';
import { rootLogger } from '../../src/app/log.js';
import { discordActivityApi } from '../../src/discord/activity-api.js';
import { buildAssets } from '../../src/web/assets.js';
import { serveGames } from '../../src/web/index.js';
import { LinkSigner } from '../../src/web/links.js';
import type { SessionAnswer } from '../../src/web/activity.js';
import { components, type Standin, type StandinUser } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable, panelOf, type Table } from '../bot/table.ts';
import { haveChromium, launchChromium, noChromiumReason } from '../../tools/chromium.ts';
import { done, load, shows, snap } from './page-waits.ts';
import { untilReinforcement } from './helpers.ts';
import { freePort } from '../net.ts';
import { settled } from '../../tools/fair-time.ts';
import { viewImages } from '../view-images.ts';

const SECRET = 'activity-test-secret';

declare const document: { body: { dataset: Record<string, string | undefined> } };

describe.skipIf(!haveChromium)(
  `the map as a Discord Activity${haveChromium ? '' : ` (skipped: ${noChromiumReason})`}`,
  () => {
    let browser: BrowserContext;
    let table: Table;
    let d: Standin;
    let base: string;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      browser = await launchChromium();
      table = await openTable(7300, {}, (s) => ({
        // The tests read the pages, the records and the channel's text, not the panel's pictures.
        images: viewImages,
        web: {
          port,
          publicUrl: base,
          secret: SECRET,
          host: '127.0.0.1',
          trustProxy: false,
          activity: { clientId: s.appId, clientSecret: s.activities.clientSecret, mockSdk: true },
        },
      }));
      d = table.d;
    });
    afterAll(async () => {
      await browser?.close();
      await closeTables();
    });

    /** POST /activity/session as the page sends it (the page's header and origin unless told). */
    const askSession = (
      body: { code: string; instanceId: string; channelId: string },
      headers: Record<string, string> = { origin: base, 'x-risk-act': '1' },
    ) =>
      fetch(`${base}/activity/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then(async (x) => ({ status: x.status, body: (await x.json().catch(() => null)) as SessionAnswer | null }));

    /** Opens the Activity's page as Discord would frame it, with the code the SDK's authorize gives `user`. */
    async function openActivity(
      user: StandinUser | null,
      instanceId: string,
      o: { code?: string; width?: number } = {},
    ): Promise<{ page: Page; session: SessionAnswer }> {
      const page = await browser.newPage();
      await page.setViewportSize({ width: o.width ?? 375, height: 812 });
      const code = o.code ?? d.activities.code(user!.id);
      const q = new URLSearchParams({
        frame_id: 'frame-1',
        instance_id: instanceId,
        platform: 'mobile',
        guild_id: d.guildId,
        channel_id: d.channel.id,
        mock_code: code,
      });
      const answered = page.waitForResponse((r) => r.url().endsWith('/activity/session'));
      // Discord loads the root of the URL mapping with its query.
      await load(page, `${base}/?${q}`);
      const session = (await (await done(answered, 'the answer to /activity/session')).json()) as SessionAnswer;
      await shows(page, 'body[data-activity="ready"], body[data-activity="refused"]');
      return { page, session };
    }

    it('a seated player plays a move from the Activity; a spectator only watches; forged codes and sessions and a kicked seat are refused', async () => {
      const ch = d.channel.id;
      const svc = table.bot.service;
      const alice = d.makeUser('alice', 'en-US');
      const carol = d.makeUser('carol', 'fr');
      const bob = d.makeUser('bob', 'it');
      const lobby = (await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
      const tapLobby = (user: StandinUser, label: RegExp) => {
        const b = components(d.message(lobby.id)!).find((c) => c.type === 2 && c.label && label.test(c.label))!;
        return d.click(user, lobby.id, b.custom_id!);
      };
      await tapLobby(carol, /^Join$/);
      await tapLobby(alice, /^Add AI$/);
      await tapLobby(alice, /^Start$/);
      // Played through Discord until alice places her reinforcements.
      const { seat: me, record: r } = await untilReinforcement(d, svc, ch, alice, [carol]);
      const seatOf = (id: string) => r.seats.findIndex((x) => x.userId === id);
      expect(r.state!.phase.kind).toBe('reinforce');
      const reserve = r.state!.players[me].reserve;
      expect(reserve).toBeGreaterThan(0);

      // /risk map launches the Activity (callback 12) in the channel, with alice in it.
      const launched = await d.slash(alice, 'risk map');
      expect(launched.type).toBe(12);
      const inst = d.activities.instances.get(launched.activityInstanceId!)!;
      expect(inst.channelId).toBe(ch);
      expect([...inst.users]).toEqual([alice.id]);
      // The panel's 🎲 button launches it too.
      const panel = await panelOf(d, table.bot, ch);
      const launch = components(panel).find((c) => c.custom_id === 'map:play')!;
      expect(launch.label).toBe('🎲 Play in Discord');
      const viaPanel = await d.click(carol, panel.id, 'map:play');
      expect(viaPanel.type).toBe(12);
      expect([...d.activities.instances.get(viaPanel.activityInstanceId!)!.users]).toEqual([carol.id]);

      // alice's Activity: her seat, no link needed.
      const { page, session } = await openActivity(alice, inst.id);
      expect(session).toMatchObject({ ok: true, seat: me, gameId: r.gameId, text: 'Playing as alice' });
      await shows(page, 'body[data-ready="1"]');
      await shows(page, 'body[data-play-seq]');
      expect(await page.locator('#who').textContent()).toBe('Playing as alice');
      expect(await page.locator('#mine').count()).toBe(1); // her own part (mission, hand)
      const own = Object.entries(viewFor(r.state!, null).territories).find(([, t]) => t.owner === me)![0];
      await page.locator(`path[data-t="${own}"]`).dispatchEvent('click');
      const place = page.locator('#play button', { hasText: /^Place \d+$/ }).first();
      await done(place.waitFor(), 'a Place button on the bar');
      const n = Number((await place.textContent())!.replace(/\D+/g, ''));
      await snap(page, 'activity-375-seat.png');
      const seqBefore = r.logSeq ?? 0;
      await place.click();
      // The move went through the bot's write path: in the action log, and told in the channel.
      // Waited for on the idle-machine clock (expect.poll's limit would be wall time).
      const log = await settled(
        () => table.store.log(r.gameId, seqBefore),
        (l) => l.some((e) => e.kind === 'act'),
        30_000,
      );
      expect(log.find((e) => e.kind === 'act')).toMatchObject({
        actor: me,
        action: { type: 'place', territory: own, count: n },
      });
      const posts = () =>
        d
          .channelMessages(ch)
          .map((m) => m.content)
          .join('\n');
      const told = new RegExp(`alice placed ${n} arm(y|ies) on`);
      expect(await settled(posts, (text) => told.test(text), 30_000)).toMatch(told);

      // bob, in alice's instance but in no seat: the board only, in his language; no moves, no acting.
      d.activities.join(inst.id, bob.id);
      const spectator = await openActivity(bob, inst.id);
      expect(spectator.session).toMatchObject({ ok: true, seat: null, text: 'bob guarda' });
      await shows(spectator.page, 'body[data-ready="1"]');
      expect(await spectator.page.locator('path[data-t]').count()).toBeGreaterThan(40);
      expect(await spectator.page.locator('#play').count()).toBe(0);
      expect(await spectator.page.locator('#mine').count()).toBe(0);
      await snap(spectator.page, 'activity-375-spectator.png');
      const bobToken = (spectator.session as { token: string }).token;
      const act = (token: string, origin = base) =>
        fetch(`${base}/api/${token}/act`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-risk-act': '1' },
          body: JSON.stringify({ action: { type: 'endTurn' } }),
        }).then((x) => x.status);
      const rev = (await svc.get(ch))!.rev;
      expect(await act(bobToken)).toBe(403);
      expect((await fetch(`${base}/api/${bobToken}/moves`)).status).toBe(403);

      // Refused: a forged code, a code used once already, a user not in the instance, a forged session.
      const forged = await openActivity(null, inst.id, { code: 'forged-code-1234' });
      expect(forged.session).toMatchObject({ ok: false, code: 'auth-failed' });
      expect(await forged.page.locator('#who').textContent()).toMatch(/Discord did not confirm who you are/);
      expect(await forged.page.locator('path[data-t]').count()).toBe(0);
      await snap(forged.page, 'activity-375-refused.png');
      const usedCode = d.activities.code(alice.id);
      const ask = (code: string, headers?: Record<string, string>) =>
        askSession({ code, instanceId: inst.id, channelId: ch }, headers);
      expect((await ask(usedCode)).status).toBe(200);
      expect(await ask(usedCode)).toMatchObject({ status: 401, body: { ok: false, code: 'auth-failed' } });
      const outsider = d.makeUser('dave', 'en-US');
      expect(await ask(d.activities.code(outsider.id))).toMatchObject({
        status: 403,
        body: { ok: false, code: 'not-in-activity' },
      });
      // The instance is Discord's word, not the page's: another channel named by the page is refused.
      d.activities.join(inst.id, outsider.id);
      const elsewhere = await askSession({
        code: d.activities.code(outsider.id),
        instanceId: inst.id,
        channelId: d.channels[0].id + '1',
      });
      expect(elsewhere.status).toBe(403);
      // Without the page's header, or from another origin: nothing is asked of Discord.
      expect((await ask(d.activities.code(alice.id), { origin: base })).status).toBe(403);
      expect(
        (await ask(d.activities.code(alice.id), { origin: 'https://evil.example', 'x-risk-act': '1' })).status,
      ).toBe(403);
      expect(await page.evaluate(() => document.body.dataset.seat)).toBe(String(me));
      const forgedSession = (await ask(d.activities.code(alice.id))).body as { token: string };
      const tampered = forgedSession.token.slice(0, -2) + (forgedSession.token.endsWith('AA') ? 'BB' : 'AA');
      expect(await act(tampered)).toBe(403);
      expect((await svc.get(ch))!.rev).toBe(rev);

      // carol's session is refused once she is kicked (as her link would be), and a new one is the board only.
      d.activities.join(inst.id, carol.id);
      const carolSession = (await ask(d.activities.code(carol.id))).body as SessionAnswer & { token: string };
      expect(carolSession).toMatchObject({ ok: true, seat: seatOf(carol.id), text: 'Vous jouez : carol' });
      expect((await fetch(`${base}/api/${carolSession.token}/state`)).status).toBe(200);
      expect((await svc.kick(ch, { id: alice.id, name: 'alice', locale: 'en' }, true, carol.id)).ok).toBe(true);
      const revKicked = (await svc.get(ch))!.rev;
      expect((await fetch(`${base}/api/${carolSession.token}/state`)).status).toBe(403);
      expect(await act(carolSession.token)).toBe(403);
      expect((await svc.get(ch))!.rev).toBe(revKicked);
      expect((await ask(d.activities.code(carol.id))).body).toMatchObject({
        ok: true,
        seat: null,
        text: 'Vous ne tenez plus de place dans cette partie : la carte seulement.',
      });
      await Promise.all([page.close(), spectator.page.close(), forged.page.close()]);
    });

    it('a game in a thread: the Activity launched in the thread opens that game, on the player’s seat', async () => {
      const erin = d.makeUser('erin', 'en-US');
      // The first channel is busy with the game above: erin's game gets a thread of it.
      await d.slash(erin, 'risk new', { ruleset: 'classic', setup: 'auto' });
      const thread = d.threads(d.channel.id).at(-1)!;
      const lobby = d.channelMessages(thread.id).find((m) => components(m).some((c) => c.label === 'Start'))!;
      const tap = (label: string) =>
        d.click(erin, lobby.id, components(d.message(lobby.id)!).find((c) => c.label === label)!.custom_id!, {
          channelId: thread.id,
        });
      await tap('Add AI');
      await tap('Start');
      const game = (await table.bot.service.get(thread.id))!;
      const launched = await d.slash(erin, 'risk map', {}, { channelId: thread.id });
      expect(launched.type).toBe(12);
      expect(d.activities.instances.get(launched.activityInstanceId!)!.channelId).toBe(thread.id);
      const res = await askSession({
        code: d.activities.code(erin.id),
        instanceId: launched.activityInstanceId!,
        channelId: thread.id,
      });
      expect(res.body).toMatchObject({
        ok: true,
        gameId: game.gameId,
        seat: game.seats.findIndex((x) => x.userId === erin.id),
        text: 'Playing as erin',
      });
    });

    it('without Activities at Discord, /risk map and the panel button answer with the links', async () => {
      const ch = d.channels[0].id;
      const user = d.users.find((u) => u.username === 'alice')!;
      d.activities.enabled = false;
      try {
        const links = (o: Awaited<ReturnType<Standin['slash']>>) =>
          components(o.reply!)
            .filter((c) => c.url)
            .map((c) => c.url!);
        const o = await d.slash(user, 'risk map');
        expect(o.type).toBe(4);
        expect(o.ephemeral).toBe(true);
        expect(links(o)[0]).toMatch(new RegExp(`^${base}/m/`));
        const panel = await panelOf(d, table.bot, ch);
        const tapped = await d.click(user, panel.id, 'map:play');
        expect(tapped.callbacks).not.toContain(12);
        expect(links(tapped)).toHaveLength(2); // the public link and alice's own
      } finally {
        d.activities.enabled = true;
      }
    });

    it('the production page has no mock, and outside Discord it says to open it from there', async () => {
      const config = { clientId: d.appId, clientSecret: d.activities.clientSecret };
      const prod = await buildAssets({ activity: config });
      const bundle = [...prod.files].find(([k]) => k.startsWith('activity.') && k.endsWith('.js'))![1].raw.toString();
      expect(bundle).not.toContain('mock_user_id');
      expect(bundle).not.toContain('mock_code');
      expect(prod.activity!.raw.toString()).toContain(`data-client-id="${d.appId}"`);
      // Without DISCORD_ACTIVITY the page has no Activity at all.
      const plain = await buildAssets();
      expect(plain.activity).toBeUndefined();
      expect([...plain.files.keys()].some((k) => k.startsWith('activity.'))).toBe(false);
      // The production build in a browser tab (no Discord frame): the SDK refuses to start; the page says why.
      const server = await serveGames({
        service: table.bot.service,
        signer: new LinkSigner(SECRET, base),
        logger: rootLogger,
        activity: { config, discord: discordActivityApi(table.bot.client, config) },
      });
      try {
        const page = await browser.newPage();
        await load(page, `${server.url}/activity`);
        await shows(page, 'body[data-activity="refused"]');
        expect(await page.locator('#who').textContent()).toBe(
          'Open this page from Discord: the panel’s button or /risk map.',
        );
        // The root without Discord's frame_id is not the Activity.
        expect(await (await fetch(`${server.url}/`)).text()).toMatch(/open the link the bot gives/);
        await page.close();
      } finally {
        await server.close();
      }
    });
  },
);
