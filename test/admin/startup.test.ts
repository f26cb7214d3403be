// Admin set-up: `.env` is loaded by the entry points, and a bad token, no network or a missing
// permission ends in one sentence (no stack trace) and exit code 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDotEnv } from '../../src/config.ts';
import { explainStartupError } from '../../src/startup.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY: Record<string, string[]> = {
  'src/main.ts': ['scripts/start.mjs'],
  'src/shard.ts': ['scripts/start.mjs', 'shard'],
  'scripts/deploy-commands.ts': ['scripts/run-compiled.mjs', 'scripts/deploy-commands.ts'],
};

function run(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_') && k !== 'RISK_DEBUG'),
    );
    // Each runs as its npm script runs it: the bot's entries and deploy-commands compiled
    // (scripts/start.mjs, scripts/run-compiled.mjs: a third less CPU than tsx), invite-url under
    // tsx — its loader in this node (--import tsx) rather than the tsx command, which starts a
    // second node for the script (0.33 instead of 0.98 CPU s).
    const [cmd, args] = [process.execPath, ENTRY[script] ?? ['--import', 'tsx', script]];
    const child = spawn(cmd, args, { cwd: root, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fake Discord API answering every request with one status and body. */
let server: http.Server;
let answer = { status: 401, body: { message: '401: Unauthorized', code: 0 } as object };
let api = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const tmpStore = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-start-')), 'g.sqlite')}`;

const oneSentence = (stderr: string) => {
  const lines = stderr
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('npm '));
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0];
};

describe('start-up errors are one sentence', () => {
  it('npm start with a bad token: Discord refused the token', async () => {
    answer = { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    const out = await run('src/main.ts', { DISCORD_TOKEN: 'not.a.token', DISCORD_API_URL: api, STORE_URL: tmpStore() });
    expect(out.code).toBe(1);
    expect(oneSentence(out.stderr)).toMatch(/refused the token in DISCORD_TOKEN/);
  });

  it('npm start without network: cannot reach Discord', async () => {
    const out = await run('src/main.ts', {
      DISCORD_TOKEN: 'not.a.token',
      DISCORD_API_URL: 'http://127.0.0.1:1/api',
      STORE_URL: tmpStore(),
    });
    expect(out.code).toBe(1);
    expect(oneSentence(out.stderr)).toMatch(/Cannot reach Discord \(ECONNREFUSED/);
  });

  it('start:sharded with a bad token and no SHARD_COUNT: the recommended count is asked of DISCORD_API_URL, which refuses the token', async () => {
    answer = { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    const out = await run('src/shard.ts', {
      DISCORD_TOKEN: 'not.a.token',
      DISCORD_API_URL: api,
      STORE_URL: tmpStore(),
    });
    expect(out.code).toBe(1);
    expect(oneSentence(out.stderr)).toMatch(/refused the token in DISCORD_TOKEN/);
  });

  it('deploy-commands without the applications.commands scope: Missing Access, with the way out', async () => {
    answer = { status: 403, body: { message: 'Missing Access', code: 50001 } };
    const out = await run('scripts/deploy-commands.ts', {
      DISCORD_TOKEN: 'x',
      DISCORD_CLIENT_ID: '1',
      DISCORD_GUILD_ID: '2',
      DISCORD_API_URL: api,
    });
    expect(out.code).toBe(1);
    expect(oneSentence(out.stderr)).toMatch(/Missing Access.*invite-url/);
  });

  it('deploy-commands with a bad token: Discord refused the token', async () => {
    answer = { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    const out = await run('scripts/deploy-commands.ts', {
      DISCORD_TOKEN: 'x',
      DISCORD_CLIENT_ID: '1',
      DISCORD_API_URL: api,
    });
    expect(out.code).toBe(1);
    expect(oneSentence(out.stderr)).toMatch(/refused the token/);
  });

  it('names an unknown application and falls back to the first line of anything else', () => {
    expect(explainStartupError({ status: 404, code: 10002 })).toMatch(/DISCORD_CLIENT_ID/);
    expect(explainStartupError(new Error('disk full\n  at x'))).toBe(
      'Start-up failed: disk full (run with RISK_DEBUG=1 for details).',
    );
    expect(
      explainStartupError(
        Object.assign(new TypeError('fetch failed'), {
          cause: Object.assign(new Error('x'), { code: 'ENOTFOUND', hostname: 'discord.com' }),
        }),
      ),
    ).toMatch(/Cannot reach Discord \(ENOTFOUND discord.com\)/);
  });
});

describe('.env', () => {
  it('is loaded into the environment, and variables already set win', () => {
    const dir = mkdtempSync(join(tmpdir(), 'risk-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'RISK_TEST_FROM_FILE=file\nRISK_TEST_BOTH=file\n');
    process.env.RISK_TEST_BOTH = 'env';
    // This file shares its process with the files after it: the variables go however this ends.
    try {
      expect(loadDotEnv(file)).toBe(true);
      expect(process.env.RISK_TEST_FROM_FILE).toBe('file');
      expect(process.env.RISK_TEST_BOTH).toBe('env');
      expect(loadDotEnv(join(dir, 'missing.env'))).toBe(false);
    } finally {
      delete process.env.RISK_TEST_FROM_FILE;
      delete process.env.RISK_TEST_BOTH;
    }
  });

  it('invite-url prints the link from DISCORD_CLIENT_ID', async () => {
    const out = await run('scripts/invite-url.ts', { DISCORD_CLIENT_ID: '123' });
    expect(out.code).toBe(0);
    expect(out.stdout.trim()).toBe(
      'https://discord.com/oauth2/authorize?client_id=123&scope=bot%20applications.commands&permissions=309237697536',
    );
  });
});
