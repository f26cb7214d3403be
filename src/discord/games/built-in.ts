// The product's presenters, one per built-in family: a family added to the game hosts without a
// presenter here is a compile error. Loaded by the bot's client and the local table (and the
// suite's set-up) so that every path that presents a game finds its presenter.
import type { BuiltInFamily } from '../../game/host.js';
import { expressPresenter } from './express/presenter.js';
import { mapPresenter } from './map/presenter.js';
import type { FamilyPresenter } from './presenter.js';
import { registerPresenter } from './registry.js';

const builtIn: Record<BuiltInFamily, FamilyPresenter> = { map: mapPresenter, express: expressPresenter };
for (const [family, presenter] of Object.entries(builtIn)) registerPresenter(family, presenter);
