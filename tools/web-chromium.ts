// The browser the web tests (test/web) share: one Chromium per test process, each file in a
// browser context of its own (its own cookies, storage and cache, closed with the file). A
// launch is about 1 CPU s of Chromium (the browser, its zygotes, GPU and network processes)
// before any page; the shared worker of vitest's `shared` project runs the browser files one
// after another, so they pay it once. The browser lives until the process ends: Playwright
// kills what it launched when its process exits, and Chromium ends by itself when its pipe to
// this process closes (a worker killed outright). What a file's pages cost is counted in that
// file's figure (test/setup-cpu.ts counts the live browser's time where it is spent).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

const KEY = Symbol.for('risk:web-tests-browser');
const shared = globalThis as unknown as Record<symbol, Promise<Browser> | undefined>;

function browser(): Promise<Browser> {
  let b = shared[KEY];
  if (!b) {
    // Playwright's own limits count wall time: off, as in tools/chromium.ts.
    b = chromium.launch({ executablePath: CHROMIUM, headless: true, timeout: 0, args: CHROMIUM_ARGS });
    shared[KEY] = b;
    b.then(
      (x) => x.on('disconnected', () => shared[KEY] === b && delete shared[KEY]),
      () => shared[KEY] === b && delete shared[KEY],
    );
  }
  return b;
}

/**
 * A fresh browser context on the process's shared Chromium (the first call launches it): what
 * a test file opens its pages in, and closes (`context.close()`) when it is done.
 */
export async function webContext(): Promise<BrowserContext> {
  const context = await (await browser()).newContext();
  context.setDefaultTimeout(0);
  context.setDefaultNavigationTimeout(0);
  return context;
}
