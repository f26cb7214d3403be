// /risk rules and settings are written for players, and the rules reference lives in the repo.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesText } from '../../src/discord/present.ts';
import { duration, settingsLines } from '../../src/i18n/rules.ts';

const root = new URL('../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

describe('/risk rules in words', () => {
  it('options as sentences with the rule id after them, never raw option names or values', () => {
    const text = rulesText('classic', { territoryCap: 12, timeLimitMinutes: 1440 }, 'en', {
      deadlineMinutes: 1440,
      afk: 'end',
      maxMissed: 3,
      takeover: 'passive',
    });
    expect(text).toContain('At most 12 armies on a territory; armies with no room are lost (C-OPT-3).');
    expect(text).toContain('Time limit 1 day: then the player with the most territories wins (C-TOUR-1).');
    expect(text).toContain('Turn deadline: 1 day.');
    expect(text).toContain('After 3 missed turns in a row, the armies become a passive army (R-ABN-1).');
    expect(text).not.toMatch(/territoryCap|= null|null\/12|\bmin\b|deadline 1440/);
  });

  it('in the reader’s language, for every ruleset', () => {
    expect(rulesText('risiko', {}, 'it')).toMatch(/RisiKo! \(regolamento da torneo\)[\s\S]*R-END-1/);
    expect(rulesText('missions', {}, 'fr')).toMatch(/Risk avec missions secrètes[\s\S]*But : votre mission secrète/);
    expect(rulesText('capitals', {}, 'en')).toMatch(/HQs to hold to win.*\(K-2\)/);
  });

  it('N-CRD-1, NM-1: every Napoléon ruleset says what is reconstructed; napoleon-missions also that its missions are designed', () => {
    for (const ruleset of ['napoleon', 'napoleon-missions', 'napoleon-teams'] as const) {
      expect(rulesText(ruleset, {}, 'en')).toMatch(
        /Reconstructed by the project .*board.*empire bonuses.*Golden Cavalier track/,
      );
      expect(rulesText(ruleset, {}, 'fr')).toMatch(/Reconstitué par le projet .*bonus d’empire.*Cavalier doré/);
      expect(rulesText(ruleset, {}, 'it')).toMatch(/Ricostruito dal progetto .*bonus degli imperi.*Cavaliere d’oro/);
      expect(rulesText(ruleset, {}, 'en').includes('The 28 mission cards are designed by this project')).toBe(
        ruleset === 'napoleon-missions',
      );
    }
    for (const ruleset of ['classic', 'capitals', 'missions', 'risiko'] as const)
      expect(rulesText(ruleset, {}, 'en')).not.toMatch(/Reconstructed/);
  });

  it('durations and settings read as words with plurals', () => {
    expect(duration(45, 'en')).toBe('45 minutes');
    expect(duration(90, 'en')).toBe('1 hour 30 minutes');
    expect(duration(210, 'it')).toBe('3 ore 30 minuti');
    expect(duration(60, 'it')).toBe('1 ora');
    expect(duration(2880, 'fr')).toBe('2 jours');
    expect(settingsLines({ deadlineMinutes: null, afk: 'end', maxMissed: 3, takeover: 'ai' }, 'en', true)).toEqual([
      'No turn deadline.',
      'Your autopilot is on: the AI plays your turns.',
    ]);
  });
});

describe('the rules reference is in the repository', () => {
  it('every rule id /risk rules quotes is explained in docs/rules/', () => {
    const docs = [
      ...readdirSync(new URL('docs/rules/', root)).map((f) => read(`docs/rules/${f}`)),
      read('docs/napoleon.md'),
    ].join('\n');
    const quoted = new Set(
      [
        ...['rules', 'rules-en', 'rules-fr', 'rules-it']
          .map((f) => read(`src/i18n/${f}.ts`))
          .join('\n')
          .matchAll(/\b([CKMR](?:-[A-Z0-9]+)+)\b/g),
      ]
        .map((m) => m[1])
        .filter((id) => /\d/.test(id)),
    );
    expect(quoted.size).toBeGreaterThan(20);
    for (const id of quoted) expect(docs, id).toContain(id.replace(/\.\.\d+$/, ''));
  });

  it('README and docs never send a reader outside the repository for the rules', () => {
    for (const f of [
      'README.md',
      'docs/rules-notes.md',
      'docs/commands.md',
      ...readdirSync(new URL('docs/rules/', root)).map((x) => `docs/rules/${x}`),
    ]) {
      expect(read(f), f).not.toMatch(/\.\.\/shared|shared\/RULES/);
    }
  });
});
