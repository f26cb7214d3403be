// The capitals' rule plugin (src/engine/hooks.ts, `RulePlugin`), K-1..3: every ruleset offering
// the `capitals` option stacks it (classic, and the capitals and missions games built on it); it
// acts only in a game played with capitals. Its slice, action, refusal and events are declared in
// src/engine/capitals-types.ts. No core module imports src/engine/capitals/
// (test/engine/rule-seams.test.ts checks it).
import { activeOrder } from '../state.js';
import { hqOf } from '../ext.js';
import type { RulePlugin } from '../hooks.js';
import { territoriesControlledBy } from '../board.js';
import type { Action, CapitalsSlice } from '../types.js';
import { captureHQ } from './capture.js';
import { capitalsVictory, chooseHQ, emptyCapitals, finishHQs, holdForHQs } from './hq.js';

export const capitalsPlugin: RulePlugin = {
  name: 'capitals',
  // HQs are chosen all at once: a seat chooses while the others still do
  anytime: ['chooseHQ'],
  hooks: {
    startSlices: (features, players) => (features.capitals ? { capitals: emptyCapitals(players) } : {}),
    firstTurnHeld: holdForHQs,
    // K-1: the choice is made in the HQ phase; elsewhere the phase's own refusal answers
    ownAction: (d, actor, a) =>
      a.type === 'chooseHQ' && d.s.phase.kind === 'chooseHQ' ? chooseHQ(d, actor, a.territory) : null,
    seatActions: (s, player) => {
      if (s.phase.kind !== 'chooseHQ') return undefined;
      if (hqOf(s, player)) return [];
      return territoriesControlledBy(s, player).map((t): Action => ({ type: 'chooseHQ', territory: t }));
    },
    // HQs are chosen all at once: the game waits only for those still playing
    afterAction: (d, _actor, a) => {
      const s = d.s;
      if (a.type === 'abandon' && s.phase.kind === 'chooseHQ' && activeOrder(s).every((id) => hqOf(s, id)))
        finishHQs(d);
    },
    onConquer: (d, player, to, previousOwner, below) => {
      below(d, player, to, previousOwner);
      captureHQ(d, player, to, previousOwner);
    },
    victory: capitalsVictory,
  },
  copies: {
    // cards arrays are replaced, not edited: shared
    capitals: (c) => {
      const out: CapitalsSlice = {};
      for (const id in c) out[id] = { hq: c[id].hq, revealed: c[id].revealed, cards: c[id].cards };
      return out;
    },
  },
};
