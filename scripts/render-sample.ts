// npm run render-sample [-- OUT_DIR]: sample images for several game states, each also at 400 px
// wide (what a phone shows), into docs/img by default. Palette PNG here (any viewer opens it,
// and the docs stay small); the bot sends lossless WebP of the same drawing.
import { mkdirSync } from 'node:fs';
import { saveSample } from './sample-output.js';
import '../src/rules/registry.js'; // installs the engine's ruleset lookup
import { objectiveByNumber } from '../src/engine/content.js';
import { getMap } from '../src/engine/maps.js';
import { hqOf } from '../src/engine/ext.js';
import { viewFor } from '../src/engine/view.js';
import { drawBattleView } from '../src/render/battle.js';
import { encodeImage, renderBoard, renderPrivate } from '../src/render/index.js';
import { drawPrivate } from '../src/render/private.js';
import { controller } from '../src/engine/board.js';
import { europeSamples, samples, sampleState } from '../src/render/samples.js';
import type { MapRecord } from '../src/discord/games/map/record.js';
import { goalOverlay } from '../src/discord/present/secrets.js';

const out = process.argv[2] ?? 'docs/img';
mkdirSync(out, { recursive: true });

const save = (name: string, png: Buffer): Promise<void> => saveSample(out, name, png);

const png = { format: 'png8' } as const;
const start = samples.start();
await save('board-start', await renderBoard(viewFor(start, null), getMap(start.map), png));
const mid = samples.midGame();
await save('board-midgame-6p', await renderBoard(viewFor(mid, null), getMap(mid.map), png));
await save(
  'board-midgame-6p-names-fr',
  await renderBoard(viewFor(mid, null), getMap(mid.map), { ...png, names: true, locale: 'fr' }),
);
const conquest = samples.conquest();
await save('board-conquest', await renderBoard(viewFor(conquest, null), getMap(conquest.map), png));
await save('battle-view', await encodeImage(drawBattleView(viewFor(conquest, null), getMap(conquest.map))!, 'png8'));
// The close-up with the roll as napoleon-advanced gives it (NA-GEN-1, NA-FORT-1): a general's +1 on the
// attack; a general and a fortification on the defender's highest die, a general on its second.
await save(
  'battle-view-dice',
  await encodeImage(
    drawBattleView(viewFor(conquest, null), getMap(conquest.map), {
      dice: {
        attack: [6, 4, 2],
        attackBonus: [1, 0, 0],
        attackSources: [['general'], [], []],
        defence: [5, 3],
        defenceBonus: [2, 1],
        defenceSources: [['general', 'fort'], ['general']],
      },
    })!,
    'png8',
  ),
);
const ris = samples.risiko();
const me = ris.order[0];
const view = viewFor(ris, me);
const obj = objectiveByNumber(view.secrets!.objective!);
const held = obj.territories.filter((t) => controller(ris, t) === me).length;
await save(
  'private-objective',
  await encodeImage(
    drawPrivate(
      viewFor(ris, null),
      getMap(ris.map),
      {
        highlight: obj.territories,
        title: `Objective ${obj.number} «${obj.name}» — ${held}/${obj.territories.length} held`,
        lines: ['Only you see this image.'],
      },
      { locale: 'it' },
    ),
    'png8',
  ),
);
const caps = samples.capitals();
await save('board-capitals-hq', await renderBoard(viewFor(caps, null), getMap(caps.map), png));
// The first seat's private image: their HQ with a dashed gold star (here already revealed, so solid).
const capsSecret = {
  ...caps,
  ext: { ...caps.ext, capitals: { ...caps.ext.capitals, 0: { ...caps.ext.capitals![0], revealed: false } } },
};
await save(
  'private-capitals-hq',
  await encodeImage(
    drawPrivate(viewFor(capsSecret, null), getMap(caps.map), {
      highlight: [],
      title: `Headquarters: ${getMap(caps.map).byId[hqOf(caps, 0)!].name.en}`,
      lines: ['Only you see this image.'],
      hq: hqOf(caps, 0),
    }),
    'png8',
  ),
);
await save('board-names-en', await renderBoard(viewFor(mid, null), getMap(mid.map), { ...png, names: true }));

// The Napoléon board (Europe 1811).
const europe = getMap('europe-1811');
const eStart = europeSamples.start();
await save('europe-start', await renderBoard(viewFor(eStart, null), europe, png));
const eMid = europeSamples.midGame();
await save('europe-midgame-6p', await renderBoard(viewFor(eMid, null), europe, png));
await save(
  'europe-midgame-6p-names-fr',
  await renderBoard(viewFor(eMid, null), europe, { ...png, names: true, locale: 'fr' }),
);
await save('europe-teams', await renderBoard(europeSamples.team(), europe, { ...png, locale: 'it' }));
await save('europe-advanced', await renderBoard(europeSamples.advanced(), europe, { ...png, roundLimit: 5 }));
// A napoleon-advanced game's goal image (NA-MIS): alice's own missions, with their progress.
const adv = sampleState('napoleon-advanced', 3, 31, (s) => s.turn.round >= 2 && s.phase.kind === 'reinforce');
const advRecord = { ruleset: 'napoleon-advanced', locale: 'en', seats: [], state: adv } as unknown as MapRecord;
await save(
  'europe-advanced-goal',
  await renderPrivate(viewFor(adv, null), europe, goalOverlay(advRecord, 0, 'en')!, { ...png, roundLimit: 5 }),
);
await save('europe-campaign', await renderBoard(europeSamples.campaign(), europe, png)); // NC-*: sides, allies, year, objectives
