// `npm start` with the README's one extra line (WEB_PORT) serves the live map beside the bot:
// the real entry point, as its own process, against the loopback Discord.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startStandin, type Standin } from '../../tools/discord-standin/index.ts';
import { freePort } from '../net.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let d: Standin | null = null;
afterAll(() => d?.stop());

describe('npm start with WEB_PORT', () => {
  it('serves the live map in the bot’s process (one .env line)', async () => {
    d = await startStandin();
    const port = await freePort();
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(DISCORD_|STORE_|WEB_|PUBLIC_URL|VITEST)/.test(k)),
    );
    // As `npm start` runs it (scripts/start.mjs: the bot built, then run compiled), without npm between.
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...clean,
        DISCORD_TOKEN: d.token,
        DISCORD_API_URL: d.apiUrl,
        STORE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-start-')), 'g.sqlite')}`,
        LOG_LEVEL: 'warn',
        WEB_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the bot and esbuild's compiler stop with it.
      detached: true,
    });
    const exited = new Promise<void>((res) => child.once('exit', () => res()));
    try {
      let output = '';
      await new Promise<void>((res, rej) => {
        const on = (b: Buffer) => {
          output += b;
          if (/Logged in as/.test(output)) res();
        };
        child.stdout!.on('data', on);
        child.stderr!.on('data', on);
        child.once('exit', (code) => rej(new Error(`exited ${code}: ${output}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/Risk live map/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    } finally {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* gone */
      }
      await exited;
    }
  });
});
