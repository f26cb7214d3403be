// `npm start` runs the compiled bot (scripts/start.mjs builds it with scripts/build.mjs): the
// real command as its own process against the loopback Discord. A game is opened and started;
// its board is drawn by the drawing thread started from the build (not drawn on the event loop
// after a failed thread), and the live page is served from the same process (WEB_PORT).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { startStandin, type Standin } from '../../tools/discord-standin/index.ts';
import { freePort } from '../net.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let d: Standin | null = null;
afterAll(() => d?.stop());

describe('npm start runs the compiled bot', () => {
  it('logs in, draws a board in its drawing thread from the build, serves the live page', async () => {
    d = await startStandin({ users: [{ name: 'alice' }, { name: 'bob' }], timeoutMs: 60_000 });
    await new REST({ api: d.apiUrl }).setToken(d.token).put(Routes.applicationCommands(d.appId), {
      body: commandDefinitions(),
    });
    const port = await freePort();
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(DISCORD_|STORE_|WEB_|PUBLIC_URL|VITEST|NODE_OPTIONS)/.test(k)),
    );
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...clean,
        DISCORD_TOKEN: d.token,
        DISCORD_API_URL: d.apiUrl,
        STORE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-built-')), 'g.sqlite')}`,
        LOG_LEVEL: 'warn',
        WEB_PORT: String(port),
        NODE_OPTIONS: `--import=${join(root, 'test/build/count-workers.mjs')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm and node stop with it.
      detached: true,
    });
    let output = '';
    const exited = new Promise<void>((res) => child.once('exit', () => res()));
    const seen = (re: RegExp) =>
      new Promise<void>((res, rej) => {
        const check = () => {
          if (re.test(output)) res();
        };
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        child.once('exit', (code) => rej(new Error(`exited ${code}: ${output}`)));
        check();
      });
    child.stdout!.on('data', (b) => (output += b));
    child.stderr!.on('data', (b) => (output += b));
    try {
      await seen(/Logged in as/);
      await d.waitForReady(60_000);
      const [alice, bob] = d.users;
      await d.slash(alice!, 'risk new', { ruleset: 'classic', setup: 'auto' });
      await d.slash(bob!, 'risk join', {});
      await d.slash(alice!, 'risk start', {});
      const panel = await d.waitForMessage((m) => m.attachments.some((a) => a.data && a.data.length > 0), {
        timeoutMs: 60_000,
      });
      const image = panel.attachments.find((a) => a.data && a.data.length > 0)!;
      // A real picture of the board: a PNG or WebP of tens of kilobytes.
      const magic = image.data!.subarray(0, 12);
      expect(magic.subarray(1, 4).toString() === 'PNG' || magic.subarray(8, 12).toString() === 'WEBP').toBe(true);
      expect(image.data!.length).toBeGreaterThan(20_000);
      // Drawn by the drawing thread started from the compiled build, which came up without error.
      await seen(/worker online: file:\/\/.*\/dist\/[0-9a-f]{16}\/draw-worker\.js/);
      expect(output).not.toMatch(/worker error/);
      expect(output).not.toMatch(/tsx/);
      // The live page's files (its client code bundled from src/web/client at start, the board's
      // art from data/) are found from the build too.
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      const art = await fetch(`http://127.0.0.1:${port}/assets/world.json`);
      expect(art.status).toBe(200);
      expect(Object.keys(((await art.json()) as { territories: object }).territories)).toContain('alaska');
      expect(output).not.toMatch(/"level":(50|60)/);
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
