// One unreadable record must not take the bot down: it starts, tells that channel, and the
// other games play on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRecordStore, startBot } from '../../src/discord/client.ts';
import { commandDefinitions, commandTable } from '../../commands/index.ts';
import { startStandin } from '../../tools/discord-standin/index.ts';
import { HANG_GUARD_MS } from '../../tools/fair-time.ts';
import { service, startGame } from '../store/helpers.ts';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

/** Two ways a stored record goes bad: cut short (not JSON), or a map state without its board. */
const damage: [string, (data: string) => string][] = [
  ['cut short', (data) => data.slice(0, 100)],
  [
    'whose map state has no board and players "oops"',
    (data) => {
      const rec = JSON.parse(data) as { state: Record<string, unknown> };
      delete rec.state.board;
      rec.state.players = 'oops';
      return JSON.stringify(rec);
    },
  ],
];

describe.each(damage)('a record %s at start-up', (_what, corrupt) => {
  it('is set aside; the bot starts, says so in that channel, and another channel plays', async () => {
    const d = await startStandin({ guildLocale: 'en-US', channels: ['broken', 'fine'], users: [{ name: 'alice' }] });
    cleanup.push(() => d.stop());
    const [broken, fine] = d.channels;
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-quarantine-')), 'g.sqlite')}`;
    const before = await openRecordStore(url);
    const g = await startGame(service(before), broken!.id, {
      humans: [d.users.find((u) => u.username === 'alice')!.id],
      guild: d.guildId,
    });
    const stored = (await before.load(g.gameId))!;
    await before.commit({ meta: stored.meta, expectedVer: stored.ver, data: corrupt(stored.data), log: [] });
    await before.close();

    const store = await openRecordStore(url);
    const bot = await startBot({
      token: d.token,
      apiUrl: d.apiUrl,
      store,
      commands: commandTable,
      restTimeoutMs: HANG_GUARD_MS,
    });
    cleanup.push(async () => {
      await bot.stop();
      await store.close();
    });
    await bot.client.application!.commands.set(commandDefinitions());
    const notice = await d.waitForMessage(
      (m) => m.channel_id === broken!.id && /could not be loaded \(error [0-9a-f]{8}\)/.test(m.content),
    );
    const errorId = /error ([0-9a-f]{8})/.exec(notice.content)![1];
    expect((await store.quarantined(g.gameId))!.errorId).toBe(errorId);
    const alice = d.users.find((u) => u.username === 'alice')!;
    // Every later question about it says it was set aside, with its error id (not "no game").
    for (const [cmd, opts] of [
      ['risk status', {}],
      ['end', {}],
      ['risk cancel', {}],
    ] as const) {
      const asked = await d.slash(alice, cmd, opts, { channelId: broken!.id });
      expect(asked.reply?.content, cmd).toMatch(
        new RegExp(`could not be loaded \\(error ${errorId}\\); it has been set aside`),
      );
    }
    const created = await d.slash(alice, 'risk new', { ruleset: 'classic' }, { channelId: fine!.id });
    // The lobby is the game's first panel: a channel message; the command's own answer is private.
    expect(created.ephemeral).toBe(true);
    expect(created.posts.map((m) => m.content)).toEqual([expect.stringMatching(/New game/)]);
    const again = await d.slash(alice, 'risk new', { ruleset: 'classic' }, { channelId: broken!.id });
    expect(again.posts.map((m) => m.content)).toEqual([expect.stringMatching(/New game/)]);
    expect(again.posts[0]!.channel_id).toBe(broken!.id);
  });
});
