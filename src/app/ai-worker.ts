// An AI thread: one decision per message, a pure function of the state, the seat, the policy
// and the record's AI random stream (sent over and sent back advanced), so a decision made
// here is the one the event loop would have made (test/app/ai-pool.test.ts). A game family
// this thread does not know (one a test registers) is answered `unknown`: decided at home.
import { parentPort } from 'node:worker_threads';
import { hostFor } from '../game/registry.js';

export interface AiJob {
  id: number;
  ruleset: string;
  state: unknown;
  seat: number;
  policy: string;
  rng: [number, number, number, number];
}

export type AiReply =
  | { ready: true }
  | { id: number; action: unknown; rng: [number, number, number, number] }
  | { id: number; unknown: true }
  | { id: number; error: string };

parentPort?.on('message', (job: AiJob) => {
  const host = hostFor(job.ruleset);
  if (!host) {
    parentPort!.postMessage({ id: job.id, unknown: true } satisfies AiReply);
    return;
  }
  try {
    const rng: AiJob['rng'] = [...job.rng];
    const action = host.aiMove(job.state, job.seat, job.policy, rng);
    parentPort!.postMessage({ id: job.id, action, rng } satisfies AiReply);
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) } satisfies AiReply);
  }
});

// Loaded: until now the pool decided on the event loop rather than wait for a cold thread.
parentPort?.postMessage({ ready: true } satisfies AiReply);
