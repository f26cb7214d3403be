// A phone player of napoleon-campaign for the tap tests: uses the campaign's controls (ally
// reinforcements, the capital bought with a card, annexations — an ally's confirmed on the panel,
// the neutral's with a card picked privately — and the allies' manoeuvres), and otherwise plays
// the advanced game like the player of advanced-taps.ts.
import type { LocalTable } from '../../src/local/table.ts';
import { advancedTap, newMemo as newAdvancedMemo, ROLLS, type Memo as AdvancedMemo } from './advanced-taps.ts';

export interface Memo extends AdvancedMemo {
  annexTried: number;
  allyMoves: number;
  offered: boolean;
  /** An ally's manoeuvre has its destination: the amount comes next. */
  allyAmount: boolean;
  gifts: number;
  extras?: { gift: boolean; annex: boolean; allyMove: boolean };
  /** This turn's attack was ended by End attack (or not), decided once. */
  viaPhase?: boolean;
}

export const newMemo = (): Memo => ({
  ...newAdvancedMemo(),
  annexTried: 0,
  allyMoves: 0,
  offered: false,
  allyAmount: false,
  gifts: 0,
  extras: undefined,
  viaPhase: undefined,
});

/** One tap of a player who uses every campaign control when it shows, then the advanced game's. */
export function campaignTap(table: LocalTable, who: string, attacks: number, rand: () => number, m: Memo): string {
  const { buttons, selects } = table.controlsFor(who);
  const tap = (l: string) => `${who} click ${l}`;
  const pickAt = (i: number) =>
    `${who} pick ${selects[i].options[Math.floor(rand() * selects[i].options.length)].value}`;
  const find = (re: RegExp) => selects.findIndex((s) => re.test(s.placeholder));
  const button = (re: RegExp) => buttons.find((b) => re.test(b.label))?.label;
  // A manoeuvre under way is finished first.
  if (find(/^Manoeuvre to…/) >= 0 || m.pending) return advancedTap(table, who, attacks, rand, m);
  // The campaign's extras of this turn, decided once (issue 26's typical turn has none of them).
  m.extras ??= { gift: rand() < 0.5, annex: rand() < 0.5, allyMove: rand() < 0.5 };
  // The private menus first (they are the newest controls while open).
  const card = find(/^🃏 Discard which card\?$/);
  if (card >= 0) return pickAt(card);
  const ally = find(/^🤝 Make .+ your ally for a card…$/);
  if (ally >= 0) return pickAt(ally);
  const offer = button(/^🤝 .+ as your ally \(a card\)…$/);
  if (offer && !m.offered) {
    m.offered = true;
    return tap(offer);
  }
  const confirm = button(/^📜 Annex /);
  if (confirm) return tap(confirm);
  // N2-A: a spare card to an independent, to win it over (France starts without allies); the
  // cards are listed in a private menu opened by the panel's button.
  const influence = find(/^Give a card to an independent…$/);
  if (influence >= 0) return pickAt(influence);
  const give = button(/^🃏 Give a card to an independent…$/);
  if (give && m.gifts < 1 && m.extras.gift) {
    m.gifts++;
    return tap(give);
  }
  // NC-REI-2: an ally's reinforcements in one tap (all where it is most threatened), now and
  // then by the detailed path (the usual placement menu).
  const quick = button(/^➕ .+: all to /);
  const reinforce = button(/^➕ Reinforce /);
  if (quick && (rand() < 0.8 || !reinforce)) return tap(quick);
  if (reinforce) return tap(reinforce);
  if (m.allyAmount) {
    m.allyAmount = false;
    const amount = button(/^All \(\d+\)$/) ?? button(/^1$/);
    if (amount) return tap(amount);
  }
  const to = find(/^↪️ Ally manoeuvre to…/);
  if (to >= 0) {
    m.allyAmount = true;
    return pickAt(to);
  }
  const move = find(/^↪️ Ally manoeuvre…/);
  if (move >= 0 && m.allyMoves < 1 && m.extras.allyMove) {
    m.allyMoves++;
    return pickAt(move);
  }
  // Annex the neutral's land for a card; an ally's (which turns it neutral) now and then.
  const annex = find(/^📜 Annex a territory…/);
  if (annex >= 0 && m.annexTried < 1 && m.extras.annex) {
    m.annexTried++;
    const opts = selects[annex].options;
    const neutral = opts.filter((o) => /card/.test(o.description ?? ''));
    const pool = neutral.length && rand() < 0.8 ? neutral : opts;
    return `${who} pick ${pool[Math.floor(rand() * pool.length)].value}`;
  }
  // Some turns go through the manoeuvre phase's root, where the annexations and the allies'
  // manoeuvres are (other turns pick the manoeuvre right from the attack phase).
  const endAttack = button(/^End attack$/);
  if (endAttack && attacks >= ROLLS && m.viaPhase === undefined) {
    m.viaPhase = m.extras.annex || m.extras.allyMove;
    if (m.viaPhase) return tap(endAttack);
  }
  return advancedTap(table, who, attacks, rand, m);
}
