// Every registered language is whole: each catalogue has every key English has, none empty,
// with the same placeholders; the names data names every territory, continent, sea and route;
// every command, option and choice is localized within Discord's rules; a stored game of each
// language loads. A key missing in one language fails here, naming the catalogue and the path.
import { describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { recordSchema } from '../../src/app/record.ts';
import { getMap } from '../../src/engine/index.ts';
import { mapIds } from '../../src/engine/maps.ts';
import { LOCALES, OTHER_LOCALES, type Locale } from '../../src/engine/locales.ts';
import { EXPRESS } from '../../src/express/cards.ts';
import { aiLevelWords } from '../../src/i18n/ai-levels.ts';
import { catalogues } from '../../src/i18n/catalogue.ts';
import { expressCatalogue, expressRules } from '../../src/i18n/express.ts';
import { expressPanelWords } from '../../src/i18n/express-panel.ts';
import { fogWords } from '../../src/i18n/fog.ts';
import { advancedContentWords } from '../../src/i18n/napoleon-advanced-content.ts';
import { advancedRefusals, advancedRulesWords } from '../../src/i18n/napoleon-advanced.ts';
import { campaignWords } from '../../src/i18n/napoleon-campaign.ts';
import { duelMessages } from '../../src/i18n/napoleon-duel.ts';
import { napoleonMessages } from '../../src/i18n/napoleon.ts';
import { LANGUAGE_NAMES, resolveTerritory, toLocale } from '../../src/i18n/names.ts';
import { notifyCat } from '../../src/i18n/notify.ts';
import { advancedPanel } from '../../src/i18n/panel-advanced.ts';
import { campaignPanel } from '../../src/i18n/panel-campaign.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import { progressWords } from '../../src/i18n/progress.ts';
import { recordsCat } from '../../src/i18n/records.ts';
import { reliability } from '../../src/i18n/reliability.ts';
import { rulesWords } from '../../src/i18n/rules.ts';
import { scheduleCat } from '../../src/i18n/schedule.ts';
import { serverCat } from '../../src/i18n/server.ts';
import { tournamentCat } from '../../src/i18n/tournament.ts';
import { weeksCat } from '../../src/i18n/weeks.ts';
import { WORDS as imageWords } from '../../src/render/labels.ts';
import { activityWords } from '../../src/web/client/activity-words.ts';
import { layerWords } from '../../src/web/layer-words.ts';
import { moveWords } from '../../src/web/move-words.ts';
import { webWords } from '../../src/web/words.ts';

/** Every catalogue of the bot, by name: each one's words in a language. */
const CATALOGUES: Record<string, (l: Locale) => unknown> = {
  messages: (l) => catalogues[l],
  panel: panelCat,
  'panel-advanced': advancedPanel,
  'panel-campaign': campaignPanel,
  rules: rulesWords,
  napoleon: (l) => napoleonMessages[l],
  'napoleon-duel': (l) => duelMessages[l],
  'napoleon-advanced': (l) => ({ refusals: advancedRefusals(l), rules: advancedRulesWords[l] }),
  'napoleon-advanced-content': advancedContentWords,
  'napoleon-campaign': (l) => campaignWords[l],
  express: (l) => ({ messages: expressCatalogue[l], rules: expressRules(l) }),
  'express-panel': (l) => expressPanelWords[l],
  fog: (l) => fogWords[l],
  progress: (l) => progressWords[l],
  tournament: tournamentCat,
  server: serverCat,
  records: recordsCat,
  schedule: scheduleCat,
  weeks: weeksCat,
  notify: notifyCat,
  reliability,
  'ai-levels': aiLevelWords,
  'image words': (l) => imageWords[l],
  'web words': webWords,
  'web layers': layerWords,
  'web moves': moveWords,
  activity: activityWords,
};

// Probe arguments: numbers no message prints by itself (31, 32, …), so each one found in a
// message is a parameter the message shows. A function whose English cannot take them (it reads
// fields of a refusal or a namer) is compared by the fields it answers elsewhere (test/engine).
const probe = (i: number) => 31 + i;
const probed = (text: string) => [...new Set(text.match(/(?<!\d)3\d(?!\d)/g) ?? [])].sort();
const braces = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

function compare(en: unknown, other: unknown, path: string, out: string[]): void {
  if (typeof en === 'string') {
    if (typeof other !== 'string') return void out.push(`${path}: missing`);
    if (en.trim() && !other.trim()) out.push(`${path}: empty`);
    if (braces(en).join() !== braces(other).join()) out.push(`${path}: placeholders ${braces(en)} ≠ ${braces(other)}`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof other !== 'function') return void out.push(`${path}: missing`);
    const n = Math.max(en.length, (other as (...a: unknown[]) => unknown).length);
    // Numbers first; a function that takes text (it lowercases a name) gets the same as text.
    const call = (f: unknown, asText: boolean) =>
      (f as (...a: unknown[]) => unknown)(
        ...Array.from({ length: n }, (_, i) => (asText ? String(probe(i)) : probe(i))),
      );
    let asText = false;
    let a: unknown;
    try {
      a = call(en, false);
      call(other, false);
    } catch {
      asText = true;
      try {
        a = call(en, true);
      } catch {
        return;
      }
    }
    let b: unknown;
    try {
      b = call(other, asText);
    } catch (e) {
      return void out.push(`${path}: throws where English answers (${String(e)})`);
    }
    if (typeof a === 'string' && typeof b === 'string') {
      if (a.trim() && !b.trim()) out.push(`${path}(): empty`);
      if (probed(a).join() !== probed(b).join()) out.push(`${path}(): shows ${probed(a)} ≠ ${probed(b)}`);
      if (braces(a).join() !== braces(b).join()) out.push(`${path}(): placeholders ${braces(a)} ≠ ${braces(b)}`);
    } else compare(a, b, `${path}()`, out);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) return void out.push(`${path}: not ${en.length} items`);
    en.forEach((x, i) => compare(x, other[i], `${path}[${i}]`, out));
    return;
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object') return void out.push(`${path}: missing`);
    for (const [k, v] of Object.entries(en)) compare(v, (other as Record<string, unknown>)[k], `${path}.${k}`, out);
  }
}

