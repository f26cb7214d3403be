// The Risk Express end message: every seat's score as X-7 counts it (a closed continent's score
// instead of its cards), the closed continents under their owner, the winner(s).
import { describe, expect, it } from 'vitest';
import type { ExpressRecord } from '../../src/discord/games/express/record.ts';
import { expressEndLines } from '../../src/discord/games/express/present.ts';
import { EXPRESS, scores } from '../../src/express/index.ts';
import { runExpressGame } from '../../src/sim/express.ts';

const record = (state: ExpressRecord['state']): ExpressRecord =>
  ({
    ruleset: 'express',
    locale: 'en',
    seats: state!.seats.map((s) => ({
      userId: null,
      name: s.name,
      kind: 'ai',
      ai: 'expected',
      locale: 'en',
      autopilot: false,
      missed: 0,
    })),
    state,
  }) as unknown as ExpressRecord;

describe('Risk Express: the end in words', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`X-7: scores with continent bonuses and the winner (seed ${seed})`, () => {
      const final = runExpressGame({ players: 3, seed, ais: ['expected'] }).final;
      const r = record(final);
      const lines = expressEndLines(r, 'en');
      const sc = scores(final);
      expect(lines[0]).toBe('**Game over — the scores**');
      for (let i = 0; i < 3; i++) {
        const line = lines.find((l) => l.startsWith(`${['🟨', '🟥', '🟦'][i]} ${final.seats[i].name}:`))!;
        expect(line).toContain(`**${sc[i]}** pts`);
        for (const cont of EXPRESS.continents.filter(
          (c) => final.closed.includes(c.id) && final.owners[c.cards[0]] === i,
        )) {
          expect(line).toContain(`${cont.name.en} (${cont.score})`);
        }
      }
      const top = Math.max(...sc);
      const winners = sc.flatMap((v, i) => (v === top ? [final.seats[i].name] : []));
      const winLine = lines.find((l) => l.startsWith('🏆 Winner: '))!;
      for (const w of winners) expect(winLine).toContain(w);
      expect(winLine.split(',').length).toBe(winners.length);
    });
  }
});
