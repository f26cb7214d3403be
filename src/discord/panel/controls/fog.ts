// FOG-2: the channel's panel under fog of war. Its menus would name the current player's
// territories and their neighbours, so it carries none: whose turn it is, and My board, which
// opens the seat's own board and controls privately (src/discord/panel/fog-board.ts).
import type { MapRecord } from '../../games/map/record.js';
import { fogActive } from '../../../engine/index.js';
import { fogWords } from '../../../i18n/fog.js';
import type { Locale } from '../../../i18n/names.js';
import type { Button } from '../../surface.js';
import { buttonId } from '../ids.js';
import type { Controls } from './part.js';
import { waitingLabels } from './seat.js';

/** Whether fog of war covers this game now (it lifts at the end, FOG-6). */
export const underFog = (r: MapRecord): boolean => !!r.state && fogActive(r.state);

export function myBoardButton(r: MapRecord, locale: Locale): Button {
  return { id: buttonId(r, 'fgb'), label: fogWords[locale].myBoardButton, style: 'primary' };
}

/** The public panel's controls under fog: the wait in words, My board and the buttons that name no place (`rest`). */
export function publicFogControls(r: MapRecord, locale: Locale, rest: Button[]): Controls {
  const who = r.state ? waitingLabels(r.state) : '';
  return {
    prompt: fogWords[locale].publicPrompt(who || '…'),
    selects: [],
    buttons: [[myBoardButton(r, locale), ...rest]],
  };
}
