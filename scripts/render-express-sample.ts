// npx tsx scripts/render-express-sample.ts [OUT_DIR]: the Risk Express table image mid-turn
// (a seeded AI game stopped while a player invades with the General), full size and 400 px.
import { mkdirSync } from 'node:fs';
import { saveSample } from './sample-output.js';
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
    if (
      a &&
      a.target &&
      a.needGeneral &&
      a.aside.length &&
      a.lines.filter((l) => l).length >= 2 &&
      s.closed.length >= 1
    )
      return s;
  }
  throw new Error('no such position in seed 12');
}

const save = (name: string, png: Buffer): Promise<void> => saveSample(out, name, png);

const view = expressGame.publicView(sample());
await save('express-table', await encodeImage(drawExpress(view, { locale: 'en' }), 'png8'));
await save('express-table-fr', await encodeImage(drawExpress(view, { locale: 'fr' }), 'png8'));
process.exit(0);
