// A bot worker process for the multi-process tests: `node <build>/worker.js MODE URL NAMESPACE …`,
// its JSON output lines collected (test/store/worker.ts, test/tournament/worker.ts). The script
// is compiled by the production build (scripts/build.mjs, as `npm start` runs the bot; reused
// while no source changed): a worker then starts in about 0.4–1 s of CPU instead of 3.4 s under
// tsx, and these files start two dozen of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Location } from './backends.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Build {
  buildBot(extra?: string[]): Promise<string>;
}

const builds = new Map<string, Promise<string>>();

/** The compiled script, built on first use (the build's folder holds it under its own name). */
export function compiled(script: string): Promise<string> {
  let out = builds.get(script);
  if (!out) {
    out = (async () => {
      const { buildBot } = (await import(join(ROOT, 'scripts/build.mjs'))) as Build;
      const dir = await buildBot([relative(ROOT, script)]);
      return join(dir, `${basename(script, '.ts')}.js`);
    })();
    builds.set(script, out);
  }
  return out;
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: Record<string, unknown>[];
  stderr: string;
}

export async function runWorker(script: string, loc: Location, ...args: string[]): Promise<Run> {
  return (await startWorker(script, loc, ...args)).done;
}

/**
 * A worker started: `ready` once it prints its first line (the jobs print `{"ready":true}` once
 * their store is open: test/store/jobs.ts), so a job in the test's own process can start beside
 * it rather than before it; `done` when it ends.
 */
export async function startWorker(
  script: string,
  loc: Location,
  ...args: string[]
): Promise<{ ready: Promise<void>; done: Promise<Run> }> {
  const js = await compiled(script);
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const done = new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, [js, args[0]!, loc.url, loc.namespace ?? '', ...args.slice(1)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('\n')) onReady();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code, signal) => {
      // A worker that died before its first line: what waits for `ready` goes on, and the test reads `done`.
      onReady();
      resolve({
        code,
        signal,
        stderr,
        lines: stdout
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      });
    });
  });
  return { ready, done };
}

/**
 * One worker process serving a file's jobs one after another (`worker.js serve`: test/store/worker.ts),
 * started on the first job: a job's store connection is its own, as in a process of its own, but
 * the file pays one process's start-up instead of one a job. `job` answers as `startWorker` does:
 * `ready` once the job's store is open, `done` with its lines (code 1 and the error as stderr if
 * it threw; the process's code and signal if the process ended during it, as `crash` ends it).
 */
export function jobWorker(script: string): {
  job(loc: Location, ...args: string[]): { ready: Promise<void>; done: Promise<Run> };
  close(): Promise<void>;
} {
  type Waiter = { lines: Record<string, unknown>[]; onReady: () => void; resolve: (r: Run) => void };
  let proc: Promise<{ child: ChildProcess; ended: Promise<void> }> | null = null;
  let current: Waiter | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let stderr = '';
  const start = async () => {
    const js = await compiled(script);
    const child = spawn(process.execPath, [js, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    let buffered = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d.toString();
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (!line.startsWith('{') || !current) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        current.lines.push(parsed);
        if (parsed.ready === true) current.onReady();
        else if (parsed.ending !== true) {
          const w = current;
          current = null;
          const failed = typeof parsed.error === 'string';
          w.resolve({ code: failed ? 1 : 0, signal: null, stderr: failed ? String(parsed.error) : '', lines: w.lines });
        }
      }
    });
    const ended = new Promise<void>((resolve) =>
      child.on('close', (code, signal) => {
        proc = null;
        const w = current;
        current = null;
        if (w) {
          w.onReady();
          w.resolve({ code, signal, stderr, lines: w.lines });
        }
        resolve();
      }),
    );
    return { child, ended };
  };
  return {
    job(loc, ...args) {
      let onReady = () => {};
      const ready = new Promise<void>((resolve) => (onReady = resolve));
      const done = new Promise<Run>((resolve) => {
        queue = queue.then(async () => {
          try {
            proc ??= start();
            const { child } = await proc;
            const finished = new Promise<Run>((r) => (current = { lines: [], onReady, resolve: r }));
            child.stdin!.write(`${JSON.stringify([args[0], loc.url, loc.namespace ?? '', ...args.slice(1)])}\n`);
            resolve(await finished);
          } catch (e) {
            onReady();
            resolve({ code: null, signal: null, stderr: String(e), lines: [] });
          }
        });
      });
      return { ready, done };
    },
    async close() {
      await queue;
      const p = proc;
      if (!p) return;
      const { child, ended } = await p;
      child.stdin!.end();
      await ended;
    },
  };
}
