// The hand by DM: in napoleon-teams the team's one hand is told the same way to both
// team-mates whoever holds it (NT-4), passing it between them is no news, a card drawn is one
// DM, and once the game is over no DM tells a player about sets to trade.
import { describe, expect, it } from 'vitest';
import { sendSecrets } from '../../src/discord/dms.ts';
import type { MapStep } from '../../src/discord/games/map/record.ts';
import { cardLabel } from '../../src/discord/present.ts';
import { scenario } from '../engine/helpers.js';
import { step, table } from './dm-table.ts';

const events = (...e: unknown[]) => ({ events: e as MapStep['events'] });

/** napoleon-teams, four humans: seats 0 and 2 play for team A; seat 2 holds the team's hand. */
function teams() {
  const s = scenario({ ruleset: 'napoleon-teams', players: 4 });
  s.players[2].hand = s.deck.splice(0, 3);
  return s;
}

describe('the hand by DM', () => {
  it('NT-4: the hand passed to a team-mate at their turn sends nobody a DM', async () => {
    const s = teams();
    const cards = s.players[2].hand;
    s.players[0].hand = cards;
    s.players[2].hand = [];
    const { record, bot, dms } = table(s);
    await sendSecrets(bot, record, [
      step(0, events({ type: 'cardReceived', player: 0, from: 2, count: cards.length, cards })),
    ]);
    expect(dms).toEqual([]);
  });

  it('NT-4: a card drawn is one DM naming it, and the team\'s whole hand in one line, never "Cards: none"', async () => {
    const s = teams();
    const drawn = s.deck.pop()!;
    s.players[0].hand = [drawn];
    const team = [...s.players[0].hand, ...s.players[2].hand];
    const { record, bot, dms } = table(s);
    await sendSecrets(bot, record, [
      step(0, events({ type: 'cardDrawn', player: 0, card: drawn }, { type: 'turnEnded', player: 0 })),
    ]);
    expect(dms.map((d) => d.to)).toEqual(['u0']);
    const text = dms[0].msg.text;
    expect(text).toContain(`You drew: ${cardLabel(record, drawn, 'en')}.`);
    expect(text).toContain(`Your team’s cards: ${team.map((k) => cardLabel(record, k, 'en')).join(', ')}`);
    expect(text).not.toMatch(/^Cards:/m);
  });

  it('after the game is over, no DM (the result shows every hand): nothing about sets to trade', async () => {
    const s = scenario({ ruleset: 'classic', players: 3 });
    s.players[0].hand = s.deck.splice(0, 5);
    const { record, bot, dms } = table(s);
    const received = step(0, events({ type: 'cardReceived', player: 0, from: 1, count: 5, cards: s.players[0].hand }));
    // The same step while the game goes on: the DM lists the sets.
    await sendSecrets(bot, record, [received]);
    expect(dms).toHaveLength(1);
    expect(dms[0].msg.text).toMatch(/Sets you can trade/);
    s.phase = { kind: 'over', winners: [0], reason: 'conquest' };
    await sendSecrets(bot, record, [received]);
    expect(dms).toHaveLength(1);
  });
});
