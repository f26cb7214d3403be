// The product's game families, each one object (./family.ts): a built-in family (src/game/registry.ts
// BuiltInFamily) without its object here is a compile error. Loaded by the bot's client and the
// local table (and the suite's set-up) so that every path that presents a game finds its family.
import type { BuiltInFamily } from '../../game/registry.js';
import { expressFamily } from './express/family.js';
import type { AnyFamily } from './family.js';
import { mapFamily } from './map/family.js';
import { registerFamily } from './registry.js';

const builtIn: Record<BuiltInFamily, AnyFamily> = { map: mapFamily, express: expressFamily };
for (const family of Object.values(builtIn)) registerFamily(family);
