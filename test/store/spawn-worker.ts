// A bot worker process for the multi-process tests: `node <build>/worker.js MODE URL NAMESPACE …`,
// its JSON output lines collected (test/store/worker.ts, test/tournament/worker.ts). The script
// is compiled by the production build (scripts/build.mjs, as `npm start` runs the bot; reused
// while no source changed): a worker then starts in about 0.4–1 s of CPU instead of 3.4 s under
// tsx, and these files start two dozen of them.
import { spawn } from 'node:child_process';
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
