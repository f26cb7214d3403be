// FOG-2, FOG-4, FOG-6, FOG-8..11 on the local table (the same commands and taps as Discord, on
// the test clock): a whole game of classic, missions, napoleon, napoleon-advanced and
// napoleon-campaign with fog on, alice playing by taps from her private My board against AI
// seats. While the game is on, no public message, button or menu names a territory or a sea
// zone, every public board drawn shows no owner, army, unit or fleet anywhere, the live map's
// public payload shows none either and neither payload moves when the fog's contents do,
// `/risk status` names no place, and alice's own board shows her sight exactly (her land, its
// neighbours, the coasts her fleets watch). At the end the fog lifts.
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { viewKey } from '../../src/discord/image-cache.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { getMap, type PublicView } from '../../src/engine/index.ts';
import { mapOf } from '../../src/engine/board.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { publicPayload, seatPayload } from '../../src/web/payload.ts';
import { chooseTap, closeTables, tapTable, rng } from './tap-table.ts';
import { mapIdFor } from '../../src/i18n/names.ts';
import { seedRng } from '../../src/engine/rng.ts';
import { expectedSight, scrambleFog } from '../engine/fog-scramble.ts';
import type { LocalTable } from '../../src/local/table.ts';
import type { RulesetId } from '../../src/engine/types.ts';
import { advancedTap, newMemo as advancedMemo } from './advanced-taps.ts';
import { campaignTap, newMemo as campaignMemo } from './campaign-taps.ts';

afterEach(closeTables);

/** The hurried phone player of src/local/tap-driver.ts, for the rulesets without advanced steps. */
const plainTap = (table: LocalTable, who: string, attacks: number, rand: () => number) =>
  chooseTap(table, who, attacks, rand);
const plain = (ruleset: RulesetId, seed: number) => ({
  ruleset,
  seed,
  opening: [`alice /risk new ruleset:${ruleset} fog:true setup:auto`, 'alice click Add AI', 'alice click Add AI'],
  tap: plainTap,
  memo: () => ({}),
});

// Each game's table seed: a whole game that ends soonest among seeds 1-7 (29 Nov 2026: classic 95
// taps, missions 83, napoleon 81; the advanced game and the campaign end at their round limit,
// 60-130 taps whatever the seed), each still well past the checks' counts below.
const games = [
  plain('classic', 5),
  plain('missions', 4),
  plain('napoleon', 1),
  {
    ruleset: 'napoleon-advanced' as RulesetId,
    seed: 5,
    opening: [
      'alice /risk new ruleset:napoleon-advanced fog:true setup:auto',
      'alice click Add AI',
      'alice click Add AI',
    ],
    tap: advancedTap,
    memo: advancedMemo,
  },
  {
    ruleset: 'napoleon-campaign' as RulesetId,
    seed: 5,
    opening: ['alice /risk new ruleset:napoleon-campaign fog:true side:france', 'alice click Add AI'],
    tap: campaignTap,
    memo: campaignMemo,
  },
];

