// A game's options read through its ruleset (src/rules/features.ts): what the engine, the AI and
// the presenters are told a game plays with, for new games, stored games and lobbies.
import { describe, expect, it } from 'vitest';
import { featuresOf } from '../../src/engine/state.js';
import { liftFog } from '../../src/engine/fog.js';
import { requestedFeatures } from '../../src/rules/registry.js';
import type { GameState, RuleOptions } from '../../src/engine/types.js';
import { game } from './helpers.js';

/** A stored state whose options predate some of today's (older games lack `cards`, `fog`, `independents`). */
const stored = (s: GameState, drop: (keyof RuleOptions)[]): GameState => {
  const options = { ...s.options } as Partial<RuleOptions>;
  for (const k of drop) delete options[k];
  return { ...s, options: options as RuleOptions };
};

describe('options read through the ruleset', () => {
  it('K-*, C-OPT-2, C-OPT-3, C-OPT-6: a new game is told the options it was created with', () => {
    const f = featuresOf(
      game('classic', 3, { capitals: '2000', territoryCap: 12, fortify: 'connected', cards: 'none' }).state,
    );
    expect(f).toMatchObject({ capitals: '2000', territoryCap: 12, connectedFortify: true, playsCards: false });
    expect(f.goal(3)).toBe('capitals');
    const plain = featuresOf(game('classic', 3).state);
    expect(plain).toMatchObject({ capitals: null, territoryCap: null, connectedFortify: false, playsCards: true });
    expect(plain.goal(3)).toBe('conquest');
  });

  it('C-2P-1 / M-2P-1: the neutral army rules follow the twoPlayer option (missions defaults to 2000)', () => {
    expect(featuresOf(game('classic', 2).state).neutralArmy).toBe('1992');
    expect(featuresOf(game('missions', 2).state).neutralArmy).toBe('2000');
  });

  it('a stored game without an option keeps what older games played: cards dealt, no fog, passive independents', () => {
    const duel = game('napoleon-duel', 2, { independents: 'active' }).state;
    expect(featuresOf(duel).independents).toBe('active');
    const old = stored(duel, ['cards', 'fog', 'independents']);
    expect(featuresOf(old)).toMatchObject({ playsCards: true, fog: false, independents: 'passive' });
    // the campaign's default is active independents, but a stored game is never re-filled from today's defaults
    const campaign = stored(game('napoleon-campaign', 2).state, ['independents']);
    expect(featuresOf(campaign).independents).toBe('passive');
  });

  it('FOG-6: a lifted state (new options object) is told the fog is off; the game itself still has it', () => {
    const s = game('classic', 3, { fog: true, setup: 'deal' }).state;
    expect(featuresOf(s).fog).toBe(true);
    expect(featuresOf(liftFog(s)).fog).toBe(false);
    expect(featuresOf(s).fog).toBe(true);
  });

  it('a lobby is told the ruleset defaults under its requests (what newGame will resolve)', () => {
    expect(requestedFeatures('missions', {}).setup).toBe('deal');
    expect(requestedFeatures('classic', {}).setup).toBe('auto');
    expect(requestedFeatures('classic', { setup: 'claim' }).setup).toBe('claim');
    expect(requestedFeatures('napoleon-campaign', {}).campaignSide).toBe('random');
    expect(requestedFeatures('napoleon-campaign', { campaignSide: 'england' }).campaignSide).toBe('england');
    expect(requestedFeatures('risiko', { fog: true }).fog).toBe(true);
    expect(requestedFeatures('risiko', {}).fog).toBe(false);
  });
});
