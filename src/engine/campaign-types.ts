// The 1796 campaign's state slice and view types (napoleon-campaign, NC-*), re-exported by
// types.ts. The slice is read and written only through src/engine/campaign/.
type PlayerId = number;
type TerritoryId = string;

/** NC-0: the two sides a seat may play. */
export type CampaignSide = 'france' | 'england';

/** NC-0-2: the three active independents (white → violet, black, green). */
export type CampaignPower = 'austria' | 'prussia' | 'russia';

/** NC-ANX-1/2: which annexation. `ally`: an ally's territory; `card`: the yellow neutral's, for a card. */
export type AnnexKind = 'ally' | 'card';

/** Where a seat's victory points came from in the campaign (public, summed over the game). */
export type CampaignPointsKey =
  'empire' | 'route' | 'capital' | 'supremacy' | 'egypt' | 'allies' | 'invasion' | 'capture' | 'captured' | 'census';

export interface CampaignSlice {
  /** NC-0: the seat playing each side. */
  sides: Record<CampaignSide, PlayerId>;
  /** NC-0-2: the player id of each active independent. */
  powers: Record<CampaignPower, PlayerId>;
  /** NC-0-2: the passive neutral (yellow). */
  neutral: PlayerId;
  /** NC-VP-3: the territories each seat has had its first-invasion points for (once per territory per side). */
  invaded: Record<PlayerId, TerritoryId[]>;
  /** Each seat's points by source, summed (the public breakdown). */
  points: Record<PlayerId, Partial<Record<CampaignPointsKey, number>>>;
  /** The turn in progress: annexations made (NC-ANX), allies that manoeuvred, the generals of the invading ally captured (NC-ALLY-2). */
  turn: { annexed: AnnexKind[]; allyMoved: PlayerId[]; allyGeneralsLost: number };
  /** NC-ALLY-3: a capital just invaded that the invader may make their ally with a card. */
  capitalOffer: { independent: PlayerId; capital: TerritoryId; player: PlayerId; from: TerritoryId } | null;
  /** NC-TURN-2: the final start-of-turn scoring after the last round is done. */
  finalScored: boolean;
}

/** One first-invasion objective of a side (NC-VP-3), as the view shows it. */
export interface CampaignInvasionGoal {
  territory: TerritoryId;
  points: number;
  /** Last round it pays in (Égypte: round 7, "before 1809"), or null. */
  untilRound: number | null;
  /** The independent that must be the opponent's ally when it is invaded, or null. */
  ifAllyOfOpponent: PlayerId | null;
  /** Already scored by this side. */
  done: boolean;
  /** Would pay if invaded now. */
  open: boolean;
}

/** The public view of the campaign (the `publicExtras` hook). */
export interface CampaignView {
  scenario: string;
  /** The set-up is designed by the project (the rulebook's diagram is missing). */
  designed: true;
  round: number;
  lastRound: number;
  /** NC-TURN-3: the calendar year of the round in progress (after the last round: the final scoring's). */
  year: number;
  sides: Record<CampaignSide, PlayerId>;
  /** Each active independent: who it is, its status (the allied seat, or -1), its cards (hidden), its capital. */
  powers: { id: PlayerId; power: CampaignPower; ally: PlayerId; cards: number; capital: TerritoryId }[];
  neutral: PlayerId;
  /** Each seat's points: total and by source. */
  points: Record<PlayerId, { total: number; by: Partial<Record<CampaignPointsKey, number>> }>;
  /** Each seat's objectives (printed rules, public): control points each turn and first invasions. */
  objectives: Record<
    PlayerId,
    {
      capital: TerritoryId;
      control: { capital: number; supremacy: number; egypt: number; perAlly: number };
      invasion: CampaignInvasionGoal[];
    }
  >;
  /** NC-ANX: the annexations the turn player may still make this turn. */
  annexLeft: AnnexKind[];
  /** NC-ALLY-3: a capital the turn player may buy as an ally with a card now. */
  capitalOffer: { independent: PlayerId; capital: TerritoryId } | null;
}
