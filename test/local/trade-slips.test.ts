// Issue 26's trade slips at the panel: a forced trade (five cards) in a game without neutral
// armies asks for the trade, not for "neutral armies"; two sets that bring different armies (a
// card's territory bonus) are told apart by what they bring, as the log then reports it, and two
// that bring the same are one button. The panel is public: no button names a card.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import { refreshPanel } from '../../src/discord/panel/live.ts';
import { deckOf, getMap, type GameState } from '../../src/engine/index.ts';
import { scenario } from '../engine/helpers.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const deck = deckOf(getMap('world'));
const card = (t: string) => deck.findIndex((c) => c.territory === t);

/** alice to reinforce with `hand` in a classic game (no neutral seat), two AI seats. */
async function withHand(hand: number[]) {
  const t = await openedTable(11, ['alice /risk new ruleset:classic', 'alice click Add AI', 'alice click Add AI']);
  await t.table.run('alice click Start');
  await t.service.games.mutate('local', (rec) => {
    const r = rec!;
    const live = r.state as GameState;
    const s = scenario({
      seed: 11,
      players: 3,
      phase: 'reinforce',
      reserve: 4,
      board: { alaska: [0, 2], northwest_territory: [0, 2], argentina: [2, 3] },
      fill: [1, 1],
      hands: { 0: hand },
    });
    s.players.forEach((p, i) => Object.assign(p, { name: live.players[i].name, kind: live.players[i].kind }));
    s.version = live.version + 1;
    r.state = s;
    return ok({ record: r, value: null });
  });
  await refreshPanel(t.table.bot, 'local');
  return t;
}

describe('trades at the panel (issue 26)', () => {
  // Alaska (held by alice: +2 there when traded) and three more of its symbol, and one other.
  const symbol = deck[card('alaska')].symbol;
  const same = deck.filter(
    (c) => c.symbol === symbol && c.territory && !['alaska', 'northwest_territory'].includes(c.territory),
  );
  const other = deck.find((c) => c.symbol !== symbol && c.symbol !== 'wild' && c.territory !== 'alaska')!;
  const hand = [card('alaska'), same[0].id, same[1].id, same[2].id, other.id];

  it('C-CRD-3: five cards in a game without neutrals — the prompt asks for the trade, never "neutral armies"', async () => {
    const t = await withHand(hand);
    const c = t.table.controlsFor('alice');
    expect(c.text).not.toMatch(/neutral/i);
    expect(c.text).toContain('You hold 5 cards: trade a set first');
    expect(c.buttons.some((b) => b.label.startsWith('Trade cards'))).toBe(true);
  });

  it('C-CRD: the trade buttons differ by what they bring (the +2 on a card’s territory included, as the log says); none names a card', async () => {
    const t = await withHand(hand);
    const trades = t.table
      .controlsFor('alice')
      .buttons.map((b) => b.label)
      .filter((l) => l.startsWith('Trade cards'));
    expect(trades.length).toBeGreaterThan(0);
    expect(new Set(trades).size).toBe(trades.length);
    const withBonus = trades.find((l) => l.includes('incl. +2'))!;
    expect(withBonus).toMatch(/^Trade cards \(\+\d+, incl\. \+2 on a card’s territory\)$/);
    for (const l of trades) expect(l).not.toMatch(/Alaska|Argentina|Peru|Brazil/);
    const total = Number(/\+(\d+)/.exec(withBonus)![1]);
    const o = await t.table.run(`alice click ${withBonus}`);
    expect(o.map((x) => x.text).join('\n')).toContain(`alice traded a set of cards for ${total} armies`);
  });
});