describe('every catalogue is whole in every language', () => {
  for (const [name, words] of Object.entries(CATALOGUES))
    for (const l of OTHER_LOCALES)
      it(`${name} · ${l}: every English key, none empty, the same placeholders`, () => {
        const problems: string[] = [];
        compare(words('en'), words(l), name, problems);
        expect(problems).toEqual([]);
      });

  it('the check catches a missing key, an empty one and a lost placeholder', () => {
    const problems: string[] = [];
    const en = { a: 'x', b: { c: (who: string) => `hi ${who}` }, d: 'Turn {turn}' };
    compare(en, { b: { c: () => 'hallo' }, d: 'Zug' }, 'probe', problems);
    compare(en, { a: ' ', b: { c: (w: string) => `hallo ${w}` }, d: 'Zug {turn}' }, 'probe', problems);
    expect(problems).toEqual([
      'probe.a: missing',
      'probe.b.c(): shows 31 ≠ ',
      'probe.d: placeholders {turn} ≠ ',
      'probe.a: empty',
    ]);
  });
});

describe('the names data', () => {
  it('names every territory, continent, sea zone and route of every map in every language, all different', () => {
    for (const id of mapIds) {
      const map = getMap(id);
      const things = [...map.territories, ...map.continents, ...map.seas.zones, ...map.seas.routes];
      for (const l of LOCALES) {
        for (const t of things) expect(t.name[l]?.trim(), `${id} ${t.id} ${l}`).toBeTruthy();
        const names = map.territories.map((t) => t.name[l]);
        expect(new Set(names).size, `${id} ${l}: two territories share a name`).toBe(names.length);
      }
    }
    for (const c of [...EXPRESS.cards, ...EXPRESS.continents])
      for (const l of LOCALES) expect(c.name[l]?.trim(), `express ${c.id} ${l}`).toBeTruthy();
  });

  it('real German and Spanish names, and a typed name in either finds its territory', () => {
    const world = getMap('world');
    expect(world.byId.great_britain.name.de).toBe('Großbritannien');
    expect(world.byId.japan.name['es-ES']).toBe('Japón');
    expect(world.continents.find((c) => c.id === 'australia')?.name['es-ES']).toBe('Oceanía');
    expect(getMap('europe-1811').byId.wurtemberg_baviere.name.de).toBe('Königreiche Württemberg & Bayern');
    expect(resolveTerritory('world', 'Großbritannien')).toEqual({ id: 'great_britain' });
    expect(resolveTerritory('world', 'grossbritannien')).toEqual({ id: 'great_britain' });
    expect(resolveTerritory('world', 'japon')).toEqual({ id: 'japan' });
    expect(resolveTerritory('europe-1811', 'Kastilien')).toEqual({ id: 'castille' });
    expect(resolveTerritory('europe-1811', 'Andalucía')).toEqual({ id: 'andalousie' });
  });
});

