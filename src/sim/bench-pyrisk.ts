// pyrisk (a Python Risk engine with AIs, github.com/chronitis/pyrisk), timed on this machine in
// the same run as our engine: StupidAI ×4, the games its command line plays, per second of the
// Python process's CPU time. pyrisk is not part of this project: `npm run bench` measures it
// when PYRISK_DIR names a checkout of it, and says so otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** How pyrisk's log is treated: as its command line leaves it (on stderr, here to /dev/null), or switched off. */
export type PyriskLog = 'cli' | 'off';

// Runs pyrisk.py as `python3 pyrisk.py --nocurses -d 0 -s SEED -g GAMES StupidAI*4` would,
// inside one interpreter, and prints the CPU and wall seconds the games took.
const RUNNER = `
import sys, os, io, time, json, runpy, logging, contextlib
d, games, seed, log = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
os.chdir(d); sys.path.insert(0, d)
if log == 'off': logging.disable(logging.CRITICAL)
sys.argv = ['pyrisk.py', '--nocurses', '-d', '0', '-s', seed, '-g', str(games), 'StupidAI*4']
c0, w0 = time.process_time(), time.perf_counter()
with contextlib.redirect_stdout(io.StringIO()):
    runpy.run_path('pyrisk.py', run_name='__main__')
print(json.dumps({'cpuS': time.process_time() - c0, 'wallS': time.perf_counter() - w0}))
`;

export interface PyriskRate {
  games: number;
  gamesPerCpuSec: number;
  gamesPerSec: number;
}

/** pyrisk's StupidAI×4 rate, or an explanation of why it could not be measured. */
export function pyriskRate(dir: string, games: number, log: PyriskLog, seed = 1): PyriskRate | { error: string } {
  if (!existsSync(join(dir, 'pyrisk.py')) || !existsSync(join(dir, 'ai', 'stupid.py')))
    return { error: `${dir} is not a pyrisk checkout (pyrisk.py, ai/stupid.py)` };
  const r = spawnSync('python3', ['-c', RUNNER, dir, String(games), String(seed), log], {
    encoding: 'utf8',
    // its log goes where its command line sends it when nobody reads it
    stdio: ['ignore', 'pipe', log === 'cli' ? 'ignore' : 'pipe'],
    maxBuffer: 1 << 20,
  });
  if (r.error) return { error: `python3: ${r.error.message}` };
  if (r.status !== 0) return { error: `pyrisk exited ${r.status}: ${(r.stderr ?? '').slice(-300)}` };
  const { cpuS, wallS } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { cpuS: number; wallS: number };
  return { games, gamesPerCpuSec: games / cpuS, gamesPerSec: games / wallS };
}
