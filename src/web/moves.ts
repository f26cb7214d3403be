// What a seat may do now, for the page to offer as buttons: the engine's own legal-move
// enumeration (legalActions), grouped by the place each action starts from, each with a
// label in the viewer's language and the action itself to send back. Nothing here decides
// legality: the page sends an action, the app's `play` applies it through the engine like a
// slash command or a panel tap, and refuses what the engine refuses. The engine lists counts at
// their ends (1 and the most); the values between are legal too, so a few are offered.
import type { GameRecord } from '../app/record.js';
import { isMapRecord } from '../discord/games/map/record.js';
import { placeNamer } from '../discord/panel/controls/places.js';
import { effectCardLabel } from '../discord/present/advanced-content.js';
import { cardLabel } from '../discord/present/secrets.js';
import { legalActions, waitingFor, type Action } from '../engine/index.js';
import { tradeGain } from '../game/map-queries.js';
import type { Locale } from '../i18n/names.js';
import { moveWords } from './move-words.js';

export interface MoveOption {
  label: string;
  action: Action;
}

export interface Moves {
  /** The record's revision: the action is refused as stale if the game moved on (compare-and-set). */
  rev: number;
  seq: number;
  /** Actions by the territory (or sea zone) they start from. */
  byPlace: Record<string, MoveOption[]>;
  /** Actions tied to no place on the board (end the phase, trade, move in, cards). */
  general: MoveOption[];
}

/** A manoeuvre's kind, as the panel marks it. */
const BY: Record<string, string> = { land: '🚶', naval: '⛵', general: '🎖️', admiral: '⚓' };

/** The numeric field the engine lists at its ends, per action type. */
const RANGED: Partial<Record<Action['type'], string>> = {
  place: 'count',
  placeNeutral: 'count',
  fortify: 'count',
  move: 'count',
  occupy: 'count',
  build: 'count',
  manoeuvre: 'count',
  allyManoeuvre: 'count',
  sail: 'ships',
  follow: 'leaders',
};

/** A few values from min to max: all of them up to six, else the ends, the first ones and the middle. */
export function countsBetween(min: number, max: number): number[] {
  if (max - min <= 5) return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return [...new Set([min, min + 1, min + 2, Math.round((min + max) / 2), max - 1, max])].sort((a, b) => a - b);
}

/** Legal actions with the counts between the listed ends filled in, in the engine's order. */
function withCounts(acts: Action[]): Action[] {
  const groups = new Map<string, { first: Action; key: string; values: number[] }>();
  const out: (Action | string)[] = [];
  for (const a of acts) {
    const key = RANGED[a.type];
    if (!key) {
      out.push(a);
      continue;
    }
    const rec = a as unknown as Record<string, unknown>;
    const id = JSON.stringify({ ...rec, [key]: null });
    const g = groups.get(id);
    if (g) g.values.push(rec[key] as number);
    else {
      groups.set(id, { first: a, key, values: [rec[key] as number] });
      out.push(id);
    }
  }
  return out.flatMap((x) => {
    if (typeof x !== 'string') return [x];
    const g = groups.get(x)!;
    return countsBetween(Math.min(...g.values), Math.max(...g.values)).map(
      (n) => ({ ...g.first, [g.key]: n }) as Action,
    );
  });
}

const total = (g: { armies: number; bonus: number } | null): number | null => (g ? g.armies + g.bonus : null);

