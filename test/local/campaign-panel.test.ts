// The 1796 campaign on the live panel (napoleon-campaign, NC-*): the lobby's sides, /risk rules,
// and the campaign's steps by taps from a set position — an annexation of the neutral's land for
// a card picked in a private menu (the hand never reaches the channel or the opponent), an ally's
// annexation confirmed on the panel, an ally's manoeuvre — each told in the log.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { refreshPanel } from '../../src/discord/panel/live.ts';
import { cardLabel } from '../../src/discord/present/secrets.ts';
import { controller, territoriesControlledBy, type GameState } from '../../src/engine/index.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const state = async (service: GameService): Promise<GameState> => asMap((await service.get('local'))!).state!;

/** alice (France) and bob (England) by hand; alice's first turn played by taps to her manoeuvre phase. */
async function toManoeuvres() {
  const t = await openedTable(5, [
    'alice /risk new ruleset:napoleon-campaign side:france',
    'bob /risk join',
    'alice click Start',
  ]);
  const s = await state(t.service);
  expect(s.turn.player).toBe(0);
  const home = territoriesControlledBy(s, 0)[0];
  for (const line of [`alice pick ${home}`, 'alice click All', 'alice click End attack'])
    expect((await t.table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
  expect((await state(t.service)).phase.kind).toBe('fortify');
  return t;
}

describe('the campaign at the panel (NC-*)', () => {
  it('NC-0: the lobby says the sides and colours; /risk rules says the scenario is designed and how sides are given', async () => {
    const { table } = await openedTable(5, ['alice /risk new ruleset:napoleon-campaign side:england']);
    const lobby = (await table.run('bob /risk join')).map((o) => o.text).join('\n');
    expect(lobby).toContain('1. 🟥 @alice — England');
    expect(lobby).toContain('2. 🟦 @bob — France');
    expect(lobby).toContain('Sides: first seat plays England (option side). France plays first.');
    const rules = (await table.run('bob@fr /risk rules ruleset:napoleon-campaign')).map((o) => o.text).join('\n');
    expect(rules).toContain('🛠️ La position de départ est conçue par le projet');
    expect(rules).toContain('Camps : la première place joue l’Angleterre (option camp, NC-0).');
    expect(rules).not.toContain('C-2P');
  });

  it('NC-ANX-2: the neutral’s territory annexed for a card picked privately; the hand never reaches the channel or bob', async () => {
    const { table, service } = await toManoeuvres();
    // alice holds three cards (a fixture)
    await service.games.mutate('local', (r) => {
      const g = asMap(r!).state!;
      g.players[0].hand = [...g.players[0].hand, ...g.deck.slice(0, 3)];
      g.deck = g.deck.slice(3);
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    await refreshPanel(table.bot, 'local');
    const s = await state(service);
    const rec = asMap((await service.get('local'))!);
    const hand = s.players[0].hand.map((k) => cardLabel(rec, k, 'en'));
    const { selects } = table.controlsFor('alice');
    const annex = selects.find((x) => x.placeholder === '📜 Annex a territory… (once a turn)')!;
    const neutral = annex.options.filter((o) => o.description === 'neutral: costs a territory card');
    expect(neutral.length).toBeGreaterThan(0);
    for (const o of neutral) expect(controller(s, o.value)).toBe(s.ext.campaign!.neutral);
    const out: LocalOutput[] = [];
    const target = neutral[0].value;
    const picked = await table.run(`alice pick ${target}`);
    out.push(...picked);
    // The card menu is alice's alone.
    const menu = picked.find((o) => o.kind === 'ephemeral')!;
    expect(menu.to).toBe('alice');
    expect(menu.selects![0].placeholder).toBe('🃏 Discard which card?');
    expect(menu.selects![0].options).toEqual(hand);
    const card = s.players[0].hand[1];
    out.push(...(await table.run(`alice pick ${card}`)));
    const after = await state(service);
    expect(controller(after, target)).toBe(0);
    expect(after.players[0].hand).not.toContain(card);
    expect(after.ext.campaign!.turn.annexed).toEqual(['card']);
    const channel = out.filter((o) => o.kind === 'channel' || o.kind === 'edit').map((o) => o.text);
    expect(channel.join('\n')).toMatch(/📜 🟦 alice annexes .+ \(\d+ armies?\) for a card\./);
    // No card of alice's hand is named in the channel or to bob (the discarded one is public once played).
    const kept = hand.filter((_, i) => s.players[0].hand[i] !== card);
    for (const o of out.filter((x) => x.to !== 'alice'))
      for (const label of kept) expect(JSON.stringify([o.text, o.selects ?? [], o.buttons ?? []])).not.toContain(label);
    // The neutral's annexation is made for this turn: the menu no longer offers it.
    const again = table.controlsFor('alice').selects.find((x) => x.placeholder.startsWith('📜 Annex'));
    expect(again?.options.some((o) => o.description === 'neutral: costs a territory card') ?? false).toBe(false);
  });

  it('NC-ANX-1, NC-TURN-1: an ally’s territory annexed after a confirmation (the ally turns neutral); an ally’s manoeuvre by taps', async () => {
    const { table, service } = await toManoeuvres();
    let s = await state(service);
    const c = s.ext.campaign!;
    const austria = c.powers.austria;
    const russia = c.powers.russia;
    // Austria and Russia are France's allies (a fixture)
    await service.games.mutate('local', (r) => {
      const g = asMap(r!).state!;
      g.ext.duel!.ally[austria] = 0;
      g.ext.duel!.ally[russia] = 0;
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    await refreshPanel(table.bot, 'local');
    // Russia's manoeuvre: from where, to where, how many.
    let { selects } = table.controlsFor('alice');
    const moves = selects.find((x) => x.placeholder === '↪️ Ally manoeuvre… (one per ally)')!;
    const fromRussia = moves.options.find((o) => o.label.startsWith('🟩 Russia: '))!;
    await table.run(`alice pick ${fromRussia.value}`);
    ({ selects } = table.controlsFor('alice'));
    const to = selects.find((x) => x.placeholder === '↪️ Ally manoeuvre to…')!;
    await table.run(`alice pick ${to.options[0].value}`);
    // The amount: 1, half or all.
    expect(table.controlsFor('alice').buttons.map((b) => b.label)).toContain('1');
    const one = await table.run('alice click 1');
    expect(one.map((o) => o.text).join('\n')).toMatch(/↪️ 🟩 Russia moves 1 from .+ to .+\./);
    s = await state(service);
    expect(s.ext.campaign!.turn.allyMoved).toEqual([russia]);
    // Austria's territory: the menu says the ally turns neutral; the panel asks to confirm.
    ({ selects } = table.controlsFor('alice'));
    const annex = selects.find((x) => x.placeholder === '📜 Annex a territory… (once a turn)')!;
    const ofAustria = annex.options.find((o) => o.description === '🟪 Austria’s: it turns neutral')!;
    expect(ofAustria).toBeDefined();
    const confirm = await table.run(`alice pick ${ofAustria.value}`);
    expect(confirm.map((o) => o.text).join('\n')).toMatch(
      /Annex .+\? Its \d+ armies become yours, and 🟪 Austria turns neutral/,
    );
    const { buttons } = table.controlsFor('alice');
    const yes = buttons.find((b) => b.label.startsWith('📜 Annex '))!;
    expect(buttons.map((b) => b.label)).toContain('← Back');
    const done = await table.run(`alice click ${yes.label}`);
    s = await state(service);
    expect(controller(s, ofAustria.value)).toBe(0);
    expect(s.ext.duel!.ally[austria]).toBe(-1);
    expect(done.map((o) => o.text).join('\n')).toContain('🟪 Austria turns neutral after an annexation.');
  });
});
