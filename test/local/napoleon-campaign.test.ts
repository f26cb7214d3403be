// napoleon-campaign through the local table: a whole 1796 campaign where the human seat (France)
// plays every step by taps only against the AI — ally reinforcements, annexations, the allies'
// manoeuvres, the advanced game's conversions and manoeuvres — with the taps and the channel
// messages of each human turn counted.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/index.ts';
import { campaignTap, newMemo } from './campaign-taps.ts';
import { median, playByTaps } from './tap-game.ts';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('napoleon-campaign at the local table', () => {
  it('NC-WIN-2: a human seat (France) plays a whole campaign by taps only against the AI, to the final scoring', async () => {
    const t = await tapTable(2);
    const { table, store } = t;
    const opening = [
      'alice /risk new ruleset:napoleon-campaign side:france',
      'alice click Add AI',
      'alice click Start',
    ];
    const game = await playByTaps(t, opening, { next: campaignTap, memo: newMemo, seed: 5, maxTaps: 4000 });
    const { out, tapsPerTurn, messagesPerTurn, record: r } = game;
    expect(r.status).toBe('over');
    const s = r.state!;
    if (process.env.TAPS_DEBUG) console.log(s.phase, s.turn);
    const view = (await table.view()) as {
      campaign: {
        sides: { france: number };
        year: number;
        lastRound: number;
        points: Record<number, { total: number }>;
      };
    };
    expect(view.campaign.sides.france).toBe(0);
    expect(view.campaign.lastRound).toBe(8);
    const events = (await store.log(r.gameId)).flatMap((x) => x.events as GameEvent[]);
    // alice used the campaign's own steps by taps: her allies' reinforcements (NC-REI-2), annexations
    // (NC-ANX; each kind is played from a set position in campaign-panel.test.ts), her allies' manoeuvres.
    const mine = (type: GameEvent['type']) => events.filter((e) => e.type === type && 'player' in e && e.player === 0);
    expect(mine('campaignAllyReinforced').length).toBeGreaterThan(0);
    expect(mine('campaignAllyManoeuvred').length).toBeGreaterThan(0);
    const annexed = mine('campaignAnnexed') as Extract<GameEvent, { type: 'campaignAnnexed' }>[];
    expect(annexed.length).toBeGreaterThan(0);
    // NC-TURN-2, NC-WIN-2: 8 rounds, then the final scoring, announced in the channel; most VP win.
    expect(s.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    expect(events.some((e) => e.type === 'campaignFinalScoring')).toBe(true);
    expect(out.some((o) => o.text.includes('🏁 1812: final scoring.'))).toBe(true);
    if (s.phase.kind === 'over') {
      const scores = s.phase.scores!;
      for (const w of s.phase.winners) expect(scores[w]).toBe(Math.max(...Object.values(scores)));
    }
    // Issue 26: the final standing adds up — each side's VP line is the sum of its sources (the
    // campaign's objectives and first invasions included) — and nobody "leads" a game that is over.
    const result = out.filter((o) => o.text.includes('Final standing')).at(-1)!.text;
    const vpLines = result.split('\n').filter((l) => l.startsWith('⭐ '));
    expect(vpLines).toHaveLength(2);
    const total = (l: string) => Number(/^⭐ (-?\d+) VP/.exec(l)![1]);
    expect(vpLines.map(total).sort((a, b) => b - a)).toEqual(
      Object.values(view.campaign.points)
        .map((p) => p.total)
        .sort((a, b) => b - a),
    );
    for (const l of vpLines) {
      const parts = [...l.matchAll(/ (-?\d+)(?= ·|$)/g)].map((m) => Number(m[1]));
      expect(
        parts.reduce((a, b) => a + b, 0),
        l,
      ).toBe(total(l));
    }
    expect(result).not.toMatch(/leads with|tied at/);
    expect(result).toMatch(/🏁 .+ (won with|share the win at) \d+ VP/);
    // A hand is secret: the campaign's menus of cards (influence, annexation, ally card) never reached
    // the channel; they open in alice's private replies.
    const campaignCardMenu =
      /^(Give a card to an independent…|🃏 Discard which card\?|🤝 Make .+ your ally for a card…)$/;
    const inChannel = out.filter(
      (o) => o.kind !== 'ephemeral' && o.selects?.some((x) => campaignCardMenu.test(x.placeholder)),
    );
    expect(inChannel).toEqual([]);
    expect(
      out.some(
        (o) =>
          o.kind === 'ephemeral' && o.to === 'alice' && o.selects?.some((x) => campaignCardMenu.test(x.placeholder)),
      ),
    ).toBe(true);
    // The budget: a human turn adds at most two channel messages (the next ping, the result).
    for (const [turn, n] of messagesPerTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(2);
    // Issue 26: a typical turn (ally reinforcements, a ship, one stack, up to three rolls, the
    // generals following, one manoeuvre) in 12 taps or fewer, the median of the whole game's.
    expect(median(tapsPerTurn), JSON.stringify([...tapsPerTurn])).toBeLessThanOrEqual(12);
    if (process.env.TAPS_DEBUG) {
      const kinds: Record<string, number> = {};
      for (const e of events) if ('player' in e && e.player === 0) kinds[e.type] = (kinds[e.type] ?? 0) + 1;
      console.log('taps per human turn', [...tapsPerTurn], 'messages', [...messagesPerTurn], kinds, s.phase);
    }
  });
});
