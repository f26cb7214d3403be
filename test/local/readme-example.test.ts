// The README's local-table example, read from README.md and run exactly as printed through
// `npm run local`'s entry point (default seed): no error, no refusal, and it does what the
// README says it does. The same run carries the checks of the command line's machine interface
// (--json --script --out: `npm run local` is a build and a process, about 2.5 CPU s a run), and
// its --out folder the resume.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runLocal } from '../../src/local/main.ts';

/** The parts of the --json view these tests read. */
interface LocalView {
  ruleset: string;
  phase: string;
  currentPlayer: number | null;
  players: { name: string; kind: string; colour: string; territories: number; armies: number; cards: number }[];
  territories: Record<string, { owner: number; armies: number }>;
}

/** One line of the --json stream. */
interface JsonLine {
  kind: string;
  text?: string;
  to?: string | null;
  selects?: { options: string[]; values: string[]; descriptions: (string | null)[] }[];
  view?: LocalView;
  images?: string[];
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
  let lines: string[];
  let out: string;
  let objs: JsonLine[];
  beforeAll(() => {
    lines = readmeExample();
    const dir = mkdtempSync(join(tmpdir(), 'risk-readme-'));
    const script = join(dir, 'readme.txt');
    writeFileSync(script, lines.join('\n'));
    out = join(dir, 'out');
    const run = spawnSync(
      process.execPath,
      ['scripts/start.mjs', 'local', '--json', '--script', script, '--out', out],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    // A fresh --out folder: nothing to resume.
    expect(run.stderr).not.toMatch(/Resuming/);
    objs = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as JsonLine);
  });

  it('runs as printed: no error, no refusal; alice attacks Alaska twice and the turn passes to bob', () => {
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines).toContain('alice click Attack again');
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

  it('--json --script answers each line with outputs, the public view, then done; --json menus carry values and descriptions (the odds); pictures are written to --out', () => {
    // Each line's outputs, the public view, then done: the view after alice placed her armies.
    const placed = lines.indexOf('alice click All');
    expect(placed).toBeGreaterThan(0);
    const views = objs.filter((o) => o.kind === 'view');
    expect(views).toHaveLength(lines.length);
    expect(objs.map((o) => o.kind).filter((k, i, all) => k === 'view' && all[i + 1] !== 'done')).toEqual([]);
    const view = views[placed].view!;
    expect(view.ruleset).toBe('classic');
    expect(['reinforce', 'attack', 'fortify', 'setupPlace']).toContain(view.phase);
    expect(view.players[0]).toMatchObject({
      name: 'alice',
      colour: expect.any(String),
      territories: expect.any(Number),
      armies: expect.any(Number),
      cards: 0,
    });
    expect(Object.keys(view.territories)).toHaveLength(42);
    const img = objs.find((o) => o.images && o.images.length)!.images![0];
    expect(img.startsWith(out)).toBe(true);
    expect(existsSync(img)).toBe(true);
    const menus = objs.flatMap((o) => o.selects ?? []);
    const borders = menus.find((m) => m.values.some((v) => v.includes('~')))!;
    expect(borders.descriptions.every((d) => d !== null && /to take it$/.test(d))).toBe(true);
    expect(borders.values).toHaveLength(borders.options.length);
  });

  it('--out on a folder with a game says it resumes it', async () => {
    // The resume is runLocal's (src/local/main.ts), here in this process on the game above.
    const empty = join(out, 'nothing.txt');
    writeFileSync(empty, '');
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await runLocal(['--json', '--script', empty, '--out', out]);
      expect(said.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^Resuming the games stored in .*games\.sqlite/),
      ]);
    } finally {
      said.mockRestore();
    }
  });
});
