// A coin game, the tiny third family that proves the family registry (it lives in test/, not in
// the product): two seats call heads or tails in turns, the coin is flipped from the PRNG kept in
// the state, a right call scores a point, first to 3 wins. Pure and deterministic like every
// definition: seed + log replay it.
import { nextUint32, seedRng, type RngState } from '../../src/engine/rng.ts';
import type { GameDefinition, SeatIndex } from '../../src/game/definition.ts';

export const COIN_TARGET = 3;
export type Side = 'heads' | 'tails';
export interface CoinState {
  current: SeatIndex;
  scores: number[];
  names: string[];
  flips: number;
  winner: SeatIndex | null;
  rng: RngState;
}
export type CoinAction = { type: 'call'; side: Side } | { type: 'timeout' };
export type CoinEvent =
  | { type: 'flipped'; seat: SeatIndex; call: Side | null; side: Side }
  | { type: 'won'; seat: SeatIndex };
export interface CoinError {
  code: 'notYourTurn' | 'over' | 'badAction';
}
export type CoinView = Omit<CoinState, 'rng'>;

const ok = <T>(value: T) => ({ ok: true as const, value });
const err = (code: CoinError['code']) => ({ ok: false as const, error: { code } });

export const coinGame: GameDefinition<CoinState, CoinAction, CoinEvent, CoinView, CoinView, CoinError, object> = {
  id: 'coin',
  schemaVersion: 1,
  setup: ({ seats, seed }) =>
    seats.length !== 2
      ? err('badAction')
      : ok({
          state: {
            current: 0,
            scores: [0, 0],
            names: seats.map((s) => s.name),
            flips: 0,
            winner: null,
            rng: seedRng(seed),
          },
          events: [],
        }),
  apply: (s, seat, a) => {
    if (s.winner !== null) return err('over');
    if (seat !== s.current) return err('notYourTurn');
    if (a.type !== 'call' && a.type !== 'timeout') return err('badAction');
    const rng: RngState = [...s.rng];
    const side: Side = nextUint32(rng) % 2 === 0 ? 'heads' : 'tails';
    const call = a.type === 'call' ? a.side : null;
    const scores = s.scores.map((n, i) => (i === seat && call === side ? n + 1 : n));
    const winner = scores[seat]! >= COIN_TARGET ? seat : null;
    const events: CoinEvent[] = [{ type: 'flipped', seat, call, side }];
    if (winner !== null) events.push({ type: 'won', seat });
    return ok({
      state: { ...s, rng, scores, winner, flips: s.flips + 1, current: winner === null ? 1 - seat : seat },
      events,
    });
  },
  legal: (s, seat) =>
    s.winner === null && seat === s.current
      ? [
          { type: 'call', side: 'heads' },
          { type: 'call', side: 'tails' },
        ]
      : [],
  publicView: ({ rng: _rng, ...view }) => view,
  privateView: ({ rng: _rng, ...view }) => view,
  eventsFor: (events) => [...events],
  waitingFor: (s) => (s.winner === null ? [s.current] : []),
  outcome: (s) =>
    s.winner === null
      ? null
      : {
          winners: [s.winner],
          reason: 'score',
          placements: s.scores.map((_, i) => (i === s.winner ? 1 : 2)),
          scores: s.scores,
        },
  forfeitTurn: () => [{ type: 'timeout' }],
  deadlineKey: (s) => `${s.flips}:${s.current}`,
  ai: {
    // Nothing to think about: a fair coin; the AI calls from its own PRNG.
    random: (_view, legal, rng) => legal[rng() < 0.5 ? 0 : legal.length - 1]!,
  },
  migrate: (raw) => {
    const s = raw as Partial<CoinState> | null;
    return s && Array.isArray(s.scores) && Array.isArray(s.rng) && typeof s.current === 'number'
      ? ok(s as CoinState)
      : { ok: false, error: { code: 'badState', detail: 'not a coin game state' } };
  },
};
