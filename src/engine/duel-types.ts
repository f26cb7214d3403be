// The duel's declarations (napoleon-duel, N2-*; the independents also play in the 1796
// campaign): its state slice, actions, refusals, log events and public view, merged into the
// core unions (src/engine/plugin-types.ts). Its rules live in src/engine/duel/.
import type { PlayerId, TerritoryId } from './types.js';

/**
 * N2-* (napoleon-duel): the four independents are extra players of kind 'neutral' (ids 2..5);
 * this slice holds what the duel adds around them. Public: every seat may know all of it.
 */
export interface DuelSlice {
  /** N2-1: armies placed for each independent in the current setup placement turn. */
  setupPlaced: Record<PlayerId, number>;
  /** N2-A: each independent's status: the seat it is allied with, or -1 (neutral). Empty when passive. */
  ally: Record<PlayerId, PlayerId>;
  /** N2-A, the current turn: influence still open (nothing else done yet), allies reinforced, armies that made their strategic move, combat begun. */
  turn: { influence: boolean; reinforced: PlayerId[]; moved: PlayerId[]; combat: boolean };
  /** N2-A: the invasion in progress (its status roll comes when it ends). */
  invasion: { to: TerritoryId; by: PlayerId; defender: PlayerId; conquered: boolean } | null;
}

export type DuelRefusal =
  /** influence or allies in a game with passive independents (N2-P) */
  | 'passive'
  /** not one of the four independents, or already eliminated */
  | 'notIndependent'
  /** influence only at the start of the turn, before anything else */
  | 'notStartOfTurn'
  /** it already holds 3 cards: no more influence */
  | 'full'
  /** it is already the player's ally */
  | 'alreadyAlly'
  /** it is not the player's ally */
  | 'notAlly'
  /** that ally was already reinforced this turn */
  | 'alreadyReinforced'
  /** ally reinforcements come before the first attack */
  | 'tooLate'
  /** the ally's rolled armies must be placed first */
  | 'allyToPlace'
  /** an attack on one's own side (own territory or an ally's) */
  | 'ownSide'
  /** that army already made its strategic move this turn */
  | 'alreadyMoved';

/** N2-A: what a seat may ask of the independents. */
export type DuelAction =
  /** N2-A: give a card to an independent to move its status one step toward the giver (start of turn). */
  | { type: 'influence'; independent: PlayerId; card: number }
  /** N2-A: roll one die of reinforcements for an ally (placed with placeNeutral on its territories). */
  | { type: 'reinforceAlly'; independent: PlayerId };

/** N2-A: the independents in the log. */
export type DuelEvent =
  /** N2-A: a card given to an independent (`card` is the giver's secret: null for everyone else); `ally` its status now, `cards` how many it holds. */
  | {
      type: 'independentInfluenced';
      player: PlayerId;
      independent: PlayerId;
      card: number | null;
      cards: number;
      ally: PlayerId;
    }
  /** N2-A: one die of reinforcements for an ally. */
  | { type: 'allyReinforced'; player: PlayerId; independent: PlayerId; die: number }
  /** N2-A: the status roll after an invasion involving an independent (1–4: one step away from `player`). */
  | {
      type: 'allyStatusRolled';
      player: PlayerId;
      independent: PlayerId;
      die: number;
      ally: PlayerId;
      changed: boolean;
    };

declare module './plugin-types.js' {
  interface PluginDeclarations {
    duel: {
      actions: DuelAction;
      /** N2-* (napoleon-duel): independents and allies. `independent` names the army concerned. */
      refusals: { code: 'duel'; reason: DuelRefusal; independent: PlayerId | null };
      events: DuelEvent;
      slices: {
        /** N2-* (napoleon-duel, napoleon-campaign): the independents' setup quotas, statuses, turn flags. */
        duel?: DuelSlice;
      };
      view: {
        /** N2-*: the independents' variant and each live one's status (-1 neutral, else the allied seat). */
        duel?: { independents: 'passive' | 'active'; status: Record<PlayerId, PlayerId> };
      };
    };
  }
}
