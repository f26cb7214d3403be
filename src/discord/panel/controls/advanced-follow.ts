// napoleon-advanced, NA-GEN-2: after a conquest (or a naval invasion won) and the move in, the
// generals (admirals) of the territory (zone) the armies came from may go along, until the
// player's next action. One button per count the engine lists (1 and all), first on the panel:
// the chance passes with the next tap.
import { only, type Turn } from './part.js';
import { followLimits } from '../../../engine/index.js';
import { advancedPanel } from '../../../i18n/panel-advanced.js';
import type { Button } from '../../surface.js';
import { buttonId } from '../ids.js';
import { placeNamer } from './places.js';

/** The follow buttons (none when no leader may follow now). */
export function followButtons(t: Turn): Button[] {
  const counts = only(t.acts, 'follow').map((a) => a.leaders);
  if (!counts.length) return [];
  const lim = followLimits(t.s, t.p);
  if ('code' in lim) return [];
  const ap = advancedPanel(t.locale);
  const to = placeNamer(t.r, t.locale)(lim.to);
  return [...new Set(counts)].map((n) => ({
    id: buttonId(t.r, 'fw', n),
    label: ap.btn.follow(lim.unit, n, to).slice(0, 80),
    style: n === lim.max ? 'primary' : 'secondary',
  }));
}
