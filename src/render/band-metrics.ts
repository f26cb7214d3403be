// Kept apart from band.ts so the campaign's rows and the layout read the band's geometry without
// importing the band's drawing (which imports them back).
/**
 * The band's vertical geometry, in font units: where the players start under the title line, a
 * player row's height, and the height of each line under them (legend, objectives, a private
 * image's goal), and the margin under the last.
 */
export const BAND = { top: 1.7, row: 1.55, line: 1.15, bottom: 0.35, title: 0.88 };
