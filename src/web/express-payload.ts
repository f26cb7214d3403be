// Risk Express on the live map: its card table (every country card with its continent, score
// and holder, the closed continents), the seats with their scores, and this turn's log.
// Nothing in Risk Express is secret but the PRNG, which its public view already drops.
import type { ExpressRecord } from '../discord/games/express/record.js';
import { EXPRESS_COLOURS } from '../discord/games/express/names.js';
import { expressEventLines } from '../discord/games/express/present.js';
import { EXPRESS } from '../express/cards.js';
import { scores } from '../express/rules.js';
import type { ExpressEvent } from '../express/types.js';
import { expressGame } from '../express/definition.js';
import type { Locale } from '../i18n/names.js';
import { pageLabels, type PageLabels } from './words.js';
import { layerLabels, type LayerLabels } from './layer-words.js';
import type { FamilyPage } from './payload.js';

export interface ExpressPayload {
  kind: 'express';
  gameId: string;
  seq: number;
  status: string;
  locale: Locale;
  ruleset: 'express';
  labels: PageLabels;
  /** The history's words (the past marker). */
  words: LayerLabels;
  title: string;
  round: number;
  current: number | null;
  players: { id: number; name: string; colour: string; score: number }[];
  continents: { id: string; name: string; score: number; closed: boolean; cards: string[] }[];
  cards: Record<string, { name: string; continent: string; score: number; owner: number | null }>;
  /** The attempt in progress: its target card. */
  target: string | null;
  log: string[];
}

/** Risk Express's page: public only (nothing is secret). */
export const expressPage: FamilyPage<ExpressRecord, ExpressEvent> = {
  payload: (r, turnEvents) => expressPayload(r, turnEvents),
};

function expressPayload(r: ExpressRecord, turnEvents: ExpressEvent[]): ExpressPayload {
  const locale = r.locale;
  const s = r.state;
  const v = s ? expressGame.publicView(s) : null;
  const sc = v ? scores(v) : r.seats.map(() => 0);
  return {
    kind: 'express',
    gameId: r.gameId,
    seq: r.logSeq ?? 0,
    status: r.status,
    locale,
    ruleset: 'express',
    labels: pageLabels(locale),
    words: layerLabels(locale),
    title: 'Risk Express',
    round: v?.round ?? 0,
    current: v && r.status === 'playing' ? v.current : null,
    players: r.seats.map((seat, i) => ({
      id: i,
      name: seat.name,
      colour: EXPRESS_COLOURS[i % EXPRESS_COLOURS.length],
      score: sc[i] ?? 0,
    })),
    continents: EXPRESS.continents.map((c) => ({
      id: c.id,
      name: c.name[locale],
      score: c.score,
      closed: v?.closed.includes(c.id) ?? false,
      cards: [...c.cards],
    })),
    cards: Object.fromEntries(
      EXPRESS.cards.map((c) => [
        c.id,
        { name: c.name[locale], continent: c.continent, score: c.score, owner: v?.owners[c.id] ?? null },
      ]),
    ),
    target: v?.attempt?.target ?? null,
    log: v ? expressEventLines(r, turnEvents, locale) : [],
  };
}
