// napoleon-advanced positions at the local table's panel: a real game whose state is replaced
// by a rule-test position (as in position.ts), alice (seat 0) at the controls.
import { expect } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { refreshPanel } from '../../src/discord/panel/live.ts';
import type { GameState } from '../../src/engine/index.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { advanced, type AdvancedSpec } from '../engine/advanced/helpers.ts';
import { openedTable } from './tap-table.ts';

/** alice (seat 0) at the controls of a napoleon-advanced game set to `spec` (`missions`: keep the real game's missions and cards slices). */
export async function advancedPosition(spec: AdvancedSpec, missions = false) {
  const t = await openedTable(9, [
    'alice /risk new ruleset:napoleon-advanced',
    'alice click Add AI',
    'alice click Add AI',
  ]);
  await t.table.run('alice click Start');
  await t.service.games.mutate('local', (rec) => {
    const r = rec!;
    const live = r.state as GameState;
    const s = advanced({ seed: 3, players: 3, fill: [1, 1], ...spec });
    s.players.forEach((p, i) => Object.assign(p, { name: live.players[i].name, kind: live.players[i].kind }));
    s.version = live.version + 1;
    if (missions) Object.assign(s.ext, { advMissions: live.ext.advMissions, advCards: live.ext.advCards });
    r.state = s;
    return ok({ record: r, value: null });
  });
  await refreshPanel(t.table.bot, 'local');
  const { table, service } = t;
  const run = async (line: string): Promise<LocalOutput[]> => {
    const o = await table.run(line);
    // No error and no private refusal (a typed command's private "✓ Done" is its answer).
    const refused = o.filter((x) => x.kind === 'error' || (x.kind === 'ephemeral' && !x.text.includes('✓ Done')));
    expect(
      refused.map((x) => x.text),
      line,
    ).toEqual([]);
    return o;
  };
  const state = async () => asMap((await service.get('local'))!).state!;
  return { table, service, run, state };
}

export const optionOf = (selects: { options: { label: string; value: string }[] }[], value: string) =>
  selects.flatMap((s) => s.options).find((o) => o.value === value);
