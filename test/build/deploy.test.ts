// deploy/ as an operator would use it, without a container engine (none runs here): the
// systemd unit, the Dockerfile and compose.yaml parse and agree with each other (one start
// command, SIGTERM, a stop timeout longer than the drain); then the image's start command runs
// in this checkout with compose's environment against the loopback Discord: it logs in,
// answers /healthz and /readyz on the metrics port, and a SIGTERM drains it to exit code 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startStandin } from '../../tools/discord-standin/index.ts';
import { freePort } from '../net.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (f: string) => readFileSync(join(root, 'deploy', f), 'utf8');

/** systemd's unit syntax: [Section] then Key=Value lines (comments with #). */
function parseUnit(text: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  let section: Record<string, string> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const head = /^\[(\w+)\]$/.exec(line);
    if (head) {
      section = out[head[1]!] = {};
      continue;
    }
    const kv = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!kv || !section) throw new Error(`not a unit line: ${line}`);
    section[kv[1]!] = kv[2]!;
  }
  return out;
}

/** Dockerfile instructions (continuation lines joined), by instruction name. */
function parseDockerfile(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^([A-Z]+)\s+(.*)$/.exec(l);
      if (!m) throw new Error(`not a Dockerfile line: ${l}`);
      return { op: m[1]!, args: m[2]! };
    });
}

interface Compose {
  services: Record<
    string,
    {
      environment?: Record<string, string>;
      stop_signal?: string;
      stop_grace_period?: string;
      build?: { dockerfile: string };
    }
  >;
}

describe('deploy/: systemd unit, Dockerfile, compose', () => {
  const unit = parseUnit(read('risk-bot.service'));
  const docker = parseDockerfile(read('Dockerfile'));
  const compose = parseYaml(read('compose.yaml')) as Compose;
  const cmd = JSON.parse(docker.find((i) => i.op === 'CMD')!.args) as string[];

  it('parse and agree: one start command, SIGTERM, a stop timeout longer than the drain', () => {
    expect(Object.keys(unit)).toEqual(['Unit', 'Service', 'Install']);
    expect(unit.Service!.ExecStart).toBe(`/usr/bin/${cmd.join(' ')}`);
    expect(unit.Service!.KillSignal).toBe('SIGTERM');
    const bot = compose.services.bot!;
    const drain = Number(bot.environment!.DRAIN_MS) / 1000;
    expect(Number(unit.Service!.TimeoutStopSec)).toBeGreaterThan(drain + 10);
    expect(Number(/^(\d+)s$/.exec(bot.stop_grace_period!)![1])).toBeGreaterThan(drain + 10);
    expect(bot.stop_signal).toBe('SIGTERM');
    expect(docker.find((i) => i.op === 'STOPSIGNAL')!.args).toBe('SIGTERM');
    expect(docker[0]).toEqual({ op: 'FROM', args: 'node:20-bookworm-slim' });
    expect(bot.build!.dockerfile).toBe('deploy/Dockerfile');
    expect(Object.keys(compose.services).sort()).toEqual(['bot', 'postgres', 'redis']);
    expect(bot.environment!.STORE_URL).toMatch(/^postgres:\/\/risk:risk@postgres:5432\/risk$/);
  });

  it("the image's start command, with compose's environment, logs in, is ready, and drains on SIGTERM", async () => {
    const d = await startStandin({ timeoutMs: 30_000 });
    try {
      const metricsPort = await freePort();
      const env: Record<string, string> = {
        ...(Object.fromEntries(
          Object.entries(process.env).filter(
            ([k]) => !k.startsWith('DISCORD_') && !k.startsWith('STORE_') && k !== 'VITEST',
          ),
        ) as Record<string, string>),
        ...compose.services.bot!.environment!,
        // The container's names for its neighbours do not resolve here: the test's own store and ports.
        STORE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-deploy-')), 'g.sqlite')}`,
        WEB_PORT: String(await freePort()),
        WEB_HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
        DISCORD_TOKEN: d.token,
        DISCORD_API_URL: d.apiUrl,
        LOG_LEVEL: 'info',
      };
      const child = spawn(cmd[0] === 'node' ? process.execPath : cmd[0]!, cmd.slice(1), {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const seen = (re: RegExp) =>
        new Promise<void>((res, rej) => {
          const on = () => re.test(output) && res();
          child.stdout.on('data', (b) => ((output += b), on()));
          child.stderr.on('data', (b) => ((output += b), on()));
          child.once('exit', (code) => rej(new Error(`exited ${code}: ${output.slice(-2000)}`)));
        });
      const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
      try {
        await seen(/Logged in as/);
        const health = await fetch(`http://127.0.0.1:${metricsPort}/healthz`);
        expect(health.status).toBe(200);
        const ready = await fetch(`http://127.0.0.1:${metricsPort}/readyz`);
        expect(await ready.text()).toBe('gateway: ok\nstore: ok\ndraining: ok\n');
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toMatch(/drained and stopped/);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    } finally {
      await d.stop();
    }
  }, 180_000);
});