describe('FOG on the local table: a whole game with fog of war', () => {
  it.each(games.map((g) => [g.ruleset, g] as const))(
    '%s: nothing of the board or the seas reaches the channel until the end',
    async (_id, g) => {
      const drawn: PublicView[] = [];
      const images: BoardImages = {
        extension: 'png',
        board: async (v, o) => {
          drawn.push(v as PublicView);
          return Buffer.from(viewKey('board', v, o));
        },
        battle: async (v, o) => {
          drawn.push(v as PublicView);
          return Buffer.from(viewKey('battle', v, o));
        },
        goal: async (v, gl, o) => Buffer.from(viewKey('goal', v, gl, o)),
        express: async (v, o) => Buffer.from(viewKey('express', v, o)),
      };
      const { table, service } = await tapTable(g.seed, images);
      const map = getMap(mapIdFor(g.ruleset));
      // (the campaign's sides and powers share a few territories' names: those words name a seat)
      const seatWords = new Set(['England', 'France', 'Austria', 'Prussia', 'Russia']);
      const names = [...map.territories.map((t) => t.name.en), ...map.seas.zones.map((z) => z.name.en)].filter(
        (n) => !seatWords.has(n),
      );
      // a card shown as played or traded carries its territory as its name: that says nothing of the board
      const cardless = (text: string) =>
        text
          .split('\n')
          .map((l) => (l.includes('🃏') ? l.replace(/\([^()]*\)/g, '') : l))
          .join('\n');
      const named = (o: LocalOutput) =>
        names.filter((n) => JSON.stringify([cardless(o.text), o.buttons, o.selects ?? []]).includes(n));
      for (const line of [...g.opening, 'alice click Start'])
        expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
      const rand = rng(9);
      const salt = seedRng(4);
      let attacks = 0,
        turn = -1,
        publicChecked = 0,
        privateBoards = 0,
        statusChecked = 0,
        taps = 0;
      let memo = g.memo();
      // The record read after each step is the one the next step starts from (nothing runs between).
      let r = asMap((await service.get('local'))!);
      for (; taps < 4000; taps++) {
        if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
        const s = r.state!;
        if (s.turn.number !== turn) [turn, attacks, memo] = [s.turn.number, 0, g.memo()];
        const mine = table.controlsFor('alice');
        const line = mine.buttons.some((b) => b.label === 'My board')
          ? 'alice click My board'
          : g.tap(table, 'alice', attacks, rand, memo as never);
        drawn.length = 0;
        const out = await table.run(line);
        expect(out.filter((o) => o.kind === 'error').map((o) => o.text)).toEqual([]);
        if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
        const after = asMap((await service.get('local'))!);
        if (after.status === 'over') break; // the last step's messages lift the fog (FOG-6)
        // No public message, button or menu names a territory or a sea zone.
        for (const o of out.filter((x) => x.to === null && x.kind !== 'dm')) {
          expect([line, named(o), named(o).length ? o.text : '']).toEqual([line, [], '']);
          publicChecked++;
        }
        // Every public picture shows nobody anywhere, no unit, no fleet; alice's own shows her sight.
        const st = after.state!;
        const sight = expectedSight(st, 0).land;
        for (const v of drawn) {
          if (v.viewer === null) {
            expect(Object.values(v.territories).every((t) => t.owner === -1 && t.armies === 0)).toBe(true);
            expect(v.players.every((p) => p.territories === 0 && p.armies === 0)).toBe(true);
            expect(Object.keys(v.forces?.land ?? {})).toEqual([]);
            expect(
              Object.values(v.forces?.sea ?? {}).every((z) => z.controller === -1 && !Object.keys(z.ships).length),
            ).toBe(true);
          } else {
            expect(v.viewer).toBe(0);
            expect(new Set(v.fogged)).toEqual(new Set(mapOf(st).territoryIds.filter((t) => !sight.has(t))));
            privateBoards++;
          }
        }
        if (taps % 15 === 0) {
          // The live map: the public payload knows no owner, unit or fleet; alice's My map knows her sight.
          const pub = publicPayload(after, []);
          if (pub?.kind !== 'map') throw new Error('map payload expected');
          expect(
            Object.entries(pub.territories).filter(([, t]) => t.owner !== -1 || Object.keys(t.units).length > 0),
          ).toEqual([]);
          expect(JSON.stringify(pub)).not.toMatch(/"ships":\{"\d/);
          const me = seatPayload(after, [], 0);
          if (me?.kind !== 'map') throw new Error('map payload expected');
          for (const [t, x] of Object.entries(me.territories))
            if (!sight.has(t)) expect([t, x.owner, x.units]).toEqual([t, -1, {}]);
          expect(
            Object.entries(me.territories).filter(([t, x]) => sight.has(t) && (x.owner ?? -1) >= 0).length,
          ).toBeGreaterThan(0);
          // Neither payload moves when what lies in the fog does (mission progress and highlights included).
          const hidden = { ...after, state: scrambleFog(st, 0, salt) };
          expect(publicPayload(hidden, [])).toEqual(pub);
          expect(seatPayload(hidden, [], 0)).toEqual(me);
          // /risk status, asked in the channel by someone not playing: no place named.
          const status = await table.run('zed /risk status');
          for (const o of status) expect(named(o)).toEqual([]);
          statusChecked++;
        }
        r = after;
      }
      expect(taps).toBeLessThan(4000);
      expect(publicChecked).toBeGreaterThan(20);
      expect(privateBoards).toBeGreaterThan(5);
      expect(statusChecked).toBeGreaterThan(3);
      const end = asMap((await service.get('local'))!);
      expect(end.status).toBe('over');
      const open = publicPayload(end, []);
      if (open?.kind !== 'map') throw new Error('map payload expected');
      expect(Object.values(open.territories).some((t) => t.owner !== null && t.owner >= 0)).toBe(true);
    },
  );
});
