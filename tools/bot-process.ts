// The bot in a process of its own, as an operator starts it: `npm start` (node scripts/start.mjs:
// the production build, then the compiled entry) or `npm run start:sharded`, in its own process
// group, against whatever DISCORD_API_URL and STORE_URL the caller gives (the loopback Discord of
// tools/discord-standin). Used by the multi-process tests (test/bot) and the burst bench
// (scripts/bench-burst.ts), where the bot must not share a process with the stand-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fairTimeout } from './fair-time.ts';

/** The checkout this file belongs to: from tools/ under tsx, from dist/<build>/ when compiled. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'scripts', 'start.mjs')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const repoRoot = findRoot();

export interface Sharded {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM to the manager and its shards (their clean stop), SIGKILL after 15 s. */
  stop: () => Promise<void>;
  /** kill -9 of the whole process group: a host that dies. */
  kill: () => Promise<void>;
  /** Resolves when `pattern` has appeared in the output `times` times (rejects if the process exits first). */
  waitFor: (pattern: RegExp, times?: number) => Promise<void>;
}

export interface StartOptions {
  /** The checkout to run (default: this one): the bench runs an older build beside this one. */
  root?: string;
  /** Flags for node before the script (`--cpu-prof`…). */
  nodeArgs?: string[];
}

/**
 * `npm run <script>` (start, start:sharded) in its own process group, with this environment.
 * Each runs what npm would (node scripts/start.mjs, node scripts/start.mjs shard) without npm
 * between (0.6 CPU s an npm), so the child is the bot or the sharding manager itself: its pid,
 * signals and exit code are its own.
 */
export function startNpm(
  script: 'start' | 'start:sharded',
  env: Record<string, string>,
  opts: StartOptions = {},
): Sharded {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('DISCORD_') && !k.startsWith('STORE_') && k !== 'SHARD_COUNT' && k !== 'VITEST',
    ),
  );
  const [cmd, args] = [
    process.execPath,
    [...(opts.nodeArgs ?? []), 'scripts/start.mjs', ...(script === 'start:sharded' ? ['shard'] : [])],
  ];
  const child = spawn(cmd, args, {
    cwd: opts.root ?? repoRoot,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (b) => {
    output += b;
  });
  child.stderr!.on('data', (b) => {
    output += b;
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* gone */
    }
  };
  return {
    child,
    output: () => output,
    async kill() {
      group('SIGKILL');
      await exited;
    },
    waitFor(pattern, times = 1) {
      const count = () => output.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
      return new Promise<void>((res, rej) => {
        if (count() >= times) return res();
        const on = () => {
          if (count() < times) return;
          off();
          res();
        };
        const onExit = (code: number | null) => {
          off();
          rej(new Error(`${script} exited ${code} before ${pattern}: ${output.slice(-2000)}`));
        };
        const off = () => {
          child.stdout!.off('data', on);
          child.stderr!.off('data', on);
          child.off('exit', onExit);
        };
        child.stdout!.on('data', on);
        child.stderr!.on('data', on);
        child.once('exit', onExit);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      group('SIGTERM');
      const killer = fairTimeout(15_000, () => group('SIGKILL'));
      await exited;
      killer();
      // The shards exit on their own SIGTERM; make sure none outlives the caller.
      await new Promise((res) => setTimeout(res, 200));
      group('SIGKILL');
    },
  };
}
