// The Napoléon rulesets through the local table: one human seat (on autopilot) and two AI seats,
// played to the end on the Europe 1811 board, with the claimed missions in the --json view.
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import type { LocalOutput, LocalTable } from '../../src/local/table.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { viewImages } from '../view-images.ts';

let stores: GameRepository[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

/**
 * A local table on a new store (fixed clock and seeds) that has run these lines, none of them
 * refused: the table, its service and every output.
 */
async function played(lines: string[]): Promise<{ service: GameService; table: LocalTable; out: LocalOutput[] }> {
  const { table, service, store } = await openTapTable(11, viewImages);
  stores.push(store);
  const out: LocalOutput[] = [];
  for (const line of lines) out.push(...(await table.run(line)));
  expect(out.filter((o) => o.kind === 'error')).toEqual([]);
  return { service, table, out };
}

describe('local table: whole Napoléon games', () => {
  for (const ruleset of ['napoleon', 'napoleon-missions'] as const) {
    it(`${ruleset}: one human on autopilot and two AI seats, to the end`, async () => {
      const { service, table, out } = await played([
        `alice /risk new ruleset:${ruleset}`,
        'alice click Add AI',
        'alice click Add AI',
        'alice click Start',
        'alice /risk settings autopilot:true',
      ]);
      const r = asMap((await service.get('local'))!);
      expect(r.state!.map).toBe('europe-1811');
      expect(r.state!.phase.kind).toBe('over');
      expect(out.some((o) => o.images.length > 0)).toBe(true);
      const view = (await table.view()) as { players: { missions?: { claimed: number[]; revealed: number | null } }[] };
      if (ruleset === 'napoleon-missions') {
        const s = r.state!;
        for (const p of s.players) {
          const shown = view.players[p.id].missions!;
          expect(shown.claimed).toEqual(s.ext.ranked![p.id].claimed);
          // nothing unclaimed is shown, except the fourth after three claims
          const unclaimed = s.ext.ranked![p.id].missions.filter((m) => !shown.claimed.includes(m));
          expect(shown.revealed === null ? [] : [shown.revealed]).toEqual(
            shown.claimed.length >= 3 ? unclaimed.slice(0, 1) : [],
          );
        }
        if (s.phase.kind === 'over' && s.phase.reason === 'mission')
          expect(s.ext.ranked![s.phase.winners[0]].claimed).toHaveLength(4);
      } else {
        expect(view.players.every((p) => p.missions === undefined)).toBe(true);
      }
    });
  }

  it('napoleon-teams: one human on autopilot and three AI seats, to the end; owner is the controller, units lists every stack', async () => {
    const { service, table } = await played([
      'alice /risk new ruleset:napoleon-teams',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
      'alice /risk settings autopilot:true',
    ]);
    const s = asMap((await service.get('local'))!).state!;
    expect(s.phase).toMatchObject({ kind: 'over', reason: 'teamElimination' });
    const view = (await table.view()) as {
      territories: Record<string, { owner: number; armies: number }>;
      units: Record<string, Record<string, number>>;
    };
    for (const [t, { owner, armies }] of Object.entries(view.territories)) {
      const stacks = Object.entries(view.units[t]).map(([p, n]) => [Number(p), n] as const);
      expect(stacks.reduce((a, [, n]) => a + n, 0)).toBe(armies);
      const most = Math.max(...stacks.map(([, n]) => n));
      const top = stacks.filter(([, n]) => n === most);
      expect(owner).toBe(top.length === 1 ? top[0][0] : -1); // NT-1
    }
  });

  for (const independents of ['passive', 'active'] as const) {
    it(`napoleon-duel (${independents}): one human on autopilot and one AI seat, to the end; the JSON view carries the independents' status`, async () => {
      const { service, table, out } = await played([
        `alice /risk new ruleset:napoleon-duel independents:${independents} setup:deal`,
        'alice click Add AI',
        'alice click Start',
        'alice /risk settings autopilot:true',
      ]);
      const s = asMap((await service.get('local'))!).state!;
      expect(s.players.filter((p) => p.kind === 'neutral')).toHaveLength(4);
      expect(s.phase).toMatchObject({ kind: 'over' });
      const view = (await table.view()) as { duel: { independents: string; status: Record<string, number> } };
      expect(view.duel.independents).toBe(independents);
      for (const a of Object.values(view.duel.status))
        expect(independents === 'passive' ? a === -1 : [-1, 0, 1].includes(a)).toBe(true);
      // passive independents never hold a card; active ones were influenced with cards
      const independentCards = s.players.filter((p) => p.kind === 'neutral').reduce((a, p) => a + p.hand.length, 0);
      if (independents === 'passive') expect(independentCards).toBe(0);
      else expect(independentCards).toBeGreaterThan(0);
      expect(out.some((o) => o.text.includes('Independent'))).toBe(true);
    });
  }
});
