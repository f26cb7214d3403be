// The other bot process of the tournament's multi-process test: one compiled process
// (test/tournament/worker.ts, built as test/store/spawn-worker.ts builds its workers) that
// does the jobs the test gives it one after another, one per store, each on its own
// connection: one process start (a compiled bot's modules: ~1.5 CPU s) for the file instead
// of one per store.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Location } from '../store/backends.ts';
import { compiled } from '../store/spawn-worker.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface JobRun {
  /** Resolves once the process has opened the store and set its table (or the process ended). */
  ready: Promise<void>;
  /** What the job did (its last JSON line), or `failed` with why. */
  done: Promise<Record<string, unknown>>;
}

export interface JobProcess {
  run(loc: Location, args: string[]): JobRun;
  /** What the process wrote on stderr so far. */
  stderr(): string;
  /** Closes its stdin and waits for it to end: its exit code. */
  close(): Promise<number | null>;
}

export async function startJobProcess(): Promise<JobProcess> {
  const js = await compiled(WORKER);
  const child: ChildProcess = spawn(process.execPath, [js], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((res) => child.once('close', (code) => res(code)));
  // Lines from the process go to the job running now: its ready line, then its result.
  let onLine: (line: Record<string, unknown>) => void = () => {};
  let pending = '';
  child.stdout!.on('data', (d: Buffer) => {
    pending += d.toString();
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.startsWith('{')) onLine(JSON.parse(line) as Record<string, unknown>);
    }
  });
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(loc, args) {
      let ready!: () => void;
      const readyP = new Promise<void>((res) => (ready = res));
      const done = last.then(
        () =>
          new Promise<Record<string, unknown>>((resolve) => {
            const gone = () => {
              ready();
              resolve({ failed: `the job process ended (${child.exitCode ?? child.signalCode}): ${stderr}` });
            };
            if (child.exitCode !== null || child.signalCode !== null) return gone();
            child.once('close', gone);
            onLine = (line) => {
              if (line.ready) return ready();
              child.off('close', gone);
              ready();
              resolve(line);
            };
            child.stdin!.write(`${JSON.stringify([args[0], loc.url, loc.namespace ?? '', ...args.slice(1)])}\n`);
          }),
      );
      last = done;
      return { ready: readyP, done };
    },
    stderr: () => stderr,
    async close() {
      child.stdin!.end();
      return exited;
    },
  };
}
