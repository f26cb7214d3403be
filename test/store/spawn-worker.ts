// A bot worker process for the multi-process tests: `node --import tsx SCRIPT MODE URL NAMESPACE …`,
// its JSON output lines collected (test/store/worker.ts, test/tournament/worker.ts).
import { spawn } from 'node:child_process';
import type { Location } from './backends.ts';

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: Record<string, unknown>[];
  stderr: string;
}

export function runWorker(script: string, loc: Location, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', script, args[0]!, loc.url, loc.namespace ?? '', ...args.slice(1)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LOG_LEVEL: 'silent' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stderr,
        lines: stdout
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      }),
    );
  });
}
