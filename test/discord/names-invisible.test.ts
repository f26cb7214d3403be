// A name carrying a right-to-left override and zero-width characters: public text (the status
// lines, the players' labels on the panel and in the log, a tournament's standings) shows it
// without them, so it cannot reverse or hide the rest of the line; the game keeps the name as
// typed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { statusText } from '../../src/discord/present/status.ts';
import { playerLabel } from '../../src/discord/present.ts';
import { safeText } from '../../src/i18n/names.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { service, startGame } from '../store/helpers.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

const TYPED = '\u202Eevil\u200B\u2066name\u2069\uFEFF';
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

describe('names in public text', () => {
  it('lose bidirectional overrides and zero-width characters; the game keeps them as typed', async () => {
    const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'names-')), 'g.sqlite')}`);
    repos.push(repo);
    const svc = service(repo);
    await startGame(svc, 'c1', { humans: [TYPED, 'bob'], ais: 1 });
    const r = (await svc.get('c1'))!;
    expect(r.seats[0].name).toBe(TYPED);
    for (const text of [statusText(r, 'en'), statusText(r, 'fr'), playerLabel(r, 0)]) {
      expect(text).toContain('evilname');
      expect(text).not.toMatch(INVISIBLE);
    }
  });

  it('keep an emoji made with a zero-width joiner, and never come out empty', () => {
    expect(safeText('👨\u200D👩\u200D👧 family')).toBe('👨\u200D👩\u200D👧 family');
    expect(safeText('\u200B\u202E')).toBe('?');
    expect(safeText('a\u200Db')).toBe('ab');
  });
});