// Discord's rules for application commands (names: lowercase, no spaces, 1–32 characters of
// letters, digits, - and _; descriptions and choice names 1–100 characters).
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
interface Def {
  name: string;
  name_localizations?: Partial<Record<string, string | null>> | null;
  description?: string;
  description_localizations?: Partial<Record<string, string | null>> | null;
  options?: Def[];
  choices?: Def[];
  type?: number;
}

describe('Discord command localizations', () => {
  it('every command, subcommand and option has a name and description in every language, within the rules', () => {
    const problems: string[] = [];
    const visit = (d: Def, path: string, siblings: Def[]) => {
      for (const l of OTHER_LOCALES) {
        const name = d.name_localizations?.[l];
        if (!name) problems.push(`${path}: no ${l} name`);
        else {
          if (!NAME.test(name) || name !== name.toLowerCase())
            problems.push(`${path}: ${l} name "${name}" breaks the rules`);
          const clash = siblings.filter((s) => s !== d && s.name_localizations?.[l] === name);
          if (clash.length) problems.push(`${path}: ${l} name "${name}" used twice`);
        }
        const desc = d.description_localizations?.[l];
        if (!desc || desc.length > 100) problems.push(`${path}: ${l} description "${desc ?? ''}"`);
      }
      if (!NAME.test(d.name) || d.name !== d.name.toLowerCase()) problems.push(`${path}: name "${d.name}"`);
      for (const o of d.options ?? []) visit(o, `${path} ${o.name}`, d.options ?? []);
      for (const c of d.choices ?? [])
        for (const l of OTHER_LOCALES) {
          const name = c.name_localizations?.[l];
          // A choice named by its value (a ruleset id, "on") reads the same in every language.
          if (c.name_localizations && (!name || name.length > 100))
            problems.push(`${path} = ${c.name}: ${l} "${name}"`);
        }
    };
    const defs = commandDefinitions() as Def[];
    for (const d of defs) visit(d, `/${d.name}`, defs);
    expect(problems).toEqual([]);
  });

  it('the interaction’s Discord locale picks the language, and every language is offered', () => {
    expect(toLocale('de')).toBe('de');
    expect(toLocale('es-ES')).toBe('es-ES');
    expect(toLocale('es-419')).toBe('es-ES');
    expect(toLocale('fr')).toBe('fr');
    expect(toLocale('pt-BR')).toBe('en');
    const risk = (commandDefinitions() as Def[]).find((d) => d.name === 'risk')!;
    const offered = (sub: string) =>
      risk
        .options!.find((o) => o.name === sub)!
        .options!.find((o) => o.name === 'language')!
        .choices!.map((c) => c.name);
    for (const sub of ['new', 'settings', 'server'])
      if (risk.options!.find((o) => o.name === sub)?.options?.some((o) => o.name === 'language'))
        expect(offered(sub), sub).toEqual(LOCALES.map((l) => LANGUAGE_NAMES[l]));
  });
});

describe('the stored record takes every registered language', () => {
  it('a German and a Spanish lobby parse (not quarantined); an unknown language does not', () => {
    const lobby = (locale: string) => ({
      schemaVersion: 2,
      gameId: 'g1',
      channelId: 'c1',
      channelName: 'risk',
      guildId: null,
      hostId: 'u1',
      locale,
      status: 'lobby',
      rev: 0,
    });
    for (const l of ['de', 'es-ES']) {
      const r = recordSchema.safeParse(lobby(l));
      // Other fields may be required; the language must not be what fails.
      const bad = r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === 'locale');
      expect(bad, l).toEqual([]);
    }
    const r = recordSchema.safeParse(lobby('pt'));
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toContain('locale');
  });
});
