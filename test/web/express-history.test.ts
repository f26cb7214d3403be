// Risk Express's history slider in a real headless Chromium: a game played by the AI through the
// app, its page opened from a public link; the slider at a past turn shows the card table as
// the action log's replay left that turn (holders, closed continents), Now brings back the
// table of today, and the plots show cards and score per seat; when the game goes on, the open
// slider grows and keeps the turn shown. Screenshots at 375 px and 1280 px.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createLogger } from '../../src/app/log.js';
import { GameService } from '../../src/app/service.js';
import type { SetupInput } from '../../src/game/definition.js';
import { expressGame } from '../../src/express/definition.js';
import type { ExpressState } from '../../src/express/types.js';
import { openRepository } from '../../src/store/open.js';
import type { GameRepository, LogEntry } from '../../src/store/repository.js';
import { MemoryFeed } from '../../src/web/feed.js';
import { serveGames } from '../../src/web/index.js';
import { LinkSigner } from '../../src/web/links.js';
import type { WebServer } from '../../src/web/server.js';
import { haveChromium, launchChromium, noChromiumReason } from '../../tools/chromium.ts';
import { done, load, shows, snap } from './page-waits.ts';
import { settled } from '../../tools/fair-time.ts';

interface PageElement {
  getAttribute(name: string): string | null;
}
declare const document: { querySelectorAll(selector: string): Iterable<PageElement> };

/** The card table the page drew: card → holder seat ('' for nobody). */
const table = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-card]')].map((e) => [
        e.getAttribute('data-card')!,
        e.getAttribute('data-owner')!,
      ]),
    ),
  );

const ownersOf = (s: ExpressState) =>
  Object.fromEntries(Object.entries(s.owners).map(([c, o]) => [c, o === null ? '' : String(o)]));

/** Each turn: its round and player, and the state it left (the log replayed; a turn ends where the next starts, or now). */
function replayTurns(log: readonly LogEntry[]): { round: number; player: number; end: ExpressState }[] {
  const start = log.find((e) => e.kind === 'start')!;
  const made = expressGame.setup((start.action as { input: SetupInput<unknown> }).input as never, { now: start.at });
  if (!made.ok) throw new Error('setup refused');
  let s = made.value.state;
  const turns = [{ round: s.round, player: s.current, end: s }];
  for (const e of log) {
    if (e.seq <= start.seq || !['act', 'ai', 'auto', 'timer'].includes(e.kind)) continue;
    const r = expressGame.apply(s, e.actor ?? -1, e.action as never, { now: e.at });
    if (!r.ok) throw new Error(`action ${e.seq} refused`);
    s = r.value.state;
    turns[turns.length - 1].end = s;
    if (r.value.events.some((x) => x.type === 'turnStarted')) turns.push({ round: s.round, player: s.current, end: s });
  }
  return turns;
}

