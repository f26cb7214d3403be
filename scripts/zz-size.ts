import '../src/rules/registry.js';
import { getMap } from '../src/engine/maps.js';
import { renderBoard } from '../src/render/index.js';
import { europeSamples } from '../src/render/samples.js';
const map = getMap('europe-1811');
const adv = europeSamples.advanced();
console.log(((await renderBoard(adv, map, { format: 'png8' })).length / 1024).toFixed(1));
