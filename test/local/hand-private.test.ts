// A hand is secret (DEVELOPERS.md): the panel is a channel message everyone sees, so the menus
// that list a seat's cards — the duel's "give a card to an independent" (N2-A) and the advanced
// game's "play a card for its effect" / "arm a defence card" (NA-EFF, NA-CRD-5) — open only in a
// reply to the seat at the controls, from a 🃏 button on the panel; anyone else is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { parseButtonId } from '../../src/discord/panel/ids.ts';
import { deckOf, getMap, territoriesControlledBy, type GameState } from '../../src/engine/index.ts';
import type { LocalOutput, LocalTable } from '../../src/local/table.ts';
import { advancedPosition } from './advanced-position.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const CARD_VERBS = ['inf', 'pcd', 'acd'];
const CARD_MENU = /^(Give a card to an independent…|🃏 Play a card for its effect…|🛡️ Arm a defence card…)$/;

/** What a spectator sees of the public panel: no menu of cards, and none of `secret` anywhere. */
function expectNoCardsOnPanel(table: LocalTable, secret: RegExp): void {
  const { buttons, selects } = table.controlsFor('spectator');
  expect(buttons.length).toBeGreaterThan(0); // the public panel, seen from outside the game
  expect(
    selects.filter((x) => CARD_VERBS.includes(parseButtonId(x.id)!.verb) || CARD_MENU.test(x.placeholder)),
  ).toEqual([]);
  expect(JSON.stringify({ buttons, selects })).not.toMatch(secret);
}

/** No message anyone but `owner` can see names a card. */
const leaks = (out: LocalOutput[], owner: string, secret: RegExp) =>
  out.filter((o) => o.to !== owner && secret.test(JSON.stringify(o)));

describe('a hand stays private at the panel', () => {
  it('N2-A: the duel’s cards to give open only in the seat’s private reply; the other player is refused', async () => {
    const { table, service } = await openedTable(41, [
      'alice /risk new ruleset:napoleon-duel independents:active setup:auto',
      'bob /risk join',
      'alice click Start',
    ]);
    const state = async (): Promise<GameState> => asMap((await service.get('local'))!).state!;
    let s = await state();
    const first = s.turn.player,
      next = 1 - first;
    const names = ['alice', 'bob'];
    // the next player will hold three cards (legal to give at the start of their turn)
    await service.games.mutate('local', (r) => {
      const g = asMap(r!).state!;
      const cards = g.deck.slice(-3);
      g.deck = g.deck.slice(0, -3);
      g.players[next].hand = [...g.players[next].hand, ...cards];
      return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
    });
    await table.run(`${names[first]} pick ${territoriesControlledBy(s, first)[0]}`);
    await table.run(`${names[first]} click All`);
    const ended = await table.run(`${names[first]} click End turn`);
    s = await state();
    const owner = names[next];
    const other = names[first];
    const hand = s.players[next].hand;
    expect(hand.length).toBeGreaterThanOrEqual(3);
    const deck = deckOf(getMap(s.map));
    const cardNames = hand.map((c) => deck[c].territory).filter((t): t is string => !!t);
    // A gift's label is "Independent ← <card>": never on the panel, whatever the territory's name.
    const secret = /Independent ← /;
    expectNoCardsOnPanel(table, secret);
    expect(leaks(ended, owner, secret)).toEqual([]);
    // someone else taps the panel's 🃏 button: refused, and shown no card
    const refused = await table.run(`${other} click 🃏 Give a card to an independent…`);
    expect(refused.map((o) => [o.kind, o.to])).toEqual([['ephemeral', other]]);
    expect(refused[0].text).toMatch(/not your controls|controls/i);
    expect(refused[0].selects ?? []).toEqual([]);
    expect(JSON.stringify(refused)).not.toMatch(secret);
    // the owner taps it: the cards, in a reply only they see
    const opened = await table.run(`${owner} click 🃏 Give a card to an independent…`);
    expect(opened.map((o) => [o.kind, o.to])).toEqual([['ephemeral', owner]]);
    const gift = table.controlsFor(owner).selects.find((x) => x.placeholder === 'Give a card to an independent…')!;
    expect(new Set(gift.options.map((o) => Number(o.value.split(':')[1])))).toEqual(new Set(hand));
    expect(
      cardNames.every((t) =>
        gift.options.some((o) => o.value.endsWith(`:${deck.findIndex((c) => c.territory === t)}`)),
      ),
    ).toBe(true);
    expectNoCardsOnPanel(table, secret);
    // a pick there plays the gift; nothing public named the card
    const [independent, card] = gift.options[0].value.split(':').map(Number);
    const given = await table.run(`${owner} pick ${gift.options[0].value}`);
    expect(
      given.filter(
        (o) => o.kind === 'error' || (o.kind === 'ephemeral' && o.to === owner && /out of date/i.test(o.text)),
      ),
    ).toEqual([]);
    s = await state();
    expect(s.players[independent].hand).toEqual([card]);
    expect(s.ext!.duel!.ally[independent]).toBe(next);
    expect(leaks(given, owner, secret)).toEqual([]);
  });

  it('NA-EFF: the advanced game’s cards to play and arm open only in the seat’s private reply; anyone else is refused', async () => {
    const map = getMap('europe-1811');
    const scotland = deckOf(map).findIndex((c) => c.territory === 'scotland'); // CHARGE (A)
    const ireland = deckOf(map).findIndex((c) => c.territory === 'ireland'); // DÉFENSE HÉROÏQUE (D)
    const t = await advancedPosition({
      phase: 'attack',
      board: { andalousie: [0, 8], castille: [1, 2] },
      hands: { 0: [scotland, ireland] },
    });
    const secret = /Charge|Heroic defence|Scotland|Ireland/;
    expectNoCardsOnPanel(t.table, secret);
    // a player not at the controls taps the panel's 🃏 button: refused, no card shown
    const refused = await t.table.run('spectator click 🃏 Your cards…');
    expect(refused.map((o) => [o.kind, o.to])).toEqual([['ephemeral', 'spectator']]);
    expect(refused[0].selects ?? []).toEqual([]);
    expect(JSON.stringify(refused)).not.toMatch(secret);
    // alice taps it: both menus, privately
    const opened = await t.table.run('alice click 🃏 Your cards…');
    expect(opened.map((o) => [o.kind, o.to])).toEqual([['ephemeral', 'alice']]);
    const mine = t.table.controlsFor('alice').selects;
    expect(mine.map((x) => x.placeholder)).toEqual(['🃏 Play a card for its effect…', '🛡️ Arm a defence card…']);
    expect(mine[0].options.map((o) => o.label)).toContain('Charge (Scotland) → Castile');
    expect(mine[1].options.map((o) => o.label)).toContain('Heroic defence (Ireland) → any of your territories');
    expectNoCardsOnPanel(t.table, secret);
    // the pick plays the card (the effect is public once played, the rest of the hand is not)
    const charge = mine[0].options.find((o) => o.label === 'Charge (Scotland) → Castile')!;
    const played = await t.run(`alice pick ${charge.value}`);
    expect(played.map((x) => x.text).join('\n')).toContain('🃏 🟨 alice played Charge (Scotland) on Castile.');
    expect((await t.state()).players[0].hand).toEqual([ireland]);
    expect(leaks(played, 'alice', /Heroic defence|Ireland/)).toEqual([]);
    expectNoCardsOnPanel(t.table, /Heroic defence|Ireland/);
  });
});
