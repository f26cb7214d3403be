// #30: a game family is one object (src/discord/games/family.ts): its host, presenter, page and
// history agree on one state type or do not compile, and registering it is one call that
// refuses a family taking another's id or rulesets.
import { describe, expect, it } from 'vitest';
import { expressFamily } from '../../src/discord/games/express/family.ts';
import { defineFamily } from '../../src/discord/games/family.ts';
import { mapFamily } from '../../src/discord/games/map/family.ts';
import { familyFor, presenterOf, registerFamily } from '../../src/discord/games/registry.ts';
import { expressHost, mapHost } from '../../src/game/host.ts';
import { hostFor, knownRulesetIds } from '../../src/game/registry.ts';
import { expressHistory, mapHistory } from '../../src/web/history.ts';
import { mapPage } from '../../src/web/payload.ts';
import { expressPresenter } from '../../src/discord/games/express/presenter.ts';
import { mapPresenter } from '../../src/discord/games/map/presenter.ts';

describe('the family object', () => {
  it('parts written for another family’s state do not compile (checked by tsc --noEmit)', () => {
    // @ts-expect-error the Risk Express presenter takes Risk Express records, not the map's
    defineFamily({ host: mapHost, presenter: expressPresenter, page: mapPage, history: mapHistory });
    // @ts-expect-error the map's history reads map states, not Risk Express's
    defineFamily({ host: expressHost, presenter: expressPresenter, page: null, history: mapHistory });
    // @ts-expect-error the map's page draws map records
    defineFamily({ host: expressHost, presenter: expressPresenter, page: mapPage, history: expressHistory });
    expect(defineFamily({ host: mapHost, presenter: mapPresenter, page: mapPage, history: mapHistory }).host).toBe(
      mapHost,
    );
  });

  it('a record reaches its own family: every map ruleset the map family, express Risk Express', () => {
    for (const ruleset of knownRulesetIds().filter((id) => hostFor(id)?.family === 'map')) {
      expect(familyFor({ ruleset })).toBe(mapFamily);
      expect(presenterOf({ ruleset })).toBe(mapPresenter);
    }
    expect(familyFor({ ruleset: 'express' })).toBe(expressFamily);
    expect(familyFor({ ruleset: 'no-such-game' })).toBeNull();
    expect(() => presenterOf({ ruleset: 'no-such-game' })).toThrow(/no game family/);
  });

  it('registering is one call: again is nothing, another family under a taken id or ruleset is refused', () => {
    expect(() => registerFamily(mapFamily)).not.toThrow();
    const impostor = { ...expressFamily, host: { ...expressHost, family: 'impostor', rulesets: ['classic'] } };
    expect(() => registerFamily(impostor)).toThrow(/ruleset "classic" is played by family "map"/);
    expect(hostFor('classic')).toBe(mapHost);
    expect(familyFor({ ruleset: 'classic' })).toBe(mapFamily);
    expect(() => registerFamily({ ...mapFamily })).toThrow(/family "map" is registered already/);
  });
});
