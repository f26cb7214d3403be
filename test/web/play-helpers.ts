// What the browser tests of playing from My map share: the links the bot's `/risk map` reply
// carries, and taps on the page counted (a territory or sea zone on the board, a button of the
// action bar), each button's move awaited on the idle-machine clock (tools/fair-time.ts). What
// the page does is waited for inside the page (its event, or Playwright's own wait for a
// selector) and the clock polls only a flag here: a probe through the browser every 25 ms was
// several CPU ms a time, in node, the browser and the renderer, for as long as the page worked.
import type { Page } from 'playwright-core';
import { until } from '../../tools/fair-time.ts';
import { components, type StandinMessage } from '../../tools/discord-standin/index.ts';

declare const document: {
  body: { dataset: Record<string, string | undefined> };
  querySelector(selector: string): { textContent: string | null } | null;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
};

/** The reply's link buttons: the public map first, then the viewer's own (My map). */
export const linkButtons = (m: StandinMessage) =>
  components(m)
    .filter((c) => c.type === 2 && c.url)
    .map((c) => ({ label: c.label ?? '', url: c.url! }));

/** Steps told on stderr when PLAY_TRACE is set (what a stuck browser test was doing). */
export const trace = (what: string) => {
  if (process.env.PLAY_TRACE) console.error(what);
};

/** What one move needs on an idle machine: the request, the app's write, the moves asked again. */
const MOVE_MS = 20_000;

/**
 * What the page says once a button's move is done (its `risk:moves` event, src/web/client/play.ts):
 * 'moved' when it holds moves past `before`, else its refusal.
 */
const outcome = (page: Page, before: number) =>
  page.evaluate(
    (before) =>
      new Promise<string>((res) => {
        const check = () => {
          const msg = document.querySelector('#play-msg');
          const out =
            Number(document.body.dataset.playSeq ?? -1) > before
              ? 'moved'
              : msg
                ? `refused: ${msg.textContent}`
                : undefined;
          if (!out) return;
          document.removeEventListener('risk:moves', check);
          res(out);
        };
        document.addEventListener('risk:moves', check);
        check();
      }),
    before,
  );

/** Taps on the page, counted. */
export class Taps {
  n = 0;
  /** The place selected on the board (a tap on it again would change nothing: not made). */
  selected: string | null = null;
  /** Requests the page sent that have not finished (named in a failure). */
  private readonly pending = new Set<string>();
  constructor(private readonly page: Page) {
    page.on('request', (r) => this.pending.add(`${r.method()} ${r.url()}`));
    page.on('requestfinished', (r) => this.pending.delete(`${r.method()} ${r.url()}`));
    page.on('requestfailed', (r) => this.pending.delete(`${r.method()} ${r.url()}`));
  }
  private seq = () => this.page.evaluate(() => Number(document.body.dataset.playSeq ?? -1));

  /** Taps a territory, or a sea zone, on the board. */
  async place(id: string): Promise<void> {
    this.n++;
    this.selected = id;
    const land = this.page.locator(`path[data-t="${id}"]`);
    await ((await land.count()) ? land : this.page.locator(`path[data-zone="${id}"]`).first()).dispatchEvent('click');
  }
  /** Kept for the older tests' wording. */
  territory(t: string): Promise<void> {
    return this.place(t);
  }

  /**
   * Taps the bar's button labelled `label` (a pattern, or the exact text) and waits for the
   * moves after it; throws with the page's refusal when the server refused it.
   */
  async act(label: string | RegExp): Promise<void> {
    const before = await this.seq();
    const bar = this.page.locator('#play');
    const b =
      typeof label === 'string'
        ? bar.getByRole('button', { name: label, exact: true }).first()
        : bar.locator('button', { hasText: label }).first();
    await until(async () => (await b.count()) > 0, { what: `button ${String(label)}`, needMs: MOVE_MS });
    this.n++;
    await b.click();
    // Asked after the click: the tap clears the last refusal before it sends (play.ts).
    let said: string | undefined;
    outcome(this.page, before).then(
      (o) => (said = o),
      () => undefined,
    );
    const out = await until(() => said, { what: `the move after ${String(label)}`, needMs: MOVE_MS }).catch(
      async (e: Error) => {
        const seq = await this.seq();
        throw new Error(
          `${e.message} (page at ${seq} from ${before}; pending: ${[...this.pending].join(', ') || 'none'})`,
        );
      },
    );
    if (out !== 'moved') throw new Error(`${String(label)}: ${out}`);
  }
}