/** The seat's moves now (empty when the game does not wait for it); null for a game without a board. */
export function movesFor(r: GameRecord, seat: number, locale: Locale): Moves | null {
  if (!isMapRecord(r)) return null;
  const s = r.state;
  const base = { rev: r.rev, seq: r.logSeq ?? 0, byPlace: {}, general: [] };
  if (!s || r.status !== 'playing' || !waitingFor(s).includes(seat)) return base;
  const w = moveWords(locale) ?? moveWords('en');
  const name = placeNamer(r, locale);
  const byPlace: Record<string, MoveOption[]> = {};
  const general: MoveOption[] = [];
  // A card as its owner knows it (the hand is the seat's own to see here): by its effect and
  // territory where cards have effects (NA-CRD, "Charge (Scotland)"), else territory and symbol.
  const card = (c: number) => (s.ext.advanced ? effectCardLabel(r, c, locale) : cardLabel(r, c, locale));
  for (const a of withCounts(legalActions(s, seat))) {
    const opt = (label: string, at?: string | null) =>
      at ? (byPlace[at] ??= []).push({ label, action: a }) : general.push({ label, action: a });
    switch (a.type) {
      case 'place':
        opt(w.place(a.count), a.territory);
        break;
      case 'placeNeutral':
        opt(w.placeNeutral(a.count), a.territory);
        break;
      case 'claim':
        opt(w.claim, a.territory);
        break;
      case 'chooseHQ':
        opt(w.hq, a.territory);
        break;
      case 'trade':
        // My map is the seat's own page: the hand may be named (the public panel never does).
        // With what it brings, as the log then reports it (the set's armies and any territory bonus).
        opt(w.trade(a.cards.map((c) => cardLabel(r, c, locale)).join(' + '), total(tradeGain(s, seat, a.cards))));
        break;
      case 'attack':
        opt(w.attack(name(a.to), a.dice), a.from);
        break;
      case 'blitz':
        opt(w.blitz(name(a.to)), a.from);
        break;
      case 'move':
        opt(w.move(a.count));
        break;
      case 'endPhase':
        opt(s.phase.kind === 'reinforce' ? w.endReinforce : s.phase.kind === 'attack' ? w.endAttack : w.endPhase);
        break;
      case 'fortify':
        opt(w.fortify(name(a.to), a.count), a.from);
        break;
      case 'endTurn':
        opt(w.endTurn);
        break;
      case 'acceptRoll':
        opt(w.acceptRoll);
        break;
      case 'commander':
        opt(w.commander(a.die + 1));
        break;
      case 'reroll':
        opt(w.reroll(a.die + 1, card(a.card)));
        break;
      case 'claimMission':
        opt(w.claimMission(a.mission + 1));
        break;
      case 'influence':
        opt(`${w.influence(card(a.card))} · ${r.seats[a.independent]?.name ?? s.players[a.independent]?.name ?? ''}`);
        break;
      case 'reinforceAlly':
        opt(`${w.reinforceAlly} · ${s.players[a.independent]?.name ?? ''}`);
        break;
      case 'clearPlacement':
        opt(w.clearPlacement);
        break;
      case 'confirmPlacement':
        opt(w.confirmPlacement);
        break;
      case 'autoPlace':
        opt(w.autoPlace);
        break;
      case 'build':
        opt(w.build(w.units[a.unit] ?? a.unit, a.count), a.at);
        break;
      case 'seaBattle':
        opt(w.seaBattle(name(a.zone)), a.zone);
        break;
      case 'sail':
        opt(w.sail(name(a.to), a.ships), a.from);
        break;
      case 'occupy':
        opt(w.occupy(name(a.to), a.count), a.from);
        break;
      case 'follow':
        opt(w.follow(a.leaders));
        break;
      case 'manoeuvre':
        opt(`${BY[a.by] ?? ''} ${w.manoeuvre(name(a.to), a.count, a.leaders)}`.trim(), a.from);
        break;
      case 'playCard':
        opt(w.playCard(card(a.card), a.at ? name(a.at) : a.from ? name(a.from) : ''), a.at ?? a.from);
        break;
      case 'armCard':
        opt(w.armCard(card(a.card), a.target ? name(a.target) : ''), a.target);
        break;
      case 'annex':
        opt(w.annex(a.card === null ? null : card(a.card)), a.territory);
        break;
      case 'allyCard':
        opt(w.allyCard(card(a.card), name(a.to)), a.to);
        break;
      case 'allyManoeuvre':
        opt(w.allyManoeuvre(name(a.to), a.count), a.from);
        break;
      case 'setDefence':
        opt(w.setDefence(a.withOne));
        break;
      default:
        // abandon and tick are not a player's move from the map (abandon: /risk leave).
        break;
    }
  }
  return { ...base, byPlace, general };
}
