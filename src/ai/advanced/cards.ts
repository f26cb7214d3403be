// NA-EFF, NA-CRD-5: the card effects the napoleon-advanced AI plays, each in its phase and just
// before the step it helps (CHARGE and SAPEURS before the invasion it is about to blitz,
// BRÛLOTS before its naval fight), and the defence card it arms before its turn ends so that it
// defends while the others play. The choices are made among the engine's legal card actions;
// a card of the set it could trade now is kept for the trade (until its last trade is past).
import { armiesOn, controller } from '../../engine/board.js';
import { generalsOn, seaController, unitsOnBoard } from '../../engine/board-units.js';
import { cardMomentRefusal } from '../../engine/advanced/card-actions.js';
import { armedCardOf } from '../../engine/advanced/card-arming.js';
import { cardTerritory, effectOfCard } from '../../engine/advanced/card-effects.js';
import { pushCardActions } from '../../engine/advanced/card-legal.js';
import { setsFor } from '../../engine/state.js';
import type { Action, EffectKind, GameState, PlayerId } from '../../engine/types.js';
import { lastTurn } from './endgame.js';
import { front } from './front.js';
import type { AdvancedAiOptions } from './options.js';

type Play = Extract<Action, { type: 'playCard' }>;
type Arm = Extract<Action, { type: 'armCard' }>;

const SEA_KINDS: readonly EffectKind[] = ['brulots', 'transport'];
/** Defence cards by what they are worth armed: 2 armies at once, +1 to the best die, a re-roll. */
const ARM_ORDER: readonly EffectKind[] = ['levee_locale', 'defense_heroique', 'eclaireurs'];

const kindOf = (s: GameState, card: number): EffectKind | undefined => effectOfCard(s, card)?.kind;

/** ARSENAL: a general at the front while fewer than 3 serve, else a fortification there, else a ship. */
function arsenalChoice(s: GameState, player: PlayerId, plays: Play[], o: AdvancedAiOptions): Play | undefined {
  const lines = front(s, player);
  const general = plays.find((p) => p.build === 'general' && p.at === lines[0]);
  if (general && unitsOnBoard(s, player, 'generals') < 3 && generalsOn(s, lines[0], player) < 2) return general;
  for (const t of lines) {
    const fort = plays.find((p) => p.build === 'fort' && p.at === t);
    if (fort) return fort;
  }
  if (!o.sea) return undefined;
  return plays.find((p) => p.build === 'ship' && p.at !== undefined && seaController(s, p.at) === -1);
}

/** CONTAGION: an epidemic onto an opponent's territory, best taken off one of ours. */
function contagionChoice(s: GameState, player: PlayerId, plays: Play[]): Play | undefined {
  const foe = (t: string | undefined) => t !== undefined && controller(s, t) >= 0 && controller(s, t) !== player;
  const score = (p: Play) => (p.from !== undefined && controller(s, p.from) === player ? 2 : 0) + armiesOn(s, p.at!);
  return plays.filter((p) => foe(p.at)).sort((a, b) => score(b) - score(a))[0];
}

/** The card to play now, given the step the AI is about to take. */
function playChoice(
  s: GameState,
  player: PlayerId,
  plays: Play[],
  next: Action,
  o: AdvancedAiOptions,
): Play | undefined {
  const of = (kind: EffectKind) => plays.filter((p) => kindOf(s, p.card) === kind);
  const at = (kind: EffectKind, target: string) => of(kind).find((p) => p.at === target);
  switch (s.phase.kind) {
    case 'reinforce':
      return (
        of('renfort')[0] ??
        arsenalChoice(s, player, of('arsenal'), o) ??
        contagionChoice(s, player, of('contagion')) ??
        of('espion').find((p) => controller(s, cardTerritory(s, p.card)!) === player)
      );
    case 'attack':
      if (next.type === 'blitz' || next.type === 'attack')
        return (
          at('charge', next.to) ??
          at('sapeurs', next.to) ??
          // a scout is worth more armed, unless another defence card will be
          (s.players[player].hand.some(
            (c) => c !== at('eclaireurs', next.to)?.card && ARM_ORDER.includes(kindOf(s, c)!),
          )
            ? at('eclaireurs', next.to)
            : undefined)
        );
      if (next.type === 'seaBattle') return at('brulots', next.zone);
      if (next.type === 'sail' && o.sea) return at('brulots', next.to);
      return undefined;
    case 'fortify':
      return next.type === 'fortify' || next.type === 'manoeuvre' ? of('marche_forcee')[0] : undefined;
    default:
      return undefined;
  }
}

/** NA-CRD-5: the defence card to arm before the turn ends, on the front territory holding generals, else on any. */
function armChoice(s: GameState, player: PlayerId, arms: Arm[]): Arm | undefined {
  if (arms.length === 0 || armedCardOf(s, player) !== null) return undefined;
  const guarded = front(s, player).find((t) => generalsOn(s, t, player) > 0) ?? null;
  for (const kind of ARM_ORDER) {
    const mine = arms.filter((a) => kindOf(s, a.card) === kind);
    const pick = mine.find((a) => a.target === guarded) ?? mine.find((a) => a.target === null);
    if (pick) return pick;
  }
  return undefined;
}

/** A card to play or arm before `next` (the step the AI would take otherwise), or null. */
export function cardAction(s: GameState, player: PlayerId, next: Action, o: AdvancedAiOptions): Action | null {
  const hand = s.players[player].hand;
  if (!o.cards || hand.length === 0 || s.turn.player !== player || cardMomentRefusal(s) !== null) return null;
  const legal: Action[] = [];
  pushCardActions(s, player, legal);
  // a set is traded only in a reinforcement phase: after the last one nothing is kept for it
  const keep = s.phase.kind === 'reinforce' || !lastTurn(s, player);
  const kept = new Set(keep ? (setsFor(s, player)[0]?.cards ?? []) : []);
  const usable = (card: number) => !kept.has(card) && (o.sea || !SEA_KINDS.includes(kindOf(s, card)!));
  const plays = legal.filter((a): a is Play => a.type === 'playCard' && usable(a.card));
  // a card is worth more in a set (2.3 armies, Renfort 4 more) than most effects, until the
  // last turn, when nothing is saved for later
  const play = lastTurn(s, player) ? playChoice(s, player, plays, next, o) : undefined;
  if (play) return play;
  if (next.type !== 'endTurn') return null;
  return (
    armChoice(
      s,
      player,
      legal.filter((a): a is Arm => a.type === 'armCard' && usable(a.card)),
    ) ?? null
  );
}
