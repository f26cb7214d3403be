// The presenters of every game family, keyed by family (src/game/host.ts names a ruleset's
// family). A family added to the game hosts without a presenter here is a compile error;
// registerPresenter adds one at run time (a family living outside the product, e.g. a test's).
import { hostFor, type BuiltInFamily } from '../../game/host.js';
import { expressPresenter } from './express/presenter.js';
import { mapPresenter } from './map/presenter.js';
import type { FamilyPresenter } from './presenter.js';

const added = new Map<string, FamilyPresenter>();
// Built on first use: the presenters import the panel, which imports this registry.
let builtIn: Record<BuiltInFamily, FamilyPresenter> | null = null;

export function registerPresenter(family: string, presenter: FamilyPresenter): void {
  added.set(family, presenter);
}

function known(family: string): FamilyPresenter | undefined {
  builtIn ??= { map: mapPresenter, express: expressPresenter };
  return Object.prototype.hasOwnProperty.call(builtIn, family) ? builtIn[family as BuiltInFamily] : added.get(family);
}

/** The presenter of the record's family. */
export function presenterOf(r: { ruleset: string }): FamilyPresenter {
  const family = hostFor(r.ruleset)?.family;
  const p = family ? known(family) : undefined;
  // The record's ruleset is validated on load: a family without a presenter is a wiring bug.
  if (!p) throw new Error(`no presenter for the game family of ruleset "${r.ruleset}"`);
  return p;
}
