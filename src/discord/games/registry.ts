// The presenters of every game family, keyed by family (src/game/host.ts names a ruleset's
// family). The product's own presenters are registered by ./built-in.ts, which the bot's client,
// the local table and the suite's set-up load; a family living outside the product (e.g. a
// test's) registers its own. This module imports no presenter: the presenters import the panel,
// which asks this registry, so a static import here would be an import cycle.
import { hostFor } from '../../game/host.js';
import type { FamilyPresenter } from './presenter.js';

const presenters = new Map<string, FamilyPresenter>();

export function registerPresenter(family: string, presenter: FamilyPresenter): void {
  presenters.set(family, presenter);
}

/** The presenter of the record's family. */
export function presenterOf(r: { ruleset: string }): FamilyPresenter {
  const family = hostFor(r.ruleset)?.family;
  const p = family ? presenters.get(family) : undefined;
  // The record's ruleset is validated on load: a family without a presenter is a wiring bug.
  if (!p) throw new Error(`no presenter for the game family of ruleset "${r.ruleset}" (is games/built-in.js loaded?)`);
  return p;
}
