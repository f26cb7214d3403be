// The coin game's host: what the app needs beyond its rules (seats, turn, undo, AI).
import { nextUint32, type RngState } from '../../src/engine/rng.ts';
import { plainGame, type GameHost } from '../../src/game/host.ts';
import { coinGame, type CoinAction, type CoinEvent, type CoinState } from './game.ts';

export const coinHost: GameHost<CoinState, CoinAction, CoinEvent> = {
  def: coinGame,
  family: 'coin',
  rulesets: ['coin'],
  seats: () => ({ min: 2, max: 2 }),
  checkOptions: (_ruleset, options) => {
    const extra = Object.keys(options)[0];
    return extra === undefined ? { ok: true } : { ok: false, code: 'optionNotInRuleset', option: extra, legal: [] };
  },
  defaultAi: 'random',
  turn: (s) => s.flips + 1,
  round: (s) => Math.floor(s.flips / 2) + 1,
  // Every call flips the coin: nothing to take back.
  ...plainGame,
  forced: () => null,
  aiMove: (s, seat, policy, rng: RngState) => {
    const ai = coinGame.ai[policy] ?? coinGame.ai.random!;
    return ai(coinGame.privateView(s, seat), coinGame.legal(s, seat), () => nextUint32(rng) / 0x1_0000_0000);
  },
  fallbacks: [{ type: 'timeout' }],
};
