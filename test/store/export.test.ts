// Backups as an operator makes them: `npm run export` of all games (one live, one finished),
// of a channel's and of one game, `npm run import` into a fresh store of each kind — the
// imported games replay from their logs to their stored state, the live one plays on and the
// finished one keeps its result; an import that would overwrite a newer game or a different
// one is refused and changes nothing; an older copy is brought up to the export's point.
// And SQLite's online backup: a whole, openable copy while the store is in use, N kept.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLog, sameState } from '../../src/app/history.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { runBackup } from '../../src/store/backups.ts';
import { exportGames, importGames, parseExport } from '../../src/store/export.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { available, backends } from './backends.ts';
import { humanMove, service, startGame } from './helpers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const repos: GameRepository[] = [];
const keep = <T extends GameRepository>(r: T) => (repos.push(r), r);
const sqliteUrl = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-export-')), 'g.sqlite')}`;
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

/** A store with a finished game in 'done' and a live one in 'live' (human moves and AI turns logged). */
async function playedStore(url: string) {
  const repo = keep(await openRepository(url));
  const svc = service(repo);
  const finished = await startGame(svc, 'done', { humans: ['alice', 'bob'], ais: 1, autopilot: true, guild: 'G1' });
  await svc.runAi('done');
  expect(asMap((await svc.get('done'))!).status).toBe('over');
  const live = await startGame(svc, 'live', { humans: ['alice'], ais: 2, guild: 'G1' });
  for (let k = 0; k < 4; k++) {
    await svc.runAi('live');
    await humanMove(svc, 'live');
  }
  return { repo, svc, finished: finished.gameId, live: live.gameId };
}

describe('npm run export / npm run import', () => {
  it('round trip through the command line: all games, into a fresh SQLite store; replays, plays on, keeps the result', async () => {
    const from = sqliteUrl();
    const src = await playedStore(from);
    const file = join(mkdtempSync(join(tmpdir(), 'risk-export-file-')), 'games.json');
    // As `npm run export` / `npm run import` run them: compiled by the production build
    // (scripts/run-compiled.mjs builds each with the bot and runs it), here both in one build
    // and each run a node process on its compiled script, without the builder's start-up.
    const { buildBot } = (await import(join(root, 'scripts/build.mjs'))) as {
      buildBot(extra: string[]): Promise<string>;
    };
    const dir = await buildBot(['scripts/export.ts', 'scripts/import.ts']);
    const run = (script: string, args: string[], storeUrl: string) =>
      spawnSync(process.execPath, ['--enable-source-maps', join(dir, `${script}.js`), ...args], {
        cwd: root,
        env: { ...process.env, STORE_URL: storeUrl },
        encoding: 'utf8',
      });
    const exported = run('export', ['--all', '--out', file], from);
    expect(exported.stderr).toMatch(/2 game\(s\) written/);
    expect(exported.status).toBe(0);
    const to = sqliteUrl();
    const imported = run('import', [file], to);
    expect(imported.stdout).toMatch(/import: 2 imported, 0 refused/);
    expect(imported.status).toBe(0);

    const dst = keep(await openRepository(to));
    const svc = service(dst);
    for (const id of [src.finished, src.live]) {
      const log = await dst.log(id);
      expect(log).toEqual(await src.repo.log(id));
      const stored = JSON.parse((await dst.load(id))!.data) as { state: unknown };
      expect(sameState(replayLog(log), stored.state)).toBe(true);
    }
    expect((await dst.resultsByGuild('G1')).map((r) => r.gameId)).toEqual([src.finished]);
    expect((await dst.liveGames()).map((m) => m.gameId)).toEqual([src.live]);
    // The live game plays on in its channel.
    await svc.runAi('live');
    expect(await humanMove(svc, 'live')).toBe(true);
    expect((await dst.log(src.live)).length).toBeGreaterThan((await src.repo.log(src.live)).length);

    // Importing the same file again would rewind the game just played: refused, nothing changed.
    const before = await dst.log(src.live);
    const again = run('import', [file], to);
    expect(again.status).toBe(1);
    expect(again.stdout).toMatch(new RegExp(`${src.live}: refused — the store has it at the same point or later`));
    expect(await dst.log(src.live)).toEqual(before);
    // Not an export at all: said, and the store untouched.
    writeFileSync(file, '{"games": []}');
    const bad = run('import', [file], to);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/is not a risk-games export/);
  });

  for (const backend of backends) {
    it.runIf(available(backend))(
      `${backend.name}: a channel's games and one game, imported; older copies brought up to date; a different game refused`,
      async () => {
        const src = await playedStore(sqliteUrl());
        const byChannel = await exportGames(src.repo, { channelId: 'live' }, 1);
        if (!byChannel.ok) throw new Error(byChannel.error.code);
        expect(byChannel.value.games.map((g) => g.meta.gameId)).toEqual([src.live]);
        const loc = await backend.fresh();
        const dst = keep(await loc.open());
        // Through the file's text, as the command line does.
        const parsed = parseExport(JSON.stringify(byChannel.value));
        if (!parsed.ok) throw new Error(parsed.reason);
        expect(await importGames(dst, parsed.value)).toEqual([
          { gameId: src.live, outcome: 'created', added: (await src.repo.log(src.live)).length },
        ]);
        // The source plays on; a newer export brings the copy up to date (the missing entries only).
        const had = (await dst.log(src.live)).length;
        await src.svc.runAi('live');
        await humanMove(src.svc, 'live');
        const newer = await exportGames(src.repo, { gameId: src.live }, 2);
        if (!newer.ok) throw new Error(newer.error.code);
        const grown = (await src.repo.log(src.live)).length;
        expect(await importGames(dst, newer.value)).toEqual([
          { gameId: src.live, outcome: 'updated', added: grown - had },
        ]);
        expect(await dst.log(src.live)).toEqual(await src.repo.log(src.live));
        expect((await dst.load(src.live))!.data).toBe((await src.repo.load(src.live))!.data);
        const state = (JSON.parse((await dst.load(src.live))!.data) as { state: unknown }).state;
        expect(sameState(replayLog(await dst.log(src.live)), state)).toBe(true);
        // Another game under the same id (a different history): refused, the copy unchanged.
        const forged = structuredClone(newer.value);
        forged.games[0]!.log[1]!.interactionId = 'someone-else';
        forged.games[0]!.log.push({ ...forged.games[0]!.log.at(-1)!, seq: forged.games[0]!.log.length });
        expect(await importGames(dst, forged)).toEqual([
          { gameId: src.live, outcome: 'refused', reason: 'different-history' },
        ]);
        expect(await dst.log(src.live)).toEqual(await src.repo.log(src.live));
      },
      120_000,
    );
  }

  it('export of a game or channel the store does not have says so', async () => {
    const repo = keep(await openRepository(sqliteUrl()));
    expect(await exportGames(repo, { gameId: 'nope' }, 1)).toEqual({
      ok: false,
      error: { code: 'not-found', what: 'nope' },
    });
    expect(await exportGames(repo, { all: true }, 1)).toMatchObject({ ok: true, value: { games: [] } });
  });
});

