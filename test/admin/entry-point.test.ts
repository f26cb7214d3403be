// `npm run deploy-commands` on an app with Activities enabled: Discord made a global Entry Point
// command ("Launch", type 4) and refuses a bulk overwrite that would drop it (the stand-in does
// too, error 50240). The script carries it along: the slash commands are registered and the
// Entry Point stays.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandin, type Standin } from '../../tools/discord-standin/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function deploy(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
    // As `npm run deploy-commands` runs it: compiled (scripts/run-compiled.mjs).
    const child = spawn(process.execPath, ['scripts/run-compiled.mjs', 'scripts/deploy-commands.ts'], {
      cwd: root,
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (x) => (out += x));
    child.stderr.on('data', (x) => (out += x));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('deploy-commands with an Activity', () => {
  let d: Standin;
  beforeAll(async () => {
    d = await startStandin();
  });
  afterAll(() => d.stop());

  it('keeps the Entry Point command Discord made when it overwrites the global commands', async () => {
    const call = (method: string, body: unknown) =>
      fetch(`${d.apiUrl}/v10/applications/${d.appId}/commands`, {
        method,
        headers: { authorization: `Bot ${d.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // "Enable Activities" in the Developer Portal.
    expect(
      (await call('POST', { name: 'launch', type: 4, handler: 2, description: 'Launch an activity' })).status,
    ).toBe(200);
    // An overwrite without it is refused, as Discord refuses it.
    const refused = await call('PUT', [{ name: 'risk', type: 1, description: 'x' }]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: number }).code).toBe(50240);
    const out = await deploy({ DISCORD_TOKEN: d.token, DISCORD_CLIENT_ID: d.appId, DISCORD_API_URL: d.apiUrl });
    expect(out.out).toMatch(/Registered \d+ commands globally/);
    expect(out.code).toBe(0);
    const names = d.commands().map((c) => `${c.type}:${c.name}`);
    expect(names).toContain('4:launch');
    expect(names).toContain('1:risk');
  });
});
