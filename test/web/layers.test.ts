// The live map shows the rich games' whole public state, in real headless Chromium: for an
// advanced and a campaign game part-way through (AI seats on autopilot), the page draws every
// sea zone tinted by its controller, each zone's fleets per player with admirals, the generals,
// fortifications and epidemics, the routes and who holds them; the band gives VP per player;
// the title is the ruleset's display name; the status says "Year r of 5" / "1798 (round 2 of
// 8)"; the campaign shows its sides, powers and objectives; a legend explains the marks. With
// the history slider on turn 1, the band, the log and a tapped territory are turn 1's, under a
// "Turn 1 of n" marker with a way back; on a phone (375 px) the slider is on the first screen.
// Screenshots at 375 and 1280 px go to shotsDir().
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createLogger } from '../../src/app/log.js';
import { playAiSeats, settledEntries } from '../../src/app/ai-driver.js';
import { ok } from '../../src/app/errors.js';
import { GameService } from '../../src/app/service.js';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.js';
import { getMap, viewFor, type RulesetId } from '../../src/engine/index.js';
import { rulesetTitle } from '../../src/i18n/rules.js';
import { openRepository } from '../../src/store/open.js';
import type { GameRepository } from '../../src/store/repository.js';
import { historyPayload } from '../../src/web/history.js';
import { serveGames } from '../../src/web/index.js';
import { LinkSigner } from '../../src/web/links.js';
import { haveChromium, launchChromium, noChromiumReason } from '../../tools/chromium.ts';
import { load, shows, snap } from './page-waits.ts';

// The page's document, as the functions run in the browser see it (the tests compile without the DOM library).
interface PageElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
declare const document: { querySelectorAll(selector: string): Iterable<PageElement> };

/** Every element with `attr`, as its attributes `keys`. */
const marks = (page: Page, selector: string, keys: string[]) =>
  page.evaluate(
    ([selector, keys]) =>
      [...document.querySelectorAll(selector)].map((e) => keys.map((k) => e.getAttribute(k) ?? '').join('|')).sort(),
    [selector, keys] as const,
  );

