// A phone player of napoleon-advanced for the tap tests: uses the advanced game's controls
// (conversions, naval invasions, empty territories, manoeuvres) and otherwise plays like the
// hurried player of src/local/tap-driver.ts.
import type { LocalTable } from '../../src/local/table.ts';
import { chooseTap } from './tap-table.ts';

export interface Memo {
  turn: string;
  converted: number;
  sailed: boolean;
  pending: 'build' | 'sail' | 'occupy' | 'manoeuvre' | null;
  /** Cards armed or played this turn (one of each at most). */
  armed?: boolean;
  played?: boolean;
  /** The private menu of cards was opened this turn (from the panel's 🃏 button). */
  opened?: boolean;
}

/**
 * One tap of a player who uses the advanced game's controls: converts a few armies (ships
 * first), sails once, occupies empty territories and manoeuvres, and otherwise plays like the
 * hurried phone player of src/local/tap-driver.ts.
 */
export function advancedTap(table: LocalTable, who: string, attacks: number, rand: () => number, m: Memo): string {
  const { buttons, selects } = table.controlsFor(who);
  const tap = (l: string) => `${who} click ${l}`;
  const pickAny = (i: number) =>
    `${who} pick ${selects[i].options[Math.floor(rand() * selects[i].options.length)].value}`;
  const find = (re: RegExp) => selects.findIndex((s) => re.test(s.placeholder));
  const button = (re: RegExp) => buttons.find((b) => re.test(b.label))?.label;
  // Amounts after a choice: one ship or unit at a time, every army or ship otherwise.
  if (m.pending) {
    // Ships three at a time (one stays behind when a fleet sails, NA-NAV-3).
    const one = m.pending === 'build' ? (button(/^\+3$/) ?? button(/^\+1$/)) : undefined;
    const all =
      button(/^All \(\d+\) \+ \d+ leaders?$/) ?? button(/^All \(\d+\)$/) ?? button(/^1$/) ?? button(/^Leaders only/);
    m.pending = null;
    if (one ?? all) return tap((one ?? all)!);
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
  // NA-CRD: the cards are in a private menu opened by the panel's button (once a turn); an open
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
  if (cards && !m.opened && (!m.armed || (!m.played && rand() < 0.5))) {
    m.opened = true;
    return tap(cards);
  }
  const convert = find(/^Convert/);
  if (convert >= 0 && m.converted < 3 && rand() < 0.6) {
    m.converted++;
    const opts = selects[convert].options;
    const ship = opts.find((o) => o.value === 's');
    return `${who} pick ${ship && rand() < 0.6 ? ship.value : opts[Math.floor(rand() * opts.length)].value}`;
  }
  const sail = find(/^Naval invasion/);
  if (sail >= 0 && !m.sailed) {
    m.sailed = true;
    m.pending = 'sail';
    return pickAny(sail);
  }
  const occupy = find(/^Occupy/);
  if (occupy >= 0) {
    m.pending = 'occupy';
    return pickAny(occupy);
  }
  const manoeuvreTo = find(/^Manoeuvre to/);
  if (manoeuvreTo >= 0) {
    m.pending = 'manoeuvre';
    return pickAny(manoeuvreTo);
  }
  const manoeuvre = find(/^Manoeuvre…/);
  if (manoeuvre >= 0 && rand() < 0.7) return pickAny(manoeuvre);
  if (manoeuvre >= 0) return tap('End turn');
  return chooseTap(table, who, attacks, rand);
}

/** A fresh memo (reset at each new turn by the caller). */
export const newMemo = (): Memo => ({ turn: '', converted: 0, sailed: false, pending: null, opened: false });
