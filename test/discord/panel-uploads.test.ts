// Item 5 of the table issue: the panel re-uploads its picture only when the picture changed.
// Issue 26 (at most 200 KB of pictures a human turn): placements and conquests are told by the
// log lines and keep the picture attached (Discord keeps an attachment an edit does not
// replace); the board comes back, redrawn, when the attacks end, and with the next ping.
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
  it('placing keeps the attachment; the end of the attacks uploads the changed board; the ping carries it', async () => {
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
    // Every army placed: the log says where, the edit uploads nothing…
    const placed = await table.run(`${who} /place territory:${mine} count:${reserve}`);
    const placedEdit = placed.filter((o) => o.kind === 'edit' && o.message === panel);
    expect(placedEdit.length).toBeGreaterThan(0);
    expect(placedEdit.flatMap((o) => o.images)).toEqual([]);
    expect(asMap((await service.get('local'))!).state!.phase.kind).toBe('attack');
    // …and the panel message still shows its picture.
    expect(table.messageById(panel)?.images).toHaveLength(1);
    // The attacks end: the fortify phase shows the board with the placements, uploaded once.
    const ended = await table.run(`${who} /end`);
    expect(asMap((await service.get('local'))!).state!.phase.kind).toBe('fortify');
    const endEdit = ended.filter((o) => o.kind === 'edit' && o.message === panel);
    expect(endEdit.flatMap((o) => o.images)).toHaveLength(1);
    expect(endEdit.at(-1)!.text).toMatch(/Fortify/);
    // The turn passes: the new panel (the ping) carries the board.
    const next = await table.run(`${who} /end`);
    const ping = next.filter((o) => o.kind === 'channel');
    expect(ping.at(-1)?.images).toHaveLength(1);
  });
});
