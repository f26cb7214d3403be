// Risk Napoléon for two (napoleon-duel, N2-A) on the live panel: at the start of a turn the
// player gives a card from a menu and rolls an ally's reinforcements with a button, then places
// them with the usual territory menu and amount buttons.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { getMap, territoriesControlledBy, type GameState } from '../../src/engine/index.ts';
import { closeTables, openedTable, tapTable } from './tap-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { playersLine } from '../../src/discord/panel/text.ts';
import { COLOUR_EMOJI } from '../../src/i18n/names.ts';
import { summariseTurns } from '../../src/discord/panel/summary.ts';
import type { GameEvent } from '../../src/engine/index.ts';

afterEach(closeTables);

const names = ['alice', 'bob'];
const state = async (service: GameService): Promise<GameState> => asMap((await service.get('local'))!).state!;

describe('the panel: the duel’s influence and ally reinforcements by taps', () => {
  it('N2-A-1, N2-A-2: a card given from the menu, an ally’s die rolled by its button, its armies placed by taps', async () => {
    const { table, service } = await openedTable(41, [
      'alice /risk new ruleset:napoleon-duel independents:active setup:auto',
      'bob /risk join',
      'alice click Start',
    ]);
    let s = await state(service);
    const first = s.turn.player,
      next = 1 - first;
    // the next player holds three cards and the first independent is their ally (a fixture)
    await service.games.mutate('local', (r) => {
      const g = asMap(r!).state!;
      const cards = g.deck.slice(-3);
      g.deck = g.deck.slice(0, -3);
      g.players[next].hand = [...g.players[next].hand, ...cards];
      g.ext!.duel!.ally[2] = next;
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    await table.run(`${names[first]} pick ${territoriesControlledBy(s, first)[0]}`);
    await table.run(`${names[first]} click All`);
    await table.run(`${names[first]} click End turn`);
    s = await state(service);
    expect([s.turn.player, s.phase.kind]).toEqual([next, 'reinforce']);
    const who = names[next];
    const { buttons } = table.controlsFor(who);
    expect(buttons.some((b) => /^🎲 Reinforce .*Independent$/.test(b.label))).toBe(true);
    // the cards to give are listed in a private reply opened by the panel's 🃏 button
    await table.run(`${who} click 🃏 Give a card to an independent…`);
    const gift = table.controlsFor(who).selects.find((x) => x.placeholder === 'Give a card to an independent…')!;
    expect(gift.options.length).toBe(3 * 3); // three cards × the three independents not yet allied
    const [independent, card] = gift.options[0].value.split(':').map(Number);
    await table.run(`${who} pick ${gift.options[0].value}`);
    s = await state(service);
    expect(s.players[independent].hand).toEqual([card]);
    expect(s.ext!.duel!.ally[independent]).toBe(next);
    // the players line shows the alliance: the independent's colour, then 🤝 and its seat's colour
    const line = playersLine(asMap((await service.get('local'))!)).join(' ');
    expect(line).toContain(
      `${COLOUR_EMOJI[s.players[independent].colour]} Independent 🤝${COLOUR_EMOJI[s.players[next].colour]}`,
    );
    await table.run(`${who} click 🎲 Reinforce`);
    s = await state(service);
    const rolled = s.players[2].reserve;
    expect(rolled).toBeGreaterThanOrEqual(1);
    const where = table.controlsFor(who).selects[0].options[0].value;
    expect(territoriesControlledBy(s, 2)).toContain(where);
    const before = s.board.armies.reduce((a, b) => a + b, 0);
    await table.run(`${who} pick ${where}`);
    await table.run(`${who} click All`);
    s = await state(service);
    expect([s.players[2].reserve, s.board.armies.reduce((a, b) => a + b, 0) - before]).toEqual([0, rolled]);
  });

  it('N2-A-1, N2-A-2: /ally influence and /ally reinforce; a refusal says why', async () => {
    const { table, service } = await tapTable(43);
    for (const l of [
      'alice /risk new ruleset:napoleon-duel independents:active setup:auto',
      'bob /risk join',
      'alice click Start',
    ])
      await table.run(l);
    let s = await state(service);
    const me = names[s.turn.player],
      seat = s.turn.player;
    const colour = (i: number) => s.players[i].colour;
    const notAlly = await table.run(`${me} /ally reinforce independent:${colour(3)}`);
    expect(notAlly.find((o) => o.kind === 'ephemeral')?.text).toMatch(/is not your ally/);
    // a card in hand (a fixture), given to independent 3 at the start of the turn
    await service.games.mutate('local', (r) => {
      const g = asMap(r!).state!;
      const card = g.deck.find((c) => c < getMap(g.map).territoryIds.length)!; // a territory card
      g.deck = g.deck.filter((c) => c !== card);
      g.players[seat].hand = [...g.players[seat].hand, card];
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    s = await state(service);
    const card = s.players[seat].hand.at(-1)!;
    const territory = getMap(s.map).territoryIds[card];
    const given = await table.run(`${me} /ally influence independent:${colour(3)} card:${territory}`);
    expect(given.filter((o) => o.kind === 'error')).toEqual([]);
    s = await state(service);
    expect([s.players[3].hand, s.ext!.duel!.ally[3]]).toEqual([[card], seat]);
    await table.run(`${me} /ally reinforce independent:${colour(3)}`);
    s = await state(service);
    const rolled = s.players[3].reserve;
    expect(rolled).toBeGreaterThanOrEqual(1);
    // /place on the ally's territory without a count: all its rolled armies (after a yes if more than one)
    await table.run(`${me} /place ${territoriesControlledBy(s, 3)[0]}`);
    if (rolled > 1) await table.run(`${me} click All (${rolled})`);
    s = await state(service);
    expect(s.players[3].reserve).toBe(0);
  });

  it('N2-A: a turn played by the AI says in words which independent got a card, the ally’s die and the status that changed', async () => {
    const { table, service } = await tapTable(47);
    for (const l of [
      'alice /risk new ruleset:napoleon-duel independents:active setup:auto',
      'bob /risk join',
      'alice click Start',
    ])
      await table.run(l);
    const r = asMap((await service.get('local'))!);
    const s = r.state!;
    const name = (p: number) => `${COLOUR_EMOJI[s.players[p].colour]} ${s.players[p].name}`;
    const events: GameEvent[] = [
      {
        type: 'turnStarted',
        player: 1,
        round: 4,
        reinforcements: 3,
        breakdown: { territories: 3, continents: [], continentArmies: 0, capped: 0 },
      },
      { type: 'independentInfluenced', player: 1, independent: 2, card: 5, cards: 2, ally: 1 },
      { type: 'allyReinforced', player: 1, independent: 2, die: 4 },
      { type: 'armiesPlaced', player: 1, territory: territoriesControlledBy(s, 1)[0], count: 3 },
      { type: 'allyStatusRolled', player: 1, independent: 3, die: 2, ally: -1, changed: true },
      // a roll that changes nothing is not told
      { type: 'allyStatusRolled', player: 1, independent: 4, die: 6, ally: 0, changed: false },
    ];
    const steps = [{ actor: 1, action: { type: 'endTurn' as const }, events, by: 'ai' as const }];
    const [en] = summariseTurns(r, steps, 'en', { player: 1, round: 4 });
    expect(en).toBe(
      `${name(1)}, round 4: gave a card to ${name(2)} (now ally of ${name(1)}), rolled 4 for their ally ${name(2)}, placed 3, ${name(3)} became neutral on a 2.`,
    );
    expect(en).not.toContain(name(4));
    const [fr] = summariseTurns(r, steps, 'fr', { player: 1, round: 4 });
    expect(fr).toContain(
      `a donné une carte à ${name(2)} (désormais allié de ${name(1)}), a fait 4 pour son allié ${name(2)}`,
    );
    expect(fr).toContain(`${name(3)} est devenu neutre sur un 2`);
    const [it_] = summariseTurns(r, steps, 'it', { player: 1, round: 4 });
    expect(it_).toContain(
      `ha dato una carta a ${name(2)} (ora alleato di ${name(1)}), ha tirato 4 per l’alleato ${name(2)}`,
    );
    expect(it_).toContain(`${name(3)} è diventato neutrale con un 2`);
    // A turn that only gave a card is still told (not dropped as "nothing done yet").
    const gaveOnly = [
      { actor: 1, action: { type: 'endTurn' as const }, events: events.slice(0, 2), by: 'ai' as const },
    ];
    expect(summariseTurns(r, gaveOnly, 'en', { player: 1, round: 4 })).toEqual([
      `${name(1)}, round 4: gave a card to ${name(2)} (now ally of ${name(1)}).`,
    ]);
  });
});
