// A phone player of napoleon-advanced for the tap tests: uses the advanced game's controls
// (conversions, naval invasions, empty territories, manoeuvres) and otherwise plays like the
// hurried player of src/local/tap-driver.ts.
import type { LocalTable } from '../../src/local/table.ts';
import { chooseTap } from './tap-table.ts';

export interface Memo {
  turn: string;
  converted: number;
  sailed: boolean;
  occupied: boolean;
  pending: 'build' | 'sail' | 'occupy' | 'manoeuvre' | null;
  /** Cards armed or played this turn (one of each at most). */
  armed?: boolean;
  played?: boolean;
  /** The private menu of cards was opened this turn (from the panel's 🃏 button). */
  opened?: boolean;
  /** This turn's manoeuvre is its last (the amount that also ends the turn). */
  lastManoeuvre?: boolean;
}

/** The rolls of a typical turn (issue 26: everything on one stack, up to three rolls). */
export const ROLLS = 3;

/**
 * One tap of a player who plays the typical turn of issue 26 — a ship (one conversion), the
 * other armies on one stack, up to three rolls with the generals following, one manoeuvre —
 * and now and then the rest of the advanced game's controls: cards, a landing, an empty
 * territory, a second manoeuvre; otherwise the hurried phone player of src/local/tap-driver.ts.
 */
export function advancedTap(table: LocalTable, who: string, attacks: number, rand: () => number, m: Memo): string {
  const { buttons, selects } = table.controlsFor(who);
  const tap = (l: string) => `${who} click ${l}`;
  const pickAny = (i: number) =>
    `${who} pick ${selects[i].options[Math.floor(rand() * selects[i].options.length)].value}`;
  const find = (re: RegExp) => selects.findIndex((s) => re.test(s.placeholder));
  const button = (re: RegExp) => buttons.find((b) => re.test(b.label))?.label;
  // Amounts after a choice: one ship, every army otherwise (the last manoeuvre ends the turn).
  if (m.pending) {
    const one = m.pending === 'build' ? button(/^\+1$/) : undefined;
    const end = m.pending === 'manoeuvre' && m.lastManoeuvre ? button(/, end turn$/) : undefined;
    const all =
      button(/^All \(\d+\) \+ \d+ leaders?$/) ?? button(/^All \(\d+\)$/) ?? button(/^1$/) ?? button(/^Leaders only/);
    m.pending = null;
    if (one ?? end ?? all) return tap((one ?? end ?? all)!);
  }
  const where = find(/: where\?$/);
  if (where >= 0) {
    m.pending = 'build';
    const ships = selects[where].placeholder.startsWith('⛵');
    // Ships where the player already has some, else anywhere on the coast.
    const opts = selects[where].options;
    const own = opts.filter((o) => /⛵/.test(o.label));
    return `${who} pick ${(ships && own.length ? own : opts)[Math.floor(rand() * (ships && own.length ? own : opts).length)].value}`;
  }
  // NA-CRD: the cards are in a private menu opened by the panel's button (some turns); an open
  // menu always gets a pick (it stays the player's newest controls until then).
  const arm = find(/^🛡️ Arm/);
  if (arm >= 0 && !m.armed) {
    m.armed = true;
    return pickAny(arm);
  }
  const play = find(/^🃏 Play/);
  if (play >= 0) {
    m.played = true;
    return pickAny(play);
  }
  if (arm >= 0) return pickAny(arm);
  const cards = button(/^🃏 Your cards…$/);
  if (cards && !m.opened && rand() < 0.3) {
    m.opened = true;
    return tap(cards);
  }
  m.opened = true;
  // One conversion a turn, a ship: where the fleet is (one tap), else by the Convert menu.
  const quickShip = button(/^⛵ \+1 ship: /);
  const convert = find(/^Convert/);
  if (m.converted < 1 && (quickShip || convert >= 0) && rand() < 0.8) {
    m.converted++;
    if (quickShip) return tap(quickShip);
    const opts = selects[convert].options;
    const ship = opts.find((o) => o.value === 's');
    return `${who} pick ${ship && rand() < 0.8 ? ship.value : opts[Math.floor(rand() * opts.length)].value}`;
  }
  const sail = find(/^Naval invasion/);
  if (sail >= 0 && !m.sailed && rand() < 0.3) {
    m.sailed = true;
    m.pending = 'sail';
    return pickAny(sail);
  }
  m.sailed = true;
  const occupy = find(/^Occupy/);
  if (occupy >= 0 && !m.occupied && rand() < 0.3) {
    m.occupied = true;
    m.pending = 'occupy';
    return pickAny(occupy);
  }
  m.occupied = true;
  const manoeuvreTo = find(/^Manoeuvre to/);
  if (manoeuvreTo >= 0) {
    m.pending = 'manoeuvre';
    return pickAny(manoeuvreTo);
  }
  // The manoeuvre: from the attack phase once the rolls are done (it ends the attack), or in its
  // phase; most turns it is the last (its amount ends the turn), now and then a second follows.
  const now = find(/^Manoeuvre… \(ends the attack\)/);
  const manoeuvre = find(/^Manoeuvre… \(what/);
  const canAttack =
    selects.some((s) => /^Attack/.test(s.placeholder)) || buttons.some((b) => /^(🎲|Attack again)/.test(b.label));
  const rolled = attacks >= ROLLS || !canAttack;
  const pick = now >= 0 && rolled && !m.pending ? now : manoeuvre;
  if (pick >= 0 && (pick === now || rand() < 0.9)) {
    m.lastManoeuvre = m.lastManoeuvre === undefined ? rand() < 0.85 : true;
    return pickAny(pick);
  }
  if (manoeuvre >= 0) return tap('End turn');
  return chooseTap(table, who, attacks, rand, ROLLS);
}

/** A fresh memo (reset at each new turn by the caller). */
export const newMemo = (): Memo => ({
  turn: '',
  converted: 0,
  sailed: false,
  occupied: false,
  pending: null,
  opened: false,
  // (every key listed: the caller resets a memo by assigning a fresh one over it)
  armed: undefined,
  played: undefined,
  lastManoeuvre: undefined,
});
