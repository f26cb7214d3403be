// The live map in a real headless Chromium, on a game played through the loopback Discord:
// the public link draws every territory with the stored counts; a move made through the
// stand-in reaches the open page (waited for as the page's update event); "My map" shows that
// player's secret and no one else's; forged, altered, expired and other players' links get a
// bare 403. Screenshots at 375 px and 1280 px go to shotsDir() to be looked at.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { asMap } from '../../src/discord/games/map/record.js';
import { effectiveMission, viewFor, waitingFor } from '../../src/engine/index.js';
import { missionText } from '../../src/i18n/names.js';
import { createLogger } from '../../src/app/log.js';
import { ok } from '../../src/app/errors.js';
import { turnFromLog } from '../../src/discord/history.js';
import { GameService } from '../../src/app/service.js';
import { addArmies } from '../../src/engine/board.js';
import { EXPRESS } from '../../src/express/cards.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { openRepository } from '../../src/store/open.js';
import { serveGames } from '../../src/web/index.js';
import { LinkSigner } from '../../src/web/links.js';
import { components, MessageFlag, type Standin, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable, type Table } from '../bot/table.ts';
import { haveChromium, launchChromium, noChromiumReason } from '../../tools/chromium.ts';
import { load, shows, snap } from './page-waits.ts';
import { settled, until } from '../../tools/fair-time.ts';
import { freePort } from '../net.ts';
import { viewImages } from '../view-images.ts';
import { sized } from '../sizes.ts';

const SECRET = 'live-map-test-secret';

// The page's document, as the functions run in the browser see it (the tests compile without the DOM library).
interface PageElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
declare const document: {
  querySelectorAll(selector: string): Iterable<PageElement>;
  body: PageElement & { dataset: Record<string, string | undefined> };
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
};

const linkButtons = (m: StandinMessage) =>
  components(m)
    .filter((c) => c.type === 2 && c.url)
    .map((c) => ({ label: c.label ?? '', url: c.url! }));

/** The badges the page drew: territory → player → units. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, Record<string, number>> = {};
    for (const g of document.querySelectorAll('[data-badge]')) {
      const t = g.getAttribute('data-badge')!;
      (out[t] ??= {})[g.getAttribute('data-player')!] = Number(g.textContent);
    }
    return out;
  });

/** Resolves once the page has shown a payload past log position `after` (the SSE update). */
const updatedPast = (page: Page, after: number) =>
  page.evaluate(
    (after) =>
      new Promise<number>((res) => {
        const seen = () => Number(document.body.dataset.seq ?? -1);
        if (seen() > after) return res(seen());
        const on = () => {
          if (seen() <= after) return;
          document.removeEventListener('risk:update', on);
          res(seen());
        };
        document.addEventListener('risk:update', on);
      }),
    after,
  );

