// Fonts ship in assets/fonts (Atkinson Hyperlegible, SIL OFL): canvas draws no text at all on a
// machine without fonts, and this face was designed for legibility at small sizes.
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT = 'Atkinson Hyperlegible';
let registered = false;

export function registerFonts(): void {
  if (registered) return;
  for (const file of ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf']) {
    const key = GlobalFonts.registerFromPath(fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url)), FONT);
    if (!key) throw new Error(`cannot load the font assets/fonts/${file}`);
  }
  registered = true;
}

export const font = (px: number, bold = false): string => `${bold ? 'bold ' : ''}${Math.round(px)}px "${FONT}"`;
