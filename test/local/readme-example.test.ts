// The README's local-table example, read from README.md and run exactly as printed through
// `npm run local`'s entry point (default seed): no error, no refusal, and it does what the
// README says it does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The parts of the --json view this test reads. */
interface LocalView {
  currentPlayer: number | null;
  players: { name: string; kind: string }[];
}

/** The indented block under "Try it without Discord": the lines a reader types. */
function readmeExample(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Try it without Discord'));
  const lines = section.split('\n');
  const start = lines.findIndex((l) => /^ {4}alice \/risk new/.test(l));
  const end = lines.findIndex((l, i) => i > start && !/^ {4}\S/.test(l));
  return lines.slice(start, end).map((l) => l.slice(4));
}

describe("the README's local-table example", () => {
  it('runs as printed: no error, no refusal; alice attacks Alaska twice and the turn passes to bob', () => {
    const lines = readmeExample();
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines).toContain('alice click Attack again');
    const dir = mkdtempSync(join(tmpdir(), 'risk-readme-'));
    const script = join(dir, 'readme.txt');
    writeFileSync(script, lines.join('\n'));
    const stdout = execFileSync(
      process.execPath,
      ['scripts/start.mjs', 'local', '--json', '--script', script, '--out', join(dir, 'out')],
      { encoding: 'utf8' },
    );
    const objs = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; text?: string; to?: string | null; view?: LocalView });
    expect(objs.filter((o) => o.kind === 'error')).toEqual([]);
    expect(objs.filter((o) => o.kind === 'done')).toHaveLength(lines.length);
    const privately = objs.filter((o) => o.kind === 'ephemeral').map((o) => o.text ?? '');
    expect(privately.filter((t) => /cannot|not yours|is not|out of date|Now you can/i.test(t))).toEqual([]);
    const rolls = objs.filter((o) => /attacks Alaska from Kamchatka/.test(o.text ?? '') && o.kind === 'edit');
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    const views = objs.filter((o) => o.kind === 'view').map((o) => o.view!);
    const last = views[views.length - 1];
    expect(last.players[last.currentPlayer!].name).toBe('bob');
    // The README says the two-player game has a neutral army.
    expect(last.players.some((p) => p.kind === 'neutral')).toBe(true);
  });
});
