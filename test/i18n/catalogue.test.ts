// The catalogue: command names as each client shows them, plurals by each language's rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { missionById } from '../../src/engine/index.ts';
import { cat } from '../../src/i18n/catalogue.ts';
import { COMMAND_NAME_TABLE, slash } from '../../src/i18n/commands.ts';
import { LOCALES, missionText, type Locale } from '../../src/i18n/names.ts';
import { count } from '../../src/i18n/plural.ts';

/** The first three languages' messages are beside the catalogue; the others in their folder. */
const messagesFile = (l: Locale) =>
  new URL(
    ['en', 'fr', 'it'].includes(l) ? `../../src/i18n/${l}.ts` : `../../src/i18n/locales/${l}/messages.ts`,
    import.meta.url,
  );
const defs = commandDefinitions();
const nameIn = (d: { name: string; name_localizations?: Partial<Record<string, string | null>> | null }, l: Locale) =>
  l === 'en' ? d.name : (d.name_localizations?.[l] ?? d.name);

/** Every "/command [sub]" path a client in `l` can type. */
function pathsFor(l: Locale): Set<string> {
  const out = new Set<string>();
  for (const d of defs) {
    const top = nameIn(d, l);
    out.add(top);
    for (const o of d.options ?? []) if (o.type === 1) out.add(`${top} ${nameIn(o, l)}`);
  }
  return out;
}

describe('command names', () => {
  it('the table matches the registered commands in every language', () => {
    for (const l of LOCALES) {
      const paths = pathsFor(l);
      for (const key of Object.keys(COMMAND_NAME_TABLE.top))
        if (key !== 'risk') expect(paths, `${l} ${key}`).toContain(slash(l, key as never).slice(1));
      for (const sub of Object.keys(COMMAND_NAME_TABLE.risk))
        expect(paths, `${l} risk ${sub}`).toContain(slash(l, `risk ${sub}` as never).slice(1));
    }
    expect(slash('fr', 'place')).toBe('/placer');
    expect(slash('it', 'risk new')).toBe('/risiko nuova');
    expect(slash('de', 'place')).toBe('/setzen');
    expect(slash('es-ES', 'risk new')).toBe('/risk nueva');
  });

  it('every command a message names exists under that name in its language', () => {
    for (const l of LOCALES) {
      const src = readFileSync(messagesFile(l), 'utf8');
      const paths = pathsFor(l);
      const tops = new Set([...paths].filter((p) => !p.includes(' ')));
      const named = [...src.matchAll(/[\s`(]\/([a-z_]+)(?: ([a-z_]+))?/g)];
      expect(named.length).toBeGreaterThan(10);
      for (const [, top, sub] of named) {
        expect(tops, `${l}: /${top}`).toContain(top);
        if (defs.find((d) => nameIn(d, l) === top)?.options?.some((o) => o.type === 1))
          expect(paths, `${l}: /${top} ${sub}`).toContain(`${top} ${sub}`);
      }
    }
  });
});

describe('plurals (Intl.PluralRules)', () => {
  it('agree with the count in each language', () => {
    expect(count('en', 1, ['army', 'armies'])).toBe('1 army');
    expect(count('en', 0, ['army', 'armies'])).toBe('0 armies');
    expect(count('fr', 0, ['armée', 'armées'])).toBe('0 armée');
    expect(count('fr', 1, ['armée', 'armées'])).toBe('1 armée');
    expect(count('it', 1, ['armata', 'armate'])).toBe('1 armata');
    expect(count('it', 2, ['armata', 'armate'])).toBe('2 armate');
    expect(count('de', 1, ['Armee', 'Armeen'])).toBe('1 Armee');
    expect(count('de', 0, ['Armee', 'Armeen'])).toBe('0 Armeen');
    expect(count('de', 1764, ['Armee', 'Armeen'])).toBe('1.764 Armeen');
    expect(count('es-ES', 1, ['ejército', 'ejércitos'])).toBe('1 ejército');
    expect(count('es-ES', 0, ['ejército', 'ejércitos'])).toBe('0 ejércitos');
  });

  it('in the messages: no "1 cards", no "armata/e", no "armée(s)"', () => {
    expect(cat('en').ui.playerLine('Ada', '🟦', 1, 1, 1, '')).toBe('🟦 Ada: 1 territory, 1 army, 1 card');
    expect(cat('en').ui.placed('Ada', 1, 'Peru')).toBe('Ada placed 1 army on Peru.');
    expect(cat('it').ui.placed('Ada', 1, 'Perù')).toBe('Ada piazza 1 armata su Perù.');
    expect(cat('it').ui.moved('Ada', 3, 'Perù', 'Brasile')).toBe('Ada sposta 3 armate da Perù a Brasile.');
    expect(cat('fr').ui.placed('Ada', 1, 'Pérou')).toBe('Ada place 1 armée sur Pérou.');
    expect(cat('fr').ui.aiTurns(1)).toBe('🤖 1 coup de l’IA :');
    expect(cat('de').ui.placed('Ada', 1, 'Peru')).toBe('Ada hat 1 Armee auf Peru gesetzt.');
    expect(cat('de').ui.moved('Ada', 3, 'Peru', 'Brasilien')).toBe('Ada hat 3 Armeen von Peru nach Brasilien verlegt.');
    expect(cat('es-ES').ui.placed('Ada', 1, 'Perú')).toBe('Ada colocó 1 ejército en Perú.');
    expect(cat('es-ES').ui.playerLine('Ada', '🟦', 1, 2, 0, '')).toBe('🟦 Ada: 1 territorio, 2 ejércitos, 0 cartas');
    expect(cat('en').ui.conquered('Ada', 'Peru', 1, 1)).toContain('Move in 1 army.');
    for (const l of LOCALES) {
      const src = readFileSync(messagesFile(l), 'utf8');
      expect(src).not.toMatch(/[a-z]\(s\)|[a-z]\/e\b/);
    }
  });

  it('Italian destroy missions agree with "le armate" (gialle, rosse)', () => {
    const destroyYellow = [...Array(20).keys()]
      .map((i) => i + 1)
      .find((id) => {
        try {
          const m = missionById(id);
          return m.type === 'destroy' && m.colour === 'yellow';
        } catch {
          return false;
        }
      });
    expect(destroyYellow).toBeDefined();
    expect(missionText(destroyYellow!, 'it')).toContain('le armate gialle');
    expect(missionText(destroyYellow!, 'de')).toContain('alle gelben Armeen');
    expect(missionText(destroyYellow!, 'es-ES')).toContain('los ejércitos amarillos');
  });
});

describe('dice in messages', () => {
  it('C-ATK-4: sorted high to low and paired highest against highest; ties go to the defender', async () => {
    const { diceLine, rollShort } = await import('../../src/i18n/dice.ts');
    expect(diceLine([4, 6, 5], [1, 6])).toBe('6 5 4 vs 6 1 → 6:6 🛡️ · 5:1 ⚔️');
    expect(diceLine([2], [3, 1])).toBe('2 vs 3 1 → 2:3 🛡️');
    expect(rollShort([3, 6, 1], [2, 5], 1, 1)).toBe('631:52 (−1/−1)');
    expect(cat('en').ui.attack('Ada', 'Peru', 'Brazil', diceLine([6, 5, 4], [6, 1]), 1, 1)).toBe(
      'Ada attacks Brazil from Peru: 🎲 6 5 4 vs 6 1 → 6:6 🛡️ · 5:1 ⚔️ — attacker −1, defender −1.',
    );
  });
});
