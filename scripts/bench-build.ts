// npm run bench -- --only build: the compiled bot (scripts/build.mjs) against the TypeScript
// sources under tsx, in one run, alternating: time to the prompt ("Logged in as", against the
// loopback Discord) and a batch of Napoléon AI games (npm run simulate), wall clock and CPU.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStandin } from '../tools/discord-standin/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100)

/** CPU milliseconds of a process group so far: its processes and the children they reaped. */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) !== pgid) continue; // field 5: pgrp
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); // utime stime cutime cstime
    } catch {
      /* exited meanwhile */
    }
  }
  return ticks * TICK_MS;
}

/** One start: wall and CPU milliseconds from spawn to "Logged in as". */
async function timeToPrompt(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ wallMs: number; cpuMs: number }> {
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  let output = '';
  const result = await new Promise<{ wallMs: number; cpuMs: number }>((res, rej) => {
    const on = (b: Buffer) => {
      output += b;
      if (/Logged in as/.test(output)) res({ wallMs: performance.now() - t0, cpuMs: groupCpuMs(child.pid!) });
    };
    child.stdout!.on('data', on);
    child.stderr!.on('data', on);
    child.once('exit', (code) => rej(new Error(`exited ${code}: ${output}`)));
  });
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** /usr/bin/time's wall and CPU seconds of a command run to its end (its output discarded). */
function spawnSyncTime(cmd: string, args: string[]): { wallS: number; cpuS: number } {
  const out = execFileSync(
    '/bin/sh',
    [
      '-c',
      `/usr/bin/time -f 'TIME %e %U %S' "$@" >/dev/null 2>/tmp/.bench-build-$$; tail -n 1 /tmp/.bench-build-$$; rm -f /tmp/.bench-build-$$`,
      'sh',
      cmd,
      ...args,
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(out);
  if (!m) throw new Error(`no timing in ${out}`);
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]) };
}

export async function benchBuild(rounds = 3, games = 10): Promise<Record<string, unknown>> {
  const d = await startStandin({ timeoutMs: 60_000 });
  const dir = execFileSync('node', ['scripts/build.mjs', 'scripts/simulate.ts'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  try {
    const env = (): NodeJS.ProcessEnv => ({
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DISCORD_|STORE_|WEB_)/.test(k))),
      DISCORD_TOKEN: d.token,
      DISCORD_API_URL: d.apiUrl,
      STORE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-start-')), 'g.sqlite')}`,
      LOG_LEVEL: 'warn',
    });
    const tsxStarts: { wallMs: number; cpuMs: number }[] = [];
    const builtStarts: { wallMs: number; cpuMs: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      tsxStarts.push(await timeToPrompt(tsx, ['src/main.ts'], env()));
      // What `npm start` runs now: the build (nothing to write when the sources did not change) and the bot.
      builtStarts.push(await timeToPrompt('node', ['scripts/start.mjs'], env()));
    }
    // tsx with its transform cache off: the first start after a deploy or on a new machine.
    const tsxCold = await timeToPrompt(tsx, ['src/main.ts'], { ...env(), TSX_DISABLE_CACHE: '1' });
    const sim = ['--ruleset', 'napoleon', '--players', '4', '--games', String(games), '--seed', '1', '--json'];
    const tsxSim = spawnSyncTime(tsx, ['scripts/simulate.ts', ...sim]);
    const builtSim = spawnSyncTime('node', [join(dir, 'simulate.js'), ...sim]);
    const per = (s: { wallS: number; cpuS: number }) => ({
      wallS: s.wallS,
      cpuS: s.cpuS,
      gamesPerWallS: +(games / s.wallS).toFixed(2),
      gamesPerCpuS: +(games / s.cpuS).toFixed(2),
    });
    const start = (xs: { wallMs: number; cpuMs: number }[]) => ({
      medianWallMs: Math.round(median(xs.map((x) => x.wallMs))),
      medianCpuMs: median(xs.map((x) => x.cpuMs)),
      runs: xs.map((x) => ({ wallMs: Math.round(x.wallMs), cpuMs: x.cpuMs })),
    });
    return {
      startToPrompt: {
        tsx: start(tsxStarts),
        tsxColdCache: { wallMs: Math.round(tsxCold.wallMs), cpuMs: tsxCold.cpuMs },
        compiled: start(builtStarts),
      },
      napoleonAi: { games, tsx: per(tsxSim), compiled: per(builtSim) },
    };
  } finally {
    await d.stop();
  }
}
