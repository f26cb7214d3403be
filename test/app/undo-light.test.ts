// Light records: undo keeps the few values each undoable step changed, not whole states, so a
// turn of single placements leaves the record within twice its state's size; and undoing every
// one of them gives back the turn's first state exactly.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sameState } from '../../src/app/history.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { legalActions, type RulesetId } from '../../src/engine/index.ts';
import { openRepository } from '../../src/store/open.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { humanMove, service, startGame, user } from '../store/helpers.ts';

const repos: GameRepository[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.close()));
});

describe('undo keeps what a step changed, not the state', () => {
  for (const ruleset of ['classic', 'napoleon'] as RulesetId[]) {
    it(`${ruleset}: a turn of single placements stays within 2x the state's size, and undoes back to its start`, async () => {
      const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-undo-')), 'g.sqlite')}`);
      repos.push(repo);
      const svc = service(repo);
      await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: ruleset === 'napoleon' ? 1 : 0, ruleset });
      // Play on until a human starts a turn with armies to place one by one.
      for (let i = 0; i < 400; i++) {
        await svc.runAi('c1');
        const r = asMap((await svc.get('c1'))!);
        const s = r.state!;
        const human = r.seats[s.turn.player]!.kind === 'human';
        if (human && s.phase.kind === 'reinforce' && s.players[s.turn.player]!.reserve >= 3 && !r.undo) break;
        await humanMove(svc, 'c1');
      }
      const first = asMap((await svc.get('c1'))!);
      const p = first.state!.turn.player;
      expect(first.state!.phase.kind).toBe('reinforce');
      const who = user(first.seats[p]!.userId!);
      const placed: number[] = [];
      for (let n = 0; n < 40; n++) {
        const r = asMap((await svc.get('c1'))!);
        if (r.state!.phase.kind !== 'reinforce' || r.state!.players[p]!.reserve <= 1) break;
        const place = legalActions(r.state!, p).find((a) => a.type === 'place');
        if (!place || place.type !== 'place') break;
        const res = await svc.play('c1', who, { ...place, count: 1 }, r.rev);
        expect(res.ok).toBe(true);
        placed.push(n);
        const after = (await svc.get('c1'))!;
        expect(JSON.stringify(after).length).toBeLessThanOrEqual(2 * JSON.stringify(after.state).length);
      }
      expect(placed.length).toBeGreaterThanOrEqual(2);
      // Every placement taken back, newest first: the turn's first state, armies and reserve.
      for (const _ of placed) expect((await svc.undo('c1', who)).ok).toBe(true);
      const back = asMap((await svc.get('c1'))!);
      expect(back.state!.players[p]!.reserve).toBe(first.state!.players[p]!.reserve);
      expect(sameState({ ...back.state!, version: 0 }, { ...first.state!, version: 0 })).toBe(true);
      expect((await svc.undo('c1', who)).ok).toBe(false);
    });
  }
});
