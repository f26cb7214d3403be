// A German and a Spanish game on the local table (`npm run local`), played whole: Risk with
// missions on the world map (language:de) and Risk Napoléon on Europe 1811 (language:es-ES).
// Public lines, private answers, the mission by DM, the board images: in the game's language.
import { describe, expect, it } from 'vitest';
import { isPublic, makeTable, runAll } from './service-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { boardSummary } from '../../src/engine/board-summary.ts';
import { getMap } from '../../src/engine/index.ts';
import { missionText } from '../../src/i18n/names.ts';
import type { LocalOutput } from '../../src/local/table.ts';

const publicText = (out: LocalOutput[]) =>
  out
    .filter(isPublic)
    .map((o) => o.text)
    .join('\n');
/** English a public line of a German or Spanish game must never carry. */
const ENGLISH = /\b(placed|your turn|Waiting for|The game starts|New game|Game over|Final standing|Round \d)\b/;

describe('a German game on the local table', () => {
  it('missions on the world map, language:de: played to the end, the mission by DM in German', async () => {
    const { table, service } = await makeTable(21);
    const out = await runAll(table, [
      'hanna@de /risk new ruleset:missions language:de setup:auto',
      'hanna@de click KI hinzufügen',
      'hanna@de click KI hinzufügen',
      'hanna@de click Starten',
      'hanna@de /risk status',
      'bob@de /end',
    ]);
    expect(publicText(out)).toMatch(/Neue Partie: Risiko mit geheimen Missionen/);
    expect(publicText(out)).toMatch(/Die Partie beginnt!/);
    expect(out.find((o) => o.kind === 'ephemeral' && o.to === 'bob')?.text).toMatch(
      /spielst in dieser Partie nicht mit/,
    );
    const r0 = asMap((await service.get('local'))!);
    expect(r0.locale).toBe('de');
    expect(r0.status).toBe('playing');
    const mission = missionText(r0.state!.players[0].mission!, 'de');
    expect(out.some((o) => o.kind === 'dm' && o.to === 'hanna' && o.text.includes(mission))).toBe(true);

    // Hanna plays first (this seed): a territory typed by its German name.
    expect(r0.state!.turn.player).toBe(0);
    expect(r0.state!.phase.kind).toBe('reinforce');
    const own = Object.entries(boardSummary(r0.state!)).find(([, t]) => t.owner === 0)![0];
    const name = getMap('world').byId[own].name.de;
    const placed = await table.run(`hanna@de /place territory:${name} count:1`);
    out.push(...placed);
    expect(publicText(placed)).toContain(`hat 1 Armee auf ${name} gesetzt`);

    out.push(...(await table.run('hanna@de /risk settings autopilot:true')));
    const r = asMap((await service.get('local'))!);
    expect(r.status).toBe('over');
    const text = publicText(out);
    expect(text).toMatch(/Partie vorbei/);
    expect(text).toMatch(/Endstand/);
    // Every secret revealed at the end, as each mission card reads in German.
    const revealed = [...text.matchAll(/🎯 Mission: (.+)/g)].map((m) => m[1]);
    expect(revealed.length).toBeGreaterThan(0);
    const cards = r.state!.players.flatMap((p) => (p.mission === null ? [] : [missionText(p.mission, 'de')]));
    for (const line of revealed) expect(cards).toContain(line);
    expect(text).not.toMatch(ENGLISH);
    expect(out.some((o) => isPublic(o) && o.images.length > 0)).toBe(true);
  });
});

describe('a Spanish game on the local table', () => {
  it('Risk Napoléon on Europe 1811, language:es-ES: played to the end in Spanish', async () => {
    const { table, service } = await makeTable(22);
    const out = await runAll(table, [
      'lucia@es-ES /risk new ruleset:napoleon language:es-ES',
      'lucia@es-ES click Añadir IA',
      'lucia@es-ES click Añadir IA',
      'lucia@es-ES click Empezar',
      'lucia@es-ES /risk rules',
    ]);
    expect(publicText(out)).toMatch(/Partida nueva: Risk Napoléon \(Europa 1811\)/);
    const answers = out.filter((o) => o.kind === 'ephemeral' && o.to === 'lucia').map((o) => o.text);
    expect(answers.some((t) => /Conquista Europa: ten los 48 territorios/.test(t))).toBe(true);
    const r0 = asMap((await service.get('local'))!);
    expect(r0.locale).toBe('es-ES');

    out.push(...(await table.run('lucia@es-ES /risk settings autopilot:true')));
    const r = asMap((await service.get('local'))!);
    expect(r.status).toBe('over');
    const text = publicText(out);
    expect(text).toMatch(/Fin de la partida/);
    expect(text).toMatch(/Clasificación final/);
    // Spanish names of the Europe 1811 board in the public lines.
    const names = getMap('europe-1811').territories.map((t) => t.name['es-ES']);
    expect(names.some((n) => text.includes(n) && !getMap('europe-1811').territories.some((t) => t.name.en === n))).toBe(
      true,
    );
    expect(text).not.toMatch(ENGLISH);
    expect(out.some((o) => isPublic(o) && o.images.length > 0)).toBe(true);
  });
});

describe('language: chosen by a host whose own language is another', () => {
  for (const [language, title] of [
    ['de', /Neue Partie/],
    ['es-ES', /Partida nueva/],
  ] as const)
    it(`an English-speaking host's /risk new language:${language} makes a ${language} game`, async () => {
      const { table, service } = await makeTable(5);
      const out = await runAll(table, [`alice /risk new ruleset:classic language:${language}`]);
      expect(asMap((await service.get('local'))!).locale).toBe(language);
      expect(publicText(out)).toMatch(title);
    });
});
