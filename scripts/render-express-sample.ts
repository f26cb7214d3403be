// npx tsx scripts/render-express-sample.ts [OUT_DIR]: the Risk Express table image mid-turn
// (a seeded AI game stopped while a player invades with the General), full size and 400 px.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expressGame } from '../src/express/definition.js';
import type { ExpressState } from '../src/express/types.js';
import { encodeImage } from '../src/render/index.js';
import { drawExpress } from '../src/render/express.js';
import { runExpressGame } from '../src/sim/express.js';

const out = process.argv[2] ?? 'docs/img';
mkdirSync(out, { recursive: true });

/** The first position of seed 12 where the target needs its General, two lines are filled and a die is aside. */
function sample(): ExpressState {
  for (let m = 150; m < 400; m++) {
    const s = runExpressGame({ players: 4, seed: 12, ais: ['expected', 'random'], maxActions: m }).final;
    const a = s.attempt;
    if (a && a.target && a.needGeneral && a.aside.length && a.lines.filter((l) => l).length >= 2 && s.closed.length >= 1) return s;
  }
  throw new Error('no such position in seed 12');
}

async function save(name: string, png: Buffer): Promise<void> {
  writeFileSync(join(out, `${name}.png`), png);
  const img = await loadImage(png);
  const w = 400, h = Math.round((img.height * w) / img.width);
  const small = createCanvas(w, h);
  small.getContext('2d').drawImage(img, 0, 0, w, h);
  writeFileSync(join(out, `${name}-400.png`), await encodeImage(small, 'png8'));
  console.log(`${join(out, name)}.png  ${img.width}×${img.height}  ${(png.length / 1024).toFixed(0)} KB`);
}

const view = expressGame.publicView(sample());
await save('express-table', await encodeImage(drawExpress(view, { locale: 'en' }), 'png8'));
await save('express-table-fr', await encodeImage(drawExpress(view, { locale: 'fr' }), 'png8'));
process.exit(0);
