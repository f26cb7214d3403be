// What the board's small vector drawings (icons.ts, shapes.ts) use of a 2D context: paths,
// fills, strokes and line styles only. The PNG board passes its canvas context; the live map's
// page passes a pen that writes the same paths as SVG, so both draw the very same pieces.
import type { SKRSContext2D } from '@napi-rs/canvas';

export type Pen = Pick<
  SKRSContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'quadraticCurveTo'
  | 'closePath'
  | 'roundRect'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'setLineDash'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
>;
