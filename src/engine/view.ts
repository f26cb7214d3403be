// What one person may know of a game. Everything that leaves the engine for a channel, an
// image or another player goes through viewFor: secrets never leave any other way.
import type {
  Card, ClockState, ColourId, GameState, LastMove, Phase, PlayerId, PlayerStatus, RuleOptions, RulesetId,
  SeatKind, TerritoryId, TerritoryState,
} from './types.js';

export interface PlayerView {
  id: PlayerId;
  name: string;
  colour: ColourId;
  kind: SeatKind;
  status: PlayerStatus;
  reserve: number;
  cards: number; // count only
  territories: number;
  armies: number;
  continents: string[];
  /** Revealed HQ (1992 after everyone chose, 2000 once invaded), else null. */
  hq: TerritoryId | null;
  hqCards: TerritoryId[];
}

/** The viewer's own secrets; absent from the public view. */
export interface Secrets {
  player: PlayerId;
  hand: Card[];
  mission: number | null;
  objective: number | null;
  hq: TerritoryId | null;
}

export interface PublicView {
  ruleset: RulesetId;
  map: string;
  options: RuleOptions;
  version: number;
  round: number;
  turnNumber: number;
  phase: Phase;
  currentPlayer: PlayerId | null;
  players: PlayerView[];
  order: PlayerId[];
  territories: Record<TerritoryId, TerritoryState>;
  deckCount: number;
  trades: number;
  nextTradeValue: number | null;
  clock: ClockState;
  lastMove: LastMove | null;
  viewer: PlayerId | null;
  secrets: Secrets | null;
}
