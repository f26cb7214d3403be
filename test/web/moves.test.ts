// My map's buttons are the engine's legal moves: for every map ruleset, along a game the human
// seat plays with those buttons only, every action the engine lists is offered (with its own
// count among those offered), every offered action is one the engine accepts, and every label
// is words (no ids, no "undefined"), and nothing in them depends on another seat's secrets. The
// advanced and campaign actions come from the same list.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/log.js';
import { defOf } from '../../src/app/family.js';
import { GameService } from '../../src/app/service.js';
import { asMap } from '../../src/discord/games/map/record.js';
import { legalActions, waitingFor, type Action } from '../../src/engine/index.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { openRepository } from '../../src/store/open.js';
import { countsBetween, movesFor } from '../../src/web/moves.js';
import { seedRng } from '../../src/engine/rng.js';
import { scramble } from '../game/scramble.js';
import { sized } from '../sizes.ts';

const logger = createLogger({ level: 'silent' });
// The seat's moves compared along its first 40 steps under npm test (every action type of every
// ruleset is met by step 31: the campaign's placeNeutral last), 60 under npm run test:full.
const STEPS = sized(40, 60);
const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());

describe('My map’s moves', () => {
  it('counts between the ends: all up to six values, else the ends, the first ones and the middle', () => {
    expect(countsBetween(1, 4)).toEqual([1, 2, 3, 4]);
    expect(countsBetween(3, 3)).toEqual([3]);
    expect(countsBetween(1, 20)).toEqual([1, 2, 3, 11, 19, 20]);
  });

  it.each(rulesetIds)(
    '%s: every legal action offered, every offered action accepted, labels in words',
    async (ruleset) => {
      const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-moves-')), 'g.sqlite')}`);
      const service = new GameService({ store: repo, logger, seed: () => 31, maxAiSteps: 400 });
      const host = { id: 'h', name: 'host', locale: 'en' as const };
      const seats: Record<string, number> = { 'napoleon-teams': 4, 'napoleon-duel': 2 };
      try {
        // The campaign has its own set-up (its year's map); the others are dealt at random.
        const options = ruleset === 'napoleon-campaign' ? {} : { setup: 'auto' };
        expect((await service.create('c', 'c', 'g', host, ruleset, options, 'en')).ok).toBe(true);
        for (let i = 1; i < (seats[ruleset] ?? 3); i++) await service.addAi('c', host, true);
        expect((await service.start('c', host, true)).ok).toBe(true);
        const types = new Set<string>();
        const salt = seedRng(5);
        for (let step = 0; step < STEPS; step++) {
          const r = asMap((await service.get('c'))!);
          if (r.status !== 'playing' || !waitingFor(r.state!).includes(0)) break;
          const s = r.state!;
          const m = movesFor(r, 0, 'en')!;
          // The seat's own page names its cards: never another seat's secret (their hands, the deck, missions).
          const others = { ...r, state: scramble(s, 0, salt, new Set()) };
          expect(JSON.stringify(movesFor(others, 0, 'en'))).toBe(JSON.stringify(m));
          const offered = [...Object.values(m.byPlace).flat(), ...m.general];
          const offeredKeys = new Set(offered.map((o) => key(o.action)));
          for (const a of legalActions(s, 0)) {
            if (a.type === 'abandon' || a.type === 'tick') continue;
            expect(offeredKeys.has(key(a)), `${ruleset}: ${key(a)} not offered`).toBe(true);
          }
          for (const o of offered) {
            expect(o.label).not.toMatch(/undefined|NaN|\[object/);
            const res = defOf(r).apply(s, 0, o.action, { now: Date.now() });
            expect(res.ok, `${ruleset}: ${o.label} refused`).toBe(true);
            types.add(o.action.type);
          }
          // The seat plays one of its buttons (a placement or the end of a phase first, so the game goes on).
          const pick =
            offered.find((o) => o.action.type === 'place' || o.action.type === 'claim') ??
            offered.find((o) => ['endPhase', 'endTurn', 'confirmPlacement', 'move'].includes(o.action.type)) ??
            offered[0];
          expect((await service.play('c', host, pick.action)).ok).toBe(true);
        }
        expect(types.size).toBeGreaterThan(1);
      } finally {
        await repo.close();
      }
    },
  );
});