describe.skipIf(!haveChromium)(
  `the rich games on the live map${haveChromium ? '' : ` (skipped: ${noChromiumReason})`}`,
  () => {
    let browser: BrowserContext;
    let repo: GameRepository;
    let service: GameService;
    let web: Awaited<ReturnType<typeof serveGames>>;
    const signer = new LinkSigner('layers-test-secret', 'http://x');

    beforeAll(async () => {
      browser = await launchChromium();
      repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-web-')), 'g.sqlite')}`);
      service = new GameService({
        store: repo,
        logger: createLogger({ level: 'silent' }),
        seed: () => 5,
        maxAiSteps: 400,
      });
      web = await serveGames({ service, signer, logger: createLogger({ level: 'silent' }) });
    });
    afterAll(async () => {
      await web?.close();
      await browser?.close();
      await repo?.close();
    });

    /** The page at `url` in a window `width` × `height`, once drawn. */
    async function open(url: string, width: number, height: number): Promise<Page> {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height });
      await load(page, url);
      await shows(page, 'body[data-ready="1"]');
      return page;
    }

    /** A game of `ruleset` with AI seats, played part-way by the autopilot. */
    async function game(ruleset: RulesetId, seats: number, actions: number) {
      const ch = `c-${ruleset}`;
      const host = { id: 'h', name: 'host', locale: 'en' as const };
      const made = await service.create(ch, ch, 'g', host, ruleset, {}, 'en');
      if (!made.ok) throw new Error(made.error.code);
      for (let i = 1; i < seats; i++) await service.addAi(ch, host, true);
      expect((await service.start(ch, host, true)).ok).toBe(true);
      // The host's seat played by the AI for `actions` actions (with the AI seats' turns between), then left to the host:
      // a game part-way through, stored with its log as the bot stores one.
      await service.games.mutate(ch, async (cur) => {
        cur!.seats[0].autopilot = true;
        const steps = await playAiSeats(
          cur!,
          0,
          { policy: 'baseline', max: actions, aiOnlySlice: actions, threads: null },
          actions,
        );
        cur!.seats[0].autopilot = false;
        steps.push(
          ...(await playAiSeats(cur!, 0, { policy: 'baseline', max: 200, aiOnlySlice: 200, threads: null }, 200)),
        );
        return ok({ record: cur!, value: null, entries: settledEntries(cur!, steps) });
      });
      const r = asMap((await service.get(ch))!);
      expect(r.status).toBe('playing');
      const token = signer.token({ gameId: r.gameId, scope: { kind: 'public' }, expires: Date.now() + 600_000 });
      return { r, url: `${web.url}/m/${token}` };
    }

    /** What the page must show of the view now: zones and controllers, fleets, pieces on land. */
    async function expectLayers(page: Page, r: MapRecord) {
      const v = viewFor(r.state!, null);
      const f = v.forces!;
      const map = getMap(v.map);
      expect(await marks(page, 'path[data-zone]', ['data-zone', 'data-controller'])).toEqual(
        map.seas.zones.map((z) => `${z.id}|${f.sea[z.id].controller}`).sort(),
      );
      const fleets = Object.entries(f.sea).flatMap(([z, x]) =>
        Object.keys({ ...x.ships, ...x.admirals }).map((p) => `${z}|${p}|${x.ships[+p] ?? 0}|${x.admirals[+p] ?? 0}`),
      );
      expect(fleets.length).toBeGreaterThan(0);
      expect(await marks(page, '[data-fleet]', ['data-fleet', 'data-player', 'data-ships', 'data-admirals'])).toEqual(
        fleets.sort(),
      );
      const generals = Object.entries(f.land).flatMap(([t, x]) =>
        Object.entries(x.generals).map(([p, n]) => `${t}|${p}|${n}`),
      );
      expect(generals.length).toBeGreaterThan(0);
      expect(await marks(page, '[data-general]', ['data-general', 'data-player', 'data-count'])).toEqual(
        generals.sort(),
      );
      const forts = Object.entries(f.land)
        .filter(([, x]) => x.fort)
        .map(([t]) => t);
      expect(await marks(page, '[data-fort]', ['data-fort'])).toEqual(forts.sort());
      expect(await marks(page, '[data-epidemic]', ['data-epidemic', 'data-count'])).toEqual(
        Object.entries(f.land)
          .filter(([, x]) => x.epidemics > 0)
          .map(([t, x]) => `${t}|${x.epidemics}`)
          .sort(),
      );
      // Both routes' lanes, with their holder (or nobody).
      expect((await marks(page, 'g[data-route]', ['data-route'])).length).toBe(map.seas.routes.length);
      // VP per seat in the band.
      const band = (await page.locator('#band').textContent())!;
      for (const p of v.players)
        if (p.points !== undefined && p.kind !== 'neutral') expect(band).toContain(`${p.points} VP`);
      // The legend explains the pieces.
      expect(await marks(page, '#legend [data-icon]', ['data-icon'])).toEqual(
        ['admiral', 'epidemic', 'fort', 'general', 'last', 'route', 'ships']
          .concat(v.players.some((p) => p.hq) ? ['hq'] : [])
          .sort(),
      );
      expect(await page.locator('#seas').textContent()).toMatch(/Seas/);
      return v;
    }

    it('napoleon-advanced: seas, fleets, pieces, routes, VP, the year, the legend; the history shows the past', async () => {
      const { r, url } = await game('napoleon-advanced', 3, 150);
      const page = await open(url, 1280, 900);
      expect(await page.locator('#title').textContent()).toBe(rulesetTitle('napoleon-advanced', 'en'));
      const v = await expectLayers(page, r);
      expect(await page.locator('#status').textContent()).toContain(`Year ${Math.min(v.round, 5)} of 5`);
      // VP by source (from the log's pointsScored events) once any was scored.
      await snap(page, 'live-map-advanced-1280.png', true);

      // History: turn 1 as it ended — its band, its log, a tapped territory.
      const h = historyPayload(await repo.log(r.gameId), r.logSeq ?? 0, r)!;
      expect(h.turns.length).toBeGreaterThan(2);
      await page.locator('#history').fill('1');
      await shows(page, 'body[data-showing="1"]');
      expect(await page.locator('#past').textContent()).toMatch(new RegExp(`^Turn 1 of ${h.turns.length} — the past`));
      const t1 = h.turns[0];
      const band = (await page.locator('#band').textContent())!;
      for (const p of v.players.filter((x) => x.kind !== 'neutral'))
        expect(band).toContain(`Territories ${t1.t[p.id]} · Armies ${t1.a[p.id]}`);
      expect(t1.log!.length).toBeGreaterThan(0);
      expect(await page.locator('#log div').allTextContents()).toEqual(t1.log);
      // A territory whose holder changed since turn 1: tapped, it shows turn 1's holder.
      const i = h.order.findIndex((t, k) => t1.o[k] >= 0 && t1.o[k] !== v.territories[t].owner);
      expect(i).toBeGreaterThanOrEqual(0);
      await page.locator(`path[data-t="${h.order[i]}"]`).dispatchEvent('click');
      expect(await page.locator('#info').textContent()).toContain(`Held by: ${v.players[t1.o[i]].name}`);
      await snap(page, 'live-map-advanced-history-1280.png');
      await page.locator('#back-to-now').click();
      await shows(page, 'body[data-showing="now"]');
      expect(await page.locator('#info').textContent()).toContain(
        `Held by: ${v.territories[h.order[i]].owner >= 0 ? v.players[v.territories[h.order[i]].owner].name : 'nobody'}`,
      );
      expect(await page.locator('#past').count()).toBe(0);

      // A phone: the slider is on the first screen, without scrolling.
      const phone = await open(url, 375, 667);
      const slider = await phone.locator('#history').boundingBox();
      expect(slider!.y + slider!.height).toBeLessThanOrEqual(667);
      await snap(phone, 'live-map-advanced-375.png');
      await snap(phone, 'live-map-advanced-375-full.png', true);
      await Promise.all([page.close(), phone.close()]);
    });

    it('napoleon-campaign: the calendar year, sides, powers and allies, objectives, seas and VP by source', async () => {
      const { r, url } = await game('napoleon-campaign', 2, 60);
      const page = await open(url, 1280, 900);
      expect(await page.locator('#title').textContent()).toBe(rulesetTitle('napoleon-campaign', 'en'));
      const v = await expectLayers(page, r);
      const c = v.campaign!;
      expect(await page.locator('#status').textContent()).toContain(`${c.year} (round ${Math.min(c.round, 8)} of 8)`);
      const band = (await page.locator('#band').textContent())!;
      expect(band).toMatch(/France/);
      expect(band).toMatch(/England/);
      for (const power of ['Austria', 'Prussia', 'Russia']) expect(band).toContain(power);
      for (const x of c.powers) expect(band).toMatch(x.ally >= 0 ? /🤝/ : /neutral/);
      // Points by source, as the campaign keeps them.
      const seat = c.sides.france;
      const by = Object.entries(c.points[seat].by).filter(([, n]) => n !== 0);
      if (by.length) expect(band).toContain('VP: ');
      expect(await page.locator('#objectives').textContent()).toMatch(/France: .*England: /s);
      await snap(page, 'live-map-campaign-1280.png', true);
      const phone = await open(url, 375, 667);
      // The history's button is on the first screen; once open, so is its slider.
      const button = await phone.locator('#history-open').boundingBox();
      expect(button!.y + button!.height).toBeLessThanOrEqual(667);
      await snap(phone, 'live-map-campaign-375.png');
      await snap(phone, 'live-map-campaign-375-full.png', true);
      await Promise.all([page.close(), phone.close()]);
    });
  },
);
