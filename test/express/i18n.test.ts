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
      expect(expressErrorMessage(samples.lineNotFillable, locale, names)).toContain(
        lineText({ kind: 'soldiers', count: 5 }, locale),
      );
    });

    it(`every event of a played game reads in ${locale}`, () => {
      const g = runExpressGame({
        players: 3,
        seed: 31,
        ais: ['expected', 'random'],
        options: { continueFailed: true },
      });
      const seen = new Set<string>();
      // Replay through the definition to collect the events (the sim keeps only the log).
      const events: ExpressEvent[] = collect(g);
      for (const e of events) {
        const m = expressEventMessage(e, locale, names);
        expect(m, e.type).toMatch(/\S/);
        expect(m, e.type).not.toMatch(/undefined|NaN|\[object/);
        seen.add(e.type);
      }
      for (const t of [
        'startRolled',
        'orderDecided',
        'turnStarted',
        'rolled',
        'targetChosen',
        'lineFilled',
        'dieSetAside',
        'cardConquered',
        'attemptFailed',
        'gameEnded',
      ])
        expect(seen, t).toContain(t);
    });
  }

  it('French and Italian are translations, not English', () => {
    const en = expressErrorMessage(samples.mustFill, 'en', names);
    expect(expressErrorMessage(samples.mustFill, 'fr', names)).not.toBe(en);
    expect(expressErrorMessage(samples.mustFill, 'it', names)).not.toBe(en);
    expect(
      expressEventMessage(
        { type: 'lineFilled', seat: 0, card: 'north-africa', line: 3, dice: ['general'] },
        'fr',
        names,
      ),
    ).toBe('Ada remplit le cercle du Général avec Général.');
    expect(lineText({ kind: 'symbols', faces: ['cavalry', 'cavalry'] }, 'it')).toBe('2 Cavallerie');
  });
});

import { expressGame } from '../../src/express/definition.js';
function collect(g: ReturnType<typeof runExpressGame>): ExpressEvent[] {
  const r = expressGame.setup(
    {
      ruleset: 'express',
      seed: 31,
      options: { continueFailed: true },
      seats: g.seatAi.map((ai, i) => ({ name: `${ai}-${i}`, kind: 'ai' as const, ai })),
    },
    { now: 0 },
  );
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

import { expressActionLabel, expressCardList, expressEvText, expressRules } from '../../src/i18n/express.js';
import { choiceValues } from '../../src/express/ev.js';
import { CAN, CAV, G, newGame, play, rolled } from './helpers.js';

describe('Risk Express presenter helpers', () => {
  it('labels every legal action, the target choice as an invasion', () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    expect(expressActionLabel({ type: 'fill', card: 'usa', line: 0 }, s, 'en')).toBe(
      'Invade United States: fill line 1 (Cavalry + Cannon)',
    );
    const t = play(s, { type: 'fill', card: 'usa', line: 0 }).state;
    t.attempt!.tray = ['cavalry', 'cannon', 'general', 'general', 'general'];
    expect(expressActionLabel({ type: 'fill', card: 'usa', line: 1 }, t, 'fr')).toBe(
      'Remplir la ligne 2 (Cavalerie + Canon) de la carte États-Unis',
    );
    expect(expressActionLabel({ type: 'setAside', face: 'soldier2' }, t, 'it')).toBe(
      'Metti da parte un dado 2 Soldati',
    );
    for (const locale of ['en', 'fr', 'it'] as const) {
      for (const a of expressGame.legal(s, s.current))
        expect(expressActionLabel(a, s, locale)).not.toMatch(/undefined|\?/);
    }
  });

  it("shows expected value with the chance, in the reader's number format", () => {
    const s = rolled(newGame(), [CAV, CAN, G, G, G, G, G]);
    const v = choiceValues(s, s.current)[0];
    expect(expressEvText(v.ev, v.p, 'en')).toMatch(/^expected \d+\.\d\d pts, \d+\.\d %/);
    expect(expressEvText(1.5, 0.25, 'fr')).toBe('espérance 1,50 pts, 25,0 % de conquête');
  });

  it('the card list for /risk rules says which cards are designed, in every language', () => {
    for (const locale of ['en', 'fr', 'it'] as const) {
      const list = expressCardList(locale);
      expect(list).toHaveLength(14 + 6);
      expect(expressRules(locale).map((r) => r.split(' ')[0])).toEqual([
        'X-1',
        'X-2',
        'X-3',
        'X-4',
        'X-5',
        'X-6',
        'X-7',
        'X-OPT-1',
      ]);
    }
    const en = expressCardList('en');
    expect(en.find((l) => l.startsWith('North Africa'))).toBe(
      'North Africa (Africa) — 2 pts — 2 Cavalry / 5 Soldiers / 2 Soldiers + General circle — as published',
    );
    expect(en.find((l) => l.startsWith('China'))).toMatch(/— designed$/);
    expect(en.find((l) => l.startsWith('Australia ('))).not.toMatch(/General/);
    expect(en).toContain('Africa: 5 pts when closed');
  });
});
