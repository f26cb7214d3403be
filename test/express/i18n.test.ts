// Every Risk Express refusal and event has a message in English, French and Italian.
import { describe, expect, it } from 'vitest';
import { expressErrorMessage, expressEventMessage, lineText } from '../../src/i18n/express.js';
import { EXPRESS } from '../../src/express/cards.js';
import type { ExpressError, ExpressErrorCode, ExpressEvent } from '../../src/express/types.js';
import { runExpressGame } from '../../src/sim/express.js';

const names = ['Ada', 'Bob', 'Cleo'];
// One sample per code: the mapped type makes a new code without a sample a compile error.
const samples: { [K in ExpressErrorCode]: Extract<ExpressError, { code: K }> } = {
  badRuleset: { code: 'badRuleset', ruleset: 'classic' },
  badSeats: { code: 'badSeats', min: 2, max: 5, got: 7 },
  gameOver: { code: 'gameOver' },
  notYourTurn: { code: 'notYourTurn', current: 1 },
  mustRoll: { code: 'mustRoll', canContinue: true },
  alreadyRolled: { code: 'alreadyRolled' },
  nothingToContinue: { code: 'nothingToContinue' },
  unknownCard: { code: 'unknownCard', card: 'atlantis' },
  cardClosed: { code: 'cardClosed', card: 'australia', continent: 'australia' },
  ownCard: { code: 'ownCard', card: 'usa' },
  ownedInFirstRound: { code: 'ownedInFirstRound', card: 'usa', owner: 2 },
  otherTarget: { code: 'otherTarget', card: 'japan', target: 'usa' },
  unknownLine: { code: 'unknownLine', card: 'usa', line: 7, lines: 3 },
  lineAlreadyFilled: { code: 'lineAlreadyFilled', card: 'usa', line: 2 },
  lineNotFillable: { code: 'lineNotFillable', card: 'north-africa', line: 1, fillable: [0, 3] },
  mustFill: { code: 'mustFill', choices: 2 },
  faceNotInTray: { code: 'faceNotInTray', face: 'cannon', tray: ['general', 'soldier3'] },
  badAction: { code: 'badAction' },
};

describe('Risk Express messages', () => {
  for (const locale of ['en', 'fr', 'it'] as const) {
    it(`every refusal reads in ${locale}, naming what it is about`, () => {
      for (const e of Object.values(samples) as ExpressError[]) {
        const m = expressErrorMessage(e, locale, names);
        expect(m, e.code).toMatch(/\S/);
        expect(m, e.code).not.toMatch(/undefined|NaN|\[object/);
        if ('card' in e && EXPRESS.byId[e.card]) expect(m, e.code).toContain(EXPRESS.byId[e.card].name[locale]);
      }
      expect(expressErrorMessage(samples.notYourTurn, locale, names)).toContain('Bob');
      expect(expressErrorMessage(samples.lineNotFillable, locale, names)).toContain(lineText({ kind: 'soldiers', count: 5 }, locale));
    });

    it(`every event of a played game reads in ${locale}`, () => {
      const g = runExpressGame({ players: 3, seed: 31, ais: ['expected', 'random'], options: { continueFailed: true } });
      const seen = new Set<string>();
      // Replay through the definition to collect the events (the sim keeps only the log).
      const events: ExpressEvent[] = collect(g);
      for (const e of events) {
        const m = expressEventMessage(e, locale, names);
        expect(m, e.type).toMatch(/\S/);
        expect(m, e.type).not.toMatch(/undefined|NaN|\[object/);
        seen.add(e.type);
      }
      for (const t of ['startRolled', 'orderDecided', 'turnStarted', 'rolled', 'targetChosen', 'lineFilled', 'dieSetAside', 'cardConquered', 'attemptFailed', 'gameEnded']) expect(seen, t).toContain(t);
    });
  }

  it('French and Italian are translations, not English', () => {
    const en = expressErrorMessage(samples.mustFill, 'en', names);
    expect(expressErrorMessage(samples.mustFill, 'fr', names)).not.toBe(en);
    expect(expressErrorMessage(samples.mustFill, 'it', names)).not.toBe(en);
    expect(expressEventMessage({ type: 'lineFilled', seat: 0, card: 'north-africa', line: 3, dice: ['general'] }, 'fr', names))
      .toBe('Ada remplit le cercle du Général avec Général.');
    expect(lineText({ kind: 'symbols', faces: ['cavalry', 'cavalry'] }, 'it')).toBe('2 Cavallerie');
  });
});

import { expressGame } from '../../src/express/definition.js';
function collect(g: ReturnType<typeof runExpressGame>): ExpressEvent[] {
  const r = expressGame.setup({ ruleset: 'express', seed: 31, options: { continueFailed: true }, seats: g.seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai' as const, ai })) }, { now: 0 });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value.state;
  const out = [...r.value.events];
  for (const { seat, action } of g.log) {
    const step = expressGame.apply(s, seat, action, { now: 0 });
    if (!step.ok) throw new Error(step.error.code);
    s = step.value.state;
    out.push(...step.value.events);
  }
  return out;
}