describe('SQLite online backup (BACKUP_DIR)', () => {
  it('writes a whole copy that opens as a store with every game while the bot writes; keeps the newest N', async () => {
    const src = await playedStore(sqliteUrl());
    const dir = mkdtempSync(join(tmpdir(), 'risk-backups-'));
    const clock = { now: Date.UTC(2026, 10, 28, 12, 0, 0) };
    for (let k = 0; k < 4; k++) {
      // A move lands between backups: each copy is a consistent point in time.
      await humanMove(src.svc, 'live').catch(() => false);
      await src.svc.runAi('live');
      const made = await runBackup({ repo: src.repo, dir, keep: 3, now: clock.now, owner: 'p1' });
      expect(made).toMatchObject({ ok: true });
      clock.now += 3_600_000;
    }
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      'risk-20261128-130000.sqlite',
      'risk-20261128-140000.sqlite',
      'risk-20261128-150000.sqlite',
    ]);
    const copy = keep(await openRepository(`sqlite://${join(dir, files.at(-1)!)}`));
    for (const id of [src.finished, src.live]) expect(await copy.log(id)).toEqual(await src.repo.log(id));
    expect(readFileSync(join(dir, files[0]!)).subarray(0, 15).toString()).toBe('SQLite format 3');
    // The sqlite3 command line agrees it is whole, where it is installed.
    const cli = spawnSync('sqlite3', ['-version']);
    if (cli.status === 0) {
      expect(
        execFileSync('sqlite3', [join(dir, files.at(-1)!), 'PRAGMA integrity_check'])
          .toString()
          .trim(),
      ).toBe('ok');
    }
    // Two processes on one file: the hour's backup is made by one of them only.
    const other = await runBackup({ repo: src.repo, dir, keep: 3, now: clock.now, owner: 'p2' });
    const mine = await runBackup({ repo: src.repo, dir, keep: 3, now: clock.now, owner: 'p1' });
    expect([other.ok, mine.ok].filter(Boolean)).toHaveLength(1);
  });
});
