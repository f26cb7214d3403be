// Territory names of the Europe 1811 board in slash commands: autocomplete and typed names in
// French or English, accents, hyphens and case optional ("Ile de France" finds Île-de-France).
import { afterEach, describe, expect, it } from 'vitest';
import { commandTable } from '../../commands/index.ts';
import { getMap } from '../../src/engine/maps.ts';
import { matchTerritories, resolveTerritory } from '../../src/i18n/names.ts';
import { closeTables, commandCtx, tapTable } from './tap-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';

afterEach(closeTables);

const EUROPE = getMap('europe-1811');
/** What a player types without accents: "Île-de-France" → "Ile de France". */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/-/g, ' ');

describe('Europe 1811 territory names, accents optional', () => {
  it('every French and English name resolves typed without accents, hyphens or capitals', () => {
    for (const t of EUROPE.territories) {
      for (const name of [t.name.fr, t.name.en]) {
        for (const typed of [name, plain(name), plain(name).toLowerCase(), name.toUpperCase()]) {
          expect(resolveTerritory('europe-1811', typed), `${typed} → ${t.id}`).toEqual({ id: t.id });
        }
      }
    }
  });

  it('"Ile de France", "ile-de-fr", "Wurttemberg" and "Egypte" find their territory first', () => {
    expect(matchTerritories('europe-1811', 'Ile de France')[0]).toBe('ile_de_france');
    expect(matchTerritories('europe-1811', 'ile-de-fr')[0]).toBe('ile_de_france');
    expect(matchTerritories('europe-1811', 'Wurttemberg')[0]).toBe('wurtemberg_baviere');
    expect(matchTerritories('europe-1811', 'Egypte')[0]).toBe('egypte');
    expect(matchTerritories('europe-1811', 'Etats barbaresques')[0]).toBe('etats_barbaresques');
  });

  it("the slash commands' autocomplete answers with the board's names in a Napoléon game", async () => {
    const { table, service } = await tapTable(2);
    for (const line of [
      'alice /risk new ruleset:napoleon setup:auto',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
    ])
      await table.run(line);
    const ctx = commandCtx(table, 'alice', 'fr');
    const fortify = commandTable.get('fortify')!;
    // "Ile de France" (no accent) is offered, named as the board names it, with its armies.
    const choices = await fortify.autocomplete!(ctx, { from: 'Ile de France' }, 'from');
    expect(choices[0].value).toBe('ile_de_france');
    const s = asMap((await service.get('local'))!).state!;
    expect(choices[0].name).toMatch(/^Île de France \(\d+\)$/);
    expect(s.map).toBe('europe-1811');
    // English, hyphenated, lower case.
    const en = await commandTable.get('attack')!.autocomplete!(
      { ...ctx, user: { ...ctx.user, locale: 'en' } },
      { from: 'kingdoms of wurttemberg' },
      'from',
    );
    expect(en.map((c) => c.value)).toContain('wurtemberg_baviere');
  });
});
