// Card trades on the panel (C-CRD-2, C-ELM-2): a button for each of the two best sets the
// engine lets the seat trade now, each with what the trade brings — the set's armies and any
// territory bonus (+2 on a territory of a card the seat holds), as the log then reports it. The
// panel is public and a hand is secret: a button never names the cards; two sets that bring the
// same are one button.
import { setsFor } from '../../../engine/index.js';
import { tradeGain } from '../../../game/map-queries.js';
import type { Button } from '../../surface.js';
import { buttonId } from '../ids.js';
import { only, type Turn } from './part.js';

export function tradeButtons(t: Turn): Button[] {
  const { r, s, p, acts, pc } = t;
  const buttons: Button[] = [];
  const seen = new Set<string>();
  for (const set of setsFor(s, p).slice(0, 3)) {
    if (buttons.length === 2 || !only(acts, 'trade').some((a) => a.cards.join() === set.cards.join())) continue;
    // What the rules say the trade brings (the map definition's preview); the set's value if refused.
    const { armies, bonus } = tradeGain(s, p, set.cards) ?? { armies: set.value, bonus: 0 };
    // The total, as the log reports the trade ('traded a set of cards for 10 armies').
    const label = bonus ? pc.btn.tradeBonus(armies + bonus, bonus) : pc.btn.trade(armies);
    if (seen.has(label)) continue;
    seen.add(label);
    buttons.push({ id: buttonId(r, 'trd', ...set.cards), label, style: 'success' });
  }
  return buttons;
}
