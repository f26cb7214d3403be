// FOG-2, FOG-4, FOG-6 on the local table (the same commands and taps as Discord, on the test
// clock): a whole game of classic, missions and napoleon with fog on, alice playing by taps from her
// private My board against two AI seats. While the game is on, no public message, button or
// menu names a territory, every public board drawn shows no owner and no army anywhere, the
// live map's public payload shows none either, and alice's own board and My map show her land
// and its neighbours exactly. At the end the fog lifts.
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { viewKey } from '../../src/discord/image-cache.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { getMap, type PublicView } from '../../src/engine/index.ts';
import { mapOf, territoriesWithUnitsOf } from '../../src/engine/board.ts';
import type { GameState, RulesetId } from '../../src/engine/types.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { mapIdFor } from '../../src/i18n/names.ts';
import { publicPayload, seatPayload } from '../../src/web/payload.ts';
import { chooseTap, closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

/** alice's land and its neighbours (FOG-2, from the rule's words). */
function sightOf(s: GameState, seat: number): Set<string> {
  const out = new Set<string>();
  for (const t of territoriesWithUnitsOf(s, seat)) {
    out.add(t);
    for (const u of mapOf(s).adjacency[t]) out.add(u);
  }
  return out;
}

describe('FOG on the local table: a whole game with fog of war', () => {
  it.each(['classic', 'missions', 'napoleon'] as RulesetId[])(
    '%s: nothing of the board reaches the channel until the end',
    async (ruleset) => {
      const drawn: PublicView[] = [];
      const images: BoardImages = {
        extension: 'png',
        board: async (v, o) => {
          drawn.push(v as PublicView);
          return Buffer.from(viewKey('board', v, o));
        },
        battle: async (v, o) => Buffer.from(viewKey('battle', v, o)),
        goal: async (v, g, o) => Buffer.from(viewKey('goal', v, g, o)),
        express: async (v, o) => Buffer.from(viewKey('express', v, o)),
      };
      const { table, service } = await tapTable(5, images);
      const names = getMap(mapIdFor(ruleset)).territories.flatMap((t) => [t.name.en]);
      const named = (o: LocalOutput) =>
        names.filter((n) => JSON.stringify([o.text, o.buttons, o.selects ?? []]).includes(n));
      for (const line of [
        `alice /risk new ruleset:${ruleset} fog:true setup:auto`,
        'alice click Add AI',
        'alice click Add AI',
        'alice click Start',
      ])
        expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
      const rand = rng(9);
      let attacks = 0,
        turn = -1,
        publicChecked = 0,
        privateBoards = 0,
        taps = 0;
      for (; taps < 1500; taps++) {
        const r = asMap((await service.get('local'))!);
        if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
        const s = r.state!;
        if (s.turn.number !== turn) [turn, attacks] = [s.turn.number, 0];
        const mine = table.controlsFor('alice');
        const line = mine.buttons.some((b) => b.label === 'My board')
          ? 'alice click My board'
          : chooseTap(table, 'alice', attacks, rand);
        drawn.length = 0;
        const out = await table.run(line);
        expect(out.filter((o) => o.kind === 'error').map((o) => o.text)).toEqual([]);
        if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
        const after = asMap((await service.get('local'))!);
        if (after.status === 'over') break; // the last step's messages lift the fog (FOG-6)
        // No public message, button or menu names a territory.
        for (const o of out.filter((x) => x.to === null && x.kind !== 'dm')) {
          expect([line, named(o)]).toEqual([line, []]);
          publicChecked++;
        }
        // Every public board drawn shows nobody anywhere; alice's own shows her sight exactly.
        const st = after.state!;
        const sight = sightOf(st, 0);
        for (const v of drawn) {
          if (v.viewer === null) {
            expect(Object.values(v.territories).every((t) => t.owner === -1 && t.armies === 0)).toBe(true);
            expect(v.players.every((p) => p.territories === 0 && p.armies === 0)).toBe(true);
          } else {
            expect(v.viewer).toBe(0);
            expect(new Set(v.fogged)).toEqual(new Set(mapOf(st).territoryIds.filter((t) => !sight.has(t))));
            privateBoards++;
          }
        }
        if (taps % 10 === 0) {
          // The live map: the public payload knows no owner; alice's My map knows her sight.
          const pub = publicPayload(after, []);
          if (pub?.kind !== 'map') throw new Error('map payload expected');
          expect(
            Object.entries(pub.territories).filter(([, t]) => t.owner !== -1 || Object.keys(t.units).length > 0),
          ).toEqual([]);
          const me = seatPayload(after, [], 0);
          if (me?.kind !== 'map') throw new Error('map payload expected');
          for (const [t, x] of Object.entries(me.territories)) expect([t, x.owner === -1]).toEqual([t, !sight.has(t)]);
        }
      }
      expect(taps).toBeLessThan(1500);
      expect(publicChecked).toBeGreaterThan(20);
      expect(privateBoards).toBeGreaterThan(5);
      // FOG-6: once over, the channel's board shows the owners again.
      const end = asMap((await service.get('local'))!);
      expect(end.status).toBe('over'); // alice out, the AI seats play it to its end
      const open = publicPayload(end, []);
      if (open?.kind !== 'map') throw new Error('map payload expected');
      expect(Object.values(open.territories).some((t) => t.owner !== null && t.owner >= 0)).toBe(true);
    },
  );
});
