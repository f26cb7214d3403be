// Writes a sample image at full size and a 400 px wide copy (how it looks on a phone).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { encodeImage } from '../src/render/index.js';

export async function saveSample(out: string, name: string, png: Buffer): Promise<void> {
  writeFileSync(join(out, `${name}.png`), png);
  const img = await loadImage(png);
  const w = 400,
    h = Math.round((img.height * w) / img.width);
  const small = createCanvas(w, h);
  small.getContext('2d').drawImage(img, 0, 0, w, h);
  writeFileSync(join(out, `${name}-400.png`), await encodeImage(small, 'png8'));
  console.log(`${join(out, name)}.png  ${img.width}×${img.height}  ${(png.length / 1024).toFixed(0)} KB`);
}
