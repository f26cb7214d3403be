// Tap tests' table: the scripted phone player of src/local/tap-driver.ts with tiny pictures
// (these tests count messages and controls; test/render draws the real images).
import { expect } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import type { CommandContext } from '../../src/discord/surface.ts';
import type { LocalTable } from '../../src/local/table.ts';
import type { Locale } from '../../src/i18n/names.ts';
import { viewImages } from '../view-images.ts';

export { chooseTap, rng } from '../../src/local/tap-driver.ts';

let stores: GameRepository[] = [];
export async function closeTables(): Promise<void> {
  for (const s of stores) await s.close();
  stores = [];
}

export async function tapTable(seed: number, images: BoardImages = viewImages) {
  const { table, service, store } = await openTapTable(seed, images);
  stores.push(store);
  return { table, service, store };
}

/** A tap table with a game opened by `lines` (new, joins, Start), each accepted without an error. */
export async function openedTable(seed: number, lines: readonly string[]) {
  const t = await tapTable(seed);
  for (const l of lines) expect((await t.table.run(l)).filter((o) => o.kind === 'error')).toEqual([]);
  return t;
}

/** A command context for `name` at the local table's channel (to call a command's autocomplete). */
export function commandCtx(table: LocalTable, name: string, locale: Locale): CommandContext {
  return {
    user: { id: `u-${name}`, name, locale },
    channelId: 'local',
    channelName: 'local',
    guildId: 'local',
    guildLocale: locale,
    canManage: false,
    bot: table.bot,
    reply: async () => undefined,
    defer: async () => undefined,
  };
}
