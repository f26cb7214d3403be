// NM-3 and N2-A by DM: a claim (or the reveal after three) changes the owner's list of
// missions, and a card given to an independent leaves the giver's hand; the owner is told by
// DM, and nobody else receives anything.
import { describe, expect, it } from 'vitest';
import { sendSecrets } from '../../src/discord/dms.ts';
import type { MapStep } from '../../src/discord/games/map/record.ts';
import { NAPOLEON_MISSIONS, RANKS } from '../../src/engine/napoleon-missions.js';
import type { GameState } from '../../src/engine/types.js';
import { napoleonMissionText } from '../../src/i18n/napoleon.ts';
import { duelOf } from '../../src/engine/duel.js';
import { getMap } from '../../src/engine/maps.js';
import { act, card, scenario } from '../engine/helpers.js';
import { cardLabel, playerLabel } from '../../src/discord/present.ts';
import { step, table } from './dm-table.ts';

const DEEDS = new Set(['eliminations', 'conquestsInTurn']);
const holding = RANKS.map(
  (rank) => NAPOLEON_MISSIONS.find((m) => m.rank === rank && m.conditions.every((c) => !DEEDS.has(c.kind)))!.id,
);

/** Player 0 holds all but two territories: every holding mission of theirs is met. */
function dominant(): GameState {
  const s = scenario({ ruleset: 'napoleon-missions', fill: [0, 30], board: { maroc_fes: [1, 1], portugal: [2, 1] } });
  s.ext.ranked![0].missions = [...holding];
  return s;
}

describe('secrets by DM after a claim', () => {
  it('NM-3: the owner alone gets a DM naming the claimed mission, ticked in their list; the others get nothing', async () => {
    const [cap, capt, gen, emp] = holding;
    const claimed = act(dominant(), 0, { type: 'claimMission', mission: gen });
    const { record, bot, dms, posts } = table(claimed.state);
    await sendSecrets(bot, record, [step(0, claimed)]);
    expect(dms.map((d) => d.to)).toEqual(['u0']);
    expect(posts).toEqual([]);
    const text = dms[0].msg.text;
    const g = napoleonMissionText(gen, 'en');
    expect(text).toContain(`✅ Your ${g.rank} mission is claimed (1/4): ${g.text}`);
    expect(text).toContain(`✅ ${g.rank}: ${g.text}`);
    for (const m of [cap, capt, emp]) {
      const o = napoleonMissionText(m, 'en');
      expect(text).toContain(`▫️ ${o.rank}: ${o.text}`);
    }
    // The goal drawn on the map changed (the claimed one is ticked): the owner's picture comes too.
    expect(dms[0].msg.images?.map((i) => i.name)).toEqual(['goal.png']);
    // No other player's secret: none of the other seats' missions is named.
    for (const other of [1, 2])
      for (const m of claimed.state.ext.ranked![other].missions)
        expect(text).not.toContain(napoleonMissionText(m, 'en').text);
  });

  it('NM-3: the third claim also tells the owner (in their language) that their fourth mission is public now', async () => {
    let s = dominant();
    const [cap, capt, gen, emp] = holding;
    for (const m of [cap, capt]) {
      s = act(s, 0, { type: 'claimMission', mission: m }).state;
      s.turn.number += 3; // one claim a turn
    }
    const third = act(s, 0, { type: 'claimMission', mission: gen });
    const { record, bot, dms } = table(third.state);
    (record.seats[0] as { locale: string }).locale = 'fr';
    await sendSecrets(bot, record, [step(0, third)]);
    expect(dms.map((d) => d.to)).toEqual(['u0']);
    const g = napoleonMissionText(gen, 'fr');
    const e = napoleonMissionText(emp, 'fr');
    expect(dms[0].msg.text).toContain(`✅ Votre mission ${g.rank} est annoncée (3/4) : ${g.text}`);
    expect(dms[0].msg.text).toContain(
      `📢 Trois annoncées : votre dernière mission (${e.rank}) est maintenant visible de tous : ${e.text}`,
    );
  });

  it('a move that changes nobody’s secrets sends no DM at all', async () => {
    const s = dominant();
    const { record, bot, dms } = table(s);
    await sendSecrets(bot, record, [step(0, { events: [{ type: 'turnEnded', player: 0 }] as MapStep['events'] })]);
    expect(dms).toEqual([]);
  });

  it('N2-A-1: a card given to an independent leaves the giver’s hand: the giver alone is told which, the opponent gets nothing', async () => {
    const europe = getMap('europe-1811');
    const hand = [card('castille', europe), card('portugal', europe), card('andalousie', europe)];
    const s = scenario({
      ruleset: 'napoleon-duel',
      players: 2,
      options: { independents: 'active' },
      board: { russie_du_nord: [2, 1], finlande: [3, 1], laponie: [4, 1], norvege: [5, 1], castille: [0, 2] },
      phase: 'reinforce',
      reserve: 3,
      hands: { 0: hand },
    });
    const slice = duelOf(s)!;
    slice.ally = { 2: -1, 3: -1, 4: -1, 5: -1 };
    slice.turn = { influence: true, reinforced: [], moved: [], combat: false };
    slice.invasion = null;
    const gave = act(s, 0, { type: 'influence', independent: 2, card: hand[0] });
    const { record, bot, dms, posts } = table(gave.state, 2);
    await sendSecrets(bot, record, [step(0, gave)]);
    expect(dms.map((d) => d.to)).toEqual(['u0']);
    expect(posts).toEqual([]);
    expect(dms[0].msg.text).toContain(`You gave ${cardLabel(record, hand[0], 'en')} to ${playerLabel(record, 2)}.`);
    // Their hand as it is now: the two cards left, not the one given.
    expect(dms[0].msg.text).toContain(cardLabel(record, hand[1], 'en'));
    expect(dms[0].msg.images).toEqual([]);
  });
});
