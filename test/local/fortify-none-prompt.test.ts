// The fortify step when nothing can move (single armies everywhere; in the duel, allies with
// single armies): End turn is the one action, and the panel says so instead of asking where from.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { buildControls } from '../../src/discord/panel/controls.ts';
import { ROOT } from '../../src/discord/panel/ids.ts';
import { closeTables, openedTable } from './tap-table.ts';

afterEach(closeTables);

const rec = async (service: GameService): Promise<MapRecord> => asMap((await service.get('local'))!);

describe('the panel: fortify with nothing that can move', () => {
  it('C-FOR-1: the prompt says nothing can move and End turn is the only control (en/fr/it)', async () => {
    const { service } = await openedTable(7, [
      'alice /risk new ruleset:classic setup:auto',
      'bob /risk join',
      'alice click Start',
    ]);
    const toFortify = (single: boolean) =>
      service.games.mutate('local', (r) => {
        const s = asMap(r!).state!;
        s.phase = { kind: 'fortify', moves: 0 };
        if (single) s.board.armies = s.board.armies.map((a) => Math.min(a, 1));
        return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
      });
    // With a stack of 2+ next to a friend, the step asks where from.
    await toFortify(false);
    const some = buildControls(await rec(service), ROOT, 'en');
    expect(some.prompt).toBe('Fortify: pick where from — or end your turn.');
    expect(some.selects.length).toBeGreaterThan(0);
    // Single armies everywhere: nothing to pick, only End turn.
    await toFortify(true);
    const r = await rec(service);
    const expected = {
      en: ['Nothing left that can move — end your turn.', 'End turn'],
      fr: ['Plus rien ne peut se déplacer — finissez le tour.'],
      it: ['Non resta niente che possa spostarsi — termina il turno.'],
    } as const;
    for (const l of ['en', 'fr', 'it'] as const) {
      const c = buildControls(r, ROOT, l);
      expect(c.prompt, l).toBe(expected[l][0]);
      expect(c.selects, l).toEqual([]);
    }
    // The buttons: End turn and the player's own secrets, nothing else.
    expect(buildControls(r, ROOT, 'en').buttons.map((row) => row.map((b) => b.label))).toEqual([
      [expected.en[1], 'My secrets'],
    ]);
  });
});
