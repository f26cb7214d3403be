// Card trades on the panel (C-CRD-2, C-ELM-2): a button for each of the two best sets the
// engine lets the seat trade now.
import { setsFor } from '../../../engine/index.js';
import type { Button } from '../../surface.js';
import { buttonId } from '../ids.js';
import { only, type Turn } from './part.js';

export function tradeButtons({ r, s, p, acts, pc }: Turn): Button[] {
  const buttons: Button[] = [];
  for (const set of setsFor(s, p).slice(0, 2))
    if (only(acts, 'trade').some((a) => a.cards.join() === set.cards.join())) {
      buttons.push({ id: buttonId(r, 'trd', ...set.cards), label: pc.btn.trade(set.value), style: 'success' });
    }
  return buttons;
}
