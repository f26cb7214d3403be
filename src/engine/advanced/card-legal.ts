// The card actions a player may take now (listed by the `ownLegalActions` hook, for the panel and
// the AI): each card of the hand played for its effect on every place it may name (counts at
// their ends, as the engine's own lists), and each D/AD card armed for any territory or for one
// on the player's front.
import { armiesOn, controller, frontOf, mapOf, territoriesControlledBy } from '../board.js';
import { epidemicsOn } from '../board-units.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../types.js';
import { cardMomentRefusal, advPhaseOf } from './card-actions.js';
import { armedCardOf } from './card-arming.js';
import { armable, effectOfCard, playableIn } from './card-effects.js';
import { checkCardPlay, type CardPlay } from './card-play.js';
import { landingReach } from './seas.js';

const ends = (min: number, max: number): number[] => (max < min ? [] : min === max ? [min] : [min, max]);

/** What each kind of card may name (before its own check). */
function candidates(s: GameState, player: PlayerId, card: number): Omit<CardPlay, 'card'>[] {
  const def = effectOfCard(s, card)!;
  const map = mapOf(s);
  const own = territoriesControlledBy(s, player);
  const zones = map.seas.zones.map((z) => z.id);
  const enemies = map.territoryIds.filter((t) => {
    const c = controller(s, t);
    return c >= 0 && c !== player;
  });
  switch (def.kind) {
    case 'renfort':
    case 'marche_forcee':
      return [{}];
    case 'arsenal':
      return [
        ...zones.flatMap((at) => [
          { build: 'ship' as const, at },
          { build: 'admiral' as const, at },
        ]),
        ...own.flatMap((at) => [
          { build: 'general' as const, at },
          { build: 'fort' as const, at },
        ]),
      ];
    case 'contagion':
      return map.territoryIds
        .filter((t) => epidemicsOn(s, t) > 0)
        .flatMap((from) => map.adjacency[from].map((at) => ({ from, at })));
    case 'charge':
    case 'sapeurs':
    case 'eclaireurs': {
      // the territories the player could invade from where they stand
      const front = new Set<TerritoryId>(frontOf(s, player).flatMap((t) => map.adjacency[t]));
      return enemies.filter((t) => front.has(t)).map((at) => ({ at }));
    }
    case 'brulots':
      return zones.map((at) => ({ at }));
    case 'transport':
      return own
        .filter((from) => armiesOn(s, from) > 1)
        .flatMap((from) =>
          [...landingReach(s, from, player)]
            .filter((to) => controller(s, to) === player)
            .flatMap((at) => ends(1, armiesOn(s, from) - 1).map((count) => ({ from, at, count }))),
        );
    case 'espion':
      return s.players.filter((p) => p.id !== player && p.kind !== 'neutral').map((p) => ({ player: p.id }));
    case 'defense_heroique':
    case 'levee_locale':
      return [];
  }
}

/** NA-CRD-1, NA-CRD-5: the legal card plays and arms of `player` now. */
export function pushCardActions(s: GameState, player: PlayerId, out: Action[]): void {
  if (s.turn.player !== player || cardMomentRefusal(s) !== null) return;
  const phase = advPhaseOf(s)!;
  const armedNow = armedCardOf(s, player) !== null;
  for (const card of s.players[player].hand) {
    const def = effectOfCard(s, card);
    if (!def) continue;
    if (playableIn(def.symbol, phase, true))
      for (const c of candidates(s, player, card)) {
        const play: CardPlay = { card, ...c };
        if (checkCardPlay(s, player, play, phase) === null) out.push({ type: 'playCard', ...play });
      }
    if (armable(def.symbol) && !armedNow) {
      out.push({ type: 'armCard', card, target: null });
      for (const t of frontOf(s, player)) out.push({ type: 'armCard', card, target: t });
    }
  }
}
