// Item 5 of the table issue: the panel re-uploads its picture only when the picture changed.
// Ending the attack with nothing new on the map keeps the picture already attached (Discord
// keeps an attachment an edit does not replace); a changed board is uploaded.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { defaultBoardImages } from '../../src/discord/images.ts';
import { viewFor } from '../../src/engine/index.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';

let store: GameRepository | null = null;
afterEach(async () => {
  await store?.close();
  store = null;
});

describe('panel pictures uploaded once per picture', () => {
  it('a phase change with the same board keeps the attachment; a changed board uploads a new one', async () => {
    const opened = await openTapTable(7, defaultBoardImages());
    store = opened.store;
    const { table, service } = opened;
    for (const line of ['alice /risk new ruleset:classic setup:auto', 'bob /risk join', 'alice click Start']) {
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    }
    const r = asMap((await service.get('local'))!);
    const who = r.seats[r.state!.turn.player].name;
    const reserve = r.state!.players[r.state!.turn.player].reserve;
    const mine = Object.entries(viewFor(r.state!, null).territories).find(
      ([, t]) => t.owner === r.state!.turn.player,
    )![0];
    const panel = r.panel!.messageId;
    // Every army placed: the board changed, the picture is uploaded with the edit.
    const placed = await table.run(`${who} /place territory:${mine} count:${reserve}`);
    const placedEdit = placed.filter((o) => o.kind === 'edit' && o.message === panel);
    expect(placedEdit.at(-1)?.images).toHaveLength(1);
    expect(asMap((await service.get('local'))!).state!.phase.kind).toBe('attack');
    // No attack: the fortify phase shows the same board, so the edit carries no new upload…
    const ended = await table.run(`${who} /end`);
    expect(asMap((await service.get('local'))!).state!.phase.kind).toBe('fortify');
    const endEdit = ended.filter((o) => o.kind === 'edit' && o.message === panel);
    expect(endEdit.length).toBeGreaterThan(0);
    expect(endEdit.flatMap((o) => o.images)).toEqual([]);
    expect(endEdit.at(-1)!.text).toMatch(/Fortify/);
    // …and the panel message still shows its picture.
    expect(table.messageById(panel)?.images).toHaveLength(1);
    // The turn passes: the new panel (the ping) carries the board.
    const next = await table.run(`${who} /end`);
    const ping = next.filter((o) => o.kind === 'channel');
    expect(ping.at(-1)?.images).toHaveLength(1);
  });
});
