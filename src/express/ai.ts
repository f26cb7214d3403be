// Risk Express AI policies: `expected` takes the choice with the most expected points (exact
// odds, ev.ts); `random` takes any legal action.
import type { AiPolicy } from '../game/definition.js';
import { choiceValues } from './ev.js';
import type { ExpressAction, ExpressPrivateView } from './types.js';

export const randomPolicy: AiPolicy<ExpressPrivateView, ExpressAction> = (_view, legal, rng) =>
  legal[Math.floor(rng() * legal.length)];

export const expectedPolicy: AiPolicy<ExpressPrivateView, ExpressAction> = (view, legal) => {
  if (legal.length === 1 || legal.every((a) => a.type === 'setAside')) return legal[0];
  const values = choiceValues(view, view.seat);
  let best = values[0];
  // Ties (equal EV, e.g. which die to set aside) go to the first offered, so play is reproducible.
  for (const v of values) if (v.ev > best.ev + 1e-12) best = v;
  const pick = legal.find((a) => JSON.stringify(a) === JSON.stringify(best.action));
  return pick ?? legal[0];
};

export const expressPolicies = { expected: expectedPolicy, random: randomPolicy } as const;
