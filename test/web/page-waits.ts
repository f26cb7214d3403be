// What the browser tests wait for on a page, counted on the idle-machine clock
// (tools/fair-time.ts). Playwright's own limits are off (tools/chromium.ts: they count wall time,
// which a loaded machine runs out), so a wait left to Playwright alone would hang the run until
// the suite's 30-minute guard when the page never gets there. Each wait here fails instead,
// naming what never came, once the step has had what it needs on an idle machine. The waiting
// itself stays Playwright's, inside the browser; the clock only polls a flag in node.
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { shotsDir } from '../../tools/chromium.ts';
import { until } from '../../tools/fair-time.ts';

/** What one page step needs on an idle machine: a load with its scripts and first draw, a move, a screenshot. */
export const PAGE_MS = 20_000;

/**
 * `work` (a Playwright wait or action) awaited on the idle-machine clock: its value, or its own
 * error; when it has not settled after `needMs`, an error naming `what`.
 */
export async function done<T>(work: Promise<T>, what: string, needMs = PAGE_MS): Promise<T> {
  let end: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  // (Once the wait has failed, a late answer or a rejection from the page being closed is unheard.)
  work.then(
    (value) => (end = { ok: true, value }),
    (error: unknown) => (end = { ok: false, error }),
  );
  const got = await until(() => end, { what, needMs });
  if (!got.ok) throw got.error;
  return got.value;
}

/** Waits for the page to show `selector` (Playwright's "visible"); a page that never does fails, naming it. */
export async function shows(page: Page, selector: string, needMs = PAGE_MS): Promise<void> {
  await done(page.waitForSelector(selector), `the page showing ${selector}`, needMs);
}

/** Loads `url` in the page (its response, for the status and headers). */
export const load = (page: Page, url: string): Promise<Response | null> =>
  done(page.goto(url), `the page at ${url} loading`);

/** A screenshot into shotsDir() (looked at by a person), the whole page when `fullPage`. */
export async function snap(page: Page, file: string, fullPage = false): Promise<void> {
  await done(page.screenshot({ path: join(shotsDir(), file), fullPage }), `the screenshot ${file}`);
}
