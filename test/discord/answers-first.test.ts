// People first (docs/architecture.md): a channel's presentation (its panel edit, the board it
// uploads) starts only once no other interaction waits for its answer, so in a burst every
// `/risk status` and every move's private answer goes out before the panels the moves left
// behind. Bounded (PANEL_WAIT_MS), and never for the interaction whose own answer the
// presentation is (a tap answered by updating its panel). Order only: the bound's timer is the
// test's (fake timers), so a busy machine cannot run it out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serial } from '../../src/discord/panel/live.ts';
import { answerAwaited, answersPending, PANEL_WAIT_MS, waitingForAnswers } from '../../src/discord/people-first.ts';

/** Lets queued promise callbacks run until `ok()` holds (a bounded number of turns, no clock). */
async function settled(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((res) => setImmediate(res));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answers before panels', () => {
  it('a panel edit queued while a `/risk status` answer is pending goes out after that answer', async () => {
    const order: string[] = [];
    const status = answerAwaited();
    const panel = serial('risk-1', async () => {
      order.push('panel edit of risk-1');
    });
    await settled(() => waitingForAnswers() === 1);
    expect(waitingForAnswers()).toBe(1);
    expect(order).toEqual([]);
    order.push('status answer');
    status.answered();
    await panel;
    expect(order).toEqual(['status answer', 'panel edit of risk-1']);
    expect(answersPending()).toBe(0);
  });

  it("a tap's own presentation (the update that answers it) does not wait for the other answers", async () => {
    const order: string[] = [];
    const elsewhere = answerAwaited();
    const tap = answerAwaited();
    await tap.run(() =>
      serial('risk-2', async () => {
        order.push('tap answered by its panel');
      }),
    );
    tap.answered();
    expect(order).toEqual(['tap answered by its panel']);
    // …while a presentation of the tap's channel after its answer waits like any other.
    const next = serial('risk-2', async () => {
      order.push('next panel edit');
    });
    await settled(() => waitingForAnswers() === 1);
    expect(order).toEqual(['tap answered by its panel']);
    elsewhere.answered();
    await next;
    expect(order).toEqual(['tap answered by its panel', 'next panel edit']);
  });

  it('an answer that never comes holds the panels PANEL_WAIT_MS at most', async () => {
    const lost = answerAwaited();
    let edited = false;
    const panel = serial('risk-3', async () => {
      edited = true;
    });
    await settled(() => waitingForAnswers() === 1);
    expect(edited).toBe(false);
    vi.advanceTimersByTime(PANEL_WAIT_MS);
    await panel;
    expect(edited).toBe(true);
    lost.answered();
    expect(answersPending()).toBe(0);
  });
});
