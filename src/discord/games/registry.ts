// The game families, each one object (./family.ts): registering one is one call. The product's
// own are registered by ./built-in.ts, which the bot's client, the local table and the suite's
// set-up load; a family living outside the product (e.g. a test's) registers its own. This module
// imports no family: the families import the panel, which asks this registry, so a static import
// here would be an import cycle.
//
// The record → family lookup goes through the record's ruleset (src/game/registry.ts hostFor), so
// a family's parts are handed only its own family's records: that is where the typed records of
// each family (`Family<S, A, E, R>`) meet the app's untyped `GameRecord`, once, here.
import type { GameRecord } from '../../app/record.js';
import { hostFor, registerHost } from '../../game/registry.js';
import type { FamilyHistory } from '../../web/history.js';
import type { FamilyPage } from '../../web/payload.js';
import type { AnyFamily } from './family.js';
import type { FamilyPresenter } from './presenter.js';

const families = new Map<string, AnyFamily>();

/**
 * Registers a family: its host (and so its rulesets, for the record schema and /risk new) with the
 * app (src/game/registry.ts), its presenter, page and history here. Registering it again is a no
 * op; another object under a registered id, or a ruleset already played by a family, is refused.
 */
export function registerFamily(family: AnyFamily): void {
  const id = family.host.family;
  const had = families.get(id);
  if (had === family) return;
  if (had) throw new Error(`family "${id}" is registered already`);
  registerHost(family.host);
  families.set(id, family);
}

/** The family of the record's ruleset, or null (an unknown ruleset, or a family not registered here). */
export function familyFor(r: { readonly ruleset: string }): AnyFamily | null {
  const host = hostFor(r.ruleset);
  return (host && families.get(host.family)) ?? null;
}

function familyOfRecord(r: { readonly ruleset: string }): AnyFamily {
  const f = familyFor(r);
  // The record's ruleset is validated on load: a family not registered is a wiring bug.
  if (!f) throw new Error(`no game family registered for ruleset "${r.ruleset}" (is games/built-in.js loaded?)`);
  return f;
}

/** The presenter of the record's family. */
export function presenterOf(r: { readonly ruleset: string }): FamilyPresenter {
  return familyOfRecord(r).presenter;
}

/** The live page's part of the record's family, or null when the page does not draw it. */
export function pageOf(r: { readonly ruleset: string }): FamilyPage<GameRecord, unknown> | null {
  return familyOfRecord(r).page;
}

/** The history slider's part of a ruleset's family, or null. */
export function historyOf(ruleset: string): FamilyHistory<unknown, unknown, GameRecord> | null {
  return familyFor({ ruleset })?.history ?? null;
}
