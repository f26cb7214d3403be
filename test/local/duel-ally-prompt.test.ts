// Risk Napoléon for two (napoleon-duel, N2-A) on the live panel: after an ally's reinforcement
// die the engine has the player place those armies before their own, and the prompt and menu
// say whose armies they are — the named ally's, then the player's own — never "neutral".
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { buildControls } from '../../src/discord/panel/controls.ts';
import { ROOT } from '../../src/discord/panel/ids.ts';
import { COLOUR_EMOJI } from '../../src/i18n/names.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const names = ['alice', 'bob'];
const rec = async (service: GameService): Promise<MapRecord> => asMap((await service.get('local'))!);

describe('the panel: an ally’s rolled armies are named as the ally’s', () => {
  it('N2-A-2: after the ally’s die the prompt names the ally and its armies (en/fr/it), then the player’s own', async () => {
    const { table, service } = await openedTable(41, [
      'alice /risk new ruleset:napoleon-duel independents:active setup:auto',
      'bob /risk join',
      'alice click Start',
    ]);
    let s = (await rec(service)).state!;
    const first = s.turn.player,
      next = 1 - first;
    // the first independent is the next player's ally (a fixture)
    await service.games.mutate('local', (r) => {
      asMap(r!).state!.ext!.duel!.ally[2] = next;
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    await table.run(`${names[first]} pick ${table.controlsFor(names[first]).selects[0].options[0].value}`);
    await table.run(`${names[first]} click All`);
    await table.run(`${names[first]} click End turn`);
    s = (await rec(service)).state!;
    expect([s.turn.player, s.phase.kind]).toEqual([next, 'reinforce']);
    const own = s.players[next].reserve;
    expect(own).toBeGreaterThan(1);
    const mine = buildControls(await rec(service), ROOT, 'en');
    expect(mine.prompt).toBe(`Tap a territory to place on (${own} armies left).`);

    const who = names[next];
    const rolledOut = await table.run(`${who} click 🎲 Reinforce`);
    s = (await rec(service)).state!;
    const rolled = s.players[2].reserve;
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(s.players[next].reserve).toBe(own); // own armies still to place
    const ally = `${COLOUR_EMOJI[s.players[2].colour]} ${s.players[2].name}`;
    const en = rolled === 1 ? 'army' : 'armies',
      fr = rolled === 1 ? 'armée' : 'armées',
      it = rolled === 1 ? 'armata' : 'armate';
    const expected = {
      en: [`Place ${rolled} ${en} of your ally ${ally} on its territories.`, `Armies of ${ally} on…`],
      fr: [`Placez ${rolled} ${fr} de votre allié ${ally} sur ses territoires.`, `Armées de ${ally} sur…`],
      it: [`Piazza ${rolled} ${it} del tuo alleato ${ally} sui suoi territori.`, `Armate di ${ally} su…`],
    } as const;
    const r = await rec(service);
    for (const l of ['en', 'fr', 'it'] as const) {
      const c = buildControls(r, ROOT, l);
      expect([c.prompt, c.selects.map((x) => x.placeholder)], l).toEqual([expected[l][0], [expected[l][1]]]);
      expect(c.prompt, l).not.toMatch(/neutr/i);
    }
    // the panel the players see (an English channel) says it too, and offers only the ally's territories
    expect(rolledOut.some((o) => o.text.includes(expected.en[0]))).toBe(true);
    const menu = table.controlsFor(who).selects;
    expect(menu.map((x) => x.placeholder)).toEqual([expected.en[1]]);
    expect(menu[0].options.every((o) => o.label.startsWith(COLOUR_EMOJI[s.players[2].colour]))).toBe(true);

    // once the ally's armies are placed, the prompt is about the player's own again
    await table.run(`${who} pick ${menu[0].options[0].value}`);
    await table.run(`${who} click All`);
    s = (await rec(service)).state!;
    expect([s.players[2].reserve, s.players[next].reserve]).toEqual([0, own]);
    expect(buildControls(await rec(service), ROOT, 'en').prompt).toBe(
      `Tap a territory to place on (${own} armies left).`,
    );
    expect(buildControls(await rec(service), ROOT, 'fr').prompt).toBe(
      `Touchez un territoire où placer (${own} armées restantes).`,
    );
    expect(buildControls(await rec(service), ROOT, 'it').prompt).toBe(
      `Tocca un territorio dove piazzare (restano ${own} armate).`,
    );
  });
});