describe.skipIf(!haveChromium)(
  `the live map in Chromium${haveChromium ? '' : ` (skipped: ${noChromiumReason})`}`,
  () => {
    let browser: BrowserContext;
    let table: Table;
    let d: Standin;
    let port: number;
    let base: string;

    beforeAll(async () => {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      browser = await launchChromium();
      table = await openTable(
        4100,
        { channels: ['general', 'express'] },
        {
          // The tests read the pages and the records, not the panel's pictures.
          images: viewImages,
          web: { port, publicUrl: base, secret: SECRET, host: '127.0.0.1', trustProxy: false },
        },
      );
      d = table.d;
    });
    afterAll(async () => {
      await browser?.close();
      await closeTables();
    });

    it('public link: every territory and count drawn; a move updates the open page; My map shows only its owner’s secret; bad links get 403', async () => {
      const ch = d.channel.id;
      const alice = d.makeUser('alice', 'en-US');
      const bob = d.makeUser('bob', 'fr');
      const created = await d.slash(alice, 'risk new', { ruleset: 'missions', setup: 'auto' });
      const lobby = created.posts[0];
      const tap = (user: typeof alice, label: RegExp) => {
        const b = components(d.message(lobby.id)!).find((c) => c.type === 2 && c.label && label.test(c.label))!;
        return d.click(user, lobby.id, b.custom_id!);
      };
      await tap(bob, /^Join$/);
      await tap(alice, /^Add AI$/);
      await tap(alice, /^Start$/);
      // The game waits for a human (the AI's turns are played first, by the bot).
      const humans = [alice, bob];
      const r = await until(
        async () => {
          const r = asMap((await table.bot.service.get(ch))!);
          return r.state && waitingFor(r.state).some((p) => r.seats[p].kind === 'human') ? r : undefined;
        },
        { what: "a human's turn after the AI's", needMs: 10_000, everyMs: 20 },
      );
      const mover = waitingFor(r.state!).find((p) => r.seats[p].kind === 'human')!;
      const moverUser = humans.find((u) => u.id === r.seats[mover].userId)!;

      // /risk map: the public link for anyone, and "My map" for a seated player.
      const asked = await d.slash(alice, 'risk map');
      expect(asked.ephemeral).toBe(true);
      const links = linkButtons(asked.reply!);
      expect(links.map((l) => l.label)).toEqual(['🗺 Live map', '🗺 My map']);
      const [pub, aliceMap] = links.map((l) => l.url);
      expect(pub.startsWith(`${base}/m/`)).toBe(true);
      // The panel carries the same public link button.
      const panel = await d.waitForMessage(
        (m) => m.channel_id === ch && (m.flags & MessageFlag.Ephemeral) === 0 && linkButtons(m).length > 0,
      );
      expect(linkButtons(panel)).toEqual([{ label: '🗺 Live map', url: pub }]);

      // The public page at desktop width: 42 territories, every count as stored.
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const res = await load(page, pub);
      expect(res!.status()).toBe(200);
      expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
      await shows(page, 'body[data-ready="1"]');
      await shows(page, '#live.on');
      expect(await page.locator('path[data-t]').count()).toBe(42);
      const stored = viewFor(asMap((await table.bot.service.get(ch))!).state!, null);
      const expectUnits = (v: typeof stored) =>
        Object.fromEntries(
          Object.entries(v.units).map(([t, u]) => [
            t,
            Object.fromEntries(
              Object.entries(u)
                .filter(([, n]) => n > 0)
                .map(([p, n]) => [p, n]),
            ),
          ]),
        );
      expect(await drawn(page)).toEqual(expectUnits(stored));
      const before = Number(await page.evaluate(() => document.body.dataset.seq));

      // A move through the stand-in: the page shows it (waited for as its update event).
      const s0 = asMap((await table.bot.service.get(ch))!).state!;
      const own = Object.entries(viewFor(s0, null).territories).find(([, t]) => t.owner === mover)![0];
      const update = updatedPast(page, before);
      const placed = await d.slash(moverUser, 'place', { territory: own, count: 1 });
      expect(placed.errors).toEqual([]);
      await update;
      const after = viewFor(asMap((await table.bot.service.get(ch))!).state!, null);
      expect(after.units[own][mover]).toBe(stored.units[own][mover] + 1);
      expect((await drawn(page))[own][mover]).toBe(after.units[own][mover]);
      const log = () => page.locator('#log').textContent();
      expect(await settled(log, (t) => !!t?.includes('placed 1'), 5_000)).toContain('placed 1');

      // Tap a territory: its name, holder and units.
      await page.locator(`path[data-t="${own}"]`).click();
      expect(
        await settled(
          () => page.locator('#info h3').textContent(),
          (t) => !!t,
          5_000,
        ),
      ).toBeTruthy();
      const infoText = (await page.locator('#info').textContent())!;
      expect(infoText).toContain(String(after.units[own][mover]));
      expect(await page.locator('#mine').count()).toBe(0);

      // The history slider replays the game turn by turn, with its plots.
      await page.locator('#history-open').click();
      await shows(page, '#history');
      expect(await page.locator('figure.plot').count()).toBe(2);
      await snap(page, 'live-map-1280.png');

      // My map: alice's own secret, no one else's.
      const rec = asMap((await table.bot.service.get(ch))!);
      const aliceSeat = rec.seats.findIndex((s) => s.userId === alice.id);
      const bobSeat = rec.seats.findIndex((s) => s.userId === bob.id);
      const mission = (p: number) => missionText(effectiveMission(rec.state!, p)!.id, 'en');
      const phone = await browser.newPage();
      await phone.setViewportSize({ width: 375, height: 812 });
      await load(phone, aliceMap);
      await shows(phone, 'body[data-ready="1"]');
      const mine = (await phone.locator('#mine').textContent())!;
      expect(mine).toContain(mission(aliceSeat));
      const phoneText = (await phone.locator('body').textContent())!;
      if (mission(bobSeat) !== mission(aliceSeat)) expect(phoneText).not.toContain(mission(bobSeat));
      expect((await page.locator('body').textContent())!).not.toContain(mission(aliceSeat));
      await snap(phone, 'live-map-375-mine.png', true);
      // The public page at phone width, loaded at that width (the board fits its window once, on load).
      const pubPhone = await browser.newPage();
      await pubPhone.setViewportSize({ width: 375, height: 812 });
      await load(pubPhone, pub);
      await shows(pubPhone, 'body[data-ready="1"]');
      await snap(pubPhone, 'live-map-375.png');

      // The player to move, on their own map at phone width: tap a territory of theirs for what they can do there.
      const moverMap = linkButtons((await d.slash(moverUser, 'risk map')).reply!)[1].url;
      const moverPhone = await browser.newPage();
      await moverPhone.setViewportSize({ width: 375, height: 812 });
      await load(moverPhone, moverMap);
      await shows(moverPhone, 'body[data-ready="1"]');
      await moverPhone.locator(`path[data-t="${own}"]`).dispatchEvent('click');
      const legal = /Place armies here|Placer des armées ici/;
      expect(
        await settled(
          () => moverPhone.locator('#info .legal').textContent(),
          (t) => legal.test(t ?? ''),
          5_000,
        ),
      ).toMatch(legal);
      await snap(moverPhone, 'live-map-375-legal.png');
      await moverPhone.close();

      // Bad links: a bare 403, from the page and from the data.
      const token = pub.split('/m/')[1];
      const signer = new LinkSigner(SECRET, base);
      const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const expired = signer.token({ gameId: rec.gameId, scope: { kind: 'public' }, expires: Date.now() - 1000 });
      const aliceToken = aliceMap.split('/m/')[1];
      const [g, , exp, mac] = aliceToken.split('.');
      const bobScope = `s${bobSeat}-${Buffer.from(alice.id).toString('base64url')}`;
      const otherSeat = [g, bobScope, exp, mac].join('.'); // alice's signature on bob's seat
      const signedForAlice = signer.token({
        gameId: rec.gameId,
        scope: { kind: 'seat', seat: bobSeat, userId: alice.id },
        expires: Date.now() + 60_000,
      }); // well signed, but bob holds that seat
      const wrongKey = new LinkSigner('another-secret', base).token({
        gameId: rec.gameId,
        scope: { kind: 'public' },
        expires: Date.now() + 60_000,
      });
      for (const bad of [forged, expired, otherSeat, signedForAlice, wrongKey]) {
        for (const path of [`/api/${bad}/state`, `/api/${bad}/live`, `/api/${bad}/history`]) {
          const res = await fetch(`${base}${path}`);
          expect([path, res.status]).toEqual([path, 403]);
          expect(await res.text()).toBe('Forbidden');
        }
      }
      // (one page for the three: a bare 403 holds no script to leave behind)
      const p = await browser.newPage();
      for (const bad of [forged, expired, wrongKey]) {
        const r403 = await load(p, `${base}/m/${bad}`);
        expect(r403!.status()).toBe(403);
        expect(await p.locator('body').textContent()).toBe('Forbidden');
      }
      await Promise.all([p.close(), page.close(), phone.close(), pubPhone.close()]);
    });

    it('every map ruleset renders: counts per player (teams share territories), teams, the duel’s independents and allies', async () => {
      const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-web-')), 'g.sqlite')}`);
      const service = new GameService({
        store: repo,
        logger: createLogger({ level: 'silent' }),
        seed: () => 21,
        // Enough for every board to have moved on from its first turn (the history's turn 1 is not
        // now) with each seat still holding territories: 60 AI steps under npm test; 150, deeper
        // into each game, under npm run test:full.
        maxAiSteps: sized(60, 150),
      });
      const signer = new LinkSigner(SECRET, 'http://x');
      const web = await serveGames({ service, signer, logger: createLogger({ level: 'silent' }) });
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const host = { id: 'h', name: 'host', locale: 'en' as const };
      const seats: Record<string, number> = { 'napoleon-teams': 4, 'napoleon-duel': 2 };
      let multi = 0;
      try {
        for (const ruleset of rulesetIds) {
          const ch = `c-${ruleset}`;
          const made = await service.create(ch, ch, 'g', host, ruleset, {}, 'en');
          if (!made.ok) throw new Error(`${ruleset}: ${made.error.code}`);
          for (let i = 1; i < (seats[ruleset] ?? 3); i++) await service.addAi(ch, host, true);
          expect((await service.start(ch, host, true)).ok).toBe(true);
          await service.settings(ch, host, true, { autopilot: true });
          await service.runAi(ch);
          if (ruleset === 'napoleon-teams') {
            // NT-1: a team-mate's armies beside the holder's (the AI rarely does it; a player may).
            await service.games.mutate(ch, (cur) => {
              const st = asMap(cur!).state!;
              const t = Object.entries(viewFor(st, null).territories).find(([, x]) => x.owner === 0)![0];
              addArmies(st, t, 2, 2);
              return ok({ record: cur!, value: null });
            });
          }
          const r = asMap((await service.get(ch))!);
          const token = signer.token({ gameId: r.gameId, scope: { kind: 'public' }, expires: Date.now() + 60_000 });
          await load(page, `${web.url}/m/${token}`);
          await shows(page, 'body[data-ready="1"]');
          const v = viewFor(r.state!, null);
          expect([ruleset, await page.locator('path[data-t]').count()]).toEqual([
            ruleset,
            Object.keys(v.territories).length,
          ]);
          const want = Object.fromEntries(
            Object.entries(v.units)
              .map(([t, u]) => [t, Object.fromEntries(Object.entries(u).filter(([, n]) => n > 0))] as const)
              .filter(([, u]) => Object.keys(u).length),
          );
          expect([ruleset, await drawn(page)]).toEqual([ruleset, want]);
          multi += Object.values(want).filter((u) => Object.keys(u).length > 1).length;
          const band = (await page.locator('#band').textContent())!;
          if (ruleset === 'napoleon-teams') expect(band).toMatch(/Team 1.*Team 2/s);
          if (ruleset === 'napoleon-duel') expect(band).toMatch(/neutral|ally of/);
          if (ruleset === 'napoleon-teams' || ruleset === 'napoleon-duel')
            await snap(page, `live-map-${ruleset}-1280.png`);
          if (ruleset === 'napoleon-duel') {
            // The history slider at turn 1 draws the board as the action log's replay left that turn.
            await page.locator('#history-open').click();
            await shows(page, '#history');
            await page.locator('#history').fill('1');
            const label = () => page.locator('#history-label').textContent();
            expect(await settled(label, (t) => /^Turn 1 \//.test(t ?? ''), 5_000)).toMatch(/^Turn 1 \//);
            const past = viewFor(turnFromLog(await repo.log(r.gameId), 1)!.state, null);
            const then = Object.fromEntries(
              Object.entries(past.territories)
                .filter(([, x]) => x.armies > 0)
                .map(([t, x]) => [t, { [x.owner]: x.armies }]),
            );
            expect(await drawn(page)).toEqual(then);
            expect(then).not.toEqual(want);
            await snap(page, 'live-map-history-1280.png');
          }
        }
        // The team game's shared territory drew both players' badges.
        expect(multi).toBeGreaterThan(0);
      } finally {
        await page.close();
        await web.close();
        await repo.close();
      }
    });

    it('Risk Express shows its card table', async () => {
      const ch = d.channels[1].id;
      const carol = d.makeUser('carol', 'it');
      const created = await d.slash(carol, 'risk new', { ruleset: 'express' }, { channelId: ch });
      const lobby = created.posts[0];
      const addAi = components(d.message(lobby.id)!).find((c) => c.type === 2 && /AI|IA/.test(c.label ?? ''))!;
      await d.click(carol, lobby.id, addAi.custom_id!, { channelId: ch });
      const start = components(d.message(lobby.id)!).find((c) => c.type === 2 && /Start|Inizia/.test(c.label ?? ''))!;
      await d.click(carol, lobby.id, start.custom_id!, { channelId: ch });
      const asked = await d.slash(carol, 'risk map', {}, { channelId: ch });
      const links = linkButtons(asked.reply!);
      expect(links.map((l) => l.label)).toEqual(['🗺 Mappa dal vivo']); // Risk Express has no secret
      const panel = await d.waitForMessage(
        (m) => m.channel_id === ch && (m.flags & MessageFlag.Ephemeral) === 0 && linkButtons(m).length > 0,
      );
      expect(linkButtons(panel).map((l) => l.url)).toEqual([links[0].url]);
      const page = await browser.newPage();
      await page.setViewportSize({ width: 375, height: 812 });
      await load(page, links[0].url);
      await shows(page, 'body[data-ready="1"]');
      expect(await page.locator('[data-card]').count()).toBe(EXPRESS.cards.length);
      expect(await page.locator('.express .cont').count()).toBe(EXPRESS.continents.length);
      await snap(page, 'live-map-express-375.png', true);
      await page.close();
    });
  },
);
