// A scripted phone player for the local table: one tap at a time, chosen from the controls the
// player can see (the transcript tests and the bench play whole games with it), and a local
// table on a fresh store with a virtual clock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardImages } from '../app/images.js';
import { GameService } from '../app/service.js';
import { openRepository } from '../store/open.js';
import type { GameRepository } from '../store/repository.js';
import { LocalTable } from './table.js';

/** A local table on a fresh sqlite file; close its store when done. */
export async function openTapTable(
  seed: number,
  images: BoardImages,
  /** Wraps the store the bot uses (the bench counts its trips). */
  wrap: (store: GameRepository) => GameRepository = (s) => s,
): Promise<{ table: LocalTable; service: GameService; store: GameRepository }> {
  const dir = mkdtempSync(join(tmpdir(), 'risk-taps-'));
  const store = wrap(await openRepository(`sqlite://${join(dir, 'g.sqlite')}`));
  let clock = 1_700_000_000_000;
  let s = seed;
  const service = new GameService({ store, now: () => clock, seed: () => s++ });
  const table = new LocalTable({
    service,
    images,
    outDir: join(dir, 'img'),
    advance: (ms) => {
      clock += ms;
    },
  });
  return { table, service, store };
}

/**
 * One tap for `who`, chosen from the controls they can see, as a hurried phone player would:
 * trade, place everything, attack a few times with the most dice, keep or fix rolls, move
 * everything in, and end the turn. Returns the line it ran.
 */
export function chooseTap(
  table: LocalTable,
  who: string,
  attacksThisTurn: number,
  rand: () => number,
  /** The rolls a turn before the player stops attacking. */
  maxRolls = 8,
): string {
  const { buttons, selects } = table.controlsFor(who);
  const label = (re: RegExp) => buttons.find((b) => re.test(b.label))?.label;
  const tap = (l: string) => `${who} click ${l}`;
  const pick = (i = 0) => `${who} pick ${selects[i].options[Math.floor(rand() * selects[i].options.length)].value}`;
  // Attack from the strongest territory (the label ends with its armies).
  const armies = (label: string) => Number(/\((\d+)\)$/.exec(label)?.[1] ?? 0);
  const strongest = (i: number) =>
    `${who} pick ${[...selects[i].options].sort((a, b) => armies(b.label) - armies(a.label))[0].value}`;
  const trade = label(/^Trade cards/);
  if (trade) return tap(trade);
  // The whole reserve on one stack in one tap (the panel's most threatened territory), mostly.
  const allOn = label(/^➕ All \(\d+\) on /);
  if (allOn && rand() < 0.8) return tap(allOn);
  // napoleon-advanced: a forced naval combat comes before anything else (NA-NAV-2)
  const seaBattle = label(/^⚔️ /);
  if (seaBattle) return tap(seaBattle);
  const fix = label(/^🎖️|^🃏 re-roll/);
  if (fix && rand() < 0.5) return tap(fix);
  const keep = label(/^Keep the roll$/);
  if (keep) return tap(keep);
  // (napoleon-advanced: the generals follow by default, "All (6) + 🎖️1")
  const all = label(/^All \(\d+\)( \+ 🎖️\d+)?$/) ?? label(/^Move \d+( \+ 🎖️\d+)?$/);
  if (all) return tap(all);
  // The same dice again (the first button after a roll), else the most dice.
  const dice =
    label(/^Attack again/) ??
    buttons
      .filter((b) => /^🎲 ×\d$/.test(b.label))
      .map((b) => b.label)
      .sort()
      .pop();
  if (dice && attacksThisTurn < maxRolls) return tap(rand() < 0.3 ? 'Blitz' : dice);
  if (dice) return tap(label(/^End attack$/) ?? '← Back');
  const attackMenu = selects.findIndex((s) => /^Attack/.test(s.placeholder));
  if (attackMenu >= 0 && attacksThisTurn < maxRolls) {
    const menu = selects[attackMenu];
    // The borders menu lists the best odds first; the source menu is picked by its strongest.
    if (menu.placeholder.includes('→')) return `${who} pick ${menu.options[0].value}`;
    return /from/i.test(menu.placeholder) ? strongest(attackMenu) : pick(attackMenu);
  }
  const end = label(/^End attack$/);
  if (end && rand() < 0.5) return tap(end);
  const fortify = selects.findIndex((s) => /^Fortify/.test(s.placeholder));
  if (fortify >= 0 && rand() < 0.7) return pick(fortify);
  if (selects.length && !/^Attack|^Fortify|^Move/.test(selects[0].placeholder)) return pick(0);
  const done =
    label(/^Confirm my plan$/) ??
    label(/^End turn$/) ??
    label(/^End phase$/) ??
    label(/^End attack$/) ??
    label(/^Choose my HQ$/) ??
    label(/^Place my armies$/);
  if (done) return tap(done);
  if (selects.length) return pick(0);
  throw new Error(
    `no control to tap for ${who}: ${JSON.stringify({ buttons: buttons.map((b) => b.label), selects: selects.map((s) => s.placeholder) })}`,
  );
}

export function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}