describe.skipIf(!haveChromium)(
  `Risk Express history in Chromium${haveChromium ? '' : ` (skipped: ${noChromiumReason})`}`,
  () => {
    let browser: BrowserContext;
    let repo: GameRepository;
    let web: WebServer;
    let service: GameService;
    const signer = new LinkSigner('express-history-test', 'http://x');

    beforeAll(async () => {
      browser = await launchChromium();
      repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-web-x-')), 'g.sqlite')}`);
      const feed = new MemoryFeed();
      service = new GameService({
        store: repo,
        logger: createLogger({ level: 'silent' }),
        seed: () => 5,
        maxAiSteps: 60,
        onSaved: (r, m) => feed.publish(m.gameId, r.logSeq ?? 0),
      });
      web = await serveGames({ service, signer, feed, logger: createLogger({ level: 'silent' }) });
    });
    afterAll(async () => {
      await browser?.close();
      await web?.close();
      await repo?.close();
    });

    it('the history slider replays the card table turn by turn, with cards and score plots', async () => {
      const host = { id: 'h', name: 'Dora', locale: 'en' as const };
      const ch = 'x1';
      expect((await service.create(ch, ch, 'g', host, 'express', {}, 'en')).ok).toBe(true);
      await service.addAi(ch, host, true);
      await service.addAi(ch, host, true);
      expect((await service.start(ch, host, true)).ok).toBe(true);
      await service.settings(ch, host, true, { autopilot: true });
      // Some turns (60 AI steps at most).
      await service.runAi(ch);
      const r = (await service.get(ch))!;
      const now = r.state as ExpressState;
      const turns = replayTurns(await repo.log(r.gameId));
      expect(turns.length).toBe(now.turnIndex + 1);
      // The first turn that left a card held and a table unlike today's.
      const k = turns.findIndex((t) => Object.values(t.end.owners).some((o) => o !== null)) + 1;
      expect(k).toBeGreaterThan(0);
      const then = turns[k - 1];
      expect(ownersOf(then.end)).not.toEqual(ownersOf(now));

      const token = signer.token({ gameId: r.gameId, scope: { kind: 'public' }, expires: Date.now() + 60_000 });
      for (const width of [375, 1280]) {
        const page = await browser.newPage();
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await load(page, `${web.url}/m/${token}`);
        await shows(page, 'body[data-ready="1"]');
        expect(await table(page)).toEqual(ownersOf(now));
        await page.locator('#history-open').click();
        await shows(page, '#history');
        expect(await page.locator('#history').getAttribute('max')).toBe(String(now.turnIndex + 1));
        await page.locator('#history').fill(String(k));
        const want = `Turn ${k} / ${turns.length} · Round ${then.round} ·  ${r.seats[then.player].name}`;
        expect(
          await settled(
            () => page.locator('#history-label').textContent(),
            (t) => t === want,
            5_000,
          ),
        ).toBe(want);
        expect(await table(page)).toEqual(ownersOf(then.end));
        // The continents closed then, not now.
        expect(await page.locator('.express .cont.closed').count()).toBe(then.end.closed.length);
        expect(await page.locator('figure.plot figcaption').allTextContents()).toEqual(['Cards', 'Score']);
        await snap(page, `live-map-express-history-${width}.png`, true);
        await page.locator('#history-now').click();
        const nowOwners = JSON.stringify(ownersOf(now));
        expect(
          await settled(
            () => table(page),
            (t) => JSON.stringify(t) === nowOwners,
            5_000,
          ),
        ).toEqual(ownersOf(now));
        await page.close();
      }

      // The game goes on while the history is open at turn k: the slider grows, turn k stays shown.
      const page = await browser.newPage();
      await load(page, `${web.url}/m/${token}`);
      await shows(page, '#live.on');
      await page.locator('#history-open').click();
      await shows(page, '#history');
      await page.locator('#history').fill(String(k));
      await page.evaluate(() => {
        const w = globalThis as unknown as { historySeq: number; document: EventTarget };
        w.historySeq = -1;
        w.document.addEventListener('risk:history', (e) => (w.historySeq = (e as CustomEvent<number>).detail));
      });
      await service.runAi(ch);
      const later = (await service.get(ch))!;
      expect(later.logSeq).toBeGreaterThan(r.logSeq ?? 0);
      await done(
        page.waitForFunction(
          (seq) => (globalThis as unknown as { historySeq: number }).historySeq >= seq,
          later.logSeq ?? 0,
        ),
        `the history past ${later.logSeq}`,
      );
      const more = (later.state as ExpressState).turnIndex + 1;
      expect(more).toBeGreaterThan(turns.length);
      expect(await page.locator('#history').getAttribute('max')).toBe(String(more));
      expect(await page.locator('#history-label').textContent()).toMatch(new RegExp(`^Turn ${k} / ${more} · `));
      expect(await table(page)).toEqual(ownersOf(then.end));
      await page.close();
    });
  },
);
