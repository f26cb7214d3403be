// Seats in Risk Express messages: a colour square (the image's seat colours) and the name.
import type { GameRecord } from '../../../app/record.js';
import type { ColourId } from '../../../engine/index.js';
import { COLOUR_EMOJI, safeText } from '../../../i18n/names.js';

/** Seat colours, in seat order: the image (src/render/express.ts) draws owners in these. */
export const EXPRESS_COLOURS: ColourId[] = ['yellow', 'red', 'blue', 'violet', 'green'];

export function expressSeatLabel(r: Pick<GameRecord, 'seats'>, seat: number): string {
  const name = safeText(r.seats[seat]?.name ?? `#${seat + 1}`);
  return `${COLOUR_EMOJI[EXPRESS_COLOURS[seat % EXPRESS_COLOURS.length]]} ${name}`;
}

/** Every seat's label, for the rules' namer (expressNamer takes the names by seat). */
export function seatLabels(r: Pick<GameRecord, 'seats'>): string[] {
  return r.seats.map((_, i) => expressSeatLabel(r, i));
}
