// A whole game of each world ruleset through the local table with only taps (buttons and
// select menus) for the human seat, and the live panel's message budget: at most two new
// channel messages per human turn, every other step an edit of the panel.
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalOutput } from '../../src/local/table.ts';
import { chooseTap, closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

describe('a whole game with taps only (local table)', () => {
  // Each game's table seed: among seeds 1-5 and 21, one whose whole game is among the shortest
  // (29 Nov 2026, taps: classic auto 140, simultaneous 66, capitals 20, missions 139, risiko 53).
  for (const [ruleset, ais, options, seed] of [
    ['classic', 2, 'setup:auto', 1],
    ['classic', 2, 'setup:simultaneous', 1],
    ['capitals', 2, 'setup:auto', 21],
    ['missions', 2, 'commanders:true card_reroll:true', 21],
    ['risiko', 2, '', 2],
  ] as const) {
    it(`${ruleset} ${options}: the human seat plays every turn by buttons and selects; at most 2 new channel messages per human turn`, async () => {
      const { table, service } = await tapTable(seed);
      const out: LocalOutput[] = [];
      const run = async (line: string) => {
        const o = await table.run(line);
        out.push(...o);
        return o;
      };
      await run(`alice /risk new ruleset:${ruleset} ${options}`);
      for (let i = 0; i < ais; i++) await run('alice click Add AI');
      await run('alice click Start');
      const rand = rng(7);
      const perTurn = new Map<string, number>();
      let attacks = 0;
      let lastTurn = '';
      let taps = 0;
      for (; taps < 4000; taps++) {
        const r = asMap((await service.get('local'))!);
        if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
        const turnKey = `${r.state!.turn.number}:${r.state!.turn.player}`;
        if (turnKey !== lastTurn) {
          attacks = 0;
          lastTurn = turnKey;
        }
        const line = chooseTap(table, 'alice', attacks, rand);
        const o = await run(line);
        expect(
          o.filter((x) => x.kind === 'error'),
          line,
        ).toEqual([]);
        if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
        // A tap that is the human's own step on their own turn: count what it posted.
        const key = `${r.state!.turn.number}`;
        perTurn.set(key, (perTurn.get(key) ?? 0) + o.filter((x) => x.kind === 'channel').length);
      }
      const r = asMap((await service.get('local'))!);
      if (process.env.TAPS_DEBUG)
        console.log(
          ruleset,
          taps,
          r.status,
          r.state!.phase,
          r.state!.players.map((p) => p.status),
          [...perTurn].slice(0, 5),
          out.slice(-3).map((o) => o.text),
        );
      // The human either won, was eliminated, or the game ended: in every case, through taps alone.
      expect(taps).toBeLessThan(4000);
      if (r.state!.players[0].status === 'active') expect(r.status).toBe('over');
      // No typed command after the lobby: every line was a click or a pick.
      expect(taps).toBeGreaterThan(10);
      // The budget: each human turn added at most two channel messages (the ping of the next
      // turn and, at the end, the result); everything else was an edit.
      for (const [turn, n] of perTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(2);
      if (options.includes('simultaneous')) {
        // C-SET-7: the plan was made in a private picker and never shown in the channel before the reveal.
        expect(
          out.some(
            (o) =>
              (o.kind === 'ephemeral' || (o.kind === 'edit' && o.to === 'alice')) && /Your plan \(secret/.test(o.text),
          ),
        ).toBe(true);
        expect(
          out.some((o) => (o.kind === 'channel' || (o.kind === 'edit' && o.to === null)) && /Your plan/.test(o.text)),
        ).toBe(false);
      }
      expect(out.filter((x) => x.kind === 'edit').length).toBeGreaterThan(taps / 2);
    });
  }
});
