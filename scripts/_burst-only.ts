import { benchBurst, noImages } from './bench-burst.js';
const which = process.argv[2] ?? 'both';
if (which !== 'none') console.log('images', JSON.stringify(await benchBurst()));
if (which !== 'images') console.log('noImages', JSON.stringify(await benchBurst(40, 5, noImages)));
process.exit(0);
