// A position to play from at the tap table: a real game opened by taps, whose state is then
// replaced by a scenario (test/engine/helpers.ts) and the panel redrawn on it.
import { ok } from '../../src/app/errors.ts';
import type { GameService } from '../../src/app/service.ts';
import { refreshPanel } from '../../src/discord/panel/live.ts';
import type { GameState } from '../../src/engine/index.ts';
import type { LocalTable } from '../../src/local/table.ts';
import { scenario } from '../engine/helpers.ts';
import { openedTable } from './tap-table.ts';

/** alice (seat 0) to play her reinforcement: Alaska and Northwest Territory, Kamchatka across the border. */
export async function position(defenders: number, seed: number): Promise<{ table: LocalTable; service: GameService }> {
  const t = await openedTable(9, ['alice /risk new ruleset:classic', 'alice click Add AI', 'alice click Add AI']);
  await t.table.run('alice click Start');
  await t.service.games.mutate('local', (rec) => {
    const r = rec!;
    const live = r.state as GameState;
    const s = scenario({
      seed,
      players: 3,
      phase: 'reinforce',
      reserve: 7,
      board: {
        alaska: [0, 1],
        northwest_territory: [0, 1],
        kamchatka: [1, defenders],
        argentina: [2, 3],
        brazil: [2, 3],
      },
      fill: [1, 1],
    });
    s.players.forEach((p, i) => Object.assign(p, { name: live.players[i].name, kind: live.players[i].kind }));
    s.version = live.version + 1;
    r.state = s;
    return ok({ record: r, value: null });
  });
  await refreshPanel(t.table.bot, 'local'); // the panel shows the new position
  return t;
}
