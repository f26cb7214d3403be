// Colours and shapes: a colour-blind-safe palette (Okabe–Ito, which has a colour for each of
// the M-0 names) and a badge shape per colour, so no one needs colour alone to tell owners apart.
import type { ColourId } from '../engine/types.js';

export type BadgeShape = 'circle' | 'square' | 'diamond' | 'hexagon' | 'triangle' | 'shield' | 'ring';

export interface OwnerStyle {
  /** Territory fill: the colour, lightened so borders and badges stand out on it. */
  fill: string;
  /** Badge fill: the full colour. */
  badge: string;
  /** Text on the badge: black or white, whichever reads better. */
  ink: string;
  shape: BadgeShape;
}

export const OWNER_STYLES: Record<ColourId, OwnerStyle> = {
  yellow: { fill: '#f3e97a', badge: '#f0e442', ink: '#000000', shape: 'circle' },
  red: { fill: '#e9935c', badge: '#d55e00', ink: '#ffffff', shape: 'square' },
  blue: { fill: '#5aa1d6', badge: '#0072b2', ink: '#ffffff', shape: 'diamond' },
  black: { fill: '#8a8a8a', badge: '#1f1f1f', ink: '#ffffff', shape: 'hexagon' },
  violet: { fill: '#e2b3cf', badge: '#cc79a7', ink: '#000000', shape: 'triangle' },
  green: { fill: '#4dbb9b', badge: '#009e73', ink: '#ffffff', shape: 'shield' },
  neutral: { fill: '#d9d6cc', badge: '#f5f3ec', ink: '#000000', shape: 'ring' },
};

/** Independents (Napoléon) and anything unknown borrow the two Okabe–Ito colours left over. */
export const EXTRA_STYLES: OwnerStyle[] = [
  { fill: '#f2c466', badge: '#e69f00', ink: '#000000', shape: 'circle' },
  { fill: '#a6d6f2', badge: '#56b4e9', ink: '#000000', shape: 'square' },
];

export function ownerStyle(colour: string | undefined): OwnerStyle {
  return (colour && OWNER_STYLES[colour as ColourId]) || EXTRA_STYLES[0];
}

export const THEME = {
  sea: '#b9d7e8',
  seaDeep: '#a6cadf',
  border: '#2b2b2b',
  continentBorder: '#111111',
  seaLine: '#3d5a6c',
  panel: '#1e2430',
  panelText: '#f2f2f2',
  panelDim: '#aab3c2',
  highlight: '#ffffff',
  conquered: '#ff2d95',
  loss: '#c4001a',
  arrow: '#111111',
  secret: '#ffcc00',
  /** Land no one owns yet, under every territory. */
  land: '#ece8dc',
  /** FOG-2: a territory out of the viewer's sight. */
  fog: '#b9bec6',
  /** Land drawn around a board but not in play. */
  offBoard: '#d3cec0',
  seaZoneBorder: '#90b8ce',
  seaZoneText: '#2c5873',
  capital: '#ffd23f',
};
