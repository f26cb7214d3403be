// Debian's Chromium headless shell driven by playwright-core (the registry has no browser
// downloads here), one launcher for the browser tests (test/web) and the bench
// (scripts/bench-web.ts), so both run the same browser with the same flags. The headless shell
// (Debian's chromium-headless-shell, what Playwright itself runs headless) is the same Blink
// without the desktop browser around it: a page load and screenshot cost about half the CPU of
// /usr/bin/chromium's (0.2 against 0.5 CPU s), its launch 1.4 against 2.2. CHROMIUM_PATH
// overrides it (e.g. /usr/bin/chromium). Without it the browser tests are skipped and say why;
// under CI=true they run and fail instead (CI installs it: scripts/services.sh).
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const haveChromium = existsSync(CHROMIUM) || process.env.CI === 'true';
export const noChromiumReason = `no Chromium at ${CHROMIUM} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH; CI installs it)`;

/**
 * One browser with a fresh profile (playwright takes --user-data-dir as the persistent context's
 * folder). Playwright's own limits (30 s per action, 180 s to launch) count wall time, which a
 * loaded machine runs out: they are off, and a page that never gets there is caught by what the
 * test waits for on the idle-machine clock (tools/fair-time.ts) or the suite's hang guard.
 * No extra flags: Playwright passes what a headless test browser needs (--headless, --no-sandbox,
 * --no-first-run, --disable-background-networking, --disable-component-update, ...); the
 * desktop-only ones this list had (--disable-sync, --disable-gpu, --disable-quic) change nothing
 * in the headless shell (the same processes, the same CPU) or on a loopback http page.
 */
export async function launchChromium(): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'risk-chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    timeout: 0,
  });
  context.setDefaultTimeout(0);
  context.setDefaultNavigationTimeout(0);
  return context;
}

/** Where the screenshots go (looked at by a person: RISK_WEB_SHOTS, else a folder under /tmp). */
export function shotsDir(): string {
  const dir = process.env.RISK_WEB_SHOTS ?? join(tmpdir(), 'risk-web-shots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
